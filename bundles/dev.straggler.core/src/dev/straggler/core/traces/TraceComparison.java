package dev.straggler.core.traces;

import java.util.ArrayList;
import java.util.List;

import dev.straggler.internal.core.traces.ComparisonEngine;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;

/**
 * A normal and a faulty run being compared (made by {@link TraceAnalysis#compare}): the ranking table, the
 * similarity matrices and clusterings of any parameter combination, and the diffNLR of any trace. Traces are read
 * lazily, once per set of (filter, K) asked for, and results are cached, so asking for the ranking and then for the
 * diffNLR of its top trace reads each trace twice at most. Long steps report to the {@link #progress(TraceProgress)
 * progress} set, which may cancel them. Not thread-safe: use it from one thread (e.g. a job). Every method may throw
 * {@link TraceInputException} when a trace file turns out to be damaged.
 */
public final class TraceComparison {

    private final ComparisonEngine engine;
    private final List<String> notes;

    TraceComparison(ComparisonEngine engine, List<String> notes) {
        this.engine = engine;
        this.notes = List.copyOf(notes);
    }

    /** Where the long steps (reading the traces, ranking) report from now on; null: nowhere. */
    public TraceComparison progress(TraceProgress progress) {
        engine.progress(progress);
        return this;
    }

    /** The traces compared (the same keys in both runs), sorted: the rows of every matrix. */
    public List<TraceKey> keys() {
        return engine.keys();
    }

    /**
     * What the user should know about the comparison so far: how the runs were found to be of one program (by build
     * id, or by path when a run records none), and K chosen from the data reaching its bound.
     */
    public List<String> notes() {
        List<String> all = new ArrayList<>(notes);
        all.addAll(engine.notes());
        return all;
    }

    /** The ranking table over every combination of {@code parameters}. */
    public Ranking rank(RankingParameters parameters) {
        return engine.rank(parameters);
    }

    /** JSM<sub>normal</sub>, JSM<sub>faulty</sub> and DiffJSM of one combination (e.g. for a heatmap). */
    public Similarity similarity(TraceFilter filter, int k, AttributeMode attributes) {
        return engine.similarity(filter, k, attributes);
    }

    /**
     * The clusterings of one combination: [0] of JSM<sub>normal</sub>, [1] of JSM<sub>faulty</sub>, [2] of DiffJSM.
     */
    public ClusterTree[] clusterings(TraceFilter filter, int k, AttributeMode attributes, Linkage linkage) {
        return engine.trees(filter, k, attributes, linkage).clone();
    }

    /** The K that {@code k} stands for under {@code filter}: itself, or for {@link TraceAnalysis#AUTO_K} the chosen one. */
    public int k(TraceFilter filter, int k, boolean arguments) {
        return engine.k(filter, k, arguments);
    }

    /** Whether the two runs' traces {@code key} differ at all under {@code filter} (calls by name or with arguments). */
    public boolean changed(TraceKey key, TraceFilter filter, int k, boolean arguments) {
        return engine.changed(key, filter, k, arguments);
    }

    /**
     * diffNLR({@code key}): the normal and the faulty NLR of the trace under {@code filter} and {@code k}, aligned,
     * MPI calls compared by name — or, when that shows no change and the runs describe their calls, with their
     * arguments (a wrong count, peer or tag). Loop ids are those of the comparison's table for (filter, K), shared by
     * every trace of both runs.
     *
     * @throws TraceInputException when the runs have no trace {@code key}
     */
    public DiffNlr diffNlr(TraceKey key, TraceFilter filter, int k) {
        return engine.diffNlr(key, filter, k);
    }

    /** As {@link #diffNlr(TraceKey, TraceFilter, int)}, with calls compared by name or with their arguments as asked. */
    public DiffNlr diffNlr(TraceKey key, TraceFilter filter, int k, boolean arguments) {
        return engine.diffNlr(key, filter, k, arguments);
    }
}
