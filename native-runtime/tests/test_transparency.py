#!/usr/bin/env python3
"""Same output and exit code with and without the runtime, on a program that does not hang."""
from stgtest import *

d = tmpdir()
prog = [f"{BIN}/tests/transparency_program"]
rc0, out0, err0 = mpiexec(4, prog, preload=False)
rc1, out1, err1 = mpiexec(4, prog, env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TIMEOUT": "30"})
if rc0 != 3:
    fail(f"without the runtime the program exited {rc0}, expected 3: {err0}")
if rc1 != rc0:
    fail(f"exit code changed: {rc0} without, {rc1} with the runtime: {err1}")
if out1 != out0 or not out0.strip():
    fail(f"output changed:\n--- without\n{out0}\n--- with\n{out1}")
if any(f.endswith(".sdump") for f in os.listdir(d)):
    fail("a program that does not hang produced dumps")
for ex in ["ring", "poisson"]:
    args = [f"{BIN}/examples/{ex}", "3"]  # three iterations: before the injected stall
    a = mpiexec(4, args, preload=False)
    b = mpiexec(4, args, env={"STRAGGLER_DUMP_DIR": d})
    if a[0] != b[0] or a[1] != b[1]:
        fail(f"{ex}: with the runtime {b[:2]}, without {a[:2]}")
cleanup(d)
print("transparency: output and exit code unchanged")
