package dev.straggler.core.report;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;

import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.DivergencePoint;
import dev.straggler.core.scale.Finding;
import dev.straggler.core.scale.KccaParameters;
import dev.straggler.core.scale.ModelSelection;
import dev.straggler.core.scale.ParameterSweep;
import dev.straggler.core.scale.ProcessScore;
import dev.straggler.core.scale.Reason;
import dev.straggler.core.scale.ScaleModel;
import dev.straggler.model.RankSet;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.RunProfile;

/**
 * Vrisha's scale analysis ({@link ScaleModel}) as text and JSON: a trained model ({@code straggler scale train}) and a
 * check of a run against it ({@code straggler scale check}; the IDE's Scale Anomaly view draws the same
 * {@link CheckResult}).
 */
public final class ScaleReport {

    private ScaleReport() {
    }

    /** A trained model: the runs, the chosen parameters and their cross-validation, the threshold, where it was saved. */
    public static String trainingText(ScaleModel m, Path file, List<RunProfile> runs) {
        StringBuilder sb = new StringBuilder();
        int processes = runs.stream().mapToInt(r -> r.tasks().size()).sum();
        sb.append("scale model of ").append(m.program().describe()).append('\n');
        sb.append("  trained on ").append(runs.size()).append(" runs, ").append(processes).append(" processes: ")
                .append(String.join(" ", m.trainingRuns())).append('\n');
        ModelSelection s = m.selection();
        sb.append("  parameters ").append(m.parameters()).append(" (").append(s.evaluated())
                .append(" combinations, ").append(s.folds()).append("-fold cross-validation: false-positive rate ")
                .append(percent(s.falsePositiveRate())).append(", mismatched pairs detected ")
                .append(percent(s.detectionRate())).append(")\n");
        sb.append("  threshold ").append(String.format(Locale.ROOT, "%.4f", m.threshold()))
                .append(" (abnormality above which a process is flagged) up to the largest training scale");
        if (!m.scaleAxis().isEmpty()) {
            sb.append(String.format(Locale.ROOT, ", %.4f at 1.5x and %.4f at 2x that scale (%s)",
                    m.thresholdBeyond(1.5), m.thresholdBeyond(2), String.join(" x ", m.scaleAxis())));
        }
        sb.append('\n');
        sb.append("  ").append(testedText(m)).append('\n');
        sb.append("  ").append(heldOutText(m)).append('\n');
        sb.append("  control features ").append(String.join(", ", m.usedControlFeatures())).append('\n');
        sb.append("  largest cross-validated abnormality per training run:\n");
        Map<String, double[]> perRun = new LinkedHashMap<>();
        for (ProcessScore p : m.trainingScores()) {
            double[] v = perRun.computeIfAbsent(p.run(), k -> new double[2]);
            v[0] = Math.max(v[0], p.abnormality());
            v[1]++;
        }
        perRun.forEach((run, v) -> sb.append(String.format(Locale.ROOT, "    %-16s %8.4f  (%d processes)%n", run,
                v[0], (int) v[1])));
        sb.append("  saved to ").append(file).append('\n');
        return sb.toString();
    }

    /** How far along the scale axis the score is used, as far as the cross-validation tested it (decision 054). */
    static String testedText(ScaleModel m) {
        if (m.scaleAxis().isEmpty()) {
            return "score used at the training runs' scale (no scale axis: no run-level feature varies)";
        }
        return String.format(Locale.ROOT, "score used from 1/%.2f of the smallest to %.2f times the largest training"
                + " scale (%s): as far as the cross-validation tested its predictions; beyond, only the call-site"
                + " rules flag", m.testedBelow(), m.testedBeyond(), String.join(" x ", m.scaleAxis()));
    }

    /** The held-out test of the model's components against chance, one line (decision 053). */
    static String heldOutText(ScaleModel m) {
        List<Double> p = m.heldOutPValues();
        StringBuilder sb = new StringBuilder("held-out test against chance (permutation, p per component: ");
        for (int i = 0; i < p.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.3f", p.get(i)));
        }
        sb.append(p.isEmpty() ? "none to test" : "").append("): ");
        if (!m.scoreUsed()) {
            return sb.append("NOT USED. ").append(m.scoreNotUsedReason()).toString();
        }
        int chosen = m.selection().chosen().components();
        int used = m.parameters().components();
        return sb.append(used == chosen ? "every component predicts better than chance"
                : "the score uses the first " + used + " of the " + chosen + " components chosen; the others predict"
                        + " no better than chance").toString();
    }

