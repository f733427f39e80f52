package dev.straggler.core.report;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;

import dev.straggler.core.stacks.PrefixTree;
import dev.straggler.core.stacks.PrefixTree.EquivalenceClass;
import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.core.stacks.ProgramPoint;
import dev.straggler.core.stacks.RankLabels;
import dev.straggler.core.stacks.StackFrame;
import dev.straggler.core.stacks.TemporalRefinement;
import dev.straggler.model.RankSet;

/** The prefix tree as text (indented, "k: [ranges]" per node), Graphviz DOT and JSON. */
public final class StackTreeReport {

    /** Ranges shown in a text or DOT label before "...". */
    public static final int LABEL_RUNS = 12;

    private static final String[] COLOURS = { "#e41a1c", "#377eb8", "#4daf4a", "#984ea3", "#ff7f00", "#a65628",
            "#f781bf", "#999999", "#66c2a5", "#fc8d62", "#8da0cb", "#e78ac3" };

    private StackTreeReport() {
    }

    /** The colour of the {@code i}-th equivalence class ("#rrggbb"), the same in DOT and in the IDE's view. */
    public static String classColour(int i) {
        return COLOURS[i % COLOURS.length];
    }

    private static boolean lines(PrefixTree tree) {
        return tree.granularity() == PrefixTree.Granularity.LINE;
    }

    /**
     * The tree, one node per line indented by depth with its "k: [ranges]", then the equivalence classes.
     *
     * @param withoutStack ranks that have no stack (their sample failed), reported after the classes
     * @param warnings     printed last
     */
    public static String text(PrefixTree tree, RankSet withoutStack, List<String> warnings) {
        return text(tree, withoutStack, warnings, null);
    }

