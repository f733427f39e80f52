#!/usr/bin/env python3
"""Margins and answers of the scale analysis (not a test; issues 13 and 23, Vrisha §6.4). For each program: trains a
scale model with `straggler scale train` at small process counts, checks a run at a larger count with
`straggler scale check --json`, and prints the model the cross-validation chose, its threshold, its cross-validated
false-positive rate, the largest abnormality of the checked run and the margin (threshold / that abnormality), the
processes flagged and why (the score, a new call site, a missing one, a volume), and the top divergence point.

The programs: the scale corpus (native-runtime/examples/scale), trained and checked as each header says
("Scale train:", "Scale check:"); the bug programs once more at a scale where they are correct (their headers say
which); correct configurations of the two paper examples; the campaign's mini-apps and the stencil bench; and,
given --hpccg, Mantevo's HPCCG (a third-party benchmark, built outside this repository). For a correct program every
flagged process is a false positive; for a bug, the flagged ranks and the reasons are its answer.

With --compare CMD, a second command line (e.g. the one before a change) trains and checks on the very same runs
(`--from` the run directories the first one made), and each check prints one row per command line; the summary
gives, per command line, the false positives of the correct runs and their smallest margin, and for the buggy ones the
processes flagged, by the score alone and in all.

With --stored DIR no program runs: every command line trains and checks `--from` runs kept earlier (e.g. by --keep),
DIR/<program>/<label> (labels as `straggler scale` names them: np8, np3-65536); a check whose run is not there is
skipped with a line saying so. So two command lines are compared on the very same profiles, without MPI.

usage: scale_fp.py BUILD_DIR [--straggler CMD] [--compare CMD] [--np 4,6,8,10] [--check-np 16] [--also-np 18]
                   [--only NAME,...] [--keep DIR | --stored DIR] [--hpccg PATH [--hpccg-args "20 20 20"]]
  BUILD_DIR: a CMake build of native-runtime (examples/, campaign/, bench/stencil, libstraggler.so)
  --straggler: how to run the command line (default: ./straggler of this checkout)
  --compare: another command line, run on the same runs (labelled "compare" and "straggler" in the rows)
  --np, --check-np: the training and checked process counts of the programs without a header
  --also-np: further checked process counts of every correct program (comma-separated; "" for none)
"""
import argparse
import json
import math
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "examples", "scale")

# correct programs without a header: name, executable under BUILD_DIR, arguments (short runs)
CORRECT = [
    ("allgather_overflow n=4000", "examples/scale/allgather_overflow", ["4000"]),
    ("large_message n=65536", "examples/scale/large_message", ["65536"]),
    ("site_vanishes cells=1000", "examples/scale/site_vanishes", ["1000"]),
    ("nested", "campaign/nested", ["50"]),
    ("pipeline", "campaign/pipeline", ["200"]),
    ("solver", "campaign/solver", ["100"]),
    ("master_worker", "campaign/master_worker", ["50"]),
    ("stencil", "bench/stencil", ["100"]),
]


def run(cmd, timeout, cwd=None):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def header(path):
    """A corpus program's training and check arguments and whether a check at another scale is correct."""
    text = open(path).read()
    train = re.search(r"Scale train: (.*)", text).group(1).split()
    check = re.search(r"Scale check: (.*)", text).group(1).split()
    flagged = re.search(r"Expected (?:flagged|crash): (.*)", text).group(1)
    correct_at = re.search(r"checked at (\d+): none flagged", text)
    return train, check, flagged, correct_at.group(1) if correct_at else None


def with_exe(args, name, exe):
    return [exe if a == name else a for a in args]


def labels(args):
    """The run labels `straggler scale` gives the runs of these arguments (--np N,... [--args-sweep V,...] -- ...)."""
    opts = args[:args.index("--")] if "--" in args else args
    nps = opts[opts.index("--np") + 1].split(",")
    sweep = opts[opts.index("--args-sweep") + 1].split(",") if "--args-sweep" in opts else [None]
    return [f"np{n}" + ("" if v is None else "-" + re.sub(r"[^A-Za-z0-9._+-]", "_", v)) for n in nps for v in sweep]


