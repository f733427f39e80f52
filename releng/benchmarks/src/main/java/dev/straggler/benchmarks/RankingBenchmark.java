package dev.straggler.benchmarks;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.FilterKind;
import dev.straggler.core.traces.Linkage;
import dev.straggler.core.traces.Ranking;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.model.traces.InMemoryTraceSet;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * The ranking table of a comparison of 64 traces (issue 12: goal ≤ 5 s for ≥ 100 parameter combinations), end to
 * end: {@code TraceAnalysis.compare(normal, faulty).rank(...)} reads both runs (one pass per trace for every filter
 * and K), builds the lattices, JSMs, DiffJSMs, the clusterings and the rows. Parameters: filters {@code ret.mpi} and
 * {@code ret.plt} × the six attribute modes × the seven linkages × K ∈ {5, 10} × 2–4 clusters = 504 rows.
 * <p>
 * Input: odd/even transposition sort on 64 ranks (DiffTrace Fig. 2, function enter/exit and MPI events), the sort
 * run {@code sorts} times in a row; the faulty run has swapBug in rank 5 from the 8th phase of every sort. One sort
 * is about 640 events per trace, so {@code sorts = 100} gives 64 traces of about 64,000 events per run.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = { "-Xmx2g", "-XX:+UseParallelGC" })
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class RankingBenchmark {

    @Param({ "1", "100" })
    public int sorts;

    static final int RANKS = 64;

    TraceSet normal, faulty;
    RankingParameters params;

    @Setup(Level.Trial)
    public void setUp() {
        normal = oddEven("normal", -1);
        faulty = oddEven("swapBug", 5);
        params = new RankingParameters(List.of(TraceFilter.mpi(), TraceFilter.of(FilterKind.RETURNS, FilterKind.PLT)),
                AttributeMode.all(), List.of(Linkage.values()), List.of(5, 10), List.of(2, 3, 4), 5);
        Ranking r = TraceAnalysis.compare(normal, faulty).rank(params);
        System.out.printf("%n%d rows, top suspect %s%n", r.rows().size(), r.top());
        if (!new TraceKey(5, 0).equals(r.top())) {
            throw new IllegalStateException("rank 5 is not the top suspect: " + r.top());
        }
    }

    /** Odd/even sort, buffered sends (the job completes), Send and Recv swapped in {@code buggy} from phase 7. */
    TraceSet oddEven(String source, int buggy) {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder(source, "oddeven", RANKS);
        for (int r = 0; r < RANKS; r++) {
            InMemoryTraceSet.TraceBuilder t = b.trace(r, 0);
            t.enter("main").mpi("MPI_Init").mpi("MPI_Comm_rank").mpi("MPI_Comm_size").call("initData");
            for (int sort = 0; sort < sorts; sort++) {
                t.enter("oddEvenSort");
                for (int i = 0; i < RANKS; i++) {
                    t.call("findPtr");
                    int ptr = (i % 2 == 0) == (r % 2 == 0) ? r + 1 : r - 1;
                    if (ptr < 0 || ptr >= RANKS) {
                        continue;
                    }
                    boolean sendFirst = (r % 2 == 0) != (r == buggy && i >= 7);
                    List<String> exchange = sendFirst ? List.of("MPI_Send", "MPI_Recv") : List.of("MPI_Recv", "MPI_Send");
                    exchange.forEach(t::mpi);
                    t.enter("compareSplit").call("memcpy").exit("compareSplit");
                }
                t.exit("oddEvenSort");
            }
            t.mpi("MPI_Finalize").exit("main");
        }
        return b.build();
    }

    @Benchmark
    public Ranking rankingTable() {
        return TraceAnalysis.compare(normal, faulty).rank(params);
    }
}
