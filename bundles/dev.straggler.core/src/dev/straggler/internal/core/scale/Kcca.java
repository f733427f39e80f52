package dev.straggler.internal.core.scale;

import org.ejml.data.DMatrixRMaj;
import org.ejml.dense.row.CommonOps_DDRM;
import org.ejml.dense.row.SingularOps_DDRM;
import org.ejml.dense.row.decomposition.TriangularSolver_DDRM;
import org.ejml.dense.row.factory.DecompositionFactory_DDRM;
import org.ejml.interfaces.decomposition.CholeskyDecomposition_F64;
import org.ejml.interfaces.decomposition.SingularValueDecomposition_F64;

/**
 * Regularized kernel canonical correlation analysis on two factored kernel spaces (Hardoon, Szedmak, Shawe-Taylor,
 * "Canonical correlation analysis: an overview with application to learning methods", Neural Computation 16, 2004,
 * §3.2–3.3).
 * <p>
 * Hardoon's problem: maximize {@code αᵀ Kx Ky β} subject to {@code αᵀ(Kx² + κ Kx)α = βᵀ(Ky² + κ Ky)β = 1}, with
 * centred kernels. With the incomplete Cholesky factors {@code Kx = Rx Rxᵀ}, {@code Ky = Ry Ryᵀ} and
 * {@code wx = Rxᵀα}, {@code wy = Ryᵀβ} it becomes, divided by n, regularized linear CCA on the factor's coordinates:
 * maximize {@code wxᵀ Cxy wy} subject to {@code wxᵀ(Cxx + γI)wx = wyᵀ(Cyy + γI)wy = 1}, where
 * {@code Cxx = RxᵀRx/n} etc. and {@code κ = nγ}. So γ is a ridge on the feature-space covariance, whose trace is at
 * most 1 for a Gaussian kernel, independent of the number of training processes.
 * <p>
 * <b>Solution (the stable, symmetric route).</b> With the Cholesky factors {@code Lx Lxᵀ = Cxx + γI},
 * {@code Ly Lyᵀ = Cyy + γI} (positive definite for γ &gt; 0), the canonical correlations are the singular values of
 * {@code M = Lx⁻¹ Cxy Ly⁻ᵀ} and the directions are {@code wx = Lx⁻ᵀ u}, {@code wy = Ly⁻ᵀ v} for the singular vector
 * pairs. This is Hardoon's eigenproblem {@code (Cxx+γI)⁻¹Cxy(Cyy+γI)⁻¹Cyx wx = ρ² wx} made symmetric, but solved as
 * an SVD of M rather than an eigendecomposition of M Mᵀ: that does not square the condition number, gives both sides'
 * directions with consistent signs at once, and never forms the singular generalized pencil of the n × n problem.
 * <p>
 * Each projection is then standardized to mean 0 and variance 1 over the training points, so that per-process scores
 * ({@link #abnormality}) are in units of the training spread.
 */
public final class Kcca {

    private final double[] correlations;
    /** mx × k. */
    private final double[][] weightsX;
    /** my × k. */
    private final double[][] weightsY;
    private final double[] meanU;
    private final double[] sdU;
    private final double[] meanV;
    private final double[] sdV;

    /** A fitted KCCA as saved. */
    public Kcca(double[] correlations, double[][] weightsX, double[][] weightsY, double[] meanU, double[] sdU,
            double[] meanV, double[] sdV) {
        this.correlations = correlations;
        this.weightsX = weightsX;
        this.weightsY = weightsY;
        this.meanU = meanU;
        this.sdU = sdU;
        this.meanV = meanV;
        this.sdV = sdV;
    }