def describe_point(c):
    if not c["divergences"]:
        return "-"
    d = c["divergences"][0]

    def at(x):
        f = x["at"]
        return "(none)" if f is None else f"{f['function']}:{f['line']}"
    return f"{d['basis']} {at(d['checked'])} vs {at(d['training'])}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--straggler", default=os.path.join(HERE, "..", "..", "straggler"))
    ap.add_argument("--compare", default="")
    ap.add_argument("--np", default="4,6,8,10")
    ap.add_argument("--check-np", type=int, default=16)
    ap.add_argument("--also-np", default="18")
    ap.add_argument("--only", default="")
    ap.add_argument("--keep", default="")
    ap.add_argument("--stored", default="")
    ap.add_argument("--hpccg", default="")
    ap.add_argument("--hpccg-args", default="20 20 20")
    a = ap.parse_args()
    cli = shlex.split(a.straggler)
    clis = [("after", cli)] if not a.compare else [("before", shlex.split(a.compare)), ("after", cli)]
    build = os.path.abspath(a.build)
    os.environ.setdefault("STRAGGLER_RUNTIME", os.path.join(build, "libstraggler.so"))
    os.environ.update(OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    work = os.path.abspath(a.stored or a.keep) if a.stored or a.keep else tempfile.mkdtemp(prefix="stg-scale-fp-")
    os.makedirs(work, exist_ok=True)
    only = [s for s in a.only.split(",") if s]
    also = [int(n) for n in a.also_np.split(",") if n]

    # (name, exe, training args, [(label, check args, expected)]): expected None for a correct run
    programs = []
    for c in sorted(f for f in os.listdir(CORPUS) if f.endswith(".c")):
        name = c[:-2]
        exe = os.path.join(build, "examples", "scale", name)
        train, check, flagged, correct_at = header(os.path.join(CORPUS, c))
        np_at = check.index("--np") + 1

        def at(n):
            return with_exe(check[:np_at] + [str(n)] + check[np_at + 1:], name, exe)
        checks = [(" ".join(check[:2]), with_exe(check, name, exe), None if flagged == "none" else flagged)]
        if correct_at:
            checks.append((f"--np {correct_at}", at(correct_at), None))
        if flagged == "none":
            checks += [(f"--np {n}", at(n), None) for n in also]
        programs.append((name, with_exe(train, name, exe), checks))
    extra = [n for n in also if n != a.check_np]
    if a.hpccg:
        hp = os.path.abspath(a.hpccg)
        hargs = a.hpccg_args.split()
        programs.append(("HPCCG " + " ".join(hargs), ["--np", a.np, "--", hp] + hargs,
                         [(f"--np {n}", ["--np", str(n), "--", hp] + hargs, None) for n in [a.check_np] + extra]))

    for name, exe, args in CORRECT:
        path = os.path.join(build, exe)
        programs.append((name, ["--np", a.np, "--", path] + args,
                         [(f"--np {n}", ["--np", str(n), "--", path] + args, None) for n in [a.check_np] + extra]))
    print(f"scale_fp: {os.cpu_count()} cores; programs without a header trained at --np {a.np}")
    tag = max(len(t) for t, _ in clis)
    print(f"{'program':<26} {'check':<9} {'':<{tag}} {'model (cross-validation choice)':<34} {'thr. here':>9} "
          f"{'CV FP':>6} {'max abn.':>9} {'margin':>7} {'flagged':>8}  reasons / top divergence point")
    # per command line: correct processes flagged, correct processes, smallest margin of a correct run, and for the
    # buggy runs the processes flagged by the score, flagged in all, and their processes
    stats = {t: {"fp": 0, "total": 0, "margin": math.inf, "bug_score": 0, "bug_any": 0, "bug_total": 0,
                 "missed": 0, "third_fp": 0, "third_total": 0} for t, _ in clis}
    for name, train, checks in programs:
        if only and not any(o in name for o in only):
            continue
        t0 = time.time()
        d = os.path.join(work, re.sub(r"[^A-Za-z0-9_.=-]+", "_", name))
        # the first command line makes the runs (--runs-dir), the others read them (--from)
        made = [os.path.join(d, x) for x in labels(train)] if a.stored else None
        if made and not all(os.path.isdir(x) for x in made):
            print(f"{name:<26} training runs not stored in {d}")
            continue
        models = {}
        for t, c in reversed(clis):
            model = os.path.join(d, f"model-{t}.json")
            if made is None:
                args = ["--runs-dir", d] + train
            else:
                args = ["--from"] + made
            # the runs' working directory is the scratch directory (HPCCG writes its report where it runs)
            rc, out, err = run(c + ["scale", "train", "--model", model, "--run-timeout", "300", "--json"] + args,
                               3600, cwd=work)
            if rc != 0:
                print(f"{name:<26} {t} training failed ({rc}): "
                      f"{err.strip().splitlines()[-1] if err.strip() else ''}")
                break
            tr = json.loads(out)
            if made is None:
                made = [os.path.join(d, r["label"]) for r in tr["runs"]]
            models[t] = (model, tr)
        if len(models) != len(clis):
            continue

        def sigma(v):
            return f"2^{round(math.log2(v))}"
        for label, check, expected in checks:
            checked = None
            if a.stored:
                checked = os.path.join(d, labels(check)[0])
                if not os.path.isdir(checked):
                    print(f"{name:<26} {label:<9} not stored")
                    continue
            for t, c in reversed(clis):
                model, tr = models[t]
                p = tr["parameters"]
                desc = (f"N={p['components']} g={sigma(p['gamma'])} sx={sigma(p['sigmaControl'])} "
                        f"sy={sigma(p['sigmaObservation'])} {p['features']}")
                args = ["--runs-dir", d] + check if checked is None else ["--from", checked]
                rc, out, err = run(c + ["scale", "check", "--model", model, "--run-timeout", "300", "--json"] + args,
                                   3600, cwd=work)
                if rc not in (0, 3):
                    print(f"{name:<26} {label:<9} {t:<{tag}} check failed ({rc}): "
                          f"{err.strip().splitlines()[-1] if err.strip() else ''}")
                    break
                res = json.loads(out)
                if checked is None:
                    checked = os.path.join(d, res["run"])
                st = stats[t]
                flagged = [s for s in res["scores"] if s["flagged"]]
                mx = max(s["abnormality"] for s in res["scores"])
                thr = res["threshold"]
                reasons = sorted({r for s in flagged for r in s["reasons"]})
                ranks = ",".join(str(s["rank"]) for s in flagged)
                if expected is None and name.startswith("HPCCG"):
                    st["third_fp"] += len(flagged)
                    st["third_total"] += len(res["scores"])
                if expected is None:
                    st["fp"] += len(flagged)
                    st["total"] += len(res["scores"])
                    if mx > 0 and res.get("scoreUsed", True):
                        st["margin"] = min(st["margin"], thr / mx)
                    what = ("none flagged" if not flagged
                            else f"FALSE POSITIVES ranks {ranks} ({', '.join(reasons)})")
                else:
                    st["bug_score"] += sum(1 for s in flagged if "abnormality" in s["reasons"])
                    st["bug_any"] += len(flagged)
                    st["bug_total"] += len(res["scores"])
                    st["missed"] += 0 if flagged or res["crash"] else 1
                    what = (f"ranks {ranks} ({', '.join(reasons)}); {describe_point(res)}" if flagged or res["crash"]
                            else "MISSED")
                    if res["crash"]:
                        what = f"crash rank {res['crash']['rank']}; " + what
                margin = f"{thr / mx:>6.2f}x" if mx > 0 else "    inf"
                if not res.get("scoreUsed", True):
                    margin = " unused"  # the score flags nothing: the correlation model predicts no better than chance
                print(f"{name:<26} {label:<9} {t:<{tag}} {desc:<34} {thr:>9.4f} "
                      f"{100 * tr['selection']['falsePositiveRate']:>5.1f}% {mx:>9.4f} {margin:>7} "
                      f"{str(len(flagged)) + '/' + str(len(res['scores'])):>8}  {what}")
                sys.stdout.flush()
        print(f"{'':<26} ({time.time() - t0:.0f} s)")
    for t, _ in clis:
        st = stats[t]
        print(f"{t}: correct runs: {st['fp']} of {st['total']} processes flagged (every one a false positive), "
              f"smallest margin {st['margin']:.2f}x; buggy runs: {st['bug_any']} of {st['bug_total']} processes "
              f"flagged ({st['bug_score']} by the score), {st['missed']} runs missed"
              + (f"; of the correct processes, {st['third_fp']} of {st['third_total']} of HPCCG" if a.hpccg else ""))


if __name__ == "__main__":
    main()
