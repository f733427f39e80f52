package dev.straggler.internal.ui.views;

import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Event;

/**
 * Zoom and pan of a drawing on a canvas, shared by the Straggler graph views: drag pans, the wheel scrolls
 * (Shift: sideways), Ctrl+wheel zooms around the pointer; {@link #fit} centres a drawing of a given size below a
 * top margin (a legend). Layout coordinates map to canvas coordinates by {@code pan + x * zoom}.
 */
final class Viewport {

    static final double MIN_ZOOM = 0.1;
    static final double MAX_ZOOM = 4;

    private final Canvas canvas;
    private final int top;
    private double zoom = 1;
    private double panX;
    private double panY;
    private Point dragFrom;

    /**
     * Installs the mouse handling on {@code canvas}; {@code hover} gets the mouse moves that are not drags.
     *
     * @param top the height kept free at the top of the canvas (legend), in pixels
     */
    Viewport(Canvas canvas, int top, Consumer<Event> hover) {
        this.canvas = canvas;
        this.top = top;
        this.panY = top;
        canvas.addListener(SWT.MouseDown, e -> {
            if (e.button == 1) {
                dragFrom = new Point(e.x, e.y);
            }
        });
        canvas.addListener(SWT.MouseUp, e -> dragFrom = null);
        canvas.addListener(SWT.MouseMove, e -> {
            if (dragFrom != null && (e.stateMask & SWT.BUTTON1) != 0) {
                panX += e.x - dragFrom.x;
                panY += e.y - dragFrom.y;
                dragFrom = new Point(e.x, e.y);
                canvas.redraw();
            } else {
                hover.accept(e);
            }
        });
        canvas.addListener(SWT.MouseVerticalWheel, this::wheel);
    }

    double zoom() {
        return zoom;
    }

    private static double clamp(double z) {
        return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, z));
    }

    /** Fits a drawing of {@code width} x {@code height} into the client area (at most 1:1), centred. */
    void fit(double width, double height) {
        Rectangle ca = canvas.getClientArea();
        if (width <= 0 || height <= 0 || ca.width <= 0 || ca.height <= 0) {
            canvas.redraw();
            return;
        }
        double availH = Math.max(40, ca.height - top);
        zoom = clamp(Math.min(1.0, Math.min(ca.width / width, availH / height)));
        panX = (ca.width - width * zoom) / 2;
        panY = top;
        canvas.redraw();
    }

    /** Zooms keeping the layout point under canvas point (ax, ay) in place. */
    void zoomAround(double newZoom, double ax, double ay) {
        newZoom = clamp(newZoom);
        double lx = (ax - panX) / zoom;
        double ly = (ay - panY) / zoom;
        zoom = newZoom;
        panX = ax - lx * zoom;
        panY = ay - ly * zoom;
        canvas.redraw();
    }

    /** Zooms by {@code factor} around the centre of the canvas. */
    void zoomBy(double factor) {
        Rectangle ca = canvas.getClientArea();
        zoomAround(zoom * factor, ca.width / 2.0, ca.height / 2.0);
    }

    /** Layout x of canvas x. */
    double layoutX(int x) {
        return (x - panX) / zoom;
    }

    /** Layout y of canvas y. */
    double layoutY(int y) {
        return (y - panY) / zoom;
    }

    /** A layout box in canvas coordinates. */
    Rectangle toCanvas(double x, double y, double width, double height) {
        return new Rectangle((int) Math.round(panX + x * zoom), (int) Math.round(panY + y * zoom),
                (int) Math.round(width * zoom), (int) Math.round(height * zoom));
    }

    /** Runs {@code draw} with the GC in layout coordinates. */
    void paint(GC gc, Runnable draw) {
        Transform t = new Transform(gc.getDevice());
        try {
            t.translate((float) panX, (float) panY);
            t.scale((float) zoom, (float) zoom);
            gc.setTransform(t);
            draw.run();
        } finally {
            gc.setTransform(null);
            t.dispose();
        }
    }

    private void wheel(Event e) {
        if ((e.stateMask & SWT.MOD1) != 0) {
            zoomAround(zoom * (e.count > 0 ? 1.1 : 1 / 1.1), e.x, e.y);
        } else if ((e.stateMask & SWT.SHIFT) != 0) {
            panX += e.count * 10;
            canvas.redraw();
        } else {
            panY += e.count * 10;
            canvas.redraw();
        }
        e.doit = false;
    }

    /** Adds "+", "−" and "Fit" to a view's tool bar ({@code fit} fits the drawing, {@code what} names it). */
    void addZoomActions(org.eclipse.jface.action.IToolBarManager tb, Runnable fit, String what) {
        org.eclipse.jface.action.Action in = new org.eclipse.jface.action.Action("+") {
            @Override
            public void run() {
                zoomBy(1.25);
            }
        };
        in.setToolTipText("Zoom in (Ctrl+wheel)");
        org.eclipse.jface.action.Action out = new org.eclipse.jface.action.Action("\u2212") {
            @Override
            public void run() {
                zoomBy(1 / 1.25);
            }
        };
        out.setToolTipText("Zoom out (Ctrl+wheel)");
        org.eclipse.jface.action.Action fitAction = new org.eclipse.jface.action.Action("Fit") {
            @Override
            public void run() {
                fit.run();
            }
        };
        fitAction.setToolTipText("Fit the " + what + " into the view");
        tb.add(in);
        tb.add(out);
        tb.add(fitAction);
    }
}
