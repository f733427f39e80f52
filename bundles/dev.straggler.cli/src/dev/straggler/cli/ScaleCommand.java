package dev.straggler.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;

import dev.straggler.cli.Main.UsageException;
import dev.straggler.cli.Main.UserError;
import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.DivergencePoint;
import dev.straggler.core.scale.Finding;
import dev.straggler.core.scale.KccaParameters;
import dev.straggler.core.scale.ModelSelection;
import dev.straggler.core.scale.ProcessScore;
import dev.straggler.core.scale.Reason;
import dev.straggler.core.scale.ScaleModel;
import dev.straggler.core.scale.ScaleModelException;
import dev.straggler.core.scale.ScaleRuns;
import dev.straggler.launch.JobRunner;
import dev.straggler.launch.JobSpec;
import dev.straggler.launch.LaunchException;
import dev.straggler.model.RankSet;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.RunProfile;

/**
 * {@code straggler scale train|check}: scale-dependent bugs (Vrisha, issue 13). {@code train} profiles correct runs
 * of a program at several scales (or reads runs profiled elsewhere) and saves a scale model; {@code check} profiles
 * (or reads) a run at another scale and prints every process's score against the model's threshold, the flagged
 * processes and the ranked divergence points.
 */
final class ScaleCommand {

    static final String USAGE = """
              straggler scale train --model FILE (--np N[,N...] [--args-sweep V[,V...]] [LAUNCH OPTIONS] -- APP [ARGS...]
                                    | --from DIR...) [--json]
                  profile correct runs of APP, one per process count N and --args-sweep value (which takes the
                  place of {} in ARGS), or read runs profiled elsewhere (--from: each run's STRAGGLER_DUMP_DIR,
                  run with the runtime and STRAGGLER_PROFILE=1, e.g. under srun), and train a scale model on them
                  (Vrisha: kernel CCA, parameters by 5-fold cross-validation) into FILE; 3 or more scales
              straggler scale check --model FILE (--np N [LAUNCH OPTIONS] -- APP [ARGS...] | --from DIR) [--json]
                                    [--top K]
                  profile one run (or read one) and check it against the model: every process's score (its
                  abnormality, 1 - correlation) against the threshold, what the call-site rules found (a call
                  site no training run had, one every training run had and this run has not, a volume out of
                  the range the training runs predict), the flagged processes and why, and the points where
                  their call stacks leave the training runs' (function file:line), most likely first (first K,
                  default 10). Exit code 3 when a process is flagged or the run crashed, else 0.
                  LAUNCH OPTIONS: [--launcher mpirun|mpiexec|srun] [--launcher-args "ARGS"] [--runs-dir DIR]
                  [--control NAME=VALUE,...] [--run-timeout SECONDS]; runs go to DIR/np<N>[-<V>] (default
                  straggler-scale-<date>-<time>); --control (or STRAGGLER_CONTROL) names control features
            """;

    /** Exit code of a check that flagged a process or found a crash. */
    static final int ANOMALOUS = 3;

    private ScaleCommand() {
    }

    private static final class Options {
        String mode;
        Path model;
        List<Integer> np = new ArrayList<>();
        List<String> sweep = new ArrayList<>();
        String launcher = "mpirun";
        List<String> launcherArgs = List.of();
        Path runsDir;
        String control = System.getenv("STRAGGLER_CONTROL");
        double runTimeout = 600;
        List<Path> from = new ArrayList<>();
        List<String> command = List.of();
        boolean json;
        int top = 10;
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException, UserError, LaunchException {
        Options o = parse(args);
        return o.mode.equals("train") ? train(o, out, err) : check(o, out, err);
    }

