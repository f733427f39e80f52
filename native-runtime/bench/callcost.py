#!/usr/bin/env python3
"""Cost of one intercepted MPI call (not a test): runs bench/callcost (one task, calls that never wait)
without the runtime and with each given runtime library preloaded, in rounds that rotate the order, in
one invocation, and prints per call pattern the median nanoseconds per call of each variant and the
median over the rounds of (with - without): what the runtime adds to one call. Nanoseconds are CPU
time of the calling thread (the time it waited for a core on a shared machine does not count).

usage: callcost.py BUILD_DIR [--lib NAME=PATH[,VAR=VALUE...] ...] [--rounds 7] [--iters 200000]
       callcost.py BUILD_DIR --callgrind [--lib NAME=PATH[,VAR=VALUE...] ...] [--patterns test-null ...]
  BUILD_DIR: a CMake build of native-runtime (holds libstraggler.so and bench/callcost)
  --lib: more variants to compare: another library (e.g. before=/tmp/old/libstraggler.so), or a library
         with settings (e.g. profile=build/libstraggler.so,STRAGGLER_PROFILE=1); BUILD_DIR's is "with"
  --callgrind: instead of times, instructions per call (valgrind's callgrind; the same on a loaded machine):
    each pattern run alone with 20,000 and 40,000 iterations, the difference divided by the calls between
    them (start-up and the first calls of a site cancel out), and for BUILD_DIR's library the runtime's
    functions with the most instructions per call and the instructions per call by part of the runtime (PARTS)
"""
import argparse
import atexit
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile


def scratch(prefix):
    """A directory for the runs' files (the runtime writes its run directory there), removed when the harness ends."""
    d = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, d, ignore_errors=True)
    return d


def run(build, iters, lib, dump_dir):
    cmd = ["mpirun", "-np", "1", "--oversubscribe"]
    if lib:
        lib, *settings = lib.split(",")
        cmd += ["-x", f"LD_PRELOAD={lib}", "-x", f"STRAGGLER_DUMP_DIR={dump_dir}"]
        for s in settings:
            cmd += ["-x", s]
    cmd += [f"{build}/bench/callcost", str(iters)]
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL, env=env)
    found = re.findall(r"pattern=(\S+) calls=\d+ ns=([\d.]+) wall_ns=", p.stdout)
    if p.returncode != 0 or not found:
        sys.exit(f"workload failed ({p.returncode}): {' '.join(cmd)}\n{p.stdout}\n{p.stderr}")
    return {name: float(ns) for name, ns in found}


CALLS_PER_ITERATION = {"isend+wait": 2, "halo-self": 5}


def callgrind(build, lib, pattern, iters, out):
    cmd = ["mpirun", "-np", "1", "--oversubscribe"]
    if lib:
        lib, *settings = lib.split(",")
        cmd += ["-x", f"LD_PRELOAD={lib}", "-x", f"STRAGGLER_DUMP_DIR={scratch('stg-callcost-')}"]
        for s in settings:
            cmd += ["-x", s]
    cmd += ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", f"{build}/bench/callcost", str(iters),
            pattern]
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=1200, stdin=subprocess.DEVNULL, env=env)
    m = re.search(r"Collected : (\d+)", p.stderr)
    if p.returncode != 0 or not m:
        sys.exit(f"callgrind failed ({p.returncode}): {' '.join(cmd)}\n{p.stderr[-3000:]}")
    functions, ours, parts = {}, set(), {}
    ann = subprocess.run(["callgrind_annotate", "--auto=no", "--show-percs=no", out], capture_output=True, text=True)
    on = False
    for line in ann.stdout.splitlines():
        if "file:function" in line:
            on = True
        elif on and (fm := re.match(r"\s*([\d,]+)\s+(\S+?):(\S+)( \[(.*)\])?$", line)):
            # code inlined from a header is listed under the header's name, without the object: by function
            ir = int(fm.group(1).replace(",", ""))
            functions[fm.group(3)] = functions.get(fm.group(3), 0) + ir
            if "libstraggler" in (fm.group(5) or ""):
                ours.add(fm.group(3))
            part = PARTS.get(os.path.basename(fm.group(2)))
            if part:
                parts[part] = parts.get(part, 0) + ir
    inc = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--auto=no", "--show-percs=no", out],
                         capture_output=True, text=True)
    for f in MPI_CALLED:
        if fm := re.search(r"^\s*([\d,]+)\s+\S+:" + re.escape(f) + r" \[", inc.stdout, re.M):
            parts[f] = int(fm.group(1).replace(",", ""))
    return int(m.group(1)), {k: v for k, v in functions.items() if k in ours}, parts


