#!/usr/bin/env python3
"""In-situ analysis benchmark (not a test): runs the deadlock example (ranks 0-1 deadlock, the others
wait in MPI_Barrier) on 2 ... 64 ranks with STRAGGLER_INSITU=dist and semi-dist, reads the phase
times rank 0 recorded in reduced.sdump, and prints per rank count the median over the repetitions of
every phase, the reductions (the phases that cross the tree) and the total from the timeout's
expiry to the written result. Then it fits reductions = a*log2(p) + b (least squares) and prints
the fit with its R^2, and the total at the largest rank count.

usage: insitu.py BUILD_DIR [--np 2 4 8 16 32 64] [--reps 3] [--timeout 3] [--cluster DIR [--nodes 4]]
  BUILD_DIR: a CMake build of native-runtime (holds libstraggler.so and examples/deadlock)
  --cluster DIR: run the jobs from the login node of the test cluster DIR (tests/cluster/cluster.sh up), spread
      over its compute nodes n1..nN round-robin (mpirun --host n1:K,...,nN:K --map-by node): the reductions' messages
      cross nodes over TCP; the run directory is on the shared /var/tmp
The node is oversubscribed above its core count: hung Open MPI ranks poll, so the runs set
OMPI_MCA_mpi_yield_when_idle=1 (they yield the core while they wait), as a shared node should.
"""
import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
import reduced  # noqa: E402

REDUCTIONS = {"dist": ["states", "broadcast", "pdg"], "semi-dist": ["states", "model"]}


CLUSTER_SH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "cluster", "cluster.sh")


def run(build, np, alg, timeout, cluster=None, nodes=4):
    d = tempfile.mkdtemp(prefix="stg-insitu-bench-", dir="/var/tmp" if cluster else None)
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               OMPI_MCA_mpi_yield_when_idle="1")
    cmd = ["mpirun", "-np", str(np), "--oversubscribe"]
    if cluster:
        per_node = -(-np // nodes)
        cmd += ["--host", ",".join(f"n{k}:{per_node}" for k in range(1, nodes + 1)), "--map-by", "node",
                "-x", "OMPI_MCA_mpi_yield_when_idle=1"]
    for k, v in {"LD_PRELOAD": f"{build}/libstraggler.so", "STRAGGLER_DUMP_DIR": d,
                 "STRAGGLER_TIMEOUT": str(timeout), "STRAGGLER_INSITU": alg, "STRAGGLER_GRACE": "20"}.items():
        cmd += ["-x", f"{k}={v}"]
    cmd += [f"{build}/examples/deadlock"]
    if cluster:
        cmd = [CLUSTER_SH, "--cluster", cluster, "exec", "--timeout", "280", "login", "--"] + cmd
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL, env=env)
    path = f"{d}/reduced.sdump"
    if p.returncode != 86 or not os.path.exists(path):
        # counted and reported with the figures (across nodes an in-situ run may fail: its tasks fall back to per-task
        # dumps), not the end of the benchmark
        lines = [l for l in (p.stdout + p.stderr).splitlines() if l.startswith("straggler")]
        print(f"run failed ({p.returncode}, {np} ranks, {alg}): " + " | ".join(lines[:3]), file=sys.stderr)
        return None
    r = reduced.read(path)
    subprocess.run(["rm", "-rf", d])
    if r["tasks"] != np:
        sys.exit(f"reduced file has {r['tasks']} tasks, expected {np}")
    return r


def fit(xs, ys):
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    a = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    b = my - a * mx
    ss_tot = sum((y - my) ** 2 for y in ys)
    ss_res = sum((y - (a * x + b)) ** 2 for x, y in zip(xs, ys))
    return a, b, 1 - ss_res / ss_tot if ss_tot > 0 else 1.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--np", type=int, nargs="+", default=[2, 4, 8, 16, 32, 64])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=3)
    ap.add_argument("--cluster")
    ap.add_argument("--nodes", type=int, default=4)
    a = ap.parse_args()
    where = f"across {a.nodes} nodes of the test cluster (TCP between nodes), " if a.cluster else ""
    print(f"in-situ analysis of examples/deadlock, median of {a.reps} runs per rank count, {where}{os.cpu_count()} "
          f"cores (oversubscribed above), times in ms")
    failed = {}
    for alg in ["dist", "semi-dist"]:
        rows = {}
        for np in a.np:
            attempts = [run(a.build, np, alg, a.timeout, a.cluster, a.nodes) for _ in range(a.reps)]
            runs = [r for r in attempts if r is not None]
            failed[alg] = failed.get(alg, 0) + len(attempts) - len(runs)
            if not runs:
                print(f"{alg} at {np} ranks: every run failed")
                continue
            phases = list(runs[0]["phases"])
            med = {ph: statistics.median(r["phases"][ph] for r in runs) for ph in phases}
            med["reductions"] = statistics.median(sum(r["phases"][ph] for ph in REDUCTIONS[alg]) for r in runs)
            med["total"] = statistics.median(r["total"] for r in runs)
            rows[np] = med
        if len(rows) < 2:
            continue
        cols = list(next(iter(rows.values())))
        print(f"\n{alg.upper()}")
        print(f"{'ranks':>5} " + " ".join(f"{c:>10}" for c in cols))
        for np, med in rows.items():
            print(f"{np:>5} " + " ".join(f"{med[c] * 1000:>10.2f}" for c in cols))
        xs = [math.log2(np) for np in rows]
        for what in ["reductions", "total"]:
            fa, fb, r2 = fit(xs, [rows[np][what] * 1000 for np in rows])
            print(f"fit {what} (ms) = {fa:.3f} * log2(p) + {fb:.3f}   R^2 = {r2:.3f}")
        last = max(rows)
        print(f"timeout expiry -> written diagnosis at {last} ranks: {rows[last]['total']:.3f} s")
        print(f"failed runs ({alg}): {failed.get(alg, 0)} of {a.reps * len(a.np)}")


if __name__ == "__main__":
    main()
