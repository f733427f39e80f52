package dev.straggler.internal.core.scale;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.ejml.data.DMatrixRMaj;
import org.ejml.dense.row.factory.LinearSolverFactory_DDRM;
import org.ejml.interfaces.linsol.LinearSolverDense;

import dev.straggler.core.scale.Finding.Direction;
import dev.straggler.core.scale.Reason;
import dev.straggler.model.profile.CallSiteProfile;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.TaskProfile;

/**
 * The call-site rules of a scale model: what every call site of the training runs (up to recursion,
 * {@link RecursionFold}) says a checked process must and must not do, beyond the kernel CCA's score. The KCCA
 * ignores an observation that does not vary with the controls (Vrisha §5.5), such as a volume that is the same at
 * every scale, and a call site no training process used only adds to a kernel distance that wide kernels hardly
 * notice; the rules look at each call site directly.
 * <ol>
 * <li><b>New call site.</b> A checked process used a call site no training process had.</li>
 * <li><b>Missing call site.</b> A call site every training run had is expected in a checked process when its
 * position in the rank order used it in every training run: the interior of the rank order (ranks {@code a} to
 * {@code size - b - 1}, the narrowest such band, when every process in it used the site in every run: all ranks, all
 * but the first, ...), a rank counted from the start ({@code r}: rank {@code r} used it in every run) or from the end
 * ({@code d}: rank {@code size - 1 - d} did). A checked process expected to use it that did not is flagged; and when
 * no checked process used a site every training run had, every process is.</li>
 * <li><b>Volume.</b> Per call site and direction (bytes sent, received), per training run, the range of the bytes
 * over the processes that used the site: its lower and its upper end are each fitted as a trend in the run-level
 * control features that vary over the training runs (the number of processes, numeric arguments, named features): a
 * power law ({@code log(1 + bytes)} linear in {@code sign(x) log(1 + |x|)}: a constant, a volume proportional to the
 * processes and one inversely proportional are all straight) or a linear trend of the bytes (a volume of
 * {@code 1000 · (size - 1)}), whichever extrapolated better within the training runs. The band at a checked scale, on
 * the {@code log(1 + bytes)} scale, is the trend's range, widened by its largest in-sample residual, by the error of
 * the trend's extrapolations within the training runs (each run predicted from the smaller ones, as an error per unit
 * of distance on the scale axes) times the checked run's distance from the nearest training run, and by
 * {@link #VOLUME_TOLERANCE}. A
 * process whose bytes at the site fall outside is flagged. A site used in fewer runs than the trend has terms plus
 * one has no band (no held-out error can be measured).</li>
 * </ol>
 * Everything here is computed from the training processes' profiles, so a model file's copy can be checked against
 * them ({@link ModelFile}).
 */
public final class CallSiteRules {

    /** How far (on the {@code log(1 + bytes)} scale) a volume may lie outside its band: a factor of 1.5. */
    public static final double VOLUME_TOLERANCE = Math.log(1.5);

    /**
     * A trend of the bytes over the scale features {@code x} (their values as the runs had them): {@code log} fits
     * {@code log(1 + bytes) = c[0] + Σ c[k + 1] · g(x[k])} with {@code g(x) = sign(x) log(1 + |x|)} (a power law:
     * constant, proportional, inversely proportional), {@code linear} fits {@code bytes = c[0] + Σ c[k + 1] · x[k]}
     * (a volume such as {@code 1000 · (size - 1)}); {@link #at} gives {@code log(1 + bytes)} either way.
     *
     * @param linear       true for the linear form
     * @param coefficients {@code c}
     */
    public record Trend(boolean linear, double[] coefficients) {

        /** The trend's {@code log(1 + bytes)} at the scale features {@code x}. */
        double at(double[] x) {
            double v = coefficients[0];
            for (int k = 0; k < x.length; k++) {
                v += coefficients[k + 1] * (linear ? x[k] : g(x[k]));
            }
            return linear ? Math.log1p(Math.max(0, v)) : v;
        }
    }

