#!/usr/bin/env python3
"""Time to the answer, phase by phase (issue 10; not a test): runs examples/deadlock (ranks 0-1 in a
receive-receive deadlock, the others in MPI_Barrier) with the runtime preloaded and a given timeout, at
each task count, and prints the phases from the times the runtime records (docs/dump-format.md): the
trigger file (when the first task's timeout expired, when it noticed), every task's state file (when
it saw the trigger, when its dump was written), `complete`, and the end of the launcher. With --cli it
runs `straggler diagnose` instead of mpirun and adds the command line's own phases, which it prints on
stderr with STRAGGLER_PHASES=1 (`phase <name> <unix ns>` lines: analysis start and end, printed).

All times are seconds after the first task's timeout expired (the trigger file's expired_ns); medians
over the runs, and the worst run's value in brackets.

With --variant NAME=VAR=VALUE (repeated) the runs of each task count alternate between the variants (the
environment variable set for the command; e.g. yield=STRAGGLER_YIELD=1 spin=STRAGGLER_YIELD=0), paired in
one invocation, and each variant's phases are printed.

usage: phases.py BUILD_DIR [--np 8 64] [--runs 3] [--timeout 5] [--cli STRAGGLER_SCRIPT] [--variant NAME=VAR=VALUE]...
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def kv(path):
    out = {}
    try:
        for line in open(path):
            k, _, v = line.strip().partition("=")
            if k:
                out[k] = v
    except OSError:
        pass
    return out


def one_run(a, np, extra=None):
    d = tempfile.mkdtemp(prefix="stg-phases-")
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", STRAGGLER_PHASES="1")
    env.update(extra or {})
    app = os.path.join(a.build, "examples", "deadlock")
    if a.cli:
        cmd = [a.cli, "diagnose", "--np", str(np), "--timeout", str(a.timeout), "--dump-dir", d, "--", app]
    else:
        cmd = ["mpirun", "-np", str(np), "--oversubscribe", "-x", f"LD_PRELOAD={a.build}/libstraggler.so",
               "-x", f"STRAGGLER_DUMP_DIR={d}", "-x", f"STRAGGLER_TIMEOUT={a.timeout}",
               *[x for k in (extra or {}) for x in ("-x", k)], app]
    p = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=600, env=env)
    ended = time.time_ns()
    trig, comp = kv(f"{d}/trigger"), kv(f"{d}/complete")
    if "expired_ns" not in trig or "time_ns" not in comp:
        sys.exit(f"no trigger or complete in {d} (exit {p.returncode}):\n{p.stdout[-2000:]}\n{p.stderr[-2000:]}")
    t0 = int(trig["expired_ns"])
    s = lambda ns: (int(ns) - t0) / 1e9
    states = [kv(f"{d}/rank-{r:06d}.state") for r in range(np)]
    seen = [s(st["trigger_seen_ns"]) for st in states if "trigger_seen_ns" in st]
    dumped = [s(st["dump_ns"]) for st in states if "dump_ns" in st]
    if len(dumped) != np:
        sys.exit(f"{len(dumped)} of {np} dumps in {d}")
    row = {
        "noticed": s(trig["time_ns"]),
        "all triggered": max(seen),
        "first dump": min(dumped),
        "all dumped": max(dumped),
        "complete": s(comp["time_ns"]),
        "job ended": s(ended),
    }
    for m in re.finditer(r"^phase (\S+) (\d+)$", p.stderr, re.M):
        row[m.group(1).replace("-", " ")] = s(m.group(2))
    shutil.rmtree(d, ignore_errors=True)
    return row


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--np", type=int, nargs="+", default=[8, 64])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=5)
    ap.add_argument("--cli", help="the straggler script: run `straggler diagnose` instead of mpirun")
    ap.add_argument("--variant", action="append", default=[], help="NAME=VAR=VALUE")
    a = ap.parse_args()
    variants = []
    for v in a.variant:
        name, _, assign = v.partition("=")
        var, _, value = assign.partition("=")
        if not name or not var:
            sys.exit(f"--variant {v}: give NAME=VAR=VALUE")
        variants.append((name, {var: value}))
    if not variants:
        variants = [("", {})]
    print(f"examples/deadlock, timeout {a.timeout:g} s, {a.runs} runs per task count, {os.cpu_count()} cores"
          f"{' (oversubscribed)' if max(a.np) > (os.cpu_count() or 1) else ''}, "
          f"{'straggler diagnose' if a.cli else 'mpirun with the runtime preloaded'}; seconds after the first "
          "task's timeout expired, median [worst]")
    for np in a.np:
        rows = {name: [] for name, _ in variants}
        for i in range(a.runs):
            for name, env in variants[i % len(variants):] + variants[:i % len(variants)]:  # rotated order
                rows[name].append(one_run(a, np, env))
        for name, _ in variants:
            rs = rows[name]
            keys = [k for k in rs[0] if all(k in r for r in rs)]
            print(f"{np} tasks{' (' + name + ': ' + ' '.join(f'{k}={v}' for k, v in dict(variants)[name].items()) + ')' if name else ''}:")
            for k in keys:
                vals = [r[k] for r in rs]
                print(f"  {k:<16} {statistics.median(vals):8.3f}  [{max(vals):.3f}]")


if __name__ == "__main__":
    main()
