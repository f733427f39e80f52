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

import dev.straggler.core.stacks.PrefixTree;
import dev.straggler.core.stacks.StackFrame;
import dev.straggler.core.stacks.StackTrace;

/**
 * STAT's prefix tree (issue 4 §2): merging 10^6 stack traces of depth 30 (target: at most 1 s), on one core.
 * Every trace shares an outer prefix of 25 frames and ends in one of {@code classes} tails of 5 frames; ranks are
 * dealt to the classes round-robin (rank r in class r mod classes), the worst case for the rank sets' compression.
 * Frames carry a module, as frames from dumps do (a function+line tree then builds a key per frame). The result's
 * size is checked: {@code 25 + 5 * classes} nodes.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = { "-Xmx4g", "-XX:+UseParallelGC" })
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class PrefixTreeBenchmark {

    @Param({ "1000000" })
    public int traces;

    @Param({ "1", "16" })
    public int classes;

    @Param({ "FUNCTION", "LINE" })
    public String granularity;

    static final int DEPTH = 30, TAIL = 5;

    List<StackTrace> input;
    PrefixTree.Granularity g;

    @Setup(Level.Trial)
    public void setUp() {
        g = PrefixTree.Granularity.valueOf(granularity);
        List<List<StackFrame>> paths = new ArrayList<>();
        for (int c = 0; c < classes; c++) {
            List<StackFrame> frames = new ArrayList<>(DEPTH); // innermost first
            for (int d = 0; d < TAIL; d++) {
                frames.add(new StackFrame("tail_" + c + "_" + d, "/src/solver.c", 100 + d, "/opt/app/bin/solver"));
            }
            for (int d = TAIL; d < DEPTH; d++) {
                frames.add(new StackFrame("common_" + d, "/src/driver.c", 10 + d, "/opt/app/bin/solver"));
            }
            paths.add(List.copyOf(frames));
        }
        input = new ArrayList<>(traces);
        for (int r = 0; r < traces; r++) {
            input.add(new StackTrace(r, paths.get(r % classes)));
        }
    }

    @Benchmark
    public PrefixTree merge() {
        PrefixTree tree = PrefixTree.build(input, g);
        if (tree.nodeCount() != DEPTH - TAIL + TAIL * classes || tree.classes().size() != classes) {
            throw new IllegalStateException("wrong tree: " + tree.nodeCount() + " nodes");
        }
        return tree;
    }
}
