package dev.straggler.internal.core.scale;

import java.util.List;
import java.util.Map;

import dev.straggler.core.scale.FeatureScale;
import dev.straggler.model.profile.ControlFeatures;

/**
 * The control vector of a process: its control features ({@link ControlFeatures#asMap()}, in that order), on the
 * model's {@link FeatureScale}, standardized with the training processes' mean and standard deviation (on that scale),
 * so that rank, size and an input size of 10^6 count alike in the Gaussian kernel's distance. A feature that has one
 * value in every training process says nothing about scaling and is left out ({@link #used(int)} false; its
 * {@link #mean(int)} is then that value, untransformed); a checked run that differs there gets a note.
 */
public final class ControlScaling {

    private final List<String> names;
    private final double[] mean;
    private final double[] sd;
    private final boolean[] used;
    private final FeatureScale scale;

    /** Scaling as saved. */
    public ControlScaling(List<String> names, double[] mean, double[] sd, boolean[] used, FeatureScale scale) {
        this.names = List.copyOf(names);
        this.mean = mean;
        this.sd = sd;
        this.used = used;
        this.scale = scale;
    }

    /** Fits on the training processes' features, which all have the features {@code names}. */
    public static ControlScaling fit(List<String> names, List<ControlFeatures> training, FeatureScale scale) {
        int d = names.size();
        int n = training.size();
        double[] mean = new double[d];
        double[] sd = new double[d];
        boolean[] used = new boolean[d];
        double[][] values = new double[n][];
        for (int i = 0; i < n; i++) {
            values[i] = raw(names, training.get(i));
        }
        for (int c = 0; c < d; c++) {
            double first = values[0][c];
            boolean constant = true;
            for (double[] v : values) {
                constant &= v[c] == first;
            }
            if (constant) {
                mean[c] = first;
                sd[c] = 1;
                continue;
            }
            for (double[] v : values) {
                v[c] = scale.control(names.get(c), v[c]);
            }
            double m = 0;
            for (double[] v : values) {
                m += v[c];
            }
            m /= n;
            double s = 0;
            for (double[] v : values) {
                s += (v[c] - m) * (v[c] - m);
            }
            s = Math.sqrt(s / n);
            mean[c] = m;
            used[c] = s > 0;
            sd[c] = used[c] ? s : 1;
        }
        return new ControlScaling(names, mean, sd, used, scale);
    }

    /** The features in {@code names}' order; a missing one is NaN. */
    public static double[] raw(List<String> names, ControlFeatures c) {
        Map<String, Double> all = c.asMap();
        double[] v = new double[names.size()];
        for (int i = 0; i < v.length; i++) {
            Double x = all.get(names.get(i));
            v[i] = x == null ? Double.NaN : x;
        }
        return v;
    }

    /** All feature names, used or not. */
    public List<String> names() {
        return names;
    }

    /** The feature scale. */
    public FeatureScale scale() {
        return scale;
    }

    /** Training mean of feature {@code i} on the feature scale; for an unused feature its one (raw) value. */
    public double mean(int i) {
        return mean[i];
    }

    /** Training standard deviation of feature {@code i} (1 for an unused one). */
    public double sd(int i) {
        return sd[i];
    }

    /** True when feature {@code i} varies over the training processes and is part of the control vector. */
    public boolean used(int i) {
        return used[i];
    }

    /** The number of features in the control vector. */
    public int dimension() {
        int d = 0;
        for (boolean u : used) {
            d += u ? 1 : 0;
        }
        return d;
    }

    /** The standardized control vector; NaN where a used feature is missing. */
    public double[] standardize(ControlFeatures c) {
        double[] raw = raw(names, c);
        double[] z = new double[dimension()];
        int k = 0;
        for (int i = 0; i < raw.length; i++) {
            if (used[i]) {
                z[k++] = (scale.control(names.get(i), raw[i]) - mean[i]) / sd[i];
            }
        }
        return z;
    }
}
