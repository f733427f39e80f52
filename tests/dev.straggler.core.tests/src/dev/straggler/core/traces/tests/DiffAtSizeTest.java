package dev.straggler.core.traces.tests;

import static dev.straggler.core.traces.tests.Expect.thrown;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.Test;

import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.DiffBlock;
import dev.straggler.core.traces.DiffNlr;
import dev.straggler.core.traces.FilterKind;
import dev.straggler.core.traces.Linkage;
import dev.straggler.core.traces.NlrEntry;
import dev.straggler.core.traces.NlrSequence;
import dev.straggler.core.traces.Ranking;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.RankingRow;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceComparison;
import dev.straggler.core.traces.TraceDiff;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.core.traces.TraceProgress;
import dev.straggler.model.traces.InMemoryTraceSet;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * Trace diffing at real sizes (issue 23), on synthetic runs whose answers follow from their construction: calls
 * compared with their arguments (a count-only bug), traces that changed alike, K chosen from the data, the build id
 * deciding what one program is, and the progress callback with its cancellation. The same on real runs:
 * {@code dev.straggler.cli.tests} TraceCorpusTest and DiffAtScaleTest.
 */
class DiffAtSizeTest {

    static final int RANKS = 8, STEPS = 12;

    /**
     * A periodic halo exchange: per step Irecv from the left (tag 0) and the right (tag 1) of 64 B, Isend to the right
     * and the left, Waitall, Allreduce of {@code allreduceBytes}; rank {@code buggy} receives 128 B from the left from
     * step 5 on.
     */
    static TraceSet halo(String source, int buggy, int allreduceBytes, String buildId) {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder(source, "/home/u/halo", RANKS).buildId(buildId);
        for (int r = 0; r < RANKS; r++) {
            InMemoryTraceSet.TraceBuilder t = b.trace(r, 0);
            int left = (r + RANKS - 1) % RANKS, right = (r + 1) % RANKS;
            t.mpi("MPI_Init");
            for (int s = 0; s < STEPS; s++) {
                int bytes = r == buggy && s >= 5 ? 128 : 64;
                t.mpi("MPI_Irecv", "from " + left + ", tag 0, " + bytes + " B")
                        .mpi("MPI_Irecv", "from " + right + ", tag 1, 64 B")
                        .mpi("MPI_Isend", "to " + right + ", tag 0, 64 B").mpi("MPI_Isend", "to " + left + ", tag 1, 64 B")
                        .mpi("MPI_Waitall").mpi("MPI_Allreduce", (s >= 4 ? allreduceBytes : 32) + " B");
            }
            t.mpi("MPI_Finalize");
        }
        return b.build();
    }

    /** The entries of a diffNLR's blocks of {@code kind}, loops written out ({@code [body]^count}), joined by spaces. */
    static String side(DiffNlr d, DiffBlock.Kind kind) {
        StringBuilder b = new StringBuilder();
        Map<Integer, List<NlrEntry>> loops = d.loops();
        for (DiffBlock block : d.blocks()) {
            if (block.kind() == kind) {
                for (NlrEntry e : block.entries()) {
                    b.append(b.isEmpty() ? "" : " ");
                    write(b, e, loops);
                }
            }
        }
        return b.toString();
    }

    private static void write(StringBuilder b, NlrEntry e, Map<Integer, List<NlrEntry>> loops) {
        if (e instanceof NlrEntry.Loop l) {
            b.append('[');
            String sep = "";
            for (NlrEntry x : loops.get(l.id())) {
                b.append(sep);
                write(b, x, loops);
                sep = " ";
            }
            b.append("]^").append(l.count());
        } else {
            b.append(e);
        }
    }

    @Test
    void aWrongReceiveCountShowsWithCallArguments() {
        TraceDiff d = TraceDiff.of(null, null, halo("normal", -1, 32, "b1"), halo("faulty", 2, 32, "b1"),
                RankingParameters.defaults(), Map.of());
        Ranking r = d.ranking();
        TraceKey two = new TraceKey(2, 0);
        assertEquals(List.of(two), r.changed());
        assertEquals(two, r.top());
        assertFalse(r.changedAlike());
        for (RankingRow row : r.rows()) {
            if (!row.attributes().arguments()) {
                assertEquals(List.of(), row.topTraces(), "by name nothing changed: " + row);
            }
        }
        assertTrue(r.rows().stream().anyMatch(row -> row.topTraces().equals(List.of(two))), r.toText(20));
        DiffNlr n = d.diffNlr(two);
        assertTrue(n.arguments(), "shown with the arguments, by name it is the same");
        assertEquals("ret.mpi with call arguments, K 10", n.under());
        assertTrue(side(n, DiffBlock.Kind.ONLY_NORMAL).contains("MPI_Irecv(from 1, tag 0, 64 B)"), n.toText());
        assertTrue(side(n, DiffBlock.Kind.ONLY_FAULTY).contains("MPI_Irecv(from 1, tag 0, 128 B)"), n.toText());
        // by name: identical, as before
        assertTrue(d.diffNlr(two, TraceFilter.mpi(), TraceAnalysis.AUTO_K).arguments(), "the comparison falls back too");
        assertTrue(TraceAnalysis.compare(halo("n", -1, 32, "b1"), halo("f", 2, 32, "b1"))
                .diffNlr(two, TraceFilter.mpi(), TraceAnalysis.AUTO_K, false).identical());
    }

