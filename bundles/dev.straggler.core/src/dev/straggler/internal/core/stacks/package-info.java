/**
 * Implementation of the stacks analysis: the stack traces of a job's dumps and the folding of the MPI library's frames
 * into the MPI call ({@link dev.straggler.internal.core.stacks.StackTraces}), and STAT's adaptive refinement (SC'09
 * §4.3, {@link dev.straggler.internal.core.stacks.TemporalRefiner}): temporal equivalence classes at each branching
 * point, ordered by program points and Loop Order Variable values, and the least- and most-progressed tasks. Used
 * through {@link dev.straggler.core.stacks.StackAnalysis}. Internal: friends are the core tests.
 */
package dev.straggler.internal.core.stacks;
