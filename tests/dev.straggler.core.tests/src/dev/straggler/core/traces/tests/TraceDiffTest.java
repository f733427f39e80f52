package dev.straggler.core.traces.tests;

import static dev.straggler.core.traces.tests.Expect.thrown;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.core.symbols.Addr2LineSymbolizer.FunctionSource;
import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.DiffNlr;
import dev.straggler.core.traces.Linkage;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.RankingRow;
import dev.straggler.core.traces.Suspect;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceComparison;
import dev.straggler.core.traces.TraceDiff;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.core.traces.TraceProgress;
import dev.straggler.core.traces.tests.OddEvenSortTraces.Bug;
import dev.straggler.model.traces.InMemoryTraceSet;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;

/**
 * {@link TraceDiff}, the comparison pipeline the CLI's {@code straggler diff} and the IDE's DiffTrace views share:
 * what it starts from, which diffNLRs it gives for the suspects, and the messages for runs it cannot read. The
 * answers come from DiffTrace's running example (odd/even sort on 16 ranks, the bug in rank 5 from iteration 7) and
 * from the comparison made directly through {@link TraceAnalysis}.
 */
class TraceDiffTest {

    static final RankingParameters PARAMS = new RankingParameters(List.of(TraceFilter.mpi()), AttributeMode.all(),
            List.of(Linkage.values()), List.of(10), List.of(2, 3, 4), 5);

    static final TraceKey RANK5 = new TraceKey(5, 0);

    static TraceDiff diff(Bug bug) {
        InMemoryTraceSet normal = OddEvenSortTraces.run(16, Bug.NONE, 5, 7);
        InMemoryTraceSet faulty = OddEvenSortTraces.run(16, bug, 5, 7);
        return TraceDiff.of(Path.of("normal"), Path.of("faulty"), normal, faulty, PARAMS,
                Map.of("compareSplit", new FunctionSource("compareSplit", "/src/oddeven.c", 42)));
    }

    @Test
    void swapBugStartsFromRankFiveAndGivesItsDiffNlrAsTheFacadeDoes() {
        TraceDiff d = diff(Bug.SWAP);
        assertEquals(PARAMS.combinations(), d.ranking().rows().size());
        assertEquals(16, d.keys().size());
        assertEquals(RANK5, d.ranking().top(), d.ranking().toText(10));
        assertEquals(RANK5, d.startKey());
        RankingRow start = d.startRow();
        assertTrue(start.topTraces().contains(RANK5), start.toString());
        assertEquals(d.ranking().rows().stream().filter(r -> r.topTraces().contains(RANK5)).findFirst().orElseThrow(),
                start, "the first row that names the top suspect");
        assertEquals(TraceFilter.mpi(), d.defaultFilter());
        assertEquals(10, d.defaultK());

        // the same diffNLR as the comparison made directly
        TraceComparison direct = TraceAnalysis.compare(OddEvenSortTraces.run(16, Bug.NONE, 5, 7),
                OddEvenSortTraces.run(16, Bug.SWAP, 5, 7));
        List<DiffNlr> top = d.suspectDiffNlrs(1, List.of());
        assertEquals(1, top.size());
        assertEquals(RANK5, top.get(0).key());
        assertFalse(top.get(0).identical(), top.get(0).toString());
        assertEquals(direct.diffNlr(RANK5, TraceFilter.mpi(), 10).toText(), top.get(0).toText());
        // a trace the bug did not touch
        assertTrue(d.diffNlr(new TraceKey(12, 0), TraceFilter.mpi(), 10).identical());

        assertEquals(new FunctionSource("compareSplit", "/src/oddeven.c", 42), d.source("compareSplit"));
        assertNull(d.source("MPI_Send"));
    }

    @Test
    void suspectDiffNlrsAreTheTopSuspectsThenTheTracesAskedForEachOnce() {
        TraceDiff d = diff(Bug.DEADLOCK);
        List<Suspect> suspects = d.ranking().suspects();
        assertTrue(suspects.size() > 3, "the deadlock spreads to more than three ranks: " + suspects);
        TraceKey notSuspect = d.keys().stream().filter(k -> suspects.stream().noneMatch(s -> s.key().equals(k)))
                .findFirst().orElse(null);
        List<TraceKey> also = new ArrayList<>(List.of(suspects.get(1).key()));
        if (notSuspect != null) {
            also.add(notSuspect);
        }
        List<TraceKey> expected = new ArrayList<>(List.of(suspects.get(0).key(), suspects.get(1).key(),
                suspects.get(2).key()));
        if (notSuspect != null) {
            expected.add(notSuspect);
        }
        assertEquals(expected, d.suspectDiffNlrs(3, also).stream().map(DiffNlr::key).toList());
        assertEquals(suspects.size(), d.suspectDiffNlrs(suspects.size() + 5, List.of()).size(),
                "no more diffNLRs than suspects");
        assertEquals(List.of(), d.suspectDiffNlrs(0, List.of()));
    }

    @Test
    void unchangedRunStartsFromTheFirstTraceAndHasNoSuspect() {
        TraceDiff d = diff(Bug.NONE);
        assertNull(d.ranking().top(), d.ranking().toText(5));
        assertEquals(d.keys().get(0), d.startKey());
        assertEquals(d.ranking().rows().get(0), d.startRow());
        assertEquals(List.of(), d.suspectDiffNlrs(3, List.of()));
        assertTrue(d.suspectDiffNlrs(3, List.of(RANK5)).get(0).identical());
    }

    @Test
    void runsItCannotReadAreOneMessageNamingTheRun(@TempDir Path tmp) throws Exception {
        AtomicInteger told = new AtomicInteger();
        Path missing = tmp.resolve("nonexistent");
        Path empty = Files.createDirectory(tmp.resolve("empty"));
        TraceProgress progress = new TraceProgress() {
            @Override
            public void comparing(int traces, int combinations) {
                told.incrementAndGet();
            }

            @Override
            public void begin(String step, long total, String unit) {
                told.incrementAndGet();
            }

            @Override
            public void worked(long done) {
            }
        };
        TraceInputException e = thrown(TraceInputException.class,
                () -> TraceDiff.compute(missing, empty, PARAMS, false, progress));
        assertTrue(e.getMessage().startsWith(missing + " is not a directory: give the normal run's trace directory"),
                e.getMessage());
        e = thrown(TraceInputException.class, () -> TraceDiff.compute(empty, missing, PARAMS));
        assertTrue(e.getMessage().startsWith(empty + ": no trace files (trace-rank-*-thread-*.strace)"), e.getMessage());
        e = thrown(TraceInputException.class, () -> TraceDiff.open(missing, "run"));
        assertTrue(e.getMessage().startsWith(missing + " is not a directory: give the run's trace directory"),
                e.getMessage());
        assertEquals(0, told.get(), "nothing to rank");
    }
}
