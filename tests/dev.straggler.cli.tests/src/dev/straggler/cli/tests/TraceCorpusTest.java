package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.model.RankSet;

/**
 * The trace-diffing corpus (native-runtime/examples/traces, issue 23): one program per class of bug, each header
 * stating what {@code straggler diff} must answer. Every program is recorded twice with real mpirun and the runtime
 * ({@code straggler trace}): without argument (the normal run) and with its bug's argument; then {@code straggler
 * diff --json} with the default parameters must give the header's answer: exactly the traces that changed, a top
 * suspect among the header's ranks, and the top suspect's diffNLR showing the header's change — its normal entries on
 * the normal side, its faulty ones on the faulty side (loops written out as {@code [body]^count}, so loop numbers do
 * not matter).
 */
class TraceCorpusTest {

    static final Pattern EXPECTED = Pattern.compile(
            "Expected diff \\(mpirun -np (\\d+)(, straggler trace --functions)?; normal: no argument; faulty: (\\w+)\\):");
    static final Pattern CHANGED = Pattern.compile("changed: ranks? ([\\d,-]+)");
    static final Pattern TOP = Pattern.compile("top suspect: (?:one of )?ranks? ([\\d,-]+)");
    static final Pattern CHANGE = Pattern.compile("change: - (.+?) \\+ (.+)");
    static final Pattern LOOP = Pattern.compile("L(\\d+)\\^(\\d+)");

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    /** A program's header. */
    record Expected(int np, boolean functions, String bug, RankSet changed, RankSet top, String normal, String faulty) {
        static Expected of(String program) throws IOException {
            String text = Files.readString(sources().resolve(program + ".c"));
            Matcher m = EXPECTED.matcher(text), c = CHANGED.matcher(text), t = TOP.matcher(text),
                    ch = CHANGE.matcher(text);
            assertTrue(m.find() && c.find() && t.find() && ch.find(), program + ".c has no 'Expected diff' header");
            return new Expected(Integer.parseInt(m.group(1)), m.group(2) != null, m.group(3), RankSet.parse(c.group(1)),
                    RankSet.parse(t.group(1)), ch.group(1).strip(), ch.group(2).strip());
        }
    }

    static Path sources() {
        return ExamplesEndToEndTest.sources().resolve("traces");
    }

    static Stream<String> corpus() throws IOException {
        return ExamplesEndToEndTest.programs(sources());
    }

    /** The entries of a diffNLR's blocks of {@code kind} ("only_normal", "only_faulty"), loops written out. */
    static String side(JsonObject diffNlr, String kind) {
        JsonObject loops = diffNlr.getAsJsonObject("loops");
        StringBuilder b = new StringBuilder();
        for (JsonElement block : diffNlr.getAsJsonArray("blocks")) {
            if (block.getAsJsonObject().get("kind").getAsString().equals(kind)) {
                for (JsonElement e : block.getAsJsonObject().getAsJsonArray("entries")) {
                    b.append(b.isEmpty() ? "" : " ").append(expand(e.getAsString(), loops, 0));
                }
            }
        }
        return b.toString();
    }

    static String expand(String entry, JsonObject loops, int depth) {
        Matcher m = LOOP.matcher(entry);
        if (!m.matches() || depth > 20) {
            return entry;
        }
        List<String> body = new ArrayList<>();
        for (JsonElement e : loops.getAsJsonArray("L" + m.group(1))) {
            body.add(expand(e.getAsString(), loops, depth + 1));
        }
        return "[" + String.join(" ", body) + "]^" + m.group(2);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void theDiffGivesTheHeadersAnswer(String program) throws IOException {
        Expected exp = Expected.of(program);
        Path exe = ExamplesEndToEndTest.examples().resolve("traces").resolve(program);
        assertTrue(Files.isExecutable(exe), exe + " is not built");
        Path normal = Files.createTempDirectory(tmp, "normal"), faulty = Files.createTempDirectory(tmp, "faulty");
        List<String> how = exp.functions() ? List.of("--functions") : List.of();
        Run r = DiffCommandTest.trace(normal, exp.np(), concat(how, "--", exe.toString()));
        assertEquals(0, r.exit(), "the normal run of " + program + ": " + r.err());
        r = DiffCommandTest.trace(faulty, exp.np(), concat(how, "--", exe.toString(), exp.bug()));
        assertEquals(0, r.exit(), "the faulty run of " + program + ": " + r.err());

        Run d = MainTest.run("diff", normal.toString(), faulty.toString(), "--json");
        assertEquals(0, d.exit(), d.err());
        JsonSchemasTest.assertMatches("diff", d.out());
        JsonObject o = JsonParser.parseString(d.out()).getAsJsonObject();
        RankSet.Builder changed = RankSet.builder();
        for (JsonElement k : o.getAsJsonArray("changed")) {
            assertTrue(k.getAsString().endsWith(".0"), "one thread per rank: " + k);
            changed.add(Integer.parseInt(k.getAsString().split("\\.")[0]));
        }
        assertEquals(exp.changed(), changed.build(), program + ": the traces that changed\n" + d.out());
        JsonArray suspects = o.getAsJsonArray("suspects");
        assertTrue(suspects.size() > 0, program + ": no suspect\n" + d.out());
        int top = suspects.get(0).getAsJsonObject().get("rank").getAsInt();
        assertTrue(exp.top().contains(top), program + ": top suspect " + top + ", expected " + exp.top() + "\n" + d.out());
        JsonObject diffNlr = o.getAsJsonArray("diffNlr").get(0).getAsJsonObject();
        assertEquals(top + ".0", diffNlr.get("trace").getAsString());
        String left = side(diffNlr, "only_normal"), right = side(diffNlr, "only_faulty");
        assertTrue(left.contains(exp.normal()), program + ": the normal side of diffNLR(" + top + ") is '" + left
                + "', expected it to show '" + exp.normal() + "'");
        assertTrue(right.contains(exp.faulty()), program + ": the faulty side of diffNLR(" + top + ") is '" + right
                + "', expected it to show '" + exp.faulty() + "'");
        assertTrue(o.getAsJsonArray("notes").isEmpty(), "one build, recorded with its build id: " + o.get("notes"));
    }

    static String[] concat(List<String> first, String... rest) {
        List<String> all = new ArrayList<>(first);
        all.addAll(List.of(rest));
        return all.toArray(String[]::new);
    }
}
