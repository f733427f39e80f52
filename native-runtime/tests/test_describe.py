#!/usr/bin/env python3
"""The call descriptors (src/describe.c, stg_ev_t in src/recorder.h) as a recorder sees them: the runtime
built with a test recorder (evtest_recorder.c) runs describe_program.c (every class of communication call
with known arguments, 4 ranks) and, when built, describe_fortran.f90 and describe_f08.f90 (the Fortran
bindings, mpif.h and mpi_f08, MPI_IN_PLACE included); every descriptor is checked against what the arguments
say (bytes, peers and roots in the communicator and as world ranks, tags, flags, the request, the new
communicator, the matched source)."""
from stgtest import *

EVLIB = os.environ["STG_EVTEST_LIB"]


def run(np, prog):
    d = tmpdir()
    env = {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "60"}
    rc, out, err = mpiexec_lib(np, prog, env)
    if rc != 0:
        fail(f"{prog[0]} exited {rc}: {err}")
    events = {}
    for r in range(np):
        path = f"{d}/evtest-rank-{r:06d}.txt"
        if not os.path.exists(path):
            fail(f"no {path}: {err}")
        events[r] = []
        for line in open(path):
            call, *kv = line.split()
            e = dict(x.split("=", 1) for x in kv)
            e["call"] = call
            events[r].append(e)
    cleanup(d)
    return events


def mpiexec_lib(np, prog, env):
    """mpiexec() with the test library preloaded in place of libstraggler"""
    import stgtest
    saved = stgtest.LIB
    stgtest.LIB = EVLIB
    try:
        return mpiexec(np, prog, env=env)
    finally:
        stgtest.LIB = saved


problems = []


def check(events, rank, call, n, **want):
    got = [e for e in events[rank] if e["call"] == call]
    if n >= len(got) or n < -len(got):
        problems.append(f"rank {rank}: {call} #{n}: only {len(got)} described")
        return
    e = got[n]
    want.setdefault("begin", "1")
    for k, v in want.items():
        if e.get(k) != str(v):
            problems.append(f"rank {rank}: {call} #{n}: {k}={e.get(k)}, expected {v}  ({' '.join(f'{a}={b}' for a, b in e.items())})")


ev = run(4, [f"{BIN}/tests/describe_program"])
P2P, PROBE, COLL, NEW, FREE = 1, 2, 3, 4, 5
# --- point-to-point
check(ev, 0, "MPI_Send", 0, kind=P2P, flags="send", comm="world", dest=1, dw=1, sendtag=7, sent=40, received=0, request=0)
check(ev, 0, "MPI_Send", 1, dest="NULL", dw="none", sent=0)
check(ev, 0, "MPI_Send", 2, dest=1, sendtag=22, sent=4)
check(ev, 1, "MPI_Recv", 0, kind=P2P, flags="recv,matched", source="ANY", sw="any", recvtag=7, received=40, sent=0, matched="0/7")
check(ev, 1, "MPI_Recv", 1, flags="recv", source=0, sw=0, recvtag=22, received=4, matched="-")
check(ev, 2, "MPI_Ssend", 0, flags="send", dest=3, dw=3, sendtag=8, sent=24)
check(ev, 3, "MPI_Recv", 0, flags="recv,matched", source=2, sw=2, recvtag=-1, received=40, matched="2/8")
check(ev, 1, "MPI_Probe", 0, kind=PROBE, flags="recv,matched", source=0, sw=0, recvtag=9, received=0, matched="0/9")
check(ev, 3, "MPI_Mprobe", 0, kind=PROBE, flags="recv,matched", source=2, recvtag=10, matched="2/10")
check(ev, 3, "MPI_Mrecv", 0, kind=P2P, flags="recv,message,matched", comm="null", source="ANY", sw="unknown",
      received=4, matched="2/10")
