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
     * The comparison: a header naming both runs, its notes, the first {@code rows} rows of the ranking, then
     * {@code diffs} (the suspects' diffNLRs, each under the filter and K it was made with), each at most {@code lines}
     * lines long.
     */
    public static String text(TraceDiff d, List<DiffNlr> diffs, int rows, int lines) {
        Ranking ranking = d.ranking();
        StringBuilder out = new StringBuilder();
        out.append("DiffTrace: normal ").append(d.normal().source()).append(", faulty ").append(d.faulty().source())
                .append(" (").append(d.keys().size()).append(" traces, ").append(ranking.rows().size())
                .append(" parameter combinations)\n");
        for (String note : d.notes()) {
            out.append("note: ").append(note).append('\n');
        }
        out.append(ranking.toText(rows));
        if (ranking.top() == null) {
            out.append("no trace changed: every trace of the faulty run is its normal twin under every filter\n");
        }
        for (DiffNlr n : diffs) {
            out.append('\n').append(sideBySide(n, lines));
        }
        return out.toString();
    }

    /**
     * diffNLR as two columns (DiffTrace Fig. 6): the normal trace left, the faulty right; common entries on both
     * sides, a change as its normal entries ({@code -}) beside its faulty ones ({@code +}); at most {@code max} lines,
     * then how many more there are; then the loop bodies and the diff's note, if any.
     */
    public static String sideBySide(DiffNlr d, int max) {
        List<String[]> lines = new ArrayList<>();
        List<DiffBlock> blocks = d.blocks();
        long more = 0;
        for (int i = 0; i < blocks.size(); i++) {
            DiffBlock b = blocks.get(i);
            if (b.kind() == DiffBlock.Kind.COMMON) {
                for (NlrEntry e : b.normal()) {
                    if (lines.size() < max) {
                        lines.add(new String[] { "  " + e, "  " + e });
                    } else {
                        more++;
                    }
                }
                continue;
            }
            List<NlrEntry> left = b.kind() == DiffBlock.Kind.ONLY_NORMAL ? b.normal() : List.of();
            List<NlrEntry> right = b.kind() == DiffBlock.Kind.ONLY_FAULTY ? b.faulty() : List.of();
            if (b.kind() == DiffBlock.Kind.ONLY_NORMAL && i + 1 < blocks.size()
                    && blocks.get(i + 1).kind() == DiffBlock.Kind.ONLY_FAULTY) {
                right = blocks.get(++i).faulty();
            }
            int height = Math.max(left.size(), right.size());
            for (int j = 0; j < height; j++) {
                if (lines.size() >= max) {
                    more += height - j;
                    break;
                }
                lines.add(new String[] { j < left.size() ? "- " + left.get(j) : "",
                        j < right.size() ? "+ " + right.get(j) : "" });
            }
        }
        int width = "normal".length();
        for (String[] l : lines) {
            width = Math.max(width, l[0].length());
        }
        StringBuilder b = new StringBuilder();
        b.append("diffNLR(").append(d.key()).append(") under ").append(d.under())
                .append(d.identical() ? ": the same in both runs" : "").append('\n');
        b.append("  ").append(d).append('\n');
        String format = "  %-" + width + "s   %s%n";
        b.append(String.format(Locale.ROOT, format, "normal", "faulty"));
        for (String[] l : lines) {
            b.append(String.format(Locale.ROOT, format, l[0], l[1]).stripTrailing()).append('\n');
        }
        if (more > 0) {
            b.append("  ... ").append(more).append(" more lines (--lines)\n");
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
        if (d.note() != null) {
            b.append("  note: ").append(d.note()).append('\n');
        }
        return b.toString();
    }

    /** The comparison as JSON: every ranking row, the suspects, {@code diffs}. */
    public static JsonObject json(TraceDiff d, List<DiffNlr> diffs) {
        return json(d.normal(), d.faulty(), d.ranking(), diffs, d.notes());
    }

    /** {@link #json(TraceDiff, List)} as {@code straggler diff --json} prints it. */
    public static String jsonText(TraceDiff d, List<DiffNlr> diffs) {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeSpecialFloatingPointValues().create()
                .toJson(json(d, diffs));
    }

    /**
     * One trace's NLR ({@code straggler nlr}): what it was reduced from and how (with the MPI calls' arguments or not,
     * the K it was reduced with), then its entries and loop bodies.
     */
    public static String nlrText(TraceSet run, NlrSequence s, TraceFilter filter, boolean arguments) {
        return "NLR(" + s.key() + ") of " + run.source() + " under " + filter
                + (arguments ? " with call arguments" : "") + ", K " + s.k() + ": " + s.events() + " events kept, "
                + s.entries().size() + " entries\n" + s.toText();
    }

    private static JsonObject json(TraceSet normal, TraceSet faulty, Ranking ranking, List<DiffNlr> diffs,
            List<String> notes) {
        JsonObject root = new JsonObject();
        root.addProperty("normal", normal.source());
        root.addProperty("faulty", faulty.source());
        JsonArray ns = new JsonArray();
        notes.forEach(ns::add);
        root.add("notes", ns);
        root.addProperty("changedAlike", ranking.changedAlike());
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
        JsonArray changed = new JsonArray();
        ranking.changed().forEach(k -> changed.add(k.toString()));
        root.add("changed", changed);
        JsonArray ds = new JsonArray();
        for (DiffNlr d : diffs) {
            JsonObject o = new JsonObject();
            o.addProperty("trace", d.key().toString());
            o.addProperty("filter", String.valueOf(d.filter()));
            o.addProperty("k", d.k());
            o.addProperty("arguments", d.arguments());
            o.addProperty("summary", d.toString());
            if (d.note() != null) {
                o.addProperty("note", d.note());
            }
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