    @Test
    void aWrongCountOnEveryRankChangesEveryTraceAlike() {
        TraceDiff d = TraceDiff.of(null, null, halo("normal", -1, 32, "b1"), halo("faulty", -1, 24, "b1"),
                RankingParameters.defaults(), Map.of());
        Ranking r = d.ranking();
        assertEquals(RANKS, r.changed().size(), r.toText(5));
        assertTrue(r.top() != null, "some trace changed: " + r.toText(5));
        DiffNlr n = d.diffNlr(r.top());
        assertTrue(side(n, DiffBlock.Kind.ONLY_NORMAL).contains("MPI_Allreduce(32 B)"), n.toText());
        assertTrue(side(n, DiffBlock.Kind.ONLY_FAULTY).contains("MPI_Allreduce(24 B)"), n.toText());
        if (r.changedAlike()) {
            assertEquals(RANKS, r.suspects().size());
            assertTrue(r.toText(0).contains("no trace stands out from the others, but 8 traces changed alike"),
                    r.toText(0));
        }
        assertTrue(r.toText(0).contains("changed from the normal run: 8 of 8 traces: ranks 0-7"), r.toText(0));
        // nothing changed at all: no suspect, no changed trace
        Ranking same = TraceAnalysis.compare(halo("n", -1, 32, "b1"), halo("f", -1, 32, "b1"))
                .rank(RankingParameters.defaults());
        assertEquals(null, same.top());
        assertEquals(List.of(), same.changed());
    }

    /** Per step 14 different calls: longer than the paper's K = 10. */
    static TraceSet longSteps(String source, int steps) {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder(source, "/home/u/physics", 2);
        for (int r = 0; r < 2; r++) {
            InMemoryTraceSet.TraceBuilder t = b.trace(r, 0);
            t.enter("main");
            for (int s = 0; s < steps; s++) {
                for (int f = 0; f < 14; f++) {
                    t.call("phase" + f);
                }
            }
            t.exit("main");
        }
        return b.build();
    }

    @Test
    void kIsChosenFromTheData() {
        TraceFilter all = TraceFilter.of(FilterKind.RETURNS, FilterKind.PLT);
        TraceSet run = longSteps("normal", 30);
        NlrSequence auto = TraceAnalysis.nlr(run, new TraceKey(0, 0), all, TraceAnalysis.AUTO_K);
        assertEquals(14, auto.k(), "the longest loop body");
        assertEquals(2, auto.entries().size(), "main and the time-step loop: " + auto.entries());
        NlrSequence ten = TraceAnalysis.nlr(run, new TraceKey(0, 0), all, 10);
        assertEquals(1 + 30 * 14, ten.entries().size(), "K 10 leaves the loop unfolded");
        // the comparison: rows give the K chosen, per filter; -K forces it
        TraceComparison c = TraceAnalysis.compare(run, longSteps("faulty", 29));
        RankingParameters p = new RankingParameters(List.of(TraceFilter.mpi(), all), AttributeMode.paper(),
                List.of(Linkage.AVERAGE), List.of(TraceAnalysis.AUTO_K, 10), List.of(2), 5);
        Ranking r = c.rank(p);
        assertEquals(6, r.rows().stream().filter(row -> row.k() == 14).count(), "ret.plt with K from the data");
        assertTrue(r.rows().stream().allMatch(row -> row.k() == 10 || row.k() == 14 && row.filter().equals(all)));
        assertEquals(14, c.k(all, TraceAnalysis.AUTO_K, false));
        assertEquals(10, c.k(TraceFilter.mpi(), TraceAnalysis.AUTO_K, false), "no loop at all: the paper's K");
        DiffNlr d = c.diffNlr(new TraceKey(0, 0), all, TraceAnalysis.AUTO_K);
        assertEquals("= main | - L0^30 | + L0^29", d.toString());
        assertEquals(d.toString(), c.diffNlr(new TraceKey(0, 0), all, 14).toString(), "K 14 is the same NLR");
        // a body as long as the bound: the note says K stopped there
        TraceComparison wide = TraceAnalysis.compare(bodyOf(TraceAnalysis.MAX_K, "n"), bodyOf(TraceAnalysis.MAX_K, "f"));
        assertEquals(TraceAnalysis.MAX_K, wide.k(all, TraceAnalysis.AUTO_K, false));
        assertTrue(wide.notes().stream().anyMatch(s -> s.contains("reached " + TraceAnalysis.MAX_K + " entries")),
                wide.notes().toString());
    }

