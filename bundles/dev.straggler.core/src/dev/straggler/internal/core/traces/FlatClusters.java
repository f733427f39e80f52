package dev.straggler.internal.core.traces;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Flat clusters cut from a linkage matrix (SciPy's {@code fcluster}) and the Fowlkes–Mallows comparison of two flat
 * clusterings (DiffTrace's B-score, §III-C-2).
 * <p>
 * A subtree is one cluster when its largest merge height (SciPy's {@code max_dists}, which is the node's own height
 * unless centroid/median produced an inversion below it) is at most the threshold. Labels run from 1, numbered as
 * SciPy numbers them.
 */
public final class FlatClusters {

    private FlatClusters() {
    }

    /** The largest merge height in each row's subtree. */
    public static double[] maxDists(double[][] z) {
        int n = z.length + 1;
        double[] md = new double[z.length];
        for (int i = 0; i < z.length; i++) {
            double m = z[i][2];
            int a = (int) z[i][0], b = (int) z[i][1];
            if (a >= n) {
                m = Math.max(m, md[a - n]);
            }
            if (b >= n) {
                m = Math.max(m, md[b - n]);
            }
            md[i] = m;
        }
        return md;
    }

    /** {@code fcluster(Z, t, 'distance')}: clusters whose subtrees merge at heights ≤ {@code threshold}. */
    public static int[] byThreshold(double[][] z, double threshold) {
        return cut(z, maxDists(z), threshold);
    }

    /**
     * {@code fcluster(Z, k, 'maxclust')}: the clusters at the smallest threshold (a subtree's largest height) that
     * gives at most {@code k} clusters; fewer than {@code k} when heights tie at the cut. Unlike SciPy, whose search
     * never tries the lowest height, {@code k ≥ n - 1} gives the n - 1 or n clusters asked for.
     */
    public static int[] byCount(double[][] z, int k) {
        int n = z.length + 1;
        if (k < 1) {
            throw new IllegalArgumentException("cluster count must be at least 1: " + k);
        }
        if (k >= n) {
            int[] t = new int[n];
            for (int i = 0; i < n; i++) {
                t[i] = i + 1;
            }
            return t;
        }
        double[] md = maxDists(z);
        double[] sorted = md.clone();
        Arrays.sort(sorted);
        // count(threshold) decreases as the threshold grows; find the smallest sorted[i] with count <= k
        int lo = -1, hi = sorted.length - 1; // count(sorted[hi]) == 1 <= k
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (count(z, md, sorted[mid]) > k) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return cut(z, md, sorted[hi]);
    }

    private static int count(double[][] z, double[] md, double threshold) {
        int n = z.length + 1;
        int clusters = 0;
        int[] stack = new int[n];
        int top = 0;
        stack[top++] = 2 * n - 2;
        while (top > 0) {
            int node = stack[--top];
            if (node < n || md[node - n] <= threshold) {
                clusters++;
                continue;
            }
            stack[top++] = (int) z[node - n][1];
            stack[top++] = (int) z[node - n][0];
        }
        return clusters;
    }

    /**
     * Walks the tree from the root, each node's non-leaf children first (left, then right), then its leaf children;
     * a node whose largest height is ≤ threshold starts a cluster that its whole subtree joins. Labels are handed
     * out in that order (SciPy's {@code cluster_monocrit}).
     */
    private static int[] cut(double[][] z, double[] md, double threshold) {
        int n = z.length + 1;
        int[] labels = new int[n];
        if (n == 1) {
            labels[0] = 1;
            return labels;
        }
        int[] stack = new int[n];
        boolean[] visited = new boolean[2 * n - 1];
        int k = 0, clusters = 0, leader = -1;
        stack[0] = 2 * n - 2;
        while (k >= 0) {
            int root = stack[k] - n;
            int left = (int) z[root][0], right = (int) z[root][1];
            if (leader == -1 && md[root] <= threshold) {
                leader = root;
                clusters++;
            }
            if (left >= n && !visited[left]) {
                visited[left] = true;
                stack[++k] = left;
                continue;
            }
            if (right >= n && !visited[right]) {
                visited[right] = true;
                stack[++k] = right;
                continue;
            }
            if (left < n) {
                if (leader == -1) {
                    clusters++;
                }
                labels[left] = clusters;
            }
            if (right < n) {
                if (leader == -1) {
                    clusters++;
                }
                labels[right] = clusters;
            }
            if (leader == root) {
                leader = -1;
            }
            k--;
        }
        return labels;
    }

    /** The number of distinct labels. */
    public static int clusterCount(int[] labels) {
        return (int) Arrays.stream(labels).distinct().count();
    }

    /**
     * The Fowlkes–Mallows index of two flat clusterings of the same objects: T / √(P·Q), T the pairs of objects
     * together in both, P in the first, Q in the second (Fowlkes &amp; Mallows 1983, B<sub>k</sub> for one k). 1 when
     * the two partitions are identical (also when both are all singletons, where T = P = Q = 0), 0 when they are
     * not and one of P, Q is 0.
     */
    public static double fowlkesMallows(int[] a, int[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("clusterings of " + a.length + " and " + b.length + " objects");
        }
        Map<Long, long[]> both = new HashMap<>();
        Map<Integer, long[]> inA = new HashMap<>(), inB = new HashMap<>();
        for (int i = 0; i < a.length; i++) {
            both.computeIfAbsent((long) a[i] << 32 | (b[i] & 0xffffffffL), x -> new long[1])[0]++;
            inA.computeIfAbsent(a[i], x -> new long[1])[0]++;
            inB.computeIfAbsent(b[i], x -> new long[1])[0]++;
        }
        double t = pairs(both), p = pairs(inA), q = pairs(inB);
        if (both.size() == inA.size() && both.size() == inB.size()) {
            return 1.0; // same partition
        }
        if (p == 0 || q == 0) {
            return 0.0;
        }
        return t / Math.sqrt(p * q);
    }

    private static double pairs(Map<?, long[]> counts) {
        double s = 0;
        for (long[] c : counts.values()) {
            s += (double) c[0] * (c[0] - 1) / 2;
        }
        return s;
    }
}
