package dev.straggler.benchmarks;

import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.Similarity;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.internal.core.traces.LoopTable;
import dev.straggler.internal.core.traces.Nlr;
import dev.straggler.internal.core.traces.TraceAttributes;
import dev.straggler.model.traces.InMemoryTraceSet;
import dev.straggler.model.traces.TraceEvent;

/**
 * Nested loop recognition (DiffTrace Procedure 1, issue 12: goal ≥ 20 M events/s on one core), K = 10, over
 * {@value #EVENTS} events per operation; the score is events per second.
 * <ul>
 * <li>{@code reduce}: the reducer alone ({@code Nlr.push} with the attribute counter as its sink, as the comparison
 * runs it), every event pushed;</li>
 * <li>{@code pass}: the comparison's pass over a trace, {@code TraceAnalysis.compare(run, run).similarity(...)} on a
 * one-trace in-memory run (so the trace is read twice, as normal and as faulty run), with the filter that keeps
 * everything (every event reaches the reducer): batches from the cursor, the filter's map, the reducer, the
 * attribute counts (the lattice of one trace costs nothing).</li>
 * </ul>
 * Shapes: {@code loops} — an SPMD time-step loop: per step a halo exchange (4 × [Irecv Isend]), Waitall, a
 * compute call with an inner loop of 6 × [kernel], and an Allreduce every 10th step, as function enter/exit and MPI
 * events (so the reducer keeps a nested loop on its stack); {@code irregular} — uniformly random symbols out of 40,
 * where no loop forms and every push scans the whole window of 3K elements (the worst case).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgs = { "-Xmx2g", "-XX:+UseParallelGC" })
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
public class NlrBenchmark {

    static final int EVENTS = 4_000_000;
    static final int K = 10;

    @Param({ "loops", "irregular" })
    public String shape;

    int[] symbols;
    InMemoryTraceSet run;
    static final AttributeMode SINGLES = AttributeMode.parse("sing.nofreq");
    final TraceFilter everything = TraceFilter.of();

    @Setup(Level.Trial)
    public void setUp() {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder("bench", "bench", 1);
        InMemoryTraceSet.TraceBuilder t = b.trace(0, 0);
        Random random = new Random(1);
        int[] events = new int[EVENTS];
        int n = 0;
        if (shape.equals("loops")) {
            int[] step = stepEvents(b);
            int[] allreduce = { TraceEvent.pack(TraceEvent.MPI_CALL, b.function("MPI_Allreduce")) };
            for (int s = 0; n < EVENTS; s++) {
                for (int e : step) {
                    if (n < EVENTS) {
                        events[n++] = e;
                    }
                }
                if (s % 10 == 9 && n < EVENTS) {
                    events[n++] = allreduce[0];
                }
            }
        } else {
            for (int i = 0; i < 40; i++) {
                b.function("f" + i);
            }
            while (n < EVENTS) {
                events[n++] = TraceEvent.pack(TraceEvent.ENTER, random.nextInt(40));
            }
        }
        for (int e : events) {
            t.event(e);
        }
        run = b.build();
        // the reducer's input: every event as a symbol (2 * function id, + 1 for a return), as the filter
        // "everything" maps them
        symbols = new int[EVENTS];
        for (int i = 0; i < EVENTS; i++) {
            int e = events[i];
            symbols[i] = 2 * TraceEvent.function(e) + (TraceEvent.kind(e) == TraceEvent.EXIT ? 1 : 0);
        }
    }

    private static int[] stepEvents(InMemoryTraceSet.Builder b) {
        java.util.List<Integer> s = new java.util.ArrayList<>();
        java.util.function.BiConsumer<Integer, String> add = (kind, name) -> s.add(TraceEvent.pack(kind, b.function(name)));
        add.accept(TraceEvent.ENTER, "timestep");
        for (int d = 0; d < 4; d++) {
            add.accept(TraceEvent.MPI_CALL, "MPI_Irecv");
            add.accept(TraceEvent.MPI_CALL, "MPI_Isend");
        }
        add.accept(TraceEvent.MPI_CALL, "MPI_Waitall");
        add.accept(TraceEvent.ENTER, "compute");
        for (int i = 0; i < 6; i++) {
            add.accept(TraceEvent.ENTER, "kernel");
            add.accept(TraceEvent.EXIT, "kernel");
        }
        add.accept(TraceEvent.EXIT, "compute");
        add.accept(TraceEvent.EXIT, "timestep");
        return s.stream().mapToInt(Integer::intValue).toArray();
    }

    @Benchmark
    @OperationsPerInvocation(EVENTS)
    public TraceAttributes reduce() {
        TraceAttributes.Counter counter = new TraceAttributes.Counter();
        Nlr nlr = new Nlr(K, new LoopTable(), counter);
        for (int s : symbols) {
            nlr.push(s);
        }
        nlr.finish();
        return counter.finish();
    }

    @Benchmark
    @OperationsPerInvocation(2 * EVENTS)
    public Similarity pass() {
        return TraceAnalysis.compare(run, run).similarity(everything, K, SINGLES);
    }
}
