package dev.straggler.core.scale;

import java.util.List;

import dev.straggler.model.RankSet;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ProfileFrame;

/**
 * Where the stack of a checked run's call site leaves the stack of the training call site it was matched with
 * (Vrisha §5.4). The two stacks are aligned (a longest-common-subsequence diff of their frames, module + offset);
 * each maximal run of differing frames between common frames is one divergence point. {@link #checkedAt()} and
 * {@link #trainingAt()} are the outermost differing frames: the places where control took another path (typically
 * the same function at another line, the branch). Points are ranked by the matched pair's share of the
 * communication volume, and within a pair from the innermost frame out.
 *
 * @param basis          why the two call sites were paired
 * @param ranks          the checked processes in which this pair and point were found
 * @param checkedStack   the checked run's call site (for {@link Basis#CRASH}: the crash stack)
 * @param checkedShare   its share of the checked process's communication volume (0 for a crash stack)
 * @param trainingRun    the training run of the reference process
 * @param trainingRank   the reference process's rank
 * @param trainingStack  the training call site
 * @param trainingShare  its share of the reference process's communication volume
 * @param checkedFrames  the differing frames of the checked stack, innermost first (may be empty)
 * @param trainingFrames the differing frames of the training stack, innermost first (may be empty)
 * @param checkedAt      the outermost differing checked frame, {@code null} when the checked side has none
 * @param trainingAt     the outermost differing training frame, {@code null} when the training side has none
 */
public record DivergencePoint(Basis basis, RankSet ranks, CallStack checkedStack, double checkedShare,
        String trainingRun, int trainingRank, CallStack trainingStack, double trainingShare,
        List<ProfileFrame> checkedFrames, List<ProfileFrame> trainingFrames, ProfileFrame checkedAt,
        ProfileFrame trainingAt) {

    /** Why a checked call site was paired with a training one. */
    public enum Basis {
        /** The crash stack and the training call site closest to it (§5.4.2): first in a crashed run. */
        CRASH,
        /** Matched by share of the communication volume (§5.4.1). */
        SHARE,
        /** Left over by the share matching (the other side has fewer sites): paired with the most similar stack. */
        STACK
    }

    /** Copies the lists. */
    public DivergencePoint {
        checkedFrames = List.copyOf(checkedFrames);
        trainingFrames = List.copyOf(trainingFrames);
    }

    /** The weight a point is ranked by: the larger share of its pair. */
    public double weight() {
        return Math.max(checkedShare, trainingShare);
    }

    /**
     * One line: {@code "ranks 5: ring_allgather (coll.c:38) instead of my_allgather (coll.c:42) [90% of the volume]"}.
     */
    public String describe() {
        String at = checkedAt == null ? "(no frame)" : checkedAt.describe();
        String was = trainingAt == null ? "(no frame)" : trainingAt.describe();
        String why = switch (basis) {
            case CRASH -> "crash stack vs " + trainingRun + " rank " + trainingRank;
            case SHARE, STACK -> Math.round(100 * checkedShare) + "% of the volume, " + Math.round(100 * trainingShare)
                    + "% in " + trainingRun + " rank " + trainingRank;
        };
        return "ranks " + ranks + ": " + at + " instead of " + was + " [" + why + "]";
    }
}
