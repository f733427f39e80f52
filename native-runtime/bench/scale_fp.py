#!/usr/bin/env python3
"""False positives of the scale analysis (not a test; issue 13, Vrisha §6.4): for each correct program, trains a
scale model with `straggler scale train` at the given process counts, checks a run at a larger count with
`straggler scale check --json`, and prints per program the model the cross-validation chose, its cross-validated
false-positive rate (the paper's figure: training processes above the threshold set without their run), the range of
the average false-positive rate over each parameter's values (the paper's Table 1) and how many processes of the
checked run were flagged (every flag is a false positive: the programs are correct).

usage: scale_fp.py BUILD_DIR [--straggler CMD] [--np 4,6,8,12] [--check-np 16] [--only NAME,...] [--keep DIR]
  BUILD_DIR: a CMake build of native-runtime (examples/, campaign/, bench/stencil, libstraggler.so)
  --straggler: how to run the command line (default: ./straggler of this checkout)
"""
import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# correct programs: name, executable under BUILD_DIR, arguments (short runs)
PROGRAMS = [
    ("allgather_overflow n=4000", "examples/allgather_overflow", ["4000"]),
    ("large_message n=65536", "examples/large_message", ["65536"]),
    ("nested", "campaign/nested", ["50"]),
    ("pipeline", "campaign/pipeline", ["200"]),
    ("solver", "campaign/solver", ["100"]),
    ("master_worker", "campaign/master_worker", ["50"]),
    ("stencil", "bench/stencil", ["100"]),
]


def run(cmd, timeout):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--straggler", default=os.path.join(HERE, "..", "..", "straggler"))
    ap.add_argument("--np", default="4,6,8,12")
    ap.add_argument("--check-np", type=int, default=16)
    ap.add_argument("--only", default="")
    ap.add_argument("--keep", default="")
    a = ap.parse_args()
    cli = shlex.split(a.straggler)
    os.environ.setdefault("STRAGGLER_RUNTIME", os.path.join(os.path.abspath(a.build), "libstraggler.so"))
    os.environ.update(OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    work = a.keep or tempfile.mkdtemp(prefix="stg-scale-fp-")
    only = [s for s in a.only.split(",") if s]
    print(f"scale_fp: trained at --np {a.np}, checked at {a.check_np} processes; {os.cpu_count()} cores")
    print(f"{'program':<26} {'model (cross-validation choice)':<34} {'threshold':>9} {'CV FP':>7} "
          f"{'flagged at ' + str(a.check_np):>14} {'max abn.':>9} {'s':>5}   Table 1: avg FP rate over each parameter's values (min-max)")
    total_flagged = total = 0
    for name, exe, args in PROGRAMS:
        if only and not any(o in name for o in only):
            continue
        t0 = time.time()
        d = os.path.join(work, name.split()[0])
        model = os.path.join(d, "model.json")
        path = os.path.join(os.path.abspath(a.build), exe)
        rc, out, err = run(cli + ["scale", "train", "--model", model, "--np", a.np, "--runs-dir", d, "--run-timeout",
                                  "300", "--json", "--", path] + args, 3600)
        if rc != 0:
            print(f"{name:<26} training failed ({rc}): {err.strip().splitlines()[-1] if err.strip() else ''}")
            continue
        t = json.loads(out)
        rc, out, err = run(cli + ["scale", "check", "--model", model, "--np", str(a.check_np), "--runs-dir", d,
                                  "--run-timeout", "300", "--json", "--", path] + args, 3600)
        if rc not in (0, 3):
            print(f"{name:<26} check failed ({rc}): {err.strip().splitlines()[-1] if err.strip() else ''}")
            continue
        c = json.loads(out)
        p = t["parameters"]
        sigma = lambda v: f"2^{round(__import__('math').log2(v))}"
        desc = f"N={p['components']} g={sigma(p['gamma'])} sx={sigma(p['sigmaControl'])} sy={sigma(p['sigmaObservation'])} {p['features']}"
        flagged = len(c["flagged"])
        n = len(c["scores"])
        total_flagged += flagged
        total += n
        mx = max(s["abnormality"] for s in c["scores"])
        table1 = []
        for sw in t["selection"]["sweeps"]:
            rates = [r for r in sw["falsePositiveRate"] if r is not None]
            short = {"components": "N", "gamma": "g", "sigmaControl": "sx", "sigmaObservation": "sy"}[sw["parameter"]]
            table1.append(f"{short} {100 * min(rates):.1f}-{100 * max(rates):.1f}%")
        print(f"{name:<26} {desc:<34} {t['threshold']:>9.4f} {100 * t['selection']['falsePositiveRate']:>6.1f}% "
              f"{str(flagged) + ' of ' + str(n):>14} {mx:>9.4f} {time.time() - t0:>5.0f}   {', '.join(table1)}")
        sys.stdout.flush()
    print(f"total: {total_flagged} of {total} processes flagged at {a.check_np} (every one a false positive)")


if __name__ == "__main__":
    main()
