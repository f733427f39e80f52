package dev.straggler.core.scale;

import java.util.List;

/**
 * How a scale model is trained: the cross-validation folds, the grid of {@link KccaParameters} it searches (N, γ, the
 * kernel widths and the feature scale), and the smallest threshold.
 *
 * @param folds            the number of cross-validation folds (whole runs go to one fold; fewer runs than folds
 *                         mean one run per fold)
 * @param components       the values of N tried
 * @param gammas           the values of γ tried
 * @param sigmaControl     the control kernel widths tried (fractions of the total variance)
 * @param sigmaObservation the observation kernel widths tried (fractions of the total variance)
 * @param featureScales    the feature scales tried
 * @param minimumThreshold the smallest abnormality threshold, Vrisha §2's tolerance ε: processes whose projections
 *                         agree this closely are never flagged, however exactly the training runs were fitted
 */
public record TrainingOptions(int folds, List<Integer> components, List<Double> gammas, List<Double> sigmaControl,
        List<Double> sigmaObservation, List<FeatureScale> featureScales, double minimumThreshold) {

    /** The default ε: a per-process correlation of 0.99 or more is never flagged. */
    public static final double DEFAULT_MINIMUM_THRESHOLD = 0.01;

    /** Checks and copies the grid. */
    public TrainingOptions {
        if (folds < 2) {
            throw new IllegalArgumentException("cross-validation needs at least 2 folds: " + folds);
        }
        components = List.copyOf(components);
        gammas = List.copyOf(gammas);
        sigmaControl = List.copyOf(sigmaControl);
        sigmaObservation = List.copyOf(sigmaObservation);
        featureScales = List.copyOf(new java.util.LinkedHashSet<>(featureScales));
        if (components.isEmpty() || gammas.isEmpty() || sigmaControl.isEmpty() || sigmaObservation.isEmpty()
                || featureScales.isEmpty()) {
            throw new IllegalArgumentException("every parameter needs at least one value to try");
        }
        for (int n : components) {
            if (n < 1) {
                throw new IllegalArgumentException("at least one component: " + n);
            }
        }
        for (List<Double> l : List.of(gammas, sigmaControl, sigmaObservation)) {
            for (double v : l) {
                if (!(v > 0) || Double.isInfinite(v)) {
                    throw new IllegalArgumentException("gamma and kernel widths must be positive and finite: " + v);
                }
            }
        }
        if (!(minimumThreshold >= 0) || Double.isInfinite(minimumThreshold)) {
            throw new IllegalArgumentException("the minimum threshold must be a non-negative number");
        }
    }

    /**
     * Vrisha §6.4's ranges (Table 1): N = 1..10, γ = 2^-20..2^0, σx and σy = 2^-20..2^20; the exponents in steps of 4;
     * both feature scales (6 × 11 × 11 × 10 × 2 = 14,520 combinations, 5 folds), ε =
     * {@link #DEFAULT_MINIMUM_THRESHOLD}.
     */
    public static TrainingOptions defaults() {
        return new TrainingOptions(5, range(1, 10), powers(-20, 0, 4), powers(-20, 20, 4), powers(-20, 20, 4),
                List.of(FeatureScale.LINEAR, FeatureScale.LOG), DEFAULT_MINIMUM_THRESHOLD);
    }

    /** These options with another grid of N, γ, σx and σy. */
    public TrainingOptions withGrid(List<Integer> newComponents, List<Double> newGammas, List<Double> newSigmaControl,
            List<Double> newSigmaObservation) {
        return new TrainingOptions(folds, newComponents, newGammas, newSigmaControl, newSigmaObservation,
                featureScales, minimumThreshold);
    }

    /** These options with other feature scales. */
    public TrainingOptions withFeatureScales(List<FeatureScale> value) {
        return new TrainingOptions(folds, components, gammas, sigmaControl, sigmaObservation, value,
                minimumThreshold);
    }

    /** These options with another ε. */
    public TrainingOptions withMinimumThreshold(double value) {
        return new TrainingOptions(folds, components, gammas, sigmaControl, sigmaObservation, featureScales, value);
    }

    /** These options with another number of folds. */
    public TrainingOptions withFolds(int value) {
        return new TrainingOptions(value, components, gammas, sigmaControl, sigmaObservation, featureScales,
                minimumThreshold);
    }

    /** {@code 2^from, 2^(from+step), ..., 2^to}. */
    public static List<Double> powers(int from, int to, int step) {
        java.util.ArrayList<Double> l = new java.util.ArrayList<>();
        for (int e = from; e <= to; e += step) {
            l.add(Math.scalb(1.0, e));
        }
        return l;
    }

    /** {@code from..to}. */
    public static List<Integer> range(int from, int to) {
        java.util.ArrayList<Integer> l = new java.util.ArrayList<>();
        for (int i = from; i <= to; i++) {
            l.add(i);
        }
        return l;
    }
}
