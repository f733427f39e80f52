#!/usr/bin/env python3
"""The start-up marker init-<pid> (docs/dump-format.md, "The run directory"): a task that called MPI_Init makes it
before the MPI library's MPI_Init when STRAGGLER_DUMP_DIR is given, and removes it once its state file exists; none
without STRAGGLER_DUMP_DIR or with STRAGGLER_DISABLE. examples/preinit: rank 1 sleeps before MPI_Init, rank 0 waits
for it inside the MPI library's MPI_Init. With an argument (tests/preinit_f, the same in Fortran): that program, the
marker made and removed only."""
import glob
import signal
import time
from stgtest import *

SLEEP = 6  # rank 1's sleep before MPI_Init: the time rank 0 spends waiting inside it
PROGRAM = sys.argv[1] if len(sys.argv) > 1 else "examples/preinit"


def start(env):
    cmd, full_env = mpiexec_command(2, [f"{BIN}/{PROGRAM}", str(SLEEP)], env)
    return subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=full_env, start_new_session=True, text=True)


def finish(p, what):
    try:
        out, err = p.communicate(timeout=90)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate(timeout=30)
        fail(f"{what}: the job did not end within 90 s")
    if p.returncode != 0 or "preinit done" not in out:
        fail(f"{what}: the job exited {p.returncode}\n{out}\n{err}")
    return err


def markers(d):
    return sorted(glob.glob(f"{d}/**/init-*", recursive=True))


def job_pids(launcher):
    """The PIDs of the launcher's processes of the program (the job's tasks) now."""
    parent, comm = {}, {}
    for st in glob.glob("/proc/[0-9]*/stat"):
        try:
            text = open(st).read()
        except OSError:
            continue
        pid = int(st.split("/")[2])
        comm[pid] = text[text.index("(") + 1:text.rindex(")")]
        parent[pid] = int(text[text.rindex(")") + 2:].split()[1])
    def under(pid):
        while pid > 1:
            if pid == launcher:
                return True
            pid = parent.get(pid, 0)
        return False
    return {pid for pid, c in comm.items() if c == os.path.basename(PROGRAM) and under(pid)}


# with STRAGGLER_DUMP_DIR: rank 0's marker while it waits in MPI_Init (no state file yet), none for rank 1, which
# has not called it; both gone at the end, the state files there
d = tmpdir()
p = start({"STRAGGLER_DUMP_DIR": d})
deadline = time.time() + SLEEP - 1
seen = []
while time.time() < deadline and not seen:
    seen = markers(d)
    time.sleep(0.05)
if len(seen) != 1:
    os.killpg(p.pid, signal.SIGKILL)
    fail(f"while rank 1 sleeps before MPI_Init: markers {seen}, expected one (rank 0's)")
pid = int(os.path.basename(seen[0])[len("init-"):])
pids = job_pids(p.pid)
if pid not in pids or len(pids) != 2:
    os.killpg(p.pid, signal.SIGKILL)
    fail(f"the marker {seen[0]} names no task of the job (its preinit processes: {sorted(pids)})")
state_files = glob.glob(f"{d}/rank-*.state")
if state_files or os.path.getsize(seen[0]) != 0:
    os.killpg(p.pid, signal.SIGKILL)
    fail(f"in MPI_Init: state files {state_files}, marker of {os.path.getsize(seen[0])} bytes (expected none, empty)")
finish(p, "STRAGGLER_DUMP_DIR")
if markers(d):
    fail(f"markers left after the start-up: {markers(d)}")
with open(f"{d}/rank-000000.state") as f:
    if f"pid={pid}\n" not in f.read():
        fail(f"the marker init-{pid} is not rank 0's (its state file has another pid)")
if not os.path.exists(f"{d}/rank-000001.state"):
    fail("no state file of rank 1")
cleanup(d)
if len(sys.argv) > 1:
    print(f"init_marker: {PROGRAM}: init-<pid> while in MPI_Init, removed at the state file")
    sys.exit(0)

# without STRAGGLER_DUMP_DIR (the run directory is named by rank 0 after MPI_Init) and with STRAGGLER_DISABLE: none
for what, env in (("no STRAGGLER_DUMP_DIR", {}), ("STRAGGLER_DISABLE=1", {"STRAGGLER_DISABLE": "1"})):
    d = tmpdir()
    env = dict(env, HOME=d, XDG_STATE_HOME=f"{d}/state")
    if what.startswith("STRAGGLER_DISABLE"):
        env["STRAGGLER_DUMP_DIR"] = f"{d}/run"
        os.makedirs(f"{d}/run")
    p = start(env)
    deadline = time.time() + SLEEP - 1
    while time.time() < deadline:
        if markers(d):
            os.killpg(p.pid, signal.SIGKILL)
            fail(f"{what}: a marker {markers(d)}")
        time.sleep(0.1)
    err = finish(p, what)
    if markers(d) or ("straggler" in err and what.startswith("STRAGGLER_DISABLE")):
        fail(f"{what}: markers {markers(d)}, stderr {err}")
    cleanup(d)

print("init_marker: init-<pid> while in MPI_Init, removed at the state file; none without a run directory or disabled")
