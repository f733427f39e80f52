package dev.straggler.core.scale;

/**
 * One process's score against a scale model (Vrisha §5.3, Fig. 5).
 *
 * @param run         the run's label
 * @param rank        the process's rank
 * @param size        the run's number of processes
 * @param correlation the process's correlation, 1 − abnormality (1 = its control and observation projections
 *                    coincide; it can be negative)
 * @param abnormality the process's abnormality (see the package documentation), compared with the threshold; for a
 *                    training process its cross-validated value (scored by a model that did not see its run)
 * @param flagged     true when the abnormality is above the model's threshold
 */
public record ProcessScore(String run, int rank, int size, double correlation, double abnormality, boolean flagged) {
}
