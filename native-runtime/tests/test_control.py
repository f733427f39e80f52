#!/usr/bin/env python3
"""Keep-alive mode leaves the hung job running after the dump; a launcher's diagnose-now request
makes a job that does not hang dump at once."""
import signal
import time
from stgtest import *

# keep alive: the job stays, complete says action=keep
d = tmpdir()
cmd_env = {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "2", "STRAGGLER_ON_HANG": "keep"}
env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
cmd = [MPIEXEC, "-np", "4"]
if flavour() == "openmpi":
    cmd += ["--oversubscribe"] + sum([["-x", f"{k}={v}"] for k, v in dict(cmd_env, LD_PRELOAD=LIB).items()], [])
else:
    cmd += sum([["-genv", k, v] for k, v in dict(cmd_env, LD_PRELOAD=LIB).items()], [])
p = subprocess.Popen(cmd + [f"{BIN}/examples/deadlock"], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                     stderr=subprocess.PIPE, env=env, start_new_session=True)
deadline = time.time() + 60
while time.time() < deadline and not os.path.exists(f"{d}/complete"):
    time.sleep(0.2)
if not os.path.exists(f"{d}/complete"):
    os.killpg(p.pid, signal.SIGKILL)
    fail("keep-alive: no complete file within 60s")
time.sleep(3)
alive = p.poll() is None
os.killpg(p.pid, signal.SIGKILL)
p.wait(timeout=30)
if not alive or "action=keep" not in open(f"{d}/complete").read():
    fail("keep-alive: the job ended after the dump")
cleanup(d)

# diagnose now: a healthy long-running job dumps on request and is aborted
d = tmpdir()
p = subprocess.Popen([MPIEXEC, "-np", "2"] + (["--oversubscribe", "-x", f"LD_PRELOAD={LIB}", "-x", f"STRAGGLER_DUMP_DIR={d}", "-x", "STRAGGLER_TIMEOUT=60"]
                     if flavour() == "openmpi" else ["-genv", "LD_PRELOAD", LIB, "-genv", "STRAGGLER_DUMP_DIR", d, "-genv", "STRAGGLER_TIMEOUT", "60"])
                     + [f"{BIN}/examples/ring", "100000000"], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                     stderr=subprocess.PIPE, env=env, start_new_session=True)
time.sleep(2)
open(f"{d}/diagnose-now", "w").write("test\n")
try:
    rc = p.wait(timeout=60)
except subprocess.TimeoutExpired:
    os.killpg(p.pid, signal.SIGKILL)
    fail("diagnose-now: the job did not end within 60s")
if rc != EXIT_CODE:
    fail(f"diagnose-now: exit {rc}")
for r in range(2):
    if read_dump(f"{d}/rank-{r:06d}.sdump")["info"]["reason"] != 2:
        fail("diagnose-now: reason is not 'request'")
cleanup(d)
print("control: keep-alive keeps the job, diagnose-now dumps a running job")
