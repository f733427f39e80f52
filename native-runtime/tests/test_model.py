#!/usr/bin/env python3
"""The runtime's Markov model on a deterministic program: exact states, edges and counts."""
from stgtest import *

d = tmpdir()
rc, out, err = mpiexec(2, [f"{BIN}/tests/model_program"], env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_DUMP_AT_EXIT": "1"})
if rc != 0:
    fail(f"model_program exited {rc}: {err}")
src = f"{SRC}/tests/model_program.c"
site = {name: marker_line(src, f"SITE:{name}") for name in
        ["init", "bcast", "barrier", "allreduce", "first", "second", "finalize"]}
for rank in (0, 1):
    dump = read_dump(f"{d}/rank-{rank:06d}.sdump")
    # a state's identity: kind, call, and the lines of its first two frames
    def key(s):
        f0 = symbolize(dump, s["frames"][0])
        f1 = symbolize(dump, s["frames"][1]) if len(s["frames"]) > 1 else ("", "", 0)
        return (s["kind"], s["call"], f0[2], f1[2] if s["call"] == "MPI_Bcast" else 0)
    states = {s["id"]: key(s) for s in dump["states"]}
    expected_states = {
        (0, "MPI_Init", site["init"], 0), (1, "MPI_Init", site["init"], 0),
        (0, "MPI_Barrier", site["barrier"], 0), (1, "MPI_Barrier", site["barrier"], 0),
        (0, "MPI_Allreduce", site["allreduce"], 0), (1, "MPI_Allreduce", site["allreduce"], 0),
        (0, "MPI_Bcast", site["bcast"], site["first"]), (1, "MPI_Bcast", site["bcast"], site["first"]),
        (0, "MPI_Bcast", site["bcast"], site["second"]), (1, "MPI_Bcast", site["bcast"], site["second"]),
        (0, "MPI_Finalize", site["finalize"], 0),
    }
    got = set(states.values())
    if got != expected_states or len(states) != len(expected_states):
        fail(f"rank {rank}: states\n  got      {sorted(got)}\n  expected {sorted(expected_states)}")
    edges = {(states[e["from"]], states[e["to"]]): e["count"] for e in dump["edges"]}
    C = lambda call, line, k=0, via=0: (k, call, line, via)
    bar, allr = site["barrier"], site["allreduce"]
    b1 = lambda k: C("MPI_Bcast", site["bcast"], k, site["first"])
    b2 = lambda k: C("MPI_Bcast", site["bcast"], k, site["second"])
    expected_edges = {
        (C("MPI_Init", site["init"]), C("MPI_Init", site["init"], 1)): 1,
        (C("MPI_Init", site["init"], 1), C("MPI_Barrier", bar)): 1,
        (C("MPI_Barrier", bar), C("MPI_Barrier", bar, 1)): 3,
        (C("MPI_Barrier", bar, 1), C("MPI_Allreduce", allr)): 3,
        (C("MPI_Allreduce", allr), C("MPI_Allreduce", allr, 1)): 3,
        (C("MPI_Allreduce", allr, 1), C("MPI_Barrier", bar)): 2,
        (C("MPI_Allreduce", allr, 1), b1(0)): 1,
        (b1(0), b1(1)): 1,
        (b1(1), b2(0)): 1,
        (b2(0), b2(1)): 1,
        (b2(1), C("MPI_Finalize", site["finalize"])): 1,
    }
    if edges != expected_edges:
        fail(f"rank {rank}: edges\n  got      {sorted(edges.items())}\n  expected {sorted(expected_edges.items())}")
    cur = dump["current"]
    if states[cur["state"]] != C("MPI_Finalize", site["finalize"]) or cur["in_mpi"] != 1:
        fail(f"rank {rank}: current state {cur}")
    if dump["info"]["reason"] != 4:
        fail(f"rank {rank}: reason {dump['info']['reason']}")
    if any(e["count"] > 0 and not (0 <= e["min"] <= e["mean"] <= e["max"]) for e in dump["edges"]):
        fail(f"rank {rank}: inconsistent transition times")
cleanup(d)
print("model: states, edges and counts exact on 2 ranks")
