package dev.straggler.model.traces;

/**
 * One pass over a trace, from its first event. The caller supplies the buffer, so reading allocates nothing per
 * event, and the implementation may decode a compressed block straight into it:
 *
 * <pre>
 * int[] batch = new int[4096];
 * try (TraceCursor c = trace.open()) {
 *     for (int n; (n = c.read(batch)) &gt; 0;) {
 *         for (int i = 0; i &lt; n; i++) {
 *             int kind = TraceEvent.kind(batch[i]), function = TraceEvent.function(batch[i]);
 *             ...
 *         }
 *     }
 * }
 * </pre>
 *
 * A cursor is used by one thread. A file-backed cursor that finds the file truncated or damaged in the middle of a
 * pass throws {@link TraceInputException}.
 */
public interface TraceCursor extends AutoCloseable {

    /**
     * Fills {@code events} from index 0 with the next packed events ({@link TraceEvent}) and returns how many it
     * wrote: at least 1 while the trace has events left, 0 at the end (and on every later call).
     */
    int read(int[] events);

    /** Releases what the pass holds (file handles, buffers). Idempotent. */
    @Override
    void close();
}
