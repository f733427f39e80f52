package dev.straggler.internal.ui.canvas;

import java.util.EnumMap;
import java.util.Map;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;

import dev.straggler.internal.ui.canvas.Painter.TextStyle;

/**
 * The fonts of a canvas view, one per {@link TextStyle}: the canvas's own font, its bold variant and the workbench's
 * text font (monospace). Owned by the view, disposed with its canvas.
 */
public final class CanvasFonts {

    private final Map<TextStyle, Font> fonts = new EnumMap<>(TextStyle.class);

    /** Fonts derived from {@code normal} (the canvas's font), made on {@code device}. */
    CanvasFonts(Device device, FontData[] normal) {
        fonts.put(TextStyle.NORMAL, new Font(device, normal));
        FontData[] bold = new FontData[normal.length];
        for (int i = 0; i < normal.length; i++) {
            bold[i] = new FontData(normal[i].getName(), normal[i].getHeight(), normal[i].getStyle() | SWT.BOLD);
        }
        fonts.put(TextStyle.BOLD, new Font(device, bold));
        fonts.put(TextStyle.MONO, new Font(device, JFaceResources.getTextFont().getFontData()));
    }

    public Font get(TextStyle style) {
        return fonts.get(style);
    }

    /**
     * The CSS font family of a style: the font's name, then common families of its kind and the generic one (the
     * canvas font is often a fontconfig alias such as "Sans", which other renderers do not know).
     */
    String cssFamily(TextStyle style) {
        String name = get(style).getFontData()[0].getName().replace("\"", "").replace("'", "");
        String fallbacks = style == TextStyle.MONO ? "'DejaVu Sans Mono', 'Liberation Mono', Consolas, Menlo, monospace"
                : "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
        return "'" + name + "', " + fallbacks;
    }

    /** The font size of a style in CSS pixels (points at the device's resolution). */
    double cssPixels(TextStyle style, Device device) {
        return get(style).getFontData()[0].getHeight() * device.getDPI().y / 72.0;
    }

    void dispose() {
        fonts.values().forEach(Font::dispose);
    }
}
