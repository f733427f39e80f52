package dev.straggler.launch.ide;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.osgi.util.NLS;

import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.ScaleModel;
import dev.straggler.core.scale.ScaleModelException;
import dev.straggler.core.scale.ScaleRuns;
import dev.straggler.launch.AbortNoticeFilter;
import dev.straggler.launch.JobRunner;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.RuntimeEnvironment;
import dev.straggler.launch.Snapshots;
import dev.straggler.launch.StartupWatch;
import dev.straggler.model.PdgAlgorithm;

/**
 * Watches a launched MPI job and diagnoses it: waits for the runtime's {@code complete} file (a hang was detected
 * or the user asked) or for the job's end, then loads, symbolizes and diagnoses the dumps
 * ({@link DiagnosisPipeline}), creates the least-progressed markers, publishes the result to
 * {@link Topics#DIAGNOSIS} and starts slicing from the least-progressed tasks ({@link SliceJob}). With a scale model,
 * once the job has ended (after a hang: once it is aborted), reads its communication profiles, checks them against the
 * model and publishes the result to {@link Topics#SCALE_CHECK}. Cancelling the job stops watching (the MPI job keeps
 * running; terminate it from the console).
 */
final class DiagnosisJob extends LaunchWatchJob {

    /** Once the runtime started dumping, how long to wait for its {@code complete} file before taking what is there. */
    static final long DUMP_WAIT_MILLIS = 60_000;
    /** After {@code complete}, how long an aborting job gets to exit before it is killed. */
    static final long EXIT_WAIT_SECONDS = 60;
    /** After Diagnose Now, how long without a single task dump before saying that none will come. */
    static final long NO_DUMP_MILLIS = 15_000;
    /** Debug mode, once gdb ended: how long the terminated job's tasks get to end before they are killed. */
    static final long END_WAIT_SECONDS = 10;

    private final JobRunner runner;
    private final IProject project;
    private final PdgAlgorithm algorithm;
    private final ScaleModel scaleModel;
    /** Debug mode: the job is kept alive and gdb attaches to the least-progressed task after the diagnosis. */
    private final boolean debug;

    DiagnosisJob(String configurationName, ILaunch launch, IProcess iprocess, Process process, JobRunner runner,
            IProject project, PdgAlgorithm algorithm, ScaleModel scaleModel) {
        this(configurationName, launch, iprocess, process, runner, project, algorithm, scaleModel, false);
    }

    DiagnosisJob(String configurationName, ILaunch launch, IProcess iprocess, Process process, JobRunner runner,
            IProject project, PdgAlgorithm algorithm, ScaleModel scaleModel, boolean debug) {
        super(NLS.bind(Messages.Diagnosis_job, configurationName), configurationName, launch, iprocess, process);
        this.runner = runner;
        this.project = project;
        this.algorithm = algorithm;
        this.scaleModel = scaleModel;
        this.debug = debug;
    }

