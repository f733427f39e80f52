package dev.straggler.core.traces;

import java.util.List;

import dev.straggler.model.traces.TraceKey;

/**
 * The Jaccard similarity matrices of one parameter combination (filter, K, attributes): JSM<sub>normal</sub>,
 * JSM<sub>faulty</sub> and DiffJSM = |JSM<sub>faulty</sub> − JSM<sub>normal</sub>| (DiffTrace §II-C, §II-D), rows
 * and columns in the order of {@link #keys()}. J(i, j) = |A<sub>i</sub> ∩ A<sub>j</sub>| / |A<sub>i</sub> ∪
 * A<sub>j</sub>| of the two traces' attribute sets, 1 when both are empty; read from the concept lattice as the
 * intent of the two traces' lowest common concept. Immutable: accessors return copies.
 */
public final class Similarity {

    private final List<TraceKey> keys;
    private final double[][] normal;
    private final double[][] faulty;
    private final double[][] diff;

    public Similarity(List<TraceKey> keys, double[][] normal, double[][] faulty) {
        this.keys = List.copyOf(keys);
        this.normal = copy(normal);
        this.faulty = copy(faulty);
        int n = keys.size();
        this.diff = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                diff[i][j] = Math.abs(faulty[i][j] - normal[i][j]);
            }
        }
    }

    /** The traces, in row order. */
    public List<TraceKey> keys() {
        return keys;
    }

    /** JSM of the normal run. */
    public double[][] normal() {
        return copy(normal);
    }

    /** JSM of the faulty run. */
    public double[][] faulty() {
        return copy(faulty);
    }

    /** DiffJSM = |JSM<sub>faulty</sub> − JSM<sub>normal</sub>|. */
    public double[][] diff() {
        return copy(diff);
    }

    /** How much each trace's similarities changed: the sum of its DiffJSM row. */
    public double[] change() {
        double[] c = new double[diff.length];
        for (int i = 0; i < diff.length; i++) {
            double s = 0;
            for (double v : diff[i]) {
                s += v;
            }
            c[i] = s;
        }
        return c;
    }

    static double[][] copy(double[][] m) {
        double[][] c = new double[m.length][];
        for (int i = 0; i < m.length; i++) {
            c[i] = m[i].clone();
        }
        return c;
    }
}
