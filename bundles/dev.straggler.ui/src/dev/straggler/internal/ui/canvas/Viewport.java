package dev.straggler.internal.ui.canvas;

import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Event;

/**
 * Zoom and pan of a drawing on a canvas ({@link CanvasView}'s): drag pans, the wheel scrolls (Shift: sideways),
 * Ctrl+wheel zooms around the pointer; {@link #fit} places a drawing of a given size below a top margin (the legend)
 * and, until the user zooms or pans, again whenever the canvas is resized (by {@link CanvasView}).
 * Content coordinates map to canvas coordinates by {@code pan + x * zoom}.
 */
final class Viewport {

    static final double MIN_ZOOM = 0.1;
    static final double MAX_ZOOM = 4;
    /** The smallest zoom a {@link CanvasContent.Fit#WIDTH} fit takes: the view's font at 80 %. */
    static final double READABLE_ZOOM = 0.8;

    private final Canvas canvas;
    private int top;
    private double zoom = 1;
    private double panX;
    private double panY;
    private Point dragFrom;
    /** Whether the last placement was a fit (not a zoom or pan since): a resize then fits again. */
    private boolean fitted;

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
                pan(e.x - dragFrom.x, e.y - dragFrom.y);
                dragFrom = new Point(e.x, e.y);
            } else {
                hover.accept(e);
            }
        });
        canvas.addListener(SWT.MouseVerticalWheel, this::wheel);
    }

    double zoom() {
        return zoom;
    }

    /** Whether the drawing is placed as {@link #fit} placed it (no zoom or pan since). */
    boolean fitted() {
        return fitted;
    }

    /** The height kept free at the top (the legend's). */
    void setTop(int top) {
        this.top = top;
    }

    private static double clamp(double z) {
        return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, z));
    }

    /**
     * Fits a drawing of {@code width} x {@code height} into the client area (at most 1:1), centred horizontally:
     * {@link CanvasContent.Fit#WHOLE} all of it, {@link CanvasContent.Fit#WIDTH} its width, from its top.
     */
    void fit(double width, double height, CanvasContent.Fit how) {
        fitted = true;
        Rectangle ca = canvas.getClientArea();
        if (width <= 0 || height <= 0 || ca.width <= 0 || ca.height <= 0) {
            canvas.redraw();
            return;
        }
        double availH = Math.max(40, ca.height - top);
        double z = ca.width / width;
        if (how == CanvasContent.Fit.WHOLE) {
            z = Math.min(z, availH / height);
        } else {
            z = Math.max(z, READABLE_ZOOM); // text below this size is unreadable: pan sideways instead
        }
        zoom = clamp(Math.min(1.0, z));
        panX = Math.max(0, (ca.width - width * zoom) / 2);
        panY = top;
        canvas.redraw();
    }

    /** Zooms keeping the content point under canvas point (ax, ay) in place. */
    void zoomAround(double newZoom, double ax, double ay) {
        fitted = false;
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

    /** Moves the drawing by (dx, dy) canvas pixels. */
    void pan(double dx, double dy) {
        fitted = false;
        panX += dx;
        panY += dy;
        canvas.redraw();
    }

    /** Content x of canvas x. */
    double contentX(int x) {
        return (x - panX) / zoom;
    }

    /** Content y of canvas y. */
    double contentY(int y) {
        return (y - panY) / zoom;
    }

    /** A content rectangle in canvas coordinates. */
    Rectangle toCanvas(Bounds b) {
        return new Rectangle((int) Math.round(panX + b.x() * zoom), (int) Math.round(panY + b.y() * zoom),
                (int) Math.round(b.width() * zoom), (int) Math.round(b.height() * zoom));
    }

    /** The part of the content the client area shows. */
    Bounds visible() {
        Rectangle ca = canvas.getClientArea();
        return new Bounds(contentX(0), contentY(0), ca.width / zoom, ca.height / zoom);
    }

    /** Runs {@code draw} with the GC in content coordinates. */
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
            pan(e.count * 10, 0);
        } else {
            pan(0, e.count * 10);
        }
        e.doit = false;
    }
}
