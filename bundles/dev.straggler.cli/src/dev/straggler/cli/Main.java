package dev.straggler.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.core.report.DiagnosisReport;
import dev.straggler.launch.JobRunner;
import dev.straggler.launch.JobSpec;
import dev.straggler.launch.LaunchException;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.dump.ReducedDump;
import dev.straggler.model.dump.StragglerResources;

/**
 * The command line ({@code ./straggler}). It also runs with a plain class path, so it touches no
 * OSGi or Eclipse runtime class.
 *
 * <pre>
 * straggler diagnose [--np N] [--launcher mpirun|mpiexec|srun] [--timeout SECONDS] [--pdg dist|semi-dist|loop-aware]
 *                    [--in-situ [--task-dumps]] [--dump-dir DIR] [--launcher-args "ARGS"] [--json|--dot] -- APP ARGS
 * straggler analyze DIR [--pdg dist|semi-dist|loop-aware] [--json|--dot] [--save FILE.straggler]
 * straggler slice DIR [--steps N] [--json] [--pdg ...] [--source-root DIR]...   (see {@link SliceCommand})
 * straggler scale train|check --model FILE ...                                  (see {@link ScaleCommand})
 * straggler trace [--functions] [--np N] ... -- APP ARGS | --summary DIR | --print DIR | --otf2 DIR OUT   (see {@link TraceCommand})
 * straggler diff NORMAL_DIR FAULTY_DIR [--filter F] ... [--json] | nlr DIR --rank R   (see {@link DiffCommand})
 * </pre>
 *
 * Exit codes: 0 a diagnosis was made (or --version/help); the job's own exit code when it did not hang;
 * 1 an error the message explains; 2 bad usage; 3 a scale check flagged a process or found a crash.
 */
public final class Main {

    public static final String VERSION = "0.2.0";

    static final String USAGE = """
            usage:
              straggler diagnose [--np N] [--launcher mpirun|mpiexec|srun] [--timeout SECONDS]
                                 [--pdg dist|semi-dist|loop-aware] [--in-situ [--task-dumps]] [--dump-dir DIR]
                                 [--launcher-args "ARGS"] [--json|--dot] [--save FILE.straggler] -- APP [ARGS...]
                  run APP on N MPI tasks with the Straggler runtime; if it hangs, diagnose it
                  (--in-situ: the tasks compute the PDG over MPI, dist or semi-dist, and rank 0 writes one
                  reduced result; --task-dumps: also the per-task dumps; --save: the job and its diagnosis,
                  for the IDE's Open Straggler Run)
              straggler analyze DIR [--pdg dist|semi-dist|loop-aware] [--json|--dot] [--save FILE.straggler]
                  diagnose the dumps of an earlier run
              straggler stacks DIR | --attach PID|HOST:PID,...|[HOST:]@FILE|slurm:JOBID[.STEP] [--rsh CMD]
                               [--lines] [--json|--dot]
                               [--all-threads] [--mpi-internals] [--attach-timeout SECONDS]
                               [--refine [--source-root DIR]...]
                  the merged stacks of every task (prefix tree, equivalence classes "k: [ranks]"), from the
                  dumps of a run, or from a running job attached with gdb (a launcher PID means all its ranks);
                  other nodes' PIDs (HOST:PID, or @FILE: the output of 'scontrol listpids JOBID' on a node,
                  HOST: before @FILE or before its rows) are read with one gdb per node through --rsh CMD
                  (default $STRAGGLER_RSH, else "ssh -o BatchMode=yes"; {host} in CMD stands for the host);
                  slurm:JOBID: Slurm names the job's nodes (squeue) and tasks (scontrol listpids, run on each
                  node through --rsh, by default "srun --overlap --jobid=JOBID -w {host} -N1 -n1 --quiet sh -c");
                  --refine: ordered by relative progress (temporal ranks T0, T1, ... per branching point, loop
                  values read with gdb from the tasks while they run) and the least- and most-progressed
                  tasks named (JSON: "leastProgressed", "mostProgressed")
            """ + InjectCommand.USAGE + SliceCommand.USAGE + QueuesCommand.USAGE + ScaleCommand.USAGE + TraceCommand.USAGE + DiffCommand.USAGE + """
              straggler --version
            """;

