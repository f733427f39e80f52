package dev.straggler.internal.ui.views;

import java.util.List;
import java.util.Map;

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
}
