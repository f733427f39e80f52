package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.model.RankSet;

/**
 * The scale corpus (native-runtime/examples/scale, issues 13 and 23): every program is trained and checked with real
 * MPI jobs as its header says ({@code Scale train:}, {@code Scale check:}, small scales on 2 cores, oversubscribed),
 * and {@code straggler scale check --json} must give the header's answer: {@code Expected flagged:} the flagged
 * ranks and the call-site rules that flag them (the score may flag them too), or {@code none} for a correct program
 * (exit code 0, no divergence point); {@code Expected crash:} the crashed rank; {@code Expected divergence:} the top
 * divergence point, function, file and line on both sides (each marked in the source: {@code STRAGGLER-SCALE} on the
 * checked side, {@code STRAGGLER-SCALE-TRAINED} on the training side, unless both are the one call site). Each run
 * is bounded by {@code --run-timeout}, each program by {@link Timeout}.
 */
class ScaleCorpusTest {

    static final Pattern TRAIN = Pattern.compile("Scale train: (.*)");
    static final Pattern CHECK = Pattern.compile("Scale check: (.*)");
    static final Pattern FLAGGED = Pattern.compile("Expected flagged: (none|[\\d,-]+ \\(([a-z ,]+)\\))");
    static final Pattern CRASH = Pattern.compile("Expected crash: rank (\\d+)");
    static final Pattern DIVERGENCE = Pattern.compile(
            "Expected divergence: (\\w+) \\(([\\w.]+):(\\d+)\\) instead of (\\w+) \\(([\\w.]+):(\\d+)\\)");

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    static Path sources() {
        return ExamplesEndToEndTest.sources().resolve("scale");
    }

    static Path binaries() {
        return ExamplesEndToEndTest.examples().resolve("scale");
    }

    static Stream<String> corpus() throws IOException {
        return ExamplesEndToEndTest.programs(sources());
    }

    /** A frame of the header: function, file, line. */
    record At(String function, String file, int line) {
        void assertIs(JsonElement frame, String what) {
            assertTrue(frame != null && frame.isJsonObject(), what + ": no frame");
            JsonObject f = frame.getAsJsonObject();
            assertEquals(function, f.get("function").getAsString(), what + ": " + f);
            assertEquals(file, Path.of(f.get("file").getAsString()).getFileName().toString(), what + ": " + f);
            assertEquals(line, f.get("line").getAsInt(), what + ": " + f);
        }
    }

    /** A program's header. */
    record Expected(List<String> train, List<String> check, RankSet flagged, Set<String> reasons, Integer crash,
            At checked, At training) {

        static Expected of(String program) throws IOException {
            String text = Files.readString(sources().resolve(program + ".c"));
            Matcher t = TRAIN.matcher(text);
            Matcher c = CHECK.matcher(text);
            assertTrue(t.find() && c.find(), program + ".c has no 'Scale train', 'Scale check' header");
            Matcher k = CRASH.matcher(text);
            Integer crash = k.find() ? Integer.valueOf(k.group(1)) : null;
            Matcher f = FLAGGED.matcher(text);
            boolean stated = f.find();
            assertTrue(stated || crash != null, program + ".c has no 'Expected flagged' (nor 'Expected crash')");
            RankSet ranks = !stated || f.group(1).equals("none") ? RankSet.of()
                    : RankSet.parse(f.group(1).split(" ")[0]);
            Set<String> reasons = new TreeSet<>();
            if (stated && f.group(2) != null) {
                for (String r : f.group(2).split(",")) {
                    reasons.add(r.trim().replace(' ', '-'));
                }
            }
            Matcher d = DIVERGENCE.matcher(text);
            At checked = null;
            At training = null;
            if (d.find()) {
                checked = new At(d.group(1), d.group(2), Integer.parseInt(d.group(3)));
                training = new At(d.group(4), d.group(5), Integer.parseInt(d.group(6)));
                assertMarked(program, text, checked, training);
            }
            assertTrue(ranks.isEmpty() == (checked == null) || crash != null,
                    program + ".c: a flagged answer states its divergence point, a correct one none");
            return new Expected(args(t.group(1), program), args(c.group(1), program), ranks, reasons, crash, checked,
                    training);
        }

        /**
         * How many times the largest training run the checked one is on the scale axis: the ratio of the process
         * counts when the training runs' counts vary, times that of the first argument when the training sweeps it.
         */
        double checkedFactor() {
            double f = 1;
            List<Double> nps = values(train, "--np");
            if (nps.stream().distinct().count() > 1) {
                f *= values(check, "--np").get(0) / java.util.Collections.max(nps);
            }
            List<Double> sweep = values(train, "--args-sweep");
            if (sweep.stream().distinct().count() > 1) {
                f *= Double.parseDouble(check.get(check.indexOf("--") + 2)) / java.util.Collections.max(sweep);
            }
            return f;
        }

        /** The comma-separated numbers after {@code option}; none without it. */
        static List<Double> values(List<String> args, String option) {
            int i = args.indexOf(option);
            return i < 0 ? List.of() : java.util.Arrays.stream(args.get(i + 1).split(",")).map(Double::valueOf)
                    .toList();
        }

        /** The header's arguments with the program's name replaced by its binary. */
        static List<String> args(String line, String program) {
            List<String> out = new ArrayList<>();
            for (String a : line.trim().split("\\s+")) {
                out.add(a.equals(program) ? binaries().resolve(program).toString() : a);
            }
            return out;
        }

        /** The header's lines are the marked ones. */
        static void assertMarked(String program, String text, At checked, At training) {
            List<String> lines = text.lines().toList();
            String here = lines.get(checked.line() - 1);
            String there = lines.get(training.line() - 1);
            assertTrue(here.contains("/* STRAGGLER-SCALE */"), program + ".c:" + checked.line() + " is not marked"
                    + " STRAGGLER-SCALE: " + here);
            if (training.line() != checked.line()) {
                assertTrue(there.contains("/* STRAGGLER-SCALE-TRAINED */"), program + ".c:" + training.line()
                        + " is not marked STRAGGLER-SCALE-TRAINED: " + there);
            }
        }
    }

