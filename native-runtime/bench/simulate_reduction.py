#!/usr/bin/env python3
"""Replays the in-situ analysis' binomial-tree reduction for 10^5 .. 10^6 virtual tasks and estimates
its cost at supercomputer scale from per-level costs measured on real runs (issue 3 §4).

A binomial tree over p tasks has L = ceil(log2 p) levels; at level k, 2^(L-1-k) messages go up (p - 1
in all). What a message carries at level k is the partial result of the 2^(k+1) tasks below it:
  - the state sets: for each distinct state, the ranks in it as strided ranges (docs/dump-format.md);
  - DIST: the OR-united dependence matrix (entries between distinct states);
  - SEMI-DIST: the merged Markov model (edges with rank ranges per distinct count).
How many ranges a state set needs is what decides the growth. Two workload models bracket it:
  regular:   tasks of a state form a few contiguous or strided blocks (SPMD codes: rank blocks, halo
             neighbours) -> ranges per state bounded by a constant R;
  irregular: every task in its own range (the worst case for compression) -> ranges grow with the
             tasks below the message.
Per-level time = alpha + beta * bytes, with alpha, beta fitted to measured (ranks, level count,
bytes, seconds) points by least squares. Without measurements (--measured), the script prints the
message and byte counts only.

usage: simulate_reduction.py [--states S] [--ranges R] [--edges E] [--measured FILE.csv]
  FILE.csv: lines "ranks,phase,seconds,bytes_per_message" (bytes optional) from the in-situ benchmark
"""
import argparse
import csv
import math

HEADER_BYTES = 16          # section header
STATE_BYTES = 8 + 4        # state id + range count
RANGE_BYTES = 12           # first, count, stride
ENTRY_BYTES = 8 + 8 + 1    # state a, state b, dependence code
EDGE_BYTES = 8 + 8 + 8 + 4 # state ids, count, range count (+ ranges)


def payload(level_tasks, states, ranges, edges, model, algorithm):
    if model == "regular":
        r = min(ranges, level_tasks)
    else:
        r = level_tasks / max(1, states)  # every task its own range, spread over the states
    state_sets = HEADER_BYTES + states * (STATE_BYTES + r * RANGE_BYTES)
    if algorithm == "dist":
        return state_sets + states * states * ENTRY_BYTES
    # semi-dist: the merged model; the ranges per distinct count follow the same model as states
    return state_sets + edges * (EDGE_BYTES + r * RANGE_BYTES)


def levels(p):
    return max(1, math.ceil(math.log2(p)))


def fit(points):
    """Least squares of seconds = alpha * levels + c (the per-level cost and a constant)."""
    n = len(points)
    mx = sum(lv for lv, _ in points) / n
    my = sum(t for _, t in points) / n
    sxx = sum((lv - mx) ** 2 for lv, _ in points)
    sxy = sum((lv - mx) * (t - my) for lv, t in points)
    alpha = sxy / sxx if sxx else 0.0
    return alpha, my - alpha * mx


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--states", type=int, default=10, help="distinct current states (PDG nodes)")
    ap.add_argument("--ranges", type=int, default=4, help="ranges per state in the regular model")
    ap.add_argument("--edges", type=int, default=1000, help="edges of the merged Markov model")
    ap.add_argument("--measured", help="CSV of measured in-situ phases: ranks,phase,seconds")
    ap.add_argument("--beta-ns", type=float, default=2.0,
                    help="assumed cost per payload byte on the critical path (network + merge), ns; "
                         "not measurable here: the payloads of 2..64 ranks are a few KiB")
    a = ap.parse_args()
    scales = [2 ** k for k in range(1, 7)] + [10 ** 5, 10 ** 6]
    print(f"binomial-tree reduction: {a.states} states, {a.edges} model edges, regular model {a.ranges} ranges/state")
    print(f"{'tasks':>9} {'levels':>6} {'messages':>9} | {'bytes on the critical path (per algorithm and model)':>60}")
    rows = {}
    for p in scales:
        L = levels(p)
        out = []
        for alg in ("dist", "semi-dist"):
            for model in ("regular", "irregular"):
                crit = sum(payload(2 ** k, a.states, a.ranges, a.edges, model, alg) for k in range(L))
                rows[(p, alg, model)] = (L, crit)
                out.append(f"{alg}/{model} {crit / 1024:9.1f} KiB")
        print(f"{p:>9} {L:>6} {p - 1:>9} | " + "  ".join(out))
    if not a.measured:
        return
    points = {}
    with open(a.measured) as f:
        for row in csv.reader(f):
            if not row or row[0].startswith("#"):
                continue
            ranks, phase, seconds = int(row[0]), row[1].strip(), float(row[2])
            points.setdefault(phase, []).append((ranks, seconds))
    print(f"\nfitted per-level cost (seconds = alpha * levels + c, from the measured runs) and an assumed "
          f"{a.beta_ns} ns per critical-path byte:")
    for phase, pts in sorted(points.items()):
        alg = "semi-dist" if "semi" in phase else "dist"
        alpha, c = fit([(levels(r), t) for r, t in pts])
        print(f"  {phase}: alpha = {alpha * 1e3:.3f} ms/level, c = {c * 1e3:.3f} ms")
        for p in (10 ** 5, 10 ** 6):
            for model in ("regular", "irregular"):
                L, crit = rows[(p, alg, model)]
                print(f"    estimate at {p:>8} tasks ({model:9}): {alpha * L + c + a.beta_ns * 1e-9 * crit:8.3f} s"
                      f"  ({L} levels, {crit / 1024:.0f} KiB on the critical path)")


if __name__ == "__main__":
    main()
