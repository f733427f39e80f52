package dev.straggler.internal.core.scale;

import java.util.Map;
import java.util.TreeMap;

import dev.straggler.model.profile.ControlFeatures;

/**
 * The abnormality threshold as a function of a run's scale, extrapolated from the cross-validation's held-out scores
 * (decision 049).
 * <p>
 * Every training process has a cross-validated score: its abnormality under the model of the folds that did not see
 * its run, i.e. the error of a prediction at a scale the model had not seen. These errors grow with the scale (a
 * larger run has more processes in more roles, and the folds holding out the largest runs extrapolate), and a checked
 * run is further out than any of them: a threshold set at their largest (Vrisha §6.1.2 on held-out scores) leaves the
 * checked run's correct processes a margin that shrinks with every step beyond the training scales. So the threshold
 * follows their trend. A score is a squared difference of two projections ({@link Kcca#term}), and it is that
 * difference that grows with the scale: the root of each training run's largest held-out score is fitted against the
 * run's position on the {@link ScaleAxis} by least squares, and the line's slope {@code s} (at least 0: a trend that
 * falls is not extrapolated) is kept; the line is then raised until no held-out score lies above it (§6.1.2's "no false
 * positive on the training set", on the held-out scores), its value at the largest training position being
 * {@code r}. The threshold of a run at position {@code p} is {@code max(t0, (r + s (max(p, from) − to))²)}: the trend
 * of the prediction error across the training scales, continued to the checked one (below the training scales it
 * stays at its value at the smallest), and never below {@code t0}, the threshold of the folds' held-out scores
 * ({@link #crossValidation}: their largest, raised by the largest jump of a fold above the others, at least ε).
 *
 * @param axis    the scale axis of the training runs
 * @param from    the smallest training position
 * @param to      the largest training position
 * @param top     {@code r}: the root of the threshold at the largest training position (before the floor)
 * @param slope   {@code s}: its growth per unit of position (at least 0)
 * @param floor   {@code t0}, the threshold of the held-out scores without their trend ({@link #crossValidation})
 */
public record ExtrapolationThreshold(ScaleAxis axis, double from, double to, double top, double slope,
        double floor) {

    /**
     * Fits the threshold to the cross-validated scores.
     *
     * @param axis           the scale axis
     * @param position       each training process's run position on the axis (all 0 on an axis without features:
     *                       then there is no trend, and the threshold is the floor at every scale)
     * @param foldOf         each training process's fold
     * @param crossValidated each training process's cross-validated abnormality
     * @param epsilon        ε, the smallest threshold
     */
    public static ExtrapolationThreshold fit(ScaleAxis axis, double[] position, int[] foldOf, double[] crossValidated,
            double epsilon) {
        // each run's (position's) largest held-out score, as its root
        Map<Double, Double> largest = new TreeMap<>();
        for (int i = 0; i < position.length; i++) {
            largest.merge(position[i], Math.sqrt(crossValidated[i]), Math::max);
        }
        double from = Double.POSITIVE_INFINITY;
        double to = Double.NEGATIVE_INFINITY;
        double mp = 0;
        double mr = 0;
        for (Map.Entry<Double, Double> e : largest.entrySet()) {
            from = Math.min(from, e.getKey());
            to = Math.max(to, e.getKey());
            mp += e.getKey();
            mr += e.getValue();
        }
        int m = largest.size();
        mp /= m;
        mr /= m;
        double sxy = 0;
        double sxx = 0;
        for (Map.Entry<Double, Double> e : largest.entrySet()) {
            sxy += (e.getKey() - mp) * (e.getValue() - mr);
            sxx += (e.getKey() - mp) * (e.getKey() - mp);
        }
        double slope = sxx > 0 ? Math.max(0, sxy / sxx) : 0;
        double top = 0;
        for (Map.Entry<Double, Double> e : largest.entrySet()) {
            top = Math.max(top, e.getValue() - slope * (e.getKey() - to));
        }
        return new ExtrapolationThreshold(axis, from, to, top, slope,
                crossValidation(epsilon, crossValidated, foldOf));
    }

    /**
     * The threshold the cross-validated abnormalities give: the largest, at least ε, raised by the largest excess of
     * a cross-validation false positive. A fold's processes were scored by a model that never saw their scales, as
     * the checked run will be; when one of them scored above the threshold the other folds give (the largest of their
     * scores, at least ε: the cross-validation's false positives, {@link dev.straggler.core.scale.ModelSelection}),
     * the model is known to jump by that much at a scale it has not seen, and the threshold anticipates the same jump
     * at the checked scale. A model whose cross-validation had no false positive keeps the largest score (at least ε).
     *
     * @param minimumThreshold ε
     * @param crossValidated   each training process's cross-validated abnormality
     * @param foldOf           each training process's fold
     */
    public static double crossValidation(double minimumThreshold, double[] crossValidated, int[] foldOf) {
        int folds = 0;
        for (int f : foldOf) {
            folds = Math.max(folds, f + 1);
        }
        double[] inside = new double[folds];
        java.util.Arrays.fill(inside, Double.NEGATIVE_INFINITY);
        double largest = minimumThreshold;
        for (int i = 0; i < crossValidated.length; i++) {
            inside[foldOf[i]] = Math.max(inside[foldOf[i]], crossValidated[i]);
            largest = Math.max(largest, crossValidated[i]);
        }
        double excess = 0;
        for (int f = 0; f < folds; f++) {
            double others = minimumThreshold;
            for (int h = 0; h < folds; h++) {
                if (h != f) {
                    others = Math.max(others, inside[h]);
                }
            }
            excess = Math.max(excess, inside[f] - others);
        }
        return largest + excess;
    }

    /** The threshold of a run at {@code position} on the axis (NaN: off the axis, where the score cannot flag). */
    public double at(double position) {
        if (slope == 0) {
            return Math.max(floor, top * top);
        }
        if (Double.isNaN(position)) {
            return Double.POSITIVE_INFINITY;
        }
        double r = top + slope * (Math.max(position, from) - to);
        return Math.max(floor, r * r);
    }

    /** The threshold of a run with these run-level control features. */
    public double at(ControlFeatures run) {
        return at(axis.position(run));
    }

    /** The threshold of a run {@code factor} times the largest training run on the axis (one of 1.5: half again). */
    public double beyond(double factor) {
        return at(to + Math.log(factor));
    }
}
