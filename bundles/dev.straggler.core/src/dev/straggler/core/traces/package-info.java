/**
 * DiffTrace's whole-program trace diffing (Taheri, Briggs, Gopalakrishnan, Burtscher, "DiffTrace: Efficient
 * Whole-Program Trace Analysis and Diffing", draft, §II–§III), on the call traces of
 * {@link dev.straggler.model.traces}: the traces of a normal and a faulty run are filtered (Table I,
 * {@link dev.straggler.core.traces.TraceFilter}), reduced to their nested loop representation (§III-A,
 * Procedure 1, {@link dev.straggler.core.traces.NlrSequence}), turned into attribute sets (Table V,
 * {@link dev.straggler.core.traces.AttributeMode}) that form a concept lattice per run (§III-B, Godin's incremental
 * algorithm); the lattice gives the Jaccard similarity matrices ({@link dev.straggler.core.traces.Similarity}),
 * which are clustered hierarchically with SciPy's seven linkages (§III-C-1, {@link dev.straggler.core.traces.Linkage},
 * {@link dev.straggler.core.traces.ClusterTree}); DiffJSM = |JSM<sub>faulty</sub> − JSM<sub>normal</sub>| and its
 * clustering name the suspicious traces (§II-D), which are ordered by how far each got in its own progress before
it first departed from its normal twin (the NLR as a "measure of progress", §II: a fault spreads along waits, so the
trace it started in departs first; {@link dev.straggler.core.traces.Suspect}), and the ranking table sorts every parameter combination by the B-score
 * (Fowlkes–Mallows) of the normal against the faulty clustering (§II-D, §III-C-2, Tables VI–VII,
 * {@link dev.straggler.core.traces.Ranking}); diffNLR aligns a trace's two NLRs with Myers' diff (§II-D-1, Fig. 6,
 * {@link dev.straggler.core.traces.DiffNlr}). Entry point: {@link dev.straggler.core.traces.TraceAnalysis}. The
 * choices the draft leaves open are written down in docs/decisions/034-trace-diffing.md.
 */
package dev.straggler.core.traces;
