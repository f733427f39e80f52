#!/usr/bin/env python3
"""In-situ analysis (STRAGGLER_INSITU=dist|semi-dist, src/insitu.c): every example hangs, the helper
threads diagnose it over MPI and rank 0 writes reduced.sdump; with STRAGGLER_INSITU_DUMPS=1 the
per-task dumps are written too, and the reduced result must describe exactly what they hold: the
state of every rank (by its key: kind, call, frames as module path + offset), the wait of every
rank, and (SEMI-DIST) the merged model's edges with their per-count rank sets. A job that does not
hang ends normally with the runtime in in-situ mode; when MPI_THREAD_MULTIPLE is not granted
(forced with STRAGGLER_THREAD_LEVEL=single) the runtime says so and falls back to per-task dumps.

The agreement of the in-situ PDG and LP set with the offline analysis of the same job's per-task
dumps is checked by the CLI test (InSituTest), which has the Java analysis."""
import re
import signal
import time
from stgtest import *
import reduced


def program(ex):
    """The examples and the campaign's programs that hang on their own (master_worker_hang: an
    any-source wait)."""
    return "examples" if os.path.exists(f"{SRC}/examples/{ex}.c") else "campaign"


def expectation(ex):
    text = open(f"{SRC}/{program(ex)}/{ex}.c").read()
    m = re.search(r"Expected diagnosis \(mpirun -np (\d+)\)", text)
    return int(m.group(1))


def dump_key(dump, sid):
    s = next(s for s in dump["states"] if s["id"] == sid)
    mods = [m["path"] for m in dump["modules"]]
    return reduced.state_key(mods, {"kind": s["kind"], "call": s["call"],
                                    "frames": [(0xFFFFFFFF if f[0] < 0 else f[0], f[1]) for f in s["frames"]]})


