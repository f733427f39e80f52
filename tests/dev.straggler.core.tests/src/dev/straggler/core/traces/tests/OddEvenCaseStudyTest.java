package dev.straggler.core.traces.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.DiffBlock;
import dev.straggler.core.traces.DiffBlock.Kind;
import dev.straggler.core.traces.DiffNlr;
import dev.straggler.core.traces.NlrEntry;
import dev.straggler.core.traces.NlrEntry.Call;
import dev.straggler.core.traces.NlrEntry.Loop;
import dev.straggler.core.traces.Ranking;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.Similarity;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceComparison;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.core.traces.tests.OddEvenSortTraces.Bug;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * DiffTrace's case study (§II-D, Fig. 6) end to end on synthetic traces ({@link OddEvenSortTraces}): odd/even sort
 * on 16 ranks, swapBug and dlBug in rank 5 after the 7th iteration; the default ranking parameters (504 rows: the
 * synthetic calls have no arguments, so the six modes with arguments rank as the paper's six).
 * <p>
 * Why these NLR shapes. With the MPI filter (returns removed, MPI calls kept) rank r's trace is MPI_Init,
 * MPI_Comm_rank, MPI_Comm_size, one exchange per phase with a partner, MPI_Finalize. Rank 5 is odd and in the middle,
 * so it has a partner in all 16 phases and receives first: [MPI_Recv MPI_Send] 16 times. The traces are read in
 * key order, the normal run first, so the first loop body interned is rank 0's [MPI_Send MPI_Recv] = L0 (rank 0 is
 * even, sends first, has 8 exchanges) and the next rank 1's [MPI_Recv MPI_Send] = L1: normal rank 5 is
 * {@code L1^16}. swapBug: from iteration 8 on rank 5 sends first, so its exchanges are 7 × [Recv Send] then
 * 9 × [Send Recv]; Procedure 1 forms L1 after three repetitions and extends it to 7, then the first Send–Recv pairs
 * cannot extend L1 and, after three of them, form a loop whose body is already L0 in the table: {@code L1^7 L0^9},
 * then MPI_Finalize (buffered sends let the job finish). dlBug: the same swap with synchronous sends — rank 5 and its
 * phase-8 partner, rank 6, both send and wait for ever; rank 5 made 7 exchanges ({@code L1^7}), entered MPI_Send and
 * never reached MPI_Finalize. The other ranks block as the phases reach them (their traces end too), which is why
 * dlBug needs the ranking to single rank 5 out.
 */
class OddEvenCaseStudyTest {

    static final TraceKey RANK5 = new TraceKey(5, 0);
    static final TraceSet NORMAL = OddEvenSortTraces.run("normal", 16, Bug.NONE, 5, 7);

    static Call mpi(String name) {
        return new Call(name, false);
    }

    static final List<NlrEntry> INIT = List.of(mpi("MPI_Init"), mpi("MPI_Comm_rank"), mpi("MPI_Comm_size"));

    @Test
    void swapBugRankFiveIsTheTopSuspectAndDiffNlrShowsL1To16AgainstL1To7L0To9() {
        TraceComparison c = TraceAnalysis.compare(NORMAL, OddEvenSortTraces.run("swapBug", 16, Bug.SWAP, 5, 7));
        Ranking ranking = c.rank(RankingParameters.defaults());
        assertEquals(504, ranking.rows().size());
        assertEquals(RANK5, ranking.top());
        assertEquals(RANK5, ranking.rows().get(0).topTraces().get(0), "the lowest B-score row points at rank 5");
        // only rank 5's trace changed: no other trace is ever suspicious
        assertEquals(1, ranking.suspects().size());

        DiffNlr d = c.diffNlr(RANK5, TraceFilter.mpi(), 10);
        assertEquals(List.of(new DiffBlock(Kind.COMMON, INIT, INIT),
                new DiffBlock(Kind.ONLY_NORMAL, List.of(new Loop(1, 16)), List.of()),
                new DiffBlock(Kind.ONLY_FAULTY, List.of(), List.of(new Loop(1, 7), new Loop(0, 9))),
                new DiffBlock(Kind.COMMON, List.of(mpi("MPI_Finalize")), List.of(mpi("MPI_Finalize")))), d.blocks());
        assertEquals(List.of(mpi("MPI_Send"), mpi("MPI_Recv")), d.loops().get(0));
        assertEquals(List.of(mpi("MPI_Recv"), mpi("MPI_Send")), d.loops().get(1));
        assertEquals("= MPI_Init MPI_Comm_rank MPI_Comm_size | - L1^16 | + L1^7 L0^9 | = MPI_Finalize", d.toString());
    }

