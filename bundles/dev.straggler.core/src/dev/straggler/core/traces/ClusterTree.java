package dev.straggler.core.traces;

import java.util.List;

import dev.straggler.internal.core.traces.FlatClusters;
import dev.straggler.model.traces.TraceKey;

/**
 * A hierarchical clustering of traces (DiffTrace §II-C, §III-C): SciPy's linkage matrix over the traces of
 * {@link #keys()}, each trace represented by its row of a similarity matrix and compared by Euclidean distance, and
 * the flat clusters cut from it. Immutable.
 */
public final class ClusterTree {

    private final List<TraceKey> keys;
    private final Linkage linkage;
    private final double[][] z;

    public ClusterTree(List<TraceKey> keys, Linkage linkage, double[][] z) {
        this.keys = List.copyOf(keys);
        this.linkage = linkage;
        this.z = Similarity.copy(z);
    }

    /** The traces: observation i is {@code keys().get(i)}. */
    public List<TraceKey> keys() {
        return keys;
    }

    /** The linkage method. */
    public Linkage linkage() {
        return linkage;
    }

    /**
     * SciPy's linkage matrix: n - 1 rows {@code (a, b, height, size)}, a &lt; b cluster ids (0 .. n-1 the traces,
     * n + i the cluster of row i).
     */
    public double[][] matrix() {
        return Similarity.copy(z);
    }

    /** The merge heights, in row order. */
    public double[] heights() {
        double[] h = new double[z.length];
        for (int i = 0; i < z.length; i++) {
            h[i] = z[i][2];
        }
        return h;
    }

    /**
     * Flat clusters, at most {@code count} (SciPy's {@code fcluster(Z, count, 'maxclust')}): label (from 1) of each
     * trace in key order.
     */
    public int[] clustersByCount(int count) {
        return FlatClusters.byCount(z, count);
    }

    /** Flat clusters merged at heights ≤ {@code threshold} (SciPy's {@code fcluster(Z, t, 'distance')}). */
    public int[] clustersByThreshold(double threshold) {
        return FlatClusters.byThreshold(z, threshold);
    }
}
