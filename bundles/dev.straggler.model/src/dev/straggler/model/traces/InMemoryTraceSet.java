package dev.straggler.model.traces;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A run's traces held in memory, one packed {@code int} per event: for tests, synthetic traces and small runs.
 * Built with {@link #builder(String, String, int)}; immutable once built.
 *
 * <pre>
 * InMemoryTraceSet.Builder b = InMemoryTraceSet.builder("normal", "oddeven", 4);
 * b.trace(0, 0).enter("main").mpi("MPI_Init").exit("main");
 * TraceSet run = b.build();
 * </pre>
 */
public final class InMemoryTraceSet extends AbstractTraceSet {

    private final List<TraceKey> keys;
    private final Map<TraceKey, MemoryTrace> traces;

    private InMemoryTraceSet(String source, String program, String buildId, int worldSize, Functions functions,
            Map<TraceKey, MemoryTrace> traces) {
        super(source, program, buildId, worldSize, functions);
        this.traces = traces;
        this.keys = List.copyOf(traces.keySet());
    }

    /**
     * A builder of a run read from {@code source} (for messages), of program {@code program} ({@code null}: unknown)
     * with {@code worldSize} ranks (-1: unknown).
     */
    public static Builder builder(String source, String program, int worldSize) {
        return new Builder(source, program, worldSize);
    }

    @Override
    public List<TraceKey> keys() {
        return keys;
    }

    @Override
    public Trace trace(TraceKey key) {
        return traces.get(key);
    }

    @Override
    public String toString() {
        return "InMemoryTraceSet[" + source() + ", " + keys.size() + " traces, " + functions().size() + " functions]";
    }

    /** Collects the traces of a run; {@link #trace(int, int)} may be called again to append to a trace. */
    public static final class Builder {
        private final String source;
        private final String program;
        private final int worldSize;
        private final Functions functions = new Functions();
        private final Map<TraceKey, TraceBuilder> traces = new TreeMap<>();
        private String buildId;
        private boolean built;

        private Builder(String source, String program, int worldSize) {
            this.source = source;
            this.program = program;
            this.worldSize = worldSize;
        }

        /** The id of function {@code name}, interning it on first use. */
        public int function(String name) {
            return functions.intern(name, null);
        }

        /**
         * The id of function {@code name} called with {@code arguments} ({@link FunctionTable#arguments(int)}; null:
         * as {@link #function(String)}), interning it on first use.
         */
        public int function(String name, String arguments) {
            return functions.intern(name, arguments);
        }

        /** The build id of the run's program ({@link TraceSet#buildId()}; none by default). */
        public Builder buildId(String id) {
            this.buildId = id;
            return this;
        }

        /** The trace of {@code rank}'s thread {@code thread}, created empty on first use. */
        public TraceBuilder trace(int rank, int thread) {
            if (built) {
                throw new IllegalStateException("already built");
            }
            return traces.computeIfAbsent(new TraceKey(rank, thread), k -> new TraceBuilder(this));
        }

        /** The run. The builder cannot be used afterwards. */
        public InMemoryTraceSet build() {
            built = true;
            Map<TraceKey, MemoryTrace> done = new TreeMap<>();
            traces.forEach((k, b) -> done.put(k, new MemoryTrace(k, Arrays.copyOf(b.events, b.size))));
            return new InMemoryTraceSet(source, program, buildId, worldSize, functions,
                    Collections.unmodifiableMap(done));
        }
    }

    /** Appends events to one trace. */
    public static final class TraceBuilder {
        private final Builder owner;
        private int[] events = new int[64];
        private int size;

        private TraceBuilder(Builder owner) {
            this.owner = owner;
        }

        /** Appends an already packed event ({@link TraceEvent#pack(int, int)}). */
        public TraceBuilder event(int packed) {
            if (size == events.length) {
                events = Arrays.copyOf(events, size * 2);
            }
            events[size++] = packed;
            return this;
        }

        /** Appends an event of {@code kind} on function {@code name}. */
        public TraceBuilder event(int kind, String name) {
            return event(TraceEvent.pack(kind, owner.function(name)));
        }

        /** Function {@code name} entered. */
        public TraceBuilder enter(String name) {
            return event(TraceEvent.ENTER, name);
        }

        /** Function {@code name} returned. */
        public TraceBuilder exit(String name) {
            return event(TraceEvent.EXIT, name);
        }

        /** MPI call {@code name} (one event). */
        public TraceBuilder mpi(String name) {
            return event(TraceEvent.MPI_CALL, name);
        }

        /** MPI call {@code name} made with {@code arguments} (one event; {@link FunctionTable#arguments(int)}). */
        public TraceBuilder mpi(String name, String arguments) {
            return event(TraceEvent.pack(TraceEvent.MPI_CALL, owner.function(name, arguments)));
        }

        /** Function {@code name} entered and returned (two events). */
        public TraceBuilder call(String name) {
            return enter(name).exit(name);
        }

        /** The number of events so far. */
        public int size() {
            return size;
        }
    }

    private static final class Functions implements FunctionTable {
        private final List<String> names = new ArrayList<>();
        private final List<String> arguments = new ArrayList<>();
        private final Map<List<String>, Integer> ids = new HashMap<>();

        int intern(String name, String args) {
            List<String> key = Arrays.asList(name, args);
            Integer id = ids.get(key);
            if (id == null) {
                id = names.size();
                if (id > TraceEvent.MAX_FUNCTION) {
                    throw new IllegalStateException("too many functions");
                }
                names.add(name);
                arguments.add(args);
                ids.put(key, id);
            }
            return id;
        }

        @Override
        public String arguments(int id) {
            return arguments.get(id);
        }

        @Override
        public int size() {
            return names.size();
        }

        @Override
        public String name(int id) {
            return names.get(id);
        }
    }

    private record MemoryTrace(TraceKey key, int[] events) implements Trace {

        @Override
        public TraceCursor open() {
            return new TraceCursor() {
                private int position;

                @Override
                public int read(int[] batch) {
                    int n = Math.min(batch.length, events.length - position);
                    System.arraycopy(events, position, batch, 0, n);
                    position += n;
                    return n;
                }

                @Override
                public void close() {
                    position = events.length;
                }
            };
        }

        @Override
        public long eventCount() {
            return events.length;
        }
    }
}
