package dev.straggler.internal.core.progress.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.core.progress.MarkovChain;
import dev.straggler.internal.core.progress.ObservedWaits;
import dev.straggler.internal.core.progress.ObservedWaits.Channels;
import dev.straggler.internal.core.progress.ObservedWaits.Facts;
import dev.straggler.internal.core.progress.Pdg;
import dev.straggler.internal.core.progress.PdgBuilder;
import dev.straggler.internal.core.progress.ProgressProblem;
import dev.straggler.internal.core.progress.tests.PdgBuilderTest.ProblemBuilder;
import dev.straggler.model.DependenceType;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.RankSet;

/**
 * The least-progressed tasks from the observed waits, on the shapes of the deadlock corpus
 * (native-runtime/examples/deadlocks), built by hand: who waits on whom, who finished, what was sent.
 */
class ObservedWaitsTest {

    /** Counts given pair by pair; unknown pairs count 0, as a task that never talked to the other. */
    static final class Counts implements Channels {
        final Map<Long, long[]> pairs = new HashMap<>();
        final BitSet anySource = new BitSet();

        Counts sent(int from, int to, long n) {
            pairs.computeIfAbsent(key(from, to), k -> new long[2])[0] = n;
            return this;
        }

        Counts received(int at, int from, long n) {
            pairs.computeIfAbsent(key(at, from), k -> new long[2])[1] = n;
            return this;
        }

        private static long key(int a, int b) {
            return (long) a << 32 | b;
        }

        @Override
        public long sends(int from, int to) {
            long[] c = pairs.get(key(from, to));
            return c == null ? 0 : c[0];
        }

        @Override
        public long receives(int at, int from) {
            long[] c = pairs.get(key(at, from));
            return c == null ? 0 : c[1];
        }

        @Override
        public boolean anySource(int at) {
            return anySource.get(at);
        }
    }

    static BitSet bits(int... ranks) {
        BitSet b = new BitSet();
        for (int r : ranks) {
            b.set(r);
        }
        return b;
    }

    static RankSet candidates(ProgressProblem p, Facts f) {
        return RankSet.of(ObservedWaits.candidates(p, f).stream().toArray());
    }

    /** Every rank in its own state, no model: only the waits decide. */
    static ProblemBuilder flat(int ranks) {
        ProblemBuilder b = new ProblemBuilder(ranks, ranks);
        for (int r = 0; r < ranks; r++) {
            b.at(r, r);
        }
        return b;
    }

    static Facts facts(BitSet finished, Map<Integer, byte[]> roles, Channels ch) {
        return new Facts(finished, roles, ch);
    }

    @Test
    void victimsOfAReceiveCycleAreNotCandidates() {
        // recv_cycle2: 1 and 2 wait for each other, 0 and 3 wait in a barrier of everybody
        ProblemBuilder b = flat(4).p2p(1, 2).p2p(2, 1).coll(0, RankSet.range(0, 3)).coll(3, RankSet.range(0, 3));
        assertEquals(RankSet.of(1, 2), candidates(b.build(), Facts.NONE));
    }

    @Test
    void aFinishedTaskIsNeverACandidateAndWaitingOnItCannotBeMatched() {
        // class1_finished: 2 waits for 3, which finished with 0 and 1
        ProblemBuilder b = flat(4).p2p(2, 3);
        assertEquals(RankSet.of(2), candidates(b.build(), facts(bits(0, 1, 3), Map.of(), Channels.NONE)));
        // skipped_collective: 0-2 wait in a collective 3 skipped before it finished
        ProblemBuilder s = flat(4);
        for (int r = 0; r < 3; r++) {
            s.coll(r, RankSet.range(0, 3));
        }
        assertEquals(RankSet.range(0, 2), candidates(s.build(), facts(bits(3), Map.of(), Channels.NONE)));
        // the runtime records MPI_Finalize as a wait on MPI_COMM_WORLD: still no collective for the others
        s.coll.remove(2);
        s.coll(3, RankSet.range(0, 3)).coll(1, RankSet.range(0, 1)).p2p(2, 1);
        assertEquals(RankSet.of(0), candidates(s.build(), facts(bits(3), Map.of(), Channels.NONE)));
        // orphan_recv: 0 waits for finished 1 and has victims 2-3 in a collective over {0, 2, 3}
        ProblemBuilder o = flat(4).p2p(0, 1).coll(2, RankSet.of(0, 2, 3)).coll(3, RankSet.of(0, 2, 3));
        assertEquals(RankSet.of(0), candidates(o.build(), facts(bits(1), Map.of(), Channels.NONE)));
    }

