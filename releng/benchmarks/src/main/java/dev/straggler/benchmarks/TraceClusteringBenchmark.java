package dev.straggler.benchmarks;

import java.util.ArrayList;
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
import dev.straggler.core.traces.Linkage;
import dev.straggler.internal.core.traces.AttributeInterner;
import dev.straggler.internal.core.traces.ConceptLattice;
import dev.straggler.internal.core.traces.HierarchicalClustering;
import dev.straggler.internal.core.traces.LoopTable;
import dev.straggler.internal.core.traces.Nlr;
import dev.straggler.internal.core.traces.TraceAttributes;

/**
 * Concept lattice + Jaccard matrix + hierarchical clustering with all seven linkages for 1,024 traces (issue 12:
 * goal ≤ 2 s), one run's share of a comparison: Godin's lattice over the traces' attribute sets, the JSM read from
 * it, the Euclidean distances between its rows, and the seven linkage matrices.
 * <p>
 * Input: the attributes of a synthetic hybrid MPI+OpenMP run, 256 ranks on a 16×16 grid × 4 threads, made by the
 * real NLR (K = 10) and attribute counting, with several independent sources of variation so that the lattice is
 * not trivial (the setup prints its size). Thread 0 runs 40–62 time steps (23 different counts) of a halo exchange
 * with its 2, 3 or 4 grid neighbours ([Irecv]×nb [Isend]×nb Waitall compute), an Allreduce every 5th, 6th or 7th
 * step (by grid row), a checkpoint every 8th step in every 4th grid column, a probe every 3rd step on every 5th
 * rank; threads 1–3 run 150–230 iterations (by grid row and thread) of a barrier, 2–5 CPU_Exec calls, a critical
 * section every 2nd–4th iteration (phase by column) and a lock every 16th iteration on some threads. Attributes
 * {@code sing.actual} or {@code doub.actual} (loop counts make attributes: the most concepts of the six modes).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = { "-Xmx2g", "-XX:+UseParallelGC" })
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class TraceClusteringBenchmark {

    @Param({ "sing.actual", "doub.actual" })
    public String attributes;

    static final int RANKS = 256, THREADS = 4;

    List<int[]> sets;

    @Setup(Level.Trial)
    public void setUp() {
        AttributeMode mode = AttributeMode.parse(attributes);
        AttributeInterner interner = new AttributeInterner();
        LoopTable loops = new LoopTable();
        sets = new ArrayList<>();
        for (int r = 0; r < RANKS; r++) {
            for (int t = 0; t < THREADS; t++) {
                TraceAttributes.Counter c = new TraceAttributes.Counter();
                Nlr nlr = new Nlr(10, loops, c);
                for (int s : hybridTrace(r, t)) {
                    nlr.push(s);
                }
                nlr.finish();
                sets.add(c.finish().attributes(mode, interner));
            }
        }
        ConceptLattice lattice = new ConceptLattice();
        sets.forEach(lattice::add);
        System.out.printf("%n%d traces, %d attributes, %d concepts%n", sets.size(), interner.size(), lattice.size());
    }

    /** The symbols (already filtered) of thread {@code t} of rank {@code r}. */
    static int[] hybridTrace(int r, int t) {
        final int INIT = 0, RANK = 1, SIZE = 2, FINALIZE = 3, IRECV = 4, ISEND = 5, WAITALL = 6, COMPUTE = 7,
                ALLREDUCE = 8, BARRIER = 9, CPU = 10, CRIT_START = 11, MEMCPY = 12, CRIT_END = 13, CHECKPOINT = 14,
                WRITE = 15, PROBE = 16, LOCK = 17, UNLOCK = 18;
        List<Integer> s = new ArrayList<>();
        int x = r % 16, y = r / 16;
        if (t == 0) {
            s.add(INIT);
            s.add(RANK);
            s.add(SIZE);
            int neighbours = (x > 0 ? 1 : 0) + (x < 15 ? 1 : 0) + (y > 0 ? 1 : 0) + (y < 15 ? 1 : 0);
            int steps = 40 + (r * 7) % 23; // load imbalance: 23 step counts
            for (int step = 0; step < steps; step++) {
                for (int d = 0; d < neighbours; d++) {
                    s.add(IRECV);
                }
                for (int d = 0; d < neighbours; d++) {
                    s.add(ISEND);
                }
                s.add(WAITALL);
                s.add(COMPUTE);
                if (step % (5 + y % 3) == 4) { // every 5th, 6th or 7th step by grid row
                    s.add(ALLREDUCE);
                }
                if (x % 4 == 0 && step % 8 == 7) { // ranks of every 4th column checkpoint
                    s.add(CHECKPOINT);
                    s.add(WRITE);
                }
                if (r % 5 == 0 && step % 3 == 0) { // some ranks probe for late messages
                    s.add(PROBE);
                }
            }
            s.add(FINALIZE);
        } else {
            int iterations = 150 + 10 * ((y + 3 * t) % 9);
            int work = 2 + (r + t) % 4;
            for (int i = 0; i < iterations; i++) {
                s.add(BARRIER);
                for (int w = 0; w < work; w++) {
                    s.add(CPU);
                }
                if ((i + x) % (2 + t) == 0) { // improved result: critical section
                    s.add(CRIT_START);
                    s.add(MEMCPY);
                    s.add(CRIT_END);
                }
                if (x % 3 == t % 3 && i % 16 == 0) { // a lock taken by some threads
                    s.add(LOCK);
                    s.add(UNLOCK);
                }
            }
        }
        return s.stream().mapToInt(i -> 2 * i).toArray();
    }

    @Benchmark
    public double latticeJsmAndAllLinkages() {
        ConceptLattice lattice = new ConceptLattice();
        for (int[] a : sets) {
            lattice.add(a);
        }
        double[][] jsm = lattice.jaccard();
        double[] d = HierarchicalClustering.rowDistances(jsm);
        double check = 0;
        for (Linkage l : Linkage.values()) {
            double[][] z = HierarchicalClustering.linkage(d, jsm.length, l);
            check += z[z.length - 1][2];
        }
        return check;
    }
}
