package dev.straggler.internal.core.scale.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.core.scale.IncompleteCholesky;
import dev.straggler.internal.core.scale.Kcca;
import dev.straggler.internal.core.scale.KernelSpace;

/**
 * Kernel CCA on data with known answers: Hardoon's formulation solved directly with scipy
 * (tests/dev.straggler.core.tests/reference/kcca_reference.py, its output in kcca_reference.txt) must be reproduced by
 * the incomplete-Cholesky + SVD route; a linear relation is recovered with correlation ≈ 1 on held-out points,
 * independent noise gives ≈ 0; the per-process correlation averages to the canonical correlation.
 */
class KccaTest {

    /** The data set of kcca_reference.py: 12 points, x = (i, i² mod 7), y = (sin i, cos 2i, i/3). */
    static double[][][] referenceDataSet() {
        int n = 12;
        double[][] x = new double[n][];
        double[][] y = new double[n][];
        for (int i = 0; i < n; i++) {
            x[i] = new double[] {i, (i * i) % 7};
            y[i] = new double[] {Math.sin(i), Math.cos(2 * i), i / 3.0};
        }
        return new double[][][] {x, y};
    }

    static Kcca fit(double[][] x, double[][] y, double fx, double fy, double gamma, int n, KernelSpace[] spaces) {
        KernelSpace sx = new KernelSpace(x, fx, 1e-13, x.length);
        KernelSpace sy = new KernelSpace(y, fy, 1e-13, y.length);
        if (spaces != null) {
            spaces[0] = sx;
            spaces[1] = sy;
        }
        return Kcca.fit(sx.trainingFeatures(), sy.trainingFeatures(), gamma, n);
    }

    @Test
    void reproducesHardoonsEigenproblemAsSolvedByScipy() {
        double[][][] d = referenceDataSet();
        double[][] expected = {
                {0.801592233399, 0.650749033064, 0.475111258179, 0.368970851428},
                {0.922694281919, 0.572378228468, 0.390299324127, 0.247050837669},
                {0.457331130172, 0.258487336109, 0.234766587539, 0.183706265254}};
        double[][] params = {{1.0, 0.5, 0.05}, {4.0, 4.0, 0.01}, {0.25, 2.0, 0.2}};
        for (int k = 0; k < params.length; k++) {
            Kcca fit = fit(d[0], d[1], params[k][0], params[k][1], params[k][2], 4, null);
            assertArrayEquals(expected[k], fit.correlations(), 1e-9, "parameters " + k);
        }
    }

