package dev.straggler.internal.ui.canvas.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Event;
import org.junit.jupiter.api.Test;

import dev.straggler.internal.ui.canvas.CanvasContent;
import dev.straggler.internal.ui.canvas.CanvasView;
import dev.straggler.internal.ui.tests.SmallPdg;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.model.PdgNode;

/**
 * The canvas base's interaction on the PDG view and on a grid: the hit test stays right under zoom around any point,
 * pan (drag, keys) and fit; click selects (and is the site's selection), double-click and Enter open, Ctrl+= / Ctrl+-
 * / Ctrl+0 zoom and fit; a fitted drawing is fitted again on resize; Fit.WIDTH fits the width only; a content replaced
 * in place keeps zoom, pan and selection.
 */
class CanvasViewTest {

    private static Event mouse(int type, int x, int y, int button, int stateMask) {
        Event e = new Event();
        e.type = type;
        e.x = x;
        e.y = y;
        e.button = button;
        e.stateMask = stateMask;
        e.count = type == SWT.MouseDoubleClick ? 2 : 1;
        return e;
    }

    private static void send(Canvas c, Event e) {
        c.notifyListeners(e.type, e);
        UiTestSupport.processEvents();
    }

    private static void key(Canvas c, char character, int keyCode, int stateMask) {
        Event e = new Event();
        e.type = SWT.KeyDown;
        e.character = character;
        e.keyCode = keyCode;
        e.stateMask = stateMask;
        send(c, e);
    }

    private static int cx(Rectangle r) {
        return r.x + r.width / 2;
    }

    private static int cy(Rectangle r) {
        return r.y + r.height / 2;
    }

    /** Every item's centre hits the item; a point just beside it does not. */
    private static <T> void hitTestHolds(CanvasView<T> view, List<T> items, String when) {
        for (T item : items) {
            Rectangle r = view.bounds(item);
            assertEquals(item, view.itemAt(cx(r), cy(r)), item + " at its centre " + when + ": " + r);
            assertNotEquals(item, view.itemAt(r.x - 3, cy(r)), item + " left of it " + when);
            assertNotEquals(item, view.itemAt(cx(r), r.y + r.height + 3), item + " below it " + when);
        }
    }

    /** Every item is drawn wholly inside the canvas's client area. */
    private static <T> void allInside(CanvasView<T> view, List<T> items, String when) {
        Rectangle ca = view.getCanvas().getClientArea();
        for (T item : items) {
            Rectangle r = view.bounds(item);
            assertTrue(ca.contains(r.x, r.y) && ca.contains(r.x + r.width - 1, r.y + r.height - 1),
                    item + " inside " + ca + " " + when + ": " + r);
        }
    }

    /** The PDG view showing {@code g}, fitted. */
    private static PdgView showInPdgView(SmallPdg g) throws Exception {
        PdgView view = (PdgView) UiTestSupport.page().showView(PdgView.ID);
        view.setDiagnosis(g.job(), g.diagnosis());
        UiTestSupport.processEvents();
        return view;
    }

    private static List<PdgNode> nodes(SmallPdg g) {
        return List.of(g.barrier(), g.waitall(), g.lp());
    }

