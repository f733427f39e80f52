/**
 * Implementation of the progress-dependence analysis (AutomaDeD, TPDS paper §3–§4): the Markov chains of the tasks
 * ({@link dev.straggler.internal.core.progress.MarkovChain}), path probabilities as hitting probabilities (Def. 3,
 * {@link dev.straggler.internal.core.progress.HittingProbabilities}), dependence by Table 1
 * ({@link dev.straggler.internal.core.progress.Dependence}), DIST and SEMI-DIST PDG construction with the union of Table 2,
 * point-to-point (Def. 2) and collective-membership (Def. 1) waits, any-source waits, the loop-aware order of
 * AutomaDeD-LA (the loop-aware paper's §4.3, {@link dev.straggler.internal.core.progress.LoopAwarePdg}) and the
 * least-progressed tasks with the elimination rule of §4.3 ({@link dev.straggler.internal.core.progress.LeastProgressed})
 * and from the observed waits ({@link dev.straggler.internal.core.progress.ObservedWaits}). The input holds no
 * object per task: states in one array, the waits grouped by what they wait on
 * ({@link dev.straggler.internal.core.progress.Waits}).
 * Internal: friends are the core tests.
 */
package dev.straggler.internal.core.progress;
