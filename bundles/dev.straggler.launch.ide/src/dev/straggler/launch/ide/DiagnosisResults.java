package dev.straggler.launch.ide;

import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;

/**
 * Where diagnoses of launched jobs are published. The UI registers a listener (and opens the Straggler
 * perspective); listeners are called on the thread that publishes (a background job), never the UI thread.
 */
public final class DiagnosisResults {

    /** Told about every published diagnosis. */
    @FunctionalInterface
    public interface Listener {
        void diagnosed(DiagnosisResult result);
    }

    private static final CopyOnWriteArrayList<Listener> LISTENERS = new CopyOnWriteArrayList<>();
    private static volatile DiagnosisResult latest;

    private DiagnosisResults() {
    }

    public static void addListener(Listener l) {
        LISTENERS.addIfAbsent(l);
    }

    public static void removeListener(Listener l) {
        LISTENERS.remove(l);
    }

    /** The last published diagnosis, or null. */
    public static DiagnosisResult latest() {
        return latest;
    }

    /** Records {@code result} as the latest and tells every listener (a failing listener is logged, not rethrown). */
    public static void publish(DiagnosisResult result) {
        latest = result;
        for (Listener l : LISTENERS) {
            try {
                l.diagnosed(result);
            } catch (RuntimeException | LinkageError e) {
                ILog.of(DiagnosisResults.class).log(Status.error("a diagnosis listener failed: " + e, e));
            }
        }
    }
}
