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
     * longer than that stays whole, on its own line); no line for an empty text.
     */
    public static List<String> wrap(String text, double maxWidth, Function<String, Point> measure) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String candidate = line.isEmpty() ? word : line + " " + word;
            if (!line.isEmpty() && measure.apply(candidate).x > maxWidth) {
                out.add(line.toString());
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(candidate);
            }
        }
        if (!line.isEmpty()) {
            out.add(line.toString());
        }
        return out;
    }
}
