#!/usr/bin/env python3
"""Fault-type benchmark (not a test), STAT §5.1 / Table 2: injects the six message-level fault types of
the runtime's injector (src/fault.c, STRAGGLER_FAULT) into a campaign mini-app, N runs per type, and
prints per type the activation rate (runs with a manifest symptom / runs where the fault fired), the
distribution of the symptoms (soft error = completed with wrong output, hang, abort) and, for the
diagnosed hangs and aborts (crash signals stall, so they are diagnosed as hangs), how often the
least-progressed (LP) and the most-progressed (MP) tasks contain the faulty rank.

usage: faults.py BUILD_DIR [--app solver] [--app-args ...] [--np 4] [--runs 20] [--seed 1]
                 [--types T ...] [--timeout 3] [--amount 1] [--bytes 64] [--count 1]
                 [--straggler PATH] [--verbose] [--keep]
  BUILD_DIR: a CMake build of native-runtime (holds libstraggler.so and campaign/APP)

Every injection is drawn from a profile run (STRAGGLER_FAULT=profile): a rank, uniformly among the
ranks with an eligible call, a routine uniformly among that rank's routines with eligible calls, and an
occurrence uniformly among that routine's eligible calls, so every fault fires. The reference output
is the fault-free run's (stdout lines, sorted; two runs must agree). Hung runs are kept alive
(STRAGGLER_ON_HANG=keep) until the dumps are complete and analysed (the refinement reads loop values
from the live tasks with gdb), then killed (process group, then any rank still carrying the run's dump
directory); every run is bounded by --deadline until its dumps are complete.

LP and MP: `straggler stacks DIR --refine --json` ("leastProgressed"/"mostProgressed", STAT's
temporal order) when the command line supports it; always the progress-dependence diagnosis
(`straggler analyze DIR --json`): LP = its least-progressed tasks, MP = the tasks of the PDG nodes
that wait on another node and on which no node waits, by the edges that order progress (forward,
backward, collective; not point-to-point waits); without temporal order this is the closest
definition of "most progressed" the PDG gives.
"""
import argparse
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

TYPES = ["value-change", "increase", "decrease", "buffer-overflow", "infinite-loop", "extra-messages"]
KIND = {"infinite-loop": "all", "extra-messages": "send"}  # the others: "data"
STALL = "the thread stalls so that the hang detector"
HERE = os.path.dirname(os.path.abspath(__file__))


def mpirun_cmd(a, env):
    cmd = ["mpirun", "-np", str(a.np), "--oversubscribe"]
    for k, v in env.items():
        cmd += ["-x", f"{k}={v}"]
    return cmd + [f"{a.build}/campaign/{a.app}", *a.app_args]


def kill_run(p, d):
    """Ends the job of Popen p: its process group, then any process still carrying dump dir d."""
    for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
        try:
            os.killpg(p.pid, sig)
        except ProcessLookupError:
            break
        try:
            p.wait(timeout=wait)
            break
        except subprocess.TimeoutExpired:
            pass
    marker = f"STRAGGLER_DUMP_DIR={d}".encode()
    for pid in [x for x in os.listdir("/proc") if x.isdigit()]:
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                if marker in f.read().split(b"\0"):
                    os.kill(int(pid), signal.SIGKILL)
        except (OSError, ProcessLookupError):
            pass


