#!/usr/bin/env python3
"""The counts by peer, tag and communicator, the ordinals of the parts and pending requests, and the communicator ids
(dump format 1.7, WDET's appended lists): counts_program.c says what each task posted."""
from stgtest import *

WORLD = 1
LOCAL = 1 << 63

d = tmpdir()
rc, out, err = mpiexec(4, [f"{BIN}/tests/counts_program"], env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "2"})
if rc != EXIT_CODE:
    fail(f"job exited {rc}, expected {EXIT_CODE}\n{err}")
dumps = [read_dump(f"{d}/rank-{r:06d}.sdump") for r in range(4)]


def parts(dump):
    ps = dump["parts"] + dump["pending"]
    ords = dump.get("ordinals")
    if ords is None or len(ords) != len(ps):
        fail(f"rank {dump['rank']}: {len(ps)} parts but ordinals {ords}")
    return [(p["role"], p["peer"], p["tag"], o["ordinal"], o["comm"]) for p, o in zip(ps, ords)]


def counts(dump):
    if dump.get("counts_complete") != 1:
        fail(f"rank {dump['rank']}: counts not complete: {dump.get('counts_complete')}")
    return {(c["peer"], c["tag"], c["comm"]): c for c in dump["counts"]}


def call(dump, state):
    for s in dump["states"]:
        if s["id"] == state:
            return s["call"]
    fail(f"rank {dump['rank']}: no state {state}")


# rank 0: the blocking receive, then the pending send (3rd), any-source receive (1st), persistent receive (2nd start)
d0 = dumps[0]
got = parts(d0)
want_wait = (1, 3, 9, 1, WORLD)
if got[0] != want_wait:
    fail(f"rank 0: wait part {got[0]}, expected {want_wait}")
for want in [(3, 1, 5, 3, WORLD), (1, -2, -1, 1, WORLD), (1, 2, 6, 2, WORLD)]:
    if want not in got[1:]:
        fail(f"rank 0: no pending {want} in {got[1:]}")
c0 = counts(d0)
for key, sends, recvs, sent_by, received_by in [((1, 5, WORLD), 3, 0, "MPI_Isend", None),
                                                ((2, 6, WORLD), 0, 2, None, "MPI_Start"),
                                                ((-2, -1, WORLD), 0, 1, None, "MPI_Irecv"),
                                                ((3, 9, WORLD), 0, 1, None, "MPI_Recv")]:
    c = c0.get(key)
    if c is None or (c["sends"], c["receives"]) != (sends, recvs):
        fail(f"rank 0: counts of {key}: {c}, expected {sends} sends, {recvs} receives")
    if sent_by and call(d0, c["send_state"]) != sent_by:
        fail(f"rank 0: the last send of {key} by {call(d0, c['send_state'])}, expected {sent_by}")
    if received_by and call(d0, c["receive_state"]) != received_by:
        fail(f"rank 0: the last receive of {key} by {call(d0, c['receive_state'])}, expected {received_by}")
    if (sent_by is None) != (c["send_state"] == -1):
        fail(f"rank 0: {key}'s send state {c['send_state']}")
c1 = counts(dumps[1])
if c1.get((0, 5, WORLD), {}).get("receives") != 3:
    fail(f"rank 1: receives from 0 with tag 5: {c1.get((0, 5, WORLD))}")

# communicator ids: the ring on a (tag 1) and on b (tag 2): one id per communicator at every member, none local
ids = {}
for r, dump in enumerate(dumps):
    c = counts(dump)
    for tag, name in [(1, "a"), (2, "b"), (3, "half"), (4, "pair")]:
        keys = [k for k in c if k[1] == tag and c[k]["sends"] == 1]
        if name == "pair" and r >= 2:
            if keys:
                fail(f"rank {r}: a send on the pair it is not in: {keys}")
            continue
        if len(keys) != 1:
            fail(f"rank {r}: sends with tag {tag}: {keys}")
        e = c[keys[0]]
        if e["comm_name"] != "" or e["comm_size"] != (2 if name in ("half", "pair") else 4):
            fail(f"rank {r}: communicator {name}: {e}")
        ids.setdefault(name, {})[r] = keys[0][2]
for name in ("a", "b"):
    if len(set(ids[name].values())) != 1 or ids[name][0] & LOCAL or ids[name][0] == WORLD:
        fail(f"communicator {name}: ids {ids[name]}, expected one agreed id")
if ids["a"][0] == ids["b"][0]:
    fail(f"the two duplicates have one id: {ids['a'][0]}")
h = ids["half"]
if h[0] != h[2] or h[1] != h[3] or h[0] == h[1] or h[0] & LOCAL:
    fail(f"the split's ids {h}: expected one per color, agreed by its members")
if not all(v & LOCAL for v in ids["pair"].values()):
    fail(f"MPI_Comm_create_group's ids {ids['pair']}: expected the tasks' own (bit 63)")
cleanup(d)
print("counts: ordinals, counts by peer, tag and communicator with their calls, communicator ids agreed or local")
