package dev.straggler.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.core.report.DiagnosisReport;
import dev.straggler.launch.AbortNoticeFilter;
import dev.straggler.launch.JobRunner;
import dev.straggler.launch.JobSpec;
import dev.straggler.launch.LaunchException;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.dump.ReducedDump;
import dev.straggler.model.dump.RunDirectory;
import dev.straggler.model.dump.StragglerResources;

/**
 * The command line ({@code ./straggler}). It also runs with a plain class path, so it touches no
 * OSGi or Eclipse runtime class.
 *
 * <pre>
 * straggler diagnose [--np N] [--launcher mpirun|mpiexec|srun] [--timeout SECONDS] [--pdg dist|semi-dist|loop-aware]
 *                    [--in-situ [--task-dumps]] [--dump-dir DIR] [--launcher-args "ARGS"] [--json|--dot] -- APP ARGS
 * straggler analyze DIR [--pdg dist|semi-dist|loop-aware] [--json|--dot] [--save FILE.straggler]
 * straggler runs [--dir DIR] [--json]                                            (see {@link RunsCommand})
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
                  run APP on N MPI tasks with the Straggler runtime; if it hangs (or a task crashes),
                  diagnose it (--in-situ: the tasks compute the PDG over MPI, dist or semi-dist, and rank 0
                  writes one reduced result; --task-dumps: also the per-task dumps; --save: the job and its
                  diagnosis, for the IDE's Open Straggler Run); the run's directory is --dump-dir, else a new
                  one under $XDG_STATE_HOME/straggler/runs (straggler runs lists them)
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
            """ + RunsCommand.USAGE + InjectCommand.USAGE + SliceCommand.USAGE + QueuesCommand.USAGE + ScaleCommand.USAGE + TraceCommand.USAGE + DiffCommand.USAGE + """
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
            if (args[0].equals("runs")) {
                return RunsCommand.run(Arrays.copyOfRange(args, 1, args.length), out, err);
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
        // the run's directory: --dump-dir, else a new one under the user's state directory (the runtime's default)
        Path dumpDir = o.dumpDir != null ? Path.of(o.dumpDir)
                : RunDirectory.newRun(RunDirectory.runsHome(), o.command.get(0), ProcessHandle.current().pid(),
                        LocalDateTime.now());
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
        // with --json/--dot our standard output carries only the report: the job's output goes to stderr. The
        // launcher's standard error is relayed through the filter of the MPI library's notice of Straggler's own
        // abort (Open MPI's MPI_ABORT banner): kept in the run directory, one line of ours instead (endRelay)
        Process p = runner.start(machineOutput ? ProcessBuilder.Redirect.PIPE : ProcessBuilder.Redirect.INHERIT,
                ProcessBuilder.Redirect.PIPE, null);
        if (machineOutput) {
            copyAsync(p.getInputStream(), err);
        }
        AbortNoticeFilter notices = new AbortNoticeFilter(spec.dumpDirectory());
        Thread relay = relayErrors(p.getErrorStream(), notices, err);
        Thread hook = new Thread(() -> p.descendants().forEach(ProcessHandle::destroy), "straggler-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
        Phases phases = new Phases(err);
        warmUp(spec.executable(), p);
        // the diagnosis as soon as the runtime says the dumps are complete, while the job is still ending
        // (an MPI_Abort of many tasks takes the launcher seconds)
        while (!runner.dumpComplete() && p.isAlive()) {
            try {
                p.waitFor(20, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        if (runner.dumpComplete()) {
            phases.mark("analysis-start");
            Result r = diagnoseDirectory(spec.dumpDirectory(), o, err);
            phases.mark("analysis-end");
            print(o, r, out);
            out.flush();
            phases.mark("printed");
            int code = waitForJob(p, runner);
            Runtime.getRuntime().removeShutdownHook(hook);
            endRelay(relay, notices, spec.dumpDirectory(), err);
            if (code != 0 && code != JobSpec.HANG_EXIT_CODE && code != -1 && !machineOutput) {
                err.println("straggler: the job ended with exit code " + code);
            }
            return 0;
        }
        int code = waitForJob(p, runner);
        Runtime.getRuntime().removeShutdownHook(hook);
        endRelay(relay, notices, spec.dumpDirectory(), err);
        if (!JobRunner.hasDumps(spec.dumpDirectory())
                && !Files.isRegularFile(spec.dumpDirectory().resolve(ReducedDump.FILE_NAME))) {
            if (code == JobSpec.HANG_EXIT_CODE) {
                throw new UserError("the job ended with the runtime's exit code but left no dumps in " + spec.dumpDirectory()
                        + "; check that the directory is writable by every task (a shared file system across nodes)");
            }
            RunDirectory run = new RunDirectory(spec.dumpDirectory());
            List<String> dead = deadTasks(run, o.np);
            if (!dead.isEmpty()) {
                err.println("straggler: the job ended (exit code " + code + ") before any hang was diagnosed; "
                        + "tasks that died:");
                dead.forEach(d -> err.println("  " + d));
            } else {
                err.println("straggler: the job did not hang (exit code " + code + ")");
            }
            return code;
        }
        print(o, diagnoseDirectory(spec.dumpDirectory(), o, err), out);
        return 0;
    }

    /** The phase times, on stderr with STRAGGLER_PHASES=1 ("phase NAME UNIX_NS"; bench/phases.py reads them). */
    private static final class Phases {
        private final PrintStream err;
        private final boolean on = "1".equals(System.getenv("STRAGGLER_PHASES"));

        Phases(PrintStream err) {
            this.err = err;
        }

        void mark(String name) {
            if (on) {
                java.time.Instant t = java.time.Instant.now();
                err.println("phase " + name + " " + (t.getEpochSecond() * 1_000_000_000L + t.getNano()));
            }
        }
    }

    /**
     * A head start for the diagnosis while the job runs: the classes a diagnosis needs (EMF's package, the
     * readers, the analyses, the report), then addr2line processes for the modules a task of the job mapped,
     * their debug information read ({@link dev.straggler.core.symbols.Addr2LineSymbolizer#prepare}): reading it
     * was most of the time from the dumps to the printed diagnosis (docs/benchmarks.md "Time to the answer").
     * The modules come from a task's /proc/PID/maps when a task runs on this machine (read again later for the
     * MPI library's plug-ins, loaded in MPI_Init), else the application alone. A daemon thread at low priority,
     * never waited for: the diagnosis does what it needs anyway.
     */
    private static Thread warmUp(Path application, Process job) {
        Thread t = new Thread(() -> {
            try {
                StragglerResources.createResourceSet();
                Class.forName(DumpAnalysis.class.getName());
                Class.forName(DiagnosisReport.class.getName());
                Class.forName("dev.straggler.core.progress.ProgressAnalysis");
                dev.straggler.core.symbols.Addr2LineSymbolizer symbolizer = new dev.straggler.core.symbols.Addr2LineSymbolizer();
                Path app = application.toAbsolutePath().normalize();
                symbolizer.prepare(Map.of(app, 0x1000L));
                // a task's modules when it runs, again as MPI_Init loads more; until they stay the same 2 s
                Set<Path> seen = new HashSet<>();
                long stable = System.nanoTime(), end = stable + 60_000_000_000L;
                while (job.isAlive() && System.nanoTime() < end && System.nanoTime() - stable < 2_000_000_000L) {
                    Thread.sleep(200);
                    Map<Path, Long> modules = taskModules(job, app);
                    if (seen.addAll(modules.keySet())) {
                        symbolizer.prepare(modules);
                        stable = System.nanoTime();
                    }
                }
            } catch (ClassNotFoundException | RuntimeException | LinkageError e) {
                // only a head start
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "straggler-warm-up");
        t.setPriority(Thread.MIN_PRIORITY);
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** The modules a task of the job (a process of this machine running the application) maps executable, each with its mapping's file offset. */
    static Map<Path, Long> taskModules(Process job, Path application) {
        Optional<ProcessHandle> task = job.descendants()
                .filter(h -> h.info().command().map(c -> Path.of(c).equals(application)
                        || Path.of(c).getFileName().equals(application.getFileName())).orElse(false))
                .findFirst();
        Map<Path, Long> modules = new LinkedHashMap<>();
        if (task.isEmpty()) {
            return modules;
        }
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(task.get().pid()), "maps"))) {
                // 7f..-7f.. r-xp 00026000 08:01 1234 /lib/x86_64-linux-gnu/libc.so.6
                String[] f = line.trim().split("\\s+", 6);
                if (f.length == 6 && f[1].startsWith("r-x") && f[5].startsWith("/")) {
                    modules.putIfAbsent(Path.of(f[5]), Long.parseUnsignedLong(f[2], 16));
                }
            }
        } catch (IOException | RuntimeException e) {
            // the task ended, or another user's: no head start
        }
        return modules;
    }

    /** The tasks a run's state files and processes show dead: "rank 2 (pid 123 on vm): last known state ...". */
    static List<String> deadTasks(RunDirectory run, int np) {
        List<String> dead = new ArrayList<>();
        for (int r = 0; r < np; r++) {
            var st = run.state(r);
            if (st.isEmpty() || st.get().phase().equals("exited")) {
                continue;
            }
            RunDirectory.TaskState s = st.get();
            boolean here = s.host().equals(hostName());
            if (here && ProcessHandle.of(s.pid()).map(ProcessHandle::isAlive).orElse(false)) {
                continue;
            }
            if (!here) {
                continue; // another node: its liveness is not ours to tell
            }
            dead.add("rank " + r + " (pid " + s.pid() + "): " + lastState(s));
        }
        return dead;
    }

    private static String hostName() {
        try {
            return java.net.InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "";
        }
    }

    /** A task's last known state, its call site symbolized: "computation after MPI_Barrier at main (app.c:64)". */
    static String lastState(RunDirectory.TaskState s) {
        String what = s.stateCall().isEmpty() ? "before MPI_Init"
                : (s.stateKind().equals("call") ? "in " : "computation after ") + s.stateCall();
        if (s.signal() > 0) {
            what = "crashed (signal " + s.signal() + "); " + what;
        }
        if (s.frames().isEmpty()) {
            return "last known state: " + what;
        }
        List<dev.straggler.model.Frame> frames = new ArrayList<>();
        for (RunDirectory.FrameRef ref : s.frames()) {
            dev.straggler.model.Frame f = dev.straggler.model.StragglerFactory.eINSTANCE.createFrame();
            dev.straggler.model.Module m = dev.straggler.model.StragglerFactory.eINSTANCE.createModule();
            m.setPath(ref.module());
            f.setModule(m);
            f.setOffset(ref.offset());
            f.setReturnAddress(true);
            frames.add(f);
        }
        new dev.straggler.core.symbols.Addr2LineSymbolizer().symbolize(frames);
        return "last known state: " + what + " at "
                + dev.straggler.core.symbols.Frames.describe(dev.straggler.core.symbols.Frames.userFrame(frames));
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

    /** Relays the launcher's standard error to {@code to} through {@code filter}, until the launcher closes it. */
    private static Thread relayErrors(InputStream in, AbortNoticeFilter filter, PrintStream to) {
        Thread t = new Thread(() -> {
            try (in) {
                filter.copy(in, to, Charset.defaultCharset());
            } catch (IOException ignored) {
                // the job ended
            }
        }, "job-errors");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** A launcher whose processes keep its standard error open after it ended gets this long before the relay is left. */
    private static final long RELAY_END_MILLIS = 5_000;

    /**
     * After the job: the launcher's last messages relayed, then one line instead of the MPI library's notice of
     * Straggler's abort when the filter kept one (where it is).
     */
    private static void endRelay(Thread relay, AbortNoticeFilter notices, Path dumpDirectory, PrintStream err) {
        try {
            relay.join(RELAY_END_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (notices.kept()) {
            err.println("straggler: Straggler ended the job after the diagnosis; the MPI library's abort notice is in "
                    + dumpDirectory.resolve(AbortNoticeFilter.NOTICES));
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
        DumpDirectoryArgs.checkDirectory(dir);
        DumpAnalysis.Result r = DumpDirectoryArgs.analyze(dir, o.algorithm, o.pdgGiven, err);
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

    /**
     * What the run's files add to the dumps (docs/dump-format.md "The run directory"): a task that crashed (where,
     * from its crashed thread's stack), tasks that died without a dump (their last known state). Empty when the
     * diagnosis is complete.
     */
    static List<String> runNotes(Job job) {
        List<String> notes = new ArrayList<>();
        if (job.getDumpDir() == null) {
            return notes;
        }
        RunDirectory run = new RunDirectory(Path.of(job.getDumpDir()));
        RunDirectory.Complete c = run.complete().orElse(null);
        if (c == null) {
            return notes;
        }
        if (c.crashedRank() >= 0) {
            long tid = run.state(c.crashedRank()).map(RunDirectory.TaskState::crashedTid).orElse(0L);
            String at = job.getTasks().stream().filter(t -> t.getRank() == c.crashedRank())
                    .flatMap(t -> t.getThreads().stream()).filter(th -> th.getTid() == tid).findFirst()
                    .map(th -> " at " + dev.straggler.core.symbols.Frames.describe(
                            dev.straggler.core.symbols.Frames.userFrame(th.getFrames())))
                    .orElse("");
            notes.add("rank " + c.crashedRank() + " crashed (signal " + c.signal() + ")" + at);
        }
        for (int r : c.dead().toArray()) {
            notes.add("incomplete: rank " + r + " died without a dump; " + run.state(r).map(Main::lastState)
                    .orElse("no state file (it died before MPI_Init)"));
        }
        return notes;
    }

    private static void print(Options o, Result r, PrintStream out) {
        List<String> notes = runNotes(r.job());
        if (o.json) {
            com.google.gson.JsonObject json = DiagnosisReport.json(r.job(), r.diagnosis());
            com.google.gson.JsonArray run = new com.google.gson.JsonArray();
            notes.forEach(run::add);
            json.add("runNotes", run);
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
            if (!notes.isEmpty()) {
                int eol = text.indexOf('\n') + 1;
                StringBuilder sb = new StringBuilder();
                notes.forEach(n -> sb.append("  ").append(n).append('\n'));
                text = text.substring(0, eol) + sb + text.substring(eol);
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
                    o.algorithm = DumpDirectoryArgs.pdg(value(args, ++i, a));
                    o.pdgGiven = true;
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
