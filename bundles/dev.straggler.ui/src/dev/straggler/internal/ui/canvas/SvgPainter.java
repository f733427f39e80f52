package dev.straggler.internal.ui.canvas;

import java.util.Locale;

import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;

/**
 * {@link Painter} that writes SVG 1.1 elements: the same primitives the canvas draws, in content coordinates. Texts
 * are measured by the canvas's fonts ({@code measure}, a {@link GcPainter}) and written with that width
 * ({@code textLength}), so a viewer with other fonts keeps them inside their boxes; dashes follow SWT's patterns.
 * {@link #document} wraps what was drawn into a standalone SVG file.
 */
public final class SvgPainter implements Painter {

    private final StringBuilder body = new StringBuilder();
    private final GcPainter measure;
    private final CanvasFonts fonts;
    private final Device device;
    private RGB foreground = new RGB(0, 0, 0);
    private RGB background = new RGB(255, 255, 255);
    private int lineWidth = 1;
    private LineStyle lineStyle = LineStyle.SOLID;
    private TextStyle textStyle = TextStyle.NORMAL;
    private int depth;

    /**
     * Writes SVG; texts are measured with {@code measure} (a painter on any GC of {@code device}), set in
     * {@code fonts}.
     */
    SvgPainter(GcPainter measure, CanvasFonts fonts, Device device) {
        this.measure = measure;
        this.fonts = fonts;
        this.device = device;
        measure.setTextStyle(textStyle);
    }

    /** What was drawn as a standalone SVG document of {@code width} x {@code height}, on a white background. */
    String document(double width, double height) {
        while (depth > 0) {
            endGroup();
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\""
                + n(width) + "\" height=\"" + n(height) + "\" viewBox=\"0 0 " + n(width) + " " + n(height) + "\">\n"
                + "<rect x=\"0\" y=\"0\" width=\"" + n(width) + "\" height=\"" + n(height) + "\" fill=\"#ffffff\"/>\n" + body
                + "</svg>\n";
    }

    /** Draws what follows (until {@link #endGroup}) moved by (dx, dy). */
    void beginGroup(double dx, double dy) {
        body.append("<g transform=\"translate(").append(n(dx)).append(' ').append(n(dy)).append(")\">\n");
        depth++;
    }

    void endGroup() {
        body.append("</g>\n");
        depth--;
    }

    /** A number as SVG writes it: at most two decimals, no exponent, '.' as the separator. */
    static String n(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        String s = String.format(Locale.ROOT, "%.2f", v);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    static String hex(RGB c) {
        return String.format(Locale.ROOT, "#%02x%02x%02x", c.red, c.green, c.blue);
    }

    /** Text as XML character data / attribute value: escaped, without the characters XML 1.0 forbids. */
    static String escape(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
            case '&' -> out.append("&amp;");
            case '<' -> out.append("&lt;");
            case '>' -> out.append("&gt;");
            case '"' -> out.append("&quot;");
            default -> {
                if (c >= 0x20 && c != 0xFFFE && c != 0xFFFF || c == '\t') {
                    out.append(c);
                }
            }
            }
        }
        return out.toString();
    }

