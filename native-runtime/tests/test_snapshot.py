#!/usr/bin/env python3
"""A launcher's snapshot request (docs/dump-format.md, "Snapshots") on a healthy job: every task writes its dump in
snapshot-<id>/ and the job goes on: no trigger, no complete, no dump in the run directory itself, the traces are not
cut short, and the job finishes normally with its own exit code. A second request gets a second snapshot."""
import glob
import signal
import time
from stgtest import *

d = tmpdir()
NP = 4
env_vars = {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "60", "STRAGGLER_TRACE": "mpi", "LD_PRELOAD": LIB}
env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
cmd = [MPIEXEC, "-np", str(NP)]
if flavour() == "openmpi":
    cmd += ["--oversubscribe"] + sum([["-x", f"{k}={v}"] for k, v in env_vars.items()], [])
else:
    cmd += sum([["-genv", k, v] for k, v in env_vars.items()], [])
# healthy: every task polls or probes for 10 s, then all stop and finalize (exit 0)
p = subprocess.Popen(cmd + [f"{BIN}/tests/progress_program", "10", "poll"], stdin=subprocess.DEVNULL,
                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, start_new_session=True, text=True)


def end(msg):
    os.killpg(p.pid, signal.SIGKILL)
    p.wait(timeout=30)
    fail(msg)


def snapshot(n):
    """Asks for snapshot n; returns its dumps once every task wrote one (bounded)."""
    with open(f"{d}/.snapshot.tmp", "w") as f:
        f.write(f"id={n}\n")
    os.rename(f"{d}/.snapshot.tmp", f"{d}/snapshot")
    deadline = time.time() + 20
    while time.time() < deadline:
        dumps = sorted(glob.glob(f"{d}/snapshot-{n}/rank-*.sdump"))
        if len(dumps) == NP:
            return dumps
        if p.poll() is not None:
            end(f"snapshot {n}: the job ended (exit {p.returncode}) before its tasks dumped")
        time.sleep(0.1)
    end(f"snapshot {n}: {len(glob.glob(f'{d}/snapshot-{n}/rank-*.sdump'))} of {NP} dumps within 20 s")


deadline = time.time() + 30
while time.time() < deadline and len(glob.glob(f"{d}/rank-*.state")) < NP:
    time.sleep(0.1)
time.sleep(1)
first = snapshot(1)
for path in first:
    info = read_dump(path)["info"]
    if info["reason"] != 2:
        end(f"snapshot 1: {path} has reason {info['reason']}, not 2 (request)")
if p.poll() is not None:
    end(f"the job ended after the snapshot (exit {p.returncode})")
for f in ["trigger", "complete", "rank-000000.sdump"]:
    if os.path.exists(f"{d}/{f}"):
        end(f"a snapshot wrote {f} in the run directory: it is no hang")
for r in range(NP):
    state = open(f"{d}/rank-{r:06d}.state").read()
    if "phase=running" not in state:
        end(f"rank {r}'s state after a snapshot is not running:\n{state}")
time.sleep(1)
second = snapshot(2)
if len(second) != NP or p.poll() is not None:
    end("the second snapshot")
try:
    out, err = p.communicate(timeout=60)
except subprocess.TimeoutExpired:
    end("the job did not finish within 60 s after the snapshots")
if p.returncode != 0:
    fail(f"the job's exit code is {p.returncode}, not its own 0:\n{err}")
if "snapshot 1:" not in err or "the job goes on" not in err:
    fail(f"rank 0 did not say where the snapshot is:\n{err}")
if os.path.exists(f"{d}/complete") or glob.glob(f"{d}/rank-*.sdump"):
    fail("the healthy job has a hang's files after its snapshots")
# the traces end as a normal run's (END at exit, not the TAIL of a dump)
t = subprocess.run([os.environ["STG_TRACETOOL"], "summary", "--json", d], capture_output=True, text=True, timeout=120)
if t.returncode != 0:
    fail(f"straggler-trace summary: {t.stderr}")
mains = [x for x in json.loads(t.stdout) if x["thread"] == 0]
if len(mains) != NP or any(x["end"] != "end" for x in mains):
    fail(f"the traces do not end normally after snapshots: {[(x['rank'], x['end'], x['endReason']) for x in mains]}")
print(f"snapshot: 2 snapshots of {NP} dumps each, the job went on and exited 0, its {NP} traces end normally")
cleanup(d)
