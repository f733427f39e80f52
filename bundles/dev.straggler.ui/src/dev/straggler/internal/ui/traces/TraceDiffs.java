package dev.straggler.internal.ui.traces;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import dev.straggler.core.traces.TraceDiff;

/**
 * The latest {@link TraceDiff} of the workbench and who wants to know of a new one (the ranking, diffNLR and JSM
 * views, the presenter that brings them to the front). Published and read on the UI thread.
 */
public final class TraceDiffs {

    /** Told of each new comparison (UI thread). */
    @FunctionalInterface
    public interface Listener {
        void published(TraceDiff diff);
    }

    private static final List<Listener> LISTENERS = new CopyOnWriteArrayList<>();
    private static volatile TraceDiff latest;

    private TraceDiffs() {
    }

    /** The latest comparison, or null. */
    public static TraceDiff latest() {
        return latest;
    }

    /** Makes {@code diff} the latest and tells every listener. UI thread. */
    public static void publish(TraceDiff diff) {
        latest = diff;
        for (Listener l : LISTENERS) {
            l.published(diff);
        }
    }

    public static void addListener(Listener l) {
        LISTENERS.add(l);
    }

    public static void removeListener(Listener l) {
        LISTENERS.remove(l);
    }
}