    private static Options parse(String[] args) throws UsageException {
        if (args.length == 0 || !(args[0].equals("train") || args[0].equals("check"))) {
            throw new UsageException("scale needs 'train' or 'check'");
        }
        Options o = new Options();
        o.mode = args[0];
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            switch (a) {
            case "--" -> {
                o.command = List.of(java.util.Arrays.copyOfRange(args, i + 1, args.length));
                i = args.length;
            }
            case "--model" -> o.model = Path.of(Main.Options.value(args, ++i, a));
            case "--np", "-np", "-n" -> {
                for (String v : Main.Options.value(args, ++i, a).split(",")) {
                    o.np.add(Main.Options.intValue(a, v.trim()));
                }
            }
            case "--args-sweep" -> {
                for (String v : Main.Options.value(args, ++i, a).split(",")) {
                    if (v.isBlank()) {
                        throw new UsageException("--args-sweep takes values separated by commas, e.g. 1000,2000,4000");
                    }
                    o.sweep.add(v.trim());
                }
            }
            case "--launcher" -> o.launcher = Main.Options.value(args, ++i, a);
            case "--launcher-args" -> {
                String v = Main.Options.value(args, ++i, a).trim();
                o.launcherArgs = v.isEmpty() ? List.of() : List.of(v.split("\\s+"));
            }
            case "--runs-dir" -> o.runsDir = Path.of(Main.Options.value(args, ++i, a));
            case "--control" -> o.control = Main.Options.value(args, ++i, a);
            case "--run-timeout" -> {
                String v = Main.Options.value(args, ++i, a);
                try {
                    o.runTimeout = Double.parseDouble(v);
                } catch (NumberFormatException e) {
                    throw new UsageException("--run-timeout needs a number of seconds, not '" + v + "'");
                }
                if (!(o.runTimeout > 0)) {
                    throw new UsageException("--run-timeout must be positive");
                }
            }
            case "--from" -> {
                o.from.add(Path.of(Main.Options.value(args, ++i, a)));
                while (i + 1 < args.length && !args[i + 1].startsWith("-")) {
                    o.from.add(Path.of(args[++i]));
                }
            }
            case "--json" -> o.json = true;
            case "--top" -> o.top = Main.Options.intValue(a, Main.Options.value(args, ++i, a));
            default -> throw new UsageException(a.startsWith("-") ? "unknown option " + a
                    : "unexpected argument '" + a + "' (the application goes after '--')");
            }
        }
        if (o.model == null) {
            throw new UsageException("scale " + o.mode + " needs --model FILE (the scale model to "
                    + (o.mode.equals("train") ? "write" : "check against") + ")");
        }
        boolean launch = !o.command.isEmpty();
        if (launch == !o.from.isEmpty()) {
            throw new UsageException("scale " + o.mode + " needs either the application after '--' (with --np) or"
                    + " --from DIR" + (o.mode.equals("train") ? "..." : "") + ", not " + (launch ? "both" : "neither"));
        }
        if (launch && o.np.isEmpty()) {
            throw new UsageException("give the number of processes with --np" + (o.mode.equals("train")
                    ? " (several for training, e.g. --np 4,6,8,12)" : ""));
        }
        if (!launch && (!o.np.isEmpty() || !o.sweep.isEmpty())) {
            throw new UsageException("--np and --args-sweep run the application: not with --from");
        }
        if (o.mode.equals("check")) {
            if (o.np.size() > 1 || !o.sweep.isEmpty() || o.from.size() > 1) {
                throw new UsageException("scale check checks one run: one --np, no --args-sweep, one --from DIR");
            }
        } else if (!o.sweep.isEmpty() && o.command.stream().noneMatch(s -> s.contains("{}"))) {
            throw new UsageException("--args-sweep needs {} in the application's arguments where each value goes,"
                    + " e.g. -- ./app {} 10");
        }
        return o;
    }

    // ------------------------------------------------------------------------------------------------ runs

    private record Planned(String label, int np, List<String> arguments) {
    }

    private static List<Planned> plan(Options o) {
        List<Planned> runs = new ArrayList<>();
        List<String> values = o.sweep.isEmpty() ? java.util.Collections.singletonList(null) : o.sweep;
        for (int np : o.np) {
            for (String v : values) {
                List<String> a = new ArrayList<>();
                for (String s : o.command.subList(1, o.command.size())) {
                    a.add(v == null ? s : s.replace("{}", v));
                }
                runs.add(new Planned("np" + np + (v == null ? "" : "-" + v.replaceAll("[^A-Za-z0-9._+-]", "_")), np,
                        a));
            }
        }
        return runs;
    }

