package dev.straggler.internal.core.traces;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.straggler.core.traces.Linkage;

/**
 * Agglomerative hierarchical clustering with SciPy's definitions and output ({@code scipy.cluster.hierarchy.linkage},
 * DiffTrace §III-C-1). Input: a condensed distance matrix (the upper triangle row by row, as {@code pdist} gives
 * it). Output: SciPy's linkage matrix Z, {@code n - 1} rows {@code (a, b, height, size)} where {@code a < b} are
 * cluster ids (0 .. n-1 the observations, n + i the cluster formed by row i).
 * <p>
 * The algorithms are SciPy's (Müllner, "Modern hierarchical, agglomerative clustering algorithms", 2011): single
 * linkage by Prim's minimum spanning tree, complete/average/weighted/Ward by the nearest-neighbour chain, both then
 * sorted by height (stable) and relabelled by union–find; centroid and median by the generic algorithm with a
 * heap of nearest-neighbour candidates, rows in merge order (their heights need not increase). Every method is
 * O(n²) memory; time O(n²) except the generic algorithm (O(n² log n) typically).
 */
public final class HierarchicalClustering {

    private HierarchicalClustering() {
    }

    /** The index of pair (i, j), i ≠ j, in a condensed matrix of {@code n} observations. */
    public static int condensedIndex(int n, int i, int j) {
        if (i > j) {
            int t = i;
            i = j;
            j = t;
        }
        return (int) ((long) n * i - (long) i * (i + 1) / 2 + (j - i - 1));
    }

