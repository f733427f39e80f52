package dev.straggler.core.scale;

import java.util.EnumSet;
import java.util.Set;

/**
 * One process's score against a scale model (Vrisha §5.3, Fig. 5) and why it is flagged.
 *
 * @param run         the run's label
 * @param rank        the process's rank
 * @param size        the run's number of processes
 * @param correlation the process's correlation, 1 − abnormality (1 = its control and observation projections
 *                    coincide; it can be negative)
 * @param abnormality the process's abnormality (see the package documentation), compared with the threshold; for a
 *                    training process its cross-validated value (scored by a model that did not see its run)
 * @param flagged     true when the process is flagged: its abnormality is above the model's threshold, or a
 *                    call-site rule found something in it ({@link #reasons()} not empty)
 * @param reasons     why it is flagged, in {@link Reason}'s order; empty when it is not
 */
public record ProcessScore(String run, int rank, int size, double correlation, double abnormality, boolean flagged,
        Set<Reason> reasons) {

    /** Copies the reasons and checks that they agree with {@code flagged}. */
    public ProcessScore {
        reasons = reasons.isEmpty() ? Set.of() : java.util.Collections.unmodifiableSet(EnumSet.copyOf(reasons));
        if (flagged == reasons.isEmpty()) {
            throw new IllegalArgumentException("rank " + rank + ": flagged is " + flagged + " with reasons " + reasons);
        }
    }

    /** A score whose only possible reason is the abnormality: flagged for {@link Reason#ABNORMALITY} or not at all. */
    public ProcessScore(String run, int rank, int size, double correlation, double abnormality, boolean flagged) {
        this(run, rank, size, correlation, abnormality, flagged,
                flagged ? EnumSet.of(Reason.ABNORMALITY) : EnumSet.noneOf(Reason.class));
    }
}