# the runtime's parts of a call, by the source file its instructions come from (code inlined from a header counts
# to the header's part); the MPI library's functions the runtime calls itself, with everything they call
PARTS = {"addr.h": "call-site cache", "addr.c": "call-site cache",
         "markov.c": "Markov model", "markov.h": "Markov model",
         "waits.c": "requests and counts", "waits.h": "requests and counts", "waits_req.c": "requests and counts",
         "waits_req.h": "requests and counts", "waits_chan.c": "requests and counts",
         "waits_chan.h": "requests and counts", "waits_comm.h": "requests and counts",
         "wrappers.c": "wrapper", "dispatch.h": "wrapper", "dispatch.c": "wrapper"}
MPI_CALLED = ["PMPI_Request_get_status"]


def instructions(a, variants):
    patterns = a.patterns or ["test-null", "send", "isend+wait", "barrier-self", "allreduce", "halo-self", "halo-sweep"]
    n1, n2 = 20000, 40000
    print(f"callcost under callgrind: instructions per MPI call, (Ir at {n2} iterations - Ir at {n1}) / calls between "
          "(each pattern alone, 1 task)")
    print(f"{'pattern':<14} " + " ".join(f"{n:>8}" for n, _ in variants))
    top, parts = {}, {}
    with tempfile.TemporaryDirectory(prefix="stg-cg-") as tmp:
        for p in patterns:
            calls = (n2 - n1) * 1.1 * CALLS_PER_ITERATION.get(p, 1)  # the warm-up runs a tenth more
            row = f"{p:<14} "
            for name, lib in variants:
                ir1, f1, p1 = callgrind(a.build, lib, p, n1, f"{tmp}/a")
                ir2, f2, p2 = callgrind(a.build, lib, p, n2, f"{tmp}/b")
                row += f"{(ir2 - ir1) / calls:>8.0f} "
                if name == "with":
                    top[p] = sorted(((f2.get(k, 0) - f1.get(k, 0)) / calls, k) for k in f2)[::-1][:6]
                    parts[p] = sorted(((p2.get(k, 0) - p1.get(k, 0)) / calls, k) for k in p2)[::-1]
            print(row.rstrip())
    for p, fs in top.items():
        print(f"{p}: " + ", ".join(f"{k} {v:.0f}" for v, k in fs if v >= 1))
    print("by part (with; a wrapper's saving of registers for code inlined from a header counts to that header):")
    for p, ps in parts.items():
        print(f"{p}: " + ", ".join(f"{k} {v:.0f}" for v, k in ps if v >= 1))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--lib", action="append", default=[], metavar="NAME=PATH")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--iters", type=int, default=200000)
    ap.add_argument("--callgrind", action="store_true")
    ap.add_argument("--patterns", nargs="+")
    a = ap.parse_args()
    variants = [("without", None), ("with", os.path.join(a.build, "libstraggler.so"))]
    for spec in a.lib:
        name, _, path = spec.partition("=")
        if not path or not os.path.exists(path.split(",")[0]) or any("=" not in s for s in path.split(",")[1:]):
            sys.exit(f"--lib {spec}: give NAME=PATH[,VAR=VALUE...] of an existing library")
        variants.append((name, path))
    if a.callgrind:
        return instructions(a, variants)
    dump_dir = scratch("stg-callcost-")
    run(a.build, a.iters // 10, variants[1][1], dump_dir)  # warm-up
    ns = {name: [] for name, _ in variants}
    for i in range(a.rounds):
        k = i % len(variants)
        for name, lib in variants[k:] + variants[:k]:
            ns[name].append(run(a.build, a.iters, lib, dump_dir))
    patterns = list(ns["without"][0])
    libs = [name for name, _ in variants[1:]]
    print(f"callcost {a.iters} iterations per pattern, {a.rounds} rounds, 1 task, {os.cpu_count()} cores; "
          "CPU ns of the calling thread per MPI call, medians over the rounds; cost = median of (variant - without) per round")
    print(f"{'pattern':<14} {'without':>8} " + " ".join(f"{n:>8} {'cost ' + n:>12}" for n in libs))
    for p in patterns:
        base = [r[p] for r in ns["without"]]
        row = f"{p:<14} {statistics.median(base):>8.1f} "
        for n in libs:
            vals = [r[p] for r in ns[n]]
            cost = statistics.median(v - b for v, b in zip(vals, base))
            row += f"{statistics.median(vals):>8.1f} {cost:>12.1f} "
        print(row.rstrip())
    leftovers = [f for f in os.listdir(dump_dir) if f.endswith(".sdump")]
    if leftovers:
        sys.exit(f"the runtime dumped during the benchmark: {leftovers}")


if __name__ == "__main__":
    main()
