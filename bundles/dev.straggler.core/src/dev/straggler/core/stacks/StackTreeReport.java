package dev.straggler.core.stacks;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;

import dev.straggler.core.stacks.PrefixTree.EquivalenceClass;
import dev.straggler.core.stacks.PrefixTree.Node;
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
        StringBuilder out = new StringBuilder();
        boolean lines = lines(tree);
        out.append("Stacks of ").append(tree.ranks().size()).append(tree.ranks().size() == 1 ? " task" : " tasks")
                .append(" (").append(lines ? "function and line" : "function").append(" level), ")
                .append(tree.classes().size()).append(tree.classes().size() == 1 ? " class" : " classes").append(":\n");
        ArrayDeque<Node> todo = new ArrayDeque<>();
        for (int i = tree.root().children().size() - 1; i >= 0; i--) {
            todo.push(tree.root().children().get(i));
        }
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            out.append("  ".repeat(n.depth())).append(RankLabels.label(n.ranks(), LABEL_RUNS)).append("  ")
                    .append(n.frame().describe(lines)).append('\n');
            for (int i = n.children().size() - 1; i >= 0; i--) {
                todo.push(n.children().get(i));
            }
        }
        out.append("\nEquivalence classes (innermost frame first):\n");
        for (EquivalenceClass c : tree.classes()) {
            out.append("  ").append(RankLabels.label(c.ranks(), LABEL_RUNS)).append("  ");
            List<StackFrame> frames = c.frames();
            int shown = Math.min(frames.size(), 4);
            for (int i = 0; i < shown; i++) {
                out.append(i == 0 ? "" : " < ").append(frames.get(i).describe(true));
            }
            if (shown < frames.size()) {
                out.append(" < ...");
            }
            out.append('\n');
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
     * JSON: {@code granularity}, {@code tasks}, {@code classes} ({@code ranks} as numbers, {@code label},
     * {@code frames} innermost first with {@code function}, {@code file}, {@code line}), {@code tree} (nested
     * {@code function}, {@code file}, {@code line}, {@code count}, {@code ranks} as ranges text, {@code label},
     * {@code children}), {@code withoutStack}, {@code warnings}.
     */
    public static JsonObject json(PrefixTree tree, RankSet withoutStack, List<String> warnings) {
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
        o.add("tree", node(tree.root()));
        o.add("withoutStack", ranks(withoutStack));
        JsonArray w = new JsonArray();
        warnings.forEach(w::add);
        o.add("warnings", w);
        return o;
    }

    /** {@link #json} as indented text. */
    public static String jsonText(PrefixTree tree, RankSet withoutStack, List<String> warnings) {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create()
                .toJson(json(tree, withoutStack, warnings));
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
    private static JsonObject node(Node root) {
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
            JsonArray kids = new JsonArray();
            for (Node c : n.children()) {
                JsonObject k = new JsonObject();
                kids.add(k);
                todo.push(new Object[] { c, k });
            }
            j.add("children", kids);
        }
        return top;
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
