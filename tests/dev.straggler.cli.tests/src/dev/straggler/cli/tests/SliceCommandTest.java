package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;

/** {@code straggler slice} on the dumps of a real hung ring run. */
class SliceCommandTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    /** The hand-labelled slice of ring.c from line 28 (tests/dev.straggler.source.tests/resources/slices). */
    static Set<Integer> ringLabels() throws IOException {
        Path labels = ExamplesEndToEndTest.sources().toAbsolutePath().getParent().getParent()
                .resolve("tests/dev.straggler.source.tests/resources/slices/ring.slice.txt");
        Set<Integer> out = new TreeSet<>();
        Pattern line = Pattern.compile("^(\\d+)\\s+#.*");
        for (String l : Files.readAllLines(labels)) {
            Matcher m = line.matcher(l);
            if (m.matches()) {
                out.add(Integer.parseInt(m.group(1)));
            }
        }
        return out;
    }

    static Set<Integer> ringLines(JsonArray lines) {
        Set<Integer> out = new TreeSet<>();
        for (var e : lines) {
            JsonObject l = e.getAsJsonObject();
            if (Path.of(l.get("file").getAsString()).getFileName().toString().equals("ring.c")) {
                out.add(l.get("line").getAsInt());
            }
        }
        return out;
    }

    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void sliceOfARealRingHang() throws IOException {
        Path dumps = Files.createTempDirectory(tmp, "straggler-slice-ring");
        Run d = MainTest.run("diagnose", "--np", "4", "--timeout", "2", "--dump-dir", dumps.toString(), "--",
                ExamplesEndToEndTest.examples().resolve("ring").toString());
        assertEquals(0, d.exit(), d.err());

        Run r = MainTest.run("slice", dumps.toString(), "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
        JsonArray incs = json.getAsJsonArray("increments");
        assertTrue(incs.size() >= 2, r.out());
        JsonObject first = incs.get(0).getAsJsonObject();
        assertEquals(List.of(2), first.getAsJsonArray("ranks").asList().stream().map(e -> e.getAsInt()).toList());
        Set<Integer> s0 = ringLines(first.getAsJsonArray("lines"));
        assertTrue(s0.contains(28), r.out());
        assertEquals(ringLabels(), s0, "S0 = the hand-labelled slice of ring.c from line 28");
        // the next increments only add lines; the last covers every task group's line
        Set<Integer> previous = s0;
        for (int i = 1; i < incs.size(); i++) {
            Set<Integer> si = ringLines(incs.get(i).getAsJsonObject().getAsJsonArray("lines"));
            assertTrue(si.containsAll(previous), "cumulative");
            previous = si;
        }
        assertTrue(previous.contains(45) && previous.contains(47), "rank 3 waits at 45, the others at 47: " + previous);

        Run steps = MainTest.run("slice", dumps.toString(), "--steps", "1");
        assertEquals(0, steps.exit(), steps.err());
        assertTrue(steps.out().contains("increment 1: rank 2 (least progressed)"), steps.out());
        assertTrue(steps.out().contains("ring.c:28"), steps.out());
        assertTrue(!steps.out().contains("increment 2"), steps.out());
    }

    @Test
    void usageErrors() {
        assertEquals(2, MainTest.run("slice").exit());
        assertEquals(2, MainTest.run("slice", "/tmp", "--steps", "0").exit());
        Run r = MainTest.run("slice", "/nonexistent-dir");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("not a directory"), r.err());
        assertTrue(MainTest.run("--help").out().contains("straggler slice DIR"));
    }
}
