#!/usr/bin/env python3
"""The message-level fault injector (src/fault.c, STRAGGLER_FAULT): each of the six fault types has
its effect on fault_program, fires once and says so on stderr; the profile counts the eligible calls;
an infinite loop and a crash (stalled, STRAGGLER_STALL_ON_SIGNAL) are diagnosed as hangs with the
faulty rank's stack where the fault is; a bad specification is refused with one message."""
import glob
import re
import time
from stgtest import *

PROG = f"{BIN}/tests/fault_program"
NMSG, LEN = 5, 10


def run(fault=None, args=(), extra_env=None, expect_rc=0, np=2):
    d = tmpdir()
    env = {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "2"}
    if fault:
        env["STRAGGLER_FAULT"] = fault
    env.update(extra_env or {})
    rc, out, err = mpiexec(np, [PROG, *args], env=env, timeout=90)
    if expect_rc is not None and rc != expect_rc:
        fail(f"{fault}: job exited {rc}, expected {expect_rc}\n{out}\n{err}")
    return d, out, err


def parse(out):
    sent, recv, guard, bcast, extra = {}, {}, {}, {}, []
    for line in out.splitlines():
        if m := re.match(r"sent (\d+): ([-\d ]+)$", line):
            sent[int(m.group(1))] = [int(x) for x in m.group(2).split()]
        elif m := re.match(r"recv (\d+): ([-\d ]+) guard([\d ]*)$", line):
            recv[int(m.group(1))] = [int(x) for x in m.group(2).split()]
            guard[int(m.group(1))] = [int(x) for x in m.group(3).split()]
        elif m := re.match(r"bcast (\d+): (.*)$", line):
            bcast[int(m.group(1))] = [float(x) for x in m.group(2).split()]
        elif m := re.match(r"extra tag (\d+): (-?\d+)", line):
            extra.append((int(m.group(1)), int(m.group(2))))
    return sent, recv, guard, bcast, extra


def expected(k):
    return [100 * k + i for i in range(LEN)]


def fired_once(err, what):
    n = err.count("fault injected:")
    if n != 1:
        fail(f"{what}: the runtime reported {n} injections, expected 1\n{err}")


