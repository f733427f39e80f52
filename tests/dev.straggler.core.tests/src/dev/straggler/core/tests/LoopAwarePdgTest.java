package dev.straggler.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.straggler.core.progress.Pdg;
import dev.straggler.core.progress.PdgBuilder;
import dev.straggler.core.tests.PdgBuilderTest.ProblemBuilder;
import dev.straggler.model.DependenceType;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.RankSet;

/**
 * The loop-aware analysis (AutomaDeD-LA, Algorithm 1) on the loop patterns where Table 1 fails: an
 * endless loop, tasks in different iterations, nested loops. Without any wait information, so that
 * only the iteration counts and the distance from the loop entry can order the tasks.
 */
class LoopAwarePdgTest {

    /** States of one iteration: 0 irecv, 1 comp, 2 isend, 3 waitall, 4 barrier, 5 comp after barrier. */
    static ProblemBuilder ring(int ranks) {
        return new ProblemBuilder(6, ranks).computation(1, 5);
    }

    @Test
    void sameIterationIsOrderedByDistanceFromTheLoopEntry() {
        ProblemBuilder b = ring(4);
        for (int r = 0; r < 4; r++) {
            b.path(r, 3, 0, 1, 2, 3, 4, 5, 0);
        }
        b.at(0, 4).at(1, 4).at(2, 1).at(3, 3);
        // Table 1 gives nothing here: every pair is undefined (both path probabilities 1)
        Pdg semi = PdgBuilder.build(b.build(), PdgAlgorithm.SEMI_DIST);
        assertTrue(semi.edges().stream().allMatch(e -> e.type() == DependenceType.UNDEFINED));
        Pdg la = PdgBuilder.build(b.build(), PdgAlgorithm.LOOP_AWARE);
        assertEquals(RankSet.of(2), PdgBuilderTest.lpRanks(la));
        assertTrue(la.edges().stream().noneMatch(e -> e.type() == DependenceType.UNDEFINED), la.edges().toString());
    }

    @Test
    void tasksInDifferentIterationsOfOneState() {
        // all four in the waitall (state 3); rank 1 completed one iteration fewer
        ProblemBuilder b = ring(4);
        for (int r = 0; r < 4; r++) {
            b.path(r, r == 1 ? 4 : 5, 0, 1, 2, 3, 4, 5, 0);
            b.path(r, 1, 0, 1, 2, 3);
            b.at(r, 3);
        }
        Pdg semi = PdgBuilder.build(b.build(), PdgAlgorithm.SEMI_DIST);
        assertEquals(1, semi.nodes().size(), "one state: one group for the original algorithms");
        Pdg la = PdgBuilder.build(b.build(), PdgAlgorithm.LOOP_AWARE);
        assertEquals(2, la.nodes().size(), "split by iteration");
        assertEquals(RankSet.of(1), PdgBuilderTest.lpRanks(la));
    }

    @Test
    void nestedLoopsCompareTheOuterLoopFirst() {
        // 0 init; outer loop: 1 bcast, 2 comp; inner loop: 3 allreduce, 4 comp (back to 3); 5 barrier, 6 comp (back to 1)
        ProblemBuilder b = new ProblemBuilder(7, 2).computation(2, 4, 6);
        // rank 0: 3 outer iterations done, now in the inner allreduce (3) of the 4th, 2nd inner iteration
        b.path(0, 1, 0, 1);
        b.path(0, 4, 1, 2, 3);
        b.path(0, 14, 3, 4, 3);
        b.path(0, 3, 4, 5, 6, 1);
        b.at(0, 3);
        // rank 1: 2 outer iterations done, in the barrier (5) of the 3rd: more inner iterations in all? no - fewer outer
        b.path(1, 1, 0, 1);
        b.path(1, 3, 1, 2, 3);
        b.path(1, 15, 3, 4, 3);
        b.path(1, 3, 4, 5);
        b.path(1, 2, 5, 6, 1);
        b.at(1, 5);
        Pdg la = PdgBuilder.build(b.build(), PdgAlgorithm.LOOP_AWARE);
        // rank 1 is further along in its iteration (the barrier comes after the inner loop) but in an
        // earlier outer iteration: the outer count decides, rank 1 is behind
        assertEquals(RankSet.of(1), PdgBuilderTest.lpRanks(la));
    }

    @Test
    void withoutCommonLoopTheProbabilisticRuleDecides() {
        // Fig. 1 in straight-line code has no loop: loop-aware must agree with semi-dist
        Pdg la = PdgBuilder.build(PdgBuilderTest.figure1(), PdgAlgorithm.LOOP_AWARE);
        Pdg semi = PdgBuilder.build(PdgBuilderTest.figure1(), PdgAlgorithm.SEMI_DIST);
        assertEquals(PdgBuilderTest.lpRanks(semi), PdgBuilderTest.lpRanks(la));
        assertEquals(semi.edges().size(), la.edges().size());
    }

    @Test
    void singletonChainsDoNotChangeTheAnswer() {
        // the same ring with every computation state split into a chain of three singleton states
        // 0 irecv, 1 comp, 6, 7, 2 isend, 3 waitall, 4 barrier, 5 comp
        ProblemBuilder b = new ProblemBuilder(8, 4).computation(1, 5, 6, 7);
        for (int r = 0; r < 4; r++) {
            b.path(r, 3, 0, 1, 6, 7, 2, 3, 4, 5, 0);
        }
        b.at(0, 4).at(1, 4).at(2, 1).at(3, 3);
        assertEquals(RankSet.of(2), PdgBuilderTest.lpRanks(PdgBuilder.build(b.build(), PdgAlgorithm.LOOP_AWARE)));
    }
}