    /**
     * The condensed Euclidean distances between the rows of {@code m} (what SciPy's {@code linkage} computes when
     * given a 2-D array of observations). Equal rows (traces with equal attribute sets have equal similarity rows,
     * and SPMD runs have few distinct ones) are measured once; distinct rows four at a time, so each row is read
     * once per four.
     */
    public static double[] rowDistances(double[][] m) {
        int n = m.length;
        // distinct rows
        Map<RowKey, Integer> ids = new HashMap<>();
        int[] rowOf = new int[n];
        List<double[]> distinct = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            RowKey key = new RowKey(m[i]);
            Integer id = ids.get(key);
            if (id == null) {
                id = distinct.size();
                ids.put(key, id);
                distinct.add(m[i]);
            }
            rowOf[i] = id;
        }
        int u = distinct.size();
        double[] du = distinctDistances(distinct.toArray(new double[u][]));
        if (u == n) {
            return du;
        }
        double[] d = new double[(int) ((long) n * (n - 1) / 2)];
        int idx = 0;
        for (int i = 0; i < n; i++) {
            int ri = rowOf[i];
            for (int j = i + 1; j < n; j++) {
                int rj = rowOf[j];
                d[idx++] = ri == rj ? 0.0 : du[condensedIndex(u, ri, rj)];
            }
        }
        return d;
    }

    private record RowKey(double[] row) {
        @Override
        public boolean equals(Object o) {
            return o instanceof RowKey k && Arrays.equals(row, k.row);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(row);
        }
    }

    /** Condensed distances between rows, four rows of the first index per pass over the second. */
    private static double[] distinctDistances(double[][] m) {
        int n = m.length;
        double[] d = new double[(int) ((long) n * (n - 1) / 2)];
        int i = 0;
        for (; i + 3 < n; i += 4) {
            double[] a0 = m[i], a1 = m[i + 1], a2 = m[i + 2], a3 = m[i + 3];
            // pairs inside the block
            d[condensedIndex(n, i, i + 1)] = euclidean(a0, a1);
            d[condensedIndex(n, i, i + 2)] = euclidean(a0, a2);
            d[condensedIndex(n, i, i + 3)] = euclidean(a0, a3);
            d[condensedIndex(n, i + 1, i + 2)] = euclidean(a1, a2);
            d[condensedIndex(n, i + 1, i + 3)] = euclidean(a1, a3);
            d[condensedIndex(n, i + 2, i + 3)] = euclidean(a2, a3);
            long base0 = rowBase(n, i), base1 = rowBase(n, i + 1), base2 = rowBase(n, i + 2), base3 = rowBase(n, i + 3);
            for (int j = i + 4; j < n; j++) {
                double[] b = m[j];
                double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
                for (int k = 0; k < b.length; k++) {
                    double x = b[k];
                    double d0 = a0[k] - x, d1 = a1[k] - x, d2 = a2[k] - x, d3 = a3[k] - x;
                    s0 += d0 * d0;
                    s1 += d1 * d1;
                    s2 += d2 * d2;
                    s3 += d3 * d3;
                }
                d[(int) (base0 + j)] = Math.sqrt(s0);
                d[(int) (base1 + j)] = Math.sqrt(s1);
                d[(int) (base2 + j)] = Math.sqrt(s2);
                d[(int) (base3 + j)] = Math.sqrt(s3);
            }
        }
        for (; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                d[condensedIndex(n, i, j)] = euclidean(m[i], m[j]);
            }
        }
        return d;
    }

    /** condensedIndex(n, r, j) = rowBase(n, r) + j for j &gt; r. */
    private static long rowBase(int n, int r) {
        return (long) n * r - (long) r * (r + 1) / 2 - r - 1;
    }

    /** The Euclidean distance, summed in order as SciPy's {@code pdist} does. */
    private static double euclidean(double[] a, double[] b) {
        double s = 0;
        for (int k = 0; k < a.length; k++) {
            double d = a[k] - b[k];
            s += d * d;
        }
        return Math.sqrt(s);
    }

    /** The linkage matrix of {@code n} observations with condensed distances {@code dists} (not modified). */
    public static double[][] linkage(double[] dists, int n, Linkage method) {
        if (n < 1 || dists.length != (long) n * (n - 1) / 2) {
            throw new IllegalArgumentException("condensed matrix of " + dists.length + " entries for " + n + " observations");
        }
        if (n == 1) {
            return new double[0][4];
        }
        return switch (method) {
            case SINGLE -> label(sortByHeight(mstSingle(dists, n)), n);
            case COMPLETE, AVERAGE, WEIGHTED, WARD -> label(sortByHeight(nnChain(dists, n, method)), n);
            case CENTROID, MEDIAN -> generic(dists, n, method);
        };
    }

    /** The Lance–Williams update of d(i, x∪y) (SciPy's {@code _hierarchy_distance_update}). */
    static double update(Linkage method, double dxi, double dyi, double dxy, int nx, int ny, int ni) {
        switch (method) {
            case SINGLE:
                return Math.min(dxi, dyi);
            case COMPLETE:
                return Math.max(dxi, dyi);
            case AVERAGE:
                return (nx * dxi + ny * dyi) / (nx + ny);
            case WEIGHTED:
                return 0.5 * (dxi + dyi);
            case CENTROID:
                return Math.sqrt(((nx * dxi * dxi + ny * dyi * dyi) - ((double) nx * ny * dxy * dxy) / (nx + ny))
                        / (nx + ny));
            case MEDIAN:
                return Math.sqrt(0.5 * (dxi * dxi + dyi * dyi) - 0.25 * dxy * dxy);
            case WARD: {
                double t = 1.0 / (nx + ny + ni);
                return Math.sqrt((ni + nx) * t * dxi * dxi + (ni + ny) * t * dyi * dyi - ni * t * dxy * dxy);
            }
            default:
                throw new IllegalArgumentException(method.toString());
        }
    }

    private static double[][] mstSingle(double[] dists, int n) {
        double[][] z = new double[n - 1][4];
        boolean[] merged = new boolean[n];
        double[] d = new double[n];
        Arrays.fill(d, Double.POSITIVE_INFINITY);
        int x = 0;
        for (int k = 0; k < n - 1; k++) {
            double min = Double.POSITIVE_INFINITY;
            int y = -1;
            merged[x] = true;
            for (int i = 0; i < n; i++) {
                if (merged[i]) {
                    continue;
                }
                double dist = dists[condensedIndex(n, x, i)];
                if (d[i] > dist) {
                    d[i] = dist;
                }
                if (d[i] < min) {
                    y = i;
                    min = d[i];
                }
            }
            if (y < 0) { // only NaN or infinite distances left
                for (int i = 0; i < n; i++) {
                    if (!merged[i]) {
                        y = i;
                        break;
                    }
                }
            }
            z[k][0] = x;
            z[k][1] = y;
            z[k][2] = min;
            x = y;
        }
        return z;
    }

    private static double[][] nnChain(double[] dists, int n, Linkage method) {
        double[] d = dists.clone();
        double[][] z = new double[n - 1][4];
        int[] size = new int[n];
        Arrays.fill(size, 1);
        int[] chain = new int[n];
        int chainLength = 0;
        for (int k = 0; k < n - 1; k++) {
            if (chainLength == 0) {
                chainLength = 1;
                for (int i = 0; i < n; i++) {
                    if (size[i] > 0) {
                        chain[0] = i;
                        break;
                    }
                }
            }
            int x, y = -1;
            double min;
            for (;;) {
                x = chain[chainLength - 1];
                if (chainLength > 1) {
                    y = chain[chainLength - 2];
                    min = d[condensedIndex(n, x, y)];
                } else {
                    y = -1;
                    min = Double.POSITIVE_INFINITY;
                }
                for (int i = 0; i < n; i++) {
                    if (size[i] == 0 || x == i) {
                        continue;
                    }
                    double dist = d[condensedIndex(n, x, i)];
                    if (dist < min) {
                        min = dist;
                        y = i;
                    }
                }
                if (y < 0) { // NaN distances: take any other cluster
                    for (int i = 0; i < n; i++) {
                        if (size[i] > 0 && i != x) {
                            y = i;
                            break;
                        }
                    }
                    min = d[condensedIndex(n, x, y)];
                }
                if (chainLength > 1 && y == chain[chainLength - 2]) {
                    break;
                }
                chain[chainLength++] = y;
            }
            chainLength -= 2;
            if (x > y) {
                int t = x;
                x = y;
                y = t;
            }
            int nx = size[x], ny = size[y];
            z[k][0] = x;
            z[k][1] = y;
            z[k][2] = min;
            z[k][3] = nx + ny;
            size[x] = 0;
            size[y] = nx + ny;
            for (int i = 0; i < n; i++) {
                int ni = size[i];
                if (ni == 0 || i == y) {
                    continue;
                }
                d[condensedIndex(n, i, y)] = update(method, d[condensedIndex(n, i, x)], d[condensedIndex(n, i, y)],
                        min, nx, ny, ni);
            }
        }
        return z;
    }

    private static double[][] generic(double[] dists, int n, Linkage method) {
        double[] d = dists.clone();
        double[][] z = new double[n - 1][4];
        int[] size = new int[n];
        Arrays.fill(size, 1);
        int[] clusterId = new int[n];
        for (int i = 0; i < n; i++) {
            clusterId[i] = i;
        }
        int[] neighbor = new int[n - 1];
        double[] minDist = new double[n - 1];
        for (int x = 0; x < n - 1; x++) {
            int y = findMin(n, d, size, x);
            neighbor[x] = y;
            minDist[x] = y < 0 ? Double.POSITIVE_INFINITY : d[condensedIndex(n, x, y)];
        }
        IndexedHeap heap = new IndexedHeap(minDist);
        for (int k = 0; k < n - 1; k++) {
            int x = 0, y = 0;
            double dist = 0;
            for (int i = 0; i < n - k; i++) {
                x = heap.minIndex();
                dist = heap.minValue();
                y = neighbor[x];
                if (y >= 0 && dist == d[condensedIndex(n, x, y)]) {
                    break;
                }
                y = findMin(n, d, size, x);
                dist = y < 0 ? Double.POSITIVE_INFINITY : d[condensedIndex(n, x, y)];
                neighbor[x] = y;
                minDist[x] = dist;
                heap.change(x, dist);
            }
            heap.removeMin();
            int idX = clusterId[x], idY = clusterId[y];
            int nx = size[x], ny = size[y];
            z[k][0] = Math.min(idX, idY);
            z[k][1] = Math.max(idX, idY);
            z[k][2] = dist;
            z[k][3] = nx + ny;
            size[x] = 0;
            size[y] = nx + ny;
            clusterId[y] = n + k;
            for (int i = 0; i < n; i++) {
                int ni = size[i];
                if (ni == 0 || i == y) {
                    continue;
                }
                d[condensedIndex(n, i, y)] = update(method, d[condensedIndex(n, i, x)], d[condensedIndex(n, i, y)],
                        dist, nx, ny, ni);
            }
            for (int i = 0; i < x; i++) {
                if (size[i] > 0 && neighbor[i] == x) {
                    neighbor[i] = y;
                }
            }
            for (int i = 0; i < y; i++) {
                if (size[i] == 0) {
                    continue;
                }
                double di = d[condensedIndex(n, i, y)];
                if (di < minDist[i]) {
                    neighbor[i] = y;
                    minDist[i] = di;
                    heap.change(i, di);
                }
            }
            if (y < n - 1) {
                int w = findMin(n, d, size, y);
                if (w >= 0) {
                    neighbor[y] = w;
                    minDist[y] = d[condensedIndex(n, y, w)];
                    heap.change(y, minDist[y]);
                }
            }
        }
        return z;
    }

    private static int findMin(int n, double[] d, int[] size, int x) {
        double min = Double.POSITIVE_INFINITY;
        int y = -1;
        int base = condensedIndex(n, x, x + 1) - (x + 1);
        for (int i = x + 1; i < n; i++) {
            if (size[i] == 0) {
                continue;
            }
            double dist = d[base + i];
            if (dist < min) {
                min = dist;
                y = i;
            }
        }
        return y;
    }

    private static double[][] sortByHeight(double[][] z) {
        Integer[] order = new Integer[z.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(z[a][2], z[b][2])); // stable (merge sort)
        double[][] sorted = new double[z.length][];
        for (int i = 0; i < order.length; i++) {
            sorted[i] = z[order[i]];
        }
        return sorted;
    }

    /** SciPy's {@code label}: cluster ids by union–find, a &lt; b, sizes. */
    private static double[][] label(double[][] z, int n) {
        int[] parent = new int[2 * n - 1];
        int[] size = new int[2 * n - 1];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        int next = n;
        for (double[] row : z) {
            int x = find(parent, (int) row[0]), y = find(parent, (int) row[1]);
            row[0] = Math.min(x, y);
            row[1] = Math.max(x, y);
            parent[x] = next;
            parent[y] = next;
            size[next] = size[x] + size[y];
            row[3] = size[next];
            next++;
        }
        return z;
    }

    private static int find(int[] parent, int x) {
        int root = x;
        while (parent[root] != root) {
            root = parent[root];
        }
        while (parent[x] != root) {
            int p = parent[x];
            parent[x] = root;
            x = p;
        }
        return root;
    }

    /** A binary min-heap over indices 0 .. m-1 with changeable values. */
    private static final class IndexedHeap {
        private final int[] heap;
        private final int[] pos;
        private final double[] value;
        private int size;

        IndexedHeap(double[] values) {
            int m = values.length;
            heap = new int[m];
            pos = new int[m];
            value = values.clone();
            size = m;
            for (int i = 0; i < m; i++) {
                heap[i] = i;
                pos[i] = i;
            }
            for (int i = m / 2 - 1; i >= 0; i--) {
                down(i);
            }
        }

        int minIndex() {
            return heap[0];
        }

        double minValue() {
            return value[heap[0]];
        }

        void removeMin() {
            int last = heap[--size];
            pos[heap[0]] = -1;
            if (size > 0) {
                heap[0] = last;
                pos[last] = 0;
                down(0);
            }
        }

        void change(int index, double v) {
            int p = pos[index];
            if (p < 0) {
                return;
            }
            double old = value[index];
            value[index] = v;
            if (v < old) {
                up(p);
            } else {
                down(p);
            }
        }

        private boolean less(int a, int b) {
            return value[a] < value[b] || (value[a] == value[b] && a < b);
        }

        private void up(int p) {
            int e = heap[p];
            while (p > 0) {
                int parent = (p - 1) >> 1;
                if (!less(e, heap[parent])) {
                    break;
                }
                heap[p] = heap[parent];
                pos[heap[p]] = p;
                p = parent;
            }
            heap[p] = e;
            pos[e] = p;
        }

        private void down(int p) {
            int e = heap[p];
            for (;;) {
                int c = 2 * p + 1;
                if (c >= size) {
                    break;
                }
                if (c + 1 < size && less(heap[c + 1], heap[c])) {
                    c++;
                }
                if (!less(heap[c], e)) {
                    break;
                }
                heap[p] = heap[c];
                pos[heap[p]] = p;
                p = c;
            }
            heap[p] = e;
            pos[e] = p;
        }
    }
}
