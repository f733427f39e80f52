#!/usr/bin/env python3
"""Call-trace benchmark (not a test; issue 11): what tracing costs and how well it compresses, every figure
from paired runs in one invocation (variants rotated round by round, medians printed).

  1. MPI-only tracing of the stencil (bench/stencil.c): without the runtime, with the runtime
     (STRAGGLER_TRACE=off), with STRAGGLER_TRACE=mpi; job wall time, slowdown of tracing against both, events
     and stored bytes per event of the traces.
  2. The cost of tracing one MPI call (bench/callcost: calls that never wait, the calling thread's CPU
     time): the runtime with and without STRAGGLER_TRACE=mpi.
  3. Function tracing of a real mini-app (--app: a directory with build-plain/APP and build-instr/APP,
     the second built with -finstrument-functions; e.g. HPCCG, built outside this repository): the plain
     build without the runtime, the instrumented build without the runtime (glibc's empty hooks), with the
     runtime tracing MPI only, with STRAGGLER_TRACE=functions; slowdowns against the plain build.
  4. Compression of loop-dominated runs, stage by stage (LZ over events + deflate, + zstd, LZ only,
     deflate only, zstd only, neither): tests/trace_program_instr loop N (functions), the stencil (MPI), the
     mini-app (functions).

usage: trace.py BUILD_DIR [--np 2] [--rounds 5] [--stencil-iters 3000] [--loop 1000000]
                [--app DIR --app-bin test_HPCCG --app-args "40 40 40"]
"""
import argparse
import json
import os
import resource
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")


def mpirun(np, argv, env=None, lib=None, timeout=900):
    cmd = ["mpirun", "-np", str(np), "--oversubscribe"]
    for k, v in (env or {}).items():
        cmd += ["-x", f"{k}={v}"]
    if lib:
        cmd += ["-x", f"LD_PRELOAD={lib}"]
    cmd += argv
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL, env=ENV,
                       cwd=tempfile.gettempdir())
    wall = time.monotonic() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        sys.exit(f"workload failed ({p.returncode}): {' '.join(cmd)}\n{p.stdout[-2000:]}\n{p.stderr[-2000:]}")
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)  # the job's processes (mpirun and the ranks)
    return (wall, cpu), p.stdout


def summary(build, d):
    p = subprocess.run([f"{build}/straggler-trace", "summary", "--json", d], capture_output=True, text=True, timeout=600)
    if p.returncode != 0:
        sys.exit(f"straggler-trace summary {d}: {p.stderr}")
    s = json.loads(p.stdout)
    return sum(t["events"] for t in s), sum(t["rawBytes"] for t in s), sum(t["storedBytes"] for t in s), len(s)


def paired(variants, rounds, fn):
    """{name: [results]}: fn(name) per variant, the order rotated every round"""
    res = {v: [] for v in variants}
    for r in range(rounds):
        order = variants[r % len(variants):] + variants[:r % len(variants)]
        for v in order:
            res[v].append(fn(v))
    return res


