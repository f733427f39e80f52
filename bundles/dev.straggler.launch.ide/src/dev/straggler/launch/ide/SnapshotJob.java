package dev.straggler.launch.ide;

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
import dev.straggler.launch.Snapshots;
import dev.straggler.model.PdgAlgorithm;

/**
 * Diagnose Now on a local job: a snapshot (docs/dump-format.md, "Snapshots"). Waits for the tasks' dumps in the
 * snapshot's directory, diagnoses them as a hang's ({@link DiagnosisPipeline}), and says whether the tasks were
 * progressing ({@link SnapshotProgress}): the least-progressed markers are information when they all were, warnings
 * when some were not (a snapshot is no hang verdict: the runtime's timeout is), never errors. The job keeps running and
 * stays a running launch: the user ends it (the console's Terminate) or asks again.
 */
final class SnapshotJob extends LaunchWatchJob {

    private final Path snapshot;
    private final int ranks;
    private final IProject project;
    private final PdgAlgorithm algorithm;
    private final Path sourceDirectory;

    SnapshotJob(String configurationName, ILaunch launch, IProcess iprocess, Process process, Path snapshot, int ranks,
            IProject project, PdgAlgorithm algorithm, Path sourceDirectory) {
        super(NLS.bind(Messages.Snapshot_job, configurationName), configurationName, launch, iprocess, process);
        this.snapshot = snapshot;
        this.ranks = ranks;
        this.project = project;
        this.algorithm = algorithm;
        this.sourceDirectory = sourceDirectory;
    }

    @Override
    boolean endsWatch() {
        return false; // the job goes on: Diagnose Now stays available
    }

    @Override
    IStatus watch(SubMonitor sm) throws InterruptedException, CoreException {
        String name = snapshot.getFileName().toString();
        sm.subTask(NLS.bind(Messages.Snapshot_waiting, name));
        int have = Snapshots.await(snapshot, ranks, () -> process.isAlive() && !iprocess.isTerminated());
        sm.worked(20);
        if (have == 0) {
            String why = NLS.bind(Messages.Snapshot_noDumps, name, Snapshots.WAIT_MILLIS / 1000);
            Topics.RUN_OUTCOME.publish(RunOutcome.snapshot(launch, configurationName, why));
            return new Status(IStatus.INFO, getClass(), configurationName + ": " + why);
        }
        sm.subTask(Messages.Diagnosis_analysing);
        DiagnosisPipeline.Result r = DiagnosisPipeline.analyze(snapshot, algorithm, sm.split(50));
        DiagnosisJob.refreshDumps(project);
        SnapshotProgress progress = SnapshotProgress.of(r.job());
        publish(r.job(), r.diagnosis(), r.inSitu(), snapshot, project, sourceDirectory, sm, 20,
                progress.allProgressing() ? IMarker.SEVERITY_INFO : IMarker.SEVERITY_WARNING);
        String lp = DiagnosisJob.leastProgressed(r.diagnosis());
        String seconds = String.format("%.1f", progress.longestSeconds());
        String state = progress.allProgressing()
                ? NLS.bind(Messages.Snapshot_allProgressing, new Object[] { String.format("%.0f", progress.window()),
                    seconds, progress.longestRank() })
                : NLS.bind(Messages.Snapshot_notProgressing, new Object[] { progress.notProgressing(), seconds,
                    String.format("%.0f", progress.window()) });
        String partial = have < ranks ? NLS.bind(Messages.Snapshot_partial, have, ranks) : "";
        Topics.RUN_OUTCOME.publish(RunOutcome.snapshot(launch, configurationName,
                NLS.bind(Messages.Snapshot_outcome, new Object[] { name, state, lp, partial })));
        return Status.OK_STATUS;
    }
}
