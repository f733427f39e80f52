/**
 * API: the progress-dependence diagnosis of AutomaDeD (TPDS paper, §3–§4) and of AutomaDeD-LA (the loop-aware paper, §4).
 * {@link dev.straggler.core.progress.ProgressAnalysis} diagnoses a {@link dev.straggler.model.Job} with one of the
 * algorithms into an EMF {@link dev.straggler.model.Diagnosis}; {@link dev.straggler.core.progress.DumpAnalysis} does it
 * for a dump directory (per-task dumps, or the PDG the runtime computed in situ); {@link
 * dev.straggler.core.progress.PdgEdges} reads an edge's direction; {@link dev.straggler.core.progress.SnapshotProgress}
 * says whether the tasks of a snapshot of a running job were progressing. The algorithm itself is in {@code
 * dev.straggler.internal.core.progress}.
 */
package dev.straggler.core.progress;