def med(xs):
    return statistics.median(xs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--np", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--stencil-iters", type=int, default=3000)
    ap.add_argument("--callcost-iters", type=int, default=200000)
    ap.add_argument("--loop", type=int, default=1000000)
    ap.add_argument("--app")
    ap.add_argument("--app-bin", default="test_HPCCG")
    ap.add_argument("--app-args", default="40 40 40")
    a = ap.parse_args()
    b = os.path.abspath(a.build)
    lib = f"{b}/libstraggler.so"
    work = tempfile.mkdtemp(prefix="stg-trace-bench-")
    print(f"trace benchmark: {a.np} ranks, {a.rounds} rounds (variants rotated), {os.cpu_count()} cores, "
          f"load average {os.getloadavg()[0]:.1f} at the start")

    # ------------------------------------------------------------ 1. stencil, MPI-only tracing
    def table(title, variants, res, base, key):
        """medians of (job CPU s, stencil/app time s) per variant and the median per-round ratios to base"""
        print(title)
        print(f"{'variant':<26} {'job CPU s':>10} {key + ' s':>12} {'CPU ratio':>10} {key + ' ratio':>14}")
        for v, label in variants:
            cpu = [x[0] for x in res[v]]
            own = [x[1] for x in res[v]]
            rc = med([x / y for x, y in zip(cpu, [x[0] for x in res[base]])])
            ro = med([x / y for x, y in zip(own, [x[1] for x in res[base]])])
            print(f"{label:<26} {med(cpu):>10.3f} {med(own):>12.3f} {rc:>9.3f}x {ro:>13.3f}x")

    def stencil(np):
        def run(v):
            d = tempfile.mkdtemp(dir=work)
            env = {"STRAGGLER_DUMP_DIR": d}
            if v == "mpi":
                env["STRAGGLER_TRACE"] = "mpi"
            (wall, cpu), out = mpirun(np, [f"{b}/bench/stencil", str(a.stencil_iters)], env, None if v == "none" else lib)
            m = re.search(r"seconds=([\d.]+)", out)
            r = (cpu, float(m.group(1)), summary(b, d) if v == "mpi" else None)
            shutil.rmtree(d, ignore_errors=True)
            return r
        return run

    for np in sorted({1, a.np}):
        mpirun(np, [f"{b}/bench/stencil", str(a.stencil_iters // 4)])  # warm-up
        res = paired(["none", "runtime", "mpi"], a.rounds, stencil(np))
        table(f"\n1. stencil {a.stencil_iters} iterations on {np} rank(s), MPI-only tracing (medians; ratios: median of "
              f"the per-round ratios to the run without the runtime; stencil s: its own timed loop)",
              [("none", "without the runtime"), ("runtime", "runtime, no tracing"), ("mpi", "runtime, STRAGGLER_TRACE=mpi")],
              res, "none", "stencil")
        rt = med([x[0] / y[0] for x, y in zip(res["mpi"], res["runtime"])])
        ro = med([x[1] / y[1] for x, y in zip(res["mpi"], res["runtime"])])
        ev, raw, stored, files = res["mpi"][0][2]
        print(f"tracing against the runtime without it: CPU {rt:.3f}x, stencil {ro:.3f}x; traces: {files} files, {ev} "
              f"events, {raw} raw bytes, {stored} stored: {stored / ev:.4f} bytes/event, {raw / stored:.0f}x")

    # ------------------------------------------------------------ 2. one traced MPI call
    def callcost(v):
        d = tempfile.mkdtemp(dir=work)
        env = {"STRAGGLER_DUMP_DIR": d}
        if v == "mpi":
            env["STRAGGLER_TRACE"] = "mpi"
        _, out = mpirun(1, [f"{b}/bench/callcost", str(a.callcost_iters)], env, None if v == "none" else lib)  # noqa
        shutil.rmtree(d, ignore_errors=True)
        return {n: float(ns) for n, ns in re.findall(r"pattern=(\S+) calls=\d+ ns=([\d.]+)", out)}

    res = paired(["none", "runtime", "mpi"], a.rounds, callcost)
    print(f"\n2. one intercepted MPI call (bench/callcost, {a.callcost_iters} calls per pattern; CPU ns of the calling "
          f"thread per call, medians; cost = median of the per-round differences)")
    print(f"{'pattern':<14} {'without':>8} {'runtime':>8} {'tracing':>8} {'tracing cost':>13}")
    for pat in res["none"][0]:
        w = [r[pat] for r in res["none"]]
        rt = [r[pat] for r in res["runtime"]]
        tr = [r[pat] for r in res["mpi"]]
        print(f"{pat:<14} {med(w):>8.1f} {med(rt):>8.1f} {med(tr):>8.1f} {med([x - y for x, y in zip(tr, rt)]):>12.1f}")

    # ------------------------------------------------------------ 3. function tracing of a mini-app
    if a.app:
        plain, instr = f"{a.app}/build-plain/{a.app_bin}", f"{a.app}/build-instr/{a.app_bin}"
        args = a.app_args.split()

        def app(np):
            def run(v):
                d = tempfile.mkdtemp(dir=work)
                env = {"STRAGGLER_DUMP_DIR": d}
                if v in ("mpi", "functions"):
                    env["STRAGGLER_TRACE"] = v
                (wall, cpu), out = mpirun(np, [plain if v == "plain" else instr, *args], env,
                                          lib if v in ("mpi", "functions") else None)
                r = (cpu, wall, summary(b, d) if v == "functions" else None)
                shutil.rmtree(d, ignore_errors=True)
                return r
            return run

        for np in sorted({1, a.np}):
            app(np)("plain")  # warm-up
            res = paired(["plain", "hooks", "mpi", "functions"], a.rounds, app(np))
            table(f"\n3. function tracing of {a.app_bin} {a.app_args} on {np} rank(s) (medians; ratios to the plain build "
                  f"without the runtime, per round)",
                  [("plain", "plain build"), ("hooks", "-finstrument-functions"), ("mpi", "  + runtime, trace mpi"),
                   ("functions", "  + runtime, trace functions")], res, "plain", "job wall")
            ev, raw, stored, files = res["functions"][0][2]
            print(f"traces: {files} files, {ev} events, {raw} raw bytes, {stored} stored: {stored / ev:.4f} bytes/event, "
                  f"{raw / stored:.0f}x")

    # ------------------------------------------------------------ 4. compression stage by stage
    print(f"\n4. compression of loop-dominated runs (raw = 4 bytes/event + definitions; stored bytes and raw/stored): "
          f"LZ over events + deflate (the default), LZ + zstd, LZ only, deflate only, zstd only, neither")
    stages = [("lz+deflate", {}), ("lz+zstd", {"STRAGGLER_TRACE_COMPRESS": "zstd"}),
              ("lz", {"STRAGGLER_TRACE_COMPRESS": "none"}),
              ("deflate", {"STRAGGLER_TRACE_LZ": "0"}), ("zstd", {"STRAGGLER_TRACE_LZ": "0", "STRAGGLER_TRACE_COMPRESS": "zstd"}),
              ("none", {"STRAGGLER_TRACE_LZ": "0", "STRAGGLER_TRACE_COMPRESS": "none"})]
    runs = [(f"trace_program_instr loop {a.loop} (functions)", [f"{b}/tests/trace_program_instr", "loop", str(a.loop)], "functions"),
            (f"stencil {a.stencil_iters} (mpi)", [f"{b}/bench/stencil", str(a.stencil_iters)], "mpi")]
    if a.app:
        runs.append((f"{a.app_bin} {a.app_args} (functions)", [f"{a.app}/build-instr/{a.app_bin}", *a.app_args.split()], "functions"))
    print(f"{'run':<44} {'events':>10} {'raw bytes':>11}" + "".join(f" {s:>17}" for s, _ in stages))
    for name, argv, mode in runs:
        cells, evs, raws = [], None, None
        for s, env in stages:
            d = tempfile.mkdtemp(dir=work)
            mpirun(a.np, argv, dict(env, STRAGGLER_DUMP_DIR=d, STRAGGLER_TRACE=mode), lib)
            ev, raw, stored, _ = summary(b, d)
            shutil.rmtree(d, ignore_errors=True)
            evs, raws = ev, raw
            cells.append(f"{stored:>8} {raw / stored:>7.0f}x")
        print(f"{name:<44} {evs:>10} {raws:>11}" + "".join(f" {c:>17}" for c in cells))
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
