#!/usr/bin/env python3
"""A truncated or foreign dump is rejected with a message naming the file and the cause."""
from stgtest import *

d = tmpdir()
rc, out, err = mpiexec(2, [f"{BIN}/tests/model_program"], env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_DUMP_AT_EXIT": "1"})
good = f"{d}/rank-000000.sdump"
data = open(good, "rb").read()
if subprocess.run([DUMPTOOL, "--check", good]).returncode != 0:
    fail("a complete dump does not validate")
cases = {"truncated": data[: len(data) // 2], "header": data[:10], "foreign": b"hello world" * 10,
         "corrupt": data[:100] + bytes([data[100] ^ 0xFF]) + data[101:]}
expect = {"truncated": "truncated", "header": "truncated", "foreign": "not a Straggler dump", "corrupt": "checksum"}
for name, blob in cases.items():
    p = f"{d}/{name}.sdump"
    open(p, "wb").write(blob)
    r = subprocess.run([DUMPTOOL, p], capture_output=True, text=True)
    if r.returncode == 0 or expect[name] not in r.stderr or p not in r.stderr:
        fail(f"{name}: rc={r.returncode} stderr={r.stderr!r}")
cleanup(d)
print("dump validation: truncated, foreign and corrupt files rejected")