check(ev, 1, "MPI_Iprobe", -1, kind=PROBE, flags="recv,matched", source=0, recvtag=11, matched="0/11")
for i in range(len([e for e in ev[1] if e["call"] == "MPI_Iprobe"]) - 1):
    check(ev, 1, "MPI_Iprobe", i, flags="recv", matched="-")  # no message yet: no status
for r in range(4):
    check(ev, r, "MPI_Sendrecv", 0, kind=P2P, flags="send,recv,matched", dest=(r + 1) % 4, dw=(r + 1) % 4,
          source=(r + 3) % 4, sw=(r + 3) % 4, sendtag=12, recvtag=12, sent=24, received=24, matched=f"{(r + 3) % 4}/12")
    check(ev, r, "MPI_Sendrecv_replace", 0, flags="send,recv,matched", dest=(r + 1) % 4, source=(r + 3) % 4,
          sendtag=13, recvtag=13, sent=16, received=16)
check(ev, 0, "MPI_Isend", 0, flags="send,nonblocking", dest=1, sendtag=14, sent=20, request=1)
check(ev, 3, "MPI_Irecv", 0, flags="recv,nonblocking", source=2, sw=2, recvtag=14, received=20, request=1)
check(ev, 0, "MPI_Send_init", 0, flags="send,persistent", dest=1, sendtag=15, sent=32, request=1)
check(ev, 1, "MPI_Recv_init", 0, flags="recv,persistent", source=0, recvtag=15, received=32, request=1)
check(ev, 3, "MPI_Imrecv", 0, flags="recv,nonblocking,message", comm="null", received=3, request=1)
check(ev, 0, "MPI_Bsend", 0, flags="send", dest=1, sendtag=21, sent=16)

# --- collectives on MPI_COMM_WORLD, root 2 (rank 2's sent/received, then the others')
coll = {  # call: (root: sent, received), (others: sent, received); r: rank
    "MPI_Barrier": lambda r: (0, 0),
    "MPI_Bcast": lambda r: (12, 0) if r == 2 else (0, 12),
    "MPI_Gather": lambda r: (8, 32) if r == 2 else (8, 0),
    "MPI_Gatherv": lambda r: (12, 40) if r == 2 else (4 * (r + 1), 0),  # root in place: its block, 3 ints
    "MPI_Scatter": lambda r: (48, 12) if r == 2 else (0, 12),
    "MPI_Scatterv": lambda r: (80, 24) if r == 2 else (0, 8 * (r + 1)),
    "MPI_Allgather": lambda r: (4, 16),
    "MPI_Allgatherv": lambda r: (4 * [1, 1, 2, 2][r], 24),  # in place: its block
    "MPI_Alltoall": lambda r: (32, 32),
    "MPI_Alltoallv": lambda r: (32, 32),
    "MPI_Alltoallw": lambda r: (16, 16),
    "MPI_Reduce": lambda r: (40, 40) if r == 2 else (40, 0),
    "MPI_Allreduce": lambda r: (16, 16),
    "MPI_Reduce_scatter": lambda r: (40, 4 * (r + 1)),
    "MPI_Reduce_scatter_block": lambda r: (32, 8),
    "MPI_Scan": lambda r: (8, 8),
    "MPI_Exscan": lambda r: (4, 0 if r == 0 else 4),
}
rooted = {"MPI_Bcast", "MPI_Gather", "MPI_Gatherv", "MPI_Scatter", "MPI_Scatterv", "MPI_Reduce"}
for r in range(4):
    for call, f in coll.items():
        s, rv = f(r)
        for name, flags in ((call, []), ("MPI_I" + call[4:].lower(), ["nonblocking"])):
            fl = flags + (["rooted"] + (["is_root"] if r == 2 else []) if call in rooted else [])
            want = dict(kind=COLL, comm="world", flags=",".join(fl) or "-", sent=s, received=rv,
                        request=1 if flags else 0)
            if call in rooted:
                want.update(root=2, rw=2)
            check(ev, r, name, 0, **want)

