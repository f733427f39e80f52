#!/usr/bin/env python3
"""Function tracing, method by method (not a test; issue 26): what each way of instrumenting an application costs
against the plain -O2 build, instrumentation and recording counted, and how its traces compress. Every figure
from paired runs in one invocation (variants rotated round by round, medians printed).

The applications are built here, once per method, from their sources (outside this repository, e.g. LULESH and
HPCCG), into a temporary directory:
  gcc            mpicxx -O2 -g                                   the plain build (the baseline)
  gcc-hooks      mpicxx -O2 -g -finstrument-functions            GCC's hooks, every function, inlined ones too
  clang          OMPI_CXX=clang++ mpicxx -O2 -g                  the plain build with clang
  clang-inlined  OMPI_CXX=clang++ mpicxx -O2 -g -finstrument-functions-after-inlining
                                                                 clang's hooks, placed after inlining
  xray           straggler instrument mpicxx -O2 -g             XRay sleds, functions of >= 200 instructions or
                                                                 with a loop (tools/straggler-instrument)
  xray-N         straggler instrument --threshold N mpicxx ...  (--xray-thresholds N,...)
Every instrumented build runs twice: alone (no runtime: the instrumentation's own cost) and with the runtime and
STRAGGLER_TRACE=functions (the whole cost). Ratios are to the plain gcc build, per round; the traced runs also
print their events, events per second of the job's wall time, the compression (raw bytes / stored bytes) and the
functions seen (the most distinct functions of one thread's trace); an XRay build also prints how many functions got
sleds (llvm-xray extract), and, after the table, the names of those of the highest threshold.

usage: instrument.py BUILD_DIR --app NAME:SRC_DIR:NP:ARGS [--app ...] [--rounds 3] [--xray-thresholds 200,1000]
                     [--methods gcc,clang-inlined,xray] [--lock /tmp/straggler-heavy.lock]   (held for the runs, not
                     the builds; --methods: the plain gcc build always, the others named; default all)
  e.g. --app "LULESH:/work/ext/LULESH:8:-s 15 -i 100" --app "HPCCG:/work/ext/HPCCG:2:40 40 40"
Known applications (their sources and defines): LULESH (lulesh*.cc, -DUSE_MPI=1), HPCCG (*.cpp, -DUSING_MPI).
"""
import argparse
import fcntl
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from trace import mpirun, summary, paired, med  # noqa: E402 (bench/trace.py)

WRAPPER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools", "straggler-instrument")
APPS = {  # name: (source files, defines)
    "LULESH": (["lulesh.cc", "lulesh-comm.cc", "lulesh-viz.cc", "lulesh-util.cc", "lulesh-init.cc"], ["-DUSE_MPI=1"]),
    "HPCCG": (None, ["-DUSING_MPI"]),  # every *.cpp
}


def methods(thresholds, wanted):
    """[(name, label, command prefix, environment)]: the plain gcc build, and those of wanted (None: all)"""
    clang = {"OMPI_CXX": "clang++", "MPICH_CXX": "clang++"}
    m = [("gcc", "gcc -O2 (plain)", ["mpicxx"], {}),
         ("gcc-hooks", "gcc -finstrument-functions", ["mpicxx", "-finstrument-functions"], {}),
         ("clang", "clang -O2 (plain)", ["mpicxx"], clang),
         ("clang-inlined", "clang -finstrument-functions-after-inlining", ["mpicxx", "-finstrument-functions-after-inlining"],
          clang)]
    for t in thresholds:
        m.append((f"xray-{t}", f"straggler instrument (XRay, threshold {t})",
                  ["sh", WRAPPER, "--threshold", str(t), "mpicxx"], {}))
    return [x for x in m if x[0] == "gcc" or wanted is None or x[0] in wanted or x[0].startswith("xray") and "xray" in wanted]


def functions_seen(build, d):
    """the most distinct functions of one thread's trace"""
    p = subprocess.run([f"{build}/straggler-trace", "summary", "--json", d], capture_output=True, text=True, timeout=600)
    return max((t["distinctFunctions"] for t in json.loads(p.stdout)), default=0) if p.returncode == 0 else -1


