package dev.straggler.launch.ide;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IProcess;

import dev.straggler.model.Diagnosis;

/**
 * What the jobs that watch a launched MPI run share ({@link DiagnosisJob} for a job on this machine,
 * {@link RemoteDiagnosisJob} for one on another): the launch and its launcher process, the job family, how a watch
 * ends (interrupted: cancelled; a workspace failure: one message naming the configuration; always: the launch is no
 * longer a running one) and how a diagnosis is handed on (least-progressed markers, published, sliced).
 */
abstract class LaunchWatchJob extends Job {

    /** Family of the jobs that watch or open a run (for {@code IJobManager.join}). */
    static final Object FAMILY = LaunchWatchJob.class;

    final String configurationName;
    final ILaunch launch;
    final IProcess iprocess;
    final Process process;

    LaunchWatchJob(String name, String configurationName, ILaunch launch, IProcess iprocess, Process process) {
        super(name);
        this.configurationName = configurationName;
        this.launch = launch;
        this.iprocess = iprocess;
        this.process = process;
        setUser(false);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    @Override
    protected final IStatus run(IProgressMonitor monitor) {
        try {
            return watch(SubMonitor.convert(monitor, getName(), 100));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Status.CANCEL_STATUS;
        } catch (CoreException e) {
            return Status.error(configurationName + ": " + e.getStatus().getMessage());
        } finally {
            if (endsWatch()) {
                RunningLaunches.remove(launch);
            }
            monitor.done();
        }
    }

    /**
     * Shows {@code text} as the progress monitor's step and publishes it ({@link Topics#RUN_STEP}): the run's console
     * says it too.
     */
    void step(SubMonitor sm, String text) {
        sm.subTask(text);
        if (launch != null) {
            Topics.RUN_STEP.publish(new RunStep(launch, configurationName, text));
        }
    }

    /** Whether the launch is no longer a running one (Diagnose Now) once this job ends; a snapshot's is. */
    boolean endsWatch() {
        return true;
    }

    /** Watches the run until it ended or was diagnosed; {@code sm} has 100 units of work. */
    abstract IStatus watch(SubMonitor sm) throws InterruptedException, CoreException;

    /**
     * Creates the least-progressed markers of {@code diagnosis} (in {@code project}, relative source paths resolved
     * against {@code sourceDirectory}; {@code markerWork} units of {@code sm}), publishes the result to
     * {@link Topics#DIAGNOSIS} and starts slicing from the least-progressed tasks ({@link SliceJob}).
     *
     * @param runDirectory the dump (or fetched run) directory the result comes from
     * @return what was published
     */
    DiagnosisResult publish(dev.straggler.model.Job job, Diagnosis diagnosis, boolean inSitu, Path runDirectory,
            IProject project, Path sourceDirectory, SubMonitor sm, int markerWork) throws CoreException {
        return publish(job, diagnosis, inSitu, runDirectory, project, sourceDirectory, sm, markerWork,
                IMarker.SEVERITY_ERROR);
    }

    /** As above, with markers of {@code severity} ({@link IMarker#SEVERITY}: a snapshot's are no errors). */
    DiagnosisResult publish(dev.straggler.model.Job job, Diagnosis diagnosis, boolean inSitu, Path runDirectory,
            IProject project, Path sourceDirectory, SubMonitor sm, int markerWork, int severity) throws CoreException {
        step(sm, Messages.Watch_markers);
        List<IMarker> markers = LeastProgressedMarkers.create(job, diagnosis, project, configurationName,
                sourceDirectory, severity, sm.split(markerWork));
        DiagnosisResult result = new DiagnosisResult(launch, configurationName, job, diagnosis, runDirectory, markers,
                inSitu);
        Topics.DIAGNOSIS.publish(result);
        sm.subTask(Messages.Watch_slicing);
        SliceJob.fromLeastProgressed(result);
        return result;
    }
}
