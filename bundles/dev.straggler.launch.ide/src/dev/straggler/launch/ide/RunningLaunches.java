package dev.straggler.launch.ide;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.osgi.util.NLS;

import dev.straggler.launch.JobRunner;

/**
 * The launches of {@link LaunchAttributes#TYPE_ID} whose job is still running and not yet diagnosed, so that the
 * user can ask for a diagnosis now ({@link #diagnoseNow(ILaunch)}). Every change of the set is published to
 * {@link Topics#RUNNING_LAUNCHES} (to enable or disable a "Diagnose Now" command), on the thread that made it.
 */
public final class RunningLaunches {

    /** How a running job is asked to dump now (a local job's dump directory, or a remote one's through ssh). */
    interface Request {
        void requestDiagnosis() throws IOException;
    }

    /** @param where the dump directory, for the message when the request fails */
    private record Running(Request request, String where) {
    }

    private static final Map<ILaunch, Running> RUNNING = new LinkedHashMap<>();
    /** A local job's launcher process and dump directory (the Ranks view). */
    private static final Map<ILaunch, Process> PROCESSES = new LinkedHashMap<>();
    private static final Map<ILaunch, java.nio.file.Path> DUMPS = new LinkedHashMap<>();

    private RunningLaunches() {
    }

    static void add(ILaunch launch, JobRunner runner) {
        add(launch, runner, null);
    }

    static void add(ILaunch launch, JobRunner runner, Process process) {
        if (process != null) {
            synchronized (RUNNING) {
                PROCESSES.put(launch, process);
                DUMPS.put(launch, runner.spec().dumpDirectory());
            }
        }
        add(launch, runner::requestDiagnosis, runner.spec().dumpDirectory().toString());
    }

    static void add(ILaunch launch, Request request, String where) {
        synchronized (RUNNING) {
            RUNNING.put(launch, new Running(request, where));
        }
        fire();
    }

    static void remove(ILaunch launch) {
        boolean changed;
        synchronized (RUNNING) {
            changed = RUNNING.remove(launch) != null;
            PROCESSES.remove(launch);
            DUMPS.remove(launch);
        }
        if (changed) {
            fire();
        }
    }

    /** The running launches, oldest first (an unmodifiable copy). */
    public static List<ILaunch> running() {
        synchronized (RUNNING) {
            return List.copyOf(RUNNING.keySet());
        }
    }

    /** The launcher process of a running {@code launch}, or null. */
    public static Process process(ILaunch launch) {
        synchronized (RUNNING) {
            return PROCESSES.get(launch);
        }
    }

    /** The dump directory of a running {@code launch}, or null. */
    public static java.nio.file.Path dumpDirectory(ILaunch launch) {
        synchronized (RUNNING) {
            return DUMPS.get(launch);
        }
    }

    /** The most recent running launch, or null. */
    public static ILaunch mostRecent() {
        List<ILaunch> all = running();
        return all.isEmpty() ? null : all.get(all.size() - 1);
    }

    /**
     * Asks every task of {@code launch}'s job to dump now (the runtime's "diagnose now" request, a file in the dump
     * directory, written through ssh for a remote run); the launch's background job then diagnoses the dumps as for a
     * detected hang.
     */
    public static void diagnoseNow(ILaunch launch) throws CoreException {
        Running running;
        synchronized (RUNNING) {
            running = RUNNING.get(launch);
        }
        if (running == null) {
            throw new CoreException(Status.error(Messages.Running_notRunning));
        }
        try {
            running.request().requestDiagnosis();
        } catch (IOException e) {
            throw new CoreException(
                    Status.error(NLS.bind(Messages.Running_cannotRequest, running.where(), e.getMessage())));
        }
    }

    private static void fire() {
        Topics.RUNNING_LAUNCHES.publish(running());
    }
}
