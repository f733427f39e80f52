#!/usr/bin/env python3
"""An example hangs: every task dumps, the job ends with the runtime's exit code, and the dumps of
the least-progressed ranks of the header show them where the header says."""
import re
import time
from stgtest import *

ex = sys.argv[1]
src = f"{SRC}/examples/{ex}.c"
text = open(src).read()
m = re.search(r"Expected diagnosis \(mpirun -np (\d+)\): least-progressed ranks ([\d,-]+) at (\S+):(\d+)", text)
np, ranks, line = int(m.group(1)), m.group(2), int(m.group(4))
lp = set()
for part in ranks.split(","):
    a, _, b = part.partition("-")
    lp.update(range(int(a), int(b or a) + 1))
if marker_line(src, "STRAGGLER-LP") != line:
    fail(f"header of {ex}.c names line {line} but the STRAGGLER-LP marker is elsewhere")
d = tmpdir()
t0 = time.time()
rc, out, err = mpiexec(np, [f"{BIN}/examples/{ex}"], env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "2"})
if rc != EXIT_CODE:
    fail(f"{ex}: job exited {rc}, expected {EXIT_CODE}\n{err}")
complete = open(f"{d}/complete").read()
if f"dumped={np}" not in complete or "action=abort" not in complete:
    fail(f"complete file: {complete}")
for r in range(np):
    dump = read_dump(f"{d}/rank-{r:06d}.sdump")
    cur = dump["current"]
    states = {s["id"]: s for s in dump["states"]}
    if r in lp:
        s = states[cur["state"]]
        if cur["in_mpi"]:
            where = symbolize(dump, s["frames"][0])
        else:
            th = dump["threads"][0]
            where = symbolize(dump, th["frames"][0], return_address=False)
        if (where[1], where[2]) != (os.path.basename(src), line):
            fail(f"{ex}: rank {r} is at {where}, expected {os.path.basename(src)}:{line}")
    elif not cur["in_mpi"]:
        fail(f"{ex}: rank {r} is not blocked in MPI: {cur}")
cleanup(d)
print(f"hang {ex}: {np} dumps in {time.time() - t0:.1f}s, ranks {sorted(lp)} at line {line}")
