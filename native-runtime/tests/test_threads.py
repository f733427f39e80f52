#!/usr/bin/env python3
"""Every thread of a task is sampled at diagnosis: the THRD section of each dump has one entry per
thread, the MPI thread first (flag bit 0), every answered thread with pc_first (bit 1); the program's
sleeping and spinning worker threads appear with their functions; a thread that did not answer has
flag bit 2 and no frames. The runtime's helper thread (it blocks every signal) is never listed, also
when the MPI thread writes the dump at MPI_Finalize."""
import time
from stgtest import *

d = tmpdir()
t0 = time.time()
rc, out, err = mpiexec(2, [f"{BIN}/tests/threads_program"], env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "2"})
if rc != EXIT_CODE:
    fail(f"job exited {rc}, expected {EXIT_CODE}\n{err}")
for r in range(2):
    dump = read_dump(f"{d}/rank-{r:06d}.sdump")
    threads = dump["threads"]
    if len(threads) < 3:
        fail(f"rank {r}: {len(threads)} threads sampled, expected at least 3 (MPI thread + 2 workers): {threads}")
    if len({t["tid"] for t in threads}) != len(threads):
        fail(f"rank {r}: a thread appears twice: {threads}")
    if threads[0]["flags"] & 1 == 0 or any(t["flags"] & 1 for t in threads[1:]):
        fail(f"rank {r}: the MPI thread must be first and the only one with bit 0: {threads}")
    functions = {}
    answered = 0
    for t in threads:
        if t["flags"] & 4:
            if t["frames"]:
                fail(f"rank {r}: failed sample of thread {t['tid']} has frames")
            continue
        answered += 1
        if t["flags"] & 2 == 0:
            fail(f"rank {r}: sampled thread {t['tid']} without pc_first: {t}")
        # only the program's own frames (the functions looked for are there; MPI libraries can be deep)
        names = [symbolize(dump, f, return_address=i > 0)[0] for i, f in enumerate(t["frames"])
                 if f[0] >= 0 and dump["modules"][f[0]]["path"].endswith("threads_program")]
        functions[t["tid"]] = names
    if threads[0]["tid"] not in functions or "main" not in functions[threads[0]["tid"]]:
        fail(f"rank {r}: the MPI thread's stack has no main: {functions.get(threads[0]['tid'])}")
    for worker, entry in (("worker_sleep_here", "sleeper"), ("worker_spin_here", "spinner")):
        if not any(worker in names and entry in names for names in functions.values()):
            fail(f"rank {r}: no thread with {worker} called from {entry}: {functions}")
    print(f"rank {r}: {len(threads)} threads, {answered} answered")
cleanup(d)

# at exit the MPI thread writes the dump: the helper is alive then and must not be listed (it would
# be a thread that never answers, and cost the one-second wait)
d = tmpdir()
rc, out, err = mpiexec(2, [f"{BIN}/tests/threads_program", "exit"],
                       env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_DUMP_AT_EXIT": "1", "STRAGGLER_TIMEOUT": "60"})
if rc != 0:
    fail(f"job exited {rc}, expected 0\n{err}")
for r in range(2):
    threads = read_dump(f"{d}/rank-{r:06d}.sdump")["threads"]
    failed = [t["tid"] for t in threads if t["flags"] & 4]
    if failed:
        fail(f"rank {r}: threads {failed} did not answer the sample at exit (the runtime's helper?): {threads}")
cleanup(d)
print(f"threads: every thread sampled in {time.time() - t0:.1f}s")
