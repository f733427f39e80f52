package dev.straggler.internal.ui.canvas;

/**
 * A {@link CanvasContent} that is a graph laid out by ELK ({@link CanvasLayout}): the items are the nodes, hit test and
 * bounds come from their boxes; a subclass paints one edge and one node (edges first, then nodes in the layout's
 * order, skipping nodes outside the visible part) and gives the DOT text.
 *
 * @param <N> the node type
 * @param <B> a node's box
 * @param <L> an edge's line
 */
public abstract class GraphContent<N, B extends CanvasLayout.Placed<N>, L> implements CanvasContent<N> {

    private final CanvasLayout<N, B, L> layout;

    protected GraphContent(CanvasLayout<N, B, L> layout) {
        this.layout = layout;
    }

    public CanvasLayout<N, B, L> layout() {
        return layout;
    }

    @Override
    public double width() {
        return layout.width();
    }

    @Override
    public double height() {
        return layout.height();
    }

    @Override
    public N itemAt(double x, double y) {
        return layout.nodeAt(x, y);
    }

    @Override
    public Bounds bounds(N item) {
        B b = item == null ? null : layout.box(item);
        return b == null ? null : b.bounds();
    }

    @Override
    public void paint(Painter g, State<N> state) {
        for (L l : layout.lines()) {
            paintEdge(g, l);
        }
        for (B b : layout.boxes()) {
            if (state.visible() == null || state.visible().intersects(b.bounds())) {
                paintNode(g, b, state);
            }
        }
    }

    /** Paints one edge (sets every attribute it uses). */
    protected abstract void paintEdge(Painter g, L line);

    /** Paints one node; {@code state} says whether it is hovered or selected. */
    protected abstract void paintNode(Painter g, B box, State<N> state);
}
