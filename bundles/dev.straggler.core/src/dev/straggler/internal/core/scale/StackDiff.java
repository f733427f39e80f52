package dev.straggler.internal.core.scale;

import java.util.ArrayList;
import java.util.List;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;

import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ProfileFrame;

/**
 * Where two call stacks differ: a shortest edit script (Myers' diff, java-diff-utils) between their frames, innermost
 * first, with frames equal when module and offset are. Each delta is a maximal run of differing frames between common
 * ones: one divergence point (Vrisha §5.4.1, Fig. 6). Its outermost frame on each side is where the paths split.
 */
public final class StackDiff {

    /**
     * One run of differing frames.
     *
     * @param checked  the checked stack's frames there, innermost first (may be empty)
     * @param training the training stack's frames there, innermost first (may be empty)
     */
    public record Hunk(List<ProfileFrame> checked, List<ProfileFrame> training) {

        /** The outermost differing checked frame, null when none. */
        public ProfileFrame checkedAt() {
            return checked.isEmpty() ? null : checked.get(checked.size() - 1);
        }

        /** The outermost differing training frame, null when none. */
        public ProfileFrame trainingAt() {
            return training.isEmpty() ? null : training.get(training.size() - 1);
        }
    }

    private StackDiff() {
    }

    /** The hunks, innermost first; empty when the stacks are equal. */
    public static List<Hunk> diff(CallStack checked, CallStack training) {
        List<Hunk> hunks = new ArrayList<>();
        for (AbstractDelta<ProfileFrame> d : DiffUtils.diff(training.frames(), checked.frames()).getDeltas()) {
            hunks.add(new Hunk(List.copyOf(d.getTarget().getLines()), List.copyOf(d.getSource().getLines())));
        }
        return hunks;
    }

    /** The number of frames the two stacks have in common (the length of their longest common subsequence). */
    public static int common(CallStack a, CallStack b) {
        int differing = 0;
        for (AbstractDelta<ProfileFrame> d : DiffUtils.diff(b.frames(), a.frames()).getDeltas()) {
            differing += d.getSource().size();
        }
        return b.depth() - differing;
    }
}
