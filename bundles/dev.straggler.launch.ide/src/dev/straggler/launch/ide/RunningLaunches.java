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
 * user can ask for a diagnosis now ({@link #diagnoseNow(ILaunch)}: a snapshot of the job, which goes on). Every
 * change of the set is published to {@link Topics#RUNNING_LAUNCHES} (to enable or disable a "Diagnose Now" command), on
 * the thread that made it. Apart from them, {@link #live()}: the local launches whose launcher process still runs,
 * diagnosed or not (a job kept alive after its diagnosis, for gdb), for the Ranks view.
 */
public final class RunningLaunches {

    /** How a running job is asked for a diagnosis now: a snapshot, of a local job or of a remote one through ssh. */
    interface Request {
        void requestDiagnosis() throws IOException;
    }

    /** @param where the dump directory, for the message when the request fails */
    private record Running(Request request, String where) {
    }

    private static final Map<ILaunch, Running> RUNNING = new LinkedHashMap<>();
    /** A local job's launcher process and dump directory (the Ranks view), until the process ends. */
    private static final Map<ILaunch, Process> PROCESSES = new LinkedHashMap<>();
    private static final Map<ILaunch, java.nio.file.Path> DUMPS = new LinkedHashMap<>();

    private RunningLaunches() {
    }

    /**
     * A local job: {@code request} asks it for a diagnosis now; {@code process}, its launcher, is {@link #live()}
     * until it ends.
     */
    static void add(ILaunch launch, Request request, JobRunner runner, Process process) {
        synchronized (RUNNING) {
            PROCESSES.put(launch, process);
            DUMPS.put(launch, runner.spec().dumpDirectory());
        }
        process.onExit().thenRun(() -> {
            synchronized (RUNNING) {
                PROCESSES.remove(launch);
                DUMPS.remove(launch);
            }
            fire();
        });
        add(launch, request, runner.spec().dumpDirectory().toString());
    }

    static void add(ILaunch launch, Request request, String where) {
        synchronized (RUNNING) {
            RUNNING.put(launch, new Running(request, where));
        }
        fire();
    }

    /** The launch is no longer one to diagnose (diagnosed, or ended); a local job stays {@link #live()} while it runs. */
    static void remove(ILaunch launch) {
        boolean changed;
        synchronized (RUNNING) {
            changed = RUNNING.remove(launch) != null;
        }
        if (changed) {
            fire();
        }
    }

    /** The local launches whose launcher process still runs, diagnosed or not, oldest first (an unmodifiable copy). */
    public static List<ILaunch> live() {
        synchronized (RUNNING) {
            return PROCESSES.entrySet().stream().filter(e -> e.getValue().isAlive()).map(Map.Entry::getKey).toList();
        }
    }

    /** The most recent {@link #live()} launch, or null. */
    public static ILaunch mostRecentLive() {
        List<ILaunch> all = live();
        return all.isEmpty() ? null : all.get(all.size() - 1);
    }

    /** Whether {@code launch} is running and not yet diagnosed: Diagnose Now applies. */
    public static boolean isRunning(ILaunch launch) {
        synchronized (RUNNING) {
            return RUNNING.containsKey(launch);
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
     * Asks {@code launch}'s job for a diagnosis now: a snapshot (every task dumps and goes on) that a background job
     * ({@link SnapshotJob}) diagnoses and publishes; a remote job's is taken and diagnosed on the remote side through
     * ssh, then copied here.
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