    /**
     * Fits on the training features of both spaces.
     *
     * @param rx            n × mx training features of the control space
     * @param ry            n × my training features of the observation space
     * @param gamma         the regularization, &gt; 0
     * @param maxComponents the most components to keep
     * @return the fit, with {@code min(maxComponents, mx, my)} components or fewer (components whose projection
     *         has no spread over the training points are dropped)
     */
    public static Kcca fit(double[][] rx, double[][] ry, double gamma, int maxComponents) {
        int n = rx.length;
        DMatrixRMaj x = toMatrix(rx);
        DMatrixRMaj y = toMatrix(ry);
        int mx = x.numCols;
        int my = y.numCols;
        int k = Math.min(maxComponents, Math.min(mx, my));
        if (k <= 0) {
            return new Kcca(new double[0], new double[mx][0], new double[my][0], new double[0], new double[0],
                    new double[0], new double[0]);
        }
        DMatrixRMaj lxInv = regularizedCholeskyInverse(x, gamma, n);
        DMatrixRMaj lyInv = regularizedCholeskyInverse(y, gamma, n);
        DMatrixRMaj cxy = new DMatrixRMaj(mx, my);
        CommonOps_DDRM.multTransA(1.0 / n, x, y, cxy);
        DMatrixRMaj tmp = new DMatrixRMaj(mx, my);
        CommonOps_DDRM.mult(lxInv, cxy, tmp);
        DMatrixRMaj m = new DMatrixRMaj(mx, my);
        CommonOps_DDRM.multTransB(tmp, lyInv, m);

        SingularValueDecomposition_F64<DMatrixRMaj> svd = DecompositionFactory_DDRM.svd(mx, my, true, true, true);
        if (!svd.decompose(m.copy())) {
            throw new ArithmeticException("the singular value decomposition of the KCCA matrix did not converge");
        }
        DMatrixRMaj u = svd.getU(null, false);
        DMatrixRMaj w = svd.getW(null);
        DMatrixRMaj v = svd.getV(null, false);
        SingularOps_DDRM.descendingOrder(u, false, w, v, false);

        DMatrixRMaj uk = CommonOps_DDRM.extract(u, 0, mx, 0, k);
        DMatrixRMaj vk = CommonOps_DDRM.extract(v, 0, my, 0, k);
        DMatrixRMaj wx = new DMatrixRMaj(mx, k);
        CommonOps_DDRM.multTransA(lxInv, uk, wx);
        DMatrixRMaj wy = new DMatrixRMaj(my, k);
        CommonOps_DDRM.multTransA(lyInv, vk, wy);

        DMatrixRMaj pu = new DMatrixRMaj(n, k);
        CommonOps_DDRM.mult(x, wx, pu);
        DMatrixRMaj pv = new DMatrixRMaj(n, k);
        CommonOps_DDRM.mult(y, wy, pv);
        double[] mu = new double[k];
        double[] su = new double[k];
        double[] mv = new double[k];
        double[] sv = new double[k];
        int kept = 0;
        int[] keep = new int[k];
        for (int c = 0; c < k; c++) {
            mu[c] = columnMean(pu, c);
            mv[c] = columnMean(pv, c);
            su[c] = columnSd(pu, c, mu[c]);
            sv[c] = columnSd(pv, c, mv[c]);
            if (su[c] > 1e-12 * Math.max(1, Math.abs(mu[c])) && sv[c] > 1e-12 * Math.max(1, Math.abs(mv[c]))) {
                keep[kept++] = c;
            }
        }
        double[] rho = new double[kept];
        double[][] ax = new double[mx][kept];
        double[][] ay = new double[my][kept];
        double[] mu2 = new double[kept];
        double[] su2 = new double[kept];
        double[] mv2 = new double[kept];
        double[] sv2 = new double[kept];
        for (int j = 0; j < kept; j++) {
            int c = keep[j];
            rho[j] = w.get(c, c);
            for (int i = 0; i < mx; i++) {
                ax[i][j] = wx.get(i, c);
            }
            for (int i = 0; i < my; i++) {
                ay[i][j] = wy.get(i, c);
            }
            mu2[j] = mu[c];
            su2[j] = su[c];
            mv2[j] = mv[c];
            sv2[j] = sv[c];
        }
        return new Kcca(rho, ax, ay, mu2, su2, mv2, sv2);
    }

