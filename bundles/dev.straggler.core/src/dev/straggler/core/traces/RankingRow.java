package dev.straggler.core.traces;

import java.util.List;

import dev.straggler.model.traces.TraceKey;

/**
 * One row of the ranking table (DiffTrace Tables VI–VII): a parameter combination, its B-score — the
 * Fowlkes–Mallows index of the normal and the faulty run's flat clusterings into {@code clusters} clusters (1: the
 * fault did not change how the traces group; lower: it did) — and the suspicious traces of its DiffJSM clustering
 * ({@code topTraces}, most changed first) with their ranks ({@code topRanks}, in the same order, each once).
 */
public record RankingRow(TraceFilter filter, AttributeMode attributes, Linkage linkage, int k, int clusters,
        double bScore, List<TraceKey> topTraces, List<Integer> topRanks) {

    public RankingRow {
        topTraces = List.copyOf(topTraces);
        topRanks = List.copyOf(topRanks);
    }
}
