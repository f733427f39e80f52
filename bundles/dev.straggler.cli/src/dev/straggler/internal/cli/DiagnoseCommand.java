package dev.straggler.internal.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.core.symbols.TaskStates;
import dev.straggler.launch.AbortNoticeFilter;
import dev.straggler.launch.AttendedJob;
import dev.straggler.launch.DiagnosisWarmUp;
import dev.straggler.launch.DumpFailure;
import dev.straggler.launch.JobRelay;
import dev.straggler.launch.JobRunner;
import dev.straggler.launch.JobSpec;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.NodeDumps;
import dev.straggler.launch.RunTasks;
import dev.straggler.launch.StartupWatch;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.dump.ReducedDump;
import dev.straggler.model.dump.RunDirectory;

/**
 * {@code straggler diagnose [JOB OPTIONS] [--pdg ALG] [--in-situ [--task-dumps]] [--json|--dot] [--save FILE] -- APP
 * ARGS}: runs the application with the runtime; when it hangs (or a task crashes) the diagnosis is printed as soon as
 * the dumps are complete, while the job still ends; a job that does not hang keeps its own exit code; a job that
 * hangs in its start-up, before the runtime's hang detection starts, is ended with one message ({@link StartupWatch})
 * and exit code {@link #STARTUP_HANG}.
 */
final class DiagnoseCommand implements Command {

    /**
     * Exit code of a job that hung in its start-up (before the runtime's hang detection starts, {@link StartupWatch}):
     * no diagnosis, the job was ended.
     */
    static final int STARTUP_HANG = 4;

    @Override
    public String name() {
        return "diagnose";
    }