    private String points(double[] pts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i + 1 < pts.length; i += 2) {
            sb.append(i == 0 ? "" : " ").append(n(pts[i])).append(',').append(n(pts[i + 1]));
        }
        return sb.toString();
    }

    /** The stroke attributes of the current line width and style (SWT's dash patterns, scaled by the width). */
    private String stroke() {
        StringBuilder sb = new StringBuilder(" fill=\"none\" stroke=\"").append(hex(foreground)).append('"');
        if (lineWidth != 1) {
            sb.append(" stroke-width=\"").append(lineWidth).append('"');
        }
        switch (lineStyle) {
        case DASH -> sb.append(" stroke-dasharray=\"").append(3 * lineWidth).append(' ').append(lineWidth).append('"');
        case DOT -> sb.append(" stroke-dasharray=\"").append(lineWidth).append(' ').append(lineWidth).append('"');
        default -> {
            // solid
        }
        }
        return sb.toString();
    }

    private String fill() {
        return " fill=\"" + hex(background) + "\"";
    }

    private String rect(double x, double y, double width, double height, double arc) {
        String s = "<rect x=\"" + n(x) + "\" y=\"" + n(y) + "\" width=\"" + n(width) + "\" height=\"" + n(height) + '"';
        return arc > 0 ? s + " rx=\"" + n(arc / 2) + "\" ry=\"" + n(arc / 2) + '"' : s;
    }

    private String ellipse(double x, double y, double width, double height) {
        return "<ellipse cx=\"" + n(x + width / 2) + "\" cy=\"" + n(y + height / 2) + "\" rx=\"" + n(width / 2) + "\" ry=\""
                + n(height / 2) + '"';
    }

    @Override
    public void setForeground(RGB c) {
        foreground = c;
    }

    @Override
    public void setBackground(RGB c) {
        background = c;
    }

    @Override
    public void setLineWidth(int width) {
        lineWidth = Math.max(1, width);
    }

    @Override
    public void setLineStyle(LineStyle style) {
        lineStyle = style;
    }

    @Override
    public void setTextStyle(TextStyle style) {
        textStyle = style;
        measure.setTextStyle(style);
    }

    @Override
    public Point textExtent(String text) {
        return measure.textExtent(text);
    }

    @Override
    public void drawLine(double x1, double y1, double x2, double y2) {
        body.append("<line x1=\"").append(n(x1)).append("\" y1=\"").append(n(y1)).append("\" x2=\"").append(n(x2))
                .append("\" y2=\"").append(n(y2)).append('"').append(stroke()).append("/>\n");
    }

    @Override
    public void drawPolyline(double[] points) {
        body.append("<polyline points=\"").append(points(points)).append('"').append(stroke()).append("/>\n");
    }

    @Override
    public void fillPolygon(double[] points) {
        body.append("<polygon points=\"").append(points(points)).append('"').append(fill()).append("/>\n");
    }

    @Override
    public void drawRectangle(double x, double y, double width, double height) {
        body.append(rect(x, y, width, height, 0)).append(stroke()).append("/>\n");
    }

    @Override
    public void fillRectangle(double x, double y, double width, double height) {
        body.append(rect(x, y, width, height, 0)).append(fill()).append("/>\n");
    }

    @Override
    public void drawRoundRectangle(double x, double y, double width, double height, double arc) {
        body.append(rect(x, y, width, height, arc)).append(stroke()).append("/>\n");
    }

    @Override
    public void fillRoundRectangle(double x, double y, double width, double height, double arc) {
        body.append(rect(x, y, width, height, arc)).append(fill()).append("/>\n");
    }

    @Override
    public void drawOval(double x, double y, double width, double height) {
        body.append(ellipse(x, y, width, height)).append(stroke()).append("/>\n");
    }

    @Override
    public void fillOval(double x, double y, double width, double height) {
        body.append(ellipse(x, y, width, height)).append(fill()).append("/>\n");
    }

    @Override
    public void drawText(String text, double x, double y) {
        drawText(text, x, y, 0);
    }

    @Override
    public void drawText(String text, double x, double y, double degrees) {
        if (text.isEmpty()) {
            return;
        }
        int width = measure.textExtent(text).x;
        double baseline = y + measure.baseline();
        body.append("<text x=\"").append(n(x)).append("\" y=\"").append(n(baseline)).append('"');
        if (degrees != 0) {
            body.append(" transform=\"rotate(").append(n(degrees)).append(' ').append(n(x)).append(' ').append(n(y))
                    .append(")\"");
        }
        body.append(" font-family=\"").append(escape(fonts.cssFamily(textStyle))).append("\" font-size=\"")
                .append(n(fonts.cssPixels(textStyle, device))).append('"');
        if (textStyle == TextStyle.BOLD) {
            body.append(" font-weight=\"bold\"");
        }
        body.append(" fill=\"").append(hex(foreground)).append("\" textLength=\"").append(width)
                .append("\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">").append(escape(text))
                .append("</text>\n");
    }
}