    @Test
    void zoomPanAndFitKeepTheHitTestRight() throws Exception {
        SmallPdg g = SmallPdg.ring();
        PdgView view = showInPdgView(g);
        List<PdgNode> nodes = nodes(g);
        Canvas canvas = view.getCanvas();
        hitTestHolds(view, nodes, "after fit");

        // zoom around points: the content point under the anchor stays there, and the hit test follows
        Rectangle lp = view.bounds(g.lp());
        for (double factor : new double[] { 2.5, 0.4, 1.7 }) {
            double before = view.getZoom();
            view.zoomAround(before * factor, cx(lp), cy(lp));
            assertEquals(Math.max(0.1, Math.min(4, before * factor)), view.getZoom(), 1e-9);
            assertEquals(g.lp(), view.itemAt(cx(lp), cy(lp)), "the anchor keeps its node at zoom " + view.getZoom());
            hitTestHolds(view, nodes, "at zoom " + view.getZoom());
        }
        Rectangle corner = view.bounds(g.barrier());
        view.zoomAround(view.getZoom() * 1.3, corner.x + 1, corner.y + 1);
        hitTestHolds(view, nodes, "zoomed around a corner");

        // pan by dragging: every box moves by the drag, the hit test with it
        Rectangle from = view.bounds(g.waitall());
        send(canvas, mouse(SWT.MouseDown, 5, 5, 1, 0));
        send(canvas, mouse(SWT.MouseMove, 25, 45, 0, SWT.BUTTON1));
        send(canvas, mouse(SWT.MouseUp, 25, 45, 1, SWT.BUTTON1));
        Rectangle to = view.bounds(g.waitall());
        assertEquals(from.x + 20, to.x);
        assertEquals(from.y + 40, to.y);
        hitTestHolds(view, nodes, "after a drag");
        // arrow keys pan too
        key(canvas, '\0', SWT.ARROW_RIGHT, 0);
        assertEquals(to.x - 40, view.bounds(g.waitall()).x);
        hitTestHolds(view, nodes, "after an arrow key");

        // keys: Ctrl+= and Ctrl+- zoom by 1.25 around the centre, Ctrl+0 fits
        double z = view.getZoom();
        key(canvas, '=', '=', SWT.MOD1);
        assertEquals(Math.min(4, z * 1.25), view.getZoom(), 1e-9);
        key(canvas, '-', '-', SWT.MOD1);
        assertEquals(z, view.getZoom(), 1e-9);
        key(canvas, '0', '0', SWT.MOD1);
        double fitted = view.getZoom();
        view.fit();
        assertEquals(fitted, view.getZoom(), 1e-9, "Ctrl+0 fits");
        assertTrue(fitted <= 1.0, "fit is at most 1:1: " + fitted);
        allInside(view, nodes, "after fit");
        hitTestHolds(view, nodes, "after fit again");
    }

    /**
     * A fitted drawing is fitted again when the canvas shrinks (the view resized, a content description appeared above
     * it); once the user zoomed, a resize keeps the zoom.
     */
    @Test
    void aFittedDrawingStaysFittedWhenTheCanvasIsResized() throws Exception {
        SmallPdg g = SmallPdg.ring();
        PdgView view = showInPdgView(g);
        List<PdgNode> nodes = nodes(g);
        Canvas canvas = view.getCanvas();
        CanvasContent<PdgNode> content = view.getContent();
        int width = (int) Math.ceil(2 * Math.max(content.width(), content.legendWidth()));
        int tall = (int) Math.ceil(2 * (content.legendHeight() + content.height()));
        try {
            // room for twice the drawing: fitted at 1:1
            canvas.setSize(width, tall);
            UiTestSupport.processEvents();
            assertEquals(1.0, view.getZoom(), 1e-9, "fitted at most 1:1 in a large canvas");
            // half the drawing's height: the LP node (at the bottom) would be outside without a new fit
            canvas.setSize(width, tall / 4);
            UiTestSupport.processEvents();
            assertTrue(view.getZoom() < 0.75, "fitted again: zoom " + view.getZoom());
            allInside(view, nodes, "in the shrunk canvas");
            hitTestHolds(view, nodes, "after a resize");

            // the user zoomed: a resize leaves the zoom alone
            view.zoomBy(1.25);
            double zoomed = view.getZoom();
            canvas.setSize(width, tall);
            UiTestSupport.processEvents();
            assertEquals(zoomed, view.getZoom(), 1e-9, "a zoomed drawing keeps its zoom on resize");
        } finally {
            canvas.getParent().layout(true);
        }
    }

