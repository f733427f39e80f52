package dev.straggler.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;

import dev.straggler.cli.Main.UsageException;
import dev.straggler.cli.Main.UserError;
import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.core.queues.MessageQueues;
import dev.straggler.core.queues.MessageQueues.Group;
import dev.straggler.core.queues.MessageQueues.Match;
import dev.straggler.core.queues.MessageQueues.Operation;
import dev.straggler.core.queues.MessageQueues.Partner;
import dev.straggler.core.queues.MessageQueues.Report;
import dev.straggler.core.queues.MessageQueues.TaskQueue;
import dev.straggler.model.RankSet;

/**
 * {@code straggler queues DIR [--json] [--pdg ALG]}: the message queues of a hang (a parallel debugger's message-queue
 * window, for a dump directory): every task's blocked call and pending operations (with their sizes and a rooted
 * collective's root), grouped like the PDG, unmatched operations, the notes on what does not fit and cycles of waits
 * marked. The directory and the options it shares with {@code slice} are {@link DumpDirectoryArgs}'.
 */
final class QueuesCommand {

    static final String USAGE = """
              straggler queues DIR [--json] [--pdg dist|semi-dist|loop-aware]
                  the message queues at the hang: per task group of the PDG, per task, the operations of its
                  blocked call and its other pending requests (send/receive/probe/collective, peer, tag,
                  communicator, size, a rooted collective's root), each classified by the counts of what its
                  partner posted (matched: by the partner's call and line, only the completion is pending;
                  UNMATCHED: the partner posted fewer, how many; PEER FINISHED: the peer reached MPI_Finalize;
                  UNKNOWN: why; a collective: waiting for the members not in it), with a hint when the partner
                  posted one with another tag or communicator, and what does not fit (a message larger than the
                  receive's buffer, members naming different roots), and the cycles of waits.
                  --json: {"groups", "cycles", "unmatched", "noted", "waitFactsKnown"}
            """;

    private QueuesCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException, UserError {
        DumpDirectoryArgs a = DumpDirectoryArgs.parse("queues", args, null);
        Path dir = a.dir;
        boolean json = a.json;
        DumpAnalysis.Result r = a.analyze(err);
        Report q = MessageQueues.of(r.job(), r.diagnosis());
        if (!q.waitFactsKnown()) {
            err.println("straggler: the dumps in " + dir + " predate dump format 1.3: they do not record the parts of"
                    + " waits (peers, tags, communicators); run the job again with this runtime");
        }
        if (json) {
            // serializeNulls: an operation's matchedBy is null when nothing matches it
            out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create()
                    .toJson(json(q)));
        } else {
            text(q, out);
        }
        return 0;
    }

    static void text(Report q, PrintStream out) {
        out.println("Message queues at the hang: " + q.groups().size() + (q.groups().size() == 1 ? " task group" : " task groups")
                + "; " + q.findings("; "));
        for (Group g : q.groups()) {
            out.println();
            out.println((g.ranks().size() == 1 ? "rank " : "ranks ") + g.ranks() + "  " + g.label()
                    + (g.leastProgressed() ? "  [least progressed]" : ""));
            for (TaskQueue t : g.tasks()) {
                out.println("  rank " + t.rank() + ": " + t.status() + (t.call().isEmpty() ? "" : " in " + t.call())
                        + (t.inCycle() ? "  [cycle]" : "") + (t.leastProgressed() ? "  [LP]" : ""));
                for (Operation o : t.waits()) {
                    out.println("    waits   " + o.describe() + "  " + mark(o));
                }
                for (Operation o : t.pending()) {
                    out.println("    pending " + o.describe() + "  " + mark(o));
                }
            }
        }
    }

    private static String mark(Operation o) {
        if (o.match() == Match.WAITING) { // "waiting for ranks 2-3 to enter"
            return "[" + o.explain() + "]";
        }
        String m = o.match() == Match.MATCHED ? "matched" : o.match().name().replace('_', ' ');
        return "[" + (o.match() == Match.MATCHED ? m : m.toUpperCase(Locale.ROOT))
                + (o.notes().isEmpty() ? "" : ", DOES NOT FIT") + ": " + o.explain() + "]";
    }

    static JsonObject json(Report q) {
        JsonObject o = new JsonObject();
        JsonArray groups = new JsonArray();
        for (Group g : q.groups()) {
            JsonObject j = new JsonObject();
            j.addProperty("label", g.label());
            j.add("ranks", ranks(g.ranks()));
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
        q.cycles().forEach(c -> cycles.add(ranks(c)));
        o.add("cycles", cycles);
        o.add("unmatched", ranks(q.unmatched()));
        o.add("noted", ranks(q.noted()));
        o.addProperty("waitFactsKnown", q.waitFactsKnown());
        return o;
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
            j.add("partners", ranks(op.partners()));
            j.add("missing", ranks(op.missing()));
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

    private static JsonArray ranks(RankSet s) {
        JsonArray a = new JsonArray();
        for (int r : s.toArray()) {
            a.add(r);
        }
        return a;
    }
}
