package dev.straggler.internal.ui.canvas;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Transform;

/**
 * {@link Painter} onto an SWT {@link GC}: the canvas (under the viewport's zoom and pan transform) or an image (PNG
 * export). Coordinates are rounded to whole pixels, as the GC draws them.
 */
public final class GcPainter implements Painter {

    private final GC gc;
    private final CanvasFonts fonts;

    /** Paints on {@code gc} with {@code fonts}; sets antialiasing and the normal text style. */
    public GcPainter(GC gc, CanvasFonts fonts) {
        this.gc = gc;
        this.fonts = fonts;
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        setTextStyle(TextStyle.NORMAL);
    }

    private static int r(double v) {
        return (int) Math.round(v);
    }

    private static int[] r(double[] pts) {
        int[] out = new int[pts.length];
        for (int i = 0; i < pts.length; i++) {
            out[i] = r(pts[i]);
        }
        return out;
    }

    @Override
    public void setForeground(RGB c) {
        gc.setForeground(new Color(c));
    }

    @Override
    public void setBackground(RGB c) {
        gc.setBackground(new Color(c));
    }

    @Override
    public void setLineWidth(int width) {
        gc.setLineWidth(Math.max(1, width));
    }

    @Override
    public void setLineStyle(LineStyle style) {
        gc.setLineStyle(switch (style) {
        case SOLID -> SWT.LINE_SOLID;
        case DASH -> SWT.LINE_DASH;
        case DOT -> SWT.LINE_DOT;
        });
    }

    @Override
    public void setTextStyle(TextStyle style) {
        gc.setFont(fonts.get(style));
    }

    @Override
    public Point textExtent(String text) {
        return gc.textExtent(text, 0);
    }

    /** The ascent of the current font plus its leading: the baseline's distance from the top of a text. */
    int baseline() {
        return gc.getFontMetrics().getAscent() + gc.getFontMetrics().getLeading();
    }

    @Override
    public void drawLine(double x1, double y1, double x2, double y2) {
        gc.drawLine(r(x1), r(y1), r(x2), r(y2));
    }

    @Override
    public void drawPolyline(double[] points) {
        gc.drawPolyline(r(points));
    }

    @Override
    public void fillPolygon(double[] points) {
        gc.fillPolygon(r(points));
    }

    @Override
    public void drawRectangle(double x, double y, double width, double height) {
        gc.drawRectangle(r(x), r(y), r(width), r(height));
    }

    @Override
    public void fillRectangle(double x, double y, double width, double height) {
        gc.fillRectangle(r(x), r(y), r(width), r(height));
    }

    @Override
    public void drawRoundRectangle(double x, double y, double width, double height, double arc) {
        gc.drawRoundRectangle(r(x), r(y), r(width), r(height), r(arc), r(arc));
    }

    @Override
    public void fillRoundRectangle(double x, double y, double width, double height, double arc) {
        gc.fillRoundRectangle(r(x), r(y), r(width), r(height), r(arc), r(arc));
    }

    @Override
    public void drawOval(double x, double y, double width, double height) {
        gc.drawOval(r(x), r(y), r(width), r(height));
    }

    @Override
    public void fillOval(double x, double y, double width, double height) {
        gc.fillOval(r(x), r(y), r(width), r(height));
    }

    @Override
    public void drawText(String text, double x, double y) {
        gc.drawText(text, r(x), r(y), SWT.DRAW_TRANSPARENT);
    }

    @Override
    public void drawText(String text, double x, double y, double degrees) {
        if (degrees == 0) {
            drawText(text, x, y);
            return;
        }
        Transform before = new Transform(gc.getDevice());
        Transform turned = new Transform(gc.getDevice());
        try {
            gc.getTransform(before);
            gc.getTransform(turned);
            turned.translate((float) x, (float) y);
            turned.rotate((float) degrees);
            gc.setTransform(turned);
            gc.drawText(text, 0, 0, SWT.DRAW_TRANSPARENT);
            gc.setTransform(before);
        } finally {
            before.dispose();
            turned.dispose();
        }
    }
}