    /**
     * {@link #text(PrefixTree, RankSet, List)} of a refined tree: nodes carry their temporal ranks ("[T0]", with the
     * loop values where they split the tasks), children in temporal order, then the order of each step, the least-
     * and most-progressed classes and the refinement's notes.
     */
    public static String text(PrefixTree tree, RankSet withoutStack, List<String> warnings,
            TemporalRefinement.Result refined) {
        StringBuilder out = new StringBuilder();
        boolean lines = lines(tree);
        out.append(refined == null ? "Stacks of " : "Chronology-aware stacks of ").append(tree.ranks().size())
                .append(tree.ranks().size() == 1 ? " task" : " tasks")
                .append(" (").append(lines ? "function and line" : "function").append(" level), ")
                .append(tree.classes().size()).append(tree.classes().size() == 1 ? " class" : " classes").append(":\n");
        ArrayDeque<Node> todo = new ArrayDeque<>();
        List<Node> top = children(tree.root(), refined);
        for (int i = top.size() - 1; i >= 0; i--) {
            todo.push(top.get(i));
        }
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            out.append("  ".repeat(n.depth())).append(RankLabels.label(n.ranks(), LABEL_RUNS)).append("  ")
                    .append(n.frame().describe(lines));
            if (refined != null) {
                out.append(temporalLabel(refined.groupsAt(n)));
            }
            out.append('\n');
            List<Node> kids = children(n, refined);
            for (int i = kids.size() - 1; i >= 0; i--) {
                todo.push(kids.get(i));
            }
        }
        out.append("\nEquivalence classes (innermost frame first):\n");
        for (EquivalenceClass c : tree.classes()) {
            out.append("  ").append(RankLabels.label(c.ranks(), LABEL_RUNS)).append("  ");
            appendPath(out, c.frames());
        }
        if (refined != null) {
            appendRefinement(out, tree, refined);
        }
        if (!withoutStack.isEmpty()) {
            out.append("No stack for ").append(withoutStack.size() == 1 ? "rank " : "ranks ").append(withoutStack)
                    .append(" (the sample failed or the task was not reached)\n");
        }
        for (String w : warnings) {
            out.append("warning: ").append(w).append('\n');
        }
        return out.toString();
    }

    /** Graphviz: the tree top-down, edges labelled "k: [ranges]", the nodes of each class in one colour. */
    public static String dot(PrefixTree tree) {
        boolean lines = lines(tree);
        Map<Node, String> colour = new HashMap<>();
        List<EquivalenceClass> classes = tree.classes();
        for (int i = 0; i < classes.size(); i++) {
            colour.put(classes.get(i).node(), COLOURS[i % COLOURS.length]);
        }
        StringBuilder out = new StringBuilder("digraph stacks {\n  node [shape=box, fontname=\"monospace\"];\n")
                .append("  n0 [label=\"").append(tree.ranks().size()).append(" tasks\", shape=ellipse];\n");
        Map<Node, Integer> ids = new HashMap<>();
        ids.put(tree.root(), 0);
        ArrayDeque<Node> todo = new ArrayDeque<>();
        todo.push(tree.root());
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            for (Node c : n.children()) {
                int id = ids.size();
                ids.put(c, id);
                out.append("  n").append(id).append(" [label=\"").append(escape(c.frame().describe(lines))).append('"');
                String fill = colour.get(c);
                if (fill != null) {
                    out.append(", style=filled, fillcolor=\"").append(fill).append('"');
                }
                out.append("];\n  n").append(ids.get(n)).append(" -> n").append(id).append(" [label=\"")
                        .append(escape(RankLabels.label(c.ranks(), LABEL_RUNS))).append("\"];\n");
                todo.push(c);
            }
        }
        return out.append("}\n").toString();
    }

    /**
     * Graphviz in STAT's own layout, the one STAT (3.0 and later) writes and STATview reads: a root node
     * {@code "/"}; every other node has the attributes {@code function}, {@code source} and {@code line}
     * ({@code "(null)"} when unknown) and the label {@code function@source:line} (just the function without a
     * source); every edge has {@code bv} (the tasks as a bracketed rank list, e.g. {@code [0-3,5]}), {@code count}
     * (how many tasks) and the label {@code count:[ranks]}. Node ids are numbers, children in the tree's order.
     */
    public static String statDot(PrefixTree tree) {
        StringBuilder out = new StringBuilder("digraph G {\n\tnode [shape=record,style=filled,labeljust=c,height=0.2];\n")
                .append("\t0 [label=\"/\", function=\"/\"];\n");
        Map<Node, Integer> ids = new HashMap<>();
        ids.put(tree.root(), 0);
        ArrayDeque<Node> todo = new ArrayDeque<>();
        todo.push(tree.root());
        StringBuilder edges = new StringBuilder();
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            List<Node> kids = n.children();
            for (Node c : kids) {
                int id = ids.size();
                ids.put(c, id);
                StackFrame f = c.frame();
                String function = f.functionKey();
                boolean source = f.file() != null && !f.file().isEmpty() && f.line() > 0;
                String label = source ? function + "@" + f.file() + ":" + f.line() : function;
                out.append('\t').append(id).append(" [label=\"").append(recordEscape(label))
                        .append("\", function=\"").append(escape(function))
                        .append("\", source=\"").append(source ? escape(f.file()) : "(null)")
                        .append("\", line=\"").append(source ? Integer.toString(f.line()) : "(null)").append("\"];\n");
                String bv = "[" + c.ranks() + "]";
                edges.append('\t').append(ids.get(n)).append(" -> ").append(id).append(" [label=\"")
                        .append(c.ranks().size()).append(':').append(bv).append("\", bv=\"").append(bv)
                        .append("\", count=\"").append(c.ranks().size()).append("\"];\n");
            }
            for (int i = kids.size() - 1; i >= 0; i--) {
                todo.push(kids.get(i));
            }
        }
        return out.append(edges).append("}\n").toString();
    }

    /** {@link #escape} plus the characters a record-shaped node's label gives a meaning ({@code <>{}|}). */
    private static String recordEscape(String s) {
        StringBuilder out = new StringBuilder();
        for (char ch : escape(s).toCharArray()) {
            if ("<>{}|".indexOf(ch) >= 0) {
                out.append('\\');
            }
            out.append(ch);
        }
        return out.toString();
    }

    /**
     * JSON: {@code granularity}, {@code tasks}, {@code classes} ({@code ranks} as numbers, {@code label},
     * {@code frames} innermost first with {@code function}, {@code file}, {@code line}), {@code tree} (nested
     * {@code function}, {@code file}, {@code line}, {@code count}, {@code ranks} as ranges text, {@code label},
     * {@code children}), {@code withoutStack}, {@code warnings}.
     */
    public static JsonObject json(PrefixTree tree, RankSet withoutStack, List<String> warnings) {
        return json(tree, withoutStack, warnings, null);
    }

    /**
     * {@link #json(PrefixTree, RankSet, List)} of a refined tree: tree nodes with {@code temporal} (their classes:
     * {@code temporalRank}, {@code ranks}, {@code iterations} by variable), children in temporal order, and
     * {@code leastProgressed}, {@code mostProgressed} (rank numbers), {@code temporalSteps} (per branching point
     * {@code at}, {@code byLoopValues}, {@code groups} with {@code temporalRank}, {@code ranks}, {@code frame},
     * {@code point}, {@code iterations}; {@code before} as index pairs), {@code loopValuesRead}, {@code refineNotes}.
     */
    public static JsonObject json(PrefixTree tree, RankSet withoutStack, List<String> warnings,
            TemporalRefinement.Result refined) {
        JsonObject o = new JsonObject();
        o.addProperty("granularity", lines(tree) ? "line" : "function");
        o.addProperty("tasks", tree.ranks().size());
        o.addProperty("nodes", tree.nodeCount());
        JsonArray classes = new JsonArray();
        for (EquivalenceClass c : tree.classes()) {
            JsonObject j = new JsonObject();
            j.add("ranks", ranks(c.ranks()));
            j.addProperty("label", c.label());
            JsonArray frames = new JsonArray();
            for (StackFrame f : c.frames()) {
                frames.add(frame(f));
            }
            j.add("frames", frames);
            classes.add(j);
        }
        o.add("classes", classes);
        o.add("tree", node(tree.root(), refined));
        o.add("withoutStack", ranks(withoutStack));
        JsonArray w = new JsonArray();
        warnings.forEach(w::add);
        o.add("warnings", w);
        if (refined != null) {
            o.add("leastProgressed", ranks(refined.leastProgressed()));
            o.add("mostProgressed", ranks(refined.mostProgressed()));
            o.add("temporalSteps", steps(refined));
            o.addProperty("loopValuesRead", refined.valuesRead());
            JsonArray notes = new JsonArray();
            refined.notes().forEach(notes::add);
            o.add("refineNotes", notes);
        }
        return o;
    }

    /** {@link #json} as indented text. */
    public static String jsonText(PrefixTree tree, RankSet withoutStack, List<String> warnings) {
        return jsonText(tree, withoutStack, warnings, null);
    }

    /** {@link #json(PrefixTree, RankSet, List, TemporalRefinement.Result)} as indented text. */
    public static String jsonText(PrefixTree tree, RankSet withoutStack, List<String> warnings,
            TemporalRefinement.Result refined) {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create()
                .toJson(json(tree, withoutStack, warnings, refined));
    }

    private static JsonArray steps(TemporalRefinement.Result refined) {
        JsonArray steps = new JsonArray();
        for (TemporalRefinement.Step s : refined.steps()) {
            JsonObject j = new JsonObject();
            j.add("at", s.at().frame() == null ? JsonNull.INSTANCE : frame(s.at().frame()));
            j.addProperty("byLoopValues", s.byLoopValues());
            JsonArray groups = new JsonArray();
            for (TemporalRefinement.Group g : s.groups()) {
                JsonObject gj = group(g);
                gj.add("frame", g.node().frame() == null ? JsonNull.INSTANCE : frame(g.node().frame()));
                gj.addProperty("point", g.point() == null ? null : g.point().toString());
                gj.addProperty("endsHere", g.endsHere());
                groups.add(gj);
            }
            j.add("groups", groups);
            JsonArray before = new JsonArray();
            for (int[] pair : s.before()) {
                JsonArray a = new JsonArray();
                a.add(pair[0]);
                a.add(pair[1]);
                before.add(a);
            }
            j.add("before", before);
            steps.add(j);
        }
        return steps;
    }

    private static JsonObject group(TemporalRefinement.Group g) {
        JsonObject j = new JsonObject();
        j.addProperty("temporalRank", g.temporalRank());
        j.add("ranks", ranks(g.ranks()));
        JsonObject iters = new JsonObject();
        if (g.point() != null) {
            List<ProgramPoint.Iter> loops = g.point().loops();
            for (int i = 0; i < loops.size() && i < g.iterations().size(); i++) {
                if (loops.get(i).variable() != null && g.iterations().get(i) != null) {
                    iters.addProperty(loops.get(i).variable(), g.iterations().get(i));
                }
            }
        }
        j.add("iterations", iters);
        return j;
    }

    private static JsonArray ranks(RankSet ranks) {
        JsonArray a = new JsonArray();
        ranks.stream().forEach(a::add);
        return a;
    }

    private static JsonObject frame(StackFrame f) {
        JsonObject j = new JsonObject();
        j.addProperty("function", f.functionKey());
        if (f.file() == null) {
            j.add("file", JsonNull.INSTANCE);
        } else {
            j.addProperty("file", f.file());
        }
        j.addProperty("line", f.line());
        return j;
    }

    /** Nested nodes; built iteratively (stacks can be deep). */
    private static JsonObject node(Node root, TemporalRefinement.Result refined) {
        JsonObject top = new JsonObject();
        ArrayDeque<Object[]> todo = new ArrayDeque<>();
        todo.push(new Object[] { root, top });
        while (!todo.isEmpty()) {
            Object[] item = todo.pop();
            Node n = (Node) item[0];
            JsonObject j = (JsonObject) item[1];
            if (n.frame() != null) {
                StackFrame f = n.frame();
                j.addProperty("function", f.functionKey());
                if (f.file() != null) {
                    j.addProperty("file", f.file());
                    j.addProperty("line", f.line());
                }
            }
            j.addProperty("count", n.ranks().size());
            j.addProperty("ranks", n.ranks().toString());
            j.addProperty("label", n.label());
            if (refined != null) {
                List<TemporalRefinement.Group> groups = refined.groupsAt(n);
                if (!groups.isEmpty()) {
                    JsonArray t = new JsonArray();
                    groups.forEach(g -> t.add(group(g)));
                    j.add("temporal", t);
                }
            }
            JsonArray kids = new JsonArray();
            for (Node c : children(n, refined)) {
                JsonObject k = new JsonObject();
                kids.add(k);
                todo.push(new Object[] { c, k });
            }
            j.add("children", kids);
        }
        return top;
    }

    /** The children of {@code n}, in temporal order after a refinement (the lowest temporal rank first). */
    private static List<Node> children(Node n, TemporalRefinement.Result refined) {
        if (refined == null || n.children().size() < 2) {
            return n.children();
        }
        List<Node> kids = new java.util.ArrayList<>(n.children());
        kids.sort(java.util.Comparator.comparingInt(k -> refined.groupsAt(k).stream()
                .mapToInt(TemporalRefinement.Group::temporalRank).min().orElse(Integer.MAX_VALUE)));
        return kids;
    }

    /** " [T1]", or " [T0 it=3: 1: [2]; T1 it=4: 2: [0-1]]" where loop values split the tasks of a node. */
    public static String temporalLabel(List<TemporalRefinement.Group> groups) {
        if (groups.isEmpty()) {
            return "";
        }
        StringBuilder b = new StringBuilder(" [");
        boolean split = groups.size() > 1;
        for (int i = 0; i < groups.size(); i++) {
            TemporalRefinement.Group g = groups.get(i);
            b.append(i == 0 ? "" : "; ").append(g.label());
            String iters = iterations(g);
            if (split || !iters.isEmpty()) {
                b.append(iters.isEmpty() ? "" : " " + iters);
            }
            if (split) {
                b.append(": ").append(g.endsHere() ? "ends here " : "").append(RankLabels.label(g.ranks(), LABEL_RUNS));
            }
        }
        return b.append(']').toString();
    }

    /** "it=3 j=7" of a class, "" when its point has no loop values. */
    static String iterations(TemporalRefinement.Group g) {
        if (g.point() == null) {
            return "";
        }
        StringBuilder b = new StringBuilder();
        List<ProgramPoint.Iter> loops = g.point().loops();
        for (int i = 0; i < loops.size() && i < g.iterations().size(); i++) {
            Long v = g.iterations().get(i);
            if (v != null) {
                b.append(b.length() == 0 ? "" : " ").append(loops.get(i).variable()).append('=').append(v);
            }
        }
        return b.toString();
    }

    private static void appendRefinement(StringBuilder out, PrefixTree tree, TemporalRefinement.Result refined) {
        out.append("\nTemporal order (").append(refined.valuesRead() ? "loop values read from the live tasks"
                : "program points only: the tasks are not running").append("):\n");
        for (TemporalRefinement.Step step : refined.steps()) {
            out.append("  below ").append(step.at().frame() == null ? "the root" : step.at().frame().describe(true))
                    .append(step.byLoopValues() ? " (split by loop values)" : "").append(":");
            for (TemporalRefinement.Group g : step.groups()) {
                out.append("  ").append(g.label()).append(' ').append(RankLabels.label(g.ranks(), LABEL_RUNS));
            }
            out.append('\n');
        }
        out.append("Least-progressed: ").append(classesOf(tree, refined.leastProgressed()));
        out.append("Most-progressed: ").append(classesOf(tree, refined.mostProgressed()));
        for (String n : refined.notes()) {
            out.append("note: ").append(n).append('\n');
        }
    }

    /** "innermost < caller < ..." (at most four frames) and a newline. */
    private static void appendPath(StringBuilder out, List<StackFrame> frames) {
        int shown = Math.min(frames.size(), 4);
        for (int i = 0; i < shown; i++) {
            out.append(i == 0 ? "" : " < ").append(frames.get(i).describe(true));
        }
        out.append(shown < frames.size() ? " < ...\n" : "\n");
    }

    /** The classes with tasks in {@code ranks}: "k: [ranges]  innermost < ... (4 frames)", one per line. */
    private static String classesOf(PrefixTree tree, RankSet ranks) {
        StringBuilder out = new StringBuilder();
        String indent = "";
        for (EquivalenceClass c : tree.classes()) {
            RankSet in = c.ranks().intersect(ranks);
            if (in.isEmpty()) {
                continue;
            }
            out.append(indent).append(RankLabels.label(in, LABEL_RUNS)).append("  ");
            appendPath(out, c.frames());
            indent = "    ";
        }
        return out.length() == 0 ? "none\n" : out.toString();
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
