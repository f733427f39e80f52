package dev.straggler.core.report;

import java.util.List;
import java.util.Locale;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;

import dev.straggler.core.queues.MessageQueues;
import dev.straggler.core.queues.MessageQueues.Group;
import dev.straggler.core.queues.MessageQueues.Match;
import dev.straggler.core.queues.MessageQueues.Operation;
import dev.straggler.core.queues.MessageQueues.Partner;
import dev.straggler.core.queues.MessageQueues.Report;
import dev.straggler.core.queues.MessageQueues.TaskQueue;

/**
 * The message queues of a hang ({@link MessageQueues}) as text — per task group of the PDG, per task, its waits and
 * pending operations, each marked with what can match it — and as JSON (docs/json-schemas/queues.schema.json).
 */
public final class MessageQueuesReport {

    private MessageQueuesReport() {
    }

    public static String text(Report q) {
        StringBuilder out = new StringBuilder();
        out.append("Message queues at the hang: ").append(q.groups().size())
                .append(q.groups().size() == 1 ? " task group" : " task groups").append("; ").append(q.findings("; "))
                .append('\n');
        for (Group g : q.groups()) {
            out.append('\n');
            out.append(g.ranks().size() == 1 ? "rank " : "ranks ").append(g.ranks()).append("  ").append(g.label())
                    .append(g.leastProgressed() ? "  [least progressed]" : "").append('\n');
            for (TaskQueue t : g.tasks()) {
                out.append("  rank ").append(t.rank()).append(": ").append(t.status())
                        .append(t.call().isEmpty() ? "" : " in " + t.call()).append(t.inCycle() ? "  [cycle]" : "")
                        .append(t.leastProgressed() ? "  [LP]" : "").append('\n');
                for (Operation o : t.waits()) {
                    out.append("    waits   ").append(o.describe()).append("  ").append(mark(o)).append('\n');
                }
                for (Operation o : t.pending()) {
                    out.append("    pending ").append(o.describe()).append("  ").append(mark(o)).append('\n');
                }
            }
        }
        return out.toString();
    }

    private static String mark(Operation o) {
        if (o.match() == Match.WAITING) { // "waiting for ranks 2-3 to enter"
            return "[" + o.explain() + "]";
        }
        String m = o.match() == Match.MATCHED ? "matched" : o.match().name().replace('_', ' ');
        return "[" + (o.match() == Match.MATCHED ? m : m.toUpperCase(Locale.ROOT))
                + (o.notes().isEmpty() ? "" : ", DOES NOT FIT") + ": " + o.explain() + "]";
    }

    public static JsonObject json(Report q) {
        JsonObject o = new JsonObject();
        JsonArray groups = new JsonArray();
        for (Group g : q.groups()) {
            JsonObject j = new JsonObject();
            j.addProperty("label", g.label());
            j.add("ranks", DiagnosisReport.ints(g.ranks()));
            j.addProperty("leastProgressed", g.leastProgressed());
            JsonArray tasks = new JsonArray();
            for (TaskQueue t : g.tasks()) {
                JsonObject tj = new JsonObject();
                tj.addProperty("rank", t.rank());
                tj.addProperty("call", t.call());
                tj.addProperty("status", t.status());
                tj.addProperty("inCycle", t.inCycle());
                tj.addProperty("leastProgressed", t.leastProgressed());
                tj.add("waits", operations(t.waits()));
                tj.add("pending", operations(t.pending()));
                tasks.add(tj);
            }
            j.add("tasks", tasks);
            groups.add(j);
        }
        o.add("groups", groups);
        JsonArray cycles = new JsonArray();
        q.cycles().forEach(c -> cycles.add(DiagnosisReport.ints(c)));
        o.add("cycles", cycles);
        o.add("unmatched", DiagnosisReport.ints(q.unmatched()));
        o.add("noted", DiagnosisReport.ints(q.noted()));
        o.addProperty("waitFactsKnown", q.waitFactsKnown());
        return o;
    }

    public static String jsonText(Report q) {
        // serializeNulls: an operation's matchedBy is null when nothing matches it
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(json(q));
    }

    private static JsonArray operations(List<Operation> ops) {
        JsonArray a = new JsonArray();
        for (Operation op : ops) {
            JsonObject j = new JsonObject();
            j.addProperty("kind", op.kind().name().toLowerCase(Locale.ROOT));
            j.addProperty("peer", op.peer());
            j.addProperty("tag", op.tag());
            j.addProperty("communicator", MessageQueues.communicatorName(op.communicator(), op.communicatorSize()));
            j.addProperty("communicatorSize", op.communicatorSize());
            j.addProperty("request", op.request());
            j.addProperty("persistent", op.persistent());
            j.addProperty("bytes", op.bytes());
            j.addProperty("root", op.root());
            j.addProperty("match", op.match().name().toLowerCase(Locale.ROOT));
            j.add("partners", DiagnosisReport.ints(op.partners()));
            j.add("missing", DiagnosisReport.ints(op.missing()));
            j.addProperty("description", op.describe());
            j.addProperty("explanation", op.explain());
            JsonArray notes = new JsonArray();
            op.notes().forEach(notes::add);
            j.add("notes", notes);
            j.addProperty("ordinal", op.ordinal());
            j.addProperty("posted", op.posted());
            j.addProperty("partnerPosted", op.partnerPosted());
            j.add("matchedBy", op.matchedBy() == null ? JsonNull.INSTANCE : partner(op.matchedBy()));
            j.addProperty("reason", op.reason());
            j.addProperty("hint", op.hint());
            a.add(j);
        }
        return a;
    }

    private static JsonObject partner(Partner p) {
        JsonObject j = new JsonObject();
        j.addProperty("rank", p.rank());
        j.addProperty("call", p.call());
        j.addProperty("location", p.location());
        j.addProperty("last", p.last());
        return j;
    }
}
