package dev.straggler.launch.ide;

import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;

/**
 * Where scale checks of launched runs are published (a launch configuration with a scale model,
 * {@link LaunchAttributes#SCALE_MODEL}). The UI's Scale Anomaly view listens; listeners are called on the thread that
 * publishes (a background job), never the UI thread.
 */
public final class ScaleCheckResults {

    /** Told about every published check. */
    @FunctionalInterface
    public interface Listener {
        void checked(ScaleCheckResult result);
    }

    private static final CopyOnWriteArrayList<Listener> LISTENERS = new CopyOnWriteArrayList<>();
    private static volatile ScaleCheckResult latest;

    private ScaleCheckResults() {
    }

    public static void addListener(Listener l) {
        LISTENERS.addIfAbsent(l);
    }

    public static void removeListener(Listener l) {
        LISTENERS.remove(l);
    }

    /** The last published check, or null. */
    public static ScaleCheckResult latest() {
        return latest;
    }

    /** Records {@code result} as the latest and tells every listener (a failing listener is logged, not rethrown). */
    public static void publish(ScaleCheckResult result) {
        latest = result;
        for (Listener l : LISTENERS) {
            try {
                l.checked(result);
            } catch (RuntimeException | LinkageError e) {
                ILog.of(ScaleCheckResults.class).log(Status.error("a scale check listener failed: " + e, e));
            }
        }
    }
}
