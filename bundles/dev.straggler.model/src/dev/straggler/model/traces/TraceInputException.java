package dev.straggler.model.traces;

/**
 * Traces that cannot be used as given: a trace file that is truncated or foreign (thrown by a reader, possibly in
 * the middle of a pass), or traces that do not fit the analysis asked for (thrown by the trace analyses: runs of
 * different programs, a rank without a trace, an empty trace). The message says what is wrong, where, and what to
 * do; it is meant to be shown to the user as is, without a stack trace.
 */
public class TraceInputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public TraceInputException(String message) {
        super(message);
    }

    public TraceInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
