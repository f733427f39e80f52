package dev.straggler.internal.ui.views;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;

/**
 * What the views' canvases draw from an ELK layout: a box per node, the edges' polylines and the size, in layout
 * coordinates, and the node under a point. {@link PdgLayout} and {@link PrefixTreeLayout} compute it.
 *
 * @param <N> the node type
 * @param <B> a node's box
 * @param <L> an edge's line
 */
abstract class CanvasLayout<N, B extends CanvasLayout.Placed<N>, L> {

    /** A node's box: the node and the rectangle it covers. */
    public interface Placed<N> {
        N node();

        double x();

        double y();

        double width();

        double height();

        default boolean contains(double px, double py) {
            return px >= x() && px <= x() + width() && py >= y() && py <= y() + height();
        }
    }

    private final Map<N, B> boxes;
    private final List<L> lines;
    private final double width;
    private final double height;

    CanvasLayout(Map<N, B> boxes, List<L> lines, double width, double height) {
        this.boxes = boxes;
        this.lines = lines;
        this.width = width;
        this.height = height;
    }

    public B box(N n) {
        return boxes.get(n);
    }

    public List<B> boxes() {
        return List.copyOf(boxes.values());
    }

    public List<L> lines() {
        return lines;
    }

    public double width() {
        return width;
    }

    public double height() {
        return height;
    }

    /** The node at layout coordinates (x, y), or null. */
    public N nodeAt(double x, double y) {
        for (B b : boxes.values()) {
            if (b.contains(x, y)) {
                return b.node();
            }
        }
        return null;
    }

    /**
     * The polyline ELK routed {@code edge} along (x, y pairs: each section's start, bend points, end); when it routed
     * nothing, from the bottom centre of {@code from} to the top centre of {@code to}.
     */
    static double[] points(ElkEdge edge, Placed<?> from, Placed<?> to) {
        List<Double> pts = new ArrayList<>();
        for (ElkEdgeSection s : edge.getSections()) {
            pts.add(s.getStartX());
            pts.add(s.getStartY());
            for (ElkBendPoint b : s.getBendPoints()) {
                pts.add(b.getX());
                pts.add(b.getY());
            }
            pts.add(s.getEndX());
            pts.add(s.getEndY());
        }
        if (pts.isEmpty()) {
            return new double[] { from.x() + from.width() / 2, from.y() + from.height(), to.x() + to.width() / 2, to.y() };
        }
        double[] arr = new double[pts.size()];
        for (int i = 0; i < arr.length; i++) {
            arr[i] = pts.get(i);
        }
        return arr;
    }
}
