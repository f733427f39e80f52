package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import dev.straggler.cli.Main;

class MainTest {

    private static String run(int expectedExit, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(expectedExit, exit, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8).strip();
    }

    @Test
    void printsVersion() {
        assertEquals("straggler " + Main.VERSION, run(0, "--version"));
    }

    @Test
    void printsJson() {
        assertEquals("{\"tool\":\"straggler\",\"version\":\"0.1.0\",\"findings\":[]}", run(0, "--json"));
    }

    @Test
    void rejectsUnknownArguments() {
        assertEquals("", run(2, "--bogus"));
    }
}
