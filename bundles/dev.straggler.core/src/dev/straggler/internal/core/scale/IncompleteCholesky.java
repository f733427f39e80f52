package dev.straggler.internal.core.scale;

/**
 * Pivoted incomplete Cholesky decomposition of a symmetric positive semi-definite matrix, {@code K ≈ R Rᵀ} with R
 * of n × m, m the smallest rank at which the residual's trace falls below {@code tolerance × trace(K)} (or
 * {@code maxRank}). At each step the pivot is the largest remaining diagonal element; the residual stays positive
 * semi-definite, so the rank found is the numerical rank of K and the factor has full column rank. This is the
 * partial Gram–Schmidt orthogonalisation Hardoon et al. (2004, §3.3) use to make kernel CCA well posed and cheap:
 * O(n m²).
 */
public final class IncompleteCholesky {

    private final int[] pivots;
    private final double[][] factor;

    private IncompleteCholesky(int[] pivots, double[][] factor) {
        this.pivots = pivots;
        this.factor = factor;
    }

    /** The pivot indices, in the order chosen. */
    public int[] pivots() {
        return pivots;
    }

    /** R (n × m). */
    public double[][] factor() {
        return factor;
    }

    /**
     * Decomposes {@code k} (read only; symmetric).
     *
     * @param k         the matrix
     * @param tolerance relative trace tolerance, e.g. 1e-9
     * @param maxRank   the largest m
     */
    public static IncompleteCholesky decompose(double[][] k, double tolerance, int maxRank) {
        int n = k.length;
        double[] d = new double[n];
        double trace = 0;
        for (int i = 0; i < n; i++) {
            d[i] = Math.max(k[i][i], 0);
            trace += d[i];
        }
        int limit = Math.min(maxRank, n);
        double[][] cols = new double[limit][];
        int[] piv = new int[limit];
        boolean[] used = new boolean[n];
        int m = 0;
        while (m < limit) {
            double residual = 0;
            int best = -1;
            for (int i = 0; i < n; i++) {
                if (!used[i]) {
                    residual += d[i];
                    if (best < 0 || d[i] > d[best]) {
                        best = i;
                    }
                }
            }
            if (best < 0 || !(residual > tolerance * trace) || !(d[best] > 0)) {
                break;
            }
            double nu = Math.sqrt(d[best]);
            double[] col = new double[n];
            for (int i = 0; i < n; i++) {
                if (used[i]) {
                    continue; // R[i][m] = 0 for earlier pivots (lower triangular in pivot order)
                }
                double v = k[i][best];
                for (int l = 0; l < m; l++) {
                    v -= cols[l][i] * cols[l][best];
                }
                col[i] = v / nu;
            }
            col[best] = nu;
            for (int i = 0; i < n; i++) {
                if (!used[i]) {
                    d[i] = Math.max(d[i] - col[i] * col[i], 0);
                }
            }
            used[best] = true;
            d[best] = 0;
            cols[m] = col;
            piv[m] = best;
            m++;
        }
        double[][] r = new double[n][m];
        for (int j = 0; j < m; j++) {
            for (int i = 0; i < n; i++) {
                r[i][j] = cols[j][i];
            }
        }
        return new IncompleteCholesky(java.util.Arrays.copyOf(piv, m), r);
    }
}