def check_example(ex, alg):
    np = expectation(ex)
    d = tmpdir()
    t0 = time.time()
    rc, out, err = mpiexec(np, [f"{BIN}/{program(ex)}/{ex}"], env={
        "STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "2", "STRAGGLER_INSITU": alg, "STRAGGLER_INSITU_DUMPS": "1"})
    if rc != EXIT_CODE:
        fail(f"{ex} {alg}: job exited {rc}, expected {EXIT_CODE}\n{err}")
    complete = open(f"{d}/complete").read()
    if f"insitu={alg}" not in complete or "reduced=reduced.sdump" not in complete:
        fail(f"{ex} {alg}: complete file: {complete}")
    r = reduced.read(f"{d}/reduced.sdump")
    if r["algorithm"] != alg or r["tasks"] != np or r["size"] != np:
        fail(f"{ex} {alg}: RINF {r['algorithm']} {r['tasks']}")
    want = ["trigger", "states"] + (["broadcast", "local", "pdg"] if alg == "dist" else ["model", "local"]) + ["write"]
    if list(r["phases"]) != want or r["total"] <= 0:
        fail(f"{ex} {alg}: phases {r['phases']} total {r['total']}")
    keys = [reduced.state_key(r["modules"], s) for s in r["states"]]
    rank_key = {}
    for sid, ranks in r["occupancy"].items():
        for rank in ranks:
            if rank in rank_key:
                fail(f"{ex} {alg}: rank {rank} occupies two states")
            rank_key[rank] = keys[sid]
    if sorted(rank_key) != list(range(np)):
        fail(f"{ex} {alg}: occupancy covers ranks {sorted(rank_key)}")
    wait_of = {}
    for w in r["waits"]:
        for rank in w["ranks"]:
            wait_of[rank] = (w["kind"], sorted(w["peers"]), sorted(w["members"]), w["wait_any"], sorted(w["any_source"]))
    dump_edges, red_edges = set(), set()
    for rank in range(np):
        dump = read_dump(f"{d}/rank-{rank:06d}.sdump")
        cur = dump["current"]
        if dump_key(dump, cur["state"]) != rank_key[rank]:
            fail(f"{ex} {alg}: rank {rank} is in {dump_key(dump, cur['state'])} per its dump, "
                 f"{rank_key[rank]} per the reduced file")
        members = sorted(f + i * s for f, c, s in cur["members"] for i in range(c))
        any_source = sorted(f + i * s for f, c, s in cur["any_source"] for i in range(c))
        expected = (cur["wait"], sorted(cur["peers"]), members, cur["wait_any"], any_source) if cur["wait"] else None
        if wait_of.get(rank) != expected:
            fail(f"{ex} {alg}: rank {rank} waits {expected} per its dump, {wait_of.get(rank)} per the reduced file")
        for e in dump["edges"]:
            dump_edges.add((dump_key(dump, e["from"]), dump_key(dump, e["to"]), e["count"], rank))
        if cur["in_mpi"] == 0 and not any(rank in r["occupancy"][s["state"]] or s["rank"] == rank for s in r["samples"]):
            fail(f"{ex} {alg}: no sampled stack for the computation state of rank {rank}")
    if alg == "semi-dist":
        for e in r["edges"]:
            for count, ranks in e["counts"].items():
                for rank in ranks:
                    red_edges.add((keys[e["from"]], keys[e["to"]], count, rank))
        if red_edges != dump_edges:
            fail(f"{ex} {alg}: merged model differs from the per-task models: "
                 f"{len(red_edges - dump_edges)} extra, {len(dump_edges - red_edges)} missing")
    if not r["deps"]:
        fail(f"{ex} {alg}: no dependence at all")
    for a, b, code in r["deps"]:
        if a == b or code not in (1, 2, 3) or a not in r["occupancy"] or b not in r["occupancy"]:
            fail(f"{ex} {alg}: bad DEPS entry {(a, b, code)}")
    cleanup(d)
    print(f"in situ {alg} {ex}: {np} tasks, {len(r['deps'])} dependencies, total {r['total']:.3f}s "
          f"(job {time.time() - t0:.1f}s)")


for ex in ["ring", "poisson", "collectives", "deadlock", "master_worker_hang"]:
    for alg in ["dist", "semi-dist"]:
        check_example(ex, alg)

# a job that does not hang ends normally (the helpers stop using MPI once everyone is in MPI_Finalize)
d = tmpdir()
rc, out, err = mpiexec(4, [f"{BIN}/examples/ring", "3"], env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "20",
                                                              "STRAGGLER_INSITU": "dist"})
if rc != 0 or "ring done" not in out or os.path.exists(f"{d}/reduced.sdump"):
    fail(f"healthy job in situ: exit {rc}\n{out}\n{err}")
cleanup(d)

# diagnose-now (polled by rank 0) on a job that is still making progress: every task joins
d = tmpdir()
env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
vals = {"LD_PRELOAD": LIB, "STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "60", "STRAGGLER_INSITU": "dist"}
cmd = [MPIEXEC, "-np", "4"] + (["--oversubscribe"] + sum([["-x", f"{k}={v}"] for k, v in vals.items()], [])
                               if flavour() == "openmpi" else sum([["-genv", k, v] for k, v in vals.items()], []))
p = subprocess.Popen(cmd + [f"{BIN}/examples/ring", "100000000"], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                     stderr=subprocess.PIPE, env=env, start_new_session=True)
time.sleep(3)
open(f"{d}/diagnose-now", "w").write("test\n")
try:
    rc = p.wait(timeout=60)
except subprocess.TimeoutExpired:
    os.killpg(p.pid, signal.SIGKILL)
    fail("diagnose-now in situ: the job did not end within 60s")
r = reduced.read(f"{d}/reduced.sdump")
if rc != EXIT_CODE or r["reason"] != 2 or r["trigger_rank"] != -1 or sorted(sum(r["occupancy"].values(), [])) != [0, 1, 2, 3]:
    fail(f"diagnose-now in situ: exit {rc}, reason {r['reason']}, occupancy {r['occupancy']}")
cleanup(d)

# MPI_THREAD_MULTIPLE not granted: say so, fall back to per-task dumps
d = tmpdir()
rc, out, err = mpiexec(4, [f"{BIN}/examples/deadlock"], env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "2",
                                                             "STRAGGLER_INSITU": "semi-dist",
                                                             "STRAGGLER_THREAD_LEVEL": "single"})
msg = "in-situ analysis needs MPI_THREAD_MULTIPLE, which this MPI did not grant: falling back to per-task dumps"
if rc != EXIT_CODE or err.count(msg) != 1:
    fail(f"fallback: exit {rc}, message {err.count(msg)} times\n{err}")
if os.path.exists(f"{d}/reduced.sdump") or not all(os.path.exists(f"{d}/rank-{r:06d}.sdump") for r in range(4)):
    fail(f"fallback: files {sorted(os.listdir(d))}")
for r in range(4):
    if read_dump(f"{d}/rank-{r:06d}.sdump")["info"]["thread_level"] >= 3:
        fail("fallback: a task reports MPI_THREAD_MULTIPLE")
cleanup(d)
print("in situ: healthy job ends normally; diagnose-now joins running tasks; fallback without MPI_THREAD_MULTIPLE says so and dumps per task")
