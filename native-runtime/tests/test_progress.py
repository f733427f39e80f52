#!/usr/bin/env python3
"""Progress through calls that never wait (progress_program.c): the runtime reads no clock at them, and the hang
detection counts them as progress (stg_last_progress). With a 1 s timeout, 4 tasks that only test and probe for
4 s are not a hang; a task that then computes without MPI calls while the others go on probing is one, found by
that task's own timeout. With the inferred timeout, the 4 s of tests and probes are no 4 s transition: the timeout
stays at its minimum."""
import time
from stgtest import *


def poll_is_no_hang(what, env):
    """4 tasks that test and probe for 4 s with a 1 s timeout: no hang"""
    d = tmpdir()
    rc, out, err = mpiexec(4, [f"{BIN}/tests/progress_program", "4", "poll"],
                           env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "1", **env})
    if rc != 0 or "value=42" not in out:
        fail(f"{what}: exit {rc}, expected 0 (no hang): {out}\n{err}")
    if os.path.exists(f"{d}/trigger"):
        fail(f"{what}: a hang was declared: {open(f'{d}/trigger').read()}")
    cleanup(d)


poll_is_no_hang("poll", {})
# the same with the communication profile on: the calls go through the recorders' hooks (no quick path)
poll_is_no_hang("poll with the profile", {"STRAGGLER_PROFILE": "1"})

d = tmpdir()
start = time.monotonic()
rc, out, err = mpiexec(4, [f"{BIN}/tests/progress_program", "2", "spin"], env={"STRAGGLER_DUMP_DIR": d,
                                                                                 "STRAGGLER_TIMEOUT": "1"})
took = time.monotonic() - start
if rc != EXIT_CODE:
    fail(f"spin: exit {rc}, expected {EXIT_CODE}: {err}")
trigger = open(f"{d}/trigger").read()
if "reason=timeout" not in trigger or "rank=0\n" not in trigger:
    fail(f"spin: the trigger should be rank 0's timeout (the others keep probing): {trigger}")
dump = read_dump(f"{d}/rank-000000.sdump")
states = {s["id"]: s for s in dump["states"]}
cur = dump["current"]
if cur["in_mpi"] != 0 or states[cur["state"]]["call"] != "MPI_Test" or states[cur["state"]]["kind"] != 1:
    fail(f"spin: rank 0 should be computing after MPI_Test: {cur}")
# edges into and out of the tests are untimed: counted, time 0
tests = [e for e in dump["edges"] if states[e["to"]]["call"] == "MPI_Test"]
if not tests or any(e["count"] < 1 or e["max"] != 0 for e in tests):
    fail(f"spin: edges of MPI_Test {tests}")
cleanup(d)

# the inferred timeout: the transition after the polling phase is timed from when the helper last saw the tests move
d = tmpdir()
rc, out, err = mpiexec(2, [f"{BIN}/tests/progress_program", "4", "poll"], env={"STRAGGLER_DUMP_DIR": d,
                                                                                 "STRAGGLER_MIN_TIMEOUT": "3",
                                                                                 "STRAGGLER_DUMP_AT_EXIT": "1"})
if rc != 0:
    fail(f"poll, inferred timeout: exit {rc}: {err}")
for r in range(2):
    info = read_dump(f"{d}/rank-{r:06d}.sdump")
    mx = info["time"]["max"]
    if not 0 < mx < 1.0:
        fail(f"poll, inferred timeout: rank {r}'s longest time between progress is {mx} s (the polling phase counted "
             f"as one transition?): {info['time']}")
cleanup(d)
print(f"progress: 4 s of tests and probes are no hang; the spin after them was detected ({took:.1f} s job)")
