package dev.straggler.core.stacks.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.core.report.StackTreeReport;
import dev.straggler.core.stacks.PrefixTree;
import dev.straggler.core.stacks.PrefixTree.EquivalenceClass;
import dev.straggler.core.stacks.PrefixTree.Granularity;
import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.core.stacks.RankLabels;
import dev.straggler.core.stacks.StackFrame;
import dev.straggler.core.stacks.StackTrace;
import dev.straggler.internal.core.stacks.StackTraces;
import dev.straggler.model.RankSet;

/** STAT's prefix tree (SC'09 §2) on hand-checked stacks: merging, classes, labels, the two granularities. */
class PrefixTreeTest {

    static StackFrame f(String function, int line) {
        return StackFrame.of(function, "app.c", line);
    }

    /** A trace from the outermost frame to the innermost (as one reads a call chain). */
    static StackTrace t(int rank, StackFrame... outerToInner) {
        List<StackFrame> frames = new ArrayList<>(List.of(outerToInner));
        java.util.Collections.reverse(frames);
        return new StackTrace(rank, frames);
    }

    /** The ring example's stacks: 0 and 1 in the barrier, 2 computing, 3 in Waitall. */
    static List<StackTrace> ring() {
        return List.of(
                t(0, f("main", 47), f("MPI_Barrier", 0)),
                t(1, f("main", 47), f("MPI_Barrier", 0)),
                t(2, f("main", 43), f("compute_before_send", 28)),
                t(3, f("main", 45), f("MPI_Waitall", 0)));
    }

    static Set<RankSet> classRanks(PrefixTree tree) {
        return tree.classes().stream().map(EquivalenceClass::ranks).collect(Collectors.toSet());
    }

    @Test
    void mergesFromTheOutermostFrameAndEveryNodeHoldsItsTasks() {
        PrefixTree tree = PrefixTree.build(ring(), Granularity.FUNCTION);
        assertEquals(1, tree.root().children().size());
        Node main = tree.root().children().get(0);
        assertEquals("main", main.frame().function());
        assertEquals(RankSet.range(0, 3), main.ranks());
        assertEquals(3, main.children().size());
        // largest first, then lowest first rank
        assertEquals(List.of("MPI_Barrier", "compute_before_send", "MPI_Waitall"),
                main.children().stream().map(n -> n.frame().function()).toList());
        assertEquals(RankSet.of(0, 1), main.children().get(0).ranks());
        assertEquals(4, tree.nodeCount());
        assertEquals(RankSet.range(0, 3), tree.ranks());
    }

    @Test
    void classesAreTheLeavesRankSets() {
        PrefixTree tree = PrefixTree.build(ring(), Granularity.FUNCTION);
        assertEquals(Set.of(RankSet.of(0, 1), RankSet.of(2), RankSet.of(3)), classRanks(tree));
        EquivalenceClass first = tree.classes().get(0);
        assertEquals(RankSet.of(0, 1), first.ranks());
        assertEquals(List.of("MPI_Barrier", "main"), first.frames().stream().map(StackFrame::function).toList());
        assertEquals("2: [0-1]", first.label());
    }

    @Test
    void aTaskWhoseStackIsAPrefixOfAnothersHasItsOwnClass() {
        PrefixTree tree = PrefixTree.build(List.of(t(0, f("main", 5), f("solve", 9)), t(1, f("main", 5))),
                Granularity.FUNCTION);
        assertEquals(Set.of(RankSet.of(0), RankSet.of(1)), classRanks(tree));
        Node main = tree.root().children().get(0);
        assertEquals(RankSet.of(1), main.ends());
        assertEquals(RankSet.of(0, 1), main.ranks());
    }

    @Test
    void functionTreeMergesCallSitesTheLineTreeSeparatesThem() {
        // STAT §2: foo calls bar from two call sites; equal at the function level, not at the line level
        List<StackTrace> traces = List.of(
                t(0, f("main", 10), f("foo", 20), f("bar", 30)),
                t(1, f("main", 10), f("foo", 22), f("bar", 30)),
                t(2, f("main", 10), f("foo", 20), f("bar", 30)));
        PrefixTree functions = PrefixTree.build(traces, Granularity.FUNCTION);
        assertEquals(Set.of(RankSet.range(0, 2)), classRanks(functions));
        assertEquals(3, functions.nodeCount());
        Node foo = functions.root().children().get(0).children().get(0);
        assertNull(foo.frame().file(), "a function node has no line");
        PrefixTree lines = PrefixTree.build(traces, Granularity.LINE);
        assertEquals(Set.of(RankSet.of(0, 2), RankSet.of(1)), classRanks(lines));
        assertEquals(5, lines.nodeCount());
        Node foo20 = lines.root().children().get(0).children().get(0);
        assertEquals(20, foo20.frame().line());
        assertEquals("foo (app.c:20)", foo20.frame().describe(true));
    }

