#!/usr/bin/env python3
"""The runtime's layers (src/straggler.h, docs/architecture.md §4 "Runtime units"): base, recorders,
lifecycle, wrappers, each using only its own layer and the ones below.

Checks (0) every source X.c has its own header X.h and includes it; (1) every #include "..." in src/
names a header of the includer's layer or a lower one, and a recorder includes no other recorder's
header; (2) every symbol an object file of libstraggler uses
from another object file is defined by a unit listed before it in UNITS (the units of a layer are in
the order they may use each other; recorders never use one another), so no unit calls up and the units
form no cycle. A recorder named in src/recorders.def with its own <name>.c/<name>.h needs no line here.

usage: test_layers.py SRC_DIR OBJECT_FILE...
"""
import os
import re
import subprocess
import sys

LAYERS = ["base", "recorders", "lifecycle", "wrappers"]
# (layer, unit, files), bottom up
UNITS = [
    ("base", "crc32", ["crc32.c", "crc32.h"]),
    ("base", "base", ["base.c", "base.h", "calls.h", "env.c", "env.h", "env.def"]),  # calls.h, env.*: generated
    ("base", "buf", ["buf.c", "buf.h"]),
    ("base", "htab", ["htab.c", "htab.h"]),
    ("base", "addr", ["addr.c", "addr.h"]),
    ("base", "sig", ["sig.c", "sig.h"]),
    ("recorders", "recorder", ["recorder.h"]),  # the interface, which every recorder includes
    ("recorders", "markov", ["markov.c", "markov.h", "waits.c", "waits.h", "waits_comm.c", "waits_comm.h",
                            "waits_req.c", "waits_req.h", "waits_chan.c", "waits_chan.h", "waits_dump.c", "waits_dump.h"]),
    ("recorders", "sampler", ["sampler.c", "sampler.h"]),
    ("recorders", "fault", ["fault.c", "fault.h"]),
    ("recorders", "trace", ["trace.c", "trace.h", "trace_thread.c", "trace_thread.h", "trace_events.c", "trace_events.h",
                           "trace_xray.c", "trace_xray.h", "trace_lz.c", "trace_lz.h", "trace_file.c", "trace_file.h", "trace_end.c",
                           "trace_end.h"]),
    ("recorders", "profile", ["profile.c", "profile.h"]),
    ("lifecycle", "describe", ["describe.c", "describe.h"]),
    ("lifecycle", "dispatch", ["dispatch.c", "dispatch.h", "recorders.def"]),
    ("lifecycle", "job", ["job.c", "job.h"]),
    ("lifecycle", "dump", ["dump.c", "dump.h"]),
    ("lifecycle", "reduce", ["reduce.c", "reduce.h"]),
    ("lifecycle", "insitu_local", ["insitu_local.c", "insitu_local.h"]),
    ("lifecycle", "insitu_pdg", ["insitu_pdg.c", "insitu_pdg.h"]),
    ("lifecycle", "insitu_reduced", ["insitu_reduced.c", "insitu_reduced.h"]),
    ("lifecycle", "insitu", ["insitu.c", "insitu.h"]),
    ("lifecycle", "helper", ["helper.c", "helper.h"]),
    ("lifecycle", "crash", ["crash.c", "crash.h"]),
    ("lifecycle", "lifecycle", ["lifecycle.c", "lifecycle.h"]),
    ("lifecycle", "inject", ["inject.c", "inject.h"]),
    ("wrappers", "wrappers", ["wrappers.c", "straggler.h", "mpi_calls.def"]),
]


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def main():
    src, objects = sys.argv[1], sys.argv[2:]
    units = list(UNITS)
    known = {f for _, _, files in units for f in files}
    recorders = re.findall(r"^STG_RECORDER\((\w+)\)", open(os.path.join(src, "recorders.def")).read(), re.M)
    for name in recorders:  # a new recorder's unit, just below the lifecycle
        files = [f for f in (name + ".c", name + ".h") if f not in known and os.path.exists(os.path.join(src, f))]
        if files:
            at = max(i for i, u in enumerate(units) if u[0] == "recorders") + 1
            units.insert(at, ("recorders", name, files))
    unit_of = {f: (layer, unit, i) for i, (layer, unit, files) in enumerate(units) for f in files}
    for f in sorted(os.listdir(src)):
        if f.endswith((".c", ".h", ".def")) and f not in unit_of:
            fail(f"src/{f} is in no unit: give it one in tests/test_layers.py (or name its recorder in recorders.def)")
    problems = []

    # (0) every unit's source has its own header, which it includes
    for f in sorted(unit_of):
        if f.endswith(".c") and os.path.exists(os.path.join(src, f)):
            h = f[:-2] + ".h"
            if not os.path.exists(os.path.join(src, h)):
                problems.append(f"{f} has no header of its own ({h})")
            elif not re.search(r'^\s*#\s*include\s+"' + re.escape(h) + '"', open(os.path.join(src, f)).read(), re.M):
                problems.append(f"{f} does not include its own header {h}")

    # (1) includes
    for f in sorted(unit_of):
        path = os.path.join(src, f)
        if not os.path.exists(path):
            continue  # generated (calls.h, wrappers.c)
        layer, unit, _ = unit_of[f]
        for inc in re.findall(r'^\s*#\s*include\s+"([^"]+)"', open(path).read(), re.M):
            if inc not in unit_of:
                problems.append(f"{f} includes {inc}, which is in no unit")
                continue
            il, iu, _ = unit_of[inc]
            if LAYERS.index(il) > LAYERS.index(layer):
                problems.append(f"{f} ({layer}) includes {inc} ({il}): a lower layer includes a higher one")
            elif layer == il == "recorders" and iu not in (unit, "recorder"):
                problems.append(f"{f} (recorder {unit}) includes {inc} (recorder {iu}): recorders are independent")

    # (2) symbols
    defined, used = {}, {}
    for o in objects:
        f = os.path.basename(o)[:-len(".o")] if o.endswith(".o") else os.path.basename(o)
        if f not in unit_of:
            fail(f"object {o}: its source {f} is in no unit")
        out = subprocess.run(["nm", "-P", o], capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            parts = line.split()
            if len(parts) < 2:
                continue
            sym, kind = parts[0], parts[1]
            if kind == "U":
                used.setdefault(f, set()).add(sym)
            elif kind.isupper() or kind in "uvw":
                defined[sym] = f
    for f, syms in sorted(used.items()):
        layer, unit, rank = unit_of[f]
        for sym in sorted(syms):
            if sym not in defined:
                continue  # libc, MPI, libunwind
            d = defined[sym]
            dl, du, drank = unit_of[d]
            if du == unit:
                continue
            if dl == layer == "recorders":
                problems.append(f"{f} (recorder {unit}) uses {sym} of {d} (recorder {du}): recorders are independent")
            elif drank > rank:
                problems.append(f"{f} ({layer}: {unit}) uses {sym} of {d} ({dl}: {du}), which is above it")
    if problems:
        fail("the runtime's layers are crossed (src/straggler.h):\n  " + "\n  ".join(problems))
    print(f"layers ok: {len(units)} units, {sum(len(s) for s in used.values())} uses checked in {len(objects)} objects")


if __name__ == "__main__":
    main()
