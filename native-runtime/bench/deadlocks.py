#!/usr/bin/env python3
"""Scores the diagnosis on the deadlock corpus (not a test: it prints a table).

Every program of native-runtime/examples/deadlocks states in its header the expected diagnosis:

    Expected diagnosis (mpirun -np N): least-progressed ranks R at FILE:LINE
    Expected groups: R1 at FILE:L1; R2 at FILE:L2

(R = all least-progressed ranks, LINE = the line of the group with the lowest rank, which is the
"lp.frames" the JSON report gives; one group per least-progressed PDG node). Each expected line
carries a "STRAGGLER-LP: ranks Ri" marker; --check verifies headers and markers agree.

For every program and MPI, the script runs the program once with the command line
(`straggler diagnose --json --pdg semi-dist`, post-mortem dumps) and analyses those dumps offline
with every algorithm (`straggler analyze DIR --pdg dist|semi-dist|loop-aware --json`), then runs it
once per in-situ algorithm (`straggler diagnose --in-situ --pdg dist|semi-dist --json`). It prints
one row per program and algorithm: expected groups, the groups it got, and whether they are exact
(same least-progressed ranks, grouped the same way, each group at the expected line).

usage: deadlocks.py [--mpi openmpi,mpich] [--only NAME,...] [--algorithms dist,semi-dist,loop-aware,
                    insitu-dist,insitu-semi-dist] [--timeout SECONDS] [--check] [--keep]
Run from anywhere; the built corpus is looked up in the runtime fragment's CMake build
(bundles/dev.straggler.runtime.linux.x86_64/target/native, `./straggler build` makes it); --build DIR
overrides it. MPICH programs run with `--launcher mpiexec.mpich` (the CLI preloads the runtime build
whose MPI the program links).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
SOURCES = os.path.join(ROOT, "native-runtime", "examples", "deadlocks")
DEFAULT_BUILD = os.path.join(ROOT, "bundles", "dev.straggler.runtime.linux.x86_64", "target", "native")
CLI = os.path.join(ROOT, "straggler")

EXPECTED = re.compile(r"Expected diagnosis \(mpirun -np (\d+)\): least-progressed ranks ([\d,-]+) at (\S+):(\d+)")
GROUPS = re.compile(r"Expected groups: (.*)")
GROUP = re.compile(r"([\d,-]+) at (\S+):(\d+)")
MARKER = re.compile(r"STRAGGLER-LP: ranks ([\d,-]+)")
ALGORITHMS = ["dist", "semi-dist", "loop-aware", "insitu-dist", "insitu-semi-dist"]
MPIS = {"openmpi": ("examples/deadlocks", "mpirun"), "mpich": ("mpich/examples/deadlocks", "mpiexec.mpich")}


def parse_ranks(text):
    ranks = set()
    for part in text.split(","):
        part = part.strip()
        if "-" in part[1:]:
            a, b = part.split("-", 1)
            ranks.update(range(int(a), int(b) + 1))
        elif part:
            ranks.add(int(part))
    return frozenset(ranks)


def ranks_text(ranks):
    out, run = [], []
    for r in sorted(ranks):
        if run and r == run[-1] + 1:
            run.append(r)
        else:
            if run:
                out.append(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}")
            run = [r]
    if run:
        out.append(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}")
    return ",".join(out) or "-"


def groups_text(groups):
    """{ranks: line} -> "1-2@36; 0@40" ordered by lowest rank."""
    return "; ".join(f"{ranks_text(r)}@{line}" for r, line in sorted(groups.items(), key=lambda g: min(g[0])))


class Program:
    def __init__(self, name):
        self.name = name
        self.path = os.path.join(SOURCES, name + ".c")
        with open(self.path) as f:
            self.text = f.read()
        m = EXPECTED.search(self.text)
        if not m:
            raise ValueError(f"{self.path}: no 'Expected diagnosis' header")
        self.np = int(m.group(1))
        self.ranks = parse_ranks(m.group(2))
        self.file, self.line = m.group(3), int(m.group(4))
        g = GROUPS.search(self.text)
        self.groups = {}
        for part in (g.group(1).split(";") if g else [f"{m.group(2)} at {self.file}:{self.line}"]):
            gm = GROUP.search(part)
            if not gm:
                raise ValueError(f"{self.path}: bad group '{part.strip()}'")
            self.groups[parse_ranks(gm.group(1))] = int(gm.group(3))

    def check(self):
        """Problems of the header: groups vs ranks, lines vs STRAGGLER-LP markers."""
        problems = []
        if frozenset().union(*self.groups) != self.ranks:
            problems.append(f"groups {groups_text(self.groups)} do not cover ranks {ranks_text(self.ranks)}")
        first = min(self.groups, key=min)
        if self.groups[first] != self.line:
            problems.append(f"header line {self.line} is not the first group's line {self.groups[first]}")
        if self.file != self.name + ".c":
            problems.append(f"header names {self.file}, not {self.name}.c")
        markers = {}
        for i, text in enumerate(self.text.splitlines(), 1):
            mm = MARKER.search(text)
            if mm and "Expected" not in text:
                markers[parse_ranks(mm.group(1))] = i
        if markers != self.groups:
            problems.append(f"markers {groups_text(markers)} differ from the expected groups {groups_text(self.groups)}")
        return problems


def run(cmd, timeout, env):
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL, env=env)
        return p.returncode, p.stdout, p.stderr, time.monotonic() - t0
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
        err = e.stderr.decode() if isinstance(e.stderr, bytes) else (e.stderr or "")
        return None, out, err, time.monotonic() - t0


def got_groups(report):
    """The least-progressed groups of a JSON report: {ranks: line of the first user frame}."""
    groups = {}
    for g in report.get("lp", {}).get("groups", []):
        frames = g.get("frames", [])
        line = frames[0].get("line") if frames else None
        groups[frozenset(g.get("ranks", []))] = line if line is not None else 0
    return groups


def score(program, report):
    if report is None:
        return None
    got = got_groups(report)
    lp = frozenset(report.get("lp", {}).get("ranks", []))
    frames = report.get("lp", {}).get("frames", [])
    first_line = frames[0].get("line") if frames else None
    exact = lp == program.ranks and got == program.groups and first_line == program.line
    return got, exact


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mpi", default="openmpi,mpich")
    ap.add_argument("--only", default="")
    ap.add_argument("--algorithms", default=",".join(ALGORITHMS))
    ap.add_argument("--timeout", default="2", help="hang timeout given to the runtime (seconds)")
    ap.add_argument("--build", default=DEFAULT_BUILD)
    ap.add_argument("--check", action="store_true", help="only check the headers against the markers")
    ap.add_argument("--keep", action="store_true", help="keep the dump directories")
    args = ap.parse_args()

    names = sorted(f[:-2] for f in os.listdir(SOURCES) if f.endswith(".c"))
    if args.only:
        wanted = args.only.split(",")
        unknown = [w for w in wanted if w not in names]
        if unknown:
            sys.exit(f"unknown program(s) {', '.join(unknown)}; the corpus has {', '.join(names)}")
        names = wanted
    programs = [Program(n) for n in names]
    bad = 0
    for p in programs:
        for problem in p.check():
            print(f"{p.name}.c: {problem}", file=sys.stderr)
            bad += 1
    if bad or args.check:
        if not bad:
            print(f"{len(programs)} headers agree with their markers")
        return 1 if bad else 0

    algorithms = args.algorithms.split(",")
    for a in algorithms:
        if a not in ALGORITHMS:
            sys.exit(f"unknown algorithm {a}; use {', '.join(ALGORITHMS)}")
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               OMPI_MCA_mpi_yield_when_idle="1")
    rows = []
    t_start = time.monotonic()
    for mpi in args.mpi.split(","):
        if mpi not in MPIS:
            sys.exit(f"unknown MPI {mpi}; use {', '.join(MPIS)}")
        subdir, launcher = MPIS[mpi]
        if shutil.which(launcher) is None:
            print(f"{mpi}: {launcher} not found, skipped", file=sys.stderr)
            continue
        for p in programs:
            exe = os.path.join(args.build, subdir, p.name)
            if not os.access(exe, os.X_OK):
                sys.exit(f"{exe} is not built: run ./straggler build (or cmake --build {args.build})")
            base = ["diagnose", "--launcher", launcher, "--np", str(p.np), "--timeout", args.timeout, "--json"]
            results = {}
            offline = [a for a in algorithms if not a.startswith("insitu-")]
            if offline:
                d = tempfile.mkdtemp(prefix=f"stg-corpus-{mpi}-{p.name}-")
                code, out, err, secs = run([CLI] + base + ["--pdg", "semi-dist", "--dump-dir", d, "--", exe], 180, env)
                for a in offline:
                    if code != 0:
                        results[a] = (None, f"diagnose exit {code}: {err.strip().splitlines()[-1:] if err else ''}", secs)
                        continue
                    c2, out2, err2, s2 = run([CLI, "analyze", d, "--pdg", a, "--json"], 120, env)
                    results[a] = (json.loads(out2) if c2 == 0 else None, "" if c2 == 0 else err2.strip()[-200:],
                                  secs if a == offline[0] else s2)
                if not args.keep:
                    shutil.rmtree(d, ignore_errors=True)
            for a in algorithms:
                if not a.startswith("insitu-"):
                    continue
                d = tempfile.mkdtemp(prefix=f"stg-corpus-{mpi}-{p.name}-{a}-")
                code, out, err, secs = run([CLI] + base + ["--in-situ", "--pdg", a[len("insitu-"):], "--dump-dir", d,
                                                           "--", exe], 180, env)
                report = None
                note = ""
                if code == 0:
                    report = json.loads(out)
                    if "inSitu" not in report:
                        note = "no in-situ result (fell back to the per-task dumps)"
                        report = None
                else:
                    note = f"diagnose exit {code}: {err.strip().splitlines()[-1] if err.strip() else ''}"
                results[a] = (report, note, secs)
                if not args.keep:
                    shutil.rmtree(d, ignore_errors=True)
            for a in algorithms:
                report, note, secs = results[a]
                s = score(p, report)
                got = "error" if s is None else groups_text(s[0])
                exact = s is not None and s[1]
                rows.append((p.name, mpi, a, groups_text(p.groups), got, exact, note))
                print(f"  {p.name:22} {mpi:8} {a:17} expected {groups_text(p.groups):24} got {got:28} "
                      f"{'exact' if exact else 'MISS'} {note}", file=sys.stderr, flush=True)

    # the table
    w = [max(len(r[i]) for r in rows + [("program", "mpi", "algorithm", "expected LP@line", "got LP@line")])
         for i in range(5)] if rows else [0] * 5
    head = ("program", "mpi", "algorithm", "expected LP@line", "got LP@line")
    print("  ".join(h.ljust(w[i]) for i, h in enumerate(head)) + "  exact?")
    for r in rows:
        print("  ".join(str(r[i]).ljust(w[i]) for i in range(5)) + "  " + ("yes" if r[5] else "NO")
              + (f"  ({r[6]})" if r[6] and not r[5] else ""))
    per = {}
    for r in rows:
        k = (r[1], r[2])
        per.setdefault(k, [0, 0])
        per[k][0] += r[5]
        per[k][1] += 1
    print()
    for (mpi, a), (ok, n) in per.items():
        print(f"{mpi:8} {a:17} exact {ok}/{n}")
    total_ok = sum(r[5] for r in rows)
    print(f"all: exact {total_ok}/{len(rows)} in {time.monotonic() - t_start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
