#!/usr/bin/env python3
"""The sizes and roots of the wait's parts and of the pending requests (dump format 1.5, WDET's appended
list), per task and in the reduced file of the in-situ analysis: queues_program.c says what each task
blocks in."""
import reduced
from stgtest import *

# rank -> [(role, peer, tag, bytes, root)] of the wait's parts, then of the pending requests
# (role: 1 receive, 3 send, 4 collective; a collective has peer -1 and tag -1)
EXPECTED = {
    0: [(4, -1, -1, 40, 0), (1, 1, 3, 28, -1)],
    1: [(3, 2, 9, 10, -1)],
    2: [(4, -1, -1, 24, 2), (1, 0, 4, 64, -1)],
    3: [(4, -1, -1, 24, 1), (4, -1, -1, 24, 1)],
}


def parts_of(dump):
    ps = dump["parts"] + dump["pending"]
    sizes = dump.get("sizes")
    if sizes is None or len(sizes) != len(ps):
        fail(f"rank {dump['rank']}: {len(ps)} parts but sizes {sizes}")
    return [(p["role"], p["peer"], p["tag"], s["bytes"], s["root"]) for p, s in zip(ps, sizes)]


d = tmpdir()
rc, out, err = mpiexec(4, [f"{BIN}/tests/queues_program"], env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "2"})
if rc != EXIT_CODE:
    fail(f"job exited {rc}, expected {EXIT_CODE}\n{err}")
for r in range(4):
    dump = read_dump(f"{d}/rank-{r:06d}.sdump")
    dump["rank"] = r
    got = parts_of(dump)
    if got != EXPECTED[r]:
        fail(f"rank {r}: parts {got}, expected {EXPECTED[r]}")
cleanup(d)

# in situ: the reduced file's WDET carries the same sizes and roots, per wait entry
d = tmpdir()
rc, out, err = mpiexec(4, [f"{BIN}/tests/queues_program"], env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "2",
                                                          "STRAGGLER_INSITU": "dist"})
if rc != EXIT_CODE:
    fail(f"in situ: job exited {rc}, expected {EXIT_CODE}\n{err}")
red = reduced.read(f"{d}/reduced.sdump")
seen = {}
for w in red["wait_details"]:
    for rank in w["ranks"]:
        seen[rank] = [(p["role"], p["peer"], p["tag"], p["bytes"], p["root"]) for p in w["parts"]]
for r in range(4):
    want = EXPECTED[r][:1]  # the wait's own part (the reduced file has no pending requests)
    if seen.get(r, [])[:1] != want:
        fail(f"in situ: rank {r}: parts {seen.get(r)}, expected {want} first")
cleanup(d)
print("queues: sizes and roots of 4 tasks' waits and pending requests, per task and in situ")