def run_job(a, fault, d, on_diagnosed=None):
    """Runs the app with STRAGGLER_FAULT=fault; returns (state, rc, stdout, stderr, diag) where state is
    'exit' (the job ended), 'diagnosed' (dumps complete) or 'deadline' (killed). When diagnosed, diag =
    on_diagnosed(d), called while the hung job is still alive (the refinement reads loop values from
    its tasks with gdb), then the job is killed."""
    env = {"LD_PRELOAD": f"{a.build}/libstraggler.so", "STRAGGLER_DUMP_DIR": d, "STRAGGLER_FAULT": fault,
           "STRAGGLER_TIMEOUT": str(a.timeout), "STRAGGLER_ON_HANG": "keep", "STRAGGLER_GRACE": "10"}
    out_path, err_path = f"{d}.out", f"{d}.err"
    os.makedirs(d, exist_ok=True)
    launcher_env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
                        OMPI_MCA_mpi_yield_when_idle="1")
    with open(out_path, "w") as out, open(err_path, "w") as err:
        p = subprocess.Popen(mpirun_cmd(a, env), stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                             env=launcher_env, start_new_session=True)
        end = time.time() + a.deadline
        state = None
        while state is None:
            if p.poll() is not None:
                state = "exit"
            elif os.path.exists(f"{d}/complete"):
                state = "diagnosed"
            elif time.time() > end:
                state = "deadline"
            else:
                time.sleep(0.1)
        diag = {}
        try:
            if state == "diagnosed" and on_diagnosed:
                diag = on_diagnosed(d)
        finally:
            if state != "exit":
                kill_run(p, d)
    text = lambda path: open(path, errors="replace").read()
    return state, p.returncode, text(out_path), text(err_path), diag


def app_output(stdout):
    return sorted(l for l in stdout.splitlines() if l.strip() and not l.startswith("straggler"))


def profile(a, work):
    d = f"{work}/profile"
    outputs = []
    for i in range(2):
        shutil.rmtree(d, ignore_errors=True)
        state, rc, out, err, _ = run_job(a, "profile", d)
        if state != "exit" or rc != 0:
            sys.exit(f"the fault-free run of {a.app} failed ({state}, exit {rc}); check the build in {a.build}\n{err}")
        outputs.append(app_output(out))
    if outputs[0] != outputs[1] or not outputs[0]:
        sys.exit(f"{a.app} prints nothing or different output in two fault-free runs: no reference to compare with")
    prof = {}
    for r in range(a.np):
        path = f"{d}/fault-profile-rank-{r:06d}.txt"
        if not os.path.exists(path):
            sys.exit(f"no fault profile of rank {r} ({path}): is {a.build}/libstraggler.so built with src/fault.c?")
        for line in open(path):
            if not line.startswith("#"):
                name, *kv = line.split()
                for k, v in (x.split("=") for x in kv):
                    if int(v):
                        prof.setdefault(k, {}).setdefault(r, {})[name] = int(v)
    return outputs[0], prof


def draw(rng, prof, ftype, a):
    calls = prof.get(KIND.get(ftype, "data"), {})
    if not calls:
        sys.exit(f"{a.app} makes no call a {ftype} fault applies to")
    rank = rng.choice(sorted(calls))
    routine = rng.choice(sorted(calls[rank]))
    occurrence = rng.randint(1, calls[rank][routine])
    spec = f"type={ftype},rank={rank},call={routine},occurrence={occurrence},seed={rng.randrange(1 << 30)}"
    if ftype in ("increase", "decrease"):
        spec += f",amount={a.amount}"
    elif ftype == "buffer-overflow":
        spec += f",bytes={a.bytes}"
    elif ftype == "extra-messages":
        spec += f",count={a.count}"
    return rank, spec