def diffs(got, want):
    return [(i, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]


# ---------------------------------------------------------------- the profile
d, out, err = run("profile")
prof = {}
for f in glob.glob(f"{d}/fault-profile-rank-*.txt"):
    r = int(re.search(r"rank-(\d+)", f).group(1))
    for line in open(f):
        if not line.startswith("#"):
            name, *kv = line.split()
            prof[(r, name)] = {k: int(v) for k, v in (x.split("=") for x in kv)}
if prof.get((0, "MPI_Send")) != {"all": NMSG, "data": NMSG, "send": NMSG}:
    fail(f"profile of rank 0's MPI_Send: {prof.get((0, 'MPI_Send'))}\n{err}")
if prof.get((1, "MPI_Recv")) != {"all": NMSG, "data": NMSG, "send": 0}:
    fail(f"profile of rank 1's MPI_Recv: {prof.get((1, 'MPI_Recv'))}")
if prof.get((1, "MPI_Bcast"), {}).get("data") != 1 or (1, "MPI_Iprobe") not in prof:
    fail(f"profile of rank 1: {[(k, v) for k, v in prof.items() if k[0] == 1]}")
if "fault injected" in err:
    fail(f"the profile injected a fault:\n{err}")
cleanup(d)

# ---------------------------------------------------------------- increase on a receive
d, out, err = run("type=increase,rank=1,call=MPI_Recv,occurrence=3,amount=5,seed=1")
fired_once(err, "increase")
sent, recv, guard, bcast, extra = parse(out)
for k in range(NMSG):
    dd = diffs(recv[k], expected(k))
    if k == 2:
        if len(dd) != 1 or dd[0][1] != dd[0][2] + 5:
            fail(f"increase: receive 3 should have one element +5: {recv[k]}")
    elif dd:
        fail(f"increase: receive {k + 1} changed too: {recv[k]}")
if any(sent[k] != expected(k) for k in range(NMSG)):
    fail(f"increase on the receiver changed the sender's data: {sent}")
cleanup(d)

# ---------------------------------------------------------------- decrease on a send (in the send buffer)
d, out, err = run("type=decrease,rank=0,call=MPI_Send,occurrence=2,amount=3,seed=2")
fired_once(err, "decrease")
sent, recv, guard, bcast, extra = parse(out)
dd = diffs(recv[1], expected(1))
if len(dd) != 1 or dd[0][1] != dd[0][2] - 3 or sent[1] != recv[1]:
    fail(f"decrease: message 2 should have one element -3 on both sides: sent {sent[1]} received {recv[1]}")
if any(recv[k] != expected(k) for k in (0, 2, 3, 4)):
    fail(f"decrease: other messages changed: {recv}")
cleanup(d)

# ---------------------------------------------------------------- value change of a double (collective)
d, out, err = run("type=value-change,rank=1,call=MPI_Bcast,seed=3")
fired_once(err, "value-change")
sent, recv, guard, bcast, extra = parse(out)
if bcast[0] != [0.5 * i for i in range(LEN)]:
    fail(f"value-change on rank 1 changed rank 0's data: {bcast[0]}")
dd = [i for i in range(LEN) if not (bcast[1][i] == 0.5 * i)]
if len(dd) != 1:
    fail(f"value-change: one element of rank 1's broadcast data should differ: {bcast[1]}")
cleanup(d)

# ---------------------------------------------------------------- buffer overflow: bytes past the receive buffer
d, out, err = run("type=buffer-overflow,rank=1,call=MPI_Recv,occurrence=4,bytes=16,seed=4")
fired_once(err, "buffer-overflow")
sent, recv, guard, bcast, extra = parse(out)
if recv[3] != expected(3) or not guard[3] or max(guard[3]) >= 16:
    fail(f"buffer-overflow: message intact and guard bytes 0-15 overwritten expected: {recv[3]} guard {guard[3]}")
if any(guard[k] for k in (0, 1, 2, 4)):
    fail(f"buffer-overflow: other receives overflowed: {guard}")
cleanup(d)

# ---------------------------------------------------------------- extra messages
d, out, err = run("type=extra-messages,rank=0,call=MPI_Send,occurrence=2,count=3")
fired_once(err, "extra-messages")
sent, recv, guard, bcast, extra = parse(out)
if extra != [(1, 100)] * 3 or any(recv[k] != expected(k) for k in range(NMSG)):
    fail(f"extra-messages: rank 1 should find 3 copies of message 2 (tag 1) after the exchange: {extra}\n{out}")
cleanup(d)


# ---------------------------------------------------------------- hangs: infinite loop, stalled crash
def diagnosed(d, rank, function, what):
    complete = open(f"{d}/complete").read()
    if "dumped=2" not in complete:
        fail(f"{what}: complete file: {complete}")
    dump = read_dump(f"{d}/rank-{rank:06d}.sdump")
    frames = dump["threads"][0]["frames"]
    names = [symbolize(dump, f, return_address=(i > 0))[0] for i, f in enumerate(frames[:12])]
    if function not in names:
        fail(f"{what}: rank {rank}'s stack does not show {function}: {names}")
    return dump, names


t0 = time.time()
d, out, err = run("type=infinite-loop,rank=1,call=MPI_Recv,occurrence=3", expect_rc=EXIT_CODE)
fired_once(err, "infinite-loop")
dump, names = diagnosed(d, 1, "straggler_fault_loop", "infinite-loop")
if dump["current"]["in_mpi"]:
    fail(f"infinite-loop: rank 1 should be computing after MPI_Recv: {dump['current']}")
if 2 in parse(out)[1] or read_dump(f"{d}/rank-000000.sdump")["current"]["in_mpi"] != 1:
    fail("infinite-loop: rank 1 received past the loop, or rank 0 is not waiting in MPI")
cleanup(d)

d, out, err = run(args=["crash"], extra_env={"STRAGGLER_STALL_ON_SIGNAL": "1"}, expect_rc=EXIT_CODE)
if "the thread stalls" not in err:
    fail(f"crash: no stall message\n{err}")
diagnosed(d, 1, "crash_here", "stalled crash")
cleanup(d)

# without a fault and without the variable a crash stays a crash: not stalled, diagnosed as a crash (the
# crash handler, crash.c: test_faults.py), the job ended by it
d, out, err = run(args=["crash"], expect_rc=None)
if not os.path.exists(f"{d}/job.info") or "stalls" in err or "action=crash" not in open(f"{d}/complete").read():
    fail(f"crash without STRAGGLER_STALL_ON_SIGNAL was stalled, or not diagnosed as a crash\n{err}")
cleanup(d)

# ---------------------------------------------------------------- a bad specification: one message, no fault
d, out, err = run("type=overflow,rank=1,call=MPI_Recv")
if err.count("ignoring STRAGGLER_FAULT") != 2 or "fault injected" in err or parse(out)[1][0] != expected(0):
    fail(f"bad specification: expected one message per rank and a normal run\n{err}")
cleanup(d)
d, out, err = run("type=increase,rank=1,call=MPI_Recieve")
if "not one the runtime interposes" not in err:
    fail(f"misspelt call: {err}")
cleanup(d)
print(f"fault: six fault types, profile, stall and bad specifications checked in {time.time() - t0:.1f}s")