    @Test
    void clickSelectsDoubleClickAndEnterOpen() throws Exception {
        GridTestView view = (GridTestView) UiTestSupport.page().showView(GridTestView.ID);
        UiTestSupport.page().activate(view);
        double[][] m = new double[12][12];
        for (int i = 0; i < 12; i++) {
            for (int j = 0; j < 12; j++) {
                m[i][j] = i == j ? 1 : (i + j) % 5 / 5.0;
            }
        }
        view.show(new String[] { "normal", "faulty", "diff" }, new double[][][] { m, m, m }, CanvasContent.Fit.WHOLE, false);
        UiTestSupport.processEvents();
        Canvas canvas = view.getCanvas();
        GridTestView.Cell cell = new GridTestView.Cell(1, 4, 7);
        GridTestView.Cell other = new GridTestView.Cell(2, 11, 0);

        // the hit test of every cell of the three matrices, fitted and zoomed
        List<GridTestView.Cell> cells = new java.util.ArrayList<>();
        for (int k = 0; k < 3; k++) {
            for (int i = 0; i < 12; i++) {
                for (int j = 0; j < 12; j++) {
                    cells.add(new GridTestView.Cell(k, i, j));
                }
            }
        }
        view.zoomAround(1.0, 0, 0);
        for (double z : new double[] { 1.0, 2.2, 0.7 }) {
            Rectangle r = view.bounds(cell);
            view.zoomAround(z, cx(r), cy(r));
            for (GridTestView.Cell c : cells) {
                Rectangle b = view.bounds(c);
                assertEquals(c, view.itemAt(cx(b), cy(b)), c + " at zoom " + z);
            }
        }
        assertTrue(view.tooltip(cell).startsWith("faulty: rank 4 vs rank 7"), view.tooltip(cell));

        // click: selected, the site's selection, clicked(); empty space clears it
        Rectangle r = view.bounds(cell);
        send(canvas, mouse(SWT.MouseDown, cx(r), cy(r), 1, 0));
        send(canvas, mouse(SWT.MouseUp, cx(r), cy(r), 1, SWT.BUTTON1));
        assertEquals(cell, view.getSelected());
        assertEquals(List.of(cell), view.clicked);
        IStructuredSelection sel = (IStructuredSelection) view.getSite().getSelectionProvider().getSelection();
        assertEquals(cell, sel.getFirstElement());
        // double-click opens the item under the pointer, Enter the selected one
        send(canvas, mouse(SWT.MouseDoubleClick, cx(r), cy(r), 1, 0));
        assertEquals(List.of(cell), view.opened);
        key(canvas, SWT.CR, SWT.CR, 0);
        assertEquals(List.of(cell, cell), view.opened);
        // right-click selects as well (the context menu is the item's)
        Rectangle o = view.bounds(other);
        send(canvas, mouse(SWT.MouseDown, cx(o), cy(o), 3, 0));
        assertEquals(other, view.getSelected());
        assertEquals(1, view.clicked.size(), "a right click is not a click");
        send(canvas, mouse(SWT.MouseDown, -50, -50, 1, 0));
        send(canvas, mouse(SWT.MouseUp, -50, -50, 1, SWT.BUTTON1));
        assertNull(view.getSelected());
        assertTrue(view.getSite().getSelectionProvider().getSelection().isEmpty());

        // replaced in place (keepView): zoom, pan and the selection stay
        view.select(cell);
        double z = view.getZoom();
        Rectangle before = view.bounds(cell);
        m[4][7] = 0.9;
        view.show(new String[] { "normal", "faulty", "diff" }, new double[][][] { m, m, m }, CanvasContent.Fit.WHOLE, true);
        assertEquals(z, view.getZoom(), 1e-9);
        assertEquals(before, view.bounds(cell));
        assertEquals(cell, view.getSelected());

        // Fit.WIDTH: a long content fits its width, from its top, even when its height does not fit; never below
        // 80 % (Viewport.READABLE_ZOOM: narrower than that, it pans sideways)
        double[][] tall = new double[60][60];
        view.show(new String[] { "tall" }, new double[][][] { tall }, CanvasContent.Fit.WIDTH, false);
        UiTestSupport.processEvents();
        Rectangle ca = canvas.getClientArea();
        GridTestView.Cell first = new GridTestView.Cell(0, 0, 0);
        GridTestView.Cell last = new GridTestView.Cell(0, 59, 59);
        double expected = Math.min(1, Math.max(0.8, ca.width / view.getContent().fitWidth()));
        assertEquals(expected, view.getZoom(), 1e-9);
        assertTrue(view.bounds(first).y >= 0 && view.bounds(first).y < ca.height, "starts at the top: " + view.bounds(first));
        assertEquals(view.getSelected(), null, "the old selection is not in the new content");
        Rectangle l = view.bounds(last);
        assertEquals(last, view.itemAt(cx(l), cy(l)));
    }
}