    static TraceSet bodyOf(int length, String source) {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder(source, "/home/u/wide", 1);
        InMemoryTraceSet.TraceBuilder t = b.trace(0, 0);
        for (int rep = 0; rep < 3; rep++) {
            for (int f = 0; f < length; f++) {
                t.call("f" + f);
            }
        }
        return b.build();
    }

    @Test
    void theBuildIdDecidesWhatOneProgramIs() {
        // one build at two paths: compared, no note about paths
        TraceSet normal = withBarrier("normal", "/old/place/app", "abc");
        TraceSet moved = withBarrier("faulty", "/new/place/app", "abc");
        assertEquals(List.of(), TraceAnalysis.compare(normal, moved).notes());
        // two programs at one path: refused, naming both builds and the way out
        TraceSet other = withBarrier("faulty", "/old/place/app", "def");
        String m = thrown(TraceInputException.class, () -> TraceAnalysis.compare(normal, other)).getMessage();
        assertEquals("The normal run (normal) and the faulty run (faulty) ran different builds (build id abc of"
                + " /old/place/app, build id def of /old/place/app): compare two runs of the same executable (choose"
                + " the fault by input or environment), or, when the faulty run's executable is a rebuild of the same"
                + " program, allow rebuilds (straggler diff --rebuilt).", m);
        assertTrue(TraceAnalysis.compare(normal, other, true).notes().get(0)
                .startsWith("The runs used different builds of the program (build ids abc and def)"));
        // a run without a build id: the path decides, and a note says so
        TraceSet old = withBarrier("faulty", "/old/place/app", null);
        assertEquals(List.of("The faulty run (faulty) does not record its executable's build id (recorded by an older"
                + " runtime, or its job.info is missing): the runs are taken for one program by the executable's path"
                + " (/old/place/app)."), TraceAnalysis.compare(normal, old).notes());
        TraceSet oldElsewhere = withBarrier("faulty", "/new/place/app", null);
        assertTrue(thrown(TraceInputException.class, () -> TraceAnalysis.compare(normal, oldElsewhere)).getMessage()
                .contains("are traces of different programs (/old/place/app and /new/place/app)"));
    }

    static TraceSet withBarrier(String source, String program, String buildId) {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder(source, program, 1).buildId(buildId);
        b.trace(0, 0).mpi("MPI_Init").mpi("MPI_Barrier").mpi("MPI_Finalize");
        return b.build();
    }

    @Test
    void progressIsReportedAndCancelStops() {
        List<String> steps = new ArrayList<>();
        List<Long> done = new ArrayList<>();
        TraceProgress record = new TraceProgress() {
            @Override
            public void begin(String step, long total, String unit) {
                steps.add(step + " / " + total + " " + unit);
                done.add(0L);
            }

            @Override
            public void worked(long units) {
                assertTrue(units >= done.get(done.size() - 1), "never decreasing");
                done.set(done.size() - 1, units);
            }
        };
        TraceComparison c = TraceAnalysis.compare(halo("n", -1, 32, "b1"), halo("f", 2, 32, "b1")).progress(record);
        c.rank(RankingParameters.defaults());
        long events = 2L * RANKS * (2 + 6 * STEPS);
        assertEquals("reading the traces (ret.mpi, ret.mpi with arguments, ret.plt, ret.plt with arguments) / " + events
                + " events", steps.get(0));
        assertEquals(events, done.get(0), "the reading reached its total");
        assertEquals("ranking / 504 rows", steps.get(1));
        assertEquals(504, done.get(1));
        // canceled: the long step stops with CancellationException
        TraceProgress cancel = new TraceProgress() {
            @Override
            public void begin(String step, long total, String unit) {
            }

            @Override
            public void worked(long done) {
            }

            @Override
            public boolean isCanceled() {
                return true;
            }
        };
        thrown(CancellationException.class, () -> TraceAnalysis.compare(halo("n", -1, 32, "b1"), halo("f", 2, 32, "b1"))
                .progress(cancel).rank(RankingParameters.defaults()));
    }
}
