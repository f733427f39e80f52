package dev.straggler.internal.core.progress.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.core.progress.MarkovChain;
import dev.straggler.internal.core.progress.Pdg;
import dev.straggler.internal.core.progress.PdgBuilder;
import dev.straggler.internal.core.progress.ProgressProblem;
import dev.straggler.model.DependenceType;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.RankSet;

/** PDG construction and least-progressed tasks on small problems whose answer is known by hand. */
class PdgBuilderTest {

    /** A problem built edge by edge: per-rank local models, current states, waits. */
    static final class ProblemBuilder {
        final int states;
        final boolean[] computation;
        final Map<Integer, List<int[]>> edgesOf = new HashMap<>();
        final int[] rankState;
        final Map<Integer, int[]> p2p = new HashMap<>();
        final Map<Integer, RankSet> coll = new HashMap<>();
        final Map<Integer, RankSet> anyOf = new HashMap<>();

        ProblemBuilder(int states, int ranks) {
            this.states = states;
            computation = new boolean[states];
            rankState = new int[ranks];
        }

        ProblemBuilder computation(int... s) {
            for (int x : s) {
                computation[x] = true;
            }
            return this;
        }

        /** Rank r went along the path (each edge once, or `times` for a loop body). */
        ProblemBuilder path(int r, int times, int... path) {
            for (int i = 0; i + 1 < path.length; i++) {
                edgesOf.computeIfAbsent(r, x -> new ArrayList<>()).add(new int[] { path[i], path[i + 1], times });
            }
            return this;
        }

        ProblemBuilder at(int r, int state) {
            rankState[r] = state;
            return this;
        }

        ProblemBuilder p2p(int r, int... peers) {
            p2p.put(r, peers);
            return this;
        }

        ProblemBuilder coll(int r, RankSet members) {
            coll.put(r, members);
            return this;
        }

        ProblemBuilder anyOf(int r, RankSet senders) {
            anyOf.put(r, senders);
            return this;
        }

        ProgressProblem build() {
            Map<Long, Long> global = new HashMap<>();
            List<ProgressProblem.LocalModel> locals = new ArrayList<>();
            for (int r = 0; r < rankState.length; r++) {
                Map<Long, Long> mine = new HashMap<>();
                for (int[] e : edgesOf.getOrDefault(r, List.of())) {
                    mine.merge(((long) e[0] << 32) | e[1], (long) e[2], Long::sum);
                }
                mine.forEach((k, v) -> global.merge(k, v, Long::sum));
                BitSet present = new BitSet();
                present.set(rankState[r]);
                locals.add(new ProgressProblem.LocalModel(chain(mine, present), RankSet.of(r)));
            }
            return new ProgressProblem(states, computation, chain(global, null), locals, rankState, p2p, coll, anyOf);
        }

        MarkovChain chain(Map<Long, Long> edges, BitSet present) {
            int[] from = new int[edges.size()], to = new int[edges.size()];
            long[] count = new long[edges.size()];
            int i = 0;
            for (Map.Entry<Long, Long> e : edges.entrySet()) {
                from[i] = (int) (e.getKey() >> 32);
                to[i] = (int) (long) e.getKey();
                count[i++] = e.getValue();
                if (present != null) {
                    present.set(from[i - 1]);
                    present.set(to[i - 1]);
                }
            }
            return MarkovChain.of(states, present, from, to, count);
        }
    }

    public static RankSet lpRanks(Pdg pdg) {
        List<RankSet> sets = new ArrayList<>();
        for (int n : pdg.leastProgressed()) {
            sets.add(pdg.nodes().get(n).ranks());
        }
        return RankSet.unionAll(sets);
    }

    /**
     * AutomaDeD Fig. 1 in straight-line code: 0 init, 1 comp after init (rank 1 stuck computing),
     * 2 bcast, 3 comp after bcast, 4 barrier (rank 2), 5 allreduce (rank 3). Rank 0 waits in the bcast.
     */
    public static ProgressProblem figure1() {
        ProblemBuilder b = new ProblemBuilder(6, 4).computation(1, 3);
        b.path(0, 1, 0, 1, 2).at(0, 2);
        b.path(1, 1, 0, 1).at(1, 1);
        b.path(2, 1, 0, 1, 2, 3, 4).at(2, 4);
        b.path(3, 1, 0, 1, 2, 3, 5).at(3, 5);
        return b.build();
    }

