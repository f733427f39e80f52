package dev.straggler.internal.ui.canvas;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;

/**
 * The drawing primitives a {@link CanvasContent} paints with, in content coordinates (pixels at zoom 1). Two sinks
 * implement them: {@link GcPainter} onto an SWT {@code GC} (the canvas, a PNG image) and {@link SvgPainter} into an SVG
 * document; a content has one paint routine, so the export is what the user sees. Texts are single lines drawn with
 * their top-left corner at (x, y) and a transparent background; the current colours, line and text style apply to
 * the primitives drawn after they are set. A new primitive is added here and to both sinks.
 */
public interface Painter {

    /** Line styles (SWT's {@code LINE_SOLID}, {@code LINE_DASH}, {@code LINE_DOT}: dashes scale with the width). */
    enum LineStyle {
        SOLID, DASH, DOT
    }

    /** Text styles: the canvas's font, its bold variant, the workbench's text (monospace) font. */
    enum TextStyle {
        NORMAL, BOLD, MONO
    }

    /** The colour of lines, outlines and text. */
    void setForeground(RGB c);

    /** The colour of filled shapes. */
    void setBackground(RGB c);

    /** Line width in pixels at zoom 1 (at least 1). */
    void setLineWidth(int width);

    void setLineStyle(LineStyle style);

    void setTextStyle(TextStyle style);

    /** Width and height of {@code text} in the current text style (as the canvas measures it). */
    Point textExtent(String text);

    void drawLine(double x1, double y1, double x2, double y2);

    /** A polyline through x0, y0, x1, y1, ... */
    void drawPolyline(double[] points);

    /** A filled polygon through x0, y0, x1, y1, ... (in the background colour). */
    void fillPolygon(double[] points);

    void drawRectangle(double x, double y, double width, double height);

    void fillRectangle(double x, double y, double width, double height);

    /** A rectangle with rounded corners, {@code arc} the diameter of the corner circles. */
    void drawRoundRectangle(double x, double y, double width, double height, double arc);

    void fillRoundRectangle(double x, double y, double width, double height, double arc);

    /** The ellipse inscribed in the rectangle. */
    void drawOval(double x, double y, double width, double height);

    void fillOval(double x, double y, double width, double height);

    /** One line of text, its top-left corner at (x, y), in the foreground colour and the current text style. */
    void drawText(String text, double x, double y);

    /**
     * {@link #drawText} turned by {@code degrees} clockwise around (x, y) (-90: reading upwards, for an axis or a
     * column label).
     */
    void drawText(String text, double x, double y, double degrees);

    /**
     * A filled arrow head (in the background colour) at (x1, y1), pointing along the segment from (x0, y0);
     * {@code size} is the length of its sides.
     */
    default void fillArrowHead(double x0, double y0, double x1, double y1, double size) {
        double a = Math.atan2(y1 - y0, x1 - x0);
        double s = Math.PI / 7;
        fillPolygon(new double[] { x1, y1, x1 - size * Math.cos(a - s), y1 - size * Math.sin(a - s),
                x1 - size * Math.cos(a + s), y1 - size * Math.sin(a + s) });
    }
}
