package dev.straggler.core.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.straggler.core.progress.PdgEdges;
import dev.straggler.core.progress.ProgressAnalysis;
import dev.straggler.core.queues.MessageQueues;
import dev.straggler.core.symbols.Frames;
import dev.straggler.model.DependenceType;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.PdgEdge;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.Task;
import dev.straggler.model.WaitPart;
import dev.straggler.model.WaitRole;
import dev.straggler.model.dump.ReducedDump;

/**
 * A diagnosis as text (for people), JSON (for scripts: the CLI's contract, docs/json-schemas/diagnose.schema.json) and
 * DOT (for graphviz); with the run's notes ({@link RunNotes}) and an in-situ result's timing as {@code straggler
 * diagnose} and {@code analyze} print them.
 */
public final class DiagnosisReport {

    private DiagnosisReport() {
    }

    /**
     * {@link #text(Job, Diagnosis)} with, after its first line, the run's notes ({@link RunNotes}: crashed and dead
     * tasks) and, for an in-situ result ({@code reduced}, null otherwise), how the analysis ran inside the job.
     */
    public static String text(Job job, Diagnosis d, List<String> runNotes, ReducedDump reduced) {
        String text = text(job, d);
        StringBuilder more = new StringBuilder();
        runNotes.forEach(n -> more.append("  ").append(n).append('\n'));
        if (reduced != null) {
            more.append(inSituText(reduced));
        }
        int eol = text.indexOf('\n') + 1;
        return more.isEmpty() ? text : text.substring(0, eol) + more + text.substring(eol);
    }

    /** "  in situ: DIST ran inside the job over 64 tasks, 0.412 s from the timeout to the written result (...)". */
    static String inSituText(ReducedDump reduced) {
        StringBuilder sb = new StringBuilder("  in situ: ").append(reduced.algorithm() == ReducedDump.DIST ? "DIST"
                : "SEMI-DIST").append(" ran inside the job over ").append(reduced.tasks()).append(" tasks, ")
                .append(String.format(Locale.ROOT, "%.3f", reduced.totalSeconds()))
                .append(" s from the timeout to the written result (");
        String sep = "";
        for (Map.Entry<String, Double> phase : reduced.phases().entrySet()) {
            sb.append(sep).append(phase.getKey()).append(' ').append(String.format(Locale.ROOT, "%.3f s", phase.getValue()));
            sep = ", ";
        }
        return sb.append(")\n").toString();
    }

    public static String text(Job job, Diagnosis d) {
        StringBuilder sb = new StringBuilder();
        sb.append("Straggler diagnosis of ").append(job.getDumpDir()).append('\n');
        sb.append("  ").append(job.getTasks().size()).append(" of ").append(job.getWorldSize())
                .append(" tasks dumped, progress dependence by ").append(d.getAlgorithm().getLiteral()).append('\n');
        if (job.getMissingRanks() != null && !job.getMissingRanks().isEmpty()) {
            sb.append("  no dump from ranks ").append(job.getMissingRanks()).append('\n');
        }
        for (String w : job.getWarnings()) {
            sb.append("  warning: ").append(w).append('\n');
        }
        sb.append('\n');
        if (d.getLeastProgressed().isEmpty()) {
            sb.append("No least-progressed task could be determined; see the graph below.\n");
        }
        for (PdgNode lp : d.getLeastProgressed()) {
            sb.append("Least-progressed: ").append(ranks(lp.getRanks())).append('\n');
            List<Frame> user = lp.getFrames().stream().filter(Frames::isUser).toList();
            List<Frame> shown = user.isEmpty() ? lp.getFrames() : user;
            for (int i = 0; i < shown.size(); i++) {
                sb.append(i == 0 ? "  at " : "     ").append(Frames.describe(shown.get(i))).append('\n');
            }
            for (String w : waits(job, lp.getRanks())) {
                sb.append("  ").append(w).append('\n');
            }
            sb.append('\n');
        }
        RankSet finished = finished(job);
        if (!finished.isEmpty()) {
            sb.append("Finished (in MPI_Finalize): ").append(ranks(finished)).append("\n\n");
        }
        int groups = d.getNodes().size();
        sb.append("Progress dependence graph (").append(groups).append(groups == 1 ? " task group):\n" : " task groups):\n");
        int w = d.getNodes().stream().mapToInt(n -> ranks(n.getRanks()).length()).max().orElse(5);
        for (PdgNode n : d.getNodes()) {
            sb.append("  ").append(pad(ranks(n.getRanks()), w)).append("  ").append(n.getLabel())
                    .append(n.isLeastProgressed() ? "   <- least progressed" : "").append('\n');
        }
        if (!d.getEdges().isEmpty()) {
            sb.append("Dependencies (a -> b: a waits for b):\n");
        }
        for (PdgEdge e : d.getEdges()) {
            PdgNode from = PdgEdges.waiting(e);
            PdgNode to = PdgEdges.waitedFor(e);
            String arrow = e.getType() == DependenceType.UNDEFINED ? " ?? " : " -> ";
            sb.append("  ").append(ranks(from.getRanks())).append(arrow).append(ranks(to.getRanks())).append("  (")
                    .append(ProgressAnalysis.typeName(e.getType())).append(")\n");
        }
        return sb.toString();
    }

