package dev.straggler.internal.core.traces;

/** Receives the top-level elements of an NLR in order, once each element can no longer change. */
@FunctionalInterface
public interface NlrSink {

    /** One element ({@link Nlr#isLoop(long)}, {@link Nlr#symbol(long)}, {@link Nlr#body(long)}, {@link Nlr#count(long)}). */
    void accept(long element);
}
