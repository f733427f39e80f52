package dev.straggler.core.traces;

import java.util.concurrent.CancellationException;

/**
 * Progress of a trace comparison, for whoever waits for it (the command line prints it on stderr, the IDE's job on its
 * progress monitor). The analysis runs in steps ({@link #begin}), each with a known amount of work (events read,
 * rows ranked) it reports as it goes ({@link #worked}), often (every few thousand events): an implementation decides
 * what to show and how often. Between reports the analysis asks {@link #isCanceled()} and stops with a
 * {@link CancellationException} when it is. Called from the analysis' thread.
 */
public interface TraceProgress {

    /** Reports nothing and never cancels. */
    TraceProgress NONE = new TraceProgress() {
        @Override
        public void begin(String step, long total, String unit) {
        }

        @Override
        public void worked(long done) {
        }
    };

    /**
     * Both runs were read and can be compared: {@code traces} traces over {@code combinations} parameter
     * combinations (said once, before the long part).
     */
    default void comparing(int traces, int combinations) {
    }

    /** A step starts: {@code step} for people ("reading the traces"), its work, {@code total} {@code unit}s. */
    void begin(String step, long total, String unit);

    /** {@code done} of the current step's units are done (never decreasing within a step). */
    void worked(long done);

    /** Whether the analysis should stop (it then throws {@link CancellationException}). */
    default boolean isCanceled() {
        return false;
    }
}
