package dev.straggler.internal.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.straggler.model.RankSet;
import dev.straggler.source.slice.SliceIncrements;
import dev.straggler.source.slice.SliceIncrements.Communication;
import dev.straggler.source.slice.SliceIncrements.Increment;
import dev.straggler.source.slice.SourceLine;

/**
 * The progressive backward slice ({@link dev.straggler.source.slice.SliceIncrements}) as {@code straggler slice} prints
 * it: the order of the increments, per increment its ranks, why it comes then, what it adds for the communication and
 * the lines it adds, or as JSON (docs/json-schemas/slice.schema.json). The IDE shows
 * the slice in the editors and the Slice view instead.
 */
final class SliceReport {

    private SliceReport() {
    }

    /** The first increments ({@code shown}) of {@code total}. */
    static String text(List<Increment> shown, int total) {
        StringBuilder out = new StringBuilder();
        out.append("Backward slice from the least-progressed task, ").append(shown.size()).append(" of ").append(total)
                .append(total == 1 ? " increment" : " increments").append(" (AutomaDeD progressive slicing)\n")
                .append("Order: ").append(SliceIncrements.ORDER).append('\n');
        int k = 0;
        for (Increment inc : shown) {
            k++;
            out.append("increment ").append(k).append(": ").append(inc.ranks().size() == 1 ? "rank " : "ranks ")
                    .append(inc.ranks()).append(" (").append(inc.reason()).append("): +")
                    .append(inc.added().size()).append(inc.added().size() == 1 ? " line, " : " lines, ")
                    .append(inc.lines().size()).append(" in the slice\n");
            for (Communication c : inc.communication()) {
                out.append("  ").append(c.kind().word()).append(' ').append(c.partnerCall()).append(": ")
                        .append(c.description()).append('\n');
            }
            for (Map.Entry<String, List<Integer>> f : byFile(inc.added()).entrySet()) {
                for (int line : f.getValue()) {
                    out.append("  ").append(f.getKey()).append(':').append(line).append('\n');
                }
            }
        }
        return out.toString();
    }

    /**
     * {"order", "increments": [{"ranks", "criterion" (when known), "reason", "communication": [{"kind", "partnerCall", "tasks", "partners",
     * "sites", "description"}...], "lines" (cumulative), "added"}...], "totalIncrements", "warnings"}.
     */
    static String json(List<Increment> shown, int total, List<String> warnings) {
        JsonObject o = new JsonObject();
        JsonArray incs = new JsonArray();
        for (Increment inc : shown) {
            JsonObject i = new JsonObject();
            i.add("ranks", ranks(inc.ranks()));
            if (inc.criterion() != null) {
                i.add("criterion", line(inc.criterion()));
            }
            i.addProperty("reason", inc.reason());
            JsonArray comms = new JsonArray();
            for (Communication c : inc.communication()) {
                JsonObject co = new JsonObject();
                co.addProperty("kind", c.kind().word());
                co.addProperty("partnerCall", c.partnerCall());
                co.add("tasks", ranks(c.tasks()));
                co.add("partners", ranks(c.partners()));
                co.add("sites", lines(c.sites()));
                co.addProperty("description", c.description());
                comms.add(co);
            }
            i.add("communication", comms);
            i.add("lines", lines(inc.lines()));
            i.add("added", lines(inc.added()));
            incs.add(i);
        }
        o.addProperty("order", SliceIncrements.ORDER);
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

    private static JsonArray ranks(RankSet ranks) {
        JsonArray a = new JsonArray();
        for (int rank : ranks.toArray()) {
            a.add(rank);
        }
        return a;
    }

    private static JsonArray lines(Set<SourceLine> lines) {
        JsonArray a = new JsonArray();
        for (SourceLine l : lines) {
            a.add(line(l));
        }
        return a;
    }

    private static JsonObject line(SourceLine l) {
        JsonObject o = new JsonObject();
        o.addProperty("file", l.file());
        o.addProperty("line", l.line());
        return o;
    }
}