    @Override
    public String usage() {
        return """
                  straggler diagnose [--np N] [--launcher mpirun|mpiexec|srun] [--timeout SECONDS]
                                     [--pdg dist|semi-dist|loop-aware] [--in-situ [--task-dumps]] [--dump-dir DIR]
                                     [--launcher-args "ARGS"] [--json|--dot] [--save FILE.straggler] -- APP [ARGS...]
                      run APP on N MPI tasks with the Straggler runtime; if it hangs (or a task crashes),
                      diagnose it (--in-situ: the tasks compute the PDG over MPI, dist or semi-dist, and rank 0
                      writes one reduced result; --task-dumps: also the per-task dumps; --save: the job and its
                      diagnosis, for the IDE's Open Straggler Run); the run's directory is --dump-dir, else a new
                      one under $XDG_STATE_HOME/straggler/runs (straggler runs lists them); a launcher's MPI,
                      when its file name does not say it, is asked once and remembered in
                      $XDG_CACHE_HOME/straggler/launchers (STRAGGLER_LAUNCHER_CACHE=0: asked every time);
                      a job that hangs in its start-up, before its tasks are past MPI_Init and Straggler's
                      start-up (no progress for the timeout, at least 60 s, STRAGGLER_STARTUP_TIMEOUT=S instead;
                      only when every task runs on this machine), is ended with a message saying how far each
                      rank got: exit 4
                """;
    }

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws UsageException, UserError, LaunchException {
        Phases phases = new Phases(err);
        JobOptions job = new JobOptions();
        Analysis analysis = new Analysis();
        boolean inSitu = false, taskDumps = false;
        while (a.next()) {
            if (job.accept(a) || analysis.accept(a, true)) {
                continue;
            }
            switch (a.current()) {
            case "--in-situ" -> inSitu = true;
            case "--task-dumps" -> taskDumps = true;
            case "--json", "--dot" -> a.output();
            default -> throw new UsageException(a.isOption() ? "unknown option " + a.current()
                    : "unexpected argument '" + a.current() + "' (the application goes after '--')");
            }
        }
        Args.Format format = a.format();
        List<String> application = a.applicationCommand();
        if (application.isEmpty()) {
            throw new UsageException("diagnose needs the application after '--', e.g. straggler diagnose --np 4 -- ./app");
        }
        // the run's directory: --dump-dir, else a new one under the user's state directory (the runtime's default)
        Path dumpDir = job.dumpDir != null ? job.dumpDir
                : RunDirectory.newRun(RunDirectory.runsHome(), application.get(0), ProcessHandle.current().pid(),
                        LocalDateTime.now());
        Map<String, String> environment = new LinkedHashMap<>();
        if (inSitu) {
            if (analysis.algorithm != PdgAlgorithm.DIST && analysis.algorithm != PdgAlgorithm.SEMI_DIST) {
                throw new UsageException("--in-situ runs dist or semi-dist inside the job, not "
                        + analysis.algorithm.getLiteral());
            }
            JobSpec.inSitu(environment, analysis.algorithm.getLiteral(), taskDumps);
        } else if (taskDumps) {
            throw new UsageException("--task-dumps goes with --in-situ (without it every task dumps anyway)");
        }
        JobSpec spec = job.spec(application, dumpDir, environment);
        double startupTimeout = StartupWatch.seconds(spec.timeoutSeconds()); // a wrong override: before the job starts
        JobRunner runner = JobRunner.prepare(spec);
        phases.mark("prepared");
        runner.notes().forEach(n -> err.println("straggler: " + n));
        err.println("straggler: running " + job.np + " tasks with " + runner.command().get(0) + " (hang timeout "
                + (job.timeout > 0 ? job.timeout + " s" : "inferred") + "); dumps go to " + spec.dumpDirectory());
        boolean machineOutput = format != Args.Format.TEXT;
        // with --json/--dot our standard output carries only the report: the job's output goes to stderr. The
        // launcher's standard error is relayed through the filter of the MPI library's notice of Straggler's own
        // abort (Open MPI's MPI_ABORT banner): kept in the run directory, one line of ours instead (endRelay)
        Process p = runner.start(machineOutput ? ProcessBuilder.Redirect.PIPE : ProcessBuilder.Redirect.INHERIT,
                ProcessBuilder.Redirect.PIPE, null);
        phases.mark("launcher-started");
        // the old runs the retention policy does not keep go while the tasks start, not before: every moment before
        // the launcher's start is waited for after the timeout (docs/benchmarks.md, "The wait after the timeout")
        Retention.beforeRun(spec.dumpDirectory(), err);
        if (machineOutput) {
            JobRelay.copy(p.getInputStream(), err);
        }
        JobRelay errors = JobRelay.launcherErrors(p.getErrorStream(), spec.dumpDirectory(), err);
        AttendedJob attended = AttendedJob.endingTasks(runner, p);
        DiagnosisWarmUp.start(spec.executable(), p, spec.dumpDirectory(), job.np);
        // the diagnosis as soon as the runtime says the dumps are complete, while the job is still ending
        // (an MPI_Abort of many tasks takes the launcher seconds), or until the state files say that no dump can come
        // (the dump directory is full: the runtime lets the hung job hang on, as without Straggler). Tasks on other
        // nodes may write the run directory on node-local storage (this machine sees fewer state files than tasks):
        // then the coordinator's complete is on its node (the first), looked for every 2 s (10 s after the first
        // minute), and the launcher may never end by itself (a node cut off)
        RunDirectory run = new RunDirectory(spec.dumpDirectory());
        DumpFailure.Watch failures = new DumpFailure.Watch(run, job.np);
        // a hang before the tasks' helpers start (in MPI_Init, or the runtime's start-up): no task times out
        StartupWatch startup = new StartupWatch(spec.dumpDirectory(), spec.ranks(), p, startupTimeout);
        List<String> nodes = List.of();
        boolean completeOnNode = false;
        long started = System.nanoTime(), nextLook = started + 2_000_000_000L;
        while (!runner.dumpComplete() && p.isAlive()) {
            try {
                p.waitFor(20, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            Optional<DumpFailure> failure = failures.poll();
            if (failure.isPresent() && failure.get().noDiagnosis() && !runner.dumpComplete()) {
                JobRunner.kill(p); // hung, and no diagnosis will end it
                attended.close();
                endRelay(errors, spec.dumpDirectory(), err);
                throw new UserError(failure.get().message() + "; the hung job was ended");
            }
            Optional<StartupWatch.StartupHang> hang = startup.poll();
            if (hang.isPresent()) {
                JobRunner.kill(p);
                attended.close();
                if (AttendedJob.signalled()) {
                    return AttendedJob.INTERRUPTED;
                }
                endRelay(errors, spec.dumpDirectory(), err);
                err.println("straggler: " + hang.get().message("a longer start-up timeout (STRAGGLER_STARTUP_TIMEOUT=SECONDS;"
                        + " without it the hang timeout, at least " + (int) StartupWatch.MIN_SECONDS + " s)"));
                return STARTUP_HANG;
            }
            long now = System.nanoTime();
            if (now - nextLook > 0) {
                nodes = nodes.isEmpty() ? runner.nodes() : nodes;
                if (!nodes.isEmpty() && NodeDumps.stateFiles(spec.dumpDirectory()) < job.np
                        && NodeDumps.completeOn(nodes.get(0), spec.dumpDirectory())) {
                    completeOnNode = true;
                    break;
                }
                nextLook = System.nanoTime() + (now - started < 60_000_000_000L ? 2_000_000_000L : 10_000_000_000L);
            }
        }
        // the nodes other than this one the tasks ran on: their dumps may be on node-local storage
        nodes = nodes.isEmpty() ? runner.nodes() : nodes;
        boolean nodeLocal = !nodes.isEmpty() && NodeDumps.stateFiles(spec.dumpDirectory()) < job.np;
        if (runner.dumpComplete() || completeOnNode) {
            if (nodeLocal && (completeOnNode || dumpsMissing(spec.dumpDirectory()))) {
                try {
                    gather(spec.dumpDirectory(), nodes, err);
                } catch (UserError e) {
                    JobRunner.kill(p); // its tasks on the node that could not be read stay there, with their files
                    attended.close();
                    endRelay(errors, spec.dumpDirectory(), err);
                    throw e;
                }
            }
            phases.mark("analysis-start");
            DumpAnalysis.Result r = analysis.diagnose(spec.dumpDirectory(), err);
            phases.mark("analysis-end");
            Analysis.print(format, r, out);
            out.flush();
            phases.mark("printed");
            phases.jvmStarted();
            DumpFailure.of(run, job.np).ifPresent(f -> err.println("straggler: the diagnosis lacks " + f.failed().size()
                    + " task(s): " + f.message()));
            int code = attended.waitForEnd(Long.MAX_VALUE);
            attended.close();
            if (AttendedJob.signalled()) {
                return code;
            }
            endRelay(errors, spec.dumpDirectory(), err);
            if (code != 0 && code != JobSpec.HANG_EXIT_CODE && code != -1 && !machineOutput) {
                err.println("straggler: the job ended with exit code " + code);
            }
            return 0;
        }
        int code = attended.waitForEnd(Long.MAX_VALUE);
        attended.close();
        if (AttendedJob.signalled()) {
            return code;
        }
        endRelay(errors, spec.dumpDirectory(), err);
        if (nodeLocal) {
            gather(spec.dumpDirectory(), nodes, err);
        }
        if (!JobRunner.hasDumps(spec.dumpDirectory())
                && !Files.isRegularFile(spec.dumpDirectory().resolve(ReducedDump.FILE_NAME))) {
            Optional<DumpFailure> failure = DumpFailure.of(run, job.np);
            if (failure.isPresent()) {
                throw new UserError(failure.get().message());
            }
            if (code == JobSpec.HANG_EXIT_CODE) {
                throw new UserError("the job ended with the runtime's exit code but left no dumps in " + spec.dumpDirectory()
                        + "; check that the directory is writable by every task (a shared file system across nodes)");
            }
            List<RunDirectory.TaskState> dead = RunTasks.dead(new RunDirectory(spec.dumpDirectory()), job.np);
            if (!dead.isEmpty()) {
                err.println("straggler: the job ended (exit code " + code + ") before any hang was diagnosed; "
                        + "tasks that died:");
                dead.forEach(d -> err.println("  rank " + d.rank() + " (pid " + d.pid() + "): " + TaskStates.lastState(d)));
            } else {
                err.println("straggler: the job did not hang (exit code " + code + ")");
            }
            return code;
        }
        Analysis.print(format, analysis.diagnose(spec.dumpDirectory(), err), out);
        return 0;
    }

    /** Whether the coordinator's {@code complete} counts fewer dumps than tasks (the others may be on their nodes). */
    private static boolean dumpsMissing(Path dumpDirectory) {
        return new RunDirectory(dumpDirectory).complete().map(c -> !c.missing().isEmpty()).orElse(true);
    }

    /**
     * Gathers the run directory from the nodes (node-local storage: each task's files are on its node); a node that
     * cannot be read is an error naming it, and nothing is lost: {@code straggler analyze DIR} gathers again.
     */
    static void gather(Path dumpDirectory, List<String> nodes, PrintStream err) throws UserError {
        long t0 = System.nanoTime();
        NodeDumps.Result r = NodeDumps.gather(dumpDirectory, nodes);
        if (!NodeLocalRuns.reached(r, nodes, err)) {
            return;
        }
        if (!r.complete()) {
            throw new UserError(r.unreachedMessage(dumpDirectory));
        }
        NodeLocalRuns.gathered(nodes, t0, r.dumped().size(), r.np(), "dumps", err);
    }

    /**
     * After the job: the launcher's last messages relayed, then one line instead of the MPI library's notice of
     * Straggler's abort when the filter kept one (where it is).
     */
    private static void endRelay(JobRelay errors, Path dumpDirectory, PrintStream err) {
        if (errors.end()) {
            err.println("straggler: Straggler ended the job after the diagnosis; the MPI library's abort notice is in "
                    + dumpDirectory.resolve(AbortNoticeFilter.NOTICES));
        }
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
                mark(name, java.time.Instant.now());
            }
        }

        /**
         * The JVM's start, to the millisecond (not the process's start in /proc, which Linux gives against a boot time
         * in whole seconds); marked after the diagnosis was printed: asking for it loads the JVM's management classes
         * (0.05 s), which would delay what is measured.
         */
        void jvmStarted() {
            if (on) {
                mark("jvm-start", java.time.Instant.ofEpochMilli(
                        java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime()));
            }
        }

        private void mark(String name, java.time.Instant t) {
            err.println("phase " + name + " " + (t.getEpochSecond() * 1_000_000_000L + t.getNano()));
        }
    }
}
