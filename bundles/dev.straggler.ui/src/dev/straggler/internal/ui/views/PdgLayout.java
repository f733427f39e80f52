package dev.straggler.internal.ui.views;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.Point;

import dev.straggler.core.progress.PdgEdges;
import dev.straggler.internal.ui.canvas.CanvasLayout;
import dev.straggler.internal.ui.canvas.TextLines;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.PdgEdge;
import dev.straggler.model.PdgNode;

/**
 * The drawing geometry of a PDG, computed with ELK's layered algorithm: top to bottom, an edge points from the
 * task group that waits to the group it waits on (so the least-progressed groups end up at the bottom). Pure
 * geometry: no analysis, no SWT resources.
 */
final class PdgLayout extends CanvasLayout<PdgNode, PdgLayout.Box, PdgLayout.Line> {

    /** A node's box in layout coordinates, with its text lines. */
    public record Box(PdgNode node, double x, double y, double width, double height, List<String> lines)
            implements CanvasLayout.Placed<PdgNode> {
    }

    /** An edge drawn from {@code from} (the waiting group) to {@code to}: polyline points x0,y0,x1,y1,... */
    public record Line(PdgEdge edge, PdgNode from, PdgNode to, double[] points) {
    }

    public static final int PADDING_X = 10;
    public static final int PADDING_Y = 6;
    private static final double MAX_LABEL_WIDTH = 340;

    private PdgLayout(List<Box> boxes, List<Line> lines, double width, double height) {
        super(boxes, lines, width, height);
    }

    /** The node's text: its rank set, then its label split into lines that fit. */
    static List<String> text(PdgNode n, Function<String, Point> measure) {
        List<String> out = new ArrayList<>();
        out.add(NLS.bind(n.getRanks().size() == 1 ? Messages.Ranks_one : Messages.Ranks_many, n.getRanks()));
        String label = n.getLabel() == null ? "" : n.getLabel();
        for (String part : label.split(" · ")) {
            out.addAll(TextLines.wrap(part, MAX_LABEL_WIDTH, measure));
        }
        return out;
    }

    /** The waiting group of an edge (BACKWARD edges: the target waits on the source). */
    public static PdgNode waiting(PdgEdge e) {
        return PdgEdges.waiting(e);
    }

    /** The group waited on. */
    public static PdgNode waitedOn(PdgEdge e) {
        return PdgEdges.waitedFor(e);
    }

    /** Lays {@code d} out; {@code measure} gives a text's size in pixels at zoom 1. */
    public static PdgLayout of(Diagnosis d, Function<String, Point> measure) {
        registerElk();
        ElkNode root = ElkGraphUtil.createGraph();
        root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        root.setProperty(CoreOptions.DIRECTION, Direction.DOWN);
        root.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.POLYLINE);
        root.setProperty(CoreOptions.PADDING, new ElkPadding(20));
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 50.0);
        root.setProperty(CoreOptions.SPACING_NODE_NODE, 30.0);
        root.setProperty(CoreOptions.SPACING_EDGE_NODE, 15.0);

        Map<PdgNode, ElkNode> elk = new IdentityHashMap<>();
        Map<PdgNode, List<String>> texts = new IdentityHashMap<>();
        for (PdgNode n : d.getNodes()) {
            List<String> t = text(n, measure);
            double w = 0;
            double h = 0;
            for (String s : t) {
                Point p = measure.apply(s);
                w = Math.max(w, p.x);
                h += p.y;
            }
            ElkNode en = ElkGraphUtil.createNode(root);
            en.setDimensions(w + 2 * PADDING_X, h + 2 * PADDING_Y);
            elk.put(n, en);
            texts.put(n, t);
        }
        Map<PdgEdge, ElkEdge> elkEdges = new IdentityHashMap<>();
        for (PdgEdge e : d.getEdges()) {
            ElkNode from = elk.get(waiting(e));
            ElkNode to = elk.get(waitedOn(e));
            if (from != null && to != null && from != to) {
                elkEdges.put(e, ElkGraphUtil.createSimpleEdge(from, to));
            }
        }
        new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());

        Map<PdgNode, Box> boxes = new IdentityHashMap<>();
        List<Box> order = new ArrayList<>();
        for (PdgNode n : d.getNodes()) {
            ElkNode en = elk.get(n);
            Box b = new Box(n, en.getX(), en.getY(), en.getWidth(), en.getHeight(), texts.get(n));
            boxes.put(n, b);
            order.add(b);
        }
        List<Line> lines = new ArrayList<>();
        for (PdgEdge e : d.getEdges()) {
            ElkEdge ee = elkEdges.get(e);
            if (ee == null) {
                continue;
            }
            double[] arr = points(ee, boxes.get(waiting(e)), boxes.get(waitedOn(e)));
            lines.add(new Line(e, waiting(e), waitedOn(e), arr));
        }
        return new PdgLayout(order, lines, root.getWidth(), root.getHeight());
    }
}
