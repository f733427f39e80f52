package dev.straggler.internal.core.progress;

import java.util.BitSet;

import dev.straggler.model.RankSet;

/** Rank sets from the analysis' per-rank arrays, built run by run (one range per run of ranks, not one add per rank). */
final class Ranks {

    private Ranks() {
    }

    /** The ranks that have a state ({@code rankState[r] >= 0}: their task dumped). */
    static RankSet dumped(int[] rankState) {
        RankSet.Builder b = RankSet.builder();
        int n = rankState.length;
        int r = 0;
        while (r < n) {
            while (r < n && rankState[r] < 0) {
                r++;
            }
            int first = r;
            while (r < n && rankState[r] >= 0) {
                r++;
            }
            if (r > first) {
                b.addRange(first, r - 1);
            }
        }
        return b.build();
    }

    /** The set bits of {@code bits}. */
    static RankSet of(BitSet bits) {
        RankSet.Builder b = RankSet.builder();
        for (int first = bits.nextSetBit(0); first >= 0; ) {
            int end = bits.nextClearBit(first);
            b.addRange(first, end - 1);
            first = end == Integer.MAX_VALUE ? -1 : bits.nextSetBit(end);
        }
        return b.build();
    }
}
