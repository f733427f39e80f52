package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.model.RankSet;

/**
 * Each example hangs for real under mpirun with the runtime; {@code straggler diagnose --json} must
 * name exactly the ranks and the line its header states, and {@code straggler analyze} of the same
 * dumps must agree with both algorithms.
 */
class ExamplesEndToEndTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    static final Pattern EXPECTED = Pattern.compile(
            "Expected diagnosis \\(mpirun -np (\\d+)\\): least-progressed ranks ([\\d,-]+) at (\\S+):(\\d+)");

    static Path examples() {
        return Path.of(System.getProperty("straggler.examples", "examples"));
    }

    static Path sources() {
        return Path.of(System.getProperty("straggler.examples.src", "examples"));
    }

    /** The programs of a corpus directory: its {@code .c} files' names without the suffix, sorted. */
    static Stream<String> programs(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".c"))
                    .map(n -> n.substring(0, n.length() - 2)).sorted().toList().stream();
        }
    }

    /** The expectation of an example: np, ranks, file, line (from its header). */
    record Expectation(int np, RankSet ranks, String file, int line) {
        static Expectation of(String example) throws IOException {
            String text = Files.readString(sources().resolve(example + ".c"));
            Matcher m = EXPECTED.matcher(text);
            assertTrue(m.find(), example + ".c has no 'Expected diagnosis' header");
            return new Expectation(Integer.parseInt(m.group(1)), RankSet.parse(m.group(2)), m.group(3),
                    Integer.parseInt(m.group(4)));
        }
    }

    static RankSet ranks(JsonArray a) {
        RankSet.Builder b = RankSet.builder();
        a.forEach(e -> b.add(e.getAsInt()));
        return b.build();
    }

    static void assertDiagnosis(Expectation exp, JsonObject json, String what) {
        assertEquals(exp.ranks(), ranks(json.getAsJsonObject("lp").getAsJsonArray("ranks")), what + ": " + json);
        JsonArray frames = json.getAsJsonObject("lp").getAsJsonArray("frames");
        assertTrue(frames.size() > 0, what + ": no source frame for the LP task: " + json);
        JsonObject top = frames.get(0).getAsJsonObject();
        assertEquals(exp.file(), Path.of(top.get("file").getAsString()).getFileName().toString(), what);
        assertEquals(exp.line(), top.get("line").getAsInt(), what + ": " + top);
        assertTrue(json.has("dumpDir") && json.has("pdg"), what);
    }

    @ParameterizedTest
    @ValueSource(strings = { "ring", "poisson", "collectives", "deadlock" })
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void diagnoseFindsTheHeadersRanksAndLine(String example) throws IOException {
        Expectation exp = Expectation.of(example);
        Path dumps = Files.createTempDirectory(tmp, "straggler-e2e-" + example);
        Run r = MainTest.run("diagnose", "--np", Integer.toString(exp.np()), "--timeout", "2", "--dump-dir",
                dumps.toString(), "--json", "--", examples().resolve(example).toString());
        assertEquals(0, r.exit(), "diagnose " + example + " failed:\n" + r.err());
        assertDiagnosis(exp, JsonParser.parseString(r.out()).getAsJsonObject(), "diagnose " + example);
        for (String alg : List.of("dist", "semi-dist", "loop-aware")) {
            Run a = MainTest.run("analyze", dumps.toString(), "--pdg", alg, "--json");
            assertEquals(0, a.exit(), a.err());
            JsonObject json = JsonParser.parseString(a.out()).getAsJsonObject();
            assertEquals(alg, json.get("algorithm").getAsString());
            assertDiagnosis(exp, json, "analyze --pdg " + alg + " " + example);
        }
        Run text = MainTest.run("analyze", dumps.toString());
        assertTrue(text.out().contains("Least-progressed: " + (exp.ranks().size() == 1 ? "rank " : "ranks ") + exp.ranks()),
                text.out());
        assertTrue(text.out().contains(exp.file() + ":" + exp.line()), text.out());
        Run dot = MainTest.run("analyze", dumps.toString(), "--dot");
        assertTrue(dot.out().startsWith("digraph pdg {") && dot.out().contains("fillcolor"), dot.out());
    }

    /**
     * The second MPI: MPICH's Hydra launcher and the examples built against MPICH; the runtime build whose
     * MPI matches the application's must be the one preloaded (the ABIs differ).
     */
    @ParameterizedTest
    @ValueSource(strings = { "deadlock" })
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void mpichJobsGetTheMpichRuntime(String example) throws IOException {
        Path mpichExample = examples().getParent().resolve("mpich/examples").resolve(example);
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(mpichExample)
                && Files.isExecutable(Path.of("/usr/bin/mpiexec.mpich")), "MPICH is not installed");
        Expectation exp = Expectation.of(example);
        Path dumps = Files.createTempDirectory(tmp, "straggler-mpich-");
        Run r = MainTest.run("diagnose", "--launcher", "mpiexec.mpich", "--np", Integer.toString(exp.np()), "--timeout",
                "2", "--dump-dir", dumps.toString(), "--json", "--", mpichExample.toString());
        assertEquals(0, r.exit(), r.err());
        assertDiagnosis(exp, JsonParser.parseString(r.out()).getAsJsonObject(), "MPICH " + example);
        assertTrue(r.err().contains("libstraggler-mpich.so") || Files.readString(dumps.resolve("rank-000000.sdump"),
                java.nio.charset.StandardCharsets.ISO_8859_1).contains("libstraggler-mpich.so"), "not the MPICH build");
    }

    /** A truncated dump costs that rank, not the diagnosis: one warning names the file and the cause. */
    @ParameterizedTest
    @ValueSource(strings = { "collectives" })
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void truncatedDumpIsReportedAndTheRestAnalyzed(String example) throws IOException {
        Expectation exp = Expectation.of(example);
        Path dumps = Files.createTempDirectory(tmp, "straggler-trunc-");
        Run r = MainTest.run("diagnose", "--np", Integer.toString(exp.np()), "--timeout", "2", "--dump-dir",
                dumps.toString(), "--", examples().resolve(example).toString());
        assertEquals(0, r.exit(), r.err());
        Path victim = dumps.resolve("rank-000003.sdump");
        byte[] data = Files.readAllBytes(victim);
        Files.write(victim, Arrays.copyOf(data, data.length / 2));
        Run a = MainTest.run("analyze", dumps.toString(), "--json");
        assertEquals(0, a.exit(), a.err());
        JsonObject json = JsonParser.parseString(a.out()).getAsJsonObject();
        assertEquals(exp.ranks(), ranks(json.getAsJsonObject("lp").getAsJsonArray("ranks")));
        assertEquals(new TreeSet<>(List.of(3)), new TreeSet<>(ranks(json.getAsJsonArray("missingRanks")).stream().boxed().toList()));
        String warnings = json.getAsJsonArray("warnings").toString();
        assertTrue(warnings.contains("rank-000003.sdump") && warnings.contains("truncated"), warnings);

        // every dump damaged: the message names them all (not "no Straggler dumps")
        List<String> names = new ArrayList<>();
        try (DirectoryStream<Path> all = Files.newDirectoryStream(dumps, "rank-*.sdump")) {
            for (Path dump : all) {
                byte[] bytes = Files.readAllBytes(dump);
                Files.write(dump, Arrays.copyOf(bytes, bytes.length / 2));
                names.add(dump.getFileName().toString());
            }
        }
        assertEquals(exp.np(), names.size());
        Run none = MainTest.run("analyze", dumps.toString());
        assertEquals(1, none.exit(), none.err());
        assertTrue(none.err().contains("all " + exp.np() + " Straggler dumps in " + dumps + " are damaged: "),
                none.err());
        assertFalse(none.err().contains("no Straggler dumps"), none.err());
        for (String name : names) {
            assertTrue(none.err().contains(name + " is truncated at byte "), name + ": " + none.err());
        }
    }

    /** A program that does not hang runs to its end and the CLI returns its exit code. */
    @ParameterizedTest
    @ValueSource(strings = { "ring" })
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void jobThatDoesNotHangKeepsItsExitCode(String example) throws IOException {
        Path dumps = Files.createTempDirectory(tmp, "straggler-nohang-");
        Run r = MainTest.run("diagnose", "--np", "4", "--timeout", "20", "--dump-dir", dumps.toString(), "--",
                examples().resolve(example).toString(), "3");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("did not hang"), r.err());
    }
}
