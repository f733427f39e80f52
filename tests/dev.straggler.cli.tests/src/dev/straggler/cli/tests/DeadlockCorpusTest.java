package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.model.RankSet;

/**
 * The deadlock corpus (native-runtime/examples/deadlocks, issue 10): every program hangs in its own way and its
 * header says which tasks are least progressed, in which groups, at which lines. Each program runs twice per MPI
 * (Open MPI and MPICH): in situ with DIST and its per-task dumps (--task-dumps), which DIST, SEMI-DIST and
 * loop-aware analyze offline, and in situ with SEMI-DIST. All five answers must be the header's exactly: the same
 * least-progressed ranks, grouped the same way, each group at its line
 * (docs/decisions/003-least-progressed-in-a-hang.md). native-runtime/bench/deadlocks.py prints the same comparison
 * as a table.
 */
class DeadlockCorpusTest {

    static final Pattern EXPECTED = Pattern.compile(
            "Expected diagnosis \\(mpirun -np (\\d+)\\): least-progressed ranks ([\\d,-]+) at (\\S+):(\\d+)");
    static final Pattern GROUPS = Pattern.compile("Expected groups: (.*)");
    static final Pattern GROUP = Pattern.compile("([\\d,-]+) at (\\S+):(\\d+)");

    /** A program's header: np, the least-progressed ranks, the first group's line, every group's line. */
    record Expected(int np, RankSet ranks, String file, int line, Map<RankSet, Integer> groups) {
        static Expected of(String program) throws IOException {
            String text = Files.readString(sources().resolve(program + ".c"));
            Matcher m = EXPECTED.matcher(text);
            assertTrue(m.find(), program + ".c has no 'Expected diagnosis' header");
            Map<RankSet, Integer> groups = new TreeMap<>((a, b) -> Integer.compare(a.first(), b.first()));
            Matcher g = GROUPS.matcher(text);
            assertTrue(g.find(), program + ".c has no 'Expected groups' line");
            for (String part : g.group(1).split(";")) {
                Matcher gm = GROUP.matcher(part);
                assertTrue(gm.find(), program + ".c: bad group '" + part + "'");
                groups.put(RankSet.parse(gm.group(1)), Integer.parseInt(gm.group(3)));
            }
            return new Expected(Integer.parseInt(m.group(1)), RankSet.parse(m.group(2)), m.group(3),
                    Integer.parseInt(m.group(4)), groups);
        }
    }

    static Path sources() {
        return ExamplesEndToEndTest.sources().resolve("deadlocks");
    }

    static Stream<Arguments> corpus() throws IOException {
        return onBothMpis(sources());
    }

