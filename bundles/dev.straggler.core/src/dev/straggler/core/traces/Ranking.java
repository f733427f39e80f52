package dev.straggler.core.traces;

import java.util.List;
import java.util.Locale;

import dev.straggler.model.traces.TraceKey;

/**
 * The ranking table of a comparison (DiffTrace §III-C-2): one {@link RankingRow} per parameter combination,
 * sorted by increasing B-score (rows with equal B-scores keep the order filter × attributes × linkage × K ×
 * clusters), and the traces the rows point at, most voted first.
 */
public final class Ranking {

    private final List<RankingRow> rows;
    private final List<Suspect> suspects;

    public Ranking(List<RankingRow> rows, List<Suspect> suspects) {
        this.rows = List.copyOf(rows);
        this.suspects = List.copyOf(suspects);
    }

    /** The rows, lowest B-score first. */
    public List<RankingRow> rows() {
        return rows;
    }

    /** The traces listed by at least one row: most votes first, then most change, then key. */
    public List<Suspect> suspects() {
        return suspects;
    }

    /** The most suspicious trace, or {@code null} when no row found any change. */
    public TraceKey top() {
        return suspects.isEmpty() ? null : suspects.get(0).key();
    }

    /** The table as text, one row per line (the paper's columns), then the suspects. */
    public String toText(int maxRows) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%-22s %-13s %-9s %3s %8s %9s  %s%n", "filter", "attributes", "linkage", "K",
                "clusters", "B-score", "top traces (ranks)"));
        int shown = 0;
        for (RankingRow r : rows) {
            if (shown++ == maxRows) {
                b.append("... ").append(rows.size() - maxRows).append(" more rows\n");
                break;
            }
            StringBuilder top = new StringBuilder();
            for (TraceKey k : r.topTraces()) {
                top.append(top.isEmpty() ? "" : " ").append(k);
            }
            b.append(String.format(Locale.ROOT, "%-22s %-13s %-9s %3d %8d %9.6f  %s %s%n", r.filter().label(),
                    r.attributes().label(), r.linkage().label(), r.k(), r.clusters(), r.bScore(),
                    top.isEmpty() ? "-" : top, r.topRanks().isEmpty() ? "" : r.topRanks()));
        }
        b.append("suspicious traces (diverged at, votes, change):");
        for (Suspect s : suspects.subList(0, Math.min(10, suspects.size()))) {
            b.append(String.format(Locale.ROOT, " %s (%.3f, %d, %.3f)", s.key(), s.diverged(), s.votes(),
                    s.change()));
        }
        return b.append('\n').toString();
    }
}