    @Test
    void figure1BothAlgorithms() {
        for (PdgAlgorithm alg : new PdgAlgorithm[] { PdgAlgorithm.SEMI_DIST, PdgAlgorithm.DIST }) {
            Pdg pdg = PdgBuilder.build(figure1(), alg);
            assertEquals(RankSet.of(1), lpRanks(pdg), alg.getLiteral());
            assertEquals(4, pdg.nodes().size());
            // the barrier and the allreduce are on different branches: no dependence between them
            int barrier = node(pdg, 4), allreduce = node(pdg, 5), bcast = node(pdg, 2), stuck = node(pdg, 1);
            assertTrue(pdg.edges().stream().noneMatch(e -> pair(e, barrier, allreduce)), alg.getLiteral());
            assertTrue(pdg.edges().stream().anyMatch(e -> e.dependent() == bcast && e.dependee() == stuck));
            assertTrue(pdg.edges().stream().anyMatch(e -> e.dependent() == barrier && e.dependee() == bcast));
        }
    }

    static int node(Pdg pdg, int state) {
        for (int i = 0; i < pdg.nodes().size(); i++) {
            if (pdg.nodes().get(i).state() == state) {
                return i;
            }
        }
        throw new AssertionError("no node for state " + state);
    }

    static boolean pair(Pdg.Edge e, int a, int b) {
        return (e.source() == a && e.target() == b) || (e.source() == b && e.target() == a);
    }

    /**
     * A ring in a loop that has not exited: every pair of states is undefined by Table 1 (both path
     * probabilities 1). Rank 2 computes (state 1), rank 3 waits point-to-point on rank 2 (state 3),
     * ranks 0-1 wait in a barrier over everyone (state 4). States: 0 irecv, 1 comp, 2 isend, 3 waitall,
     * 4 barrier, 5 comp after barrier.
     */
    static ProgressProblem ringInLoop() {
        ProblemBuilder b = new ProblemBuilder(6, 4).computation(1, 5);
        for (int r = 0; r < 4; r++) {
            b.path(r, 3, 0, 1, 2, 3, 4, 5, 0);
        }
        b.at(0, 4).at(1, 4).at(2, 1).at(3, 3);
        b.p2p(3, 2);
        b.coll(0, RankSet.range(0, 3)).coll(1, RankSet.range(0, 3));
        return b.build();
    }

    @Test
    void loopsAreUndefinedAndWaitsDecide() {
        for (PdgAlgorithm alg : new PdgAlgorithm[] { PdgAlgorithm.SEMI_DIST, PdgAlgorithm.DIST }) {
            Pdg pdg = PdgBuilder.build(ringInLoop(), alg);
            assertEquals(RankSet.of(2), lpRanks(pdg), alg.getLiteral());
            int waitall = node(pdg, 3), comp = node(pdg, 1), barrier = node(pdg, 4);
            assertTrue(pdg.edges().stream().anyMatch(e -> e.type() == DependenceType.UNDEFINED && pair(e, waitall, comp)));
            assertTrue(pdg.edges().stream().anyMatch(e -> e.type() == DependenceType.POINT_TO_POINT
                    && e.source() == waitall && e.target() == comp));
            assertTrue(pdg.edges().stream().anyMatch(e -> e.type() == DependenceType.COLLECTIVE
                    && e.source() == barrier && e.target() == comp));
        }
    }

    @Test
    void withoutWaitInformationTheLoopStaysUndefined() {
        ProblemBuilder b = new ProblemBuilder(6, 4).computation(1, 5);
        for (int r = 0; r < 4; r++) {
            b.path(r, 3, 0, 1, 2, 3, 4, 5, 0);
        }
        b.at(0, 4).at(1, 4).at(2, 1).at(3, 3);
        Pdg pdg = PdgBuilder.build(b.build(), PdgAlgorithm.SEMI_DIST);
        assertTrue(pdg.edges().stream().allMatch(e -> e.type() == DependenceType.UNDEFINED));
        assertEquals(RankSet.range(0, 3), lpRanks(pdg), "every group is a candidate: nothing orders them");
    }

