package dev.straggler.internal.core.progress;

/**
 * A progress dependence between the states i and j of two tasks t_i and t_j, as AutomaDeD encodes
 * it (§3.2.3: 0 none, 1 forward, 2 backward, 3 undefined): {@code FORWARD} is t_i →pd t_j (t_i
 * waits for t_j, which is behind), {@code BACKWARD} is t_i ←pd t_j.
 */
public enum Dependence {
    NONE, FORWARD, BACKWARD, UNDEFINED;

    private static final Dependence[] BY_CODE = { NONE, FORWARD, BACKWARD, UNDEFINED };

    /** The paper's integer code (ordinal): 0, 1, 2, 3. */
    public int code() {
        return ordinal();
    }

    /**
     * Table 1: the dependence of t_i (in state i) on t_j (in state j) from the forward path
     * probability P(i, j) and the backward path probability P(j, i). One is zero and the other not:
     * the zero one decides (execution goes from the other side); one is 1 and the other below 1:
     * the other decides; both zero: different branches, no dependence; both 1 or both fractional:
     * undefined.
     */
    public static Dependence of(ProbabilityClass forward, ProbabilityClass backward) {
        switch (forward) {
        case ZERO:
            return backward == ProbabilityClass.ZERO ? NONE : FORWARD;
        case FRACTION:
            return backward == ProbabilityClass.ZERO ? BACKWARD
                    : backward == ProbabilityClass.FRACTION ? UNDEFINED : FORWARD;
        default: // ONE
            return backward == ProbabilityClass.ONE ? UNDEFINED : BACKWARD;
        }
    }

    /** Table 2: the union of two tasks' views of the same dependence is the bitwise OR of the codes. */
    public Dependence union(Dependence other) {
        return BY_CODE[code() | other.code()];
    }

    /** The same dependence seen from the other task: t_j's view of (j, i). */
    public Dependence transpose() {
        return this == FORWARD ? BACKWARD : this == BACKWARD ? FORWARD : this;
    }
}
