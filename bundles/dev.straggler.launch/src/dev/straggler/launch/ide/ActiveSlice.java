package dev.straggler.launch.ide;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;

import dev.straggler.source.slice.SliceIncrements.Increment;
import dev.straggler.source.slice.SourceLine;

/**
 * The slice the IDE shows: the current {@link SliceSession} and how many of its increments are shown. Next adds
 * the next increment, Previous takes the newest away, Clear hides the slice (Next shows S0 again). Thread-safe;
 * listeners are called on the thread that changed the state (the UI thread for the commands, a job for a newly
 * computed slice), so the UI must move to its thread itself.
 */
public final class ActiveSlice {

    /** Told about every change of session or step. */
    @FunctionalInterface
    public interface Listener {
        void changed();
    }

    /** What is shown: {@code step} -1 means hidden. */
    public record Snapshot(SliceSession session, int step) {

        public boolean shown() {
            return session != null && step >= 0;
        }

        /** The cumulative slice shown (empty when hidden). */
        public Set<SourceLine> lines() {
            return shown() ? session.lines(step) : Set.of();
        }

        /** The lines the newest shown increment added (S0 itself at step 0). */
        public Set<SourceLine> newest() {
            return shown() ? session.increments().get(step).added() : Set.of();
        }

        /** The increments shown, S0 first. */
        public List<Increment> increments() {
            return shown() ? session.increments().subList(0, step + 1) : List.of();
        }

        /**
         * The line the IDE shows when this step is reached: the newest increment's partner side, else its line
         * ({@link Increment#focus()}); null when hidden or not known.
         */
        public SourceLine focus() {
            return shown() ? session.increments().get(step).focus() : null;
        }

        public boolean canNext() {
            return session != null && session.hasLines() && step < session.increments().size() - 1;
        }

        public boolean canPrevious() {
            return session != null && step > 0;
        }

        public boolean canClear() {
            return shown() && session.hasLines();
        }
    }

    private static final CopyOnWriteArrayList<Listener> LISTENERS = new CopyOnWriteArrayList<>();
    private static Snapshot state = new Snapshot(null, -1);

    private ActiveSlice() {
    }

    public static void addListener(Listener l) {
        LISTENERS.addIfAbsent(l);
    }

    public static void removeListener(Listener l) {
        LISTENERS.remove(l);
    }

    public static synchronized Snapshot get() {
        return state;
    }

    /** Makes {@code s} the active slice with S0 shown (null: no slice). */
    public static void set(SliceSession s) {
        update(null, new Snapshot(s, s == null ? -1 : 0));
    }

    /** Shows one more increment; false when there is none. */
    public static boolean next() {
        Snapshot s = get();
        return s.canNext() && update(s, new Snapshot(s.session(), s.step() + 1));
    }

    /** Hides the newest increment; false at S0 or without a slice. */
    public static boolean previous() {
        Snapshot s = get();
        return s.canPrevious() && update(s, new Snapshot(s.session(), s.step() - 1));
    }

    /** Hides the slice (the session stays: Next shows S0 again); false when nothing is shown. */
    public static boolean clear() {
        Snapshot s = get();
        return s.canClear() && update(s, new Snapshot(s.session(), -1));
    }

    /** Replaces the state by {@code to} unless it is no longer {@code from} (null: whatever it is). */
    private static boolean update(Snapshot from, Snapshot to) {
        synchronized (ActiveSlice.class) {
            if (from != null && state != from) {
                return false;
            }
            state = to;
        }
        for (Listener l : LISTENERS) {
            try {
                l.changed();
            } catch (RuntimeException | LinkageError e) {
                ILog.of(ActiveSlice.class).log(Status.error("a slice listener failed: " + e, e));
            }
        }
        return true;
    }
}