    private Main() {
    }

    public static void main(String[] args) {
        int exit = run(args, System.out, System.err);
        System.out.flush();
        System.exit(exit);
    }

    /** Runs the command line and returns the process exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            if (args.length == 0 || args[0].equals("help") || args[0].equals("--help") || args[0].equals("-h")) {
                out.print(USAGE);
                return args.length == 0 ? 2 : 0;
            }
            if (args[0].equals("--version")) {
                out.println("straggler " + VERSION);
                return 0;
            }
            if (args[0].equals("stacks")) {
                return StacksCommand.run(Arrays.copyOfRange(args, 1, args.length), out, err);
            }
            if (args[0].equals("inject")) {
                return InjectCommand.run(Arrays.copyOfRange(args, 1, args.length), out, err);
            }
            if (args[0].equals("queues")) {
                return QueuesCommand.run(Arrays.copyOfRange(args, 1, args.length), out, err);
            }
            if (args[0].equals("slice")) {
                return SliceCommand.run(Arrays.copyOfRange(args, 1, args.length), out, err);
            }
            if (args[0].equals("scale")) {
                return ScaleCommand.run(Arrays.copyOfRange(args, 1, args.length), out, err);
            }
            if (args[0].equals("trace")) {
                return TraceCommand.run(Arrays.copyOfRange(args, 1, args.length), out, err);
            }
            if (args[0].equals("diff")) {
                return DiffCommand.diff(Arrays.copyOfRange(args, 1, args.length), out, err);
            }
            if (args[0].equals("nlr")) {
                return DiffCommand.nlr(Arrays.copyOfRange(args, 1, args.length), out);
            }
            Options o = Options.parse(Arrays.copyOfRange(args, 1, args.length));
            return switch (args[0]) {
            case "diagnose" -> diagnose(o, out, err);
            case "analyze" -> analyze(o, out, err);
            default -> throw new UsageException("unknown command '" + args[0] + "'");
            };
        } catch (UsageException e) {
            err.println("straggler: " + e.getMessage());
            err.print(USAGE);
            return 2;
        } catch (LaunchException | UserError e) {
            err.println("straggler: " + e.getMessage());
            return 1;
        }
    }

    private static int analyze(Options o, PrintStream out, PrintStream err) throws UsageException, UserError {
        if (o.positional.size() != 1) {
            throw new UsageException("analyze needs exactly one dump directory");
        }
        Path dir = Path.of(o.positional.get(0));
        print(o, diagnoseDirectory(dir, o, err), out);
        return 0;
    }

    private static int diagnose(Options o, PrintStream out, PrintStream err) throws UsageException, LaunchException, UserError {
        if (o.command.isEmpty()) {
            throw new UsageException("diagnose needs the application after '--', e.g. straggler diagnose --np 4 -- ./app");
        }
        Path dumpDir = o.dumpDir != null ? Path.of(o.dumpDir)
                : Path.of("straggler-dump-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        Map<String, String> environment = new java.util.LinkedHashMap<>();
        if (o.inSitu) {
            if (o.algorithm != PdgAlgorithm.DIST && o.algorithm != PdgAlgorithm.SEMI_DIST) {
                throw new UsageException("--in-situ runs dist or semi-dist inside the job, not " + o.algorithm.getLiteral());
            }
            environment.put("STRAGGLER_INSITU", o.algorithm.getLiteral());
            if (o.taskDumps) {
                environment.put("STRAGGLER_INSITU_DUMPS", "1");
            }
        } else if (o.taskDumps) {
            throw new UsageException("--task-dumps goes with --in-situ (without it every task dumps anyway)");
        }
        JobSpec spec = new JobSpec(Path.of(o.command.get(0)), o.command.subList(1, o.command.size()), null, o.np,
                o.launcher, o.launcherArgs, o.timeout, dumpDir.toAbsolutePath(), false, environment);
        JobRunner runner = JobRunner.prepare(spec);
        runner.notes().forEach(n -> err.println("straggler: " + n));
        err.println("straggler: running " + o.np + " tasks with " + runner.command().get(0) + " (hang timeout "
                + (o.timeout > 0 ? o.timeout + " s" : "inferred") + "); dumps go to " + spec.dumpDirectory());
        boolean machineOutput = o.json || o.dot;
        // with --json/--dot our standard output carries only the report: the job's output goes to stderr
        Process p = runner.start(machineOutput ? ProcessBuilder.Redirect.PIPE : ProcessBuilder.Redirect.INHERIT);
        if (machineOutput) {
            copyAsync(p.getInputStream(), err);
            copyAsync(p.getErrorStream(), err);
        }
        Thread hook = new Thread(() -> p.descendants().forEach(ProcessHandle::destroy), "straggler-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
        int code = waitForJob(p, runner);
        Runtime.getRuntime().removeShutdownHook(hook);
        if (!JobRunner.hasDumps(spec.dumpDirectory())
                && !Files.isRegularFile(spec.dumpDirectory().resolve(ReducedDump.FILE_NAME))) {
            if (code == JobSpec.HANG_EXIT_CODE) {
                throw new UserError("the job ended with the runtime's exit code but left no dumps in " + spec.dumpDirectory()
                        + "; check that the directory is writable by every task (a shared file system across nodes)");
            }
            err.println("straggler: the job did not hang (exit code " + code + ")");
            return code;
        }
        print(o, diagnoseDirectory(spec.dumpDirectory(), o, err), out);
        return 0;
    }

    /** Waits for the job; once the runtime wrote its dumps, gives the abort a minute before killing the job. */
    private static int waitForJob(Process p, JobRunner runner) {
        try {
            return runner.waitForEnd(p, Long.MAX_VALUE, 60_000_000_000L);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            JobRunner.kill(p);
            return 130;
        }
    }

