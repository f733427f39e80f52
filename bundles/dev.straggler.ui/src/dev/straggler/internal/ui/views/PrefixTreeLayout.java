package dev.straggler.internal.ui.views;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.eclipse.elk.alg.mrtree.options.MrTreeOptions;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.Point;

import dev.straggler.core.report.StackTreeReport;
import dev.straggler.core.stacks.PrefixTree;
import dev.straggler.core.stacks.PrefixTree.EquivalenceClass;
import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.core.stacks.RankLabels;
import dev.straggler.internal.ui.canvas.CanvasLayout;

/**
 * The drawing geometry of a stack prefix tree ({@link PrefixTree} of dev.straggler.core), computed with ELK's Mr. Tree
 * algorithm top-down (outermost frames at the top, the virtual root "N tasks" above them); every edge carries the
 * "k: [ranges]" of the node it leads to. The class of a node is the equivalence class whose tasks alone pass
 * through it (a class's end node and the branch only its tasks take), -1 for shared nodes. Pure geometry: no
 * analysis, no SWT resources.
 */
final class PrefixTreeLayout extends CanvasLayout<Node, PrefixTreeLayout.Box, PrefixTreeLayout.Line> {

    /** A node's box in layout coordinates, its text and its class (index into the tree's classes, or -1). */
    public record Box(Node node, double x, double y, double width, double height, String text, int classIndex)
            implements CanvasLayout.Placed<Node> {
    }

    /** The edge from {@code from} to its child {@code to}: polyline x0,y0,x1,y1,..., the child's label and class. */
    public record Line(Node from, Node to, double[] points, String label, int classIndex) {
    }

    public static final int PADDING_X = 8;
    public static final int PADDING_Y = 5;

    private PrefixTreeLayout(List<Box> boxes, List<Line> lines, double width, double height) {
        super(boxes, lines, width, height);
    }

    /** The text of a node: "N tasks" for the root, else the frame (with file:line in a function+line tree). */
    public static String text(PrefixTree tree, Node n) {
        if (n.frame() == null) {
            return tree.ranks().size() == 1 ? Messages.Tasks_one : NLS.bind(Messages.Tasks_many, tree.ranks().size());
        }
        return n.frame().describe(tree.granularity() == PrefixTree.Granularity.LINE);
    }

    /** Each node's class: the class whose ranks are exactly the node's (its end node and the branch above it). */
    static Map<Node, Integer> classes(PrefixTree tree) {
        Map<Node, Integer> out = new IdentityHashMap<>();
        List<EquivalenceClass> classes = tree.classes();
        for (int i = 0; i < classes.size(); i++) {
            EquivalenceClass c = classes.get(i);
            out.put(c.node(), i);
            for (Node n = c.node().parent(); n != null && n.parent() != null && n.ranks().equals(c.ranks()); n = n.parent()) {
                out.putIfAbsent(n, i);
            }
        }
        return out;
    }

    /** Lays {@code tree} out; {@code measure} gives a text's size in pixels at zoom 1. */
    public static PrefixTreeLayout of(PrefixTree tree, Function<String, Point> measure) {
        return of(tree, measure, n -> "", Node::children);
    }

    /**
     * {@link #of(PrefixTree, Function)} with {@code suffix} appended to each node's text and the children laid out
     * left to right in the order {@code children} gives (temporal ranks and order after a refinement).
     */
    public static PrefixTreeLayout of(PrefixTree tree, Function<String, Point> measure, Function<Node, String> suffix,
            Function<Node, List<Node>> children) {
        registerElk();
        ElkNode graph = ElkGraphUtil.createGraph();
        graph.setProperty(CoreOptions.ALGORITHM, MrTreeOptions.ALGORITHM_ID);
        graph.setProperty(CoreOptions.DIRECTION, Direction.DOWN);
        graph.setProperty(CoreOptions.PADDING, new ElkPadding(20));
        graph.setProperty(CoreOptions.SPACING_NODE_NODE, 40.0);

        Map<Node, Integer> classOf = classes(tree);
        Map<Node, ElkNode> elk = new IdentityHashMap<>();
        Map<Node, String> texts = new IdentityHashMap<>();
        Map<Node, ElkEdge> edges = new IdentityHashMap<>();
        List<Node> order = new ArrayList<>();
        ArrayDeque<Node> todo = new ArrayDeque<>();
        todo.push(tree.root());
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            order.add(n);
            String t = text(tree, n) + (n.frame() == null ? "" : suffix.apply(n));
            Point p = measure.apply(t);
            // wide enough for the label of the edge into it, so labels of siblings do not overlap
            Point l = n.parent() == null ? new Point(0, 0) : measure.apply(label(n));
            ElkNode en = ElkGraphUtil.createNode(graph);
            en.setDimensions(Math.max(p.x, l.x) + 2 * PADDING_X, p.y + 2 * PADDING_Y);
            elk.put(n, en);
            texts.put(n, t);
            if (n.parent() != null) {
                edges.put(n, ElkGraphUtil.createSimpleEdge(elk.get(n.parent()), en));
            }
            List<Node> kids = children.apply(n);
            for (int i = kids.size() - 1; i >= 0; i--) {
                todo.push(kids.get(i));
            }
        }
        new RecursiveGraphLayoutEngine().layout(graph, new BasicProgressMonitor());

        Map<Node, Box> boxes = new IdentityHashMap<>();
        List<Box> placed = new ArrayList<>();
        List<Line> lines = new ArrayList<>();
        for (Node n : order) {
            ElkNode en = elk.get(n);
            int c = classOf.getOrDefault(n, -1);
            Box b = new Box(n, en.getX(), en.getY(), en.getWidth(), en.getHeight(), texts.get(n), c);
            boxes.put(n, b);
            placed.add(b);
        }
        for (Node n : order) {
            ElkEdge ee = edges.get(n);
            if (ee == null) {
                continue;
            }
            double[] arr = points(ee, boxes.get(n.parent()), boxes.get(n));
            lines.add(new Line(n.parent(), n, arr, label(n), boxes.get(n).classIndex()));
        }
        return new PrefixTreeLayout(placed, lines, graph.getWidth(), graph.getHeight());
    }

    /** The "k: [ranges]" of the edge into {@code n}. */
    public static String label(Node n) {
        return RankLabels.label(n.ranks(), StackTreeReport.LABEL_RUNS);
    }
}
