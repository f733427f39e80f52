#!/usr/bin/env python3
"""Traces that survive the job's end (src/trace_end.c; issue 23), with real mpirun/mpiexec on the corpus
examples/trace_ends (each header states every rank's expected trace), with the default flush interval and a tiny
one (STRAGGLER_TRACE_FLUSH=0.001):
  1. MPI aborts the job (truncate: MPI_ERR_TRUNCATE under MPI_ERRORS_ARE_FATAL): every rank's file is kept; rank 1's
     last event is the failing MPI_Recv, its END says "abort in MPI_Recv";
  2. the application's MPI_Abort (abort): rank 1's last event is MPI_Abort, END "abort in MPI_Abort"; the job's exit
     code is the one it gives without the runtime;
  3. SIGTERM to the launcher (sigterm): every rank's END says "killed (signal 15)"; ranks 1, 2 end inside MPI_Recv,
     rank 0 after its last MPI_Allreduce;
  4. a crash (segv): rank 2's trace is cut at the crash (signal 11) after its last MPI_Allreduce;
and in each, every other rank's trace holds MPI_Init and the K MPI_Allreduce calls up to the call it was in.
  5. a crash the program handles itself (tests/crash_program.c segv-own): the runtime's stages run (the profile is
     written, the trace cut at the crash), not the crash dump, then the program's handler ends the task as it would.
MPICH differs at an abort: its process manager (hydra) kills every other task with SIGKILL at once, so their
traces hold only what was written before (the owners' periodic writes, the helper's scheduled TAILs); the failing
task writes its own first (MPI_Abort: END; a fatal error: a TAIL from MPICH's error path, MPIR_Err_return_comm)."""
import signal
import time

from stgtest import *

TOOL = os.environ["STG_TRACETOOL"]
K = 5
NP = 3
INIT = ["MPI_Init"] + ["MPI_Allreduce"] * K


