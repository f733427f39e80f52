package dev.straggler.internal.ui.canvas;

/**
 * What a {@link CanvasView} shows: a drawing in its own coordinates (pixels at zoom 1, origin top-left) and the items
 * in it the user points at — graph nodes, heatmap cells, rows of a text column. The view zooms, pans, hit-tests,
 * hovers, selects and exports it; the content only knows its geometry and how to paint itself with a {@link Painter}
 * (once, for the canvas, PNG and SVG alike). Immutable once built: a view that changes what is shown (a collapsed
 * loop, another granularity) builds a new content and calls {@link CanvasView#setContent(CanvasContent, boolean)}.
 * Graph contents laid out by ELK extend {@link GraphContent}.
 *
 * @param <T> the items (compared with {@code equals}); views dispatch double-click, context menu and selection on them
 */
public interface CanvasContent<T> {

    /** How {@link CanvasView#fit()} places the content. */
    enum Fit {
        /** All of it in the view, centred, at most 1:1 (a graph). */
        WHOLE,
        /**
         * Its {@link CanvasContent#fitWidth() fit width} in the view, at most 1:1 and never so small that its text
         * cannot be read (then pan sideways), from its top (a long text column or table: scroll down).
         */
        WIDTH
    }

    /**
     * The state a paint shows: the item under the pointer and the selected one (null: none; both null in an export),
     * and the part of the content that is visible (an export: all of it), so a large content can skip the rest.
     */
    record State<T>(T hovered, T selected, Bounds visible) {
    }

    /** Width of the drawing (content coordinates). */
    double width();

    /** Height of the drawing (content coordinates). */
    double height();

    /** Paints the drawing (the painter is in content coordinates; the background is white). */
    void paint(Painter g, State<T> state);

    /** The item at (x, y) in content coordinates, or null. */
    T itemAt(double x, double y);

    /** Where {@code item} is drawn (content coordinates), or null when it is not. */
    Bounds bounds(T item);

    /** The tooltip of an item (null: none). */
    default String tooltip(T item) {
        return null;
    }

    /** Height of the legend, drawn unzoomed above the drawing (0: none). */
    default double legendHeight() {
        return 0;
    }

    /** Width the legend needs (an export is at least this wide). */
    default double legendWidth() {
        return 0;
    }

    /** Paints the legend at (0, 0), {@code width} wide and {@link #legendHeight()} high, on a white background. */
    default void paintLegend(Painter g, double width) {
        // none
    }

    /** The drawing as a Graphviz DOT graph, or null when it is not a graph (no DOT export then). */
    default String dot() {
        return null;
    }

    default Fit fit() {
        return Fit.WHOLE;
    }

    /**
     * The width {@link Fit#WIDTH} fits into the view: the part that must be seen side by side (e.g. two columns), not
     * a long footer or title line beside it, which is panned to.
     */
    default double fitWidth() {
        return width();
    }
}
