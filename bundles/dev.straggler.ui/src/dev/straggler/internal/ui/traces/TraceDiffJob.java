package dev.straggler.internal.ui.traces;

import java.nio.file.Path;
import java.util.concurrent.CancellationException;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;

import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.TraceDiff;
import dev.straggler.core.traces.TraceProgress;
import dev.straggler.model.traces.TraceInputException;

/**
 * Compares two traced runs in the background ({@link TraceDiff#compute}) and publishes the result on the UI thread
 * ({@link TraceDiffs#publish}), its steps (reading the traces, ranking) as the job's progress, which the user may
 * cancel. Input the analysis refuses (different programs, a missing rank, an empty trace, no traces) ends the job
 * with that one message as its error status, which the workbench shows.
 */
public final class TraceDiffJob extends Job {

    /** The plug-in id statuses carry. */
    static final String PLUGIN_ID = "dev.straggler.ui";

    private final Path normal;
    private final Path faulty;
    private final RankingParameters parameters;
    private volatile TraceDiff result;

    public TraceDiffJob(Path normal, Path faulty, RankingParameters parameters) {
        super("Comparing the traces of " + faulty.getFileName() + " with " + normal.getFileName());
        this.normal = normal;
        this.faulty = faulty;
        this.parameters = parameters;
        setUser(true);
    }

    /** The comparison once the job succeeded, else null. */
    public TraceDiff result() {
        return result;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
        TraceDiff d;
        try {
            d = TraceDiff.compute(normal, faulty, parameters, false, new MonitorProgress(monitor));
        } catch (CancellationException e) {
            return Status.CANCEL_STATUS;
        } catch (TraceInputException | IllegalArgumentException e) {
            return Status.error(e.getMessage());
        } finally {
            monitor.done();
        }
        result = d;
        Display display = Display.getDefault();
        display.asyncExec(() -> TraceDiffs.publish(d));
        return Status.OK_STATUS;
    }

    /** The comparison's steps as the monitor's subtask, with how far each got; the monitor's cancel stops it. */
    private static final class MonitorProgress implements TraceProgress {
        private final IProgressMonitor monitor;
        private String step;
        private long total;
        private int percent = -1;

        MonitorProgress(IProgressMonitor monitor) {
            this.monitor = monitor;
        }

        @Override
        public void begin(String what, long work, String unit) {
            step = what;
            total = work;
            percent = -1;
            monitor.subTask(what);
        }

        @Override
        public void worked(long done) {
            int p = total > 0 ? (int) Math.min(100, done * 100 / total) : 100;
            if (p != percent) {
                percent = p;
                monitor.subTask(step + ": " + p + "%");
            }
        }

        @Override
        public boolean isCanceled() {
            return monitor.isCanceled();
        }
    }
}