    /** (MPI, program) for every program of {@code dir} (its .c files), on Open MPI and on MPICH. */
    static Stream<Arguments> onBothMpis(Path dir) throws IOException {
        List<String> programs;
        try (Stream<Path> files = Files.list(dir)) {
            programs = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".c"))
                    .map(n -> n.substring(0, n.length() - 2)).sorted().toList();
        }
        List<Arguments> out = new ArrayList<>();
        for (String mpi : List.of("openmpi", "mpich")) {
            for (String p : programs) {
                out.add(Arguments.of(mpi, p));
            }
        }
        return out.stream();
    }

    /** The groups of a JSON report: ranks → line of the group's first frame (0 when it has none). */
    static Map<RankSet, Integer> groups(JsonObject report) {
        Map<RankSet, Integer> out = new TreeMap<>((a, b) -> Integer.compare(a.first(), b.first()));
        for (JsonElement e : report.getAsJsonObject("lp").getAsJsonArray("groups")) {
            JsonObject g = e.getAsJsonObject();
            var frames = g.getAsJsonArray("frames");
            int line = frames != null && frames.size() > 0 && frames.get(0).getAsJsonObject().has("line")
                    ? frames.get(0).getAsJsonObject().get("line").getAsInt() : 0;
            out.put(ExamplesEndToEndTest.ranks(g.getAsJsonArray("ranks")), line);
        }
        return out;
    }

    static void assertExact(Expected exp, JsonObject report, String what) {
        assertEquals(exp.ranks(), ExamplesEndToEndTest.ranks(report.getAsJsonObject("lp").getAsJsonArray("ranks")),
                what + ": least-progressed ranks");
        assertEquals(text(exp.groups()), text(groups(report)), what + ": groups");
        ExamplesEndToEndTest.assertDiagnosis(new ExamplesEndToEndTest.Expectation(exp.np(), exp.ranks(), exp.file(),
                exp.line()), report, what);
    }

    static String text(Map<RankSet, Integer> groups) {
        StringBuilder sb = new StringBuilder();
        groups.forEach((r, l) -> sb.append(sb.length() > 0 ? "; " : "").append(r).append('@').append(l));
        return sb.toString();
    }

    @ParameterizedTest(name = "{1} on {0}")
    @MethodSource("corpus")
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void everyAlgorithmNamesTheHeadersGroups(String mpi, String program) throws IOException {
        Expected exp = Expected.of(program);
        Path exe;
        String launcher;
        if (mpi.equals("mpich")) {
            exe = ExamplesEndToEndTest.examples().getParent().resolve("mpich/examples/deadlocks").resolve(program);
            launcher = "mpiexec.mpich";
            Assumptions.assumeTrue(Files.isExecutable(exe) && Files.isExecutable(Path.of("/usr/bin/mpiexec.mpich")),
                    "MPICH is not installed");
        } else {
            exe = ExamplesEndToEndTest.examples().resolve("deadlocks").resolve(program);
            launcher = "mpirun";
        }
        assertTrue(Files.isExecutable(exe), exe + " is not built");
        Map<String, JsonObject> reports = new LinkedHashMap<>();

        // in situ DIST, with the per-task dumps for the offline algorithms
        Path dist = Files.createTempDirectory("straggler-corpus-" + mpi + "-" + program);
        Run r = MainTest.run("diagnose", "--launcher", launcher, "--np", Integer.toString(exp.np()), "--timeout", "1",
                "--in-situ", "--pdg", "dist", "--task-dumps", "--dump-dir", dist.toString(), "--json", "--",
                exe.toString());
        assertEquals(0, r.exit(), "diagnose --in-situ --pdg dist " + program + " on " + mpi + " failed:\n" + r.err());
        JsonObject inSitu = JsonParser.parseString(r.out()).getAsJsonObject();
        assertTrue(inSitu.has("inSitu"), program + " on " + mpi + ": no in-situ result: " + r.err());
        reports.put("in situ dist", inSitu);
        Path offline = Files.createTempDirectory("straggler-corpus-offline-" + mpi + "-" + program);
        try (Stream<Path> files = Files.list(dist)) {
            for (Path f : files.filter(p -> p.getFileName().toString().matches("rank-\\d+\\.sdump|job\\.info")).toList()) {
                Files.copy(f, offline.resolve(f.getFileName()));
            }
        }
        for (String alg : List.of("dist", "semi-dist", "loop-aware")) {
            Run a = MainTest.run("analyze", offline.toString(), "--pdg", alg, "--json");
            assertEquals(0, a.exit(), a.err());
            reports.put(alg, JsonParser.parseString(a.out()).getAsJsonObject());
        }

        // in situ SEMI-DIST
        Path semi = Files.createTempDirectory("straggler-corpus-semi-" + mpi + "-" + program);
        Run s = MainTest.run("diagnose", "--launcher", launcher, "--np", Integer.toString(exp.np()), "--timeout", "1",
                "--in-situ", "--pdg", "semi-dist", "--dump-dir", semi.toString(), "--json", "--", exe.toString());
        assertEquals(0, s.exit(), "diagnose --in-situ --pdg semi-dist " + program + " on " + mpi + " failed:\n" + s.err());
        JsonObject semiReport = JsonParser.parseString(s.out()).getAsJsonObject();
        assertTrue(semiReport.has("inSitu"), program + " on " + mpi + ": no in-situ result: " + s.err());
        reports.put("in situ semi-dist", semiReport);

        List<String> misses = new ArrayList<>();
        reports.forEach((alg, report) -> {
            try {
                assertExact(exp, report, program + " on " + mpi + " with " + alg);
            } catch (AssertionError e) {
                misses.add(e.getMessage());
            }
        });
        assertTrue(misses.isEmpty(), String.join("\n", misses) + "\n(dumps kept in " + dist + ")");
        for (Path d : List.of(dist, offline, semi)) {
            delete(d);
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
