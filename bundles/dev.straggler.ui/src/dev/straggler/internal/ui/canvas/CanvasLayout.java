package dev.straggler.internal.ui.canvas;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.mrtree.options.MrTreeMetaDataProvider;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;

/**
 * The geometry of a graph laid out by ELK, as {@link GraphContent} draws it: a box per node, the edges' polylines and
 * the size, in layout coordinates, and the node under a point. Pure geometry: no analysis, no SWT resources. The
 * views' layouts ({@code PdgLayout}, {@code PrefixTreeLayout}) extend it.
 *
 * @param <N> the node type
 * @param <B> a node's box
 * @param <L> an edge's line
 */
public abstract class CanvasLayout<N, B extends CanvasLayout.Placed<N>, L> {

    /** A node's box: the node and the rectangle it covers. */
    public interface Placed<N> {
        N node();

        double x();

        double y();

        double width();

        double height();

        default boolean contains(double px, double py) {
            return bounds().contains(px, py);
        }

        default Bounds bounds() {
            return new Bounds(x(), y(), width(), height());
        }
    }

    private static boolean registered;

    private final List<B> boxes;
    private final Map<N, B> byNode = new IdentityHashMap<>();
    private final List<L> lines;
    private final double width;
    private final double height;

    /** {@code boxes} in drawing order (nodes are identities: one box per node). */
    protected CanvasLayout(List<B> boxes, List<L> lines, double width, double height) {
        this.boxes = List.copyOf(boxes);
        for (B b : boxes) {
            byNode.put(b.node(), b);
        }
        this.lines = List.copyOf(lines);
        this.width = width;
        this.height = height;
    }

    /** Registers the ELK algorithms the views use (layered, Mr. Tree); once. */
    protected static synchronized void registerElk() {
        if (!registered) {
            // ServiceLoader discovery does not work across OSGi bundles: register explicitly
            LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider(),
                    new MrTreeMetaDataProvider());
            registered = true;
        }
    }

    public B box(N n) {
        return byNode.get(n);
    }

    /** The boxes in drawing order. */
    public List<B> boxes() {
        return boxes;
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

    /** The node at layout coordinates (x, y), or null (the topmost: the last drawn). */
    public N nodeAt(double x, double y) {
        for (int i = boxes.size() - 1; i >= 0; i--) {
            if (boxes.get(i).contains(x, y)) {
                return boxes.get(i).node();
            }
        }
        return null;
    }

    /**
     * The polyline ELK routed {@code edge} along (x, y pairs: each section's start, bend points, end); when it routed
     * nothing, from the bottom centre of {@code from} to the top centre of {@code to}.
     */
    protected static double[] points(ElkEdge edge, Placed<?> from, Placed<?> to) {
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
