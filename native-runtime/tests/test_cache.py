#!/usr/bin/env python3
"""The call-site cache (src/addr.c) keeps the Markov model exactly as unwinding every call does: the same
program (tests/cache_program.c: -O2 without frame pointers; a function called from two places at the same
stack depth, a variable-length array, a realigned frame, recursion) gives the same states and edges, with
the same counts, with the cache and without it (STRAGGLER_CALLSITE_CACHE=0); the cache answered most
calls, told the aliased stacks apart, and its safety net found nothing wrong."""
import re
from stgtest import *


def model(d, rank):
    dump = read_dump(f"{d}/rank-{rank:06d}.sdump")
    mods = [m["path"] for m in dump["modules"]]
    # a state by what it is: kind, call, frames as (module, offset); ids differ between runs
    def key(s):
        return (s["kind"], s["call"], tuple((mods[m] if m >= 0 else "?", off) for m, off in s["frames"]))
    states = {s["id"]: key(s) for s in dump["states"]}
    edges = {(states[e["from"]], states[e["to"]]): e["count"] for e in dump["edges"]}
    return set(states.values()), edges


runs = {}
stats = {}
for cache in ("1", "0"):
    d = tmpdir()
    rc, out, err = mpiexec(2, [f"{BIN}/tests/cache_program"],
                           env={"STRAGGLER_DUMP_DIR": d, "STRAGGLER_DUMP_AT_EXIT": "1", "STRAGGLER_CALLSITE_CACHE": cache,
                                "STRAGGLER_CACHE_STATS": "1"})
    if rc != 0:
        fail(f"cache_program (cache {cache}) exited {rc}: {err}")
    runs[cache] = [model(d, r) for r in (0, 1)]
    stats[cache] = {int(m.group(1)): dict(re.findall(r"(\w+)=(\d+)", m.group(2)))
                    for m in re.finditer(r"straggler\[(\d+)\]: call-site cache: (.*)", err)}
    cleanup(d)
for r in (0, 1):
    (s1, e1), (s0, e0) = runs["1"][r], runs["0"][r]
    if s1 != s0:
        fail(f"rank {r}: the states differ with the cache:\n  only with: {sorted(s1 - s0)}\n  only without: {sorted(s0 - s1)}")
    if e1 != e0:
        diff = {k: (e1.get(k), e0.get(k)) for k in set(e1) | set(e0) if e1.get(k) != e0.get(k)}
        fail(f"rank {r}: the edges differ with the cache (with, without): {diff}")
    leaf = [s for s in s1 if s[1] == "MPI_Allreduce" and s[0] == 0]
    if len(leaf) != 6:  # leaf from three places of mid, mid from two places of main
        fail(f"rank {r}: expected the 6 stacks of leaf()'s MPI_Allreduce as separate states, got {len(leaf)}: {leaf}")
    st = {k: int(v) for k, v in stats["1"].get(r, {}).items()}
    calls = sum(n for (a, b), n in e1.items() if b[0] == 0)  # transitions into a call: the recorded calls
    if not st or st["mismatches"] != 0 or st["variants"] < 1 or st["hits"] < calls * 0.9:
        fail(f"rank {r}: cache statistics {st} for {calls} transitions")
    st0 = {k: int(v) for k, v in stats["0"].get(r, {}).items()}
    if st0.get("hits", 1) != 0:
        fail(f"rank {r}: STRAGGLER_CALLSITE_CACHE=0 still hit the cache: {st0}")
print(f"cache: {len(runs['1'][0][0])} states and {len(runs['1'][0][1])} edges the same with and without the cache; "
      f"rank 0: {stats['1'][0]}")
