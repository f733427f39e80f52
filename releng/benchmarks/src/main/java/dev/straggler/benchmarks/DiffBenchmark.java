package dev.straggler.benchmarks;

import java.util.List;
import java.util.Map;
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
import dev.straggler.core.traces.DiffNlr;
import dev.straggler.core.traces.Linkage;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceDiff;
import dev.straggler.model.traces.InMemoryTraceSet;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * {@code straggler diff} at size (issue 23: LULESH's 68 M events ran 24 minutes in the diffNLR step): the whole
 * comparison of two runs of {@value #EVENTS} events each — both runs read through every pipeline of the default
 * parameters (filters ret.mpi and ret.plt, calls by name and with their arguments: four NLRs per event), the 504
 * ranking rows, the suspects' divergences, and the top suspect's diffNLR — as {@code TraceDiff.of(...)} and
 * {@code suspectDiffNlrs(1, ...)}, the two calls the command makes. One operation is one whole diff (single shot);
 * the score is its time.
 * <p>
 * Input: a function trace of an SPMD time-step code on {@value #RANKS} ranks, {@value #STEPS} steps, about
 * {@value #EVENTS} / {@value #RANKS} events per rank, enter and exit events and MPI calls with their arguments: per step a halo exchange (4 ×
 * [Irecv Isend] with their peers and sizes, Waitall), 14 physics calls of which one has an inner loop of 6 kernel
 * calls (so a step is 18 entries once the inner loops fold: longer than the paper's K = 10), an Allreduce, and a
 * checkpoint every 50th step. The faulty run: rank 5 calls the kernel 5 times instead of 6 in every 97th step, and
 * every rank's Allreduce carries 16 B instead of 8 from the 1000th step on. {@code k}: {@code auto} (the default: K
 * from the data) or {@code 10} (forced: the time-step loop stays unfolded and the diffNLR's alignment meets its
 * bound). The setup prints the top suspect and the diffNLR's summary.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgs = { "-Xmx6g", "-XX:+UseParallelGC" })
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class DiffBenchmark {

    static final int EVENTS = 10_000_000;
    static final int RANKS = 8;
    /** A step is 56 events (2 more with a checkpoint): the steps that make {@value #EVENTS} events in all. */
    static final int STEPS = EVENTS / RANKS / 56;

    @Param({ "auto", "10" })
    public String k;

    TraceSet normal, faulty;
    RankingParameters params;

    @Setup(Level.Trial)
    public void setUp() {
        normal = run("normal", false);
        faulty = run("faulty", true);
        RankingParameters d = RankingParameters.defaults();
        params = new RankingParameters(d.filters(), AttributeMode.all(), List.of(Linkage.values()),
                List.of(k.equals("auto") ? TraceAnalysis.AUTO_K : Integer.parseInt(k)), d.clusterCounts(), d.top());
        long start = System.nanoTime();
        TraceDiff diff = diff();
        DiffNlr n = diff.suspectDiffNlrs(1, List.of()).get(0);
        System.out.printf("%n%d + %d events, %d rows, top suspect %s, changed %s; diffNLR under %s: %s%s; %.1f s%n",
                events(normal), events(faulty), diff.ranking().rows().size(), diff.ranking().top(),
                diff.ranking().changed(), n.under(), n.toString().length() > 300 ? n.toString().substring(0, 300) + "..."
                        : n, n.note() == null ? "" : " (" + n.note() + ")", (System.nanoTime() - start) / 1e9);
        if (!new TraceKey(5, 0).equals(diff.ranking().top())) {
            throw new IllegalStateException("rank 5 is not the top suspect: " + diff.ranking().top());
        }
    }

    static long events(TraceSet run) {
        long n = 0;
        for (TraceKey key : run.keys()) {
            n += run.trace(key).eventCount();
        }
        return n;
    }

    TraceDiff diff() {
        return TraceDiff.of(null, null, normal, faulty, params, Map.of());
    }

    static TraceSet run(String source, boolean faulty) {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder(source, "/bench/physics", RANKS).buildId("bench");
        for (int r = 0; r < RANKS; r++) {
            InMemoryTraceSet.TraceBuilder t = b.trace(r, 0);
            t.enter("main").mpi("MPI_Init").mpi("MPI_Comm_rank").mpi("MPI_Comm_size");
            for (int step = 0; step < STEPS; step++) {
                t.enter("timestep").enter("exchange");
                for (int d = 0; d < 4; d++) {
                    int peer = (r + 1 + 2 * d) % RANKS;
                    t.mpi("MPI_Irecv", "from " + peer + ", tag " + d + ", 4096 B")
                            .mpi("MPI_Isend", "to " + peer + ", tag " + d + ", 4096 B");
                }
                t.mpi("MPI_Waitall").exit("exchange");
                for (int f = 0; f < 14; f++) {
                    t.enter("physics" + f);
                    if (f == 7) {
                        int kernels = faulty && r == 5 && step % 97 == 13 ? 5 : 6;
                        for (int i = 0; i < kernels; i++) {
                            t.call("kernel");
                        }
                    }
                    t.exit("physics" + f);
                }
                t.enter("dt").mpi("MPI_Allreduce", (faulty && step >= 1000 ? 16 : 8) + " B").exit("dt");
                if (step % 50 == 49) {
                    t.call("checkpoint");
                }
                t.exit("timestep");
            }
            t.mpi("MPI_Finalize").exit("main");
        }
        return b.build();
    }

    @Benchmark
    public List<DiffNlr> diffWithTheDefaults() {
        return diff().suspectDiffNlrs(1, List.of());
    }
}
