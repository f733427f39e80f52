package dev.straggler.internal.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import dev.straggler.core.report.ScaleReport;
import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.ScaleModel;
import dev.straggler.core.scale.ScaleModelException;
import dev.straggler.core.scale.ScaleRuns;
import dev.straggler.launch.AttendedJob;
import dev.straggler.launch.JobRelay;
import dev.straggler.launch.JobRunner;
import dev.straggler.launch.JobSpec;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.RuntimeEnvironment;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.RunProfile;

/**
 * {@code straggler scale train|check}: scale-dependent bugs (Vrisha, issue 13). {@code train} profiles correct runs
 * of a program at several scales (or reads runs profiled elsewhere) and saves a scale model; {@code check} profiles
 * (or reads) a run at another scale and prints every process's score against the model's threshold, the flagged
 * processes and the ranked divergence points ({@link ScaleReport}).
 */
final class ScaleCommand implements Command {

    @Override
    public String name() {
        return "scale";
    }

    @Override
    public String usage() {
        return """
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
    }

    /** Exit code of a check that flagged a process or found a crash. */
    static final int ANOMALOUS = 3;

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws UsageException, UserError, LaunchException {
        Options o = parse(a);
        return o.mode.equals("train") ? train(o, out, err) : check(o, out, err);
    }

    private static final class Options {
        String mode;
        Path model;
        List<Integer> np = new ArrayList<>();
        List<String> sweep = new ArrayList<>();
        String launcher = "mpirun";
        List<String> launcherArgs = List.of();
        Path runsDir;
        String control = System.getenv(RuntimeEnvironment.CONTROL);
        double runTimeout = 600;
        List<Path> from = new ArrayList<>();
        List<String> command = List.of();
        boolean json;
        int top = 10;
    }

    private static Options parse(Args a) throws UsageException {
        if (!a.next() || !(a.current().equals("train") || a.current().equals("check"))) {
            throw new UsageException("scale needs 'train' or 'check'");
        }
        Options o = new Options();
        o.mode = a.current();
        while (a.next()) {
            switch (a.current()) {
            case "--" -> a.application();
            case "--model" -> o.model = Path.of(a.value());
            case "--np", "-np", "-n" -> {
                String option = a.current();
                for (String v : a.value().split(",")) {
                    o.np.add(Args.count(option, v.trim()));
                }
            }
            case "--args-sweep" -> {
                for (String v : a.value().split(",")) {
                    if (v.isBlank()) {
                        throw new UsageException("--args-sweep takes values separated by commas, e.g. 1000,2000,4000");
                    }
                    o.sweep.add(v.trim());
                }
            }
            case "--launcher" -> o.launcher = a.value();
            case "--launcher-args" -> o.launcherArgs = a.words();
            case "--runs-dir" -> o.runsDir = Path.of(a.value());
            case "--control" -> o.control = a.value();
            case "--run-timeout" -> o.runTimeout = a.seconds("--run-timeout must be positive");
            case "--from" -> a.values().forEach(v -> o.from.add(Path.of(v)));
            case "--json" -> a.output();
            case "--top" -> o.top = a.count();
            default -> throw new UsageException(a.isOption() ? "unknown option " + a.current()
                    : "unexpected argument '" + a.current() + "' (the application goes after '--')");
            }
        }
        o.command = a.applicationCommand();
        o.json = a.format() == Args.Format.JSON;
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
        env.put(RuntimeEnvironment.PROFILE, "1");
        if (o.control != null && !o.control.isBlank()) {
            env.put(RuntimeEnvironment.CONTROL, o.control);
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
        Retention.beforeRun(spec.dumpDirectory(), err);
        runner.notes().forEach(n -> err.println("straggler: " + n));
        err.println("straggler: run " + p.label() + ": " + p.np() + " processes, " + o.command.get(0)
                + (p.arguments().isEmpty() ? "" : " " + String.join(" ", p.arguments())) + "; profiles in " + dir);
        Instant started = Instant.now();
        Process proc = runner.start(ProcessBuilder.Redirect.PIPE);
        JobRelay.copy(proc.getInputStream(), err);
        JobRelay.copy(proc.getErrorStream(), err);
        int code;
        try (AttendedJob job = AttendedJob.killing(runner, proc)) {
            code = job.waitForEnd(System.nanoTime() + (long) (o.runTimeout * 1e9));
        }
        if (Thread.currentThread().isInterrupted()) {
            throw new UserError("interrupted while run " + p.label() + " ran");
        }
        if (code == -1) {
            throw new UserError("run " + p.label() + " did not finish within " + String.format(Locale.ROOT, "%.0f", o.runTimeout)
                    + " s and was ended: give it more time with --run-timeout, or fewer processes or a smaller input");
        }
        // tasks on other nodes with the run directory on their node-local storage: their profiles are there
        NodeLocalRuns.gatherAfterJob(runner, spec.dumpDirectory(), p.np(), started, NodeLocalRuns.PROFILE, "profiles",
                "copy their profiles here (scp 'NODE:" + spec.dumpDirectory() + "/*' " + spec.dumpDirectory()
                        + "/) and give the directory to --from", err);
        return code;
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
    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

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
            out.println(ScaleReport.trainingJsonText(model, o.model, runs));
        } else {
            out.print(ScaleReport.trainingText(model, o.model, runs));
        }
        return 0;
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
            out.println(ScaleReport.checkJsonText(model, o.model, r));
        } else {
            out.print(ScaleReport.checkText(model, o.model, r, o.top));
        }
        return r.anomalous() ? ANOMALOUS : 0;
    }

}