    @Test
    void labelsAreCountAndRanges() {
        assertEquals("3: [0-1,3]", RankLabels.label(RankSet.of(0, 1, 3)));
        assertEquals("1: [7]", RankLabels.label(RankSet.of(7)));
        assertEquals("5: [0,2,...]", RankLabels.label(RankSet.of(0, 2, 4, 6, 8), 2));
        assertEquals("5: [0,2,4,6,8]", RankLabels.label(RankSet.of(0, 2, 4, 6, 8), 12));
    }

    @Test
    void unknownFunctionsMergePerModule() {
        StackFrame a = new StackFrame(null, null, 0, "/usr/lib/libevent.so.7");
        StackFrame b = new StackFrame(null, null, 0, "/usr/lib/libevent.so.7");
        PrefixTree tree = PrefixTree.build(List.of(t(0, f("main", 1), a), t(1, f("main", 1), b)), Granularity.LINE);
        assertEquals(Set.of(RankSet.of(0, 1)), classRanks(tree));
        assertEquals("??@libevent.so.7", tree.classes().get(0).frames().get(0).function());
    }

    @Test
    void mpiInternalsAreCutAtTheOutermostEntryPoint() {
        // with the runtime: main -> MPI_Barrier (wrapper) -> PMPI_Barrier -> internals; without: main -> PMPI_Barrier
        StackTrace wrapped = t(0, f("main", 47), StackFrame.of("MPI_Barrier", "wrappers.c", 900),
                StackFrame.of("PMPI_Barrier", null, 0), StackFrame.of("ompi_coll_base_barrier", null, 0),
                StackFrame.of("opal_progress", null, 0));
        StackTrace unwrapped = t(1, f("main", 47), StackFrame.of("PMPI_Barrier", null, 0),
                StackFrame.of("ompi_request_default_wait_all", null, 0), StackFrame.of("sched_yield", null, 0));
        StackTrace fortran = t(2, f("MAIN__", 12), StackFrame.of("pmpi_barrier_", null, 0),
                StackFrame.of("ompi_barrier_f", null, 0));
        List<StackTrace> trimmed = StackTraces.withoutMpiInternals(List.of(wrapped, unwrapped, fortran), false);
        assertEquals(List.of(StackFrame.of("MPI_Barrier", null, 0), f("main", 47)), trimmed.get(0).frames());
        assertEquals(trimmed.get(0).frames(), trimmed.get(1).frames());
        assertEquals("mpi_barrier_", trimmed.get(2).frames().get(0).function());
        PrefixTree tree = PrefixTree.build(trimmed.subList(0, 2), Granularity.LINE);
        assertEquals(Set.of(RankSet.of(0, 1)), classRanks(tree));
        assertSame(wrapped.frames(), StackTraces.withoutMpiInternals(List.of(wrapped), true).get(0).frames());
        // a user function that merely starts with mpi_ is kept
        assertEquals(2, StackTraces.withoutMpiInternals(List.of(t(3, f("main", 1), f("mpi_setup", 3))), false)
                .get(0).frames().size());
    }

    @Test
    void identicalTracesCostOnePathWhateverTheNumberOfTasks() {
        List<StackFrame> frames = new ArrayList<>();
        for (int d = 0; d < 30; d++) {
            frames.add(StackFrame.of("f" + d, "deep.c", 100 + d));
        }
        List<StackTrace> traces = new ArrayList<>();
        for (int r = 0; r < 100_000; r++) {
            traces.add(new StackTrace(r, frames));
        }
        for (Granularity g : Granularity.values()) {
            PrefixTree tree = PrefixTree.build(traces, g);
            assertEquals(30, tree.nodeCount(), g.toString());
            assertEquals(1, tree.classes().size());
            assertEquals(RankSet.range(0, 99_999), tree.classes().get(0).ranks());
            assertEquals(1, tree.classes().get(0).ranks().rangeCount());
            assertEquals("100000: [0-99999]", tree.root().children().get(0).label());
        }
    }

    @Test
    void severalThreadsOfOneTaskPutTheTaskInSeveralClasses() {
        PrefixTree tree = PrefixTree.build(List.of(new StackTrace(0, 100, List.of(f("main", 3))),
                new StackTrace(0, 101, List.of(f("progress_thread", 8))), new StackTrace(1, 200, List.of(f("main", 3)))),
                Granularity.FUNCTION);
        assertEquals(Set.of(RankSet.of(0, 1), RankSet.of(0)), classRanks(tree));
        assertEquals(RankSet.of(0, 1), tree.ranks());
    }

