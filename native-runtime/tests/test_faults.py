#!/usr/bin/env python3
"""Faults survived (issue 15), with real MPI jobs (tests/crash_program.c):
- a task that crashes (SIGSEGV, abort) while the others wait for it: every task dumps, the crashed one
  with the crashing line on top of its stack, `complete` names it, and the job ends as the crash ends it
  (the launcher's exit code is the one of the same program without Straggler);
- a task that crashes during a hang kept alive for a debugger: the same, after the hang's diagnosis;
- a task killed outright (SIGKILL) while the others are blocked: they dump, and the coordinator finishes
  without waiting out the grace period, naming the dead task in `complete`; its state file keeps its
  last known state (Open MPI only: its mpirun must be told to keep the job, --enable-recovery);
- the run directory on a full or a read-only file system (a small tmpfs mounted here: skipped where
  mount is not permitted): one message, and the job's own exit code;
- the default run directory: $XDG_STATE_HOME/straggler/runs/..., else ~/.local/state/straggler/runs/...,
  and nothing in the working directory.
No wall-clock asserts: each wait is for a file or a message, bounded only against a broken runtime."""
import re
import signal
import subprocess
import tempfile
import threading
import time
from stgtest import *

PROG = f"{BIN}/tests/crash_program"
SRC_FILE = f"{SRC}/tests/crash_program.c"
OPENMPI = flavour() == "openmpi"
NP = 3


def command(np, argv, env, preload=True, recovery=False):
    cmd = [MPIEXEC, "-np", str(np)]
    env = dict(env)
    if preload:
        env["LD_PRELOAD"] = LIB
    if OPENMPI:
        cmd.append("--oversubscribe")
        if recovery:
            cmd.append("--enable-recovery")
        for k, v in env.items():
            cmd += ["-x", f"{k}={v}"]
    else:
        for k, v in env.items():
            cmd += ["-genv", k, v]
    return cmd + argv


def launcher_env(**overrides):
    e = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    for k, v in overrides.items():
        if v is None:
            e.pop(k, None)
        else:
            e[k] = v
    return e


def run(argv, env, preload=True, timeout=120, process_env=None):
    p = subprocess.run(command(NP, argv, env, preload), stdin=subprocess.DEVNULL, capture_output=True, text=True,
                       timeout=timeout, env=process_env or launcher_env())
    return p.returncode, p.stdout, p.stderr


def wait_for(what, cond, bound=90):
    """Waits until cond() holds (polls every 50 ms); fails after bound seconds (a broken runtime)."""
    end = time.time() + bound
    while time.time() < end:
        v = cond()
        if v:
            return v
        time.sleep(0.05)
    fail(f"waited {bound}s for {what}")


def keyvalues(path):
    out = {}
    for line in open(path):
        k, _, v = line.strip().partition("=")
        if k:
            out[k] = v  # a later line wins (complete gets lines appended after a late crash)
    return out


def runtime_lines(err):
    return [l for l in err.splitlines() if l.startswith("straggler")]


def same_end(rc, reference_rc, sig):
    """The job ended as without Straggler. Open MPI's mpirun reports the crashed task's signal (128 + sig);
    MPICH's hydra reports whichever failure it noticed first, the crash (sig) or the SIGTERM it sent the
    other tasks (15), even without Straggler, so either is the same end there."""
    return rc == reference_rc or (not OPENMPI and rc in (sig, signal.SIGTERM))


def check_crash(d, mode, rc, reference_rc, sig, marker):
    if not same_end(rc, reference_rc, sig):
        fail(f"{mode}: the job exited {rc}, without Straggler {reference_rc}")
    c = keyvalues(f"{d}/complete")
    if c.get("crashed") != "2" or c.get("signal") != str(sig) or c.get("action") != "crash":
        fail(f"{mode}: complete does not name the crash: {c}")
    for r in range(NP):
        if not os.path.exists(f"{d}/rank-{r:06d}.sdump"):
            fail(f"{mode}: rank {r} did not dump; complete: {c}")
    dump = read_dump(f"{d}/rank-000002.sdump")
    if dump["info"]["reason"] != 5 or dump["info"]["signal"] != sig:
        fail(f"{mode}: rank 2's dump: reason {dump['info']['reason']}, signal {dump['info']['signal']}")
    crashed = [t for t in dump["threads"] if t["flags"] & 8]
    if len(crashed) != 1 or not crashed[0]["flags"] & 2:
        fail(f"{mode}: no crashed thread (flags 8 | 2) in rank 2's dump: {dump['threads']}")
    lines = [symbolize(dump, f, return_address=i > 0) for i, f in enumerate(crashed[0]["frames"])]
    want = ("crash_program.c", marker_line(SRC_FILE, marker))
    if want not in [(l[1], l[2]) for l in lines]:
        fail(f"{mode}: the crashed stack does not reach {want}: {lines}")
    return lines


