package dev.straggler.internal.core.progress.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.core.progress.Pdg;
import dev.straggler.internal.core.progress.PdgBuilder;
import dev.straggler.internal.core.progress.tests.PdgBuilderTest.ProblemBuilder;
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

    /**
     * A pipeline: rank 1 computes (suspended) in iteration 5, rank 2 waits for its message, rank 3 for
     * rank 2's. By position in the iteration rank 3 looks behind rank 1 — but it waits, through rank 2,
     * for rank 1: a computing task's model-based dependence on a task that waits for it through a
     * chain of observed waits is dropped.
     */
    @Test
    void chainOfWaitsOverridesTheModelsOrder() {
        // 0 recv, 1 comp (transform), 2 send, 3 comp; loop 0..3
        ProblemBuilder b = new ProblemBuilder(4, 4).computation(1, 3);
        for (int r = 0; r < 3; r++) {
            b.path(r, 4, 0, 1, 2, 3, 0);
        }
        b.path(3, 3, 0, 1, 2, 3, 0);            // rank 3 is one iteration behind the others
        b.path(1, 1, 0, 1).at(1, 1);            // rank 1: in its 5th iteration, computing
        b.path(2, 1, 0).at(2, 0).p2p(2, 1);      // rank 2: waits for rank 1's message
        b.path(3, 1, 0).at(3, 0).p2p(3, 2);      // rank 3: waits for rank 2's (its 4th iteration)
        b.path(0, 1, 0, 1, 2).at(0, 2).p2p(0, 1); // rank 0: its send to rank 1 waits
        assertEquals(RankSet.of(1), PdgBuilderTest.lpRanks(PdgBuilder.build(b.build(), PdgAlgorithm.LOOP_AWARE)));
    }

    /**
     * Two paths through one source loop (a producer's and a consumer's) return to the same header by
     * different back edges: one loop whose iterations are the sum over its back edges.
     */
    @Test
    void backEdgesIntoOneHeaderAreOneLoop() {
        // 0 top (barrier); producer: 1 send, 2 comp -> 0; consumer: 3 recv, 4 comp -> 0; 5 comp after barrier
        ProblemBuilder b = new ProblemBuilder(6, 2).computation(2, 4, 5);
        b.path(0, 6, 0, 5, 1, 2, 0).at(0, 1);   // producer: 6 iterations, now in its send of the 7th
        b.path(1, 5, 0, 5, 3, 4, 0).at(1, 3);   // consumer: 5 iterations, in its receive of the 6th
        Pdg la = PdgBuilder.build(b.build(), PdgAlgorithm.LOOP_AWARE);
        assertEquals(RankSet.of(1), PdgBuilderTest.lpRanks(la), "fewer iterations of the one loop");
    }
}
