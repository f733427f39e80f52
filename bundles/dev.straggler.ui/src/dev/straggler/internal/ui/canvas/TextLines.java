package dev.straggler.internal.ui.canvas;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.eclipse.swt.graphics.Point;

/** Text broken into lines that fit a width, for contents that lay out labels (node texts, table cells, messages). */
public final class TextLines {

    private TextLines() {
    }

    /**
     * {@code text} broken at spaces into lines at most {@code maxWidth} wide as {@code measure} measures them (a word
     * longer than that stays whole, on its own line), and at its line breaks (an empty line stays, empty); no line for
     * an empty text.
     */
    public static List<String> wrap(String text, double maxWidth, Function<String, Point> measure) {
        List<String> out = new ArrayList<>();
        if (text.isEmpty()) {
            return out;
        }
        for (String paragraph : text.split("\n", -1)) { // a line break stays one; an empty line stays empty
            List<String> lines = wrapLine(paragraph, maxWidth, measure);
            out.addAll(lines.isEmpty() ? List.of("") : lines);
        }
        return out;
    }

    /** One line of the text (no line break in it), wrapped; its leading spaces begin each of its lines. */
    private static List<String> wrapLine(String text, double maxWidth, Function<String, Point> measure) {
        List<String> out = new ArrayList<>();
        String rest = text.stripLeading(), indent = text.substring(0, text.length() - rest.length());
        String line = "";
        for (String word : rest.split(" ")) {
            String candidate = line.isEmpty() ? indent + word : line + " " + word;
            if (!line.isEmpty() && measure.apply(candidate).x > maxWidth) {
                out.add(line);
                line = indent + word;
            } else {
                line = candidate;
            }
        }
        if (!line.isBlank()) {
            out.add(line);
        }
        return out;
    }
}