    /** The tasks in (or past) MPI_Finalize. */
    static RankSet finished(Job job) {
        return RankSet.of(job.getTasks().stream().filter(Task::isFinished).mapToInt(Task::getRank).toArray());
    }

    /** How many tasks of a group have their wait described. */
    private static final int WAITS_SHOWN = 4;

    /** "rank 5 waits to receive tag 30 from rank 0 on MPI_COMM_WORLD", per task of the group (the first few). */
    static List<String> waits(Job job, RankSet group) {
        List<String> out = new ArrayList<>();
        for (Task t : job.getTasks()) {
            if (!group.contains(t.getRank()) || t.getWaitParts().isEmpty()) {
                continue;
            }
            if (out.size() == WAITS_SHOWN) {
                out.add("...");
                break;
            }
            StringBuilder sb = new StringBuilder("rank " + t.getRank() + " waits ");
            for (int i = 0; i < t.getWaitParts().size(); i++) {
                sb.append(i > 0 ? (t.isWaitAny() ? ", or " : ", and ") : "").append(describe(t.getWaitParts().get(i)));
            }
            out.add(sb.toString());
        }
        return out;
    }

    /**
     * One part of a wait, as people read it, with what dump format 1.5 adds in parentheses: a rooted collective's root,
     * the size (a send's message, a receive's posted buffer, a collective's own block; as the Message Queues write it),
     * whether it is a request: "to receive tag 21 from rank 0 on MPI_COMM_WORLD (4 B)", "in a collective on a
     * communicator of 2 tasks (root 1, 8 B)". An unknown size or root (-1: older dumps, a probe, a v-collective) is
     * left out.
     */
    static String describe(WaitPart p) {
        String comm = p.getCommunicator() == null || p.getCommunicator().isEmpty()
                ? "a communicator of " + p.getCommunicatorSize() + " tasks" : p.getCommunicator();
        String peer = p.getPeer() == -2 ? "any rank" : p.getPeer() < 0 ? "an unknown rank" : "rank " + p.getPeer();
        String tag = p.getTag() < 0 ? "any tag" : "tag " + p.getTag();
        List<String> details = new ArrayList<>();
        if (p.getRole() == WaitRole.COLLECTIVE && p.getRoot() >= 0) {
            details.add("root " + p.getRoot());
        }
        if (p.getRole() != WaitRole.UNKNOWN && p.getBytes() >= 0) {
            details.add(MessageQueues.formatBytes(p.getBytes()));
        }
        if (p.isRequest()) {
            details.add("request");
        }
        String more = details.isEmpty() ? "" : " (" + String.join(", ", details) + ")";
        return switch (p.getRole()) {
        case RECEIVE -> "to receive " + tag + " from " + peer + " on " + comm + more;
        case PROBE -> "to probe " + tag + " from " + peer + " on " + comm + more;
        case SEND -> "to send " + tag + " to " + peer + " on " + comm + more;
        case COLLECTIVE -> "in a collective on " + comm + more;
        default -> "on a request it does not know";
        };
    }

