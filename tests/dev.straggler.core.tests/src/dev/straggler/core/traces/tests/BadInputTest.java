package dev.straggler.core.traces.tests;

import static dev.straggler.core.traces.tests.Expect.thrown;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.core.traces.tests.OddEvenSortTraces.Bug;
import dev.straggler.model.traces.InMemoryTraceSet;
import dev.straggler.model.traces.TraceEvent;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/** Traces that cannot be compared are refused with one message that says what, where, and what to do. */
class BadInputTest {

    static final TraceSet NORMAL = OddEvenSortTraces.run("normal-dir", 4, Bug.NONE, 0, 99);

    /** A run of {@code ranks} ranks; the ranks in {@code skip} have no trace, those in {@code empty} an empty one. */
    static TraceSet run(String source, String program, int world, int ranks, int[] skip, int[] empty) {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder(source, program, world);
        outer: for (int r = 0; r < ranks; r++) {
            for (int s : skip) {
                if (s == r) {
                    continue outer;
                }
            }
            InMemoryTraceSet.TraceBuilder t = b.trace(r, 0);
            for (int e : empty) {
                if (e == r) {
                    continue outer;
                }
            }
            t.mpi("MPI_Init").mpi("MPI_Barrier").mpi("MPI_Finalize");
        }
        return b.build();
    }

    static String refused(TraceSet normal, TraceSet faulty) {
        TraceInputException e = thrown(TraceInputException.class, () -> TraceAnalysis.compare(normal, faulty));
        assertEquals(null, e.getCause());
        return e.getMessage();
    }

    @Test
    void tracesOfDifferentPrograms() {
        String m = refused(NORMAL, run("faulty-dir", "/opt/other/app", 4, 4, new int[0], new int[0]));
        assertEquals("The normal run (normal-dir) and the faulty run (faulty-dir) are traces of different programs ("
                + OddEvenSortTraces.PROGRAM + " and /opt/other/app): compare two runs of the same program.", m);
        // without program names: no function name in common
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder("other-dir", null, 4);
        for (int r = 0; r < 4; r++) {
            b.trace(r, 0).enter("solve").exit("solve");
        }
        InMemoryTraceSet.Builder a = InMemoryTraceSet.builder("unnamed-dir", null, 4);
        for (int r = 0; r < 4; r++) {
            a.trace(r, 0).mpi("MPI_Init");
        }
        assertTrue(refused(a.build(), b.build()).contains("have no function name in common, so they are traces of"
                + " different programs: compare two runs of the same program."));
    }

    @Test
    void aMissingRank() {
        String m = refused(NORMAL, run("faulty-dir", OddEvenSortTraces.PROGRAM, 4, 4, new int[] { 2 }, new int[0]));
        assertEquals("A rank is missing: the faulty run (faulty-dir) has no trace for rank 2 of its 4 ranks. Record the"
                + " run again with tracing on for every rank (a trace file may have been deleted or not written).", m);
        // world size unknown: the ranks of the two runs are compared
        m = refused(run("n", null, -1, 6, new int[0], new int[0]), run("f", null, -1, 6, new int[] { 1, 2, 3, 5 },
                new int[0]));
        assertEquals("A rank is missing: the faulty run (f) has no trace for ranks 1-3, 5 that the normal run has."
                + " Record the runs again with tracing on for every rank.", m);
    }

    @Test
    void differentRankCounts() {
        assertTrue(refused(NORMAL, OddEvenSortTraces.run("faulty-dir", 8, Bug.NONE, 0, 99))
                .startsWith("The normal run (normal-dir) has 4 ranks and the faulty run (faulty-dir) 8"));
    }

    @Test
    void anEmptyTrace() {
        String m = refused(NORMAL, run("faulty-dir", OddEvenSortTraces.PROGRAM, 4, 4, new int[0], new int[] { 3 }));
        assertEquals("The faulty run (faulty-dir) has an empty trace: 3.0 (rank.thread) recorded no event. Record the"
                + " run again; if those threads call no traced function, trace functions as well as MPI calls, or"
                + " leave them out of the recording.", m);
    }

    @Test
    void differentThreads() {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder("hybrid-dir", OddEvenSortTraces.PROGRAM, 4);
        for (int r = 0; r < 4; r++) {
            b.trace(r, 0).mpi("MPI_Init");
        }
        b.trace(1, 1).enter("worker");
        assertTrue(refused(NORMAL, b.build()).startsWith("The runs have different threads: only the faulty run"
                + " (hybrid-dir) has traces 1.1 (rank.thread)."));
    }

    @Test
    void anEventOfAFunctionTheTableDoesNotHave() {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder("damaged-dir", OddEvenSortTraces.PROGRAM, 4);
        for (int r = 0; r < 4; r++) {
            b.trace(r, 0).mpi("MPI_Init");
        }
        b.trace(2, 0).event(TraceEvent.pack(TraceEvent.ENTER, 99));
        TraceInputException e = thrown(TraceInputException.class,
                () -> TraceAnalysis.compare(NORMAL, b.build()).rank(RankingParameters.defaults()));
        assertEquals("The trace of 2.0 in damaged-dir refers to function id 99, but the run's function table has only"
                + " 1 function: the trace files are damaged or from different runs. Record the run again.",
                e.getMessage());
    }

    @Test
    void aRunWithoutTraces() {
        assertEquals("The faulty run (nothing-dir) holds no trace: record it with call tracing on.",
                refused(NORMAL, InMemoryTraceSet.builder("nothing-dir", null, -1).build()));
    }

    @Test
    void nlrOfATraceThatIsNotThere() {
        TraceInputException e = thrown(TraceInputException.class,
                () -> TraceAnalysis.nlr(NORMAL, new TraceKey(9, 0), TraceFilter.mpi(), 10));
        assertEquals("There is no trace of rank 9 thread 0 in normal-dir: its traces are 0.0 to 3.0 (rank.thread).",
                e.getMessage());
    }

    @Test
    void badParametersSayHowToWriteThem() {
        IllegalArgumentException e = thrown(IllegalArgumentException.class, () -> TraceFilter.parse("mpi,bogus"));
        assertTrue(e.getMessage().startsWith("Unknown filter 'bogus': use ret, plt, mpi,"), e.getMessage());
        e = thrown(IllegalArgumentException.class, () -> TraceFilter.mpi().withCustom("MPI_(Send"));
        assertTrue(e.getMessage().startsWith("The custom filter 'MPI_(Send' is not a regular expression"), e.getMessage());
    }
}
