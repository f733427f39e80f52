package dev.straggler.internal.core.scale;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.straggler.core.scale.FeatureScale;
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
 * <em>out-of-fold</em> abnormality) and mismatched pairs made of held-out data only ({@link #negatives}).</li>
 * <li>Threshold at a grid point: the largest out-of-fold abnormality, at least ε. False-positive rate: per fold, the
 * held-out processes above the threshold set from the <em>other</em> folds' scores. Detection rate: mismatched pairs
 * above the threshold.</li>
 * <li>The winner maximizes (1 − false-positive rate + detection rate) / 2; ties go to the lowest threshold (the
 * largest out-of-fold abnormality, at least ε: the most accurate predictions at scales the model did not see;
 * differences below ε do not count), then fewer components, larger γ, wider kernels, linear features.</li>
 * <li>Every feature scale ({@link FeatureScale}) is searched the same way, on its own vectors.</li>
 * </ol>
 * Kernel spaces depend only on (feature scale, fold, σ), so they are built once for each; a grid point costs one
 * regularized CCA per fold, and every N comes from the same fit.
 */
public final class ModelSelector {

    /** ICD stopping rule, relative to the centred kernel's trace. */
    public static final double ICD_TOLERANCE = 1e-9;
    /** The largest ICD rank. */
    public static final int ICD_MAX_RANK = 400;

    /**
     * The training processes' vectors on one feature scale.
     *
     * @param scale       the feature scale
     * @param control     standardized control vectors, one per training process
     * @param observation observation vectors over the training columns, one per process
     */
    public record Data(FeatureScale scale, double[][] control, double[][] observation) {
    }

    /** The outcome. */
    public record Selection(KccaParameters chosen, double falsePositiveRate, double detectionRate, double threshold,
            double[] outOfFold, int folds, int evaluated, List<ParameterSweep> sweeps) {
    }

    private ModelSelector() {
    }

    /**
     * Runs the search.
     *
     * @param variants    the training processes' vectors on each feature scale to try
     * @param columnSite  the call site of each observation column (columns of one site are moved together by the
     *                    call-site switch negatives)
     * @param foldOf      the fold of each process
     * @param folds       the number of folds
     * @param options     the grid and ε
     */
    public static Selection select(List<Data> variants, int[] columnSite, int[] foldOf, int folds,
            TrainingOptions options) {
        int n = foldOf.length;
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
        int nValues = ns.size();
        double[][] fpSum = {new double[nValues], new double[gs.size()], new double[sx.size()], new double[sy.size()]};
        int[][] fpCount = {new int[nValues], new int[gs.size()], new int[sx.size()], new int[sy.size()]};
        Candidate best = null;
        int evaluated = 0;
        for (Data data : variants) {
            double[][] control = data.control();
            double[][] observation = data.observation();
            // mismatched pairs, per fold: owner (index into test[f]) and observation (values, extra squared norm)
            List<List<Negative>> negatives = new ArrayList<>();
            int negativeCount = 0;
            for (int f = 0; f < folds; f++) {
                List<Negative> l = negatives(observation, columnSite, test[f]);
                negatives.add(l);
                negativeCount += l.size();
            }
            // observation side, cached per (width, fold): training, held-out and mismatched features
            double[][][][] yTrain = new double[sy.size()][folds][][];
            double[][][][] yTest = new double[sy.size()][folds][][];
            double[][][][] yNeg = new double[sy.size()][folds][][];
            for (int b = 0; b < sy.size(); b++) {
                for (int f = 0; f < folds; f++) {
                    KernelSpace s = new KernelSpace(rows(observation, train[f]), sy.get(b), ICD_TOLERANCE,
                            ICD_MAX_RANK);
                    yTrain[b][f] = s.trainingFeatures();
                    yTest[b][f] = features(s, observation, test[f]);
                    List<Negative> l = negatives.get(f);
                    yNeg[b][f] = new double[l.size()][];
                    for (int e = 0; e < l.size(); e++) {
                        yNeg[b][f][e] = s.features(l.get(e).values(), l.get(e).extra());
                    }
                }
            }

            double[][] oof = new double[maxN][n];
            double[][] neg = new double[maxN][negativeCount];
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
                            double[][] us = new double[test[f].length][];
                            for (int t = 0; t < test[f].length; t++) {
                                int i = test[f][t];
                                double[] u = k.projectControl(xTest[f][t]);
                                us[t] = u;
                                double[] v = k.projectObservation(yTest[b][f][t]);
                                cumulative(u, v, maxN, oof, i);
                            }
                            int first = negativeOffset(negatives, f);
                            for (int e = 0; e < yNeg[b][f].length; e++) {
                                double[] w = k.projectObservation(yNeg[b][f][e]);
                                cumulative(us[negatives.get(f).get(e).owner()], w, maxN, neg, first + e);
                            }
                        }
                        if (failed) {
                            continue;
                        }
                        for (int ni = 0; ni < nValues; ni++) {
                            int nc = ns.get(ni);
                            KccaParameters params = new KccaParameters(nc, gs.get(g), sx.get(a), sy.get(b),
                                    data.scale());
                            Candidate c = evaluate(params, oof[nc - 1], neg[nc - 1], foldOf, folds, eps);
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

    /**
     * The out-of-fold abnormality of every training process under parameters {@code p}: each fold's processes scored
     * by the model fitted on the other folds, as a checked run is scored by the final model. The scores the threshold
     * is set from, computed the same way when a model is trained and when its file is read (to check it).
     *
     * @param control     the standardized control vectors
     * @param observation the observation vectors
     * @param foldOf      each process's fold
     * @param folds       the number of folds
     * @param p           the parameters
     */
    public static double[] outOfFold(double[][] control, double[][] observation, int[] foldOf, int folds,
            KccaParameters p) {
        return heldOut(control, observation, foldOf, folds, p).outOfFold(p.components());
    }

    /**
     * The cross-validation's projections under parameters {@code p}: each training process's control and observation
     * projections under the model of the folds that did not see its run (what {@link #outOfFold} scores and
     * {@link HeldOutTest} permutes within each fold).
     *
     * @param u      per process, its held-out control projections (one per component of its fold's model)
     * @param v      per process, its held-out observation projections
     * @param foldOf each process's fold
     */
    public record HeldOut(double[][] u, double[][] v, int[] foldOf) {

        /** The number of components every fold's model has. */
        public int components() {
            int c = Integer.MAX_VALUE;
            for (double[] x : u) {
                c = Math.min(c, x.length);
            }
            return u.length == 0 ? 0 : c;
        }

        /** Each process's held-out abnormality over (at most) the first {@code components} components. */
        public double[] outOfFold(int components) {
            double[] out = new double[u.length];
            for (int i = 0; i < u.length; i++) {
                out[i] = Kcca.abnormality(u[i], v[i], components);
            }
            return out;
        }
    }

    /** The {@link HeldOut} projections of the training processes under parameters {@code p}. */
    public static HeldOut heldOut(double[][] control, double[][] observation, int[] foldOf, int folds,
            KccaParameters p) {
        int n = foldOf.length;
        double[][] u = new double[n][];
        double[][] v = new double[n][];
        for (int f = 0; f < folds; f++) {
            int[] train = indices(foldOf, f, false);
            KernelSpace xs = new KernelSpace(rows(control, train), p.sigmaControl(), ICD_TOLERANCE, ICD_MAX_RANK);
            KernelSpace ys = new KernelSpace(rows(observation, train), p.sigmaObservation(), ICD_TOLERANCE,
                    ICD_MAX_RANK);
            Kcca k = Kcca.fit(xs.trainingFeatures(), ys.trainingFeatures(), p.gamma(), p.components());
            for (int i : indices(foldOf, f, true)) {
                u[i] = k.projectControl(xs.features(control[i], 0));
                v[i] = k.projectObservation(ys.features(observation[i], 0));
            }
        }
        return new HeldOut(u, v, foldOf);
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
            if (threshold != o.threshold) { // the largest out-of-fold abnormality, at least ε: below ε all agree
                return threshold < o.threshold;
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
            if (params.sigmaObservation() != o.params.sigmaObservation()) {
                return params.sigmaObservation() > o.params.sigmaObservation();
            }
            return params.features().ordinal() < o.params.features().ordinal();
        }
    }

    private static Candidate evaluate(KccaParameters p, double[] scores, double[] negScores, int[] foldOf, int folds,
            double eps) {
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
        double largest = 0;
        for (int i = 0; i < n; i++) {
            if (scores[i] > maxOutside[foldOf[i]]) {
                fp++;
            }
            largest = Math.max(largest, scores[i]);
        }
        int detected = 0;
        for (double x : negScores) {
            if (x > all) {
                detected++;
            }
        }
        double tpr = negScores.length == 0 ? 0 : (double) detected / negScores.length;
        return new Candidate(p, (double) fp / n, tpr, largest, all, scores.clone());
    }

    /** Adds the running mean of the abnormality terms over the first c + 1 components to {@code into[c][i]}. */
    private static void cumulative(double[] u, double[] v, int maxN, double[][] into, int i) {
        double s = 0;
        for (int c = 0; c < maxN; c++) {
            if (c < u.length) {
                s += Kcca.term(u[c], v[c]);
            }
            int used = Math.min(c + 1, u.length);
            into[c][i] = used == 0 ? 0 : s / used;
        }
    }

    private static int negativeOffset(List<List<Negative>> negatives, int fold) {
        int o = 0;
        for (int f = 0; f < fold; f++) {
            o += negatives.get(f).size();
        }
        return o;
    }

    /**
     * A mismatched pair: the control features of held-out process {@code owner} (index into its fold's held-out
     * processes) with an observation that is not its own.
     */
    record Negative(int owner, double[] values, double extra) {
    }

    /**
     * The mismatched pairs of one fold, both made of what the fold's model has not seen: (1) each held-out process's
     * controls with the observation of another held-out process that differs (half the fold away in scale order,
     * else the next that differs); (2) each held-out process's controls with its own observation after its largest
     * call site's bytes moved to a call site nobody used (Vrisha's bug class: communication from an unexpected call
     * site). Pairing with a training process's observation instead would reward kernels so narrow that every unseen
     * point collapses to one projection while the training point stands out.
     */
    static List<Negative> negatives(double[][] observation, int[] columnSite, int[] test) {
        List<Negative> out = new ArrayList<>();
        int m = test.length;
        for (int t = 0; t < m; t++) {
            double[] own = observation[test[t]];
            for (int s = 0; s < m - 1; s++) {
                int o = (t + Math.max(1, m / 2) + s) % m;
                if (o != t && !Arrays.equals(own, observation[test[o]])) {
                    out.add(new Negative(t, observation[test[o]], 0));
                    break;
                }
            }
            int site = -1;
            double best = 0;
            java.util.Map<Integer, Double> volume = new java.util.HashMap<>();
            for (int c = 0; c < own.length; c++) {
                double v = volume.merge(columnSite[c], own[c], Double::sum);
                if (v > best) {
                    best = v;
                    site = columnSite[c];
                }
            }
            if (site >= 0) {
                double[] moved = own.clone();
                double extra = 0;
                for (int c = 0; c < own.length; c++) {
                    if (columnSite[c] == site) {
                        extra += own[c] * own[c];
                        moved[c] = 0;
                    }
                }
                out.add(new Negative(t, moved, extra));
            }
        }
        return out;
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
