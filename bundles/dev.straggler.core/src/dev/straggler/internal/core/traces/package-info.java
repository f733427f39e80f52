/**
 * The algorithms behind {@link dev.straggler.core.traces} (DiffTrace §III): the streaming NLR reducer of
 * Procedure 1 with its shared loop table ({@link dev.straggler.internal.core.traces.Nlr},
 * {@link dev.straggler.internal.core.traces.LoopTable}), attribute counting
 * ({@link dev.straggler.internal.core.traces.TraceAttributes}), Godin's incremental concept lattice and the Jaccard
 * matrix read from it ({@link dev.straggler.internal.core.traces.ConceptLattice}, §III-B), SciPy's hierarchical
 * clustering, flat clusters and the Fowlkes–Mallows index ({@link dev.straggler.internal.core.traces.HierarchicalClustering},
 * {@link dev.straggler.internal.core.traces.FlatClusters}, §III-C), the input checks
 * ({@link dev.straggler.internal.core.traces.TraceInputs}) and the pipeline that runs them over a normal and a
 * faulty run ({@link dev.straggler.internal.core.traces.ComparisonEngine}), including where each suspect's faulty
trace first departs from its normal one (kept events before the first difference / the normal trace's kept
events, one extra streaming pass per suspect). Internal: only the core bundle and its
 * tests use it.
 */
package dev.straggler.internal.core.traces;
