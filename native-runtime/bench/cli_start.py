#!/usr/bin/env python3
"""The command line's start (issue 26; not a test): `straggler --version` as ./straggler runs it (with the
class-data-sharing archive it makes) against the same JVM and class path without the archive, alternated in one
invocation (paired: the machine's load hits both alike). Prints the best and the median of each, in seconds, and the
archive's size.

usage: cli_start.py [--runs 5] [--straggler ./straggler] [-- ARGS...]   (ARGS default: --version)
"""
import argparse
import os
import statistics
import subprocess
import sys
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--straggler", default=os.path.join(os.path.dirname(__file__), "..", "..", "straggler"))
    ap.add_argument("args", nargs="*", default=["--version"])
    a = ap.parse_args()
    root = os.path.dirname(os.path.abspath(a.straggler))
    product = os.path.join(root, "releng/dev.straggler.product/target/products/dev.straggler.ide/linux/gtk/x86_64")
    java = os.path.join(subprocess.run(["sh", "-c", ". '%s/.mvn/jdk.sh' && straggler_find_jdk && echo $JAVA_HOME" % root],
                                       capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1],
                        "bin", "java")
    # the first run makes the archive if it is missing or stale: not timed
    subprocess.run([a.straggler] + a.args, capture_output=True, check=True)
    variants = {
        "with archive (./straggler)": [a.straggler] + a.args,
        "without archive": [java, "-Xss4m", "-Xshare:auto", "-cp", product + "/plugins/*", "dev.straggler.cli.Main"] + a.args,
    }
    times = {k: [] for k in variants}
    for _ in range(a.runs):
        for name, cmd in variants.items():
            t = time.perf_counter()
            subprocess.run(cmd, capture_output=True, check=True)
            times[name].append(time.perf_counter() - t)
    load = os.getloadavg()[0]
    print("straggler %s, %d runs each, alternated; load average %.2f" % (" ".join(a.args), a.runs, load))
    for name, ts in times.items():
        print("  %-28s best %.3f s  median %.3f s" % (name, min(ts), statistics.median(ts)))
    jsa = os.path.join(product, "straggler-cli.jsa")
    if os.path.exists(jsa):
        print("  archive %s: %.1f MB" % (os.path.relpath(jsa, root), os.path.getsize(jsa) / 1e6))
    return 0


if __name__ == "__main__":
    sys.exit(main())
