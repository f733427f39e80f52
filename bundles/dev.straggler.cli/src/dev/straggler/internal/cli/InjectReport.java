package dev.straggler.internal.cli;

import java.nio.file.Path;
import java.util.Locale;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.straggler.core.inject.InjectionScore;
import dev.straggler.launch.inject.Campaign;
import dev.straggler.launch.inject.FaultInjector;

/**
 * A fault-injection campaign ({@link Campaign}) as {@code straggler inject} prints it: a line per run as it goes, then
 * the table per algorithm ({@link dev.straggler.core.inject.CampaignScore#table()}), or the whole campaign as JSON
 * (docs/json-schemas/inject.schema.json).
 */
final class InjectReport {

    private InjectReport() {
    }

    /** "run 3 (2/5 scored): ..., 1.2 s, sampled in f | dist: LP [2] accurate precise isolated | ...". */
    static String runLine(Campaign.RunResult r, int scored, int wanted) {
        FaultInjector.Run run = r.run();
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "run %d (%d/%d scored): %s, %.1f s", r.index(),
                scored, wanted, run.injection(), run.seconds()));
        if (!r.scored()) {
            return sb.append(": not scored: ").append(run.note().isEmpty() ? "no diagnosis" : run.note()).toString();
        }
        if (!r.sampledFunction().isEmpty()) {
            sb.append(", sampled in ").append(r.sampledFunction());
        }
        r.scores().forEach((a, s) -> sb.append(" | ").append(a.getLiteral()).append(": LP ").append(s.leastProgressed())
                .append(s.accurate() ? " accurate" : "").append(s.precise() ? " precise" : "").append(s.isolated() ? " isolated" : ""));
        r.errors().forEach((a, e) -> sb.append(" | ").append(a.getLiteral()).append(": failed (").append(e).append(')'));
        return sb.toString();
    }

    /** The header line and the table: runs, accuracy, precision, isolation per algorithm, in percent. */
    static String text(Campaign.Result result, Path exe, int np, long seed) {
        return String.format(Locale.ROOT, "Fault injection: %s, %d tasks, %d injected runs diagnosed (%d attempts), seed %d%n",
                exe.getFileName(), np, result.scoredRuns(), result.runs().size(), seed) + result.score().table();
    }

    /** The campaign: its settings, the scores per algorithm (fractions 0..1) and every run with its diagnoses. */
    static String json(Campaign.Result result, Path exe, int np, long seed, double timeout) {
        JsonObject o = new JsonObject();
        o.addProperty("application", exe.toString());
        o.addProperty("np", np);
        o.addProperty("seed", seed);
        o.addProperty("timeout", timeout);
        o.addProperty("attempts", result.runs().size());
        o.addProperty("scoredRuns", result.scoredRuns());
        o.addProperty("metrics", "accuracy, precision, isolation are fractions 0..1 of the scored runs");
        o.add("algorithms", result.score().json());
        JsonArray runs = new JsonArray();
        for (Campaign.RunResult r : result.runs()) {
            JsonObject j = new JsonObject();
            j.addProperty("run", r.index());
            j.addProperty("rank", r.run().injection().rank());
            j.addProperty("function", r.run().injection().function().name());
            j.addProperty("file", r.run().injection().function().file());
            j.addProperty("site", r.run().injection().function().kind().name().toLowerCase(Locale.ROOT));
            if (r.run().injection().function().line() > 0) {
                j.addProperty("line", r.run().injection().function().line());
            }
            if (!r.run().injection().function().call().isEmpty()) {
                j.addProperty("call", r.run().injection().function().call());
            }
            j.addProperty("occurrence", r.run().injection().occurrence());
            j.addProperty("fired", r.run().fired());
            j.addProperty("dumped", r.run().dumped());
            j.addProperty("scored", r.scored());
            j.addProperty("seconds", r.run().seconds());
            j.addProperty("sampledFunction", r.sampledFunction());
            if (!r.run().note().isEmpty()) {
                j.addProperty("note", r.run().note());
            }
            JsonObject lp = new JsonObject();
            for (var e : r.scores().entrySet()) {
                InjectionScore s = e.getValue();
                JsonObject sj = new JsonObject();
                JsonArray ranks = new JsonArray();
                s.leastProgressed().stream().forEach(ranks::add);
                sj.add("lp", ranks);
                sj.addProperty("accurate", s.accurate());
                sj.addProperty("precise", s.precise());
                sj.addProperty("isolated", s.isolated());
                lp.add(e.getKey().getLiteral(), sj);
            }
            r.errors().forEach((a, e) -> {
                JsonObject sj = new JsonObject();
                sj.addProperty("error", e);
                lp.add(a.getLiteral(), sj);
            });
            j.add("diagnoses", lp);
            runs.add(j);
        }
        o.add("runs", runs);
        // HTML escaping on, as the first version printed it (a function name's '<' is \u003c)
        return new GsonBuilder().setPrettyPrinting().serializeNulls().create().toJson(o);
    }
}