    private static Run scale(String mode, Path model, Path runs, List<String> args) {
        List<String> all = new ArrayList<>(List.of("scale", mode, "--model", model.toString(), "--runs-dir",
                runs.toString(), "--run-timeout", "120", "--json"));
        all.addAll(args);
        return MainTest.run(all.toArray(String[]::new));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    @Timeout(value = 900, unit = TimeUnit.SECONDS)
    void checkGivesTheHeadersAnswer(String program) throws IOException {
        Expected exp = Expected.of(program);
        Path model = tmp.resolve(program + ".scale.json");
        Run t = scale("train", model, tmp.resolve("runs"), exp.train());
        assertEquals(0, t.exit(), program + ": training failed:\n" + t.err());
        JsonSchemasTest.assertMatches("scale-train", t.out());

        Run c = scale("check", model, tmp.resolve("runs"), exp.check());
        String all = program + ":\n" + c.out() + c.err();
        JsonSchemasTest.assertMatches("scale-check", c.out());
        JsonObject r = JsonParser.parseString(c.out()).getAsJsonObject();
        boolean anomalous = !exp.flagged().isEmpty() || exp.crash() != null;
        assertEquals(anomalous ? 3 : 0, c.exit(), all);
        // a model that does not predict held-out runs better than chance (decision 053), or a run further from the
        // training runs than the cross-validation tested the predictions (decision 054), says so, and flags by the
        // call-site rules only
        JsonObject trained = JsonParser.parseString(t.out()).getAsJsonObject();
        boolean used = trained.getAsJsonObject("heldOutTest").get("scoreUsed").getAsBoolean();
        double beyond = r.getAsJsonObject("testedRange").get("beyond").getAsDouble();
        assertEquals(trained.getAsJsonObject("extrapolation").get("testedBeyond").getAsDouble(), beyond, all);
        boolean scored = used && exp.checkedFactor() <= beyond * (1 + 1e-9);
        assertEquals(scored, r.get("scoreUsed").getAsBoolean(), all);
        if (!scored) {
            String why = r.getAsJsonArray("notes").get(0).getAsString();
            assertTrue(why.startsWith(used ? "The correlation model was not used: the run is "
                    : "The correlation model was not used: "), all);
            assertEquals(why, r.get("scoreNotUsed").getAsString(), all);
            r.getAsJsonArray("scores").forEach(e -> assertFalse(e.getAsJsonObject().getAsJsonArray("reasons")
                    .contains(new com.google.gson.JsonPrimitive("abnormality")), all));
        }
        if (exp.crash() != null) {
            assertEquals(exp.crash().intValue(), r.getAsJsonObject("crash").get("rank").getAsInt(), all);
        } else {
            RankSet.Builder flagged = RankSet.builder();
            r.getAsJsonArray("flagged").forEach(e -> flagged.add(e.getAsInt()));
            assertEquals(exp.flagged(), flagged.build(), all);
            for (JsonElement e : r.getAsJsonArray("scores")) {
                JsonObject s = e.getAsJsonObject();
                if (!s.get("flagged").getAsBoolean()) {
                    continue;
                }
                Set<String> why = new TreeSet<>();
                s.getAsJsonArray("reasons").forEach(x -> why.add(x.getAsString()));
                why.remove("abnormality");
                assertEquals(exp.reasons(), why, program + " rank " + s.get("rank") + ": reasons\n" + all);
            }
        }
        if (exp.checked() == null) {
            assertEquals(0, r.getAsJsonArray("divergences").size(), all);
            return;
        }
        JsonObject top = r.getAsJsonArray("divergences").get(0).getAsJsonObject();
        exp.checked().assertIs(top.getAsJsonObject("checked").get("at"), program + ": top point, checked side");
        exp.training().assertIs(top.getAsJsonObject("training").get("at"), program + ": top point, training side");
        if (exp.crash() == null) {
            assertEquals(exp.flagged().toString(), top.get("ranks").getAsString(), all);
        }
        // the text report names the same point
        Run text = MainTest.run(Stream.concat(Stream.of("scale", "check", "--model", model.toString(), "--from"),
                Stream.of(tmp.resolve("runs").resolve(label(exp.check())).toString())).toArray(String[]::new));
        assertEquals(3, text.exit(), text.err());
        assertTrue(text.out().contains(" 1. ranks ") && text.out().contains(exp.checked().function() + " ("),
                text.out());
    }

    /** The run directory's name the CLI gives a planned run: np{N}, -{value} for an argument sweep. */
    static String label(List<String> check) {
        int i = check.indexOf("--np");
        return "np" + check.get(i + 1);
    }
}
