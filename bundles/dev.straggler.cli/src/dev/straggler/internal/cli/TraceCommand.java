package dev.straggler.internal.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import dev.straggler.core.report.TraceReport;
import dev.straggler.core.symbols.Addr2LineSymbolizer;
import dev.straggler.launch.AttendedJob;
import dev.straggler.launch.JobRunner;
import dev.straggler.launch.JobSpec;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.MpiPrograms;
import dev.straggler.launch.NativeTools;
import dev.straggler.launch.NodeDumps;
import dev.straggler.launch.RunTasks;
import dev.straggler.launch.RuntimeEnvironment;
import dev.straggler.launch.TraceWriteFailure;
import dev.straggler.model.dump.RunDirectory;
import dev.straggler.model.traces.Trace;
import dev.straggler.model.traces.TraceFiles;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * {@code straggler trace}: whole-program call traces (issue 11, the runtime's trace recorder;
 * docs/dump-format.md "Trace files"). Runs a job with tracing and summarizes its traces, prints one trace, or
 * exports a run's traces to OTF2 with the runtime's {@code straggler-trace} ({@link TraceReport}).
 */
final class TraceCommand implements Command {

    @Override
    public String name() {
        return "trace";
    }

    @Override
    public String usage() {
        return """
                  straggler trace [--functions] [--np N] [--launcher mpirun|mpiexec|srun] [--launcher-args "ARGS"]
                                  [--timeout SECONDS] [--dump-dir DIR] -- APP [ARGS...]
                      run APP with every task's and thread's MPI calls traced (--functions: also the function
                      entries and exits of code built through "straggler instrument CC ..." or with
                      -finstrument-functions), hang or not, then print per task and thread: events, distinct
                      functions, raw and stored bytes, how the trace ends; exit code: the job's. --timeout: the hang
                      timeout, and the run's bound: a job that runs past it while every task progresses is ended
                      (SIGTERM), its traces kept up to there; a hung job is diagnosed
                  straggler trace --summary DIR          the same summary of an earlier run's traces
                  straggler trace --print DIR [--rank R] [--thread T]
                      the events of one trace (default rank 0, thread 0), one a line: "enter f", "exit f",
                      "MPI_Send" (an MPI call's entry), "exit MPI_Send"; functions named with addr2line
                  straggler trace --otf2 DIR OUT
                      the traces as an OTF2 archive OUT/traces.otf2 (Vampir, Scalasca, Pipit); the traces have no
                      time stamps: the OTF2 clock is logical (an event's index in its thread's trace)
                """;
    }

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws UsageException, UserError, LaunchException {
        boolean functions = false;
        String mode = "run";
        int rank = 0, thread = 0;
        JobOptions job = new JobOptions();
        while (a.next()) {
            if (job.accept(a)) {
                continue;
            }
            switch (a.current()) {
            case "--functions" -> functions = true;
            case "--summary" -> mode = "summary";
            case "--print" -> mode = "print";
            case "--otf2" -> mode = "otf2";
            case "--rank" -> rank = a.index();
            case "--thread" -> thread = a.index();
            default -> {
                if (a.isOption()) {
                    throw new UsageException("unknown option " + a.current());
                }
                a.positional();
            }
            }
        }
        List<String> positional = a.positionals();
        if (!mode.equals("run") && (job.given() || functions)) {
            throw new UsageException("--" + mode + " reads traces already written: it takes no job options");
        }
        switch (mode) {
        case "summary" -> {
            out.print(summary(directory(positional, 1, "--summary needs the directory of a traced run")));
            return 0;
        }
        case "print" -> {
            print(directory(positional, 1, "--print needs the directory of a traced run"), new TraceKey(rank, thread), out);
            return 0;
        }
        case "otf2" -> {
            if (positional.size() != 2) {
                throw new UsageException("--otf2 needs the directory of a traced run and a directory for the archive");
            }
            return otf2(directory(positional.subList(0, 1), 1, ""), Path.of(positional.get(1)), out);
        }
        default -> {
            if (!positional.isEmpty()) {
                throw new UsageException("trace runs the application given after '--' (or use --summary/--print/--otf2 DIR)");
            }
            return runJob(job, a.applicationCommand(), functions, out, err);
        }
        }
    }