    @Test
    void dlBugRankFiveIsTheTopSuspectAndDiffNlrShowsL1To7WithoutFinalize() {
        TraceComparison c = TraceAnalysis.compare(NORMAL, OddEvenSortTraces.run("dlBug", 16, Bug.DEADLOCK, 5, 7));
        Ranking ranking = c.rank(RankingParameters.defaults());
        assertEquals(RANK5, ranking.top());
        assertEquals(RANK5, ranking.rows().get(0).topTraces().get(0), "the lowest B-score row points at rank 5");
        // rank 5 departs at its 18th call (a send where the normal run receives): after 17 of the normal run's 36 calls
        assertEquals(17.0 / 36, ranking.suspects().get(0).diverged(), 1e-12);
        ranking.suspects().stream().skip(1).forEach(s -> assertTrue(s.diverged() > 17.0 / 36, s.toString()));

        DiffNlr d = c.diffNlr(RANK5, TraceFilter.mpi(), 10);
        assertEquals(List.of(new DiffBlock(Kind.COMMON, INIT, INIT),
                new DiffBlock(Kind.ONLY_NORMAL, List.of(new Loop(1, 16), mpi("MPI_Finalize")), List.of()),
                new DiffBlock(Kind.ONLY_FAULTY, List.of(), List.of(new Loop(1, 7), mpi("MPI_Send")))), d.blocks());
        assertTrue(d.faulty().entries().stream().noneMatch(e -> e.equals(mpi("MPI_Finalize"))));
    }

    /** Table III and Fig. 5 on four ranks: the loops of the shared table and the similarity of the four traces. */
    @Test
    void fourRanksGiveTheContextOfTableIVAndTheJsmOfFig5() {
        TraceSet four = OddEvenSortTraces.run("normal-4", 4, Bug.NONE, 0, 99);
        TraceComparison c = TraceAnalysis.compare(four, four);
        // ranks 0 and 3 exchange twice only: fewer than three repetitions, no loop (Table III prints L0^2; see
        // NlrTest for why we keep three repetitions). So the first body interned is rank 1's [Recv Send] = L0,
        // then rank 2's [Send Recv] = L1 (Table III names them the other way round)
        assertEquals("MPI_Init MPI_Comm_rank MPI_Comm_size MPI_Send MPI_Recv MPI_Send MPI_Recv MPI_Finalize",
                TraceAnalysis.nlr(four, new TraceKey(0, 0), TraceFilter.mpi(), 10).toString());
        assertEquals("MPI_Init MPI_Comm_rank MPI_Comm_size L0^4 MPI_Finalize",
                TraceAnalysis.nlr(four, new TraceKey(1, 0), TraceFilter.mpi(), 10).toString());
        assertEquals("MPI_Init MPI_Comm_rank MPI_Comm_size L1^4 MPI_Finalize",
                TraceAnalysis.nlr(four, new TraceKey(2, 0), TraceFilter.mpi(), 10).toString());
        Similarity s = c.similarity(TraceFilter.mpi(), 10, AttributeMode.parse("sing.nofreq"));
        double[][] j = s.normal();
        // T1 {Init, rank, size, L0, Finalize} vs T2 {Init, rank, size, L1, Finalize}: 4 shared of 6
        assertEquals(4.0 / 6, j[1][2], 1e-15);
        assertEquals(1.0, j[1][1]);
        // comparing a run with itself changes nothing
        for (double[] row : s.diff()) {
            for (double v : row) {
                assertEquals(0.0, v);
            }
        }
        Ranking r = c.rank(RankingParameters.defaults());
        assertNull(r.top());
        assertTrue(r.rows().stream().allMatch(row -> row.bScore() == 1.0 && row.topTraces().isEmpty()));
    }

    @Test
    void diffNlrOfAnUnchangedTraceIsOneCommonBlock() {
        TraceComparison c = TraceAnalysis.compare(NORMAL, OddEvenSortTraces.run("swapBug", 16, Bug.SWAP, 5, 7));
        DiffNlr d = c.diffNlr(new TraceKey(4, 0), TraceFilter.mpi(), 10);
        assertTrue(d.identical());
        assertEquals(1, d.blocks().size());
        assertEquals("MPI_Init MPI_Comm_rank MPI_Comm_size L0^16 MPI_Finalize", d.normal().toString());
    }
}
