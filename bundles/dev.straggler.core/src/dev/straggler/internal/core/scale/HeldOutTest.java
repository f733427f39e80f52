package dev.straggler.internal.core.scale;

import java.util.SplittableRandom;

import dev.straggler.core.scale.KccaParameters;

/**
 * Whether a KCCA model predicts held-out processes better than chance (decision 053): a permutation test of the
 * held-out canonical correlation, one component after the other.
 * <p>
 * The cross-validation scores every training process with the model of the folds that did not see its run
 * ({@link ModelSelector#outOfFold}): per component c, its control projection u and its observation projection v
 * under that model, and the term {@link Kcca#term}{@code (u, v)}, whose mean over standardized projections is
 * {@code 1 − corr(u, v)}. The statistic of component c is the mean of the held-out terms over all training processes.
 * The null hypothesis is that the model does not predict: a process's controls tell its observation no better than
 * another process's controls would. Under it, which observation goes with which controls is exchangeable, so the
 * statistic's null distribution is that of the same mean with the observations permuted <em>within each fold</em>:
 * each held-out process's u paired with the v of another process of its fold, both projected by the one model that
 * saw neither. (Pairing it with a process the model was fitted on would compare a projection at a scale the model did
 * not see with one inside the training spread, which any extrapolating model beats.)
 * The p-value is {@code (1 + #{permuted ≤ observed}) / (1 + B)} over {@value #PERMUTATIONS} permutations: exact for
 * any number of processes, with no assumption on the terms' distribution (bounded, skewed, with many ties: processes
 * of one role have one profile), on the very quantity the score averages.
 * <p>
 * Components are tested in order of their canonical correlation and the first one that fails stops the sequence
 * (fixed-sequence testing: each hypothesis is tested at {@value #ALPHA} only if every one before it was rejected, so
 * the chance of using any component whose held-out predictions are at chance level is at most {@value #ALPHA},
 * without a correction for the number of components). The leading components that pass are the ones the score may
 * use; none passing means the correlation model is not used at all (only the call-site rules flag processes).
 * <p>
 * The permutations come from a fixed seed, so a model file's reader recomputes the same p-values.
 *
 * @param pValues    the p-value of each component tested, in order (the sequence stops after the first above
 *                   {@link #ALPHA}; components a fold model lacks are not tested)
 * @param predictive the number of leading components whose held-out predictions beat chance (0: none)
 */
public record HeldOutTest(double[] pValues, int predictive) {

    /** The number of permutations B (the p-value's resolution is 1/(B+1)). */
    public static final int PERMUTATIONS = 999;
    /**
     * The test's size: the largest chance of using a component whose held-out predictions are no better than
     * chance.
     */
    public static final double ALPHA = 0.05;
    private static final long SEED = 0x5CA1E_C0FFEEL;

    /** Whether any component predicts better than chance (the score may flag processes). */
    public boolean used() {
        return predictive > 0;
    }

    /**
     * Tests the held-out projections.
     *
     * @param heldOut the cross-validation's projections ({@link ModelSelector#heldOut})
     * @param upTo    the most components to test (the chosen N)
     */
    public static HeldOutTest of(ModelSelector.HeldOut heldOut, int upTo) {
        int n = heldOut.u().length;
        int components = Math.min(upTo, heldOut.components());
        double[] observed = new double[components];
        for (int i = 0; i < n; i++) {
            double[] u = heldOut.u()[i];
            double[] v = heldOut.v()[i];
            for (int c = 0; c < components; c++) {
                observed[c] += Kcca.term(u[c], v[c]);
            }
        }
        int[] atMost = new int[components];
        // the permutations stay within each fold: both sides of every pair held out of the model that scores it
        int folds = 0;
        for (int f : heldOut.foldOf()) {
            folds = Math.max(folds, f + 1);
        }
        int[][] groups = new int[folds][];
        for (int f = 0; f < folds; f++) {
            int fold = f;
            groups[f] = java.util.stream.IntStream.range(0, n).filter(i -> heldOut.foldOf()[i] == fold).toArray();
        }
        int[] perm = new int[n];
        SplittableRandom random = new SplittableRandom(SEED);
        double[] s = new double[components];
        for (int b = 0; b < PERMUTATIONS; b++) {
            for (int i = 0; i < n; i++) {
                perm[i] = i;
            }
            for (int[] group : groups) {
                for (int a = group.length - 1; a > 0; a--) {
                    int x = random.nextInt(a + 1);
                    int t = perm[group[a]];
                    perm[group[a]] = perm[group[x]];
                    perm[group[x]] = t;
                }
            }
            java.util.Arrays.fill(s, 0);
            for (int i = 0; i < n; i++) {
                double[] u = heldOut.u()[i];
                double[] v = heldOut.v()[perm[i]];
                for (int c = 0; c < components; c++) {
                    s[c] += Kcca.term(u[c], v[c]);
                }
            }
            for (int c = 0; c < components; c++) {
                // sums over the same n terms, added in another order: equal ones may differ in the last bits
                if (s[c] <= observed[c] + 1e-12 * (n + Math.abs(observed[c]))) {
                    atMost[c]++;
                }
            }
        }
        int predictive = 0;
        int tested = 0;
        double[] p = new double[components];
        for (int c = 0; c < components; c++) {
            p[c] = (1.0 + atMost[c]) / (1.0 + PERMUTATIONS);
            tested = c + 1;
            if (p[c] > ALPHA) {
                break;
            }
            predictive++;
        }
        return new HeldOutTest(java.util.Arrays.copyOf(p, tested), predictive);
    }

    /** Tests the model of parameters {@code p} on the training processes' folds. */
    public static HeldOutTest of(double[][] control, double[][] observation, int[] foldOf, int folds,
            KccaParameters p) {
        return of(ModelSelector.heldOut(control, observation, foldOf, folds, p), p.components());
    }
}