def sleds(binary):
    """the names of the functions an XRay build has sleds in (llvm-xray extract), or None without llvm-xray"""
    tool = shutil.which("llvm-xray") or shutil.which("llvm-xray-14")
    if not tool:
        return None
    p = subprocess.run([tool, "extract", "--symbolize", binary], capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        return None
    return sorted({line.split("function-name: ", 1)[1].split(", version:")[0]
                   for line in p.stdout.splitlines() if "function-name: " in line})


def build(name, src, out, prefix, env):
    files, defines = APPS[name]
    sources = [os.path.join(src, f) for f in files] if files else sorted(glob.glob(os.path.join(src, "*.cpp")))
    cmd = prefix + ["-O2", "-g", *defines, "-I", src, "-o", out, *sources]
    p = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, **env), timeout=900)
    if p.returncode != 0:
        sys.exit(f"build failed: {' '.join(cmd)}\n{p.stderr[-3000:]}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--app", action="append", required=True, help="NAME:SRC_DIR:NP:ARGS")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--xray-thresholds", default="200")
    ap.add_argument("--methods", help="gcc-hooks,clang,clang-inlined,xray (the plain gcc build always runs)")
    ap.add_argument("--lock", help="a file to hold locked (flock) while the applications run")
    a = ap.parse_args()
    b = os.path.abspath(a.build)
    lib = f"{b}/libstraggler.so"
    work = tempfile.mkdtemp(prefix="stg-instrument-bench-")
    ms = methods([int(t) for t in a.xray_thresholds.split(",")], a.methods.split(",") if a.methods else None)
    print(f"function tracing benchmark: {a.rounds} rounds (variants rotated), {os.cpu_count()} cores, "
          f"load average {os.getloadavg()[0]:.1f} at the start")
    apps = [spec.split(":", 3) for spec in a.app]
    for name, src, _, _ in apps:
        if name not in APPS:
            sys.exit(f"unknown application {name}: one of {', '.join(APPS)}")
        for m, _, prefix, env in ms:
            build(name, os.path.abspath(src), f"{work}/{name}-{m}", prefix, env)
    if a.lock:
        lock = open(a.lock, "a")
        fcntl.flock(lock, fcntl.LOCK_EX)
        print(f"holding {a.lock}; load average {os.getloadavg()[0]:.1f}")
    for name, src, np, args in apps:

        # variants: (key, label, binary, traced); a plain build runs alone, an instrumented one alone and traced
        variants = []
        for m, label, _, _ in ms:
            variants.append((m, label, f"{work}/{name}-{m}", False))
            if m not in ("gcc", "clang"):
                variants.append((m + "+trace", "  + runtime, trace functions", f"{work}/{name}-{m}", True))
        byk = {v[0]: v for v in variants}

        def run(k):
            _, _, binary, traced = byk[k]
            d = tempfile.mkdtemp(dir=work)
            env = {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TRACE": "functions"} if traced else {}
            (wall, cpu), _ = mpirun(int(np), [binary, *args.split()], env, lib if traced else None)
            r = (cpu, wall, summary(b, d) + (functions_seen(b, d),) if traced else None)
            shutil.rmtree(d, ignore_errors=True)
            return r

        run("gcc")  # warm-up
        res = paired([v[0] for v in variants], a.rounds, run)
        print(f"\n{name} {args} on {np} ranks (medians; ratios: median of the per-round ratios to the plain gcc build; "
              f"events/s: events of all ranks per second of the job's wall time; ratio: raw bytes / stored bytes)")
        print(f"{'variant':<46} {'job CPU s':>9} {'wall s':>8} {'CPU ratio':>9} {'wall ratio':>10} {'events':>10} "
              f"{'events/s':>10} {'bytes/event':>11} {'ratio':>7} {'fns seen':>8} {'sleds in':>8}")
        base = res["gcc"]
        for k, label, _, traced in variants:
            cpu = med([x[0] for x in res[k]])
            wall = med([x[1] for x in res[k]])
            rc = med([x[0] / y[0] for x, y in zip(res[k], base)])
            rw = med([x[1] / y[1] for x, y in zip(res[k], base)])
            line = f"{label:<46} {cpu:>9.3f} {wall:>8.3f} {rc:>8.3f}x {rw:>9.3f}x"
            if traced:
                ev, raw, stored, _, seen = res[k][0][2]
                line += f" {ev:>10} {ev / wall:>10.0f} {stored / max(ev, 1):>11.4f} {raw / max(stored, 1):>6.0f}x {seen:>8}"
                names = sleds(byk[k][2]) if k.startswith("xray") else None
                if names is not None:
                    line += f" {len(names):>8}"
            print(line)
        xrays = [m for m, _, _, _ in ms if m.startswith("xray")]
        if xrays:
            top = max(xrays, key=lambda m: int(m.split("-")[1]))
            names = sleds(f"{work}/{name}-{top}")
            if names is not None:
                print(f"functions with sleds at {top}: {', '.join(names)}")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
