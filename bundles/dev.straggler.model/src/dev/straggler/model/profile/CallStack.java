package dev.straggler.model.profile;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The call stack that identifies an MPI call site, innermost frame first (frame 0 is the closest caller of the MPI
 * call, the last is the outermost, e.g. {@code __libc_start_main}); also the stack of a crash. Immutable; equal when
 * the frames are equal (module + offset, see {@link ProfileFrame}), so one call site is one stack in every task and
 * every run of one build.
 */
public final class CallStack implements Iterable<ProfileFrame> {

    private final List<ProfileFrame> frames;
    private final int hash;

    private CallStack(List<ProfileFrame> frames) {
        this.frames = frames;
        this.hash = frames.hashCode();
    }

    /** A stack of the given frames, innermost first. */
    public static CallStack of(List<ProfileFrame> innermostFirst) {
        for (ProfileFrame f : innermostFirst) {
            if (f == null) {
                throw new IllegalArgumentException("a call stack has no null frames");
            }
        }
        return new CallStack(List.copyOf(innermostFirst));
    }

    /** A stack of the given frames, innermost first. */
    public static CallStack of(ProfileFrame... innermostFirst) {
        return of(List.of(innermostFirst));
    }

    /** The frames, innermost first (unmodifiable). */
    public List<ProfileFrame> frames() {
        return frames;
    }

    /** The number of frames. */
    public int depth() {
        return frames.size();
    }

    /** Frame {@code i}, 0 being the innermost. */
    public ProfileFrame frame(int i) {
        return frames.get(i);
    }

    /** The innermost frame, {@code null} for an empty stack. */
    public ProfileFrame innermost() {
        return frames.isEmpty() ? null : frames.get(0);
    }

    /** The same stack with every frame replaced by {@code f.apply(frame)} (e.g. symbolized). */
    public CallStack map(UnaryOperator<ProfileFrame> f) {
        List<ProfileFrame> out = new ArrayList<>(frames.size());
        for (ProfileFrame frame : frames) {
            out.add(f.apply(frame));
        }
        return of(out);
    }

    @Override
    public Iterator<ProfileFrame> iterator() {
        return frames.iterator();
    }

    /** One line per frame, innermost first, as {@link ProfileFrame#describe()}. */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        for (ProfileFrame f : frames) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(f.describe());
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof CallStack other && hash == other.hash && frames.equals(other.frames);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return frames.toString();
    }
}
