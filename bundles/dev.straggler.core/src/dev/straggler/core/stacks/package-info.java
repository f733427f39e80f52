/**
 * Merged stacks of every task: STAT's call-graph prefix tree and its task equivalence classes (Ahn et al.,
 * "Scalable Temporal Order Analysis for Large Scale Debugging", SC'09, §2: "STAT gathers stack traces across
 * tasks ... and merges the traces into a call graph prefix tree, from which it identifies task equivalence
 * classes"; §3 on why function-level classes are too coarse, hence the function+line tree built from the same
 * traces). Input: the sampled stacks of a {@link dev.straggler.model.Job} (already symbolized) or
 * {@link StackTrace}s from attach mode; {@link PrefixTree} merges them root (outermost frame) to leaf (innermost),
 * each node carrying a compressed {@link dev.straggler.model.RankSet}, so memory grows with the number of distinct
 * paths, not of tasks; the classes are the rank sets of the nodes where tasks' paths end (the leaves), labelled
 * {@code "k: [ranges]"}. {@link StackTreeReport} prints the tree as text, Graphviz and JSON. The chronology-aware
 * refinement (§3–§4, temporal order) is not here yet.
 */
package dev.straggler.core.stacks;
