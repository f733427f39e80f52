package dev.straggler.launch.inject;

/**
 * One fault: suspend task {@code rank} at the {@code occurrence}-th entry (1-based) of {@code function}.
 */
public record Injection(int rank, UserFunction function, long occurrence) {

    @Override
    public String toString() {
        return "rank " + rank + " at " + (function.kind() == UserFunction.Kind.FUNCTION ? function.name() : function.toString())
                + " #" + occurrence;
    }
}
