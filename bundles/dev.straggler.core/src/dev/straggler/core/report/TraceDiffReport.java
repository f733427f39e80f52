package dev.straggler.core.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.straggler.core.traces.DiffBlock;
import dev.straggler.core.traces.DiffNlr;
import dev.straggler.core.traces.NlrEntry;
import dev.straggler.core.traces.NlrSequence;
import dev.straggler.core.traces.Ranking;
import dev.straggler.core.traces.RankingRow;
import dev.straggler.core.traces.Suspect;
import dev.straggler.core.traces.TraceDiff;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.model.traces.TraceSet;

/**
 * DiffTrace's comparison of a normal and a faulty run ({@link TraceDiff}) as text — the ranking table, then the diffNLR
 * of the suspects side by side, normal left, faulty right (DiffTrace Fig. 6) — and as JSON
 * (docs/json-schemas/diff.schema.json); and one trace's nested loop representation ({@link #nlrText}).
 */
public final class TraceDiffReport {

    private TraceDiffReport() {
    }

    /**
     * The comparison: a header naming both runs, the first {@code rows} rows of the ranking, then {@code diffs} (the
     * suspects' diffNLRs under the comparison's first filter and K).
     */
    public static String text(TraceDiff d, List<DiffNlr> diffs, int rows) {
        Ranking ranking = d.ranking();
        StringBuilder out = new StringBuilder();
        out.append("DiffTrace: normal ").append(d.normal().source()).append(", faulty ").append(d.faulty().source())
                .append(" (").append(d.keys().size()).append(" traces, ").append(ranking.rows().size())
                .append(" parameter combinations)\n");
        out.append(ranking.toText(rows));
        if (ranking.top() == null) {
            out.append("no trace changed: every combination groups the faulty run's traces as the normal run's\n");
        }
        for (DiffNlr n : diffs) {
            out.append('\n').append(sideBySide(n, d.defaultFilter(), d.defaultK()));
        }
        return out.toString();
    }

    /**
     * diffNLR as two columns (DiffTrace Fig. 6): the normal trace left, the faulty right; common entries on both
     * sides, a change as its normal entries ({@code -}) beside its faulty ones ({@code +}); then the loop bodies.
     */
    public static String sideBySide(DiffNlr d, TraceFilter filter, int k) {
        List<String[]> lines = new ArrayList<>();
        List<DiffBlock> blocks = d.blocks();
        for (int i = 0; i < blocks.size(); i++) {
            DiffBlock b = blocks.get(i);
            if (b.kind() == DiffBlock.Kind.COMMON) {
                for (NlrEntry e : b.normal()) {
                    lines.add(new String[] { "  " + e, "  " + e });
                }
                continue;
            }
            List<NlrEntry> left = b.kind() == DiffBlock.Kind.ONLY_NORMAL ? b.normal() : List.of();
            List<NlrEntry> right = b.kind() == DiffBlock.Kind.ONLY_FAULTY ? b.faulty() : List.of();
            if (b.kind() == DiffBlock.Kind.ONLY_NORMAL && i + 1 < blocks.size()
                    && blocks.get(i + 1).kind() == DiffBlock.Kind.ONLY_FAULTY) {
                right = blocks.get(++i).faulty();
            }
            for (int j = 0; j < Math.max(left.size(), right.size()); j++) {
                lines.add(new String[] { j < left.size() ? "- " + left.get(j) : "",
                        j < right.size() ? "+ " + right.get(j) : "" });
            }
        }
        int width = "normal".length();
        for (String[] l : lines) {
            width = Math.max(width, l[0].length());
        }
        StringBuilder b = new StringBuilder();
        b.append("diffNLR(").append(d.key()).append(") under ").append(filter).append(", K ").append(k)
                .append(d.identical() ? ": the same in both runs" : "").append('\n');
        b.append("  ").append(d).append('\n');
        String format = "  %-" + width + "s   %s%n";
        b.append(String.format(Locale.ROOT, format, "normal", "faulty"));
        for (String[] l : lines) {
            b.append(String.format(Locale.ROOT, format, l[0], l[1]).stripTrailing()).append('\n');
        }
        for (Map.Entry<Integer, List<NlrEntry>> loop : d.loops().entrySet()) {
            b.append("  L").append(loop.getKey()).append(" = [");
            String sep = "";
            for (NlrEntry e : loop.getValue()) {
                b.append(sep).append(e);
                sep = " ";
            }
            b.append("]\n");
        }
        return b.toString();
    }

