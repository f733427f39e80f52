package dev.straggler.launch.ide;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.osgi.util.NLS;

import dev.straggler.core.progress.SnapshotProgress;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.Snapshots;
import dev.straggler.launch.ide.MpiDiagnosisLaunchDelegate.RemoteChecked;
import dev.straggler.launch.remote.RemoteDiagnosis;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgAlgorithm;

/**
 * Diagnose Now: a snapshot (docs/dump-format.md, "Snapshots") of a local job ({@link #local}: waits for the tasks'
 * dumps in the snapshot's directory and diagnoses them as a hang's, {@link DiagnosisPipeline}) or of a remote one
 * ({@link #remote}: the remote {@code straggler snapshot} diagnoses it where the binaries are, and the snapshot's
 * directory is copied into the run's copy here, its sources mapped). Either way it says whether the tasks were
 * progressing ({@link SnapshotProgress}): the least-progressed markers are information when they all were, warnings
 * when some were not (a snapshot is no hang verdict: the runtime's timeout is), never errors. The job keeps running and
 * stays a running launch: the user ends it (the console's Terminate) or asks again.
 */
abstract class SnapshotJob extends LaunchWatchJob {

    /** Bound of each step of a remote snapshot: the remote snapshot and its diagnosis, then the copy. */
    static final long REMOTE_SECONDS = 120;

    /** A snapshot diagnosed: where from ({@code directory}), and how many of the job's tasks dumped. */
    record Taken(Job job, Diagnosis diagnosis, boolean inSitu, Path directory, int have) {
    }

    final int ranks;
    final IProject project;
    final Path sourceDirectory;

    private SnapshotJob(String configurationName, ILaunch launch, IProcess iprocess, Process process, int ranks,
            IProject project, Path sourceDirectory) {
        super(NLS.bind(Messages.Snapshot_job, configurationName), configurationName, launch, iprocess, process);
        this.ranks = ranks;
        this.project = project;
        this.sourceDirectory = sourceDirectory;
    }

    /** A local job's snapshot, requested in {@code snapshot}: its dumps are diagnosed here with {@code algorithm}. */
    static SnapshotJob local(String configurationName, ILaunch launch, IProcess iprocess, Process process,
            Path snapshot, int ranks, IProject project, PdgAlgorithm algorithm, Path sourceDirectory) {
        return new SnapshotJob(configurationName, launch, iprocess, process, ranks, project, sourceDirectory) {
            @Override
            Taken take(SubMonitor sm) throws CoreException, InterruptedException {
                String name = snapshot.getFileName().toString();
                sm.subTask(NLS.bind(Messages.Snapshot_waiting, name));
                int have = Snapshots.await(snapshot, ranks, () -> process.isAlive() && !iprocess.isTerminated());
                sm.worked(20);
                if (have == 0) {
                    throw new Failed(NLS.bind(Messages.Snapshot_noDumps, name, Snapshots.WAIT_MILLIS / 1000), false);
                }
                sm.subTask(Messages.Diagnosis_analysing);
                DiagnosisPipeline.Result r = DiagnosisPipeline.analyze(snapshot, algorithm, sm.split(50));
                return new Taken(r.job(), r.diagnosis(), r.inSitu(), snapshot, have);
            }
        };
    }

    /** A remote job's snapshot: taken and diagnosed on the remote side, copied into the run's copy here. */
    static SnapshotJob remote(String configurationName, ILaunch launch, IProcess iprocess, Process process,
            RemoteChecked checked) {
        RemoteDiagnosis remote = checked.diagnosis();
        return new SnapshotJob(configurationName, launch, iprocess, process, remote.ranks(), checked.project(),
                checked.localSources()) {
            @Override
            Taken take(SubMonitor sm) throws CoreException {
                sm.subTask(NLS.bind(Messages.Snapshot_remote, remote.target().host()));
                Path local;
                RemoteDiagnosis.Result r;
                try {
                    local = remote.snapshot(checked.localRuns(), REMOTE_SECONDS);
                    sm.worked(60);
                    r = remote.load(local);
                } catch (LaunchException | IOException | RuntimeException e) {
                    throw new Failed(e.getMessage(), true);
                }
                if (r == null) {
                    throw new Failed(NLS.bind(Messages.Snapshot_noDumps, local.getFileName(),
                            Snapshots.WAIT_MILLIS / 1000), false);
                }
                return new Taken(r.job(), r.diagnosis(), r.inSitu(), local, r.job().getTasks().size());
            }
        };
    }

    /** Why no snapshot was diagnosed; {@code error}: a failure to report, else the job simply gave none. */
    static final class Failed extends CoreException {
        private static final long serialVersionUID = 1L;
        final boolean error;

        Failed(String why, boolean error) {
            super(Status.info(why));
            this.error = error;
        }
    }

    /** Takes the snapshot and diagnoses it ({@code sm}: 70 units of work). */
    abstract Taken take(SubMonitor sm) throws CoreException, InterruptedException;

    @Override
    boolean endsWatch() {
        return false; // the job goes on: Diagnose Now stays available
    }

    @Override
    IStatus watch(SubMonitor sm) throws InterruptedException, CoreException {
        Taken t;
        try {
            t = take(sm);
        } catch (Failed f) {
            String why = f.getStatus().getMessage();
            Topics.RUN_OUTCOME.publish(RunOutcome.snapshot(launch, configurationName, why));
            return f.error ? Status.error(NLS.bind(Messages.Remote_failed, configurationName, why))
                    : new Status(IStatus.INFO, getClass(), configurationName + ": " + why);
        }
        DiagnosisJob.refreshDumps(project);
        SnapshotProgress progress = SnapshotProgress.of(t.job());
        publish(t.job(), t.diagnosis(), t.inSitu(), t.directory(), project, sourceDirectory, sm, 20,
                progress.allProgressing() ? IMarker.SEVERITY_INFO : IMarker.SEVERITY_WARNING);
        String lp = DiagnosisJob.leastProgressed(t.diagnosis());
        String seconds = String.format("%.1f", progress.longestSeconds());
        String state = progress.allProgressing()
                ? NLS.bind(Messages.Snapshot_allProgressing, new Object[] { String.format("%.0f", progress.window()),
                    seconds, progress.longestRank() })
                : NLS.bind(Messages.Snapshot_notProgressing, new Object[] { progress.notProgressing(), seconds,
                    String.format("%.0f", progress.window()) });
        String partial = t.have() < ranks ? NLS.bind(Messages.Snapshot_partial, t.have(), ranks) : "";
        Topics.RUN_OUTCOME.publish(RunOutcome.snapshot(launch, configurationName, NLS.bind(Messages.Snapshot_outcome,
                new Object[] { t.directory().getFileName(), state, lp, partial })));
        return Status.OK_STATUS;
    }
}