    private static String ranks(RankSet r) {
        return (r.size() == 1 ? "rank " : "ranks ") + r;
    }

    private static String pad(String s, int w) {
        return s + " ".repeat(Math.max(0, w - s.length()));
    }

    public static JsonObject json(Job job, Diagnosis d) {
        JsonObject o = new JsonObject();
        o.addProperty("dumpDir", job.getDumpDir());
        o.addProperty("algorithm", d.getAlgorithm().getLiteral());
        o.addProperty("worldSize", job.getWorldSize());
        o.addProperty("tasksDumped", job.getTasks().size());
        o.add("missingRanks", ints(job.getMissingRanks()));
        JsonArray warnings = new JsonArray();
        job.getWarnings().forEach(warnings::add);
        o.add("warnings", warnings);
        o.addProperty("analysisMillis", d.getAnalysisMillis());
        JsonObject lp = new JsonObject();
        RankSet all = RankSet.unionAll(d.getLeastProgressed().stream().map(PdgNode::getRanks).toList());
        lp.add("ranks", ints(all));
        JsonArray frames = new JsonArray();
        if (!d.getLeastProgressed().isEmpty()) {
            List<Frame> fs = d.getLeastProgressed().get(0).getFrames();
            fs.stream().filter(Frames::isUser).forEach(f -> frames.add(frame(f)));
        }
        lp.add("frames", frames);
        JsonArray groups = new JsonArray();
        for (PdgNode n : d.getLeastProgressed()) {
            JsonObject g = new JsonObject();
            g.add("ranks", ints(n.getRanks()));
            g.addProperty("node", d.getNodes().indexOf(n));
            JsonArray gf = new JsonArray();
            n.getFrames().stream().filter(Frames::isUser).forEach(f -> gf.add(frame(f)));
            g.add("frames", gf);
            JsonArray waits = new JsonArray();
            waits(job, n.getRanks()).forEach(waits::add);
            g.add("waits", waits);
            groups.add(g);
        }
        lp.add("groups", groups);
        o.add("lp", lp);
        o.add("finished", ints(finished(job)));
        JsonObject pdg = new JsonObject();
        JsonArray nodes = new JsonArray();
        for (int i = 0; i < d.getNodes().size(); i++) {
            PdgNode n = d.getNodes().get(i);
            JsonObject jn = new JsonObject();
            jn.addProperty("id", i);
            jn.add("ranks", ints(n.getRanks()));
            jn.addProperty("rankSet", n.getRanks().toString());
            jn.addProperty("kind", n.getState().getKind().getLiteral());
            jn.addProperty("call", n.getState().getCall());
            jn.addProperty("label", n.getLabel());
            jn.addProperty("leastProgressed", n.isLeastProgressed());
            JsonArray nf = new JsonArray();
            n.getFrames().forEach(f -> nf.add(frame(f)));
            jn.add("frames", nf);
            nodes.add(jn);
        }
        JsonArray edges = new JsonArray();
        for (PdgEdge e : d.getEdges()) {
            JsonObject je = new JsonObject();
            je.addProperty("source", d.getNodes().indexOf(e.getSource()));
            je.addProperty("target", d.getNodes().indexOf(e.getTarget()));
            je.addProperty("type", ProgressAnalysis.typeName(e.getType()));
            if (e.getType() != DependenceType.UNDEFINED) {
                je.addProperty("dependent", d.getNodes().indexOf(PdgEdges.waiting(e)));
                je.addProperty("dependee", d.getNodes().indexOf(PdgEdges.waitedFor(e)));
            }
            if (!Double.isNaN(e.getForwardProbability())) {
                je.addProperty("forwardProbability", e.getForwardProbability());
                je.addProperty("backwardProbability", e.getBackwardProbability());
            }
            edges.add(je);
        }
        pdg.add("nodes", nodes);
        pdg.add("edges", edges);
        o.add("pdg", pdg);
        return o;
    }

