package dev.straggler.internal.core.scale;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.straggler.core.scale.KccaParameters;
import dev.straggler.core.scale.ParameterSweep;
import dev.straggler.core.scale.TrainingOptions;

/**
 * Chooses the KCCA parameters by k-fold cross-validation over whole training runs (Vrisha §6.4), and gives the
 * cross-validated scores the threshold is set from. Protocol (also in the package documentation):
 * <ol>
 * <li>Runs, sorted by scale, go to folds in contiguous blocks (the smallest scales in the first fold, the largest in
 * the last), so every held-out run is at a scale its fold's model has not seen, the first and last folds beyond the
 * scales it has seen — as the checked run will be.</li>
 * <li>For every grid point and fold, a model fitted on the other folds scores the held-out processes (their
 * <em>out-of-fold</em> abnormality) and one mismatched pair per held-out process: its control features with the
 * observation of another training process whose observation differs (a fixed partner, half the training set away
 * in scale order).</li>
 * <li>Threshold at a grid point: the largest out-of-fold abnormality, at least ε. False-positive rate: per fold, the
 * held-out processes above the threshold set from the <em>other</em> folds' scores. Detection rate: mismatched pairs
 * above the threshold.</li>
 * <li>The winner maximizes (1 − false-positive rate + detection rate) / 2; ties go to the smallest largest
 * out-of-fold abnormality (the most accurate predictions at scales the model did not see, hence the lowest
 * threshold), then fewer components, larger γ, wider kernels.</li>
 * </ol>
 * Kernel spaces depend only on (fold, σ), so they are built once per fold and width; a grid point costs one
 * regularized CCA per fold, and every N comes from the same fit.
 */
public final class ModelSelector {

    /** ICD stopping rule, relative to the centred kernel's trace. */
    public static final double ICD_TOLERANCE = 1e-9;
    /** The largest ICD rank. */
    public static final int ICD_MAX_RANK = 400;

    /** The outcome. */
    public record Selection(KccaParameters chosen, double falsePositiveRate, double detectionRate, double threshold,
            double[] outOfFold, int folds, int evaluated, List<ParameterSweep> sweeps) {
    }

    private ModelSelector() {
    }

    /**
     * Runs the search.
     *
     * @param control     standardized control vectors, one per training process
     * @param observation observation vectors over the training columns, one per process
     * @param foldOf      the fold of each process
     * @param folds       the number of folds
     * @param options     the grid and ε
     */
    public static Selection select(double[][] control, double[][] observation, int[] foldOf, int folds,
            TrainingOptions options) {
        int n = control.length;
        int[] partner = partners(observation);
        List<Double> sx = options.sigmaControl();
        List<Double> sy = options.sigmaObservation();
        List<Double> gs = options.gammas();
        List<Integer> ns = options.components();
        int maxN = ns.stream().mapToInt(Integer::intValue).max().orElse(1);
        double eps = options.minimumThreshold();

        int[][] train = new int[folds][];
        int[][] test = new int[folds][];
        for (int f = 0; f < folds; f++) {
            train[f] = indices(foldOf, f, false);
            test[f] = indices(foldOf, f, true);
        }
        // observation side, cached per (width, fold): training, held-out and mismatched features
        double[][][][] yTrain = new double[sy.size()][folds][][];
        double[][][][] yTest = new double[sy.size()][folds][][];
        double[][][][] yNeg = new double[sy.size()][folds][][];
        for (int b = 0; b < sy.size(); b++) {
            for (int f = 0; f < folds; f++) {
                KernelSpace s = new KernelSpace(rows(observation, train[f]), sy.get(b), ICD_TOLERANCE, ICD_MAX_RANK);
                yTrain[b][f] = s.trainingFeatures();
                yTest[b][f] = features(s, observation, test[f]);
                int[] neg = new int[test[f].length];
                for (int t = 0; t < neg.length; t++) {
                    neg[t] = partner[test[f][t]] < 0 ? test[f][t] : partner[test[f][t]];
                }
                yNeg[b][f] = features(s, observation, neg);
            }
        }

        int nValues = ns.size();
        double[][] fpSum = {new double[nValues], new double[gs.size()], new double[sx.size()], new double[sy.size()]};
        int[][] fpCount = {new int[nValues], new int[gs.size()], new int[sx.size()], new int[sy.size()]};
        Candidate best = null;
        int evaluated = 0;
        double[][] oof = new double[maxN][n];
        double[][] neg = new double[maxN][n];
        for (int a = 0; a < sx.size(); a++) {
            double[][][] xTrain = new double[folds][][];
            double[][][] xTest = new double[folds][][];
            for (int f = 0; f < folds; f++) {
                KernelSpace s = new KernelSpace(rows(control, train[f]), sx.get(a), ICD_TOLERANCE, ICD_MAX_RANK);
                xTrain[f] = s.trainingFeatures();
                xTest[f] = features(s, control, test[f]);
            }
            for (int b = 0; b < sy.size(); b++) {
                for (int g = 0; g < gs.size(); g++) {
                    boolean failed = false;
                    for (int f = 0; f < folds && !failed; f++) {
                        Kcca k;
                        try {
                            k = Kcca.fit(xTrain[f], yTrain[b][f], gs.get(g), maxN);
                        } catch (ArithmeticException e) {
                            failed = true;
                            break;
                        }
                        for (int t = 0; t < test[f].length; t++) {
                            int i = test[f][t];
                            double[] u = k.projectControl(xTest[f][t]);
                            double[] v = k.projectObservation(yTest[b][f][t]);
                            double[] w = k.projectObservation(yNeg[b][f][t]);
                            double su = 0;
                            double sn = 0;
                            for (int c = 0; c < maxN; c++) {
                                if (c < u.length) {
                                    su += Kcca.term(u[c], v[c]);
                                    sn += Kcca.term(u[c], w[c]);
                                }
                                int used = Math.min(c + 1, u.length);
                                oof[c][i] = used == 0 ? 0 : su / used;
                                neg[c][i] = used == 0 ? 0 : sn / used;
                            }
                        }
                    }
                    if (failed) {
                        continue;
                    }
                    for (int ni = 0; ni < nValues; ni++) {
                        int nc = ns.get(ni);
                        Candidate c = evaluate(new KccaParameters(nc, gs.get(g), sx.get(a), sy.get(b)),
                                oof[nc - 1], neg[nc - 1], partner, foldOf, folds, eps);
                        evaluated++;
                        int[] at = {ni, g, a, b};
                        for (int p = 0; p < 4; p++) {
                            fpSum[p][at[p]] += c.fpr;
                            fpCount[p][at[p]]++;
                        }
                        if (best == null || c.betterThan(best)) {
                            best = c;
                        }
                    }
                }
            }
        }
        if (best == null) {
            throw new ArithmeticException("no parameter combination could be fitted");
        }
        List<ParameterSweep> sweeps = List.of(
                sweep("components", ns.stream().map(Integer::doubleValue).toList(), fpSum[0], fpCount[0]),
                sweep("gamma", gs, fpSum[1], fpCount[1]),
                sweep("sigmaControl", sx, fpSum[2], fpCount[2]),
                sweep("sigmaObservation", sy, fpSum[3], fpCount[3]));
        return new Selection(best.params, best.fpr, best.tpr, best.threshold, best.scores, folds, evaluated, sweeps);
    }

