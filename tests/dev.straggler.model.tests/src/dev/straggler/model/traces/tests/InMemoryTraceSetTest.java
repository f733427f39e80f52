package dev.straggler.model.traces.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.model.traces.InMemoryTraceSet;
import dev.straggler.model.traces.Trace;
import dev.straggler.model.traces.TraceCursor;
import dev.straggler.model.traces.TraceEvent;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/** The trace-set API the analyses read (dev.straggler.model.traces) and its in-memory implementation. */
class InMemoryTraceSetTest {

    static TraceSet sample() {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder("sample", "/bin/app", 2);
        b.trace(1, 0).enter("main").mpi("MPI_Init").exit("main");
        b.trace(0, 2).mpi("MPI_Init");
        b.trace(0, 0).enter("main").mpi("MPI_Init");
        b.trace(0, 0).mpi("MPI_Finalize").exit("main");
        return b.build();
    }

    @Test
    void eventsArePackedIntoOneInt() {
        int e = TraceEvent.pack(TraceEvent.EXIT, 123456);
        assertEquals(TraceEvent.EXIT, TraceEvent.kind(e));
        assertEquals(123456, TraceEvent.function(e));
        int max = TraceEvent.pack(TraceEvent.MPI_CALL, TraceEvent.MAX_FUNCTION);
        assertEquals(TraceEvent.MAX_FUNCTION, TraceEvent.function(max));
        assertEquals(TraceEvent.MPI_CALL, TraceEvent.kind(max));
        assertThrows(IllegalArgumentException.class, () -> TraceEvent.pack(3, 1));
        assertThrows(IllegalArgumentException.class, () -> TraceEvent.pack(TraceEvent.ENTER, TraceEvent.MAX_FUNCTION + 1));
    }

    @Test
    void keysAreSortedByRankThenThreadAndShareOneFunctionTable() {
        TraceSet run = sample();
        assertEquals(List.of(new TraceKey(0, 0), new TraceKey(0, 2), new TraceKey(1, 0)), run.keys());
        assertEquals("0.2", new TraceKey(0, 2).toString());
        assertEquals(3, run.functions().size());
        assertEquals(List.of("main", "MPI_Init", "MPI_Finalize"),
                List.of(run.functions().name(0), run.functions().name(1), run.functions().name(2)));
        assertNull(run.trace(new TraceKey(3, 0)));
        assertEquals("/bin/app", run.program());
        assertEquals(2, run.worldSize());
    }

    @Test
    void aTraceCanBeReadAgainAndInBatchesOfAnySize() {
        Trace t = sample().trace(new TraceKey(0, 0));
        assertEquals(4, t.eventCount());
        int[] expected = { TraceEvent.pack(TraceEvent.ENTER, 0), TraceEvent.pack(TraceEvent.MPI_CALL, 1),
                TraceEvent.pack(TraceEvent.MPI_CALL, 2), TraceEvent.pack(TraceEvent.EXIT, 0) };
        for (int size : new int[] { 1, 3, 4, 100 }) {
            List<Integer> read = new ArrayList<>();
            int[] batch = new int[size];
            try (TraceCursor c = t.open()) {
                for (int n; (n = c.read(batch)) > 0;) {
                    for (int i = 0; i < n; i++) {
                        read.add(batch[i]);
                    }
                }
                assertEquals(0, c.read(batch), "stays at the end");
            }
            assertArrayEquals(expected, read.stream().mapToInt(Integer::intValue).toArray(), "batch " + size);
        }
        StringBuilder visited = new StringBuilder();
        t.accept((kind, function) -> visited.append(TraceEvent.kindName(kind)).append(' ').append(function).append(';'));
        assertEquals("enter 0;mpi 1;mpi 2;exit 0;", visited.toString());
        assertFalse(t.isEmpty());
    }

    @Test
    void anEmptyTraceIsEmpty() {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder("empty", null, -1);
        b.trace(0, 0);
        TraceSet run = b.build();
        assertTrue(run.trace(new TraceKey(0, 0)).isEmpty());
        assertNull(run.program());
        assertEquals(-1, run.worldSize());
    }

    @Test
    void keysRejectNegativeNumbers() {
        assertThrows(IllegalArgumentException.class, () -> new TraceKey(-1, 0));
        assertTrue(new TraceKey(0, 5).compareTo(new TraceKey(1, 0)) < 0);
    }
}
