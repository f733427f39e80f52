#!/usr/bin/env python3
"""Call traces (src/trace.c, docs/dump-format.md "Trace files") with real mpirun, read back with
straggler-trace:
  1. MPI-only traces of an unmodified binary: examples/oddeven (none, swapBug) have the shapes its header
     states, rank by rank; the application's output and exit code are those of a run without the runtime;
     job.info names the executable's GNU build id as readelf reads it (what `straggler diff` compares);
  2. function traces of an -finstrument-functions build (oddeven_instr): nested, balanced, symbolized to
     the example's functions, MPI calls inside oddEvenSort;
  3. a hung job (oddeven dlBug): every task's trace ends with a TAIL written at the dump; rank 5's ends with
     the entry of the hung MPI_Recv (tag 999); the same with the in-situ diagnosis (examples/ring), which
     writes no per-task dump;
  4. a crashed rank (SIGSEGV, SIGABRT): its trace holds every call up to the crash (a TAIL, signal named);
     exit code and output unchanged (Open MPI's and MPICH's own crash reports still come);
  5. threads: examples/hybrid has one trace per OpenMP thread, each with its own exchanges;
  6. a loop-dominated run compresses >= 1,000x and keeps every event;
  7. truncated and corrupt trace files are rejected with one message naming the byte offset;
  8. the OTF2 export reads back with otf2-print (when built with OTF2), with point-to-point message records
     (examples/ring: MpiIsend/MpiIsendComplete, MpiIrecvRequest/MpiIrecv; examples/oddeven: MpiSend/MpiRecv); an
     export onto an existing archive, or to a full file system (a small tmpfs, as root), fails with exit 1 and one
     message."""
import shutil
import tempfile

from stgtest import *

TOOL = os.environ["STG_TRACETOOL"]


def tool(*args, check=True):
    p = subprocess.run([TOOL, *args], capture_output=True, text=True, timeout=120)
    if check and p.returncode != 0:
        fail(f"straggler-trace {' '.join(args)} exited {p.returncode}: {p.stderr}")
    return p


def summary(d):
    return {(s["rank"], s["thread"]): s for s in json.loads(tool("summary", "--json", d).stdout)}


def events(d, rank, thread=0, symbols=False):
    """[(line)] of one trace, without the header and the end line"""
    args = ["print", "--rank", str(rank), "--thread", str(thread)] + (["--symbols"] if symbols else []) + [d]
    lines = tool(*args).stdout.splitlines()
    return [l for l in lines if not l.startswith("#")], lines[-1]


def calls(evs):
    """MPI call entries: the call name of every line that is not a '... done' or a function event"""
    return [l.split()[0] for l in evs if l.startswith("MPI_") and not l.split()[1:2] == ["done"]]


def build_id(path):
    """the GNU build id readelf -n reads from an ELF file's notes, or None"""
    out = subprocess.run(["readelf", "-n", path], capture_output=True, text=True, timeout=30).stdout
    m = re.search(r"Build ID:\s*([0-9a-f]+)", out)
    return m.group(1) if m else None


def run(np, prog, env, preload=True, timeout=120):
    return mpiexec(np, prog, env=env, preload=preload, timeout=timeout)


problems = []