    /** The logarithmic axis of a scale feature: {@code sign(x) log(1 + |x|)}. */
    static double g(double x) {
        return Math.signum(x) * Math.log1p(Math.abs(x));
    }

    /**
     * The volume band of one direction of one call site.
     *
     * @param low       the trend of the range's lower end
     * @param high      the trend of the range's upper end (the same form as {@code low}: of the two forms, the one
     *                  whose extrapolations within the training runs erred the least, then whose residual is the
     *                  smaller, then {@code log})
     * @param residual  the largest distance of a training run's range end from its trend ({@code log(1 + bytes)})
     * @param errorRate the largest error of an extrapolation within the training runs, per unit of distance on the
     *                  logarithmic scale axes
     */
    public record Band(Trend low, Trend high, double residual, double errorRate) {
    }

    /**
     * What the training runs say about one call site.
     *
     * @param site      the site's index in the model's call-site table
     * @param runs      the training runs (indices) in which some process used it
     * @param interior  {@code {a, b}}: every process from rank {@code a} to {@code size - b - 1} used it in every
     *                  run; {@code null} when no such band exists
     * @param fromStart the ranks that used it in every run
     * @param fromEnd   the distances from the last rank ({@code size - 1 - rank}) that used it in every run
     * @param sent      the band of its bytes sent; {@code null} when it has none
     * @param received  the band of its bytes received; {@code null} when it has none
     */
    public record Expectation(int site, int[] runs, int[] interior, int[] fromStart, int[] fromEnd, Band sent,
            Band received) {

        /** True when a process of {@code rank} in a run of {@code size} processes must use the site. */
        public boolean expected(int rank, int size) {
            if (interior != null && rank >= interior[0] && rank < size - interior[1]) {
                return true;
            }
            return Arrays.binarySearch(fromStart, rank) >= 0 || Arrays.binarySearch(fromEnd, size - 1 - rank) >= 0;
        }

        /** The band of one direction. */
        public Band band(Direction d) {
            return d == Direction.SENT ? sent : received;
        }
    }

    /**
     * What a rule found in one process.
     *
     * @param kind      the rule
     * @param site      the call site's index in the model's table; -1 for a new site
     * @param stack     the call site
     * @param calls     its MPI calls
     * @param direction for a volume, the bytes that departed
     * @param bytes     the process's bytes there (sent plus received for a new site; the direction's for a volume)
     * @param low       for a volume, the band's lower end in bytes
     * @param high      for a volume, the band's upper end in bytes
     */
    public record Hit(Reason kind, int site, CallStack stack, String calls, Direction direction, long bytes, long low,
            long high) {
    }

    private final List<String> features;
    /** Each training run's scale features, as the runs had them. */
    private final double[][] runPoints;
    private final List<Expectation> expectations;

    private CallSiteRules(List<String> features, double[][] runPoints, List<Expectation> expectations) {
        this.features = List.copyOf(features);
        this.runPoints = runPoints;
        this.expectations = List.copyOf(expectations);
    }

    /**
     * Derives the rules from the training processes.
     *
     * @param sites    the model's call-site table (every site of the training processes)
     * @param training the training processes
     * @param runs     the training runs
     */
    public static CallSiteRules fit(List<CallStack> sites, List<ModelState.TrainingEntry> training,
            List<ModelState.RunInfo> runs) {
        int nr = runs.size();
        List<String> features = scaleFeatures(training, nr);
        double[][] points = new double[nr][];
        TaskProfile[][] byRank = new TaskProfile[nr][];
        for (int r = 0; r < nr; r++) {
            byRank[r] = new TaskProfile[runs.get(r).size()];
        }
        for (ModelState.TrainingEntry e : training) {
            byRank[e.run()][e.profile().rank()] = e.profile();
            if (points[e.run()] == null) {
                points[e.run()] = point(features, e.profile().control());
            }
        }
        Map<CallStack, Integer> index = new HashMap<>();
        for (int i = 0; i < sites.size(); i++) {
            index.put(sites.get(i), i);
        }
        // per site, per run, per rank: the process's site profile (null: not used)
        CallSiteProfile[][][] use = new CallSiteProfile[sites.size()][nr][];
        for (int s = 0; s < sites.size(); s++) {
            for (int r = 0; r < nr; r++) {
                use[s][r] = new CallSiteProfile[byRank[r].length];
            }
        }
        for (int r = 0; r < nr; r++) {
            for (TaskProfile t : byRank[r]) {
                if (t == null) {
                    continue;
                }
                for (CallSiteProfile c : t.callSites()) {
                    use[index.get(c.stack())][r][t.rank()] = c;
                }
            }
        }
        List<Expectation> out = new ArrayList<>();
        for (int s = 0; s < sites.size(); s++) {
            out.add(expectation(s, use[s], points, features.size()));
        }
        return new CallSiteRules(features, points, out);
    }