def crashes():
    ref = {}
    for mode in ("segv-before", "abort-before"):
        rc, out, err = run([PROG, mode, "2"], {}, preload=False)
        ref[mode] = rc
        if rc == 0:
            fail(f"{mode} without Straggler exited 0")
    for mode, sig, marker in (("segv-before", 11, "CRASH:segv"), ("abort-before", 6, "CRASH:abort")):
        d = tmpdir()
        rc, out, err = run([PROG, mode, "2"], {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "60"})
        lines = check_crash(d, mode, rc, ref[mode], sig, marker)
        print(f"{mode}: exit {rc} as without Straggler, {NP} dumps, rank 2 crashed at {lines[0][0]} "
              f"({lines[0][1]}:{lines[0][2]})")
        cleanup(d)
    # during a hang kept alive: rank 2 crashes once the hang's diagnosis is complete
    d = tmpdir()
    rc, out, err = run([PROG, "segv-during", "2"], {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "2",
                                                     "STRAGGLER_ON_HANG": "keep"})
    check_crash(d, "segv-during", rc, ref["segv-before"], 11, "CRASH:segv")
    if "keep" not in open(f"{d}/complete").read():
        fail("segv-during: complete does not keep the hang's diagnosis before the crash")
    print(f"segv-during (kept alive): exit {rc} as the crash ends it, the hang's complete file extended")
    cleanup(d)


def state(d, r):
    p = f"{d}/rank-{r:06d}.state"
    return keyvalues(p) if os.path.exists(p) else {}


