package dev.straggler.launch.ide;

import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;

/**
 * Where the outcome of every launched run is published ({@link RunOutcome}): the UI shows it (view header, console,
 * status line). Listeners are called on the publishing (background) thread.
 */
public final class RunOutcomes {

    /** Told about every run's outcome. */
    @FunctionalInterface
    public interface Listener {
        void ended(RunOutcome outcome);
    }

    private static final CopyOnWriteArrayList<Listener> LISTENERS = new CopyOnWriteArrayList<>();
    private static volatile RunOutcome latest;

    private RunOutcomes() {
    }

    public static void addListener(Listener l) {
        LISTENERS.addIfAbsent(l);
    }

    public static void removeListener(Listener l) {
        LISTENERS.remove(l);
    }

    /** The last published outcome, or null. */
    public static RunOutcome latest() {
        return latest;
    }

    /** Records {@code outcome} as the latest and tells every listener (a failing listener is logged). */
    public static void publish(RunOutcome outcome) {
        latest = outcome;
        for (Listener l : LISTENERS) {
            try {
                l.ended(outcome);
            } catch (RuntimeException | LinkageError e) {
                ILog.of(RunOutcomes.class).log(Status.error("a run outcome listener failed: " + e, e));
            }
        }
    }
}
