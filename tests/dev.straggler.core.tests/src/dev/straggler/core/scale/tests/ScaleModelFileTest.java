package dev.straggler.core.scale.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.ScaleModel;
import dev.straggler.core.scale.ScaleModelException;

/** The model file (docs/scale-model.md): a saved model checks runs as the trained one did; bad files, one message. */
class ScaleModelFileTest {

    static ScaleModel model;

    @TempDir
    static Path dir;

    @BeforeAll
    static void train() throws ScaleModelException {
        model = ScaleModel.train(SyntheticRuns.training(), ScaleModelInputTest.SMALL);
    }

    static Path saved() throws ScaleModelException {
        Path f = dir.resolve("app.scale.json");
        model.save(f);
        return f;
    }

    static String loadError(Path f) {
        return assertThrows(ScaleModelException.class, () -> ScaleModel.load(f)).getMessage();
    }

    @Test
    void aLoadedModelGivesTheSameAnswers() throws Exception {
        Path f = saved();
        ScaleModel loaded = ScaleModel.load(f);
        for (List<Integer> faulty : List.of(List.<Integer>of(), List.of(5))) {
            CheckResult a = model.check(SyntheticRuns.run(16, faulty));
            CheckResult b = loaded.check(SyntheticRuns.run(16, faulty));
            assertEquals(a, b);
        }
        assertEquals(model.threshold(), loaded.threshold());
        assertEquals(model.selection(), loaded.selection());
        assertEquals(model.parameters(), loaded.parameters());
        assertEquals(model.trainingScores(), loaded.trainingScores());
        assertEquals(model.trainingProcesses().get(10).profile().callSites().toString(),
                loaded.trainingProcesses().get(10).profile().callSites().toString());
        assertEquals(model.program(), loaded.program());
        assertEquals(model.canonicalCorrelations(), loaded.canonicalCorrelations());
        JsonObject o = JsonParser.parseString(Files.readString(f)).getAsJsonObject();
        assertEquals("straggler-scale-model", o.get("format").getAsString());
        assertEquals(4, o.get("version").getAsInt());
        // no temporary file is left behind
        try (var files = Files.list(dir)) {
            assertEquals(List.of("app.scale.json"), files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void missingEmptyAndForeignFiles() throws IOException {
        Path none = dir.resolve("none.json");
        assertEquals("No scale model at " + none + ": train one with `straggler scale train ... --model none.json` or"
                + " give the path of an existing one.", loadError(none));
        Path empty = Files.writeString(dir.resolve("empty.json"), "  \n");
        assertEquals(empty + " is empty: it is not a scale model (train one with `straggler scale train ... --model"
                + " empty.json`).", loadError(empty));
        Path binary = Files.write(dir.resolve("core.bin"), new byte[] {0x7f, 'E', 'L', 'F', 2, 1, 1, 0});
        assertEquals(binary + " is not a Straggler scale model (it is not JSON): give the file written by `straggler"
                + " scale train ... --model FILE`.", loadError(binary));
        Path other = Files.writeString(dir.resolve("other.json"), "{\"format\": \"straggler-stacks\", \"a\": 1}");
        assertEquals(other + " is not a Straggler scale model (it is JSON, but has no \"format\":"
                + " \"straggler-scale-model\"): give the file written by `straggler scale train ... --model FILE`.",
                loadError(other));
    }

    @Test
    void aTruncatedFile() throws Exception {
        String text = Files.readString(saved());
        for (int cut : new int[] {1, text.length() / 3, text.length() - 3}) {
            Path f = Files.writeString(dir.resolve("cut.json"), text.substring(0, cut), StandardCharsets.UTF_8);
            assertEquals(f + " ends early: the scale model was cut off (an interrupted copy or a full disk?); copy it"
                    + " again or train the model again.", loadError(f), "cut at " + cut);
        }
    }

    @Test
    void aNewerVersion() throws Exception {
        JsonObject o = JsonParser.parseString(Files.readString(saved())).getAsJsonObject();
        o.addProperty("version", 5);
        Path f = Files.writeString(dir.resolve("v4.json"), o.toString());
        assertEquals(f + " is a scale model of format version 5; this Straggler reads version 4: update Straggler.",
                loadError(f));
    }

    @Test
    void damagedContent() throws Exception {
        JsonObject o = JsonParser.parseString(Files.readString(saved())).getAsJsonObject();
        o.remove("kcca");
        Path f = Files.writeString(dir.resolve("nokcca.json"), o.toString());
        assertEquals(f + " is damaged (no object \"kcca\"): copy it again or train the model again.", loadError(f));

        o = JsonParser.parseString(Files.readString(saved())).getAsJsonObject();
        var w = o.getAsJsonObject("kcca").getAsJsonArray("weightsControl").get(0).getAsJsonArray();
        w.set(0, new com.google.gson.JsonPrimitive(w.get(0).getAsDouble() + 1));
        f = Files.writeString(dir.resolve("weight.json"), o.toString());
        String m = loadError(f);
        assertTrue(m.startsWith(f + " is damaged (the stored fit gives training process 0 an abnormality of"), m);

        o = JsonParser.parseString(Files.readString(saved())).getAsJsonObject();
        o.getAsJsonArray("columns").get(0).getAsJsonObject().addProperty("site", 999);
        f = Files.writeString(dir.resolve("site.json"), o.toString());
        m = loadError(f);
        assertTrue(m.startsWith(f + " is damaged (column site index 999 is out of range (0.."), m);

        Path bad = Files.writeString(dir.resolve("bad.json"), "{\"format\": \"straggler-scale-model\", ]");
        m = loadError(bad);
        assertTrue(m.startsWith(bad + " is damaged: it is not valid JSON ("), m);
    }

    @Test
    void anUnwritableDestination() throws Exception {
        Path file = Files.writeString(dir.resolve("plain-file"), "x").resolve("model.json");
        String m = assertThrows(ScaleModelException.class, () -> model.save(file)).getMessage();
        assertTrue(m.startsWith("Cannot write the scale model to " + file + ": "), m);
        assertTrue(m.endsWith("(check that the directory exists and is writable)."), m);
    }
}
