package dev.straggler.internal.core.progress;

/** The three columns of AutomaDeD's Table 1: a path probability is 0, strictly between 0 and 1, or 1. */
public enum ProbabilityClass {
    ZERO, FRACTION, ONE;

    /** Classifies a probability that is exactly 0 or 1 at the ends (see {@link HittingProbabilities}). */
    public static ProbabilityClass of(double p) {
        return p <= 0 ? ZERO : p >= 1 ? ONE : FRACTION;
    }
}
