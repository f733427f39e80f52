package dev.straggler.internal.ui.canvas.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.function.Function;

import org.eclipse.swt.graphics.Point;
import org.junit.jupiter.api.Test;

import dev.straggler.internal.ui.canvas.TextLines;

/** {@link TextLines#wrap}: at spaces to the width, and at line breaks (a view's message of several lines). */
class TextLinesTest {

    /** Ten units per character, as a fixed-width font would measure. */
    private static final Function<String, Point> MEASURE = s -> new Point(10 * s.length(), 12);

    @Test
    void wrapsAtSpacesToTheWidth() {
        assertEquals(List.of("one two", "three", "four"), TextLines.wrap("one two three four", 80, MEASURE));
        assertEquals(List.of("unbreakable"), TextLines.wrap("unbreakable", 30, MEASURE)); // longer: whole, alone
        assertEquals(List.of(), TextLines.wrap("", 80, MEASURE));
    }

    @Test
    void keepsLineBreaksAndEmptyLines() {
        assertEquals(List.of("headline", "  indented", "  text", "", "one two", "three"),
                TextLines.wrap("headline\n  indented text\n\none two three", 100, MEASURE));
    }
}