    /** {@code L⁻¹} for {@code L Lᵀ = RᵀR/n + γI}. */
    private static DMatrixRMaj regularizedCholeskyInverse(DMatrixRMaj r, double gamma, int n) {
        int m = r.numCols;
        DMatrixRMaj c = new DMatrixRMaj(m, m);
        CommonOps_DDRM.multTransA(1.0 / n, r, r, c);
        for (int i = 0; i < m; i++) {
            c.add(i, i, gamma);
        }
        CholeskyDecomposition_F64<DMatrixRMaj> chol = DecompositionFactory_DDRM.chol(m, true);
        if (!chol.decompose(c)) {
            throw new ArithmeticException("the regularized covariance is not positive definite (gamma " + gamma + ")");
        }
        DMatrixRMaj l = chol.getT(null);
        for (int i = 0; i < m; i++) {
            for (int j = i + 1; j < m; j++) {
                l.set(i, j, 0);
            }
        }
        TriangularSolver_DDRM.invertLower(l.data, m);
        return l;
    }

    private static DMatrixRMaj toMatrix(double[][] a) {
        int rows = a.length;
        int cols = rows == 0 ? 0 : a[0].length;
        DMatrixRMaj m = new DMatrixRMaj(rows, cols);
        for (int i = 0; i < rows; i++) {
            System.arraycopy(a[i], 0, m.data, i * cols, cols);
        }
        return m;
    }

    private static double columnMean(DMatrixRMaj m, int c) {
        double s = 0;
        for (int i = 0; i < m.numRows; i++) {
            s += m.get(i, c);
        }
        return s / m.numRows;
    }

    private static double columnSd(DMatrixRMaj m, int c, double mean) {
        double s = 0;
        for (int i = 0; i < m.numRows; i++) {
            double x = m.get(i, c) - mean;
            s += x * x;
        }
        return Math.sqrt(s / m.numRows);
    }

    /** The number of components. */
    public int components() {
        return correlations.length;
    }

    /** The regularized canonical correlations, descending. */
    public double[] correlations() {
        return correlations;
    }

    /** The control-side directions (mx × k). */
    public double[][] weightsX() {
        return weightsX;
    }

    /** The observation-side directions (my × k). */
    public double[][] weightsY() {
        return weightsY;
    }

    /** Training means of the control projections. */
    public double[] meanU() {
        return meanU;
    }

    /** Training standard deviations of the control projections. */
    public double[] sdU() {
        return sdU;
    }

    /** Training means of the observation projections. */
    public double[] meanV() {
        return meanV;
    }

    /** Training standard deviations of the observation projections. */
    public double[] sdV() {
        return sdV;
    }

    /** The standardized control projections {@code (fx·wx_c - meanU_c) / sdU_c} of a point's control features. */
    public double[] projectControl(double[] fx) {
        return project(fx, weightsX, meanU, sdU);
    }

    /** The standardized observation projections of a point's observation features. */
    public double[] projectObservation(double[] fy) {
        return project(fy, weightsY, meanV, sdV);
    }

    private static double[] project(double[] f, double[][] w, double[] mean, double[] sd) {
        int k = mean.length;
        double[] p = new double[k];
        for (int c = 0; c < k; c++) {
            double s = 0;
            for (int i = 0; i < f.length; i++) {
                s += f[i] * w[i][c];
            }
            p[c] = (s - mean[c]) / sd[c];
        }
        return p;
    }

    /**
     * A process's abnormality over the first {@code components} components: the mean of {@link #term} over them for
     * its standardized projections u (control) and v (observation). 1 − abnormality is its correlation (see the
     * package documentation).
     */
    public static double abnormality(double[] u, double[] v, int components) {
        int k = Math.min(components, Math.min(u.length, v.length));
        if (k == 0) {
            return 0;
        }
        double s = 0;
        for (int c = 0; c < k; c++) {
            s += term(u[c], v[c]);
        }
        return s / k;
    }

    /** The largest value of {@link #term} (and so of an abnormality): a process scoring it projects opposite. */
    public static final double MAX_TERM = 2;

    /**
     * One component's share of the abnormality: {@code (u - v)² / (2 max(1, (u² + v²)/2))}. Within the training
     * spread ({@code (u² + v²)/2 <= 1}) it is {@code (u - v)²/2}, whose mean over standardized training projections is
     * {@code 1 - corr(u, v)}; beyond it the difference counts relative to the projections' size,
     * {@code 1 - 2uv/(u² + v²)}, which is at most 2: a run at a larger scale projects further out, and a prediction
     * off by the same fraction is as good there as at the training scales.
     */
    public static double term(double u, double v) {
        double d = u - v;
        return d * d / (2 * Math.max(1, (u * u + v * v) / 2));
    }
}