def tool(*args):
    p = subprocess.run([TOOL, *args], capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        fail(f"straggler-trace {' '.join(args)} exited {p.returncode}: {p.stderr}")
    return p.stdout


def traces(d):
    """{rank: (summary, [event lines], end line)} of every thread 0 ({} when there is no trace file)"""
    if not any(f.endswith(".strace") for f in os.listdir(d)):
        return {}
    s = {t["rank"]: t for t in json.loads(tool("summary", "--json", d)) if t["thread"] == 0}
    out = {}
    for r, t in s.items():
        lines = tool("print", "--rank", str(r), d).splitlines()
        out[r] = (t, [l for l in lines if not l.startswith("#")], lines[-1])
    return out


def calls(evs):
    return [l.split()[0] for l in evs if l.startswith("MPI_") and l.split()[1:2] != ["done"]]


def prog(name):
    return [f"{BIN}/examples/trace_ends/trace_end_{name}", str(K)]


def env(d, flush):
    return {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TRACE": "mpi", "STRAGGLER_TRACE_FLUSH": flush, "STRAGGLER_TIMEOUT": "600"}


problems = []


MPICH = flavour() == "mpich"


def check_others(what, tr, skip, allowed_last, killed_at_once=False):
    """every rank but skip: MPI_Init, K x MPI_Allreduce, then (maybe) one of allowed_last as the call it was in;
    killed_at_once (MPICH's abort): a rank's trace may be missing, or hold a prefix of that"""
    for r in range(NP):
        if r == skip:
            continue
        if killed_at_once:
            if r in tr and any(x not in ("MPI_Init", "MPI_Allreduce") + allowed_last for x in calls(tr[r][1])):
                problems.append(f"{what}: rank {r}'s trace {calls(tr[r][1])}")
            continue
        if r not in tr:
            problems.append(f"{what}: no trace of rank {r}")
            continue
        t, evs, end = tr[r]
        c = calls(evs)
        if c[:len(INIT)] != INIT or any(x not in allowed_last for x in c[len(INIT):]) or t["end"] == "none":
            problems.append(f"{what}: rank {r}'s trace {c}, ends {evs[-1:]} / {end}")


for flush in ("5", "0.001"):
    # ---------------------------------------------------------------- 1. MPI aborts the job
    d = tmpdir()
    rc, out, err = mpiexec(NP, prog("truncate"), env=env(d, flush))
    tr = traces(d)
    what = f"truncate (flush {flush}, rc {rc})"
    # Open MPI: END "abort in MPI_Recv" (its _exit); MPICH: the TAIL written on its error path (reason 6)
    want_end = "tail" if MPICH else "end"
    t = tr.get(1)
    if rc == 0 or not t:
        problems.append(f"{what}: traces of ranks {sorted(tr)}: {err[-500:]}")
    else:
        s, evs, end = t
        if calls(evs) != INIT + ["MPI_Recv"] or evs[-1] != "MPI_Recv comm=world source=0 recvtag=7 sent=0 received=16" \
                or s["end"] != want_end or s["endReason"] & 0xff != 6 \
                or (not MPICH and (s["endCall"] != "MPI_Recv" or "abort in MPI_Recv" not in end)):
            problems.append(f"{what}: rank 1's trace ends {evs[-2:]} / {end} / {s}")
    check_others(what, tr, 1, ("MPI_Send", "MPI_Barrier"), MPICH)
    cleanup(d)

    # ---------------------------------------------------------------- 2. MPI_Abort
    d = tmpdir()
    rc0, _, _ = mpiexec(NP, prog("abort"), preload=False)
    rc, out, err = mpiexec(NP, prog("abort"), env=env(d, flush))
    tr = traces(d)
    what = f"abort (flush {flush}, rc {rc})"
    t = tr.get(1)
    if rc != rc0 or not t:
        problems.append(f"{what}: exit {rc}, without the runtime {rc0}; traces of ranks {sorted(tr)}: {err[-500:]}")
    else:
        s, evs, end = t
        if calls(evs) != INIT + ["MPI_Abort"] or not evs[-1].startswith("MPI_Abort") or s["endReason"] & 0xff != 6 \
                or s["endCall"] != "MPI_Abort" or "abort in MPI_Abort" not in end:
            problems.append(f"{what}: rank 1's trace ends {evs[-2:]} / {end} / {s}")
    check_others(what, tr, 1, ("MPI_Barrier",), MPICH)
    cleanup(d)

    # ---------------------------------------------------------------- 4. a crash
    d = tmpdir()
    rc, out, err = mpiexec(NP, prog("segv"), env=env(d, flush))
    tr = traces(d)
    what = f"segv (flush {flush}, rc {rc})"
    t = tr.get(2)
    if rc == 0 or not t:
        problems.append(f"{what}: traces of ranks {sorted(tr)}: {err[-500:]}")
    else:
        s, evs, end = t
        if calls(evs) != INIT or evs[-1] != "MPI_Allreduce done" or s["end"] != "tail" or s["endReason"] != 2 + (11 << 8):
            problems.append(f"{what}: rank 2's trace ends {evs[-2:]} / {end} / {s}")
    check_others(what, tr, 2, ("MPI_Barrier",))
    cleanup(d)

    # ---------------------------------------------------------------- 3. SIGTERM from the launcher
    # mpirun and hydra pass the SIGTERM on to every task, and SIGKILL the others once the first has ended; a task
    # lingers 500 ms after writing its traces (trace_end.c), so every rank's END is there
    d = tmpdir()
    cmd, full = mpiexec_command(NP, prog("sigterm"), env(d, flush))
    p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         env=dict(full, LD_PRELOAD=""))
    deadline = time.time() + 60
    line = p.stdout.readline()  # "ready": every rank is past its MPI_Allreduce calls
    if line.strip() != "ready":
        p.kill()
        fail(f"sigterm: the job printed {line!r}, not ready")
    time.sleep(1)  # ranks 1, 2 in MPI_Recv
    p.send_signal(signal.SIGTERM)
    try:
        out, err = p.communicate(timeout=max(1, deadline - time.time()))
    except subprocess.TimeoutExpired:
        p.kill()
        out, err = p.communicate()
        problems.append(f"sigterm (flush {flush}): the launcher did not end on SIGTERM")
    tr = traces(d)
    what = f"sigterm (flush {flush}, rc {p.returncode})"
    for r in range(NP):
        if r not in tr:
            problems.append(f"{what}: no trace of rank {r}")
            continue
        s, evs, end = tr[r]
        want = INIT if r == 0 else INIT + ["MPI_Recv"]
        last = "MPI_Allreduce done" if r == 0 else "MPI_Recv comm=world source=0 recvtag=5 sent=0 received=4"
        if calls(evs) != want or evs[-1] != last or s["end"] != "end" or s["endReason"] != 7 + (15 << 8) \
                or "killed (signal 15)" not in end:
            problems.append(f"{what}: rank {r}'s trace {calls(evs)} ends {evs[-1:]} / {end} / {s}")
    cleanup(d)

# ---------------------------------------------------------------- 5. a crash the program handles itself
# the runtime's handler (src/sig.c) runs its stages in order, the profile's and the trace's, not the crash dump's
# (the program handles the signal), then the program's own handler, which ends the task (tests/crash_program.c)
crash_program = [f"{BIN}/tests/crash_program", "segv-own", "2"]
d = tmpdir()
rc0, _, _ = mpiexec(NP, crash_program, preload=False)
rc, out, err = mpiexec(NP, crash_program, env=dict(env(d, "5"), STRAGGLER_PROFILE="1"))
tr = traces(d)
what = f"segv-own (rc {rc})"
s = tr.get(2, ({}, [], ""))[0]
# Open MPI's mpirun reports the task's exit code (7); MPICH's hydra the first failure it noticed: the task's exit or
# the SIGKILL it then sent the others (9), with the runtime or without
ended_as_before = rc == rc0 or (MPICH and rc in (7, 9) and rc0 in (7, 9))
if not ended_as_before or "the program's own SIGSEGV handler" not in err or "crash signal caught" in err:
    problems.append(f"{what}: exit {rc}, without the runtime {rc0}: {err[-500:]}")
if s.get("end") != "tail" or s.get("endReason") != 2 + (11 << 8):
    problems.append(f"{what}: rank 2's trace {s}")
if not os.path.exists(f"{d}/profile-rank-000002.sprof"):
    problems.append(f"{what}: no profile of rank 2: {os.listdir(d)}")
cleanup(d)

if problems:
    fail(f"{len(problems)} problem(s):\n  " + "\n  ".join(problems))
print(f"trace_end ({flavour()}): MPI's abort, MPI_Abort, SIGTERM and a crash keep every rank's trace, the failing call last; "
      "a crash the program handles itself: the profile, the trace's end, then the program's handler")
