package dev.straggler.core.traces;

import java.util.List;

/**
 * The parameter combinations of a ranking table (DiffTrace §III-C-2, Fig. 7): every filter × attribute mode ×
 * linkage × NLR bound K × cluster count is one row. {@code top} is how many suspicious traces a row lists. A K of
 * {@link TraceAnalysis#AUTO_K} is chosen from the data, per filter (and call detail), over both runs: the longest
 * loop body the NLR finds with K up to {@link TraceAnalysis#MAX_K}, at least {@link TraceAnalysis#DEFAULT_K}; the
 * rows give the K chosen.
 */
public record RankingParameters(List<TraceFilter> filters, List<AttributeMode> attributes, List<Linkage> linkages,
        List<Integer> ks, List<Integer> clusterCounts, int top) {

    public RankingParameters {
        filters = List.copyOf(filters);
        attributes = List.copyOf(attributes);
        linkages = List.copyOf(linkages);
        ks = List.copyOf(ks);
        clusterCounts = List.copyOf(clusterCounts);
        if (filters.isEmpty() || attributes.isEmpty() || linkages.isEmpty() || ks.isEmpty() || clusterCounts.isEmpty()) {
            throw new IllegalArgumentException("Every parameter of the ranking needs at least one value.");
        }
        for (int k : ks) {
            if (k < 1 && k != TraceAnalysis.AUTO_K) {
                throw new IllegalArgumentException("K (the longest loop body) must be at least 1, not " + k + ".");
            }
        }
        for (int c : clusterCounts) {
            if (c < 2) {
                throw new IllegalArgumentException("A cluster count must be at least 2, not " + c + ".");
            }
        }
        if (top < 1) {
            throw new IllegalArgumentException("The number of top traces must be at least 1, not " + top + ".");
        }
    }

    /**
     * The defaults: filters {@code ret.mpi} (the paper's case study) and {@code ret.plt} (every function), all twelve
     * attribute modes (the paper's six, and the six with call arguments), all seven linkages, K from the data, 2 to 4
     * clusters, top 5: 504 rows.
     */
    public static RankingParameters defaults() {
        return new RankingParameters(List.of(TraceFilter.mpi(), TraceFilter.of(FilterKind.RETURNS, FilterKind.PLT)),
                AttributeMode.all(), List.of(Linkage.values()), List.of(TraceAnalysis.AUTO_K), List.of(2, 3, 4), 5);
    }

    /** The number of rows these parameters make. */
    public int combinations() {
        return filters.size() * attributes.size() * linkages.size() * ks.size() * clusterCounts.size();
    }
}
