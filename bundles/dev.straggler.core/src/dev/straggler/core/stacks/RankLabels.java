package dev.straggler.core.stacks;

import dev.straggler.model.RankSet;

/** STAT's edge labels: "k: [ranges]", e.g. {@code "3: [0-1,3]"}. */
public final class RankLabels {

    private RankLabels() {
    }

    /** "k: [ranges]" with every range. */
    public static String label(RankSet ranks) {
        return ranks.size() + ": [" + ranks + "]";
    }

    /**
     * "k: [ranges]" with at most {@code maxRuns} ranges, then "..." (a label of a million scattered ranks would
     * not fit on a screen): {@code "7: [0-1,3,...]"}.
     */
    public static String label(RankSet ranks, int maxRuns) {
        String all = ranks.toString();
        int commas = 0;
        for (int i = 0; i < all.length(); i++) {
            if (all.charAt(i) == ',' && ++commas == maxRuns) {
                return ranks.size() + ": [" + all.substring(0, i) + ",...]";
            }
        }
        return ranks.size() + ": [" + all + "]";
    }
}