    @Test
    void jsonHasClassesInnermostFirstAndTheTree() {
        PrefixTree tree = PrefixTree.build(ring(), Granularity.LINE);
        JsonObject json = JsonParser.parseString(StackTreeReport.jsonText(tree, RankSet.of(4), List.of("w")))
                .getAsJsonObject();
        assertEquals("line", json.get("granularity").getAsString());
        JsonArray classes = json.getAsJsonArray("classes");
        assertEquals(3, classes.size());
        JsonObject barrier = classes.get(0).getAsJsonObject();
        assertEquals("[0,1]", barrier.getAsJsonArray("ranks").toString());
        JsonObject inner = barrier.getAsJsonArray("frames").get(0).getAsJsonObject();
        assertEquals("MPI_Barrier", inner.get("function").getAsString());
        JsonObject main = barrier.getAsJsonArray("frames").get(1).getAsJsonObject();
        assertEquals("main", main.get("function").getAsString());
        assertEquals(47, main.get("line").getAsInt());
        assertEquals("app.c", main.get("file").getAsString());
        JsonObject root = json.getAsJsonObject("tree");
        assertEquals(4, root.get("count").getAsInt());
        assertEquals("0-3", root.get("ranks").getAsString());
        assertEquals(3, root.getAsJsonArray("children").size(), "main at three lines");
        assertEquals("[4]", json.getAsJsonArray("withoutStack").toString());
    }

    @Test
    void textAndDotShowLabelsPerNode() {
        PrefixTree tree = PrefixTree.build(ring(), Granularity.FUNCTION);
        String text = StackTreeReport.text(tree, RankSet.EMPTY, List.of());
        assertTrue(text.contains("4: [0-3]  main\n"), text);
        assertTrue(text.contains("\n    2: [0-1]  MPI_Barrier\n"), text);
        assertTrue(text.contains("1: [2]  compute_before_send"), text);
        assertTrue(text.contains("3 classes"), text);
        String dot = StackTreeReport.dot(tree);
        assertTrue(dot.startsWith("digraph stacks {") && dot.contains("label=\"2: [0-1]\"")
                && dot.contains("fillcolor"), dot);
    }

    /** STAT's layout, as STATview reads it (STAThelper: node_attr_to_label, edge_attr_to_label, get_task_list). */
    @Test
    void statDotHasStatsNodeAndEdgeAttributes() {
        PrefixTree tree = PrefixTree.build(ring(), Granularity.LINE);
        String dot = StackTreeReport.statDot(tree);
        assertTrue(dot.startsWith("digraph G {\n\tnode [shape=record,style=filled,labeljust=c,height=0.2];\n"
                + "\t0 [label=\"/\", function=\"/\"];\n"), dot);
        // the root's children: main at three lines; rank 0-1 go through main@app.c:47
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("\t(\\d+) \\[label=\"main@app.c:47\", function=\"main\", source=\"app.c\", line=\"47\"\\];")
                .matcher(dot);
        assertTrue(m.find(), dot);
        String main47 = m.group(1);
        assertTrue(dot.contains("\t0 -> " + main47 + " [label=\"2:[0-1]\", bv=\"[0-1]\", count=\"2\"];"), dot);
        // a frame without a line: the function alone, source and line "(null)" as STAT writes them
        assertTrue(dot.contains("[label=\"MPI_Waitall\", function=\"MPI_Waitall\", source=\"(null)\", line=\"(null)\"];"),
                dot);
        // one node per tree node, one edge into each but the root
        assertEquals(tree.nodeCount() + 1L, dot.lines().filter(l -> l.matches("\t\\d+ \\[label=.*")).count(), dot);
        assertEquals(tree.nodeCount(), dot.lines().filter(l -> l.contains(" -> ")).count(), dot);
        assertTrue(dot.endsWith("}\n"));
    }

    @Test
    void statDotEscapesRecordCharacters() {
        PrefixTree tree = PrefixTree.build(List.of(t(0, f("std::vector<int>::at", 3)), t(1, f("std::vector<int>::at", 3))),
                Granularity.LINE);
        String dot = StackTreeReport.statDot(tree);
        assertTrue(dot.contains("label=\"std::vector\\<int\\>::at@app.c:3\", function=\"std::vector<int>::at\""), dot);
        assertTrue(dot.contains("bv=\"[0-1]\", count=\"2\""), dot);
    }
}
