package dev.straggler.core.inject;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.google.gson.JsonObject;

import dev.straggler.model.PdgAlgorithm;

/**
 * The scores of a campaign per algorithm: how many diagnosed runs, and the fractions of them that
 * were accurate, precise and isolated (AutomaDeD §5.2.2). An analysis that failed on a run counts
 * as a run that is none of the three ({@link #addError}).
 */
public final class CampaignScore {

    /** Counts of one algorithm. */
    public static final class Tally {
        private int runs, accurate, precise, isolated, errors;

        public int runs() {
            return runs;
        }

        public int accurate() {
            return accurate;
        }

        public int precise() {
            return precise;
        }

        public int isolated() {
            return isolated;
        }

        /** Runs on which the analysis itself failed (counted in {@link #runs()}, as neither of the three). */
        public int errors() {
            return errors;
        }

        /** Fraction 0..1 of the runs whose LP set contains the injected task (NaN without runs). */
        public double accuracy() {
            return fraction(accurate);
        }

        /** Fraction 0..1 of the runs whose LP set is exactly the injected task (NaN without runs). */
        public double precision() {
            return fraction(precise);
        }

        /** Fraction 0..1 of the runs where the injected task is alone in its PDG node (NaN without runs). */
        public double isolation() {
            return fraction(isolated);
        }

        private double fraction(int n) {
            return runs == 0 ? Double.NaN : (double) n / runs;
        }
    }

    private final Map<PdgAlgorithm, Tally> tallies = new LinkedHashMap<>();

    /** Adds the score of one run's diagnosis by {@code algorithm}. */
    public void add(PdgAlgorithm algorithm, InjectionScore s) {
        Tally t = tally(algorithm);
        t.runs++;
        t.accurate += s.accurate() ? 1 : 0;
        t.precise += s.precise() ? 1 : 0;
        t.isolated += s.isolated() ? 1 : 0;
    }

    /** Adds a run on which {@code algorithm} could not produce a diagnosis. */
    public void addError(PdgAlgorithm algorithm) {
        Tally t = tally(algorithm);
        t.runs++;
        t.errors++;
    }

    private Tally tally(PdgAlgorithm algorithm) {
        return tallies.computeIfAbsent(algorithm, a -> new Tally());
    }

    /** The tally of {@code algorithm} (empty if it never ran). */
    public Tally get(PdgAlgorithm algorithm) {
        return tallies.getOrDefault(algorithm, new Tally());
    }

    /** The algorithms scored, in the order they were first added. */
    public List<PdgAlgorithm> algorithms() {
        return Collections.unmodifiableList(new ArrayList<>(tallies.keySet()));
    }

    /**
     * The table the campaign prints:
     *
     * <pre>
     * algorithm     runs  accuracy  precision  isolation
     * dist           100    95.0 %     90.0 %     97.0 %
     * </pre>
     */
    public String table() {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-12s %6s %9s %10s %10s%n", "algorithm", "runs",
                "accuracy", "precision", "isolation"));
        for (PdgAlgorithm a : tallies.keySet()) {
            Tally t = tallies.get(a);
            sb.append(String.format(Locale.ROOT, "%-12s %6d %9s %10s %10s", a.getLiteral(), t.runs, percent(t.accuracy()),
                    percent(t.precision()), percent(t.isolation())));
            if (t.errors > 0) {
                sb.append("   (analysis failed on ").append(t.errors).append(')');
            }
            sb.append(System.lineSeparator());
        }
        return sb.toString();
    }

    private static String percent(double f) {
        return Double.isNaN(f) ? "-" : String.format(Locale.ROOT, "%.1f %%", 100 * f);
    }

    /**
     * Per algorithm (by its literal, e.g. "semi-dist"): "runs", and "accuracy", "precision", "isolation"
     * as fractions 0..1 (null without runs), with the counts behind them ("accurate", "precise",
     * "isolated", "errors").
     */
    public JsonObject json() {
        JsonObject o = new JsonObject();
        tallies.forEach((a, t) -> {
            JsonObject j = new JsonObject();
            j.addProperty("runs", t.runs);
            j.addProperty("accuracy", t.runs == 0 ? null : t.accuracy());
            j.addProperty("precision", t.runs == 0 ? null : t.precision());
            j.addProperty("isolation", t.runs == 0 ? null : t.isolation());
            j.addProperty("accurate", t.accurate);
            j.addProperty("precise", t.precise);
            j.addProperty("isolated", t.isolated);
            j.addProperty("errors", t.errors);
            o.add(a.getLiteral(), j);
        });
        return o;
    }
}