    public static String jsonText(Job job, Diagnosis d) {
        return GSON.toJson(json(job, d));
    }

    /**
     * {@link #json(Job, Diagnosis)} with the run's notes ({@code runNotes}) and, for an in-situ result ({@code reduced},
     * null otherwise), {@code inSitu}: the algorithm, the tasks, the phases' and the total seconds, the trigger's rank.
     */
    public static JsonObject json(Job job, Diagnosis d, List<String> runNotes, ReducedDump reduced) {
        JsonObject json = json(job, d);
        JsonArray run = new JsonArray();
        runNotes.forEach(run::add);
        json.add("runNotes", run);
        if (reduced != null) {
            JsonObject inSitu = new JsonObject();
            inSitu.addProperty("algorithm", reduced.algorithmName());
            inSitu.addProperty("tasks", reduced.tasks());
            JsonObject phases = new JsonObject();
            reduced.phases().forEach(phases::addProperty);
            inSitu.add("phases", phases);
            inSitu.addProperty("totalSeconds", reduced.totalSeconds());
            inSitu.addProperty("triggerRank", reduced.triggerRank());
            json.add("inSitu", inSitu);
        }
        return json;
    }

    /** {@link #json(Job, Diagnosis, List, ReducedDump)} as the command line prints it. */
    public static String jsonText(Job job, Diagnosis d, List<String> runNotes, ReducedDump reduced) {
        return GSON.toJson(json(job, d, runNotes, reduced));
    }

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping()
            .serializeSpecialFloatingPointValues().create();

    private static JsonObject frame(Frame f) {
        JsonObject o = new JsonObject();
        o.addProperty("function", f.getFunction());
        o.addProperty("file", f.getFile());
        o.addProperty("line", f.getLine());
        if (f.getModule() != null) {
            o.addProperty("module", f.getModule().getPath());
        }
        o.addProperty("offset", "0x" + Long.toHexString(f.getOffset()));
        return o;
    }

    /** Ranks as a JSON array of numbers (none for null). */
    static JsonArray ints(RankSet r) {
        JsonArray a = new JsonArray();
        if (r != null) {
            r.stream().forEach(a::add);
        }
        return a;
    }

    /** Graphviz: an arrow from the task group that waits to the one it waits for. */
    public static String dot(Job job, Diagnosis d) {
        StringBuilder sb = new StringBuilder("digraph pdg {\n  rankdir=TB;\n  node [shape=box, style=rounded, fontname=\"sans\"];\n");
        for (int i = 0; i < d.getNodes().size(); i++) {
            PdgNode n = d.getNodes().get(i);
            sb.append("  n").append(i).append(" [label=\"").append(escape(ranks(n.getRanks()) + "\n" + n.getLabel()))
                    .append('"').append(n.isLeastProgressed() ? ", style=\"rounded,filled\", fillcolor=\"#f4a261\"" : "")
                    .append("];\n");
        }
        for (PdgEdge e : d.getEdges()) {
            int from = d.getNodes().indexOf(PdgEdges.waiting(e));
            int to = d.getNodes().indexOf(PdgEdges.waitedFor(e));
            String style = switch (e.getType()) {
            case UNDEFINED -> "style=dashed, dir=none, label=\"?\"";
            case POINT_TO_POINT -> "color=\"#1d3557\", penwidth=2, label=\"p2p\"";
            case COLLECTIVE -> "style=dotted, label=\"collective\"";
            default -> "";
            };
            sb.append("  n").append(from).append(" -> n").append(to).append(" [").append(style).append("];\n");
        }
        return sb.append("}\n").toString();
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }
}
