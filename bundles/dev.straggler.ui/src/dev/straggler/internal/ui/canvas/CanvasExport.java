package dev.straggler.internal.ui.canvas;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTException;
import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Transform;

/**
 * Export of a {@link CanvasContent} at zoom 1, as the canvas paints it (without hover and selection): the legend on
 * top, the drawing below it (centred under a wider legend, {@link #drawingX}), on white. SVG through {@link SvgPainter}, PNG through an SWT image and
 * {@link ImageLoader}, DOT from {@link CanvasContent#dot()} for graphs.
 */
public final class CanvasExport {

    /** The export formats, by file extension. */
    public enum Format {
        SVG("svg", Messages.Format_svg), PNG("png", Messages.Format_png), DOT("dot", Messages.Format_dot);

        private final String extension;
        private final String description;

        Format(String extension, String description) {
            this.extension = extension;
            this.description = description;
        }

        public String extension() {
            return extension;
        }

        public String description() {
            return description;
        }

        /** The format a file name's extension names, or null. */
        public static Format of(String fileName) {
            String lower = fileName.toLowerCase(Locale.ROOT);
            for (Format f : values()) {
                if (lower.endsWith("." + f.extension)) {
                    return f;
                }
            }
            return null;
        }
    }

    /** Largest PNG written, in pixels (an ARGB image of this size takes about 100 MB while it is written). */
    static final long MAX_PNG_PIXELS = 25_000_000L;

    private CanvasExport() {
    }

    /** Size of an export of {@code c} in pixels: the drawing's width (or the legend's), legend plus drawing high. */
    public static Point size(CanvasContent<?> c) {
        return new Point((int) Math.ceil(Math.max(c.width(), c.legendWidth())), (int) Math.ceil(c.legendHeight() + c.height()));
    }

    /**
     * Where the drawing starts across an export: 0, or centred under a wider legend when the content fits
     * {@link CanvasContent.Fit#WHOLE} (as the canvas centres it); whole pixels. The drawing starts
     * {@link CanvasContent#legendHeight()} down.
     */
    public static double drawingX(CanvasContent<?> c) {
        return c.fit() == CanvasContent.Fit.WHOLE ? Math.floor((size(c).x - c.width()) / 2) : 0;
    }

    /** Writes {@code c} to {@code file} in {@code format}; fonts and device are the canvas's. */
    public static void write(Path file, Format format, CanvasContent<?> c, CanvasFonts fonts, Device device)
            throws IOException {
        switch (format) {
        case SVG -> Files.writeString(file, svg(c, fonts, device), StandardCharsets.UTF_8);
        case DOT -> {
            String dot = c.dot();
            if (dot == null) {
                throw new IOException(Messages.Export_notAGraph);
            }
            Files.writeString(file, dot, StandardCharsets.UTF_8);
        }
        case PNG -> {
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { png(c, fonts, device) };
            try {
                loader.save(file.toString(), SWT.IMAGE_PNG);
            } catch (SWTException e) {
                throw new IOException(e.getMessage(), e);
            }
        }
        }
    }

    /** {@code c} as an SVG document. */
    public static String svg(CanvasContent<?> c, CanvasFonts fonts, Device device) {
        Image scratch = new Image(device, 1, 1);
        GC gc = new GC(scratch);
        try {
            SvgPainter svg = new SvgPainter(new GcPainter(gc, fonts), fonts, device);
            Point size = size(c);
            c.paintLegend(svg, size.x);
            svg.beginGroup(drawingX(c), c.legendHeight());
            paintAll(c, svg);
            svg.endGroup();
            return svg.document(size.x, size.y);
        } finally {
            gc.dispose();
            scratch.dispose();
        }
    }

    /** {@code c} as image data of {@link #size} (fails beyond {@link #MAX_PNG_PIXELS}). */
    public static ImageData png(CanvasContent<?> c, CanvasFonts fonts, Device device) throws IOException {
        Point size = size(c);
        if ((long) size.x * size.y > MAX_PNG_PIXELS) {
            throw new IOException(NLS.bind(Messages.Export_tooLarge, size.x, size.y));
        }
        Image image = new Image(device, Math.max(1, size.x), Math.max(1, size.y));
        GC gc = new GC(image);
        Transform below = new Transform(device);
        try {
            GcPainter g = new GcPainter(gc, fonts);
            g.setBackground(new RGB(255, 255, 255));
            g.fillRectangle(0, 0, size.x, size.y);
            c.paintLegend(g, size.x);
            below.translate((float) drawingX(c), (float) c.legendHeight());
            gc.setTransform(below);
            paintAll(c, g);
            gc.setTransform(null);
            return image.getImageData();
        } finally {
            below.dispose();
            gc.dispose();
            image.dispose();
        }
    }

    private static <T> void paintAll(CanvasContent<T> c, Painter g) {
        c.paint(g, new CanvasContent.State<>(null, null, new Bounds(0, 0, c.width(), c.height())));
    }
}
