#!/usr/bin/env python3
"""Collectives over windows, files and topology communicators are waits on their members (mpi_calls.def's win_*,
file_* classes and the neighbourhood collectives): a task that hangs in MPI_Win_fence, MPI_Win_free,
MPI_File_write_all or MPI_Neighbor_allgather dumps a collective wait on the window's, the file's or the
communicator's members, with an id every member agrees on; independent I/O is a state of its own."""
import time
from stgtest import *


def run(mode):
    d = tmpdir()
    rc, out, err = mpiexec(4, [f"{BIN}/tests/rma_io_program", mode, d],
                           env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "2"})
    if rc != EXIT_CODE:
        fail(f"{mode}: job exited {rc}, expected {EXIT_CODE}\n{err}")
    dumps = [read_dump(f"{d}/rank-{r:06d}.sdump") for r in range(4)]
    cleanup(d)
    return dumps


def state_of(dump):
    return {s["id"]: s for s in dump["states"]}[dump["current"]["state"]]


def check_coll(mode, dumps, ranks, call, members, comm_name):
    """ranks wait in call, a collective over members (world ranks), on an object named like comm_name, with one id"""
    ids = set()
    for r in ranks:
        d, cur = dumps[r], dumps[r]["current"]
        if state_of(d)["call"] != call or not cur["in_mpi"]:
            fail(f"{mode}: rank {r} is in {state_of(d)['call']} (in MPI: {cur['in_mpi']}), expected {call}")
        got = sorted(m for first, count, stride in cur["members"] for m in range(first, first + count * stride, stride))
        if cur["wait"] != 2 or got != members:
            fail(f"{mode}: rank {r} waits {cur['wait']} on {got}, expected a collective wait on {members}")
        parts = d["parts"]
        if len(parts) != 1 or parts[0]["role"] != 4 or comm_name not in parts[0]["comm"] \
                or parts[0]["comm_size"] != len(members):
            fail(f"{mode}: rank {r}'s parts {parts}, expected one collective on '{comm_name}' of {len(members)}")
        ids.add(d["ordinals"][0]["comm"])
    if len(ids) != 1 or 1 in ids or any(i >> 63 for i in ids):
        fail(f"{mode}: the members' ids of the {comm_name} differ, or are the world's or local ones: {ids}")


t0 = time.time()
dumps = run("fence")
check_coll("fence", dumps, [0, 1, 2], "MPI_Win_fence", [0, 1, 2, 3], "window")
if state_of(dumps[3])["call"] != "MPI_Barrier":
    fail(f"fence: rank 3 is in {state_of(dumps[3])['call']}")
if dumps[3]["ordinals"][0]["comm"] != 1:
    fail(f"fence: rank 3's barrier is not on MPI_COMM_WORLD: {dumps[3]['ordinals']}")
dumps = run("free")
check_coll("free", dumps, [0, 1, 2], "MPI_Win_free", [0, 1, 2, 3], "window")
dumps = run("file")
check_coll("file", dumps, [0, 1], "MPI_File_write_all", [0, 1, 2], "file rma_io.dat")
if state_of(dumps[2])["call"] != "MPI_File_close":
    fail(f"file: rank 2 is in {state_of(dumps[2])['call']}, expected MPI_File_close")
check_coll("file", dumps, [2], "MPI_File_close", [0, 1, 2], "file rma_io.dat")
dumps = run("neighbor")
check_coll("neighbor", dumps, [1, 2], "MPI_Neighbor_allgather", [0, 1, 2, 3], "")
dumps = run("indep")
for r in range(4):
    calls = {s["call"] for s in dumps[r]["states"]}
    if "MPI_File_write_at" not in calls or "MPI_File_open" not in calls:
        fail(f"indep: rank {r}'s states {sorted(calls)} lack MPI_File_open or MPI_File_write_at")
print(f"rma_io: fence, free, file, neighbor and indep hangs in {time.time() - t0:.1f}s")
