/**
 * API: the merged stacks of every task, STAT's call-graph prefix tree and its task equivalence classes (Ahn et al.,
 * "Scalable Temporal Order Analysis for Large Scale Debugging", SC'09, §2; §3 on why function-level classes are too
 * coarse, hence the function+line tree from the same traces) and its chronology-aware refinement (§4).
 * {@link dev.straggler.core.stacks.StackAnalysis} is the facade: the traces of a job (or of a running job read with gdb),
 * the MPI library folded into the MPI call, the {@link dev.straggler.core.stacks.PrefixTree}s at both granularities (a
 * node per distinct prefix carrying a compressed {@link dev.straggler.model.RankSet}, labelled {@code "k: [ranges]"} by
 * {@link dev.straggler.core.stacks.RankLabels}), the frame-to-line lookup and the refinements. {@link
 * dev.straggler.core.stacks.TemporalRefinement} holds what a refinement needs (program points, loop values: supplied by
 * the source and launch bundles) and yields; {@link dev.straggler.core.stacks.ProgramPoint} is §4.1's lexicographic
 * tuple. The algorithms are in {@code dev.straggler.internal.core.stacks}; the reports in {@code
 * dev.straggler.core.report}.
 */
package dev.straggler.core.stacks;
