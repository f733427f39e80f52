package dev.straggler.core.traces;

import java.util.List;

import dev.straggler.internal.core.traces.ComparisonEngine;
import dev.straggler.internal.core.traces.TraceInputs;
import dev.straggler.model.traces.Trace;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * Entry point of the DiffTrace analysis (see the package comment): the NLR of one trace, and the comparison of a
 * normal with a faulty run.
 *
 * <pre>
 * TraceComparison c = TraceAnalysis.compare(normalRun, faultyRun);
 * Ranking ranking = c.rank(RankingParameters.defaults());
 * DiffNlr d = c.diffNlr(ranking.top(), TraceFilter.mpi(), TraceAnalysis.AUTO_K);
 * System.out.print(ranking.toText(20) + d.toText());
 * </pre>
 */
public final class TraceAnalysis {

    /** The paper's bound on a loop body's length ({@code 0K10} in its tables); the least K chosen from the data. */
    public static final int DEFAULT_K = 10;

    /**
     * K chosen from the data (as a K parameter): the NLR runs with K {@link #MAX_K} and the K reported is its longest
     * loop body (at least {@link #DEFAULT_K}). Every K from that length to {@link #MAX_K} gives the same NLR — the
     * smallest K at which the NLR stops changing — and the reducer's cost does not grow with K (Nlr), so the choice
     * costs nothing beyond the one pass. Per filter (and call detail), over both runs of a comparison.
     */
    public static final int AUTO_K = 0;

    /** The largest K chosen from the data: loop bodies longer than this are not folded unless -K asks for more. */
    public static final int MAX_K = 1000;

    private TraceAnalysis() {
    }

    /**
     * A comparison of {@code normal} with {@code faulty}, after checking they can be compared: same program (the
     * same build id, else the same executable path), same ranks and threads, every rank traced, no empty trace.
     * Reads nothing else yet.
     *
     * @throws TraceInputException with a user-facing message when they cannot be compared
     */
    public static TraceComparison compare(TraceSet normal, TraceSet faulty) {
        return compare(normal, faulty, false);
    }

    /**
     * As {@link #compare(TraceSet, TraceSet)}; with {@code allowRebuild}, runs of different builds (different build
     * ids: e.g. the faulty run's executable rebuilt with the bug) are compared as builds of one program, with a note,
     * instead of being refused.
     */
    public static TraceComparison compare(TraceSet normal, TraceSet faulty, boolean allowRebuild) {
        List<String> notes = TraceInputs.checkPair(normal, faulty, allowRebuild);
        return new TraceComparison(new ComparisonEngine(normal, faulty), notes);
    }

    /**
     * The NLR of trace {@code key} of {@code run} under {@code filter} with loop bodies of at most {@code k} entries
     * ({@link #AUTO_K}: from the data of the traces read). Loop ids are numbered as a comparison with {@code run} as
     * its normal run numbers them (so {@code L0} here is {@code L0} in the diffNLR), which reads the run's traces
     * before {@code key} first.
     *
     * @throws TraceInputException when the run has no such trace or it is empty
     */
    public static NlrSequence nlr(TraceSet run, TraceKey key, TraceFilter filter, int k) {
        return nlr(run, key, filter, k, false);
    }

    /** As {@link #nlr(TraceSet, TraceKey, TraceFilter, int)}; with {@code arguments}, MPI calls with their arguments. */
    public static NlrSequence nlr(TraceSet run, TraceKey key, TraceFilter filter, int k, boolean arguments) {
        if (k < 1 && k != AUTO_K) {
            throw new IllegalArgumentException("K (the longest loop body) must be at least 1, not " + k + ".");
        }
        Trace trace = run.trace(key);
        if (trace == null) {
            throw new TraceInputException("There is no trace of rank " + key.rank() + " thread " + key.thread() + " in "
                    + run.source() + (run.keys().isEmpty() ? ": it holds no trace."
                            : ": its traces are " + run.keys().get(0) + " to " + run.keys().get(run.keys().size() - 1)
                                    + " (rank.thread)."));
        }
        if (trace.isEmpty()) {
            throw new TraceInputException("The trace of rank " + key.rank() + " thread " + key.thread() + " in "
                    + run.source() + " recorded no event. Record the run again; if that thread calls no traced"
                    + " function, trace functions as well as MPI calls.");
        }
        return ComparisonEngine.nlr(run, key, filter, k, arguments);
    }
}
