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
 * the same function at another line, the branch). A call site the rules flagged ({@link Finding}) is paired first:
 * a new site with the most similar training site, a missing site with the most similar checked site, and a site
 * whose volume departed with itself (then both sides are the call site's frame, {@link Basis#VOLUME}). Points of
 * the rules come first, by the pair's share of the communication volume; then Vrisha's pairs by share, within a
 * pair from the innermost frame out.
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
        STACK,
        /** A call site no training run had, paired with the most similar training site. */
        NEW_CALL_SITE,
        /** A training call site the checked process does not have, paired with its most similar site. */
        MISSING_CALL_SITE,
        /** A call site whose volume departed from the training runs' prediction: both sides are the site. */
        VOLUME;

        /** True for the bases of the call-site rules ({@link Finding}), ranked before Vrisha's pairs. */
        public boolean rule() {
            return this == NEW_CALL_SITE || this == MISSING_CALL_SITE || this == VOLUME;
        }

        /** The basis in words: {@code "new call site"}. */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        }
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
     * One line: {@code "ranks 5: ring_allgather (coll.c:38) instead of my_allgather (coll.c:42) [90% of the volume,
     * 88% in np8 rank 5]"}; a rule's point names its rule ({@code "[new call site: 90% of the volume, ...]"}), and a
     * volume's point its one site ({@code "ranks 0-15: exchange (ring.c:62), volume departed [volume: ...]"}).
     */
    public String describe() {
        String at = checkedAt == null ? "(no frame)" : checkedAt.describe();
        String was = trainingAt == null ? "(no frame)" : trainingAt.describe();
        String shares = Math.round(100 * checkedShare) + "% of the volume, " + Math.round(100 * trainingShare)
                + "% in " + trainingRun + " rank " + trainingRank;
        String why = switch (basis) {
            case CRASH -> "crash stack vs " + trainingRun + " rank " + trainingRank;
            case SHARE, STACK -> shares;
            case NEW_CALL_SITE, MISSING_CALL_SITE, VOLUME -> basis.label() + ": " + shares;
        };
        String where = basis == Basis.VOLUME ? at + ", volume departed" : at + " instead of " + was;
        return "ranks " + ranks + ": " + where + " [" + why + "]";
    }
}
