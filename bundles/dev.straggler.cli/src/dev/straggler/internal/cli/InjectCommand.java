package dev.straggler.internal.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import dev.straggler.launch.LaunchException;
import dev.straggler.launch.inject.Campaign;
import dev.straggler.launch.inject.FaultInjector;
import dev.straggler.launch.inject.Gdb;
import dev.straggler.launch.inject.Profile;
import dev.straggler.launch.inject.UserFunction;
import dev.straggler.model.PdgAlgorithm;

/**
 * {@code straggler inject --runs N [--np P] [--pdg ALG|all] [--seed S] [--json] [--timeout S] [--launcher L]
 * [--launcher-args "ARGS"] [--work-dir DIR] [--keep-dumps] -- APP ARGS}: the fault-injection campaign (see
 * {@link Campaign}). Progress goes to standard error; standard output gets the table per algorithm or the JSON of
 * {@link InjectReport}.
 */
final class InjectCommand implements Command {

    @Override
    public String name() {
        return "inject";
    }

    @Override
    public String usage() {
        return """
                  straggler inject --runs N [--np P] [--pdg dist|semi-dist|loop-aware|all] [--seed S] [--json]
                                   [--timeout SECONDS] [--launcher L] [--launcher-args "ARGS"]
                                   [--work-dir DIR] [--keep-dumps] -- APP [ARGS...]
                      fault-injection campaign: profile APP once, then N runs each suspending a random task
                      at a random call of a user function, inlined instance or MPI call of main (gdb; -O2 -g
                      builds too), diagnose each hang and score it per
                      algorithm (default all): accuracy, precision, isolation; --json: fractions 0..1
                """;
    }

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws UsageException, UserError, LaunchException {
        int runs = 20, np = 4;
        long seed = System.nanoTime() & 0xFFFFFFL;
        double timeout = 2;
        boolean keep = false;
        List<PdgAlgorithm> algorithms = null;
        String launcher = "mpirun";
        Path workDir = null;
        List<String> launcherArgs = List.of();
        while (a.next()) {
            switch (a.current()) {
            case "--" -> a.application();
            case "--runs" -> runs = a.count();
            case "--np", "-np", "-n" -> np = a.count();
            case "--seed" -> {
                String v = a.value();
                try {
                    seed = Long.parseLong(v);
                } catch (NumberFormatException e) {
                    throw new UsageException("--seed needs an integer, not '" + v + "'");
                }
            }
            case "--timeout" -> timeout = a.seconds("--timeout must be positive");
            case "--pdg" -> {
                String v = a.value();
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
            case "--launcher" -> launcher = a.value();
            case "--launcher-args" -> launcherArgs = a.words();
            case "--work-dir" -> workDir = Path.of(a.value());
            case "--keep-dumps" -> keep = true;
            case "--json" -> a.output();
            default -> throw new UsageException("unknown option " + a.current() + " for inject");
            }
        }
        List<String> command = a.applicationCommand();
        if (command.isEmpty()) {
            throw new UsageException("inject needs the application after '--', e.g. straggler inject --runs 20 -- ./app");
        }
        Path exe = Path.of(command.get(0)).toAbsolutePath();
        if (!Files.isExecutable(exe)) {
            throw new UserError("the application " + exe + " does not exist or is not executable");
        }
        Path work;
        try {
            work = workDir != null ? Files.createDirectories(workDir.toAbsolutePath())
                    : Files.createTempDirectory("straggler-inject-");
        } catch (IOException e) {
            throw new UserError("cannot create the work directory: " + e.getMessage());
        }
        Retention.beforeRun(work, err);
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
                    err.println("straggler: " + InjectReport.runLine(r, scored, wanted));
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
        if (a.format() == Args.Format.JSON) {
            out.println(InjectReport.json(result, exe, np, seed, timeout));
        } else {
            out.print(InjectReport.text(result, exe, np, seed));
        }
        return 0;
    }

    private static String trim(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
