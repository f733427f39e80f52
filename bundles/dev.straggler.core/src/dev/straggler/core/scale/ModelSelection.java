package dev.straggler.core.scale;

import java.util.List;

/**
 * Which {@link KccaParameters} the cross-validation chose and how well they did (see the package documentation for
 * the protocol).
 *
 * @param chosen            the parameters that won
 * @param folds             the number of folds (whole runs per fold)
 * @param falsePositiveRate the winner's cross-validated false-positive rate: the share of training processes that
 *                          score above the threshold set without their run
 * @param detectionRate     the winner's share of mismatched pairs (a process's control features with another
 *                          process's different observation) scoring above the threshold
 * @param evaluated         the number of parameter combinations evaluated
 * @param sweeps            the average false-positive rate per value of each parameter (Vrisha Fig. 10)
 */
public record ModelSelection(KccaParameters chosen, int folds, double falsePositiveRate, double detectionRate,
        int evaluated, List<ParameterSweep> sweeps) {

    /** Copies the sweeps. */
    public ModelSelection {
        sweeps = List.copyOf(sweeps);
    }
}