    /** {@link #trainingText} as JSON (docs/json-schemas/scale-train.schema.json). */
    public static JsonObject trainingJson(ScaleModel m, Path file, List<RunProfile> runs) {
        JsonObject j = new JsonObject();
        j.addProperty("model", file.toString());
        j.add("program", program(m));
        JsonArray rs = new JsonArray();
        for (RunProfile r : runs) {
            JsonObject x = new JsonObject();
            x.addProperty("label", r.label());
            x.addProperty("size", r.size());
            JsonArray a = new JsonArray();
            r.arguments().forEach(a::add);
            x.add("arguments", a);
            rs.add(x);
        }
        j.add("runs", rs);
        j.add("parameters", parameters(m.parameters()));
        j.addProperty("threshold", m.threshold());
        j.addProperty("inSampleThreshold", m.inSampleThreshold());
        JsonObject ext = new JsonObject();
        JsonArray axis = new JsonArray();
        m.scaleAxis().forEach(axis::add);
        ext.add("axis", axis);
        ext.addProperty("thresholdAt1_5", m.thresholdBeyond(1.5));
        ext.addProperty("thresholdAt2", m.thresholdBeyond(2));
        ext.addProperty("testedBeyond", m.testedBeyond());
        ext.addProperty("testedBelow", m.testedBelow());
        j.add("extrapolation", ext);
        JsonObject test = new JsonObject();
        JsonArray pv = new JsonArray();
        m.heldOutPValues().forEach(pv::add);
        test.add("pValues", pv);
        test.addProperty("scoreUsed", m.scoreUsed());
        test.addProperty("componentsUsed", m.scoreUsed() ? m.parameters().components() : 0);
        j.add("heldOutTest", test);
        JsonObject sel = new JsonObject();
        sel.addProperty("folds", m.selection().folds());
        sel.addProperty("falsePositiveRate", m.selection().falsePositiveRate());
        sel.addProperty("detectionRate", m.selection().detectionRate());
        sel.addProperty("evaluated", m.selection().evaluated());
        JsonArray sweeps = new JsonArray();
        for (ParameterSweep sw : m.selection().sweeps()) {
            JsonObject x = new JsonObject();
            x.addProperty("parameter", sw.parameter());
            JsonArray values = new JsonArray();
            sw.values().forEach(values::add);
            JsonArray rates = new JsonArray();
            sw.falsePositiveRate().forEach(v -> rates.add(Double.isFinite(v) ? v : null));
            x.add("values", values);
            x.add("falsePositiveRate", rates);
            sweeps.add(x);
        }
        sel.add("sweeps", sweeps);
        j.add("selection", sel);
        JsonArray used = new JsonArray();
        m.usedControlFeatures().forEach(used::add);
        j.add("controlFeatures", used);
        j.add("trainingScores", scores(m.trainingScores()));
        return j;
    }

