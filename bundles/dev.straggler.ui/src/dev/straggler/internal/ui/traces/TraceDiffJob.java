package dev.straggler.internal.ui.traces;

import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;

import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.TraceDiff;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.traces.TraceInputException;

/**
 * Compares two traced runs in the background ({@link TraceDiff#compute}) and publishes the result on the UI thread
 * ({@link Topics#TRACE_DIFF}). Input the analysis refuses (different programs, a missing rank, an empty trace, no
 * traces) ends the job with that one message as its error status, which the workbench shows.
 */
public final class TraceDiffJob extends Job {

    /** The plug-in id statuses carry. */
    static final String PLUGIN_ID = "dev.straggler.ui";

    private final Path normal;
    private final Path faulty;
    private final RankingParameters parameters;
    private volatile TraceDiff result;

    public TraceDiffJob(Path normal, Path faulty, RankingParameters parameters) {
        super(NLS.bind(Messages.TraceDiffJob_name, faulty.getFileName(), normal.getFileName()));
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
            d = TraceDiff.compute(normal, faulty, parameters);
        } catch (TraceInputException | IllegalArgumentException e) {
            return Status.error(e.getMessage());
        } finally {
            monitor.done();
        }
        result = d;
        Display display = Display.getDefault();
        display.asyncExec(() -> Topics.TRACE_DIFF.publish(d));
        return Status.OK_STATUS;
    }
}
