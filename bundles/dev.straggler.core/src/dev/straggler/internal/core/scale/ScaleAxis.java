package dev.straggler.internal.core.scale;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.straggler.model.profile.ControlFeatures;

/**
 * The scale axis of a set of training runs: a run's position is the sum of the logarithms of its run-level control
 * features that vary over the training runs (the number of processes, numeric arguments, named features; all
 * positive), so that doubling the processes or the input is the same step at every scale. What the cross-validation's
 * folds are cut along ({@link ScaleTrainer#runFolds}) and what the distance of a checked run beyond the training scales
 * is measured on ({@link ExtrapolationThreshold}).
 *
 * @param names the features on the axis, in the training runs' feature order; empty when no run-level feature varies
 *              or one that varies is not positive (no logarithmic axis)
 */
public record ScaleAxis(List<String> names) {

    /** Copies the names. */
    public ScaleAxis {
        names = List.copyOf(names);
    }

    /**
     * The axis of runs whose run-level control features are {@code runs} (one process's features per run; the rank is
     * ignored).
     */
    public static ScaleAxis of(List<ControlFeatures> runs) {
        List<String> names = new ArrayList<>();
        if (runs.isEmpty()) {
            return new ScaleAxis(names);
        }
        Map<String, Double> first = runs.get(0).asMap();
        for (String name : first.keySet()) {
            if (name.equals("rank")) {
                continue;
            }
            boolean differs = false;
            boolean positive = true;
            for (ControlFeatures c : runs) {
                Double v = c.asMap().get(name);
                differs |= v == null || !v.equals(first.get(name));
                positive &= v != null && v > 0;
            }
            if (differs && !positive) {
                return new ScaleAxis(List.of());
            }
            if (differs) {
                names.add(name);
            }
        }
        return new ScaleAxis(names);
    }

    /** Whether runs have positions on this axis (some feature varies and all are positive). */
    public boolean usable() {
        return !names.isEmpty();
    }

    /**
     * The position of a run with these (run-level) control features: the sum of the logarithms of the axis' features;
     * NaN when one is missing or not positive (a run off the axis), 0 on an axis without features.
     */
    public double position(ControlFeatures c) {
        Map<String, Double> m = c.asMap();
        double p = 0;
        for (String name : names) {
            Double v = m.get(name);
            if (v == null || !(v > 0)) {
                return Double.NaN;
            }
            p += Math.log(v);
        }
        return p;
    }
}
