#!/usr/bin/env python3
"""Runtime overhead benchmark (not a test). Two workloads:

- the 2-D stencil (bench/stencil.c): runs with and without the Straggler runtime preloaded,
  alternating, in one invocation, and prints per rank count the median slowdown ratio (with/without,
  paired runs) and the peak-memory ratio and difference per rank;
- with --stencil1d CELLS...: the message-bound 1-D stencil with one-element halos (bench/stencil1d.c),
  which measures side by side in one run (blocks calling the MPI library directly and blocks calling
  it through the runtime alternate in the same processes), once per runtime library and per cell
  count, and prints the median ratio of the pairs of blocks, the median microseconds per iteration
  of each, and the runtime's nanoseconds per intercepted call.

usage: overhead.py BUILD_DIR [--np 4 8] [--pairs 7] [--iters 300]
       overhead.py BUILD_DIR --stencil1d 16 1000 4000 [--np 2 4] [--lib NAME=PATH[,VAR=VALUE...] ...] [--blocks 100] [--iters 300]
  BUILD_DIR: a CMake build of native-runtime (holds libstraggler.so, bench/stencil, bench/stencil1d)
  --lib: more runtime libraries to compare (e.g. before=/tmp/old/libstraggler.so); BUILD_DIR's is "with"
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


def run(build, np, iters, preload, dump_dir):
    cmd = ["mpirun", "-np", str(np), "--oversubscribe"]
    if preload:
        cmd += ["-x", f"LD_PRELOAD={build}/libstraggler.so", "-x", f"STRAGGLER_DUMP_DIR={dump_dir}"]
    cmd += [f"{build}/bench/stencil", str(iters)]
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL, env=env)
    m = re.search(r"seconds=([\d.]+) maxrss_kib=(\d+)", p.stdout)
    if p.returncode != 0 or not m:
        sys.exit(f"workload failed ({p.returncode}): {' '.join(cmd)}\n{p.stdout}\n{p.stderr}")
    return float(m.group(1)), int(m.group(2))


def stencil1d(a):
    # "none": no runtime preloaded, both kinds of blocks call the MPI library directly: the noise floor
    libs = [("none", None), ("with", os.path.join(a.build, "libstraggler.so"))]
    for spec in a.lib:
        name, _, rest = spec.partition("=")
        path, *settings = rest.split(",")
        if not path or not os.path.exists(path) or any("=" not in x for x in settings):
            sys.exit(f"--lib {spec}: give NAME=PATH[,VAR=VALUE...] of an existing library")
        libs.append((name, ",".join([path, *settings])))
    dump_dir = scratch("stg-bench-")
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    print(f"stencil1d: {a.iters} iterations per block, {a.blocks} pairs of blocks (direct / through the runtime, "
          f"alternating in one run), {os.cpu_count()} cores; ratio = median over the pairs of (through / direct); "
          "us per iteration: median blocks; ns per call: (median through - median direct) / intercepted calls")
    print(f"{'ranks':>5} {'cells':>6} {'runtime':>8} {'ratio':>7} {'us direct':>10} {'us through':>11} {'ns/call':>8}")
    for np in a.np:
        for cells in a.stencil1d:
            for name, lib in libs:
                pre = []
                if lib:
                    path, *settings = lib.split(",")
                    pre = ["-x", f"LD_PRELOAD={path}", "-x", f"STRAGGLER_DUMP_DIR={dump_dir}"]
                    for x in settings:
                        pre += ["-x", x]
                cmd = ["mpirun", "-np", str(np), "--oversubscribe", *pre, f"{a.build}/bench/stencil1d", str(a.iters),
                       str(cells), str(a.blocks)]
                p = subprocess.run(cmd, capture_output=True, text=True, timeout=1200, stdin=subprocess.DEVNULL, env=env)
                m = re.search(r"ratio=([\d.]+) us_per_iteration_direct=([\d.]+) us_per_iteration_intercepted=([\d.]+) "
                              r"calls=\d+ ns_per_call=(-?[\d.]+)", p.stdout)
                if p.returncode != 0 or not m:
                    sys.exit(f"workload failed ({p.returncode}): {' '.join(cmd)}\n{p.stdout}\n{p.stderr}")
                r, d, t, ns = (float(x) for x in m.groups())
                print(f"{np:>5} {cells:>6} {name:>8} {r:>6.3f}x {d:>10.3f} {t:>11.3f} {ns:>8.1f}")
    leftovers = [f for f in os.listdir(dump_dir) if f.endswith(".sdump")]
    if leftovers:
        sys.exit(f"the runtime dumped during the benchmark: {leftovers}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--np", type=int, nargs="+", default=[4, 8])
    ap.add_argument("--pairs", type=int, default=7)
    ap.add_argument("--iters", type=int, default=300)
    ap.add_argument("--stencil1d", type=int, nargs="+", metavar="CELLS")
    ap.add_argument("--blocks", type=int, default=100)
    ap.add_argument("--lib", action="append", default=[], metavar="NAME=PATH")
    a = ap.parse_args()
    if a.stencil1d:
        return stencil1d(a)
    dump_dir = scratch("stg-bench-")
    print(f"stencil {a.iters} iterations, {a.pairs} alternating pairs per rank count, {os.cpu_count()} cores")
    print(f"{'ranks':>5} {'without s':>10} {'with s':>10} {'slowdown':>9} {'rss without':>12} {'rss with':>10} {'rss ratio':>9} {'extra/rank':>11}")
    for np in a.np:
        run(a.build, np, a.iters // 4, False, dump_dir)  # warm-up
        ratios, mem_ratios, extra, t0s, t1s, m0s, m1s = [], [], [], [], [], [], []
        for i in range(a.pairs):
            order = [False, True] if i % 2 == 0 else [True, False]
            res = {}
            for preload in order:
                res[preload] = run(a.build, np, a.iters, preload, dump_dir)
            (t0, m0), (t1, m1) = res[False], res[True]
            ratios.append(t1 / t0)
            mem_ratios.append(m1 / m0)
            extra.append((m1 - m0) / 1024)
            t0s.append(t0); t1s.append(t1); m0s.append(m0); m1s.append(m1)
        print(f"{np:>5} {statistics.median(t0s):>10.3f} {statistics.median(t1s):>10.3f} {statistics.median(ratios):>8.3f}x "
              f"{statistics.median(m0s) / 1024:>9.1f}MiB {statistics.median(m1s) / 1024:>7.1f}MiB {statistics.median(mem_ratios):>8.3f}x "
              f"{statistics.median(extra):>+8.2f}MiB")
    leftovers = [f for f in os.listdir(dump_dir) if f.endswith(".sdump")]
    if leftovers:
        sys.exit(f"the runtime dumped during the benchmark: {leftovers}")


if __name__ == "__main__":
    main()
