package dev.straggler.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.straggler.cli.Main.UsageException;
import dev.straggler.cli.Main.UserError;
import dev.straggler.core.inject.CampaignScore;
import dev.straggler.core.inject.InjectionScore;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.inject.Campaign;
import dev.straggler.launch.inject.FaultInjector;
import dev.straggler.launch.inject.Gdb;
import dev.straggler.launch.inject.Profile;
import dev.straggler.launch.inject.UserFunction;
import dev.straggler.model.PdgAlgorithm;

/**
 * {@code straggler inject}: the fault-injection campaign (see {@link Campaign}).
 *
 * <pre>
 * straggler inject --runs N [--np P] [--pdg ALG|all] [--seed S] [--json] [--timeout S]
 *                  [--launcher L] [--launcher-args "ARGS"] [--work-dir DIR] [--keep-dumps] -- APP ARGS
 * </pre>
 *
 * Progress goes to standard error; standard output gets the table per algorithm (runs, accuracy,
 * precision, isolation in percent) or, with --json, one object whose "algorithms" member has per
 * algorithm literal "runs" and "accuracy", "precision", "isolation" as fractions 0..1.
 */
final class InjectCommand {

    static final String USAGE = """
              straggler inject --runs N [--np P] [--pdg dist|semi-dist|loop-aware|all] [--seed S] [--json]
                               [--timeout SECONDS] [--launcher L] [--launcher-args "ARGS"]
                               [--work-dir DIR] [--keep-dumps] -- APP [ARGS...]
                  fault-injection campaign: profile APP once, then N runs each suspending a random task
                  at a random call of a user function, inlined instance or MPI call of main (gdb; -O2 -g
                  builds too), diagnose each hang and score it per
                  algorithm (default all): accuracy, precision, isolation; --json: fractions 0..1
            """;

    private InjectCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException, UserError, LaunchException {
        int runs = 20, np = 4;
        long seed = System.nanoTime() & 0xFFFFFFL;
        double timeout = 2;
        boolean json = false, keep = false;
        List<PdgAlgorithm> algorithms = null;
        String launcher = "mpirun", workDir = null;
        List<String> launcherArgs = List.of(), command = List.of();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
            case "--" -> {
                command = List.of(Arrays.copyOfRange(args, i + 1, args.length));
                i = args.length;
            }
            case "--runs" -> runs = Main.Options.intValue(a, Main.Options.value(args, ++i, a));
            case "--np", "-np", "-n" -> np = Main.Options.intValue(a, Main.Options.value(args, ++i, a));
            case "--seed" -> {
                String v = Main.Options.value(args, ++i, a);
                try {
                    seed = Long.parseLong(v);
                } catch (NumberFormatException e) {
                    throw new UsageException("--seed needs an integer, not '" + v + "'");
                }
            }
            case "--timeout" -> {
                String v = Main.Options.value(args, ++i, a);
                try {
                    timeout = Double.parseDouble(v);
                } catch (NumberFormatException e) {
                    throw new UsageException("--timeout needs a number of seconds, not '" + v + "'");
                }
                if (!(timeout > 0)) {
                    throw new UsageException("--timeout must be positive");
                }
            }
            case "--pdg" -> {
                String v = Main.Options.value(args, ++i, a);
                if (v.equals("all")) {
                    algorithms = null;
                } else {
                    PdgAlgorithm alg = PdgAlgorithm.get(v);
                    if (alg == null) {
                        throw new UsageException("--pdg takes " + PdgAlgorithm.VALUES.stream().map(PdgAlgorithm::getLiteral)
                                .collect(Collectors.joining(", ")) + " or all, not '" + v + "'");
                    }
                    algorithms = List.of(alg);
                }
            }
            case "--launcher" -> launcher = Main.Options.value(args, ++i, a);
            case "--launcher-args" -> {
                String v = Main.Options.value(args, ++i, a).trim();
                launcherArgs = v.isEmpty() ? List.of() : List.of(v.split("\\s+"));
            }
            case "--work-dir" -> workDir = Main.Options.value(args, ++i, a);
            case "--keep-dumps" -> keep = true;
            case "--json" -> json = true;
            default -> throw new UsageException("unknown option " + a + " for inject");
            }
        }
        if (command.isEmpty()) {
            throw new UsageException("inject needs the application after '--', e.g. straggler inject --runs 20 -- ./app");
        }
        Path exe = Path.of(command.get(0)).toAbsolutePath();
        if (!Files.isExecutable(exe)) {
            throw new UserError("the application " + exe + " does not exist or is not executable");
        }
        Path work;
        try {
            work = workDir != null ? Files.createDirectories(Path.of(workDir).toAbsolutePath())
                    : Files.createTempDirectory("straggler-inject-");
        } catch (IOException e) {
            throw new UserError("cannot create the work directory: " + e.getMessage());
        }
        FaultInjector.Application app = new FaultInjector.Application(exe, command.subList(1, command.size()), np,
                launcher, launcherArgs, timeout);
        Gdb gdb = new Gdb();
        Campaign campaign = new Campaign(new FaultInjector(app, gdb, null), gdb,
                new Campaign.Settings(runs, seed, algorithms, work, keep));
        err.printf(Locale.ROOT, "straggler: inject: %s on %d tasks, %d runs, seed %d, hang timeout %s s; work directory %s%n",
                exe.getFileName(), np, runs, seed, trim(timeout), work);
        Campaign.Result result;
        try {
            result = campaign.run(new Campaign.Listener() {
                @Override
                public void profiled(Profile p, List<UserFunction> functions) {
                    err.printf(Locale.ROOT, "straggler: profile: %d injection sites, %d injectable calls over %d tasks (%.1f s under gdb)%n",
                            functions.size(), p.injectableCalls(), p.counts().size(), p.seconds());
                }

                @Override
                public void ran(Campaign.RunResult r, int scored, int wanted) {
                    err.println("straggler: " + line(r, scored, wanted));
                }

                @Override
                public void note(String message) {
                    err.println("straggler: " + message);
                }
            });
        } catch (IOException e) {
            throw new UserError(e.getMessage());
        }
        if (result.scoredRuns() == 0) {
            throw new UserError("no injected run could be diagnosed; the runs' files are in " + work);
        }
        if (json) {
            out.println(new GsonBuilder().setPrettyPrinting().serializeNulls().create().toJson(json(result, exe, np, seed, timeout)));
        } else {
            out.printf(Locale.ROOT, "Fault injection: %s, %d tasks, %d injected runs diagnosed (%d attempts), seed %d%n",
                    exe.getFileName(), np, result.scoredRuns(), result.runs().size(), seed);
            out.print(result.score().table());
        }
        return 0;
    }

    private static String line(Campaign.RunResult r, int scored, int wanted) {
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

    private static JsonObject json(Campaign.Result result, Path exe, int np, long seed, double timeout) {
        JsonObject o = new JsonObject();
        o.addProperty("application", exe.toString());
        o.addProperty("np", np);
        o.addProperty("seed", seed);
        o.addProperty("timeout", timeout);
        o.addProperty("attempts", result.runs().size());
        o.addProperty("scoredRuns", result.scoredRuns());
        o.addProperty("metrics", "accuracy, precision, isolation are fractions 0..1 of the scored runs");
        CampaignScore score = result.score();
        o.add("algorithms", score.json());
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
        return o;
    }

    private static String trim(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