# --- communicators: the halves {0, 2} and {1, 3}, an intercommunicator between them
for r in range(4):
    check(ev, r, "MPI_Comm_split", 0, kind=NEW, comm="world", newcomm="other")
    check(ev, r, "MPI_Intercomm_create", 0, kind=NEW, comm="other", newcomm="other")
    check(ev, r, "MPI_Comm_free", 0, kind=FREE, comm="other")
    check(ev, r, "MPI_Comm_free", 1, kind=FREE, comm="other")
    if r < 2:  # rank 0 of its half: sends to rank 1 of the half, is the root of the half's broadcast
        check(ev, r, "MPI_Send", -1, comm="other", dest=1, dw="unknown", sendtag=20, sent=4)
        check(ev, r, "MPI_Bcast", 1, comm="other", flags="rooted,is_root", root=0, rw=r, sent=8, received=0)
    else:
        check(ev, r, "MPI_Recv", -1, comm="other", source=0, sw="unknown", recvtag=20, received=4, matched="0/20")
        check(ev, r, "MPI_Bcast", 1, comm="other", flags="rooted", root=0, rw="unknown", sent=0, received=8)
check(ev, 0, "MPI_Bcast", 2, flags="rooted,is_root,inter", root="ROOT", rw=0, sent=12, received=0)
check(ev, 2, "MPI_Bcast", 2, flags="rooted,inter", root="NULL", rw="none", sent=0, received=0)
for r in (1, 3):
    check(ev, r, "MPI_Bcast", 2, flags="rooted,inter", root=0, rw="unknown", sent=0, received=12)

# only communication calls are described, each once
for r in range(4):
    calls = [e["call"] for e in ev[r]]
    for c in ("MPI_Wait", "MPI_Waitall", "MPI_Start", "MPI_Request_free", "MPI_Finalize"):
        if c in calls:
            problems.append(f"rank {r}: {c} has a descriptor")
    if calls.count("MPI_Sendrecv") != 1:
        problems.append(f"rank {r}: MPI_Sendrecv described {calls.count('MPI_Sendrecv')} times")

# --- the Fortran bindings: mpif.h, and the mpi_f08 module (the same calls)
for fname in ("describe_fortran", "describe_f08"):
    fprog = f"{BIN}/tests/{fname}"
    if not os.path.exists(fprog):
        print(f"describe: {fname} not built (no Fortran compiler, or no mpi_f08 module for it): not checked")
        continue
    fe = run(2, [fprog])
    for r in range(2):
        check(fe, r, "MPI_Send", 0, flags="send", comm="world", dest=1 - r, dw=1 - r, sendtag=7, sent=12)
        check(fe, r, "MPI_Recv", 0, flags="recv,matched", source="ANY", sw="any", recvtag=7, received=12,
              matched=f"{1 - r}/7")
        check(fe, r, "MPI_Irecv", 0, flags="recv,nonblocking", source=1 - r, recvtag=8, received=8, request=1)
        # MPI_IN_PLACE of Fortran at the root (1): its block is 2 integers
        check(fe, r, "MPI_Gather", 0, flags="rooted,is_root" if r == 1 else "rooted", root=1, rw=1,
              sent=8, received=16 if r == 1 else 0)
        check(fe, r, "MPI_Allreduce", 0, flags="-", sent=12, received=12)
        check(fe, r, "MPI_Comm_dup", 0, kind=NEW, comm="world", newcomm="other")
        check(fe, r, "MPI_Bcast", 0, comm="other", flags="rooted" + (",is_root" if r == 0 else ""), root=0,
              rw=0 if r == 0 else "unknown", sent=4 if r == 0 else 0, received=0 if r == 0 else 4)
        check(fe, r, "MPI_Comm_free", 0, kind=FREE, comm="other")
    print(f"describe: Fortran bindings of {fname} checked")

if problems:
    fail(f"{len(problems)} descriptor(s) wrong:\n  " + "\n  ".join(problems))
print(f"describe: {sum(len(v) for v in ev.values())} descriptors of describe_program checked")
