#!/usr/bin/env python3
"""The command line's start (issue 26; not a test): `straggler --version` and `straggler analyze RUN` (where loading
the analysis's classes is most of the work) as ./straggler runs them, with its class-data-sharing archive and without
it (STRAGGLER_CDS=0), against the same JVM over the product's whole class path without the script (how ./straggler ran
it before issue 26) and the bare JVM (`java -Xshare:auto -version`), alternated in one invocation (paired: the
machine's load hits every variant alike; the order rotates each round). Prints the best and the median of each, in
seconds, and the archive's size.

RUN is a run directory with dumps (--analyze DIR); without it one is made first by `straggler diagnose --np 4
--timeout 1` of examples/deadlock (an MPI job: run this under the shared lock).

--also NAME=SCRIPT (repeated) adds another straggler script, e.g. a build of main's, to the alternation.

usage: cli_start.py [--runs 5] [--straggler ./straggler] [--analyze RUN_DIR] [--also NAME=SCRIPT]...
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--straggler", default=os.path.join(os.path.dirname(__file__), "..", "..", "straggler"))
    ap.add_argument("--analyze", help="a run directory with dumps (default: one made with straggler diagnose)")
    ap.add_argument("--also", action="append", default=[], help="NAME=SCRIPT: another straggler script")
    a = ap.parse_args()
    root = os.path.dirname(os.path.abspath(a.straggler))
    product = os.path.join(root, "releng/dev.straggler.product/target/products/dev.straggler.ide/linux/gtk/x86_64")
    java = os.path.join(subprocess.run(["sh", "-c", ". '%s/.mvn/jdk.sh' && straggler_find_jdk && echo $JAVA_HOME" % root],
                                       capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1],
                        "bin", "java")
    made = None
    run_dir = a.analyze
    if not run_dir:
        made = tempfile.mkdtemp(prefix="stg-cli-start-")
        run_dir = os.path.join(made, "run")
        env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
        app = os.path.join(root, "bundles/dev.straggler.runtime.linux.x86_64/target/native/examples/deadlock")
        subprocess.run([a.straggler, "diagnose", "--np", "4", "--timeout", "1", "--dump-dir", run_dir, "--", app],
                       stdin=subprocess.DEVNULL, capture_output=True, env=env, timeout=300, check=True)
    # the first run makes the archive if it is missing or stale: not timed
    also = [x.partition("=")[::2] for x in a.also]
    for _, script in [("", a.straggler)] + also:
        subprocess.run([script, "--version"], capture_output=True, check=True)
    whole = [java, "-Xss4m", "-Xshare:auto", "-cp", product + "/plugins/*", "dev.straggler.cli.Main"]
    no_cds = dict(os.environ, STRAGGLER_CDS="0")
    for args in (["--version"], ["analyze", run_dir]):
        variants = [
            ("./straggler (archive)", [a.straggler] + args, None),
            ("./straggler STRAGGLER_CDS=0", [a.straggler] + args, no_cds),
            ("java, plugins/*, no script", whole + args, None),
        ] + [(name, [script] + args, None) for name, script in also]
        if args == ["--version"]:
            variants.append(("bare JVM (java -version)", [java, "-Xshare:auto", "-version"], None))
        times = {name: [] for name, _, _ in variants}
        for i in range(a.runs):
            for name, cmd, env in variants[i % len(variants):] + variants[:i % len(variants)]:
                t = time.perf_counter()
                subprocess.run(cmd, capture_output=True, check=True, env=env)
                times[name].append(time.perf_counter() - t)
        load = os.getloadavg()[0]
        dumps = len([f for f in os.listdir(run_dir) if f.endswith(".sdump")])
        shown = " ".join(args) if args == ["--version"] else "analyze RUN (%d dumps)" % dumps
        print("straggler %s, %d runs each, alternated; load average %.2f" % (shown, a.runs, load))
        for name, ts in times.items():
            print("  %-30s best %.3f s  median %.3f s" % (name, min(ts), statistics.median(ts)))
    jsa = os.path.join(product, "straggler-cli.jsa")
    if os.path.exists(jsa):
        print("  archive %s: %.1f MB" % (os.path.relpath(jsa, root), os.path.getsize(jsa) / 1e6))
    if made:
        shutil.rmtree(made, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
