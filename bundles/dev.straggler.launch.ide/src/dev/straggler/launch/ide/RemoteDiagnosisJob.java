package dev.straggler.launch.ide;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.osgi.util.NLS;

import dev.straggler.launch.LaunchException;
import dev.straggler.launch.ide.MpiDiagnosisLaunchDelegate.RemoteChecked;
import dev.straggler.launch.remote.RemoteDiagnosis;

/**
 * Watches a remote run ({@link RemoteDiagnosis}): waits for the remote {@code straggler diagnose} to end (its output
 * is in the console meanwhile), copies the run's directory here (the project's {@code .straggler/}), loads the job and
 * the diagnosis computed there with the sources mapped to this machine, creates the least-progressed markers,
 * publishes the result to {@link Topics#DIAGNOSIS} and starts the slice, as {@link DiagnosisJob} does for a local job
 * (both {@link LaunchWatchJob}s). Cancelling stops watching; terminating the launch stops the remote run.
 */
final class RemoteDiagnosisJob extends LaunchWatchJob {

    /** Bound of copying a run's directory back. */
    static final long FETCH_SECONDS = 600;

    private final RemoteChecked checked;

    RemoteDiagnosisJob(String configurationName, ILaunch launch, IProcess iprocess, Process process, RemoteChecked checked) {
        super(NLS.bind(Messages.Remote_job, configurationName, checked.diagnosis().target().host()), configurationName,
                launch, iprocess, process);
        this.checked = checked;
    }

    @Override
    IStatus watch(SubMonitor sm) throws InterruptedException, CoreException {
        RemoteDiagnosis remote = checked.diagnosis();
        String host = remote.target().host();
        sm.subTask(NLS.bind(Messages.Remote_waiting, host));
        while (process.isAlive() && !iprocess.isTerminated()) {
            if (sm.isCanceled()) {
                return Status.CANCEL_STATUS;
            }
            Thread.sleep(200);
        }
        RunningLaunches.remove(launch);
        int code = process.isAlive() ? -1 : process.exitValue();
        sm.worked(30);
        String explained = remote.explainExit(code);
        if (explained != null) {
            return Status.error(NLS.bind(Messages.Remote_failed, configurationName, explained));
        }
        sm.subTask(NLS.bind(Messages.Remote_copying, host, remote.remoteRunDirectory()));
        Path local;
        try {
            local = remote.fetch(checked.localRuns(), FETCH_SECONDS);
        } catch (LaunchException e) {
            return Status.error(
                    NLS.bind(Messages.Remote_cannotFetch, new Object[] { configurationName, code, e.getMessage() }));
        }
        sm.worked(30);
        RemoteDiagnosis.Result r;
        try {
            r = remote.load(local);
        } catch (IOException | RuntimeException e) {
            return Status.error(
                    NLS.bind(Messages.Remote_cannotRead, new Object[] { configurationName, local, e.getMessage() }));
        }
        DiagnosisJob.refreshDumps(checked.project());
        if (r == null) {
            return new Status(IStatus.INFO, getClass(),
                    NLS.bind(Messages.Remote_noHang, new Object[] { configurationName, host, code }));
        }
        publish(r.job(), r.diagnosis(), r.inSitu(), local, checked.project(), checked.localSources(), sm, 20);
        return Status.OK_STATUS;
    }
}
