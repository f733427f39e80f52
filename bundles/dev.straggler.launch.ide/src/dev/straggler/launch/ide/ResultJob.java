package dev.straggler.launch.ide;

import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

/**
 * A background job that computes one value and hands it on: the work a view would otherwise do on the UI thread (an
 * analysis, a scan of the workspace, starting gdb) runs here, and {@code done} receives the value on this job's
 * thread (a view passes it on to its display and draws). {@link #result()} is the value once the job has run; a job
 * cancelled before it ran hands nothing on.
 *
 * @param <T> the value computed
 */
public final class ResultJob<T> extends Job {

    private final Supplier<T> work;
    private final Consumer<? super T> done;
    private volatile T result;

    /** A job named {@code name} (the Progress view shows it) computing {@code work}, then calling {@code done}. */
    public ResultJob(String name, Supplier<T> work, Consumer<? super T> done) {
        super(name);
        this.work = work;
        this.done = done;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        if (monitor.isCanceled()) {
            return Status.CANCEL_STATUS;
        }
        T value = work.get();
        result = value;
        done.accept(value);
        return Status.OK_STATUS;
    }

    /** The value computed; null before the job has run. */
    public T result() {
        return result;
    }

    /** Schedules this job; returns it. */
    public ResultJob<T> start() {
        schedule();
        return this;
    }
}