    /** The comparison as JSON: every ranking row, the suspects, {@code diffs}. */
    public static JsonObject json(TraceDiff d, List<DiffNlr> diffs) {
        return json(d.normal(), d.faulty(), d.ranking(), diffs, d.defaultFilter(), d.defaultK());
    }

    /** {@link #json(TraceDiff, List)} as {@code straggler diff --json} prints it. */
    public static String jsonText(TraceDiff d, List<DiffNlr> diffs) {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeSpecialFloatingPointValues().create()
                .toJson(json(d, diffs));
    }

    /** One trace's NLR ({@code straggler nlr}): what it was reduced from and how, then its entries and loop bodies. */
    public static String nlrText(TraceSet run, NlrSequence s, TraceFilter filter, int k) {
        return "NLR(" + s.key() + ") of " + run.source() + " under " + filter + ", K " + k + ": " + s.events()
                + " events kept, " + s.entries().size() + " entries\n" + s.toText();
    }

    private static JsonObject json(TraceSet normal, TraceSet faulty, Ranking ranking, List<DiffNlr> diffs,
            TraceFilter filter, int k) {
        JsonObject root = new JsonObject();
        root.addProperty("normal", normal.source());
        root.addProperty("faulty", faulty.source());
        JsonArray rows = new JsonArray();
        for (RankingRow r : ranking.rows()) {
            JsonObject row = new JsonObject();
            row.addProperty("filter", r.filter().toString());
            row.addProperty("attributes", r.attributes().label());
            row.addProperty("linkage", r.linkage().label());
            row.addProperty("k", r.k());
            row.addProperty("clusters", r.clusters());
            row.addProperty("bScore", r.bScore());
            JsonArray top = new JsonArray();
            r.topTraces().forEach(t -> top.add(t.toString()));
            row.add("topTraces", top);
            JsonArray ranks = new JsonArray();
            r.topRanks().forEach(ranks::add);
            row.add("topRanks", ranks);
            rows.add(row);
        }
        root.add("rows", rows);
        JsonArray suspects = new JsonArray();
        for (Suspect s : ranking.suspects()) {
            JsonObject o = new JsonObject();
            o.addProperty("trace", s.key().toString());
            o.addProperty("rank", s.key().rank());
            o.addProperty("thread", s.key().thread());
            o.addProperty("diverged", s.diverged());
            o.addProperty("votes", s.votes());
            o.addProperty("change", s.change());
            suspects.add(o);
        }
        root.add("suspects", suspects);
        JsonArray ds = new JsonArray();
        for (DiffNlr d : diffs) {
            JsonObject o = new JsonObject();
            o.addProperty("trace", d.key().toString());
            o.addProperty("filter", filter.toString());
            o.addProperty("k", k);
            o.addProperty("summary", d.toString());
            JsonArray blocks = new JsonArray();
            for (DiffBlock b : d.blocks()) {
                JsonObject jb = new JsonObject();
                jb.addProperty("kind", b.kind().name().toLowerCase(Locale.ROOT));
                jb.add("entries", strings(b.entries()));
                blocks.add(jb);
            }
            o.add("blocks", blocks);
            JsonObject loops = new JsonObject();
            d.loops().forEach((id, body) -> loops.add("L" + id, strings(body)));
            o.add("loops", loops);
            ds.add(o);
        }
        root.add("diffNlr", ds);
        return root;
    }

    private static JsonArray strings(List<NlrEntry> entries) {
        JsonArray a = new JsonArray();
        entries.forEach(e -> a.add(e.toString()));
        return a;
    }
}