    /** Ranks 0 and 1 both wait for each other in one receive state; 2-3 wait in a later barrier. */
    @Test
    void receiveReceiveDeadlockKeepsBothSides() {
        ProblemBuilder b = new ProblemBuilder(6, 4).computation(1, 3);
        // 0 init, 1 comp, 2 recv, 3 comp after recv, 4 send, 5 barrier
        b.path(0, 1, 0, 1, 2).at(0, 2).p2p(0, 1);
        b.path(1, 1, 0, 1, 2).at(1, 2).p2p(1, 0);
        b.path(2, 1, 0, 1, 4, 1, 2, 3, 5).at(2, 5).coll(2, RankSet.range(0, 3));
        b.path(3, 1, 0, 1, 2, 3, 4, 1, 5).at(3, 5).coll(3, RankSet.range(0, 3));
        for (PdgAlgorithm alg : new PdgAlgorithm[] { PdgAlgorithm.SEMI_DIST, PdgAlgorithm.DIST }) {
            Pdg pdg = PdgBuilder.build(b.build(), alg);
            assertEquals(RankSet.range(0, 1), lpRanks(pdg), alg.getLiteral());
        }
    }

    /**
     * §4.3's elimination rule (the ddcMD case): groups with no dependence from collectives are LP
     * candidates, but one that is point-to-point dependent on a task that is not a candidate, on another
     * branch, is discarded. States: 0 init, 1 comp; branch A: 2, 3 (rank 1 stuck computing at 3);
     * branch B: 4 (rank 3), 5 (rank 0, which waits for rank 3 since 4 always leads to 5); branch C: 6
     * (rank 2, blocked receiving from rank 0).
     */
    @Test
    void eliminationRule() {
        ProblemBuilder b = new ProblemBuilder(8, 4).computation(1, 3);
        b.path(0, 1, 0, 1, 4, 5).at(0, 5);
        b.path(1, 1, 0, 1, 2, 3).at(1, 3);
        b.path(2, 1, 0, 1, 6).at(2, 6).p2p(2, 0);
        b.path(3, 1, 0, 1, 4).at(3, 4);
        Pdg pdg = PdgBuilder.build(b.build(), PdgAlgorithm.SEMI_DIST);
        // candidates before the rule: ranks 1, 2 and 3 (rank 0's group waits for rank 3's)
        assertTrue(pdg.edges().stream().anyMatch(e -> e.dependent() == node(pdg, 5) && e.dependee() == node(pdg, 4)));
        assertEquals(RankSet.of(1, 3), lpRanks(pdg));
    }

    /** Among candidates, one blocked waiting on another candidate is not least-progressed. */
    @Test
    void candidateWaitingOnCandidateIsNotLeastProgressed() {
        ProblemBuilder b = new ProblemBuilder(8, 3).computation(1, 3);
        b.path(0, 1, 0, 1, 4, 5).at(0, 5).p2p(0, 1);
        b.path(1, 1, 0, 1, 2, 3).at(1, 3);
        b.path(2, 1, 0, 1, 6).at(2, 6).p2p(2, 0);
        Pdg pdg = PdgBuilder.build(b.build(), PdgAlgorithm.SEMI_DIST);
        assertEquals(RankSet.of(1), lpRanks(pdg));
    }

