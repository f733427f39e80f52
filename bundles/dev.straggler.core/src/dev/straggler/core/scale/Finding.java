package dev.straggler.core.scale;

import dev.straggler.model.RankSet;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ProfileFrame;

/**
 * What one of the call-site rules found in a checked run ({@link CheckResult#findings()}): a call site no training
 * run had, a call site missing where every training run had it, or a volume outside the range the training runs
 * predict; the checked processes it was found in are flagged for it ({@link Reason}). Findings of one kind at one
 * call site (and, for a volume, one direction) are merged across processes.
 *
 * @param kind      {@link Reason#NEW_CALL_SITE}, {@link Reason#MISSING_CALL_SITE} or {@link Reason#VOLUME}
 * @param ranks     the checked processes it was found in
 * @param stack     the call site: the checked run's for a new site and a volume, the training runs' for a missing one
 * @param calls     the MPI calls made there, joined with "/" ({@code "MPI_Sendrecv"})
 * @param direction for a volume, the bytes that departed; {@code null} otherwise
 * @param observed  the bytes the processes had there (for a new site, sent plus received), smallest and largest;
 *                  {@code null} for a missing site
 * @param expected  for a volume, the range the training runs predict at the checked scale; {@code null} otherwise
 */
public record Finding(Reason kind, RankSet ranks, CallStack stack, String calls, Direction direction,
        ByteRange observed, ByteRange expected) {

    /** Bytes sent or received at a call site. */
    public enum Direction {
        /** Bytes sent. */
        SENT,
        /** Bytes received. */
        RECEIVED;

        /** {@code "sent"} or {@code "received"}. */
        public String label() {
            return this == SENT ? "sent" : "received";
        }
    }

    /**
     * A range of byte counts.
     *
     * @param low  the smallest
     * @param high the largest
     */
    public record ByteRange(long low, long high) {

        /** {@code "8,192 B"} or {@code "0-8,192 B"}. */
        public String describe() {
            return low == high ? String.format(java.util.Locale.ROOT, "%,d B", low)
                    : String.format(java.util.Locale.ROOT, "%,d-%,d B", low, high);
        }
    }

    /** Checks the kind. */
    public Finding {
        if (kind == null || kind == Reason.ABNORMALITY) {
            throw new IllegalArgumentException("a finding is a call-site rule's: " + kind);
        }
    }

    /**
     * The frame that names the site to a user: the innermost frame with a source line (the application's call of
     * MPI), else the innermost frame; {@code null} for an empty stack.
     */
    public ProfileFrame site() {
        return CallSiteVolume.siteFrame(stack);
    }

    /**
     * One line: {@code "ranks 0-15: volume: MPI_Sendrecv at halo_exchange (ring.c:62): 0 B sent, expected
     * 10,240-20,480 B"}.
     */
    public String describe() {
        ProfileFrame f = site();
        String where = calls + " at " + (f == null ? "(no frame)" : f.describe());
        String what = switch (kind) {
            case NEW_CALL_SITE -> "a call site no training run had (" + observed.describe() + ")";
            case MISSING_CALL_SITE -> "not reached, every training run had it";
            case VOLUME -> observed.describe() + " " + direction.label() + ", expected " + expected.describe();
            default -> throw new IllegalStateException(kind.toString());
        };
        return "ranks " + ranks + ": " + kind.label() + ": " + where + ": " + what;
    }
}
