package dev.straggler.model.traces;

/**
 * The events of one thread of one rank, in the order they happened. A trace is read lazily and may be read any
 * number of times: every {@link #open()} starts a new pass from the first event.
 */
public interface Trace {

    /** Which trace this is. */
    TraceKey key();

    /** A new pass over the events, from the first. The caller closes it. */
    TraceCursor open();

    /** The number of events when it is known without reading the trace, otherwise -1. */
    default long eventCount() {
        return -1;
    }

    /** Reads the whole trace once and gives every event to {@code visitor}. */
    default void accept(TraceVisitor visitor) {
        int[] batch = new int[4096];
        try (TraceCursor cursor = open()) {
            for (int n; (n = cursor.read(batch)) > 0;) {
                for (int i = 0; i < n; i++) {
                    visitor.event(TraceEvent.kind(batch[i]), TraceEvent.function(batch[i]));
                }
            }
        }
    }

    /** Whether the trace has no event at all (reads at most one batch). */
    default boolean isEmpty() {
        long count = eventCount();
        if (count >= 0) {
            return count == 0;
        }
        try (TraceCursor cursor = open()) {
            return cursor.read(new int[16]) == 0;
        }
    }
}