def killed():
    if not OPENMPI:
        print("SKIP killed: only Open MPI's mpirun keeps a job whose task was killed (--enable-recovery)")
        return
    d = tmpdir()
    env = {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "4", "STRAGGLER_GRACE": "600"}
    p = subprocess.Popen(command(NP, [PROG, "spin", "2"], env, recovery=True), stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=launcher_env())
    try:
        # the others blocked in the barrier, rank 2 computing after it: then it is killed
        wait_for("the tasks in their places", lambda: all(state(d, r).get("state_call") == "MPI_Barrier" for r in range(NP))
                 and state(d, 2).get("state_kind") == "computation" and not os.path.exists(f"{d}/trigger"))
        last = state(d, 2)
        os.kill(int(last["pid"]), signal.SIGKILL)
        wait_for("complete", lambda: os.path.exists(f"{d}/complete"))
        p.wait(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    c = keyvalues(f"{d}/complete")
    if c.get("dead") != "2" or c.get("dumped") != str(NP - 1):
        fail(f"killed: complete should name rank 2 dead, the others dumped: {c}")
    for r in range(NP - 1):
        if not os.path.exists(f"{d}/rank-{r:06d}.sdump"):
            fail(f"killed: rank {r} did not dump")
    s = state(d, 2)
    if s.get("phase") != "running" or s.get("state_call") != "MPI_Barrier" or "frame" not in s:
        fail(f"killed: rank 2's last known state: {s}")
    print(f"killed: rank 2 (SIGKILL) named dead in complete, ranks 0-1 dumped, its last state: "
          f"{s['state_kind']} after {s['state_call']}")
    cleanup(d)


def mounted(opts):
    m = tempfile.mkdtemp(prefix="stg-fs-")
    p = subprocess.run(["mount", "-t", "tmpfs", "-o", opts, "tmpfs", m], capture_output=True, text=True)
    if p.returncode != 0:
        os.rmdir(m)
        return None, p.stderr.strip() or f"mount exited {p.returncode}"
    return m, None


def unmount(m):
    # a task of a job just ended may still hold a file there for a moment after its launcher exited (its state
    # file is kept open): wait for it (bounded), then detach the file system lazily
    for _ in range(100):
        if subprocess.run(["umount", m], capture_output=True).returncode == 0:
            break
        time.sleep(0.1)
    else:
        subprocess.run(["umount", "-l", m], capture_output=True)
    os.rmdir(m)


def fill(m):
    try:
        with open(f"{m}/fill", "wb") as f:
            while True:
                f.write(b"\0" * 4096)
                f.flush()
    except OSError:
        pass  # full


def file_systems():
    rc0, _, _ = run([PROG, "exit3"], {}, preload=False)
    for what, opts in (("read-only", "ro,size=16k"), ("full", "size=16k")):
        m, why = mounted(opts)
        if not m:
            print(f"SKIP {what} file system: cannot mount a tmpfs here ({why}); run the tests as root where "
                  "mount is permitted")
            return
        try:
            if what == "full":
                fill(m)
            rc, out, err = run([PROG, "exit3"], {"STRAGGLER_DUMP_DIR": f"{m}/run"})
        finally:
            unmount(m)
        msgs = runtime_lines(err)
        if rc != rc0 or len(msgs) != 1 or f"{m}/run" not in msgs[0]:
            fail(f"{what} file system: exit {rc} (without Straggler {rc0}), runtime messages {msgs}")
        print(f"{what} file system: exit {rc} as without Straggler, one message: {msgs[0]}")
    # full when the dumps are written: the job is not aborted, one message
    m, why = mounted("size=48k")
    try:
        d = f"{m}/run"
        p = subprocess.Popen(command(NP, [PROG, "hang"], {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "2"}),
                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                             env=launcher_env())
        lines = []
        reader = threading.Thread(target=lambda: lines.extend(p.stderr), daemon=True)
        reader.start()
        try:
            wait_for("the state files", lambda: all(os.path.exists(f"{d}/rank-{r:06d}.state") for r in range(NP)))
            fill(m)
            # every task tried its dump and failed (its state file says so): no message can come later
            wait_for("the failed dumps", lambda: all(state(d, r).get("phase") == "dump-failed" for r in range(NP)))
        finally:
            p.send_signal(signal.SIGTERM)
            try:
                p.wait(timeout=30)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
            reader.join(timeout=10)
        first, rest = "", "".join(lines)
        msgs = runtime_lines(first + rest)
        if len(msgs) != 1 or "No space left" not in msgs[0] or os.path.exists(f"{d}/complete"):
            fail(f"full at dump time: runtime messages {msgs}, complete {os.path.exists(f'{d}/complete')}")
        print(f"full at dump time: no abort, one message: {msgs[0]}")
    finally:
        unmount(m)


def default_location():
    cwd = tempfile.mkdtemp(prefix="stg-cwd-")
    for how, over, base in (("XDG_STATE_HOME", {"XDG_STATE_HOME": "@/xdg", "HOME": "@/home"}, "@/xdg/straggler/runs"),
                            ("HOME", {"XDG_STATE_HOME": None, "HOME": "@/home"}, "@/home/.local/state/straggler/runs")):
        root = tmpdir()
        over = {k: v.replace("@", root) if v else v for k, v in over.items()}
        base = base.replace("@", root)
        p = subprocess.run(command(NP, [PROG, "exit3"], {}), stdin=subprocess.DEVNULL, capture_output=True, text=True,
                           timeout=120, cwd=cwd, env=launcher_env(**over))
        runs = os.listdir(base) if os.path.isdir(base) else []
        msgs = runtime_lines(p.stderr)
        if len(runs) != 1 or not re.match(r"\d{8}-\d{6}-crash_program-\d+$", runs[0]) \
                or not os.path.exists(f"{base}/{runs[0]}/job.info") or len(msgs) != 1 or runs[0] not in msgs[0] \
                or os.listdir(cwd):
            fail(f"default location ({how}): runs {runs} in {base}, messages {msgs}, working directory {os.listdir(cwd)}")
        print(f"default location ({how}): {base}/{runs[0]}, said once")
        cleanup(root)
    os.rmdir(cwd)


crashes()
killed()
file_systems()
default_location()
