package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;

/**
 * {@code straggler scale train/check} with real MPI jobs of the two scale-bug examples of Vrisha's paper
 * (native-runtime/examples/scale, issue 13): trained at small scales, each is detected at the larger one, and the top divergence point is the line
 * of the faulty branch, the line the header names and marks {@code STRAGGLER-SCALE} (its training counterpart
 * {@code STRAGGLER-SCALE-TRAINED}). A correct configuration of the first is checked for false positives, and bad
 * input gets one message. Each run is bounded by {@code --run-timeout}, each test by {@link Timeout}.
 */
class ScaleEndToEndTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    private static int marker(String example, String marker) throws IOException {
        List<String> lines = Files.readAllLines(ScaleCorpusTest.sources().resolve(example + ".c"));
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("/* " + marker + " */")) {
                return i + 1;
            }
        }
        throw new AssertionError(example + ".c has no " + marker + " marker");
    }

    /** The marked lines, checked against the numbers the header states. */
    private static int[] expectedLines(String example) throws IOException {
        int faulty = marker(example, "STRAGGLER-SCALE");
        int trained = marker(example, "STRAGGLER-SCALE-TRAINED");
        String text = Files.readString(ScaleCorpusTest.sources().resolve(example + ".c"));
        assertTrue(text.contains(example + ".c:" + faulty) && text.contains(example + ".c:" + trained),
                example + ".c's header does not state lines " + faulty + " and " + trained);
        return new int[] {faulty, trained};
    }

    private static String exe(String example) {
        return ScaleCorpusTest.binaries().resolve(example).toString();
    }

    private static void assertAt(JsonElement frame, String function, String file, int line, String what) {
        assertTrue(frame != null && frame.isJsonObject(), what + ": no frame");
        JsonObject f = frame.getAsJsonObject();
        assertEquals(function, f.get("function").getAsString(), what + ": " + f);
        assertEquals(file, Path.of(f.get("file").getAsString()).getFileName().toString(), what + ": " + f);
        assertEquals(line, f.get("line").getAsInt(), what + ": " + f);
    }

    private static Run train(Path model, Path runs, String... rest) {
        String[] head = {"scale", "train", "--model", model.toString(), "--runs-dir", runs.toString(), "--run-timeout",
            "120", "--json"};
        String[] all = java.util.Arrays.copyOf(head, head.length + rest.length);
        System.arraycopy(rest, 0, all, head.length, rest.length);
        return MainTest.run(all);
    }

    /**
     * Vrisha §6.1's analogue: trained at 4, 6, 8 and 12 processes, every process of 16 is flagged and the top point
     * is the small-work branch; then the bad inputs on the same runs.
     */
    @Test
    @Timeout(value = 400, unit = TimeUnit.SECONDS)
    void anOverflowFrom16ProcessesOnIsFoundAtItsBranch() throws IOException {
        int[] lines = expectedLines("allgather_overflow");
        Path dir = Files.createTempDirectory(tmp, "straggler-scale-ag");
        Path model = dir.resolve("ag.scale.json");
        Run t = train(model, dir.resolve("runs"), "--np", "4,6,8,12", "--", exe("allgather_overflow"));
        assertEquals(0, t.exit(), t.err());
        JsonSchemasTest.assertMatches("scale-train", t.out());
        JsonObject trained = JsonParser.parseString(t.out()).getAsJsonObject();
        assertEquals(4, trained.getAsJsonArray("runs").size());
        assertEquals(30, trained.getAsJsonArray("trainingScores").size());
        assertTrue(Files.isRegularFile(model));

        Run c = MainTest.run("scale", "check", "--model", model.toString(), "--np", "16", "--runs-dir",
                dir.resolve("runs").toString(), "--run-timeout", "120", "--json", "--", exe("allgather_overflow"));
        assertEquals(3, c.exit(), c.out() + c.err());
        JsonSchemasTest.assertMatches("scale-check", c.out());
        JsonObject r = JsonParser.parseString(c.out()).getAsJsonObject();
        assertEquals(16, r.getAsJsonArray("flagged").size(), r.toString());
        JsonObject top = r.getAsJsonArray("divergences").get(0).getAsJsonObject();
        assertEquals("0-15", top.get("ranks").getAsString());
        assertAt(top.getAsJsonObject("checked").get("at"), "exchange_rows", "allgather_overflow.c", lines[0], "checked");
        assertAt(top.getAsJsonObject("training").get("at"), "exchange_rows", "allgather_overflow.c", lines[1],
                "training");

        // the text report says the same
        Run text = MainTest.run("scale", "check", "--model", model.toString(), "--from",
                dir.resolve("runs/np16").toString());
        assertEquals(3, text.exit(), text.err());
        assertTrue(text.out().contains("flagged: 16 of 16 processes, ranks 0-15"), text.out());
        assertTrue(text.out().contains(" 1. ranks 0-15: exchange_rows (allgather_overflow.c:" + lines[0]
                + ") instead of exchange_rows (allgather_overflow.c:" + lines[1] + ")"), text.out());

        // bad input: one message each, exit code 1
        Run few = MainTest.run("scale", "train", "--model", dir.resolve("few.json").toString(), "--from",
                dir.resolve("runs/np4").toString(), dir.resolve("runs/np6").toString());
        assertEquals(1, few.exit());
        assertTrue(few.err().contains("\nstraggler: Only 2 training scales (np=4; np=6): a scale model needs correct"
                + " runs at 3 or more scales"), few.err());
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Run none = MainTest.run("scale", "check", "--model", model.toString(), "--from", empty.toString());
        assertEquals(1, none.exit());
        assertTrue(none.err().contains("has no communication profile") && none.err().contains("STRAGGLER_PROFILE=1"),
                none.err());
        Run noModel = MainTest.run("scale", "check", "--model", dir.resolve("nope.json").toString(), "--from",
                empty.toString());
        assertEquals(1, noModel.exit());
        assertEquals(1, noModel.err().lines().count(), noModel.err());
        Run other = MainTest.run("scale", "check", "--model", model.toString(), "--np", "4", "--runs-dir",
                dir.resolve("other").toString(), "--run-timeout", "120", "--", exe("large_message"), "1000");
        assertEquals(1, other.exit());
        assertTrue(other.err().contains("Run np4 ran " + Path.of(exe("large_message")).toRealPath())
                && other.err().contains("the scale model was trained on "
                        + Path.of(exe("allgather_overflow")).toRealPath()), other.err());
        Run usage = MainTest.run("scale", "train", "--model", model.toString(), "--", exe("allgather_overflow"));
        assertEquals(2, usage.exit());
        assertTrue(usage.err().contains("give the number of processes with --np"), usage.err());
    }

    /**
     * Vrisha §6.2's analogue: trained on inputs of 16 Ki to 128 Ki doubles, the 1 Mi input crashes; the crash
     * stack's divergence from the closest training call site is the large-message branch.
     */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void aMessageSizeLimitCrashIsLocalizedAtItsBranch() throws IOException {
        int[] lines = expectedLines("large_message");
        Path dir = Files.createTempDirectory(tmp, "straggler-scale-lm");
        Path model = dir.resolve("lm.scale.json");
        Run t = train(model, dir.resolve("runs"), "--np", "3", "--args-sweep", "16384,32768,65536,131072", "--",
                exe("large_message"), "{}");
        assertEquals(0, t.exit(), t.err());
        JsonObject trained = JsonParser.parseString(t.out()).getAsJsonObject();
        assertTrue(trained.getAsJsonArray("controlFeatures").toString().contains("argv[1]"), trained.toString());

        Run c = MainTest.run("scale", "check", "--model", model.toString(), "--np", "3", "--runs-dir",
                dir.resolve("runs").toString(), "--run-timeout", "120", "--json", "--", exe("large_message"),
                "1048576");
        assertEquals(3, c.exit(), c.out() + c.err());
        JsonSchemasTest.assertMatches("scale-check", c.out()); // with a crash
        JsonObject r = JsonParser.parseString(c.out()).getAsJsonObject();
        JsonObject crash = r.getAsJsonObject("crash");
        assertEquals(0, crash.get("rank").getAsInt(), r.toString());
        assertEquals("SIGSEGV", crash.get("reason").getAsString());
        JsonArray ds = r.getAsJsonArray("divergences");
        JsonObject top = ds.get(0).getAsJsonObject();
        assertEquals("crash", top.get("basis").getAsString());
        assertAt(top.getAsJsonObject("checked").get("at"), "ship", "large_message.c", lines[0], "crash stack");
        assertAt(top.getAsJsonObject("training").get("at"), "ship", "large_message.c", lines[1], "training");
        // the runtime's crash handling (crash.c) makes the other ranks dump, and each writes its profile at its dump:
        // every rank has a profile (with STRAGGLER_CRASH=0 ranks 1-2 would have none)
        assertFalse(r.getAsJsonArray("notes").toString().contains("no profile for ranks"), r.toString());
        assertTrue(r.getAsJsonArray("notes").toString().contains("end at a crash"), r.toString());
    }

    /** The first example with an input that never overflows: trained at 4-12 processes, nothing flagged at 16. */
    @Test
    @Timeout(value = 400, unit = TimeUnit.SECONDS)
    void aCorrectProgramIsNotFlaggedAt16() throws IOException {
        Path dir = Files.createTempDirectory(tmp, "straggler-scale-ok");
        Path model = dir.resolve("ok.scale.json");
        Run t = train(model, dir.resolve("runs"), "--np", "4,6,8,12", "--", exe("allgather_overflow"), "4000");
        assertEquals(0, t.exit(), t.err());
        Run c = MainTest.run("scale", "check", "--model", model.toString(), "--np", "16", "--runs-dir",
                dir.resolve("runs").toString(), "--run-timeout", "120", "--json", "--", exe("allgather_overflow"),
                "4000");
        assertEquals(0, c.exit(), c.out() + c.err());
        JsonObject r = JsonParser.parseString(c.out()).getAsJsonObject();
        assertEquals(0, r.getAsJsonArray("flagged").size(), r.toString());
        assertEquals(16, r.getAsJsonArray("scores").size());
        assertEquals(0, r.getAsJsonArray("divergences").size());
    }
}
