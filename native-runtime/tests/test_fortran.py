#!/usr/bin/env python3
"""Fortran programs are recorded through the Fortran entry points, once per call.

usage: test_fortran.py PROGRAM, fortran_program (mpif.h: mpi_x_ ...) or fortran_f08_program (the mpi_f08 module:
mpi_x_f08_, MPICH's mpi_x_f08ts_ for calls with a choice buffer); both make the same calls."""
import sys

from stgtest import *

prog = sys.argv[1]
d = tmpdir()
rc, out, err = mpiexec(2, [f"{BIN}/tests/{prog}"], env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_DUMP_AT_EXIT": "1"})
if rc != 0:
    fail(f"{prog} exited {rc}: {err}")
dump = read_dump(f"{d}/rank-000000.sdump")
states = {s["id"]: (s["kind"], s["call"]) for s in dump["states"]}
counts = {}
for e in dump["edges"]:
    a, b = states[e["from"]], states[e["to"]]
    counts[(a[1], a[0], b[1], b[0])] = counts.get((a[1], a[0], b[1], b[0]), 0) + e["count"]
expected = {
    ("MPI_Init", 0, "MPI_Init", 1): 1, ("MPI_Init", 1, "MPI_Barrier", 0): 1,
    ("MPI_Barrier", 0, "MPI_Barrier", 1): 3, ("MPI_Barrier", 1, "MPI_Allreduce", 0): 3,
    ("MPI_Allreduce", 0, "MPI_Allreduce", 1): 3, ("MPI_Allreduce", 1, "MPI_Barrier", 0): 2,
    ("MPI_Allreduce", 1, "MPI_Irecv", 0): 1, ("MPI_Irecv", 0, "MPI_Irecv", 1): 1,
    ("MPI_Irecv", 1, "MPI_Send", 0): 1, ("MPI_Send", 0, "MPI_Send", 1): 1,
    ("MPI_Send", 1, "MPI_Wait", 0): 1, ("MPI_Wait", 0, "MPI_Wait", 1): 1,
    ("MPI_Wait", 1, "MPI_Finalize", 0): 1,
}
if counts != expected:
    fail(f"edges\n  got      {sorted(counts.items())}\n  expected {sorted(expected.items())}")
source = f"{prog}.f90"
for call in ("MPI_Barrier", "MPI_Allreduce", "MPI_Send"):
    frame = symbolize(dump, next(s for s in dump["states"] if s["call"] == call)["frames"][0])
    if frame[1] != source or frame[2] != marker_line(f"{SRC}/tests/{source}", f"call {call.upper()}("):
        fail(f"{call} state at {frame}, not at its call in {source}")
cleanup(d)
print(f"{prog}: entry points recorded once per call, call sites in the Fortran source")