    /** Runs one planned run with the profile on; returns its directory and the launcher's exit code. */
    private static int launch(Options o, Planned p, Path dir, PrintStream err) throws LaunchException, UserError {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("STRAGGLER_PROFILE", "1");
        if (o.control != null && !o.control.isBlank()) {
            env.put("STRAGGLER_CONTROL", o.control);
        }
        try {
            if (Files.isDirectory(dir)) {
                try (var files = Files.list(dir)) {
                    for (Path f : (Iterable<Path>) files::iterator) {
                        String n = f.getFileName().toString();
                        if (n.matches("profile-rank-\\d+\\.sprof|rank-\\d+\\.sdump|complete|trigger")) {
                            Files.delete(f); // an earlier run's, in the same directory
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UserError("cannot clear " + dir + " for run " + p.label() + ": " + e.getMessage());
        }
        JobSpec spec = new JobSpec(Path.of(o.command.get(0)), p.arguments(), null, p.np(), o.launcher, o.launcherArgs,
                0, dir.toAbsolutePath(), false, env);
        JobRunner runner = JobRunner.prepare(spec);
        runner.notes().forEach(n -> err.println("straggler: " + n));
        err.println("straggler: run " + p.label() + ": " + p.np() + " processes, " + o.command.get(0)
                + (p.arguments().isEmpty() ? "" : " " + String.join(" ", p.arguments())) + "; profiles in " + dir);
        Process proc = runner.start(ProcessBuilder.Redirect.PIPE);
        drain(proc.getInputStream(), err);
        drain(proc.getErrorStream(), err);
        Thread hook = new Thread(() -> JobRunner.kill(proc), "straggler-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
        int code;
        try {
            code = runner.waitForEnd(proc, System.nanoTime() + (long) (o.runTimeout * 1e9), 60_000_000_000L);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            JobRunner.kill(proc);
            throw new UserError("interrupted while run " + p.label() + " ran");
        } finally {
            Runtime.getRuntime().removeShutdownHook(hook);
        }
        if (code == -1) {
            throw new UserError("run " + p.label() + " did not finish within " + String.format(Locale.ROOT, "%.0f", o.runTimeout)
                    + " s and was ended: give it more time with --run-timeout, or fewer processes or a smaller input");
        }
        return code;
    }

    private static void drain(InputStream in, PrintStream to) {
        Thread t = new Thread(() -> {
            try {
                in.transferTo(to);
            } catch (IOException ignored) {
                // the job ended
            }
        }, "job-output");
        t.setDaemon(true);
        t.start();
    }

    private static Path runsDir(Options o) {
        return o.runsDir != null ? o.runsDir
                : Path.of("straggler-scale-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    }

    private static RunProfile read(Path dir, String label, PrintStream err) throws UserError {
        List<String> warnings = new ArrayList<>();
        try {
            RunProfile r = ScaleRuns.read(dir, label, warnings);
            warnings.forEach(w -> err.println("straggler: " + w));
            return r;
        } catch (ScaleModelException e) {
            throw new UserError(e.getMessage());
        }
    }

    // ------------------------------------------------------------------------------------------------ train

    private static int train(Options o, PrintStream out, PrintStream err) throws UserError, LaunchException {
        List<RunProfile> runs = new ArrayList<>();
        if (!o.from.isEmpty()) {
            for (Path d : o.from) {
                runs.add(read(d, null, err));
            }
        } else {
            List<Planned> plan = plan(o);
            checkScales(plan);
            Path base = runsDir(o);
            for (Planned p : plan) {
                Path dir = base.resolve(p.label());
                int code = launch(o, p, dir, err);
                if (code != 0) {
                    throw new UserError("training run " + p.label() + " failed (exit code " + code + "; its output is"
                            + " above): a scale model is trained on correct runs only; fix the run or leave this scale"
                            + " out");
                }
                runs.add(read(dir, p.label(), err));
            }
        }
        ScaleModel model;
        try {
            err.println("straggler: training on " + runs.size() + " runs (cross-validation over the parameter grid)");
            model = ScaleModel.train(runs);
            model.save(o.model);
        } catch (ScaleModelException e) {
            throw new UserError(e.getMessage());
        }
        if (o.json) {
            out.println(gson().toJson(trainingJson(model, o.model, runs)));
        } else {
            out.print(trainingText(model, o.model, runs));
        }
        return 0;
    }

    /** Refuses planned runs at too few distinct scales before any of them runs (a scale: np and numeric arguments). */
    private static void checkScales(List<Planned> plan) throws UserError {
        List<ControlFeatures> scales = new ArrayList<>();
        for (Planned p : plan) {
            Map<Integer, Double> numeric = new LinkedHashMap<>();
            for (int i = 0; i < p.arguments().size(); i++) {
                if (NUMBER.matcher(p.arguments().get(i)).matches()) {
                    numeric.put(i + 1, Double.parseDouble(p.arguments().get(i)));
                }
            }
            scales.add(new ControlFeatures(0, p.np(), numeric, Map.of()));
        }
        try {
            ScaleModel.checkScales(scales);
        } catch (ScaleModelException e) {
            throw new UserError(e.getMessage());
        }
    }

    /** A numeric argument, as the runtime's profile reads one (a whole decimal number). */
    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern
            .compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    static String trainingText(ScaleModel m, Path file, List<RunProfile> runs) {
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
                .append(" (abnormality above which a process is flagged)\n");
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

    static JsonObject trainingJson(ScaleModel m, Path file, List<RunProfile> runs) {
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
        JsonObject sel = new JsonObject();
        sel.addProperty("folds", m.selection().folds());
        sel.addProperty("falsePositiveRate", m.selection().falsePositiveRate());
        sel.addProperty("detectionRate", m.selection().detectionRate());
        sel.addProperty("evaluated", m.selection().evaluated());
        JsonArray sweeps = new JsonArray();
        for (dev.straggler.core.scale.ParameterSweep sw : m.selection().sweeps()) {
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

    // ------------------------------------------------------------------------------------------------ check

    private static int check(Options o, PrintStream out, PrintStream err) throws UserError, LaunchException {
        ScaleModel model;
        try {
            model = ScaleModel.load(o.model);
        } catch (ScaleModelException e) {
            throw new UserError(e.getMessage());
        }
        RunProfile run;
        if (!o.from.isEmpty()) {
            run = read(o.from.get(0), null, err);
        } else {
            Planned p = plan(o).get(0);
            Path dir = runsDir(o).resolve(p.label());
            int code = launch(o, p, dir, err);
            if (code != 0) {
                err.println("straggler: run " + p.label() + " exited with code " + code + "; checking what it profiled");
            }
            run = read(dir, p.label(), err);
        }
        CheckResult r;
        try {
            r = model.check(run);
        } catch (ScaleModelException e) {
            throw new UserError(e.getMessage());
        }
        if (o.json) {
            out.println(gson().toJson(checkJson(model, o.model, r)));
        } else {
            out.print(checkText(model, o.model, r, o.top));
        }
        return r.anomalous() ? ANOMALOUS : 0;
    }

    static String checkText(ScaleModel m, Path file, CheckResult r, int top) {
        StringBuilder sb = new StringBuilder();
        sb.append("scale check of ").append(r.run()).append(" (").append(r.size()).append(" processes) against ")
                .append(file).append(" (trained on ").append(String.join(" ", m.trainingRuns())).append(")\n");
        sb.append(String.format(Locale.ROOT, "  threshold %.4f%n", r.threshold()));
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
                sb.append("      here:     ").append(path(p.checkedStack())).append('\n');
                sb.append("      training: ").append(path(p.trainingStack())).append('\n');
            }
        }
        for (String n : r.notes()) {
            sb.append("  note: ").append(n).append('\n');
        }
        return sb.toString();
    }

    /** The user's part of a stack, innermost first: {@code f (a.c:10) < main (a.c:40)}. */
    private static String path(CallStack s) {
        StringBuilder sb = new StringBuilder();
        for (ProfileFrame f : s) {
            if (f.file() == null || f.line() == 0) {
                continue;
            }
            sb.append(sb.length() == 0 ? "" : " < ").append(f.describe());
        }
        return sb.length() == 0 ? s.describe().replace('\n', ' ') : sb.toString();
    }

    static JsonObject checkJson(ScaleModel m, Path file, CheckResult r) {
        JsonObject j = new JsonObject();
        j.addProperty("run", r.run());
        j.addProperty("size", r.size());
        j.addProperty("model", file.toString());
        j.add("program", program(m));
        JsonArray runs = new JsonArray();
        m.trainingRuns().forEach(runs::add);
        j.add("trainingRuns", runs);
        j.addProperty("threshold", r.threshold());
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

    // ------------------------------------------------------------------------------------------------ JSON parts

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

    private static com.google.gson.JsonElement range(Finding.ByteRange r) {
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

    private static com.google.gson.JsonElement frame(ProfileFrame f) {
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

    private static com.google.gson.Gson gson() {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create();
    }

    private static String percent(double v) {
        return String.format(Locale.ROOT, "%.1f %%", 100 * v);
    }
}
