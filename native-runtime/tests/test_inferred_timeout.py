#!/usr/bin/env python3
"""Without STRAGGLER_TIMEOUT the runtime infers the timeout from the observed transition times (never
below STRAGGLER_MIN_TIMEOUT): the hang is still detected, and the dump says the timeout was inferred."""
from stgtest import *

d = tmpdir()
rc, out, err = mpiexec(4, [f"{BIN}/examples/collectives"], env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_MIN_TIMEOUT": "2"})
if rc != EXIT_CODE:
    fail(f"exit {rc}, expected {EXIT_CODE}: {err}")
for r in range(4):
    info = read_dump(f"{d}/rank-{r:06d}.sdump")["info"]
    if info["inferred"] != 1 or not 2 <= info["timeout"] < 30:
        fail(f"rank {r}: timeout {info['timeout']} inferred={info['inferred']}")
trigger = open(f"{d}/trigger").read()
if "inferred=1" not in trigger:
    fail(f"trigger: {trigger}")
cleanup(d)
print("inferred timeout: hang detected with the inferred timeout")
