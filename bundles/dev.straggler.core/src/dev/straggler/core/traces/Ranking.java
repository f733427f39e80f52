package dev.straggler.core.traces;

import java.util.List;
import java.util.Locale;

import dev.straggler.internal.core.traces.TraceInputs;
import dev.straggler.model.traces.TraceKey;

/**
 * The ranking table of a comparison (DiffTrace §III-C-2): one {@link RankingRow} per parameter combination,
 * sorted by increasing B-score (rows with equal B-scores keep the order filter × attributes × linkage × K ×
 * clusters), and the traces the rows point at, earliest divergence first.
 * <p>
 * DiffJSM sees how the traces group, so a fault that changes every trace alike (a wrong count in a collective every
 * rank calls) leaves it at 0 and no row names a trace. The ranking then lists, as {@link #changedAlike() changed
 * alike}, the traces that differ from their normal twin at all under some combination's filter and call detail
 * (votes and change 0), earliest divergence first: "no trace changed" is said only when none did.
 */
public final class Ranking {

    private final List<RankingRow> rows;
    private final List<Suspect> suspects;
    private final boolean alike;
    private final List<TraceKey> changed;
    private final int traces;

    /**
     * The rows (sorted), the suspects (sorted); with {@code alike} the suspects are traces that changed alike, not
     * traces the rows name; {@code changed}: every trace that differs from its normal twin under some filter, of the
     * {@code traces} compared.
     */
    public Ranking(List<RankingRow> rows, List<Suspect> suspects, boolean alike, List<TraceKey> changed, int traces) {
        this.rows = List.copyOf(rows);
        this.suspects = List.copyOf(suspects);
        this.alike = alike;
        this.changed = List.copyOf(changed);
        this.traces = traces;
    }

    /** The rows, lowest B-score first. */
    public List<RankingRow> rows() {
        return rows;
    }

    /**
     * The traces that changed and that at least one row lists, earliest divergence first, then most votes, then most
     * change, then key (a row may also list a trace that did not change at all: its DiffJSM row moves when another
     * trace changes; it is no suspect); when no row lists a changed trace ({@link #changedAlike()}), the traces that
     * changed, alike.
     */
    public List<Suspect> suspects() {
        return suspects;
    }

    /**
     * Whether no trace stands out from the others (no row names one) although some traces changed: the
     * {@link #suspects()} are then those, all with 0 votes.
     */
    public boolean changedAlike() {
        return alike;
    }

    /**
     * The traces that differ from their normal twin at all (their kept events, under some filter of the ranking, by
     * name or with call arguments), in key order: the fault's whole footprint, whatever DiffJSM makes of it — a
     * fault that changes every trace alike changes them all, one whose effect spreads along waits changes the traces
     * it reached.
     */
    public List<TraceKey> changed() {
        return changed;
    }

    /** The most suspicious trace, or {@code null} when no trace changed at all. */
    public TraceKey top() {
        return suspects.isEmpty() ? null : suspects.get(0).key();
    }

    /** The table as text, one row per line (the paper's columns), then the suspects. */
    public String toText(int maxRows) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%-22s %-18s %-9s %4s %8s %9s  %s%n", "filter", "attributes", "linkage", "K",
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
            b.append(String.format(Locale.ROOT, "%-22s %-18s %-9s %4d %8d %9.6f  %s %s%n", r.filter().label(),
                    r.attributes().label(), r.linkage().label(), r.k(), r.clusters(), r.bScore(),
                    top.isEmpty() ? "-" : top, r.topRanks().isEmpty() ? "" : r.topRanks()));
        }
        if (alike) {
            b.append("no trace stands out from the others, but ").append(suspects.size())
                    .append(suspects.size() == 1 ? " trace" : " traces")
                    .append(" changed alike (diverged at):");
            for (Suspect s : suspects.subList(0, Math.min(10, suspects.size()))) {
                b.append(String.format(Locale.ROOT, " %s (%.3f)", s.key(), s.diverged()));
            }
        } else {
            b.append("suspicious traces (diverged at, votes, change):");
            for (Suspect s : suspects.subList(0, Math.min(10, suspects.size()))) {
                b.append(String.format(Locale.ROOT, " %s (%.3f, %d, %.3f)", s.key(), s.diverged(), s.votes(),
                        s.change()));
            }
        }
        if (suspects.size() > 10) {
            b.append(" ... (").append(suspects.size()).append(" in all)");
        }
        b.append('\n').append("changed from the normal run: ").append(changed.size()).append(" of ").append(traces)
                .append(" traces");
        return b.append(changed.isEmpty() ? "" : ": " + keys(changed)).append('\n').toString();
    }

    /** {@code ranks 2-4} when every key is a thread 0, else the keys ({@code 1.2 3.0}), at most 20. */
    static String keys(List<TraceKey> keys) {
        if (keys.stream().allMatch(k -> k.thread() == 0)) {
            return (keys.size() == 1 ? "rank " : "ranks ") + TraceInputs.ranges(keys.stream().map(TraceKey::rank).toList());
        }
        StringBuilder b = new StringBuilder();
        for (TraceKey k : keys.subList(0, Math.min(20, keys.size()))) {
            b.append(b.isEmpty() ? "" : " ").append(k);
        }
        return keys.size() > 20 ? b.append(" ... (").append(keys.size()).append(" in all)").toString() : b.toString();
    }
}