    @Override
    IStatus watch(SubMonitor sm) throws InterruptedException, CoreException {
        Path dumps = runner.spec().dumpDirectory();
        step(sm, NLS.bind(Messages.Diagnosis_started, runner.spec().ranks(), dumps));
        if (tracing()) {
            step(sm, NLS.bind(Messages.Diagnosis_traces, dumps));
        }
        sm.worked(5); // started: the monitor shows the job under way, not 0 %
        double timeout = runner.spec().timeoutSeconds();
        step(sm, timeout > 0 ? NLS.bind(Messages.Diagnosis_waitingForHangAfter, seconds(timeout))
                : Messages.Diagnosis_waitingForHang);
        long dumpingSince = 0;
        boolean onRequest = false;
        String noDumpsWhy = null;
        int ranks = runner.spec().ranks();
        SubMonitor waiting = sm.split(20); // advances with the tasks' dumps as they arrive (3/4 = 15 of 20)
        waiting.setWorkRemaining(Math.max(1, ranks));
        int counted = 0;
        boolean dumpingSaid = false;
        // a hang before the tasks' helpers start (in MPI_Init, or the runtime's start-up): no task times out
        StartupWatch startup;
        try {
            startup = new StartupWatch(runner, process);
        } catch (LaunchException e) { // the launch checked the start-up timeout before it started the job
            throw new CoreException(Status.error(e.getMessage(), e));
        }
        while (!runner.dumpComplete()) {
            if (sm.isCanceled()) {
                return Status.CANCEL_STATUS;
            }
            boolean ended = !process.isAlive() || iprocess.isTerminated();
            if (ended) {
                break;
            }
            if (dumpingSince == 0 && (Files.exists(dumps.resolve("trigger")) || JobRunner.hasDumps(dumps))) {
                dumpingSince = System.currentTimeMillis();
            } else if (dumpingSince == 0 && Files.exists(dumps.resolve("diagnose-now"))) {
                dumpingSince = System.currentTimeMillis();
                onRequest = true;
            }
            if (dumpingSince != 0 && counted == 0 && !dumpingSaid) {
                step(sm, NLS.bind(Messages.Diagnosis_dumping, reason(onRequest)));
                dumpingSaid = true;
            }
            if (dumpingSince != 0) {
                // the real step: how many of the tasks' dumps are there
                int have = dumpCount(dumps);
                if (have > counted) {
                    waiting.worked(have - counted);
                    counted = have;
                }
                sm.subTask(NLS.bind(Messages.Diagnosis_waitingForDumps, new Object[] { reason(onRequest), have,
                    ranks > 0 ? ranks : "?" }));
                long waited = System.currentTimeMillis() - dumpingSince;
                if (onRequest && have == 0 && !JobRunner.hasDumps(dumps) && waited > NO_DUMP_MILLIS) {
                    noDumpsWhy = NLS.bind(Messages.Diagnosis_noDumpOnRequest, NO_DUMP_MILLIS / 1000);
                    break;
                }
                if (waited > DUMP_WAIT_MILLIS) {
                    break; // the coordinator did not finish: diagnose what is there
                }
            }
            Optional<StartupWatch.StartupHang> hang = dumpingSince == 0 ? startup.poll() : Optional.empty();
            if (hang.isPresent()) {
                return startUpHang(hang.get());
            }
            Thread.sleep(200);
        }
        waiting.done();
        if (JobRunner.hasDumps(dumps)) {
            // the step with what arrived, also when the dumps were all in before the first look (they take
            // milliseconds: the step would otherwise never show)
            onRequest |= dumpingSince == 0 && Files.exists(dumps.resolve("diagnose-now"));
            step(sm, NLS.bind(Messages.Diagnosis_dumps, new Object[] { reason(onRequest), dumpCount(dumps),
                ranks > 0 ? ranks : "?", dumps }));
        }
        if (!JobRunner.hasDumps(dumps)) {
            RunningLaunches.remove(launch);
            if (noDumpsWhy == null && dumpingSince != 0) {
                noDumpsWhy = NLS.bind(Messages.Diagnosis_noDumpOnHang, DUMP_WAIT_MILLIS / 1000);
            }
            if (noDumpsWhy == null) {
                process.waitFor(5, TimeUnit.SECONDS); // the launcher's end is being reported
            }
            Integer code = process.isAlive() ? null : process.exitValue();
            tracesKept(sm, dumps);
            Topics.RUN_OUTCOME.publish(noDumpsWhy != null
                    ? RunOutcome.noDumps(launch, configurationName, code, noDumpsWhy)
                    : RunOutcome.ended(launch, configurationName, code == null ? -1 : code, output()));
            if (scaleModel != null) {
                sm.subTask(Messages.Diagnosis_checkingScale);
                return checkScale(dumps);
            }
            return new Status(IStatus.INFO, getClass(), process.isAlive()
                    ? NLS.bind(Messages.Diagnosis_noHang, configurationName)
                    : NLS.bind(Messages.Diagnosis_noHangExit, configurationName, process.exitValue()));
        }
        RunningLaunches.remove(launch);

        step(sm, NLS.bind(Messages.Diagnosis_analysing, algorithm.getLiteral()));
        DiagnosisPipeline.Result r = DiagnosisPipeline.analyze(dumps, algorithm, sm.split(50));
        refreshDumps(project);
        publish(r.job(), r.diagnosis(), r.inSitu(), dumps, project, runner.spec().workingDirectory(), sm, 10);
        sm.worked(10);
        String lp = leastProgressed(r.diagnosis());
        if (runner.spec().keepAlive()) {
            Topics.RUN_OUTCOME.publish(
                    RunOutcome.diagnosed(launch, configurationName, onRequest, null,
                            NLS.bind(Messages.Diagnosis_keptAlive, lp)));
        }
        if (debug) {
            return attachToLeastProgressed(r);
        }

        if (!runner.spec().keepAlive()) {
            step(sm, Messages.Diagnosis_waitingForEnd);
            if (!process.waitFor(EXIT_WAIT_SECONDS, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
            tracesKept(sm, dumps);
            Path notices = dumps.resolve(AbortNoticeFilter.NOTICES);
            Topics.RUN_OUTCOME.publish(RunOutcome.diagnosed(launch, configurationName, onRequest,
                    process.isAlive() ? null : process.exitValue(), Files.isRegularFile(notices)
                            ? NLS.bind(Messages.Diagnosis_abortNotice, lp, AbortNoticeFilter.NOTICES) : lp));
            if (scaleModel != null) {
                sm.subTask(Messages.Diagnosis_checkingScale);
                return checkScale(dumps);
            }
        }
        return Status.OK_STATUS;
    }

    /**
     * Ends a job that hung in its start-up (as {@code straggler diagnose} does) and says so: the run's outcome (no
     * dumps, with how far each rank got), and the job's status.
     */
    private IStatus startUpHang(StartupWatch.StartupHang hang) throws InterruptedException {
        JobRunner.kill(process);
        RunningLaunches.remove(launch);
        String why = hang.message(Messages.Diagnosis_longerTimeout);
        Topics.RUN_OUTCOME.publish(RunOutcome.noDumps(launch, configurationName, process.isAlive() ? null
                : process.exitValue(), why));
        return new Status(IStatus.WARNING, getClass(), NLS.bind(Messages.Diagnosis_startUpHang, configurationName, why));
    }

    /** Whether the tasks record traces (the Diagnosis tab's Record traces: the runtime's trace variable). */
    private boolean tracing() {
        String t = runner.spec().environment() == null ? null
                : runner.spec().environment().get(RuntimeEnvironment.TRACE);
        return t != null && !t.isEmpty() && !"off".equals(t);
    }

    /** Once the job ended, with traces recorded: names the directory that holds them and how many there are. */
    private void tracesKept(SubMonitor sm, Path dumps) {
        if (!tracing()) {
            return;
        }
        long n;
        try (var files = Files.list(dumps)) {
            n = files.filter(p -> p.getFileName().toString().endsWith(".strace")).count();
        } catch (java.io.IOException e) {
            n = 0;
        }
        step(sm, NLS.bind(Messages.Diagnosis_tracesKept, n, dumps));
    }

    /** "3" for 3.0, "2.5" for 2.5. */
    private static String seconds(double s) {
        return s == Math.rint(s) ? Long.toString((long) s) : Double.toString(s);
    }

    /** "rank 2", "ranks 1-3, 5", "none": the least-progressed tasks of {@code d}. */
    static String leastProgressed(dev.straggler.model.Diagnosis d) {
        return d.getLeastProgressed().stream().map(n -> n.getRanks().toString()).reduce((a, b) -> a + ", " + b)
                .map(x -> NLS.bind(x.matches("\\d+") ? Messages.Diagnosis_rank : Messages.Diagnosis_ranks, x))
                .orElse(Messages.Diagnosis_none);
    }

    /**
     * Diagnose Now: asks the running job for a snapshot and diagnoses it in a {@link SnapshotJob}; the job goes on.
     */
    void snapshot() throws IOException {
        Path dir = Snapshots.request(runner.spec().dumpDirectory());
        SnapshotJob.local(configurationName, launch, iprocess, process, dir, runner.spec().ranks(), project, algorithm,
                runner.spec().workingDirectory()).schedule();
    }

    /** "diagnosis requested" (Diagnose Now) or "hang detected": why the dumps are being written. */
    private static String reason(boolean onRequest) {
        return onRequest ? Messages.Diagnosis_requested : Messages.Diagnosis_hangDetected;
    }

    /** Debug mode: gdb on the first least-progressed rank, in the Console (the platform's; no CDT debugger needed). */
    private IStatus attachToLeastProgressed(DiagnosisPipeline.Result r) {
        var lp = r.diagnosis().getLeastProgressed();
        if (lp.isEmpty() || lp.get(0).getRanks().isEmpty()) {
            return new Status(IStatus.INFO, getClass(), NLS.bind(Messages.Diagnosis_noLeastProgressed, configurationName));
        }
        int rank = lp.get(0).getRanks().first();
        String lpText = leastProgressed(r.diagnosis());
        String why = GdbConsole.start(r.job(), rank, launch, () -> endDebuggedJob(lpText));
        return why == null ? Status.OK_STATUS
                : new Status(IStatus.WARNING, getClass(),
                        NLS.bind(Messages.Diagnosis_cannotAttach, new Object[] { configurationName, rank, why }));
    }

    /**
     * Debug mode: the gdb session on the least-progressed task ended (quit, detached or terminated), so the job kept
     * alive for it ends too, and no task is left behind: the launch is terminated (the launcher and its
     * descendants), then whatever task still runs {@link #END_WAIT_SECONDS} later is killed.
     */
    private void endDebuggedJob(String lp) {
        if (!process.isAlive()) {
            return; // the user ended it already
        }
        List<ProcessHandle> tasks = process.descendants().toList(); // before the launcher ends: then they are orphans
        try {
            launch.terminate();
        } catch (org.eclipse.debug.core.DebugException e) {
            process.destroy();
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(END_WAIT_SECONDS);
        while (System.nanoTime() < deadline && (process.isAlive() || tasks.stream().anyMatch(ProcessHandle::isAlive))) {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        tasks.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        Integer code = process.isAlive() ? null : process.exitValue();
        Topics.RUN_OUTCOME.publish(RunOutcome.diagnosed(launch, configurationName, false, null,
                NLS.bind(Messages.Diagnosis_debugEnded, lp, code == null ? "?" : code)));
    }

    /** The number of task dumps written so far. */
    private static int dumpCount(Path dumps) {
        try (var files = Files.list(dumps)) {
            return (int) files.filter(p -> p.getFileName().toString().matches("rank-\\d+\\.sdump")).count();
        } catch (java.io.IOException e) {
            return 0;
        }
    }

    /** What the launcher and the tasks printed (the console's buffered contents), for the outcome's crash details. */
    private String output() {
        var proxy = iprocess.getStreamsProxy();
        if (proxy == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        if (proxy.getOutputStreamMonitor() != null) {
            sb.append(proxy.getOutputStreamMonitor().getContents());
        }
        if (proxy.getErrorStreamMonitor() != null) {
            sb.append('\n').append(proxy.getErrorStreamMonitor().getContents());
        }
        return sb.toString();
    }

    /**
     * Checks the ended run's profiles against the scale model and publishes the result; a problem (no profile, another
     * program, ...) is the job's error, one message.
     */
    private IStatus checkScale(Path dumps) throws InterruptedException {
        process.waitFor(EXIT_WAIT_SECONDS, TimeUnit.SECONDS); // the tasks write their profiles as they finish
        List<String> warnings = new ArrayList<>();
        try {
            CheckResult r = scaleModel.check(ScaleRuns.read(dumps, configurationName, warnings));
            refreshDumps(project);
            Topics.SCALE_CHECK.publish(new ScaleCheckResult(launch, configurationName, scaleModel, r, dumps, warnings));
            return Status.OK_STATUS;
        } catch (ScaleModelException e) {
            return Status.error(NLS.bind(Messages.Diagnosis_scaleCheckFailed, configurationName, e.getMessage()));
        }
    }

    /** Makes the project's .straggler folder (the runs' dumps) known to the workspace, as derived resources. */
    static void refreshDumps(IProject project) {
        if (project == null || project.getLocation() == null) {
            return;
        }
        try {
            IResource folder = project.getFolder(".straggler");
            folder.refreshLocal(IResource.DEPTH_INFINITE, null);
            if (folder.exists()) {
                folder.setDerived(true, null);
            }
        } catch (CoreException e) {
            // the dumps stay out of sync with the workspace: harmless
        }
    }
}
