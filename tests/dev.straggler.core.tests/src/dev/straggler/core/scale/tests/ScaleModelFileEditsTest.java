package dev.straggler.core.scale.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import dev.straggler.core.scale.ScaleModel;
import dev.straggler.core.scale.ScaleModelException;

/**
 * A model file whose numbers were edited is refused (docs/scale-model.md "Reading"): the threshold, ε, a
 * cross-validated score, a fold, the call-site rules, or anything else; and a model of format version 1 (without the
 * call-site rules) is to be trained again.
 */
class ScaleModelFileEditsTest {

    static ScaleModel model;
    static String text;

    @TempDir
    static Path dir;

    @BeforeAll
    static void train() throws Exception {
        model = ScaleModel.train(SyntheticRuns.training(), ScaleModelInputTest.SMALL);
        Path f = dir.resolve("app.scale.json");
        model.save(f);
        text = Files.readString(f);
    }

    /** The message of loading the saved model after {@code edit}. */
    static String afterEdit(String name, Consumer<JsonObject> edit) throws Exception {
        JsonObject o = JsonParser.parseString(text).getAsJsonObject();
        edit.accept(o);
        Path f = Files.writeString(dir.resolve(name + ".json"), o.toString());
        String m = assertThrows(ScaleModelException.class, () -> ScaleModel.load(f)).getMessage();
        assertTrue(m.startsWith(f + " is damaged ("), m);
        assertTrue(m.endsWith("): copy it again or train the model again."), m);
        return m;
    }

    @Test
    void theSavedFileLoadsAsWritten() throws Exception {
        Path f = Files.writeString(dir.resolve("as-written.json"), text);
        assertEquals(model.threshold(), ScaleModel.load(f).threshold());
        // its layout does not matter, only its content
        Path compact = Files.writeString(dir.resolve("compact.json"), JsonParser.parseString(text).toString());
        assertEquals(model.threshold(), ScaleModel.load(compact).threshold());
    }

    @Test
    void anEditedThresholdIsRefused() throws Exception {
        String m = afterEdit("threshold", o -> o.addProperty("threshold", o.get("threshold").getAsDouble() * 2));
        assertTrue(m.contains("the threshold is ") && m.contains("the training processes' cross-validated"
                + " abnormalities give " + model.threshold()), m);
        // ε, the threshold and its floor edited together agree with each other, not with the file's digest
        m = afterEdit("epsilon", o -> {
            o.addProperty("minimumThreshold", 0.5);
            o.addProperty("threshold", 0.5);
            o.getAsJsonObject("extrapolation").addProperty("floor", 0.5);
        });
        assertTrue(m.contains("its digest does not match its content"), m);
    }

    @Test
    void anEditedGrowthBeyondTheTrainingScalesIsRefused() throws Exception {
        String m = afterEdit("slope", o -> {
            JsonObject x = o.getAsJsonObject("extrapolation");
            x.addProperty("slope", x.get("slope").getAsDouble() + 1);
        });
        assertTrue(m.contains("the threshold is floor ") && m.contains("the training processes' cross-validated"
                + " abnormalities give floor "), m);
        m = afterEdit("axis", o -> o.getAsJsonObject("extrapolation").add("axis", JsonParser.parseString("[]")));
        assertTrue(m.contains("the threshold is floor ") && m.contains(" on [] "), m);
    }

    @Test
    void anEditedCrossValidatedScoreOrFoldIsRefused() throws Exception {
        String m = afterEdit("cv", o -> {
            JsonObject t = o.getAsJsonArray("training").get(3).getAsJsonObject();
            t.addProperty("crossValidatedAbnormality", t.get("crossValidatedAbnormality").getAsDouble() + 0.5);
        });
        assertTrue(m.contains("the cross-validation gives training process 3 an abnormality of "), m);
        m = afterEdit("fold", o -> {
            JsonObject r = o.getAsJsonArray("runs").get(0).getAsJsonObject();
            r.addProperty("fold", (r.get("fold").getAsInt() + 1) % model.selection().folds());
        });
        assertTrue(m.contains("cross-validation"), m);
    }

    @Test
    void editedRulesAreRefused() throws Exception {
        String m = afterEdit("rules", o -> o.getAsJsonObject("rules").getAsJsonArray("sites").get(0).getAsJsonObject()
                .add("fromStart", JsonParser.parseString("[99]")));
        assertTrue(m.contains("the call-site rules are not those of the training processes"), m);
        m = afterEdit("band", o -> {
            JsonObject site = o.getAsJsonObject("rules").getAsJsonArray("sites").get(0).getAsJsonObject();
            var low = site.getAsJsonObject("sent").getAsJsonArray("low");
            low.set(0, new JsonPrimitive(low.get(0).getAsDouble() - 3));
        });
        assertTrue(m.contains("the call-site rules are not those of the training processes"), m);
    }

    @Test
    void anyOtherEditIsRefusedByTheDigest() throws Exception {
        String m = afterEdit("label", o -> o.getAsJsonArray("runs").get(0).getAsJsonObject().addProperty("label", "x"));
        assertTrue(m.contains("its digest does not match its content"), m);
    }

    @Test
    void aModelOfVersionOneIsTrainedAgain() throws Exception {
        JsonObject o = JsonParser.parseString(text).getAsJsonObject();
        o.addProperty("version", 1);
        Path f = Files.writeString(dir.resolve("v1.json"), o.toString());
        String m = assertThrows(ScaleModelException.class, () -> ScaleModel.load(f)).getMessage();
        assertEquals(f + " is a scale model of format version 1, written by an older Straggler (without the call-site"
                + " rules, the threshold by extrapolation or the test of its held-out predictions against chance); this"
                + " Straggler reads version 4: train the model again (`straggler scale train ... --model v1.json`).",
                m);
    }

    @Test
    void anEditedHeldOutTestIsRefused() throws Exception {
        // a p-value, or the verdict: the score of a model at chance level cannot be switched on by an edit
        String m = afterEdit("p", o -> {
            var p = o.getAsJsonObject("heldOutTest").getAsJsonArray("pValues");
            p.set(0, new JsonPrimitive(p.get(0).getAsDouble() + 0.5));
        });
        assertTrue(m.contains("the held-out test is p = [") && m.contains("the training processes give p = ["), m);
        m = afterEdit("predictive", o -> o.getAsJsonObject("heldOutTest").addProperty("predictive", 0));
        assertTrue(m.contains("the held-out test is p = [") && m.contains("(0 components used)"), m);
        // fewer components than the test keeps
        m = afterEdit("components", o -> {
            o.getAsJsonObject("selection").getAsJsonObject("chosen").addProperty("components", 2);
        });
        assertTrue(m.contains("cross-validation") || m.contains("the parameters are "), m);
    }
}