    private static void copyAsync(InputStream in, PrintStream to) {
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

    private record Result(Job job, Diagnosis diagnosis, ReducedDump reduced) {
    }

    private static Result diagnoseDirectory(Path dir, Options o, PrintStream err) throws UserError {
        if (!Files.isDirectory(dir)) {
            throw new UserError(dir + " is not a directory: give the dump directory a run printed (straggler-dump-...)");
        }
        DumpAnalysis.Result r;
        try {
            r = DumpAnalysis.analyze(dir, o.algorithm, o.pdgGiven);
        } catch (Exception e) {
            throw new UserError(e.getMessage());
        }
        r.notes().forEach(n -> err.println("straggler: " + n));
        Job job = r.job();
        Diagnosis d = r.diagnosis();
        ReducedDump reduced = r.reduced();
        if (o.save != null) {
            try {
                StragglerResources.saveXmi(job, Path.of(o.save));
            } catch (Exception e) {
                throw new UserError("cannot save " + o.save + ": " + e.getMessage());
            }
        }
        return new Result(job, d, reduced);
    }

    private static void print(Options o, Result r, PrintStream out) {
        if (o.json) {
            com.google.gson.JsonObject json = DiagnosisReport.json(r.job(), r.diagnosis());
            if (r.reduced() != null) {
                com.google.gson.JsonObject inSitu = new com.google.gson.JsonObject();
                inSitu.addProperty("algorithm", r.reduced().algorithmName());
                inSitu.addProperty("tasks", r.reduced().tasks());
                com.google.gson.JsonObject phases = new com.google.gson.JsonObject();
                r.reduced().phases().forEach(phases::addProperty);
                inSitu.add("phases", phases);
                inSitu.addProperty("totalSeconds", r.reduced().totalSeconds());
                inSitu.addProperty("triggerRank", r.reduced().triggerRank());
                json.add("inSitu", inSitu);
            }
            out.println(new com.google.gson.GsonBuilder().setPrettyPrinting().disableHtmlEscaping()
                    .serializeSpecialFloatingPointValues().create().toJson(json));
        } else if (o.dot) {
            out.print(DiagnosisReport.dot(r.job(), r.diagnosis()));
        } else {
            String text = DiagnosisReport.text(r.job(), r.diagnosis());
            if (r.reduced() != null) {
                int eol = text.indexOf('\n') + 1;
                text = text.substring(0, eol) + inSituText(r.reduced()) + text.substring(eol);
            }
            out.print(text);
        }
    }

    /** "  in situ: DIST over 64 tasks, 0.412 s from the timeout to the result (trigger 0.010 s, ...)". */
    static String inSituText(ReducedDump reduced) {
        StringBuilder sb = new StringBuilder("  in situ: ").append(reduced.algorithm() == ReducedDump.DIST ? "DIST"
                : "SEMI-DIST").append(" ran inside the job over ").append(reduced.tasks()).append(" tasks, ")
                .append(String.format(java.util.Locale.ROOT, "%.3f", reduced.totalSeconds()))
                .append(" s from the timeout to the written result (");
        String sep = "";
        for (Map.Entry<String, Double> phase : reduced.phases().entrySet()) {
            sb.append(sep).append(phase.getKey()).append(' ')
                    .append(String.format(java.util.Locale.ROOT, "%.3f s", phase.getValue()));
            sep = ", ";
        }
        return sb.append(")\n").toString();
    }

    /** An error the user can fix; the message says how. */
    static final class UserError extends Exception {
        private static final long serialVersionUID = 1L;

        UserError(String message) {
            super(message);
        }
    }

    static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    /** Parsed options of diagnose/analyze. */
    static final class Options {
        int np = 4;
        String launcher = "mpirun";
        List<String> launcherArgs = List.of();
        double timeout;
        PdgAlgorithm algorithm = PdgAlgorithm.SEMI_DIST;
        String dumpDir;
        String save;
        boolean json, dot;
        boolean inSitu, taskDumps, pdgGiven;
        final List<String> positional = new ArrayList<>();
        List<String> command = List.of();

        static Options parse(String[] args) throws UsageException {
            Options o = new Options();
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                switch (a) {
                case "--" -> {
                    o.command = List.of(Arrays.copyOfRange(args, i + 1, args.length));
                    i = args.length;
                }
                case "--np", "-np", "-n" -> o.np = intValue(a, value(args, ++i, a));
                case "--launcher" -> o.launcher = value(args, ++i, a);
                case "--launcher-args" -> o.launcherArgs = List.of(value(args, ++i, a).trim().split("\\s+"));
                case "--timeout" -> {
                    String v = value(args, ++i, a);
                    try {
                        o.timeout = Double.parseDouble(v);
                    } catch (NumberFormatException e) {
                        throw new UsageException("--timeout needs a number of seconds, not '" + v + "'");
                    }
                    if (o.timeout <= 0) {
                        throw new UsageException("--timeout must be positive (omit it to let the runtime infer one)");
                    }
                }
                case "--pdg" -> {
                    String v = value(args, ++i, a);
                    o.algorithm = PdgAlgorithm.get(v);
                    o.pdgGiven = true;
                    if (o.algorithm == null) {
                        throw new UsageException("--pdg takes dist, semi-dist or loop-aware, not '" + v + "'");
                    }
                }
                case "--dump-dir" -> o.dumpDir = value(args, ++i, a);
                case "--save" -> o.save = value(args, ++i, a);
                case "--json" -> o.json = true;
                case "--in-situ" -> o.inSitu = true;
                case "--task-dumps" -> o.taskDumps = true;
                case "--dot" -> o.dot = true;
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option " + a);
                    }
                    o.positional.add(a);
                }
                }
            }
            if (o.json && o.dot) {
                throw new UsageException("choose one of --json and --dot");
            }
            if (o.launcherArgs.size() == 1 && o.launcherArgs.get(0).isEmpty()) {
                o.launcherArgs = List.of();
            }
            return o;
        }

        /** The value after option {@code args[i - 1]}; shared by every command's parser. */
        static String value(String[] args, int i, String option) throws UsageException {
            if (i >= args.length) {
                throw new UsageException(option + " needs a value");
            }
            return args[i];
        }

        /** A positive integer option value; shared by every command's parser. */
        static int intValue(String option, String v) throws UsageException {
            try {
                int n = Integer.parseInt(v);
                if (n < 1) {
                    throw new UsageException(option + " must be at least 1");
                }
                return n;
            } catch (NumberFormatException e) {
                throw new UsageException(option + " needs a number, not '" + v + "'");
            }
        }
    }
}