    /**
     * Master-worker: 0 init, 1 comp; the master loops 2 (MPI_Recv(MPI_ANY_SOURCE)), 3 (comp); a worker loops
     * 4 (MPI_Recv from the master), 5 (comp), then 6 (MPI_Reduce). Rank 0 waits for any of 0-3; rank 1 waits
     * for the master's answer, rank 2 in the reduction, rank 3 computes forever.
     */
    static ProblemBuilder masterWorker() {
        ProblemBuilder b = new ProblemBuilder(7, 4).computation(1, 3, 5);
        b.path(0, 1, 0, 1, 2).path(0, 5, 2, 3, 2).at(0, 2).anyOf(0, RankSet.range(0, 3));
        b.path(1, 1, 0, 1, 4).path(1, 3, 4, 5, 4).at(1, 4).p2p(1, 0);
        b.path(2, 1, 0, 1, 4).path(2, 3, 4, 5, 4).path(2, 1, 4, 5, 6).at(2, 6).coll(2, RankSet.range(0, 3));
        b.path(3, 1, 0, 1, 4).path(3, 1, 4, 5).at(3, 5);
        return b;
    }

    /**
     * An any-source wait depends on the members that could still end it: rank 1 (blocked receiving from
     * the master) and rank 2 (in a collective the master has not entered) cannot send; the computing
     * rank 3 can. Without the membership (peer unknown, as in format 1.1 dumps) the master is named
     * least-progressed.
     */
    @Test
    void anySourceWaiterDependsOnTheMembersThatCanStillSend() {
        for (PdgAlgorithm alg : PdgAlgorithm.values()) {
            Pdg pdg = PdgBuilder.build(masterWorker().build(), alg);
            assertEquals(RankSet.of(3), lpRanks(pdg), alg.getLiteral());
            int master = node(pdg, 2);
            assertTrue(pdg.edges().stream().anyMatch(e -> e.type() == DependenceType.POINT_TO_POINT
                    && e.source() == master && e.target() == node(pdg, 5)), alg.getLiteral());
            assertTrue(pdg.edges().stream().noneMatch(e -> e.type() == DependenceType.POINT_TO_POINT
                    && e.source() == master && (e.target() == node(pdg, 4) || e.target() == node(pdg, 6))),
                    alg.getLiteral() + ": " + pdg.edges());
        }
        ProblemBuilder unknown = masterWorker();
        unknown.anyOf.clear();
        unknown.p2p(0, -1);
        RankSet lp = lpRanks(PdgBuilder.build(unknown.build(), PdgAlgorithm.SEMI_DIST));
        assertTrue(lp.contains(0), "without the membership the waiting master is least-progressed: " + lp);
    }

    /** A member blocked on somebody else than the waiting task may still send: it stays a candidate. */
    @Test
    void anySourceMemberBlockedOnAnotherTaskStaysACandidate() {
        ProblemBuilder b = masterWorker();
        b.coll.remove(2);
        b.at(2, 4).p2p(2, 3); // rank 2 waits for rank 3, which computes
        Pdg pdg = PdgBuilder.build(b.build(), PdgAlgorithm.SEMI_DIST);
        int master = node(pdg, 2), recv = node(pdg, 4);
        assertTrue(pdg.edges().stream().anyMatch(e -> e.type() == DependenceType.POINT_TO_POINT
                && e.source() == master && e.target() == recv), pdg.edges().toString());
        assertEquals(RankSet.of(3), lpRanks(pdg));
    }

    /** Every member waits for the waiting task (a deadlock): the wait keeps them all. */
    @Test
    void anySourceWaitWithEveryMemberBlockedOnItKeepsThemAll() {
        ProblemBuilder b = masterWorker();
        b.coll.remove(2);
        b.at(2, 4).p2p(2, 0).at(3, 4).p2p(3, 0);
        Pdg pdg = PdgBuilder.build(b.build(), PdgAlgorithm.SEMI_DIST);
        int master = node(pdg, 2), recv = node(pdg, 4);
        assertTrue(pdg.edges().stream().anyMatch(e -> e.type() == DependenceType.POINT_TO_POINT
                && e.source() == master && e.target() == recv), pdg.edges().toString());
        assertEquals(RankSet.range(0, 3), lpRanks(pdg), "they all wait for each other");
    }

    @Test
    void lpNodesIndexTheNodes() {
        Pdg pdg = PdgBuilder.build(figure1(), PdgAlgorithm.SEMI_DIST);
        assertArrayEquals(new int[] { node(pdg, 1) }, pdg.leastProgressed());
    }
}
