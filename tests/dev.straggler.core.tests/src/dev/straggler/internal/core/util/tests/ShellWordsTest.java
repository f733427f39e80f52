package dev.straggler.internal.core.util.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.core.util.ShellWords;

/** {@link ShellWords}: command lines split as a POSIX shell splits them. */
class ShellWordsTest {

    @Test
    void quotesAndBackslashesGroupWords() {
        ShellWords w = ShellWords.split("  cc -I\"inc dir\" -DMSG='a \"b\" c' -DQ=\"x\\\"y\" my\\ file.c  ");
        assertEquals(List.of("cc", "-Iinc dir", "-DMSG=a \"b\" c", "-DQ=x\"y", "my file.c"), w.words());
        assertEquals(0, w.unclosedQuote());
        assertEquals(List.of("a\\b"), ShellWords.split("'a\\b'").words(), "nothing escapes inside single quotes");
        assertEquals(List.of(""), ShellWords.split("''").words(), "an empty quoted word is a word");
        assertEquals(List.of(), ShellWords.split(" \t ").words());
    }

    @Test
    void anUnclosedQuoteIsReported() {
        ShellWords w = ShellWords.split("ssh -o 'BatchMode=yes");
        assertEquals(List.of("ssh", "-o", "BatchMode=yes"), w.words());
        assertEquals('\'', w.unclosedQuote());
    }
}