    /** The run-level control features (all but the rank) that vary over the training runs, in control order. */
    private static List<String> scaleFeatures(List<ModelState.TrainingEntry> training, int runs) {
        Map<String, Double> first = new java.util.LinkedHashMap<>();
        Map<String, Boolean> varies = new HashMap<>();
        boolean[] seen = new boolean[runs];
        for (ModelState.TrainingEntry e : training) {
            if (seen[e.run()]) {
                continue;
            }
            seen[e.run()] = true;
            e.profile().control().asMap().forEach((name, v) -> {
                if (name.equals("rank")) {
                    return;
                }
                Double f = first.putIfAbsent(name, v);
                if (f != null && f.doubleValue() != v) {
                    varies.put(name, true);
                }
            });
        }
        List<String> out = new ArrayList<>();
        first.keySet().forEach(n -> {
            if (varies.getOrDefault(n, false)) {
                out.add(n);
            }
        });
        return out;
    }

    /** A run's scale features (a feature the run lacks is 0). */
    private static double[] point(List<String> features, ControlFeatures c) {
        Map<String, Double> all = c.asMap();
        double[] x = new double[features.size()];
        for (int k = 0; k < x.length; k++) {
            Double v = all.get(features.get(k));
            x[k] = v == null ? 0 : v;
        }
        return x;
    }

    /** The distance of two runs on the logarithmic scale axes. */
    private static double distance(double[] a, double[] b) {
        double s = 0;
        for (int k = 0; k < a.length; k++) {
            double d = g(a[k]) - g(b[k]);
            s += d * d;
        }
        return Math.sqrt(s);
    }

    private static Expectation expectation(int site, CallSiteProfile[][] use, double[][] points, int terms) {
        int nr = use.length;
        List<Integer> runs = new ArrayList<>();
        int minSize = Integer.MAX_VALUE;
        for (int r = 0; r < nr; r++) {
            minSize = Math.min(minSize, use[r].length);
            for (CallSiteProfile c : use[r]) {
                if (c != null) {
                    runs.add(r);
                    break;
                }
            }
        }
        int[] interior = null;
        List<Integer> fromStart = new ArrayList<>();
        List<Integer> fromEnd = new ArrayList<>();
        if (runs.size() == nr) {
            interior = interior(use, minSize);
            for (int p = 0; p < minSize; p++) {
                boolean start = true;
                boolean end = true;
                for (CallSiteProfile[] u : use) {
                    start &= u[p] != null;
                    end &= u[u.length - 1 - p] != null;
                }
                if (start && !(interior != null && p >= interior[0] && p < minSize - interior[1])) {
                    fromStart.add(p);
                }
                if (end && !(interior != null && p >= interior[1] && p < minSize - interior[0])) {
                    fromEnd.add(p);
                }
            }
        }
        int[] used = runs.stream().mapToInt(Integer::intValue).toArray();
        return new Expectation(site, used, interior, ints(fromStart), ints(fromEnd),
                band(use, used, points, terms, Direction.SENT), band(use, used, points, terms, Direction.RECEIVED));
    }