    /**
     * A check: every process's score against the threshold, the flagged ones, a crash, the first {@code top} divergence
     * points (where, and the stacks of both sides), the notes.
     */
    public static String checkText(ScaleModel m, Path file, CheckResult r, int top) {
        StringBuilder sb = new StringBuilder();
        sb.append("scale check of ").append(r.run()).append(" (").append(r.size()).append(" processes) against ")
                .append(file).append(" (trained on ").append(String.join(" ", m.trainingRuns())).append(")\n");
        sb.append(String.format(Locale.ROOT, "  threshold %.4f%s%n", r.threshold(),
                r.scoreUsed() ? "" : " (not used: the score flags nothing, see the first note)"));
        sb.append("  rank  abnormality  correlation\n");
        for (ProcessScore p : r.scores()) {
            sb.append(String.format(Locale.ROOT, "  %4d  %11.4f  %11.4f%s%n", p.rank(), p.abnormality(),
                    p.correlation(), p.flagged() ? "  FLAGGED (" + String.join(", ", p.reasons().stream()
                            .map(Reason::label).toList()) + ")" : ""));
        }
        List<ProcessScore> flagged = r.flagged();
        if (flagged.isEmpty()) {
            sb.append("  flagged: none");
        } else {
            sb.append("  flagged: ").append(flagged.size()).append(" of ").append(r.scores().size())
                    .append(" processes, ranks ").append(RankSet.of(flagged.stream().mapToInt(ProcessScore::rank)
                            .toArray()));
        }
        sb.append('\n');
        if (!r.findings().isEmpty()) {
            sb.append("  call-site rules:\n");
            for (Finding f : r.findings()) {
                sb.append("    ").append(f.describe()).append('\n');
            }
        }
        if (r.crash() != null) {
            sb.append("  the run crashed: rank ").append(r.crash().rank()).append(", ").append(r.crash().reason())
                    .append(r.crash().stack().depth() > 0 ? " at " + r.crash().stack().frame(0).describe() : "")
                    .append('\n');
        }
        if (!r.divergences().isEmpty()) {
            sb.append("  divergence points, most likely first:\n");
            int i = 0;
            for (DivergencePoint p : r.divergences()) {
                if (i++ == top) {
                    sb.append("    ... ").append(r.divergences().size() - top).append(" more (--top)\n");
                    break;
                }
                sb.append(String.format(Locale.ROOT, "  %2d. ", i)).append(p.describe()).append('\n');
                sb.append("      here:     ").append(stackPath(p.checkedStack())).append('\n');
                sb.append("      training: ").append(stackPath(p.trainingStack())).append('\n');
            }
        }
        for (String n : r.notes()) {
            sb.append("  note: ").append(n).append('\n');
        }
        return sb.toString();
    }

    /**
     * The user's part of a stack, innermost first: {@code f (a.c:10) < main (a.c:40)} (the whole stack when no frame
     * has a source line); a divergence point's two sides, in the text and in the Scale Anomaly view.
     */
    public static String stackPath(CallStack s) {
        StringBuilder sb = new StringBuilder();
        for (ProfileFrame f : s) {
            if (f.file() == null || f.line() == 0) {
                continue;
            }
            sb.append(sb.length() == 0 ? "" : " < ").append(f.describe());
        }
        return sb.length() == 0 ? s.describe().replace('\n', ' ') : sb.toString();
    }

    /** {@link #checkText} as JSON, every divergence point (docs/json-schemas/scale-check.schema.json). */
    public static JsonObject checkJson(ScaleModel m, Path file, CheckResult r) {
        JsonObject j = new JsonObject();
        j.addProperty("run", r.run());
        j.addProperty("size", r.size());
        j.addProperty("model", file.toString());
        j.add("program", program(m));
        JsonArray runs = new JsonArray();
        m.trainingRuns().forEach(runs::add);
        j.add("trainingRuns", runs);
        j.addProperty("threshold", r.threshold());
        j.addProperty("scoreUsed", r.scoreUsed());
        j.addProperty("scoreNotUsed", r.scoreUsed() || r.notes().isEmpty() ? null : r.notes().get(0));
        JsonObject tested = new JsonObject();
        JsonArray axis = new JsonArray();
        m.scaleAxis().forEach(axis::add);
        tested.add("axis", axis);
        tested.addProperty("beyond", m.testedBeyond());
        tested.addProperty("below", m.testedBelow());
        j.add("testedRange", tested);
        j.add("scores", scores(r.scores()));
        JsonArray flagged = new JsonArray();
        r.flagged().forEach(p -> flagged.add(p.rank()));
        j.add("flagged", flagged);
        if (r.crash() == null) {
            j.add("crash", JsonNull.INSTANCE);
        } else {
            JsonObject c = new JsonObject();
            c.addProperty("rank", r.crash().rank());
            c.addProperty("reason", r.crash().reason());
            c.add("stack", frames(r.crash().stack().frames()));
            j.add("crash", c);
        }
        JsonArray fs = new JsonArray();
        for (Finding f : r.findings()) {
            JsonObject x = new JsonObject();
            x.addProperty("kind", jsonName(f.kind()));
            x.addProperty("ranks", f.ranks().toString());
            x.addProperty("calls", f.calls());
            x.add("at", frame(f.site()));
            x.add("stack", frames(f.stack().frames()));
            x.addProperty("bytes", f.direction() == null ? null : f.direction().label());
            x.add("observed", range(f.observed()));
            x.add("expected", range(f.expected()));
            fs.add(x);
        }
        j.add("findings", fs);
        JsonArray ds = new JsonArray();
        for (DivergencePoint p : r.divergences()) {
            JsonObject d = new JsonObject();
            d.addProperty("basis", jsonName(p.basis()));
            d.addProperty("ranks", p.ranks().toString());
            JsonObject here = new JsonObject();
            here.add("at", frame(p.checkedAt()));
            here.addProperty("share", p.checkedShare());
            here.add("frames", frames(p.checkedFrames()));
            here.add("stack", frames(p.checkedStack().frames()));
            d.add("checked", here);
            JsonObject tr = new JsonObject();
            tr.addProperty("run", p.trainingRun());
            tr.addProperty("rank", p.trainingRank());
            tr.add("at", frame(p.trainingAt()));
            tr.addProperty("share", p.trainingShare());
            tr.add("frames", frames(p.trainingFrames()));
            tr.add("stack", frames(p.trainingStack().frames()));
            d.add("training", tr);
            ds.add(d);
        }
        j.add("divergences", ds);
        JsonArray notes = new JsonArray();
        r.notes().forEach(notes::add);
        j.add("notes", notes);
        return j;
    }


