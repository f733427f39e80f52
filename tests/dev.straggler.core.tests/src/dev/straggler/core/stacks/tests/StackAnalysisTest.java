package dev.straggler.core.stacks.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import dev.straggler.core.stacks.PrefixTree;
import dev.straggler.core.stacks.PrefixTree.EquivalenceClass;
import dev.straggler.core.stacks.PrefixTree.Granularity;
import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.core.stacks.ProgramPoint;
import dev.straggler.core.stacks.StackAnalysis;
import dev.straggler.core.stacks.StackTrace;
import dev.straggler.core.stacks.TemporalRefinement;
import dev.straggler.model.RankSet;

/**
 * {@link StackAnalysis}, the facade the command line and the Prefix Tree view share: the ring example's stacks plus a
 * rank whose stack goes on inside the MPI library, both trees, the frame-to-line lookup, and the refinement kept.
 */
class StackAnalysisTest {

    /** The ring's four tasks, and rank 4 in the barrier with the library's frames below the MPI call. */
    static List<StackTrace> traces() {
        List<StackTrace> out = new ArrayList<>(PrefixTreeTest.ring());
        out.add(PrefixTreeTest.t(4, PrefixTreeTest.f("main", 47), PrefixTreeTest.f("PMPI_Barrier", 0),
                PrefixTreeTest.f("ompi_coll_base_barrier_intra", 0)));
        return out;
    }

    /** main's calls at lines 43 (rank 2), 45 (rank 3) and 47 (ranks 0, 1, 4), in this order in main's body. */
    static final TemporalRefinement.ProgramPoints MAIN_ORDER = f -> f.function().equals("main")
            ? new ProgramPoint("main", List.of(new ProgramPoint.Offset(f.line() - 40))) : null;

    static Set<RankSet> classes(PrefixTree tree) {
        return tree.classes().stream().map(EquivalenceClass::ranks).collect(Collectors.toSet());
    }

    static Node child(Node n, String function) {
        return n.children().stream().filter(c -> c.frame().function().equals(function)).findFirst().orElseThrow();
    }

    @Test
    void foldsTheMpiLibraryAndBuildsBothTrees() {
        StackAnalysis s = StackAnalysis.of(traces(), RankSet.of(7), false);
        assertEquals(5, s.traceCount());
        assertEquals(RankSet.of(7), s.withoutStack());
        assertEquals(Set.of(RankSet.of(0, 1, 4), RankSet.of(2), RankSet.of(3)), classes(s.functionTree()));
        assertEquals(Granularity.LINE, s.tree(Granularity.LINE).granularity());
        assertSame(s.lineTree(), s.tree(Granularity.LINE), "built once");
        // main at three lines: three outermost nodes of the line tree, one of the function tree
        assertEquals(3, s.lineTree().root().children().size());
        assertEquals(1, s.functionTree().root().children().size());
        // with the library's internals kept, rank 4 is a class of its own
        assertEquals(4, StackAnalysis.of(traces(), RankSet.EMPTY, true).functionTree().classes().size());
    }

    @Test
    void framesOfTheFunctionTreeFindTheirLine() {
        StackAnalysis s = StackAnalysis.of(traces(), RankSet.EMPTY, false);
        Node main = s.functionTree().root().children().get(0);
        Node spin = child(main, "compute_before_send");
        assertEquals(0, spin.frame().line(), "the function tree merges lines");
        assertEquals(28, s.sourceFrame(spin).line());
        assertEquals(RankSet.of(2), s.lineNode(spin).ranks());
        // main's lowest rank (0) is at line 47
        assertEquals(47, s.sourceFrame(main).line());
        Node line47 = s.lineNode(main);
        assertSame(line47, s.lineNode(line47), "a node of the line tree is its own line node");
        assertSame(s.lineTree().root(), s.lineNode(s.functionTree().root()));
        assertNull(s.sourceFrame(s.functionTree().root()));
    }

    @Test
    void keepsTheRefinementAndOrdersTheChildren() {
        StackAnalysis s = StackAnalysis.of(traces(), RankSet.EMPTY, false);
        Node root = s.lineTree().root();
        // before: the tree's own order (the largest class first), no temporal classes
        assertEquals(List.of(47, 43, 45), root.children().stream().map(n -> n.frame().line()).toList());
        assertNull(s.latestRefinement());
        assertEquals(List.of(), s.temporalGroups(root.children().get(1)));

        TemporalRefinement.Result r = s.refine(null, MAIN_ORDER, null, true);
        assertNull(s.latestRefinement(), "refine records nothing");
        assertEquals(RankSet.of(2), r.leastProgressed());
        assertEquals(RankSet.of(0, 1, 4), r.mostProgressed());
        s.addRefinement(r, List.of("a source warning"));
        assertSame(r, s.latestRefinement());
        assertTrue(s.refinementNotes().contains("a source warning"), s.refinementNotes().toString());

        assertEquals(List.of(43, 45, 47), s.childrenInOrder(root).stream().map(n -> n.frame().line()).toList(),
                "the least progressed first");
        Node at43 = s.childrenInOrder(root).get(0);
        assertEquals("T0", s.temporalGroups(at43).get(0).label());
        assertTrue(s.isLeastProgressed(at43));
        assertTrue(s.isLeastProgressed(child(at43, "compute_before_send")));
        assertFalse(s.isLeastProgressed(s.childrenInOrder(root).get(2)));
        // the function tree shows no temporal order
        Node functionMain = s.functionTree().root().children().get(0);
        assertFalse(s.isLeastProgressed(child(functionMain, "compute_before_send")));
        assertEquals(List.of(), s.temporalGroups(functionMain));

        // a refinement from the same node replaces the earlier one; a start in the function tree maps to its line node
        TemporalRefinement.Result again = s.refine(s.functionTree().root(), MAIN_ORDER, null, false);
        assertSame(root, again.start());
        s.addRefinement(again, List.of());
        assertSame(again, s.latestRefinement());
        assertEquals(List.of(), s.refinementNotes());
    }
}