    private static ParameterSweep sweep(String name, List<Double> values, double[] sum, int[] count) {
        List<Double> rates = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            rates.add(count[i] == 0 ? Double.NaN : sum[i] / count[i]);
        }
        return new ParameterSweep(name, values, rates);
    }

    private record Candidate(KccaParameters params, double fpr, double tpr, double largest, double threshold,
            double[] scores) {

        double score() {
            return (1 - fpr + tpr) / 2;
        }

        boolean betterThan(Candidate o) {
            double d = score() - o.score();
            if (Math.abs(d) > 1e-12) {
                return d > 0;
            }
            if (largest != o.largest) {
                return largest < o.largest;
            }
            if (params.components() != o.params.components()) {
                return params.components() < o.params.components();
            }
            if (params.gamma() != o.params.gamma()) {
                return params.gamma() > o.params.gamma();
            }
            if (params.sigmaControl() != o.params.sigmaControl()) {
                return params.sigmaControl() > o.params.sigmaControl();
            }
            return params.sigmaObservation() > o.params.sigmaObservation();
        }
    }

    private static Candidate evaluate(KccaParameters p, double[] scores, double[] negScores, int[] partner,
            int[] foldOf, int folds, double eps) {
        int n = scores.length;
        double[] maxOutside = new double[folds];
        double[] maxInside = new double[folds];
        Arrays.fill(maxInside, Double.NEGATIVE_INFINITY);
        for (int i = 0; i < n; i++) {
            maxInside[foldOf[i]] = Math.max(maxInside[foldOf[i]], scores[i]);
        }
        double all = eps;
        for (int f = 0; f < folds; f++) {
            all = Math.max(all, maxInside[f]);
            double m = eps;
            for (int h = 0; h < folds; h++) {
                if (h != f) {
                    m = Math.max(m, maxInside[h]);
                }
            }
            maxOutside[f] = m;
        }
        int fp = 0;
        for (int i = 0; i < n; i++) {
            if (scores[i] > maxOutside[foldOf[i]]) {
                fp++;
            }
        }
        int negatives = 0;
        int detected = 0;
        for (int i = 0; i < n; i++) {
            if (partner[i] >= 0) {
                negatives++;
                if (negScores[i] > all) {
                    detected++;
                }
            }
        }
        double tpr = negatives == 0 ? 0 : (double) detected / negatives;
        double largest = 0;
        for (double x : scores) {
            largest = Math.max(largest, x);
        }
        return new Candidate(p, (double) fp / n, tpr, largest, all, scores.clone());
    }

    /**
     * The mismatched partner of each process: the first process, from half the set away in order, whose observation
     * differs; -1 when every observation is the same.
     */
    static int[] partners(double[][] observation) {
        int n = observation.length;
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = -1;
            for (int s = 0; s < n - 1; s++) {
                int j = (i + n / 2 + s) % n;
                if (j != i && !Arrays.equals(observation[i], observation[j])) {
                    p[i] = j;
                    break;
                }
            }
        }
        return p;
    }

    private static int[] indices(int[] foldOf, int f, boolean in) {
        return java.util.stream.IntStream.range(0, foldOf.length).filter(i -> (foldOf[i] == f) == in).toArray();
    }

    private static double[][] rows(double[][] m, int[] idx) {
        double[][] r = new double[idx.length][];
        for (int i = 0; i < idx.length; i++) {
            r[i] = m[idx[i]];
        }
        return r;
    }

    private static double[][] features(KernelSpace s, double[][] points, int[] idx) {
        double[][] r = new double[idx.length][];
        for (int i = 0; i < idx.length; i++) {
            r[i] = s.features(points[idx[i]], 0);
        }
        return r;
    }
}
