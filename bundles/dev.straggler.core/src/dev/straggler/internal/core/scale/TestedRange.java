package dev.straggler.internal.core.scale;

/**
 * How far along the scale axis the cross-validation tested the model's predictions (decision 054). The folds are cut
 * along the {@link ScaleAxis} ({@link ScaleTrainer#runFolds}): the last fold's runs are predicted by a model of the
 * smaller ones, the first fold's by a model of the larger ones. The largest distance by which a fold's runs lay beyond
 * every run its model was fitted on is the farthest extrapolation whose error the cross-validation measured, and so
 * the farthest the score and its threshold (both set from those held-out errors) are known to hold; likewise below.
 * A checked run within {@code [from − below, to + above]} is scored as the cross-validation scored the training runs;
 * one outside is further from the model's runs than any prediction the training measured, and its score is not used
 * (the call-site rules still apply).
 *
 * @param from  the smallest training position on the axis
 * @param to    the largest training position
 * @param below the largest distance by which a fold's runs lay below every run of its model (0: none did)
 * @param above the largest distance by which a fold's runs lay beyond every run of its model (0: none did)
 */
public record TestedRange(double from, double to, double below, double above) {

    /** Positions that differ by less than this are one (the same run-level features give the same sum of logs). */
    private static final double SAME = 1e-9;

    /**
     * The range the folds tested.
     *
     * @param position each training process's run position on the axis (all 0 on an axis without features: the range
     *                 is that one point, and every run is on it)
     * @param foldOf   each training process's fold
     */
    public static TestedRange fit(double[] position, int[] foldOf) {
        int folds = 0;
        double from = Double.POSITIVE_INFINITY;
        double to = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < position.length; i++) {
            folds = Math.max(folds, foldOf[i] + 1);
            from = Math.min(from, position[i]);
            to = Math.max(to, position[i]);
        }
        double below = 0;
        double above = 0;
        for (int f = 0; f < folds; f++) {
            double heldLow = Double.POSITIVE_INFINITY;
            double heldHigh = Double.NEGATIVE_INFINITY;
            double fittedLow = Double.POSITIVE_INFINITY;
            double fittedHigh = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < position.length; i++) {
                if (foldOf[i] == f) {
                    heldLow = Math.min(heldLow, position[i]);
                    heldHigh = Math.max(heldHigh, position[i]);
                } else {
                    fittedLow = Math.min(fittedLow, position[i]);
                    fittedHigh = Math.max(fittedHigh, position[i]);
                }
            }
            if (heldLow <= heldHigh && fittedLow <= fittedHigh) {
                above = Math.max(above, heldHigh - fittedHigh);
                below = Math.max(below, fittedLow - heldLow);
            }
        }
        return position.length == 0 ? new TestedRange(0, 0, 0, 0) : new TestedRange(from, to, below, above);
    }

    /** Whether a run at {@code position} lies within the tested range (NaN, a run off the axis: no). */
    public boolean covers(double position) {
        return position >= from - below - SAME && position <= to + above + SAME;
    }

    /** How many times the largest training run the range reaches (1.67 when 10 processes were predicted from 6). */
    public double beyond() {
        return Math.exp(above);
    }

    /** How many times below the smallest training run the range reaches (e.g. 1.5 when 4 were predicted from 6). */
    public double underneath() {
        return Math.exp(below);
    }
}
