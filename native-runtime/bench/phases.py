#!/usr/bin/env python3
"""Time to the answer, phase by phase (issue 10; not a test): runs examples/deadlock (ranks 0-1 in a
receive-receive deadlock, the others in MPI_Barrier) with the runtime preloaded and a given timeout, at
each task count, and prints the phases from the times the runtime records (docs/dump-format.md): the
trigger file (when the first task's timeout expired, when it noticed), every task's state file (when
it saw the trigger, when its dump was written), `complete`, and the end of the launcher. With --cli it
runs `straggler diagnose` instead of mpirun and adds the command line's own phases, which it prints on
stderr with STRAGGLER_PHASES=1 (`phase <name> <unix ns>` lines: JVM started, job prepared (the launcher's
flavour known, the command line built), launcher started, analysis start and end, printed). The load average
(/proc/loadavg) is printed before and after each task count's runs.

All times are seconds after the first task's timeout expired (the trigger file's expired_ns); medians
over the runs, and the worst run's value in brackets. Below them, "since the command" gives what the user
sees: seconds after the command was started (the launcher or ./straggler), and `printed - timeout`, the wait
beyond the timeout asked for (issue 26: a task's timeout counts from its last MPI progress, here the end of
MPI_Init, so this includes the start of the JVM, of the launcher and of the tasks).

--cli NAME=SCRIPT (repeated) runs each of several straggler scripts (e.g. a build of main against this
branch's), alternated in one invocation (paired); NAME= with no script runs mpirun directly (the baseline).

With --variant NAME=VAR=VALUE (repeated) the runs of each task count alternate between the variants (the
environment variable set for the command; e.g. yield=STRAGGLER_YIELD=1 spin=STRAGGLER_YIELD=0), paired in
one invocation, and each variant's phases are printed.

usage: phases.py BUILD_DIR [--np 8 64] [--runs 3] [--timeout 5] [--cli [NAME=]STRAGGLER_SCRIPT]...
                 [--variant NAME=VAR=VALUE]...
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


# the command line's marks before the job runs: printed after the command's start (cmd:), not after the timeout
BEFORE_LAUNCH = ("jvm start", "prepared", "launcher started")


def load():
    return "load average " + ", ".join(f"{x:.2f}" for x in os.getloadavg())


def one_run(a, np, cli, extra=None):
    d = tempfile.mkdtemp(prefix="stg-phases-")
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", STRAGGLER_PHASES="1")
    env.update(extra or {})
    app = os.path.join(a.build, "examples", "deadlock")
    if cli:
        cmd = [cli, "diagnose", "--np", str(np), "--timeout", str(a.timeout), "--dump-dir", d, "--", app]
    else:
        cmd = ["mpirun", "-np", str(np), "--oversubscribe", "-x", f"LD_PRELOAD={a.build}/libstraggler.so",
               "-x", f"STRAGGLER_DUMP_DIR={d}", "-x", f"STRAGGLER_TIMEOUT={a.timeout}",
               *[x for k in (extra or {}) for x in ("-x", k)], app]
    invoked = time.time_ns()
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
    marks = {m.group(1).replace("-", " "): int(m.group(2)) for m in re.finditer(r"^phase (\S+) (\d+)$", p.stderr, re.M)}
    for k, ns in marks.items():
        if k not in BEFORE_LAUNCH:
            row[k] = s(ns)
    # since the command was started: what the user sees
    c = lambda ns: (int(ns) - invoked) / 1e9
    for k in BEFORE_LAUNCH:
        if k in marks:
            row["cmd: " + k] = c(marks[k])
    row["cmd: hang began"] = c(t0) - a.timeout
    if "printed" in marks:
        row["cmd: printed - timeout"] = c(marks["printed"]) - a.timeout
    shutil.rmtree(d, ignore_errors=True)
    return row


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--np", type=int, nargs="+", default=[8, 64])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=5)
    ap.add_argument("--cli", action="append", default=[],
                    help="[NAME=]STRAGGLER_SCRIPT: run `straggler diagnose` instead of mpirun (NAME= alone: mpirun)")
    ap.add_argument("--variant", action="append", default=[], help="NAME=VAR=VALUE")
    a = ap.parse_args()
    envs = []
    for v in a.variant:
        name, _, assign = v.partition("=")
        var, _, value = assign.partition("=")
        if not name or not var:
            sys.exit(f"--variant {v}: give NAME=VAR=VALUE")
        envs.append((name, {var: value}))
    clis = [(c.partition("=")[0], c.partition("=")[2]) if "=" in c else ("", c) for c in a.cli] or [("", None)]
    # every script with every environment: (name, script or None, environment)
    variants = [(" ".join(x for x in (cn, en) if x), script or None, env)
                for cn, script in clis for en, env in (envs or [("", {})])]
    print(f"examples/deadlock, timeout {a.timeout:g} s, {a.runs} runs per task count, {os.cpu_count()} cores"
          f"{' (oversubscribed)' if max(a.np) > (os.cpu_count() or 1) else ''}, "
          f"{'straggler diagnose' if any(s for _, s, _ in variants) else 'mpirun with the runtime preloaded'}; "
          "seconds after the first task's timeout expired (cmd: after the command started), median [worst]")
    for np in a.np:
        print(f"{np} tasks, before: {load()}", flush=True)
        rows = {name: [] for name, _, _ in variants}
        for i in range(a.runs):
            for name, script, env in variants[i % len(variants):] + variants[:i % len(variants)]:  # rotated order
                rows[name].append(one_run(a, np, script, env))
        print(f"{np} tasks, after: {load()}")
        for name, script, env in variants:
            rs = rows[name]
            keys = [k for k in rs[0] if all(k in r for r in rs)]
            what = " ".join([script or "mpirun"] + [f"{k}={v}" for k, v in env.items()])
            print(f"{np} tasks{' (' + name + ': ' + what + ')' if name else ''}:")
            for k in keys:
                vals = [r[k] for r in rs]
                print(f"  {k:<24} {statistics.median(vals):8.3f}  [{max(vals):.3f}]")


if __name__ == "__main__":
    main()
