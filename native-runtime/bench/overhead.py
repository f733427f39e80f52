#!/usr/bin/env python3
"""Runtime overhead benchmark (not a test): runs the stencil workload with and without the Straggler
runtime preloaded, alternating, in one invocation, and prints per rank count the median slowdown
ratio (with/without, paired runs) and the peak-memory ratio and difference per rank.

usage: overhead.py BUILD_DIR [--np 4 8] [--pairs 7] [--iters 300]
  BUILD_DIR: a CMake build of native-runtime (holds libstraggler.so and bench/stencil)
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile


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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--np", type=int, nargs="+", default=[4, 8])
    ap.add_argument("--pairs", type=int, default=7)
    ap.add_argument("--iters", type=int, default=300)
    a = ap.parse_args()
    dump_dir = tempfile.mkdtemp(prefix="stg-bench-")
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