    static double[] randn(Random r, int n) {
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = r.nextGaussian();
        }
        return v;
    }

    static double correlation(double[] a, double[] b) {
        int n = a.length;
        double ma = 0;
        double mb = 0;
        for (int i = 0; i < n; i++) {
            ma += a[i] / n;
            mb += b[i] / n;
        }
        double sab = 0;
        double saa = 0;
        double sbb = 0;
        for (int i = 0; i < n; i++) {
            sab += (a[i] - ma) * (b[i] - mb);
            saa += (a[i] - ma) * (a[i] - ma);
            sbb += (b[i] - mb) * (b[i] - mb);
        }
        return sab / Math.sqrt(saa * sbb);
    }

    /** The first component's projections of held-out points, control side and observation side. */
    static double[][] heldOut(Kcca k, KernelSpace[] s, double[][] x, double[][] y) {
        double[][] uv = new double[2][x.length];
        for (int i = 0; i < x.length; i++) {
            uv[0][i] = k.projectControl(s[0].features(x[i], 0))[0];
            uv[1][i] = k.projectObservation(s[1].features(y[i], 0))[0];
        }
        return uv;
    }

    /** y = A x (+1e-3 noise), x ∈ R², y ∈ R³: the first canonical correlation ≈ 1, also on 100 held-out points. */
    @Test
    void recoversALinearRelation() {
        Random r = new Random(42);
        double[][] a = {{2, -1}, {0.5, 3}, {-1, 1}};
        double[][][] train = linear(r, a, 60);
        double[][][] test = linear(r, a, 100);
        KernelSpace[] s = new KernelSpace[2];
        Kcca k = fit(train[0], train[1], 256, 256, Math.scalb(1.0, -16), 2, s);
        assertTrue(k.correlations()[0] > 0.99, () -> "rho " + k.correlations()[0]);
        double[][] uv = heldOut(k, s, test[0], test[1]);
        double c = correlation(uv[0], uv[1]);
        assertTrue(c > 0.999, "held-out correlation " + c);
    }

    static double[][][] linear(Random r, double[][] a, int n) {
        double[][] x = new double[n][];
        double[][] y = new double[n][3];
        for (int i = 0; i < n; i++) {
            x[i] = randn(r, 2);
            for (int j = 0; j < 3; j++) {
                y[i][j] = a[j][0] * x[i][0] + a[j][1] * x[i][1] + 1e-3 * r.nextGaussian();
            }
        }
        return new double[][][] {x, y};
    }

    /**
     * Independent x and y: on held-out points the correlation is ≈ 0. In sample, a narrow kernel with almost no
     * regularization "finds" a correlation ≈ 1 in pure noise (kernel CCA's known degeneracy): why the parameters are
     * chosen by cross-validation and the threshold from out-of-fold scores.
     */
    @Test
    void independentNoiseHasNoCorrelation() {
        Random r = new Random(7);
        int n = 80;
        double[][] x = new double[n][];
        double[][] y = new double[n][];
        for (int i = 0; i < n; i++) {
            x[i] = randn(r, 2);
            y[i] = randn(r, 3);
        }
        double[][] tx = new double[400][];
        double[][] ty = new double[400][];
        for (int i = 0; i < tx.length; i++) {
            tx[i] = randn(r, 2);
            ty[i] = randn(r, 3);
        }
        KernelSpace[] s = new KernelSpace[2];
        Kcca k = fit(x, y, 1, 1, 0.25, 1, s);
        double[][] uv = heldOut(k, s, tx, ty);
        double c = correlation(uv[0], uv[1]);
        assertTrue(Math.abs(c) < 0.15, "held-out correlation " + c);

        Kcca overfit = fit(x, y, Math.scalb(1.0, -4), Math.scalb(1.0, -4), Math.scalb(1.0, -20), 1, s);
        assertTrue(overfit.correlations()[0] > 0.99, () -> "in-sample rho " + overfit.correlations()[0]);
        double[][] uv2 = heldOut(overfit, s, tx, ty);
        double c2 = correlation(uv2[0], uv2[1]);
        assertTrue(Math.abs(c2) < 0.15, "held-out correlation " + c2);
    }

    /**
     * The per-process correlation 1 − (1/N)Σ(u−v)²/2 averages, over the training points, to the mean empirical
     * correlation of the N standardized projection pairs (for points within the training spread, where the relative
     * form of {@link Kcca#term} is not needed: checked with the plain squared difference).
     */
    @Test
    void perProcessCorrelationAveragesToTheCanonicalCorrelation() {
        double[][][] d = referenceDataSet();
        KernelSpace[] s = new KernelSpace[2];
        Kcca k = fit(d[0], d[1], 1.0, 0.5, 0.05, 3, s);
        int n = d[0].length;
        double meanR = 0;
        double[][] u = new double[3][n];
        double[][] v = new double[3][n];
        for (int i = 0; i < n; i++) {
            double[] pu = k.projectControl(s[0].trainingFeatures()[i]);
            double[] pv = k.projectObservation(s[1].trainingFeatures()[i]);
            double sq = 0;
            for (int c = 0; c < 3; c++) {
                u[c][i] = pu[c];
                v[c][i] = pv[c];
                sq += (pu[c] - pv[c]) * (pu[c] - pv[c]) / 2;
            }
            meanR += (1 - sq / 3) / n;
        }
        double meanCorr = 0;
        for (int c = 0; c < 3; c++) {
            meanCorr += correlation(u[c], v[c]) / 3;
        }
        assertEquals(meanCorr, meanR, 1e-12);
        // and the relative term equals the plain one inside the spread, and is bounded by 2 outside it
        assertEquals(0.5 * 0.3 * 0.3, Kcca.term(0.4, 0.1), 1e-15);
        assertEquals(2.0, Kcca.term(-5, 5), 1e-15);
        assertEquals(1 - 2.0 * 3 * 3.3 / (9 + 3.3 * 3.3), Kcca.term(3, 3.3), 1e-15);
    }

    /** The incomplete Cholesky reproduces the centred kernel, and a training point's features are its row. */
    @Test
    void incompleteCholeskyFactorsTheCentredKernel() {
        double[][][] d = referenceDataSet();
        double[][] x = d[0];
        int n = x.length;
        KernelSpace s = new KernelSpace(x, 1.0, 1e-13, n);
        double[][] r = s.trainingFeatures();
        double v = KernelSpace.totalVariance(x);
        double[][] k = new double[n][n];
        double[] col = new double[n];
        double all = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double dx = x[i][0] - x[j][0];
                double dy = x[i][1] - x[j][1];
                k[i][j] = Math.exp(-(dx * dx + dy * dy) / (2 * v));
                col[j] += k[i][j] / n;
                all += k[i][j] / (n * n);
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double kc = k[i][j] - col[i] - col[j] + all;
                double rr = 0;
                for (int c = 0; c < r[i].length; c++) {
                    rr += r[i][c] * r[j][c];
                }
                assertEquals(kc, rr, 1e-9, "(" + i + "," + j + ")");
            }
        }
        for (int i = 0; i < n; i++) {
            assertArrayEquals(r[i], s.features(x[i], 0), 1e-9);
        }
        // a tolerance stops early: rank 1 for a matrix of two identical blocks
        double[][] blocks = {{1, 1, 0, 0}, {1, 1, 0, 0}, {0, 0, 1, 1}, {0, 0, 1, 1}};
        assertEquals(2, IncompleteCholesky.decompose(blocks, 1e-12, 4).pivots().length);
    }
}