    private static Path directory(List<String> positional, int n, String usage) throws UsageException, UserError {
        if (positional.size() != n) {
            throw new UsageException(usage);
        }
        Path dir = Path.of(positional.get(0));
        if (!Files.isDirectory(dir)) {
            throw new UserError(dir + " is not a directory: give the directory of a traced run (its trace-rank-*.strace files)");
        }
        return dir;
    }

    private static int runJob(JobOptions o, List<String> application, boolean functions, PrintStream out,
            PrintStream err) throws UsageException, LaunchException, UserError {
        if (application.isEmpty()) {
            throw new UsageException("trace needs the application after '--', e.g. straggler trace --np 4 -- ./app");
        }
        Path dumpDir = o.dumpDir != null ? o.dumpDir
                : Path.of("straggler-trace-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        String notMpi = MpiPrograms.notMpiReason(Path.of(application.get(0)));
        if (notMpi != null) {
            throw new UserError(notMpi + "; trace records MPI calls: give an MPI program");
        }
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put(RuntimeEnvironment.TRACE, functions ? "functions" : "mpi");
        JobSpec spec = o.spec(application, dumpDir, environment);
        JobRunner runner = JobRunner.prepare(spec);
        Retention.beforeRun(spec.dumpDirectory(), err);
        runner.notes().forEach(n -> err.println("straggler: " + n));
        err.println("straggler: tracing " + o.np + " tasks (" + (functions ? "MPI calls and functions" : "MPI calls")
                + ") with " + runner.command().get(0) + "; traces go to " + spec.dumpDirectory());
        Instant started = Instant.now();
        Process p = runner.start(ProcessBuilder.Redirect.INHERIT);
        int code;
        boolean bounded = false;
        try (AttendedJob attended = AttendedJob.endingTasks(runner, p)) {
            if (o.timeout > 0) {
                bounded = endWhenProgressingPast(p, runner, new RunDirectory(spec.dumpDirectory()), o.np,
                        System.nanoTime() + (long) (o.timeout * 1e9), Math.min(1.0, o.timeout / 2));
            }
            code = attended.waitForEnd(Long.MAX_VALUE);
        }
        if (AttendedJob.signalled()) {
            return code;
        }
        if (bounded) {
            err.println("straggler: the job ran past --timeout " + seconds(o.timeout) + " s while progressing; ended it;"
                    + " traces kept up to the end");
        }
        // tasks on other nodes with the run directory on their node-local storage: their traces are there
        NodeLocalRuns.gatherAfterJob(runner, spec.dumpDirectory(), o.np, started, NodeLocalRuns.TRACE, "traces",
                "copy their traces here (scp 'NODE:" + spec.dumpDirectory().toAbsolutePath() + "/*' "
                        + spec.dumpDirectory() + "/)", err);
        if (code == JobSpec.HANG_EXIT_CODE && JobRunner.hasDumps(spec.dumpDirectory())) {
            err.println("straggler: the job hung; its traces end where each task was ('straggler analyze "
                    + spec.dumpDirectory() + "' diagnoses the hang)");
        }
        if (!Files.isRegularFile(spec.dumpDirectory().resolve("job.info"))) {
            throw new UserError("no task of " + application.get(0) + " started MPI with the runtime loaded (no job.info in "
                    + spec.dumpDirectory() + "; the job's exit code was " + code + "): check that it is an MPI program of"
                    + " the MPI that " + runner.command().get(0) + " starts (ldd " + application.get(0) + ")");
        }
        Optional<TraceWriteFailure> cut = TraceWriteFailure.of(new RunDirectory(spec.dumpDirectory()), o.np);
        String text;
        try {
            text = summary(spec.dumpDirectory());
        } catch (UserError e) { // no trace to read: a full file system may have left none
            throw cut.isPresent() ? new UserError(cut.get().message()) : e;
        }
        out.print(text);
        cut.ifPresent(f -> err.println("straggler: " + f.message()));
        return code;
    }

    /** How long the launcher gets to end its tasks after SIGTERM before it and they are killed. */
    private static final long TERM_GRACE_NANOS = 10_000_000_000L;

    /** How often, past the deadline, the state files of tasks on other nodes are read (one remote shell per node). */
    private static final long REMOTE_LOOK_NANOS = 1_000_000_000L;

    /**
     * Watches the job until its end, a hang diagnosis ({@code trigger}: the runtime's own path goes on) or, once
     * {@code deadline} ({@link System#nanoTime()}) passed, the moment every task's state file shows it progressing
     * ({@link RunTasks#progressing}: a task that stays in one state for {@code stuckSeconds} may be hanging, and is
     * waited for: it goes on, or the runtime diagnoses it at the hang timeout); then SIGTERM to the launcher, which
     * passes it to the tasks (their traces end there, "killed"), and SIGKILL after a grace. A run directory on
     * node-local storage (fewer state files here than tasks, the job on other nodes) is read on the nodes, once a second
     * past the deadline ({@link NodeDumps#progressing}). True when it ended the job.
     */
    private static boolean endWhenProgressingPast(Process p, JobRunner runner, RunDirectory run, int np, long deadline,
            double stuckSeconds) {
        List<String> nodes = List.of();
        long nextRemoteLook = deadline;
        try {
            while (!p.waitFor(200, TimeUnit.MILLISECONDS)) {
                if (Files.exists(run.dir().resolve("trigger"))) {
                    return false;
                }
                long now = System.nanoTime();
                if (now - deadline <= 0) {
                    continue;
                }
                boolean progressing;
                if (NodeDumps.stateFiles(run.dir()) >= np) {
                    progressing = RunTasks.progressing(run, np, stuckSeconds);
                } else if (now - nextRemoteLook >= 0) {
                    nodes = nodes.isEmpty() ? runner.nodes() : nodes;
                    progressing = !nodes.isEmpty() && NodeDumps.progressing(run.dir(), nodes, np, stuckSeconds);
                    nextRemoteLook = System.nanoTime() + REMOTE_LOOK_NANOS;
                } else {
                    continue;
                }
                if (progressing) {
                    p.destroy();
                    if (!p.waitFor(TERM_GRACE_NANOS, TimeUnit.NANOSECONDS)) {
                        JobRunner.kill(p);
                    }
                    return true;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return false;
    }

    private static String seconds(double s) {
        return s == Math.rint(s) ? Long.toString((long) s) : Double.toString(s);
    }

    private static String summary(Path dir) throws UserError {
        try {
            return TraceReport.summaryText(dir, TraceFiles.summaries(dir));
        } catch (TraceInputException e) {
            throw new UserError(e.getMessage());
        }
    }

    private static void print(Path dir, TraceKey key, PrintStream out) throws UserError {
        try {
            TraceSet set = TraceFiles.openRank(dir, new Addr2LineSymbolizer()::functionNames, key.rank());
            Trace t = set.trace(key);
            if (t == null) {
                throw new UserError(dir + " has no trace " + key + " (task.thread); it has " + set.keys());
            }
            TraceReport.eventsText(t, set.functions(), out::println);
        } catch (TraceInputException e) {
            throw new UserError(e.getMessage());
        }
    }

    private static int otf2(Path dir, Path archive, PrintStream out) throws LaunchException, UserError {
        Path tool = NativeTools.traceTool();
        try {
            Process p = new ProcessBuilder(tool.toString(), "otf2", dir.toString(), archive.toString())
                    .redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(30, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new UserError("the OTF2 export did not finish within 30 minutes");
            }
            if (p.exitValue() != 0) {
                throw new UserError(text.strip().replaceFirst("^straggler-trace: ", ""));
            }
            out.print(text);
            return 0;
        } catch (IOException e) {
            throw new UserError("cannot run " + tool + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 130;
        }
    }
}
