package dev.straggler.core.traces.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.Linkage;
import dev.straggler.core.traces.NlrSequence;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.model.traces.FunctionTable;
import dev.straggler.model.traces.Trace;
import dev.straggler.model.traces.TraceCursor;
import dev.straggler.model.traces.TraceEvent;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * Traces are streamed: a trace whose events are generated as they are read (nothing holds them, as a file-backed
 * reader would decode a trace bigger than the heap) reduces to its loops, and is read again for every pass.
 */
class StreamingTest {

    static final long EXCHANGES = 5_000_000;

    /** One rank: main, then EXCHANGES × [MPI_Send MPI_Recv], then the return from main; counts its passes. */
    static final class GeneratedRun implements TraceSet, Trace {
        int passes;

        @Override
        public String source() {
            return "generated";
        }

        @Override
        public String program() {
            return "generated";
        }

        @Override
        public int worldSize() {
            return 1;
        }

        @Override
        public FunctionTable functions() {
            return new FunctionTable() {
                @Override
                public int size() {
                    return 3;
                }

                @Override
                public String name(int id) {
                    return List.of("main", "MPI_Send", "MPI_Recv").get(id);
                }
            };
        }

        @Override
        public List<TraceKey> keys() {
            return List.of(key());
        }

        @Override
        public Trace trace(TraceKey key) {
            return key.equals(key()) ? this : null;
        }

        @Override
        public TraceKey key() {
            return new TraceKey(0, 0);
        }

        /** Known without reading, as a file reader knows it from its header: the emptiness checks open nothing. */
        @Override
        public long eventCount() {
            return 2 * EXCHANGES + 2;
        }

        @Override
        public TraceCursor open() {
            passes++;
            return new TraceCursor() {
                long next; // event index: 0 = enter main, 1 .. 2E = exchanges, 2E + 1 = exit main
                final long end = 2 * EXCHANGES + 2;

                @Override
                public int read(int[] events) {
                    int n = 0;
                    while (n < events.length && next < end) {
                        long i = next++;
                        events[n++] = i == 0 ? TraceEvent.pack(TraceEvent.ENTER, 0)
                                : i == end - 1 ? TraceEvent.pack(TraceEvent.EXIT, 0)
                                        : TraceEvent.pack(TraceEvent.MPI_CALL, i % 2 == 1 ? 1 : 2);
                    }
                    return n;
                }

                @Override
                public void close() {
                }
            };
        }
    }

    @Test
    void aGeneratedTraceOfTenMillionEventsReducesToOneLoop() {
        GeneratedRun run = new GeneratedRun();
        NlrSequence nlr = TraceAnalysis.nlr(run, new TraceKey(0, 0), TraceFilter.of(), 10);
        assertEquals("main L0^5000000 /main", nlr.toString());
        assertEquals(2 * EXCHANGES + 2, nlr.events());
        assertEquals("[MPI_Send, MPI_Recv]", nlr.loops().get(0).toString());
        assertEquals(1, run.passes);
        RankingParameters p = new RankingParameters(List.of(TraceFilter.mpi(), TraceFilter.of()), AttributeMode.all(),
                List.of(Linkage.SINGLE), List.of(5, 10), List.of(2), 1);
        assertEquals(null, TraceAnalysis.compare(run, run).rank(p).top());
        assertEquals(3, run.passes, "one pass per run for every filter and K of the ranking");
    }
}