def cli(a, args):
    p = subprocess.run([a.straggler, *args], capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    return p.returncode, p.stdout, p.stderr


ORDER = ("forward", "backward", "collective")  # PDG edges that order progress (not point-to-point waits)


def pdg_sets(report):
    """(LP ranks, MP ranks) of `straggler analyze --json`. MP = the nodes that are ahead of another node
    and behind none, by the edges that order progress: the model's (forward/backward) and collective
    membership. A point-to-point wait names who must act next, not who is behind: a task that left the
    loop early (further along) still owes its neighbours a message."""
    lp = set(report["lp"]["ranks"])
    nodes = report["pdg"]["nodes"]
    order = [e for e in report["pdg"]["edges"] if e["type"] in ORDER and "dependent" in e]
    waiting = {e["dependent"] for e in order}
    waited = {e["dependee"] for e in order}
    mp = set()
    for n in nodes:
        if n["id"] in waiting and n["id"] not in waited:
            mp |= set(n["ranks"])
    return lp, mp


def ranks_of(items):
    """Ranks of a JSON list of ranks, or of classes with "ranks"; null (no such class) is empty."""
    out = set()
    for x in items or ():
        out |= set(x["ranks"]) if isinstance(x, dict) else {x}
    return out


def last_line(rc, out, err):
    lines = (err or out).strip().splitlines()
    return lines[-1] if lines else f"exit {rc}"


def diagnose(a, d, refine):
    """LP/MP sets of a diagnosed run, read while its job is alive: {'lp', 'mp'} from the PDG, and with
    --refine (refine[0] not False) 'rlp', 'rmp' and 'values' (loop values read with gdb). refine is a
    one-element list: None until the first diagnosed run tells whether the command line has --refine."""
    res = {}
    rc, out, err = cli(a, ["analyze", d, "--json"])
    if rc != 0:
        res["error"] = last_line(rc, out, err)
        return res
    res["lp"], res["mp"] = pdg_sets(json.loads(out))
    if refine[0] is False:
        return res
    rc, out, err = cli(a, ["stacks", d, "--refine", "--json"])
    with open(f"{d}.refine.json", "w") as f:
        f.write(out + err)
    j = None
    if rc == 0:
        try:
            j = json.loads(out)
        except ValueError:
            pass
    if refine[0] is None:
        refine[0] = j is not None and "leastProgressed" in j
        if not refine[0]:
            print(f"(straggler stacks --refine: not available: {last_line(rc, out, err)}; LP/MP from the PDG only)")
            return res
    if j is None:
        res["rerror"] = last_line(rc, out, err)
    else:
        res["rlp"], res["rmp"] = ranks_of(j.get("leastProgressed")), ranks_of(j.get("mostProgressed"))
        res["values"] = j.get("loopValuesRead")
    return res


def classify(state, rc, out, err, reference):
    if "fault injected:" not in err:
        return "not fired"
    if STALL in err:
        return "abort"  # a crash signal, stalled and diagnosed (the paper's convention)
    if state == "diagnosed":
        return "hang"
    if state == "deadline":
        return "hang"   # not diagnosed within the deadline
    if rc != 0:
        return "abort"
    return "correct" if app_output(out) == reference else "soft"


def pct(n, d):
    return f"{100.0 * n / d:6.1f}" if d else "     -"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--app", default="solver")
    ap.add_argument("--app-args", nargs="*", default=[])
    ap.add_argument("--np", type=int, default=4)
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--types", nargs="+", default=TYPES, choices=TYPES)
    ap.add_argument("--timeout", type=float, default=3, help="STRAGGLER_TIMEOUT of the runs, seconds")
    ap.add_argument("--deadline", type=float, default=90, help="bound of one run, seconds")
    ap.add_argument("--amount", default="1", help="increase/decrease amount")
    ap.add_argument("--bytes", type=int, default=64, help="buffer-overflow bytes")
    ap.add_argument("--count", type=int, default=1, help="extra messages per injection")
    ap.add_argument("--straggler", default=os.path.normpath(os.path.join(HERE, "..", "..", "straggler")))
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--keep", action="store_true", help="keep every run's dumps, output and --refine JSON")
    a = ap.parse_args()
    a.build = os.path.abspath(a.build)
    if not os.path.exists(f"{a.build}/libstraggler.so") or not os.path.exists(f"{a.build}/campaign/{a.app}"):
        sys.exit(f"{a.build} holds no libstraggler.so or campaign/{a.app}: build native-runtime there first "
                 f"(cmake -S native-runtime -B {a.build} && cmake --build {a.build})")
    work = tempfile.mkdtemp(prefix="stg-faults-")
    rng = random.Random(a.seed)
    t0 = time.time()
    reference, prof = profile(a, work)
    print(f"fault types on {a.app} {' '.join(a.app_args)}, {a.np} ranks, {a.runs} runs per type, seed {a.seed}, "
          f"STRAGGLER_TIMEOUT={a.timeout:g}, amount={a.amount}, bytes={a.bytes}, count={a.count}, "
          f"{os.cpu_count()} cores")
    refine = [None]
    rows = []
    for ftype in a.types:
        c = dict.fromkeys(["runs", "fired", "correct", "soft", "hang", "abort", "diag", "lp", "mp", "rdiag", "rlp",
                           "rmp"], 0)
        for i in range(a.runs):
            rank, spec = draw(rng, prof, ftype, a)
            d = f"{work}/{ftype}-{i}"
            state, rc, out, err, diag = run_job(a, spec, d, lambda d: diagnose(a, d, refine))
            cls = classify(state, rc, out, err, reference)
            c["runs"] += 1
            c["fired"] += cls != "not fired"
            if cls in c:
                c[cls] += 1
            if "lp" in diag:
                c["diag"] += 1
                c["rdiag"] += "rlp" in diag
                for k in ("lp", "mp", "rlp", "rmp"):
                    c[k] += rank in diag.get(k, ())
            line = f"{ftype:16} {spec:70} -> {cls:9}"
            if diag:
                line += " " + " ".join(f"{k.upper()}={sorted(v) if isinstance(v, set) else v}" for k, v in diag.items())
            elif state == "deadline":
                line += " (not diagnosed within the deadline)"
            if a.verbose:
                print(line, flush=True)
            if not a.keep:
                shutil.rmtree(d, ignore_errors=True)
                for ext in (".out", ".err", ".refine.json"):
                    if os.path.exists(d + ext):
                        os.remove(d + ext)
        rows.append((ftype, c))
    if a.keep:
        print(f"dumps, outputs and --refine JSON of every run kept in {work}")
    else:
        shutil.rmtree(work, ignore_errors=True)

    print()
    head = (f"{'Fault type':16} {'Inj':>4} {'Fired':>5} {'Errors':>6} {'Activ%':>6} {'Soft%':>6} {'Hang%':>6} "
            f"{'Abort%':>6} {'Diag':>4} {'LP∋f':>5} {'MP∋f':>5}")
    if refine[0]:
        head += f" {'rDiag':>5} {'rLP∋f':>5} {'rMP∋f':>5}"
    print(head)
    tot = dict.fromkeys(rows[0][1], 0)
    for ftype, c in rows + [("total", None)]:
        if c is None:
            c = tot
        else:
            for k in tot:
                tot[k] += c[k]
        errors = c["soft"] + c["hang"] + c["abort"]
        line = (f"{ftype:16} {c['runs']:4} {c['fired']:5} {errors:6} {pct(errors, c['fired'])} {pct(c['soft'], errors)} "
                f"{pct(c['hang'], errors)} {pct(c['abort'], errors)} {c['diag']:4} {c['lp']:5} {c['mp']:5}")
        if refine[0]:
            line += f" {c['rdiag']:5} {c['rlp']:5} {c['rmp']:5}"
        print(line)
    print(f"\nActiv% = errors / fired; Soft/Hang/Abort% of the errors (abort: crash signal, stalled and diagnosed, "
          f"or nonzero exit); Diag = hangs and stalled aborts diagnosed; LP∋f / MP∋f = diagnosed runs whose "
          f"least- / most-progressed tasks contain the faulty rank (PDG; MP = the nodes behind no other by the progress-ordering edges)"
          + ("; rDiag = diagnosed runs `stacks --refine` ordered, rLP∋f / rMP∋f = its least- / most-progressed "
             "tasks (temporal order) contain the faulty rank" if refine[0] else "") + f". {time.time() - t0:.0f} s.")


if __name__ == "__main__":
    main()
