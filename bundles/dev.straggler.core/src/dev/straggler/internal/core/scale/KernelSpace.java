package dev.straggler.internal.core.scale;

/**
 * One side of a kernel CCA (the control or the observation space): the training points, a Gaussian kernel on them,
 * centred in feature space, and a low-rank factor of the centred kernel matrix found by pivoted incomplete Cholesky,
 * {@code Kc ≈ R Rᵀ} (Hardoon, Szedmak, Shawe-Taylor 2004, §3.3, "partial Gram–Schmidt orthogonalisation", which is
 * this decomposition). The rows of {@code R} are the training points' coordinates in an orthonormal basis of the
 * (centred) feature space they span; {@link #features(double[], double)} gives a new point's coordinates in the same
 * basis, so the KCCA directions found on the training points project any point.
 * <p>
 * <b>Kernel.</b> {@code k(a, b) = exp(-|a - b|² / (2 σ²))} with {@code σ² = fraction × V}, where {@code V} is the
 * total variance of the training points, {@code (1/n) Σ |x_i - x̄|²} (the variance of the norms of the centred
 * points). It is computed as {@code expm1(...)}, i.e. {@code k - 1}: centring removes the constant, and for wide
 * kernels (σ ≫ distances, where the kernel is nearly linear) {@code exp} near 1 would lose the digits that matter.
 * <p>
 * <b>Centring.</b> {@code Kc = H K H}, {@code H = I - 11ᵀ/n}; a new point's row is centred with the training
 * statistics: {@code kc_j = k_j - mean(k) - colMean_j + mean(K)}.
 * <p>
 * A point may have coordinates the training points do not have (an observation at a call site no training task
 * used): they enter as {@code extraSquaredNorm}, added to every squared distance (the training points are 0 there).
 */
public final class KernelSpace {

    private final double[][] points;
    private final double sigma2;
    private final double[] columnMean;
    private final double mean;
    private final int[] pivots;
    /** Rows {@code pivots[j]} of R: {@code pivotRows[j][l]} for {@code l <= j}. */
    private final double[][] pivotRows;
    /** R, the training points' features (n × m); null for a space rebuilt from a file until asked. */
    private double[][] trainingFeatures;

    /**
     * Builds the space for the given training points.
     *
     * @param points    the training points (n × d), not copied: the caller does not change them
     * @param fraction  σ² as a fraction of the total variance
     * @param tolerance the incomplete Cholesky stops when the residual trace is below {@code tolerance × trace(Kc)}
     * @param maxRank   the largest rank of the factor
     */
    public KernelSpace(double[][] points, double fraction, double tolerance, int maxRank) {
        if (!(fraction > 0) || Double.isInfinite(fraction)) {
            throw new IllegalArgumentException("kernel width fraction must be positive: " + fraction);
        }
        this.points = points;
        int n = points.length;
        double v = totalVariance(points);
        this.sigma2 = fraction * (v > 0 ? v : 1.0);
        double[][] k = new double[n][n];
        for (int i = 0; i < n; i++) {
            k[i][i] = 0; // expm1(0)
            for (int j = 0; j < i; j++) {
                double x = kernelMinusOne(squaredDistance(points[i], points[j], 0));
                k[i][j] = x;
                k[j][i] = x;
            }
        }
        this.columnMean = new double[n];
        double all = 0;
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int i = 0; i < n; i++) {
                s += k[i][j];
            }
            columnMean[j] = s / n;
            all += s;
        }
        this.mean = all / ((double) n * n);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                k[i][j] = k[i][j] - columnMean[i] - columnMean[j] + mean;
            }
        }
        IncompleteCholesky icd = IncompleteCholesky.decompose(k, tolerance, maxRank);
        this.pivots = icd.pivots();
        this.trainingFeatures = icd.factor();
        this.pivotRows = new double[pivots.length][];
        for (int j = 0; j < pivots.length; j++) {
            pivotRows[j] = java.util.Arrays.copyOf(trainingFeatures[pivots[j]], j + 1);
        }
    }

    /** A space as saved: the training points and the decomposition found when it was built. */
    public KernelSpace(double[][] points, double sigma2, double[] columnMean, double mean, int[] pivots,
            double[][] pivotRows) {
        this.points = points;
        this.sigma2 = sigma2;
        this.columnMean = columnMean;
        this.mean = mean;
        this.pivots = pivots;
        this.pivotRows = pivotRows;
        this.trainingFeatures = null;
    }

    /** {@code (1/n) Σ |x_i - x̄|²}. */
    public static double totalVariance(double[][] points) {
        int n = points.length;
        if (n == 0) {
            return 0;
        }
        int d = points[0].length;
        double total = 0;
        for (int c = 0; c < d; c++) {
            double m = 0;
            for (double[] p : points) {
                m += p[c];
            }
            m /= n;
            for (double[] p : points) {
                double x = p[c] - m;
                total += x * x;
            }
        }
        return total / n;
    }

    static double squaredDistance(double[] a, double[] b, double extra) {
        double s = extra;
        for (int i = 0; i < a.length; i++) {
            double x = a[i] - b[i];
            s += x * x;
        }
        return s;
    }

    private double kernelMinusOne(double squaredDistance) {
        return Math.expm1(-squaredDistance / (2 * sigma2));
    }

    /** The number of training points. */
    public int size() {
        return points.length;
    }

    /** The rank of the factor (the feature-space dimension used). */
    public int rank() {
        return pivots.length;
    }

    /** σ² of the kernel. */
    public double sigma2() {
        return sigma2;
    }

    /** The training kernel matrix's column means (of {@code k - 1}). */
    public double[] columnMean() {
        return columnMean;
    }

    /** The training kernel matrix's mean (of {@code k - 1}). */
    public double mean() {
        return mean;
    }

    /** The pivots of the incomplete Cholesky, in the order chosen. */
    public int[] pivots() {
        return pivots;
    }

    /** The pivot rows of the factor. */
    public double[][] pivotRows() {
        return pivotRows;
    }

    /** The training points' features R (n × rank). */
    public double[][] trainingFeatures() {
        if (trainingFeatures == null) {
            double[][] r = new double[points.length][];
            for (int i = 0; i < points.length; i++) {
                r[i] = features(points[i], 0);
            }
            trainingFeatures = r;
        }
        return trainingFeatures;
    }

    /**
     * A point's coordinates in the basis of the training factor: the forward substitution of the incomplete
     * Cholesky applied to the point's centred kernel row.
     *
     * @param point            the point's coordinates that the training points have
     * @param extraSquaredNorm the sum of squares of its other coordinates (0 for the training points)
     */
    public double[] features(double[] point, double extraSquaredNorm) {
        int n = points.length;
        double[] k = new double[n];
        double rowMean = 0;
        for (int i = 0; i < n; i++) {
            k[i] = kernelMinusOne(squaredDistance(point, points[i], extraSquaredNorm));
            rowMean += k[i];
        }
        rowMean /= n;
        int m = pivots.length;
        double[] f = new double[m];
        for (int j = 0; j < m; j++) {
            int p = pivots[j];
            double v = k[p] - rowMean - columnMean[p] + mean;
            double[] row = pivotRows[j];
            for (int l = 0; l < j; l++) {
                v -= f[l] * row[l];
            }
            f[j] = v / row[j];
        }
        return f;
    }
}
