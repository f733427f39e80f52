package dev.straggler.benchmarks;

import java.util.ArrayList;
import java.util.BitSet;
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

import dev.straggler.internal.core.progress.MarkovChain;
import dev.straggler.internal.core.progress.ObservedWaits;
import dev.straggler.internal.core.progress.Pdg;
import dev.straggler.internal.core.progress.PdgBuilder;
import dev.straggler.internal.core.progress.ProgressProblem;
import dev.straggler.internal.core.progress.Waits;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.RankSet;

/**
 * PDG + least-progressed tasks (issue 3 §4, issue 26): 10^3 … 10^7 tasks over a model of 1,000 edges, on one
 * core. The model is a program of 250 MPI call sites in an outer loop (500 states: each call and the
 * computation after it) with 250 extra branch edges; tasks sit in 8 states, in 4 distinct local models
 * (rank blocks with different iteration counts), 10% of them blocked point-to-point on a neighbour,
 * the rest of the blocked ones in a collective over everyone. {@link ReferenceCheck} compares each result with
 * the figures in releng/benchmarks/references.txt.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = { "-Xmx6g", "-XX:+UseParallelGC" })
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class ProgressAnalysisBenchmark {

    @Param({ "1000", "10000", "100000", "1000000", "10000000" })
    public int tasks;

    @Param({ "semi-dist", "dist", "loop-aware" })
    public String algorithm;

    ProgressProblem problem;
    PdgAlgorithm alg;

    static final int SITES = 250, STATES = 2 * SITES;

    @Setup(Level.Trial)
    public void setUp() {
        alg = PdgAlgorithm.get(algorithm);
        // edges: call i -> comp i -> call i+1 (500), back edge comp last -> call 0 (1), branches comp i -> call i+2 (249)
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < SITES; i++) {
            edges.add(new int[] { 2 * i, 2 * i + 1 });
            edges.add(new int[] { 2 * i + 1, 2 * ((i + 1) % SITES) });
        }
        for (int i = 0; i + 2 < SITES && edges.size() < 1000; i++) {
            edges.add(new int[] { 2 * i + 1, 2 * (i + 2) });
        }
        boolean[] computation = new boolean[STATES];
        for (int s = 1; s < STATES; s += 2) {
            computation[s] = true;
        }
        int[] occupied = { 20, 21, 100, 101, 300, 301, 450, 451 };
        int[] rankState = new int[tasks];
        Waits.Builder waits = new Waits.Builder();
        RankSet everyone = RankSet.range(0, tasks - 1);
        for (int r = 0; r < tasks; r++) {
            int s = occupied[(int) ((long) r * occupied.length / tasks)];
            rankState[r] = s;
            if (!computation[s]) {
                if (r % 10 == 0) {
                    waits.pointToPoint(r, (r + 1) % tasks);
                } else {
                    waits.collective(r, everyone);
                }
            }
        }
        List<ProgressProblem.LocalModel> locals = new ArrayList<>();
        long[] total = new long[edges.size()];
        int groups = 4;
        for (int g = 0; g < groups; g++) {
            long[] count = new long[edges.size()];
            for (int e = 0; e < edges.size(); e++) {
                count[e] = 100 + g + (e % 7); // iteration counts differ per block of ranks
                total[e] += count[e] * (tasks / groups);
            }
            int first = g * tasks / groups, last = (g + 1) * tasks / groups - 1;
            locals.add(new ProgressProblem.LocalModel(chain(edges, count), RankSet.range(first, last)));
        }
        problem = new ProgressProblem(STATES, computation, chain(edges, total), locals, rankState, waits.build(),
                ObservedWaits.Facts.NONE);
    }

    static MarkovChain chain(List<int[]> edges, long[] count) {
        int[] from = new int[edges.size()], to = new int[edges.size()];
        for (int e = 0; e < edges.size(); e++) {
            from[e] = edges.get(e)[0];
            to[e] = edges.get(e)[1];
        }
        BitSet present = new BitSet(STATES);
        present.set(0, STATES);
        return MarkovChain.of(STATES, present, from, to, count);
    }

    @Benchmark
    public Pdg pdgAndLeastProgressed() {
        return PdgBuilder.build(problem, alg);
    }
}
