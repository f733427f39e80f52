package dev.straggler.internal.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.straggler.source.slice.SliceIncrements.Increment;
import dev.straggler.source.slice.SourceLine;

/**
 * The progressive backward slice ({@link dev.straggler.source.slice.SliceIncrements}) as {@code straggler slice} prints
 * it: per increment its ranks and the lines it adds, or as JSON (docs/json-schemas/slice.schema.json). The IDE shows
 * the slice in the editors and the Slice view instead.
 */
final class SliceReport {

    private SliceReport() {
    }

    /** The first increments ({@code shown}) of {@code total}. */
    static String text(List<Increment> shown, int total) {
        StringBuilder out = new StringBuilder();
        out.append("Backward slice from the least-progressed task, ").append(shown.size()).append(" of ").append(total)
                .append(total == 1 ? " increment" : " increments").append(" (AutomaDeD progressive slicing)\n");
        int k = 0;
        for (Increment inc : shown) {
            k++;
            out.append("increment ").append(k).append(": ").append(inc.ranks().size() == 1 ? "rank " : "ranks ")
                    .append(inc.ranks()).append(k == 1 ? " (least-progressed)" : "").append(": +")
                    .append(inc.added().size()).append(inc.added().size() == 1 ? " line, " : " lines, ")
                    .append(inc.lines().size()).append(" in the slice\n");
            for (Map.Entry<String, List<Integer>> f : byFile(inc.added()).entrySet()) {
                for (int line : f.getValue()) {
                    out.append("  ").append(f.getKey()).append(':').append(line).append('\n');
                }
            }
        }
        return out.toString();
    }

    /** {"increments": [{"ranks", "lines" (cumulative), "added"}...], "totalIncrements", "warnings"}. */
    static String json(List<Increment> shown, int total, List<String> warnings) {
        JsonObject o = new JsonObject();
        JsonArray incs = new JsonArray();
        for (Increment inc : shown) {
            JsonObject i = new JsonObject();
            JsonArray ranks = new JsonArray();
            for (int rank : inc.ranks().toArray()) {
                ranks.add(rank);
            }
            i.add("ranks", ranks);
            i.add("lines", lines(inc.lines()));
            i.add("added", lines(inc.added()));
            incs.add(i);
        }
        o.add("increments", incs);
        o.addProperty("totalIncrements", total);
        JsonArray w = new JsonArray();
        warnings.forEach(w::add);
        o.add("warnings", w);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(o);
    }

    private static Map<String, List<Integer>> byFile(Set<SourceLine> lines) {
        Map<String, List<Integer>> m = new LinkedHashMap<>();
        for (SourceLine l : lines) {
            m.computeIfAbsent(l.file(), k -> new ArrayList<>()).add(l.line());
        }
        return m;
    }

    private static JsonArray lines(Set<SourceLine> lines) {
        JsonArray a = new JsonArray();
        for (SourceLine l : lines) {
            JsonObject o = new JsonObject();
            o.addProperty("file", l.file());
            o.addProperty("line", l.line());
            a.add(o);
        }
        return a;
    }
}