    private static JsonObject program(ScaleModel m) {
        JsonObject p = new JsonObject();
        p.addProperty("executable", m.program().executable());
        p.addProperty("buildId", m.program().buildId());
        return p;
    }

    private static JsonObject parameters(KccaParameters k) {
        JsonObject p = new JsonObject();
        p.addProperty("components", k.components());
        p.addProperty("gamma", k.gamma());
        p.addProperty("sigmaControl", k.sigmaControl());
        p.addProperty("sigmaObservation", k.sigmaObservation());
        p.addProperty("features", k.features().name().toLowerCase(Locale.ROOT));
        return p;
    }

    private static JsonArray scores(List<ProcessScore> scores) {
        JsonArray a = new JsonArray();
        for (ProcessScore s : scores) {
            JsonObject x = new JsonObject();
            x.addProperty("run", s.run());
            x.addProperty("rank", s.rank());
            x.addProperty("size", s.size());
            x.addProperty("abnormality", s.abnormality());
            x.addProperty("correlation", s.correlation());
            x.addProperty("flagged", s.flagged());
            JsonArray reasons = new JsonArray();
            s.reasons().forEach(why -> reasons.add(jsonName(why)));
            x.add("reasons", reasons);
            a.add(x);
        }
        return a;
    }

    /** An enum constant as JSON names it: {@code NEW_CALL_SITE} is {@code "new-call-site"}. */
    private static String jsonName(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static JsonElement range(Finding.ByteRange r) {
        if (r == null) {
            return JsonNull.INSTANCE;
        }
        JsonObject x = new JsonObject();
        x.addProperty("low", r.low());
        x.addProperty("high", r.high());
        return x;
    }

    private static JsonArray frames(List<ProfileFrame> frames) {
        JsonArray a = new JsonArray();
        frames.forEach(f -> a.add(frame(f)));
        return a;
    }

    private static JsonElement frame(ProfileFrame f) {
        if (f == null) {
            return JsonNull.INSTANCE;
        }
        JsonObject x = new JsonObject();
        x.addProperty("function", f.function());
        x.addProperty("file", f.file());
        x.addProperty("line", f.line());
        x.addProperty("module", f.module());
        x.addProperty("offset", "0x" + Long.toHexString(f.offset()));
        return x;
    }

    /** {@link #trainingJson} as {@code straggler scale train --json} prints it. */
    public static String trainingJsonText(ScaleModel m, Path file, List<RunProfile> runs) {
        return GSON.toJson(trainingJson(m, file, runs));
    }

    /** {@link #checkJson} as {@code straggler scale check --json} prints it. */
    public static String checkJsonText(ScaleModel m, Path file, CheckResult r) {
        return GSON.toJson(checkJson(m, file, r));
    }

    /** Nulls kept: a check without a crash has {@code "crash": null}, a sweep's undefined rate is null. */
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create();

    private static String percent(double v) {
        return String.format(Locale.ROOT, "%.1f %%", 100 * v);
    }
}