    @Test
    void aMixedCycleKeepsBothSides() {
        // class2_mixed: 0 in the pair's barrier, 1 receiving from 0, 2-3 in a barrier of everybody
        ProblemBuilder b = flat(4).coll(0, RankSet.of(0, 1)).p2p(1, 0).coll(2, RankSet.range(0, 3))
                .coll(3, RankSet.range(0, 3));
        Map<Integer, byte[]> roles = Map.of(1, new byte[] { ObservedWaits.RECEIVE });
        assertEquals(RankSet.of(0, 1), candidates(b.build(), facts(new BitSet(), roles, new Counts().received(1, 0, 1))));
    }

    @Test
    void aPeerThatAlreadySentIsAheadOnTheCycle() {
        // class3_tag_collective: 5 receives from 0 (tag mismatch); 0 and the six others are in the allreduce
        ProblemBuilder b = flat(8).p2p(5, 0);
        for (int r = 0; r < 8; r++) {
            if (r != 5) {
                b.coll(r, RankSet.range(0, 7));
            }
        }
        Map<Integer, byte[]> roles = Map.of(5, new byte[] { ObservedWaits.RECEIVE });
        assertEquals(RankSet.of(0, 5), candidates(b.build(), facts(new BitSet(), roles, Channels.NONE)),
                "without the counts: the cycle 0-5");
        Counts sent = new Counts().sent(0, 5, 1).received(5, 0, 1);
        assertEquals(RankSet.of(5), candidates(b.build(), facts(new BitSet(), roles, sent)));
        sent.anySource.set(5);
        assertEquals(RankSet.of(0, 5), candidates(b.build(), facts(new BitSet(), roles, sent)),
                "any-source receives may have taken 0's message");
    }

    @Test
    void tagMismatchWithAReplyNamesTheReceiver() {
        // tag_mismatch: 0 sent the request and waits for the reply, 1 waits for the request with another tag
        ProblemBuilder b = flat(4).p2p(0, 1).p2p(1, 0).coll(2, RankSet.range(0, 3)).coll(3, RankSet.range(0, 3));
        Map<Integer, byte[]> roles = Map.of(0, new byte[] { ObservedWaits.RECEIVE }, 1,
                new byte[] { ObservedWaits.RECEIVE });
        Counts c = new Counts().sent(0, 1, 1).received(1, 0, 1).received(0, 1, 1);
        assertEquals(RankSet.of(1), candidates(b.build(), facts(new BitSet(), roles, c)));
    }

    @Test
    void synchronousSendCycleKeepsBoth() {
        // ssend_cycle: both wait for the other to post the receive
        ProblemBuilder b = flat(4).p2p(0, 1).p2p(1, 0).coll(2, RankSet.range(0, 3)).coll(3, RankSet.range(0, 3));
        Map<Integer, byte[]> roles = Map.of(0, new byte[] { ObservedWaits.SEND }, 1, new byte[] { ObservedWaits.SEND });
        Counts c = new Counts().sent(0, 1, 1).sent(1, 0, 1);
        assertEquals(RankSet.of(0, 1), candidates(b.build(), facts(new BitSet(), roles, c)));
    }

    @Test
    void aSelfWaitIsACandidateAloneAndItsWaitersAreVictims() {
        ProblemBuilder b = flat(4).p2p(1, 1).p2p(0, 1).coll(2, RankSet.range(0, 3)).coll(3, RankSet.range(0, 3));
        assertEquals(RankSet.of(1), candidates(b.build(), Facts.NONE));
    }

    @Test
    void tasksInCollectivesOfOneCommunicatorAreAtTheSamePoint() {
        // diff_collectives: 0-1 in a barrier, 2 in an allreduce of the same group; 3 waits for all of them
        ProblemBuilder b = flat(4).coll(0, RankSet.range(0, 2)).coll(1, RankSet.range(0, 2)).coll(2, RankSet.range(0, 2))
                .coll(3, RankSet.range(0, 3));
        assertEquals(RankSet.range(0, 2), candidates(b.build(), Facts.NONE));
    }

    @Test
    void anAnyWaitOnFinishedTasksOnlyCannotBeMatched() {
        // 0 waits for any of 1-3: 2 and 3 finished, 1 waits for 0: a cycle of two
        ProblemBuilder b = flat(4).anyOf(0, RankSet.range(0, 3)).p2p(1, 0);
        assertEquals(RankSet.of(0, 1), candidates(b.build(), facts(bits(2, 3), Map.of(), Channels.NONE)));
        // all of them finished: nothing can end it
        ProblemBuilder all = flat(4).anyOf(0, RankSet.range(0, 3));
        assertEquals(RankSet.of(0), candidates(all.build(), facts(bits(1, 2, 3), Map.of(), Channels.NONE)));
    }