# ---------------------------------------------------------------- 1. MPI-only, unmodified binary
N = 8
for bug, compress in (("none", "deflate"), ("swapBug", "zstd")):  # each block compression read back
    d = tmpdir()
    prog = [f"{BIN}/examples/oddeven", str(N), bug]
    rc0, out0, _ = run(N, prog, {}, preload=False)
    rc, out, err = run(N, prog, {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TRACE": "mpi", "STRAGGLER_TRACE_COMPRESS": compress,
                                 "STRAGGLER_TRACE_FLUSH": "0.001"})
    if (rc, out) != (rc0, out0) or out.strip() != "sorted":
        fail(f"oddeven {bug}: with tracing rc={rc} out={out!r}, without rc={rc0} out={out0!r}: {err}")
    s = summary(d)
    if sorted(s) != [(r, 0) for r in range(N)]:
        fail(f"oddeven {bug}: traces {sorted(s)}, expected one per rank")
    for r in range(N):
        if s[(r, 0)]["end"] != "end" or not s[(r, 0)]["mpiThread"] or s[(r, 0)]["functions"]:
            problems.append(f"oddeven {bug} rank {r}: {s[(r, 0)]}")
        evs, _ = events(d, r)
        seq = calls(evs)
        SR, RS = ["MPI_Send", "MPI_Recv"], ["MPI_Recv", "MPI_Send"]
        if r == 0:
            body = SR * (N // 2)
        elif r == N - 1:
            body = RS * (N // 2)
        elif bug == "swapBug" and r == 5:
            body = RS * 7 + SR * (N - 7)
        else:
            body = (SR if r % 2 == 0 else RS) * N
        want = ["MPI_Init"] + body + ["MPI_Allgather", "MPI_Finalize"]
        if seq != want:
            problems.append(f"oddeven {bug} rank {r}: calls {seq}, expected {want}")
        # every call but MPI_Finalize (its exit is never seen) has its exit, right after it
        if sum(1 for l in evs if l.split()[1:2] == ["done"]) != len(seq) - 1:
            problems.append(f"oddeven {bug} rank {r}: entries and exits do not pair: {evs}")
    info = dict(l.split("=", 1) for l in open(f"{d}/job.info").read().splitlines() if "=" in l)
    if not build_id(prog[0]) or info.get("build_id") != build_id(prog[0]):
        problems.append(f"oddeven {bug}: job.info build_id={info.get('build_id')}, readelf: {build_id(prog[0])}")
    first = events(d, 1)[0]
    if "MPI_Recv comm=world source=0 recvtag=0 sent=0 received=16" not in first:
        problems.append(f"oddeven rank 1: no described MPI_Recv from 0 of 16 bytes: {first[:6]}")
    cleanup(d)

# ---------------------------------------------------------------- 2. function traces
d = tmpdir()
rc, out, err = run(N, [f"{BIN}/examples/oddeven_instr", str(N)], {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TRACE": "functions"})
if rc != 0 or out.strip() != "sorted":
    fail(f"oddeven_instr exited {rc}: {out} {err}")
s = summary(d)
if not s[(3, 0)]["functions"] or s[(3, 0)]["distinctFunctions"] != 5:  # main cmp_int oddEvenSort findPtr merge
    problems.append(f"oddeven_instr rank 3: {s[(3, 0)]}")
evs, end = events(d, 3, symbols=True)
stack, where = [], {}
for l in evs:
    w = l.split()
    if w[0] == "enter":
        stack.append(w[1])
    elif w[0] == "exit":
        if not stack or stack[-1] != w[1]:
            problems.append(f"oddeven_instr rank 3: exit {w[1]} inside {stack}")
            break
        stack.pop()
    elif w[1:2] != ["done"]:
        where.setdefault(w[0], set()).add(tuple(stack))
if stack:
    problems.append(f"oddeven_instr rank 3: still inside {stack} at the end")
names = {l.split()[1] for l in evs if l.startswith("enter ")}
if names != {"main", "cmp_int", "oddEvenSort", "findPtr", "merge"}:
    problems.append(f"oddeven_instr rank 3: functions {sorted(names)}")
if where.get("MPI_Send") != {("main", "oddEvenSort")} or where.get("MPI_Init") != {("main",)}:
    problems.append(f"oddeven_instr rank 3: MPI calls inside {where}")
if calls(evs).count("MPI_Recv") != N:
    problems.append(f"oddeven_instr rank 3: {calls(evs).count('MPI_Recv')} receives")
# the same binary without the runtime: glibc's no-op hooks, same output
rc0, out0, _ = run(N, [f"{BIN}/examples/oddeven_instr", str(N)], {}, preload=False)
if (rc0, out0) != (rc, out):
    problems.append(f"oddeven_instr without the runtime: {rc0} {out0!r}")
cleanup(d)

# ---------------------------------------------------------------- 3. a hung job
d = tmpdir()
rc, out, err = run(N, [f"{BIN}/examples/oddeven", str(N), "dlBug"],
                   {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TRACE": "mpi", "STRAGGLER_TIMEOUT": "3"})
if rc != EXIT_CODE:
    fail(f"oddeven dlBug exited {rc}, expected the diagnosis's {EXIT_CODE}: {err}")
s = summary(d)
for r in range(N):
    if s.get((r, 0), {}).get("end") != "tail" or s[(r, 0)]["endReason"] != 1:
        problems.append(f"oddeven dlBug rank {r}: {s.get((r, 0))}")
evs, end = events(d, 5)
if evs[-1] != "MPI_Recv comm=world source=6 recvtag=999 sent=0 received=16" or calls(evs) != ["MPI_Init"] + ["MPI_Recv", "MPI_Send"] * 7 + ["MPI_Recv"]:
    problems.append(f"oddeven dlBug rank 5 ends {evs[-3:]}, calls {calls(evs)}")
last = events(d, 6)[0][-1]  # rank 5's partner in phase 7, inside the receive that waits for it
if not last.startswith("MPI_Recv comm=world source=5"):
    problems.append(f"oddeven dlBug rank 6 ends with {last}")
for r in range(N):  # every other task waits inside a call
    last = events(d, r)[0][-1]
    if last.endswith(" done") or not last.startswith(("MPI_Recv", "MPI_Allgather")):
        problems.append(f"oddeven dlBug rank {r} ends with {last}")
cleanup(d)

# the in-situ diagnosis writes no per-task dump: the recorders' flush hook cuts the traces
d = tmpdir()
rc, out, err = run(4, [f"{BIN}/examples/ring"], {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TRACE": "mpi", "STRAGGLER_INSITU": "dist",
                                              "STRAGGLER_TIMEOUT": "3"})
if os.path.exists(f"{d}/reduced.sdump"):  # else the MPI gave no MPI_THREAD_MULTIPLE: per-task dumps, checked above
    s = summary(d)
    if sorted(s) != [(r, 0) for r in range(4)] or any(t["end"] != "tail" for t in s.values()):
        problems.append(f"ring in situ: traces {s}")
    if events(d, 1)[0][-1] != "MPI_Barrier comm=world":  # ring.c: rank 1 waits in the barrier
        problems.append(f"ring in situ: rank 1 ends {events(d, 1)[0][-2:]}")
cleanup(d)

# ---------------------------------------------------------------- 4. crashes
for how, sig in (("crash", 11), ("abort", 6)):
    # the application's exit code and output: one task, so that no launcher's race between the dying
    # task and the ones it kills decides what is reported (MPICH's mpiexec reports either)
    d = tmpdir()
    prog = [f"{BIN}/tests/trace_program", how, "5"]
    rc0, out0, err0 = run(1, prog, {}, preload=False)
    rc, out, err = run(1, prog, {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TRACE": "mpi"})
    pid = lambda o: re.sub(r"PID \d+", "PID n", o)  # MPICH's launcher names the dead process
    if rc != rc0 or pid(out) != pid(out0) or rc == 0:
        problems.append(f"trace_program {how}: rc {rc} out {out!r}, without the runtime rc {rc0} out {out0!r}")
    cleanup(d)
    # the crashed task's trace in a job of three: complete up to the crash
    d = tmpdir()
    rc, out, err = run(3, prog, {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TRACE": "mpi"})
    s = summary(d)
    t = s.get((2, 0))
    if rc == 0 or not t or t["end"] != "tail" or t["endReason"] != 2 + (sig << 8):
        problems.append(f"trace_program {how}: exit {rc}, rank 2's trace {t}")
    else:
        evs, end = events(d, 2)
        if calls(evs) != ["MPI_Init"] + ["MPI_Allreduce"] * 5 or evs[-1] != "MPI_Allreduce done" or f"signal {sig}" not in end:
            problems.append(f"trace_program {how}: rank 2's trace {evs[-3:]} / {end}")
    cleanup(d)

# ---------------------------------------------------------------- 5. threads
if os.path.exists(f"{BIN}/examples/hybrid"):
    d = tmpdir()
    rc, out, err = run(2, [f"{BIN}/examples/hybrid", "10", "3"], {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TRACE": "mpi",
                                                                  "OMP_WAIT_POLICY": "passive"})
    if rc != 0:
        fail(f"hybrid exited {rc}: {err}")
    if "no MPI_THREAD_MULTIPLE" in err:
        print("trace: hybrid without MPI_THREAD_MULTIPLE here: one traced thread per rank")
    else:
        s = summary(d)
        for r in range(2):
            if sorted(t for (rr, t) in s if rr == r) != [0, 1, 2]:
                problems.append(f"hybrid rank {r}: threads {sorted(s)}")
                continue
            tags = set()
            for th in range(3):
                evs, _ = events(d, r, th)
                c = calls(evs)
                if th == 0:
                    want = ["MPI_Init_thread"] + ["MPI_Sendrecv", "MPI_Allreduce"] * 10 + ["MPI_Finalize"]
                    if c != want or not s[(r, 0)]["mpiThread"]:
                        problems.append(f"hybrid rank {r} thread 0: {c}")
                else:
                    if c != ["MPI_Sendrecv"] * 10 or s[(r, th)]["mpiThread"] or s[(r, th)]["end"] != "end":
                        problems.append(f"hybrid rank {r} thread {th}: {c} {s[(r, th)]}")
                mine = {l.split("sendtag=")[1].split()[0] for l in evs if "sendtag=" in l}
                if mine != {str(s[(r, th)]["omp"])}:  # the header's OpenMP thread number is the tag it sent
                    problems.append(f"hybrid rank {r} thread {th}: OpenMP thread {s[(r, th)]['omp']}, tags {mine}")
                tags |= mine
            if tags != {"0", "1", "2"}:
                problems.append(f"hybrid rank {r}: tags {tags}")
    cleanup(d)

# ---------------------------------------------------------------- 6. compression of a loop-dominated run
d = tmpdir()
n = 100000
rc, out, err = run(2, [f"{BIN}/tests/trace_program_instr", "loop", str(n)], {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TRACE": "functions"})
if rc != 0:
    fail(f"trace_program loop exited {rc}: {err}")
s = summary(d)
t = s[(0, 0)]
# main, MPI_Init, n x (step, 3 x MPI_Allreduce, MPI_Barrier), MPI_Finalize: entries and exits
want = 2 + 2 + n * (2 + 3 * 2 + 2) + 1
if t["events"] != want or t["rawBytes"] / t["storedBytes"] < 1000:
    problems.append(f"loop: {t}, expected {want} events and >= 1000x")
evs, _ = events(d, 0)
if len(evs) != want:
    problems.append(f"loop: printed {len(evs)} events, expected {want}")
print(f"trace: loop of {n} iterations: {t['events']} events, {t['rawBytes']} raw bytes, {t['storedBytes']} stored "
      f"({t['rawBytes'] / t['storedBytes']:.0f}x)")

# ---------------------------------------------------------------- 7. truncated and corrupt files
f = f"{d}/trace-rank-000000-thread-0000.strace"
data = open(f, "rb").read()
cut = f"{d}/cut"
os.makedirs(cut)
for at, why in ((20, "truncated at byte 20"), (48 + 20, "truncated at byte 68"), (len(data) - 5, "truncated at byte")):
    g = f"{cut}/trace-rank-000000-thread-0000.strace"
    open(g, "wb").write(data[:at])
    p = tool("check", g, check=False)
    if p.returncode != 2 or why not in p.stderr or len(p.stderr.strip().splitlines()) != 1 or "not a readable trace" not in p.stderr:
        problems.append(f"a trace cut at byte {at}: exit {p.returncode}, {p.stderr!r}")
bad = bytearray(data)
bad[48 + 48 + 2] ^= 0xFF  # in the first block's payload
open(g, "wb").write(bytes(bad))
p = tool("check", g, check=False)
if p.returncode != 2 or "CRC-32" not in p.stderr:
    problems.append(f"a corrupt trace: exit {p.returncode}, {p.stderr!r}")

# ---------------------------------------------------------------- 8. OTF2
otf2_print = shutil.which("otf2-print")
p = tool("otf2", d, f"{d}/otf2", check=False)
if "built without OTF2" in p.stderr:
    print("trace: straggler-trace built without OTF2: export not checked")
elif p.returncode != 0:
    problems.append(f"otf2 export: {p.returncode} {p.stderr}")
elif otf2_print:
    q = subprocess.run([otf2_print, f"{d}/otf2/traces.otf2"], capture_output=True, text=True, timeout=300)
    text = q.stdout
    enters = text.count("\nENTER ")
    colls = text.count("MPI_COLLECTIVE_END")
    if q.returncode != 0 or enters != 2 * ((want + 1) // 2) or colls != 2 * 4 * n:
        problems.append(f"otf2-print: rc {q.returncode}, {enters} ENTER, {colls} MPI_COLLECTIVE_END "
                        f"(expected {2 * ((want + 1) // 2)} and {2 * 4 * n}): {q.stderr[:300]}")
    q = subprocess.run([otf2_print, "-G", f"{d}/otf2/traces.otf2"], capture_output=True, text=True, timeout=60)
    for needle in ("step", "MPI_Allreduce", "MPI_COMM_WORLD", "rank 1 thread 0"):
        if needle not in q.stdout:
            problems.append(f"otf2-print -G: no {needle}")
cleanup(d)

# point-to-point messages in OTF2: a ring of nonblocking exchanges (3 iterations, 4 ranks, no stall) and oddeven's
# blocking ones
if otf2_print and "built without OTF2" not in p.stderr:
    for ex, args, np_, want in (("ring", ["3"], 4, {"MPI_ISEND": 12, "MPI_ISEND_COMPLETE": 12, "MPI_IRECV_REQUEST": 12,
                                                      "MPI_IRECV": 12}),
                                ("oddeven", [str(N), "none"], N, {"MPI_SEND": N * N - N, "MPI_RECV": N * N - N})):
        d = tmpdir()
        rc, out, err = run(np_, [f"{BIN}/examples/{ex}", *args], {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TRACE": "mpi"})
        q = tool("otf2", d, f"{d}/otf2", check=False)
        text = subprocess.run([otf2_print, f"{d}/otf2/traces.otf2"], capture_output=True, text=True, timeout=120).stdout
        got = {k: len(re.findall(rf"^{k} ", text, re.M)) for k in want}
        if rc != 0 or q.returncode != 0 or got != want:
            problems.append(f"otf2 {ex}: rc {rc}/{q.returncode}, records {got}, expected {want}: {q.stderr}")
        # a message names its peer, communicator, tag and size: rank 0 sends iteration 0's token to rank 1
        first = re.search(r"^MPI_ISEND +0 .*Receiver: (\d+).*Communicator: \"?([^,\"]+)\"?.*Tag: (\d+).*Length: (\d+)", text, re.M) \
            if ex == "ring" else True
        if not first or (ex == "ring" and first.groups() != ("1", "MPI_COMM_WORLD", "0", "4")):
            problems.append(f"otf2 ring: rank 0's first MPI_ISEND {first and first.groups()}: "
                            f"{[l for l in text.splitlines() if l.startswith('MPI_ISEND')][:2]}")
        # onto an existing archive: refused, one message
        q = tool("otf2", d, f"{d}/otf2", check=False)
        if q.returncode != 1 or "exists" not in q.stderr or len(q.stderr.strip().splitlines()) != 1 or q.stdout:
            problems.append(f"otf2 onto an existing archive: exit {q.returncode}, {q.stderr!r} {q.stdout!r}")
        # to a full file system: a 64 KiB tmpfs this test mounts and removes (root only)
        if ex == "oddeven" and os.geteuid() == 0:
            full = tempfile.mkdtemp(prefix="stg-full-")
            if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", full], timeout=30).returncode == 0:
                try:
                    q = tool("otf2", d, f"{full}/otf2", check=False)
                    if q.returncode != 1 or "incomplete" not in q.stderr or len(q.stderr.strip().splitlines()) != 1 \
                            or q.stdout:
                        problems.append(f"otf2 to a full disk: exit {q.returncode}, {q.stderr!r} {q.stdout!r}")
                finally:
                    subprocess.run(["umount", full], timeout=30)
            os.rmdir(full)
        cleanup(d)

if problems:
    fail(f"{len(problems)} problem(s):\n  " + "\n  ".join(problems))
print("trace: MPI-only, function, hung, crashed, threaded and loop traces as expected; bad files rejected; OTF2 reads back")
