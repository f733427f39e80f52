package dev.straggler.model.traces;

/** Receives the events of a trace one by one ({@link Trace#accept(TraceVisitor)}), as primitives. */
@FunctionalInterface
public interface TraceVisitor {

    /** One event: {@code kind} is {@link TraceEvent#ENTER}, {@link TraceEvent#EXIT} or {@link TraceEvent#MPI_CALL}. */
    void event(int kind, int function);
}