    @Test
    void theModelOrdersACycle() {
        // persistent: 3 waits (Waitall, state 2, in the loop) for 2, which waits in the barrier (state 4) after
        // the loop for 3; 0 and 1 too. States: 0 init, 1 comp, 2 waitall, 3 comp, 4 barrier.
        ProblemBuilder b = new ProblemBuilder(5, 4).computation(1, 3);
        for (int r = 0; r < 3; r++) {
            b.path(r, 1, 0, 1, 2).path(r, 4, 2, 3, 2).path(r, 1, 2, 3, 4).at(r, 4).coll(r, RankSet.range(0, 3));
        }
        b.path(3, 1, 0, 1, 2).path(3, 4, 2, 3, 2).at(3, 2).p2p(3, 2);
        ProgressProblem p = b.build();
        Map<Integer, byte[]> roles = Map.of(3, new byte[] { ObservedWaits.RECEIVE });
        Facts f = facts(new BitSet(), roles, new Counts().sent(2, 3, 4).received(3, 2, 5));
        assertEquals(RankSet.of(2, 3), candidates(p, f));
        for (PdgAlgorithm alg : PdgAlgorithm.values()) {
            Pdg pdg = PdgBuilder.build(p, alg);
            assertEquals(RankSet.of(3), ObservedWaits.leastProgressed(p, f, pdg.nodes(), pdg.edges()), alg.getLiteral());
        }
    }

    /**
     * A cycle through one task of a group (rank 2 in the barrier of everybody, 3 receiving from 2 in straight-line
     * code, nothing orders them): every algorithm splits the barrier's node into the least-progressed rank 2 and
     * the victims 0-1; the PDG's LP nodes are exactly {2} and {3}, 3 waiting for 2 (point-to-point).
     */
    @Test
    void aGroupOnlyPartlyLeastProgressedIsSplit() {
        // states: 0 init, 1 comp, 2 barrier, 3 recv
        ProblemBuilder b = new ProblemBuilder(4, 4).computation(1);
        for (int r = 0; r < 3; r++) {
            b.path(r, 1, 0, 1, 2).at(r, 2).coll(r, RankSet.range(0, 3));
        }
        b.path(3, 1, 0, 1, 3).at(3, 3).p2p(3, 2);
        Map<Integer, byte[]> roles = Map.of(3, new byte[] { ObservedWaits.RECEIVE });
        ProgressProblem p = b.build().withFacts(facts(new BitSet(), roles, new Counts().received(3, 2, 1)));
        for (PdgAlgorithm alg : PdgAlgorithm.values()) {
            Pdg pdg = PdgBuilder.build(p, alg);
            assertEquals(List.of("0-1", "2", "3"), pdg.nodes().stream().map(n -> n.ranks().toString()).toList(),
                    alg.getLiteral());
            assertEquals(List.of("2", "3"), Arrays.stream(pdg.leastProgressed())
                    .mapToObj(i -> pdg.nodes().get(i).ranks().toString()).toList(), alg.getLiteral());
            assertEquals(2, pdg.nodes().get(0).state());
            assertEquals(2, pdg.nodes().get(1).state());
            assertTrue(pdg.edges().stream().anyMatch(e -> e.source() == 2 && e.target() == 1
                    && e.type() == DependenceType.POINT_TO_POINT), alg.getLiteral() + ": " + pdg.edges());
        }
    }

    @Test
    void withoutWaitsTheModelDecidesAsBefore() {
        ProgressProblem p = PdgBuilderTest.figure1();
        for (PdgAlgorithm alg : new PdgAlgorithm[] { PdgAlgorithm.SEMI_DIST, PdgAlgorithm.DIST }) {
            Pdg pdg = PdgBuilder.build(p, alg);
            assertEquals(RankSet.of(1), ObservedWaits.leastProgressed(p, Facts.NONE, pdg.nodes(), pdg.edges()));
        }
    }

    @Test
    void aMillionTasksInOneBarrierAndOneSpinning() {
        int n = 1_000_000;
        int[] rankState = new int[n];
        Map<Integer, RankSet> coll = new HashMap<>();
        RankSet world = RankSet.range(0, n - 1);
        for (int r = 0; r < n; r++) {
            if (r == 4242) {
                rankState[r] = 1;
            } else {
                coll.put(r, world);
            }
        }
        ProgressProblem p = new ProgressProblem(2, new boolean[] { false, true },
                MarkovChain.of(2, null, new int[0], new int[0], new long[0]), java.util.List.of(), rankState, Map.of(), coll);
        assertEquals(RankSet.of(4242), candidates(p, Facts.NONE));
    }
}