    /** The narrowest {a, b} (smallest a + b, then smallest a) whose band every process used in every run, or null. */
    private static int[] interior(CallSiteProfile[][] use, int minSize) {
        for (int width = 0; width < minSize; width++) {
            for (int a = 0; a <= width; a++) {
                int b = width - a;
                boolean all = true;
                for (CallSiteProfile[] u : use) {
                    for (int rank = a; rank < u.length - b && all; rank++) {
                        all = u[rank] != null;
                    }
                }
                if (all) {
                    return new int[] {a, b};
                }
            }
        }
        return null;
    }

    private static Band band(CallSiteProfile[][] use, int[] runs, double[][] points, int terms, Direction d) {
        int n = runs.length;
        if (n < terms + 2) {
            return null;
        }
        long[] lo = new long[n];
        long[] hi = new long[n];
        double[][] x = new double[n][];
        for (int i = 0; i < n; i++) {
            lo[i] = Long.MAX_VALUE;
            hi[i] = Long.MIN_VALUE;
            for (CallSiteProfile c : use[runs[i]]) {
                if (c != null) {
                    long v = d == Direction.SENT ? c.total().bytesSent() : c.total().bytesReceived();
                    lo[i] = Math.min(lo[i], v);
                    hi[i] = Math.max(hi[i], v);
                }
            }
            x[i] = points[runs[i]];
        }
        // runs by their position on the scale axes (the sum of the logarithmic coordinates), as the folds are
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, java.util.Comparator
                .comparingDouble((Integer i) -> Arrays.stream(x[i]).map(CallSiteRules::g).sum())
                .thenComparingInt(i -> runs[i]));
        Band best = null;
        for (boolean linear : new boolean[] {false, true}) {
            double rate = 0;
            for (int j = terms + 1; j < n; j++) {
                int[] fitted = new int[j];
                for (int i = 0; i < j; i++) {
                    fitted[i] = order[i];
                }
                int held = order[j];
                double distance = Double.POSITIVE_INFINITY;
                for (int i : fitted) {
                    distance = Math.min(distance, distance(x[held], x[i]));
                }
                if (distance <= 0) {
                    continue;
                }
                double e = Math.max(error(trend(x, lo, fitted, linear), x[held], lo[held]),
                        error(trend(x, hi, fitted, linear), x[held], hi[held]));
                rate = Math.max(rate, e / distance);
            }
            int[] all = new int[n];
            for (int i = 0; i < n; i++) {
                all[i] = i;
            }
            Trend low = trend(x, lo, all, linear);
            Trend high = trend(x, hi, all, linear);
            double residual = 0;
            for (int i = 0; i < n; i++) {
                residual = Math.max(residual, Math.max(error(low, x[i], lo[i]), error(high, x[i], hi[i])));
            }
            if (best == null || rate < best.errorRate()
                    || (rate == best.errorRate() && residual < best.residual())) {
                best = new Band(low, high, residual, rate);
            }
        }
        return best;
    }

    /** How far a trend's {@code log(1 + bytes)} at {@code x} is from {@code bytes}'. */
    private static double error(Trend t, double[] x, long bytes) {
        return Math.abs(t.at(x) - Math.log1p(bytes));
    }

    /**
     * The least-squares trend of the bytes {@code y[i]} on the scale features {@code x[i]} over {@code rows}, in one
     * form (minimum-norm when underdetermined).
     */
    private static Trend trend(double[][] x, long[] y, int[] rows, boolean linear) {
        int k = x[0].length + 1;
        DMatrixRMaj a = new DMatrixRMaj(rows.length, k);
        DMatrixRMaj b = new DMatrixRMaj(rows.length, 1);
        for (int i = 0; i < rows.length; i++) {
            a.set(i, 0, 1);
            for (int j = 1; j < k; j++) {
                double v = x[rows[i]][j - 1];
                a.set(i, j, linear ? v : g(v));
            }
            b.set(i, 0, linear ? y[rows[i]] : Math.log1p(y[rows[i]]));
        }
        LinearSolverDense<DMatrixRMaj> solver = LinearSolverFactory_DDRM.pseudoInverse(true);
        if (!solver.setA(a)) {
            throw new ArithmeticException("the volume trend could not be fitted");
        }
        DMatrixRMaj c = new DMatrixRMaj(k, 1);
        solver.solve(b, c);
        return new Trend(linear, c.getData().clone());
    }

    private static double nearest(double[] p, double[][] x, int[] among) {
        double best = Double.POSITIVE_INFINITY;
        for (int i : among) {
            best = Math.min(best, distance(p, x[i]));
        }
        return best;
    }

    private static int[] ints(List<Integer> l) {
        return l.stream().mapToInt(Integer::intValue).toArray();
    }

    // ---------------------------------------------------------------- checking

    /** The run-level features the volume trends are fitted on. */
    public List<String> features() {
        return features;
    }

    /** Each training run's scale features. */
    public double[][] runPoints() {
        return runPoints;
    }

    /** One expectation per call site of the model's table, by index. */
    public List<Expectation> expectations() {
        return expectations;
    }

    /**
     * The band of {@code log(1 + bytes)} at the scale of a run with these control features: {@code {low, high}}.
     */
    public double[] range(Expectation e, Direction d, ControlFeatures run) {
        Band b = e.band(d);
        double[] x = point(features, run);
        double distance = nearest(x, runPoints, e.runs());
        double slack = VOLUME_TOLERANCE + b.residual() + b.errorRate() * distance;
        double lo = b.low().at(x);
        double hi = b.high().at(x);
        return new double[] {Math.min(lo, hi) - slack, Math.max(lo, hi) + slack};
    }

    /**
     * What the rules find in one process of a checked run: its new call sites; and, when its profile is complete
     * (it ended at {@code MPI_Finalize}), its volumes outside their bands and the sites it should have used.
     *
     * @param t        the process, its stacks folded
     * @param table    the model's call-site table
     * @param complete true when its profile ended at {@code MPI_Finalize}
     */
    public List<Hit> check(TaskProfile t, ObservationColumns table, boolean complete) {
        List<Hit> hits = new ArrayList<>();
        boolean[] has = new boolean[expectations.size()];
        for (CallSiteProfile c : t.callSites()) {
            int i = table.indexOf(c.stack());
            if (i < 0) {
                hits.add(new Hit(Reason.NEW_CALL_SITE, -1, c.stack(), c.calls(), null, c.volume(), 0, 0));
                continue;
            }
            has[i] = true;
            if (!complete) {
                continue;
            }
            Expectation e = expectations.get(i);
            for (Direction d : Direction.values()) {
                if (e.band(d) == null) {
                    continue;
                }
                long bytes = d == Direction.SENT ? c.total().bytesSent() : c.total().bytesReceived();
                double[] r = range(e, d, t.control());
                double v = Math.log1p(bytes);
                if (v < r[0] || v > r[1]) {
                    hits.add(new Hit(Reason.VOLUME, i, c.stack(), c.calls(), d, bytes,
                            (long) Math.floor(Math.max(0, Math.expm1(r[0]))), (long) Math.ceil(Math.expm1(r[1]))));
                }
            }
        }
        if (complete) {
            for (Expectation e : expectations) {
                if (!has[e.site()] && e.expected(t.rank(), t.control().size())) {
                    hits.add(new Hit(Reason.MISSING_CALL_SITE, e.site(), null, null, null, 0, 0, 0));
                }
            }
        }
        return hits;
    }

    /**
     * The call sites every training run had that no process of a checked run used (complete profiles only): the
     * run-level rule, for sites whose users have no position the training runs agree on.
     */
    public List<Integer> vanished(List<TaskProfile> complete, ObservationColumns table) {
        boolean[] used = new boolean[expectations.size()];
        for (TaskProfile t : complete) {
            for (CallSiteProfile c : t.callSites()) {
                int i = table.indexOf(c.stack());
                if (i >= 0) {
                    used[i] = true;
                }
            }
        }
        List<Integer> out = new ArrayList<>();
        for (Expectation e : expectations) {
            if (e.runs().length == runPoints.length && !used[e.site()]) {
                out.add(e.site());
            }
        }
        return out;
    }
}
