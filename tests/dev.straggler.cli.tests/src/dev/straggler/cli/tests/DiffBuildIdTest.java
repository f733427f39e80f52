package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.cli.tests.MainTest.Run;

/**
 * What one program is for {@code straggler diff} (issue 23): the runtime records the executable's GNU build id in
 * job.info (real runs with mpirun); two runs of one build at different paths are compared, two different builds at
 * the same path are refused (unless {@code --rebuilt}), and a run whose job.info has no build id is matched by the
 * executable's path, with a note saying so.
 */
class DiffBuildIdTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    static final Pattern BUILD_ID = Pattern.compile("(?m)^build_id=([0-9a-f]+)$");

    /** The corpus' program, by its real path (as the runtime records it). */
    static Path corpus(String program) throws IOException {
        return ExamplesEndToEndTest.examples().resolve("traces").resolve(program).toRealPath();
    }

    /** {@code program} copied to {@code path}. */
    static Path install(Path program, Path path) throws IOException {
        Files.createDirectories(path.getParent());
        Files.copy(program, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
        return path.toRealPath();
    }

    Path record(String name, Path exe, String... args) throws IOException {
        Path dir = Files.createTempDirectory(tmp, name);
        List<String> job = new java.util.ArrayList<>(List.of("--", exe.toString()));
        job.addAll(List.of(args));
        Run r = DiffCommandTest.trace(dir, 4, job.toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        return dir;
    }

    static String buildId(Path runDir) throws IOException {
        Matcher m = BUILD_ID.matcher(Files.readString(runDir.resolve("job.info")));
        assertTrue(m.find(), "job.info has a build_id: " + Files.readString(runDir.resolve("job.info")));
        return m.group(1);
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void oneBuildAnywhereIsOneProgramTwoBuildsAtOnePathAreNot() throws IOException, InterruptedException {
        Path program = corpus("swapped_order");
        // the runtime's build id is the one in the ELF file (readelf -n)
        Process p = new ProcessBuilder("readelf", "-n", program.toString()).redirectErrorStream(true).start();
        String notes = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        Path normal = record("normal", install(program, tmp.resolve("a/app")));
        String id = buildId(normal);
        assertTrue(notes.contains("Build ID: " + id), notes);

        // the same build at another path: one program, no note
        Path moved = record("moved", install(program, tmp.resolve("b/app")), "swapOrder");
        assertEquals(id, buildId(moved));
        Run d = MainTest.run("diff", normal.toString(), moved.toString());
        assertEquals(0, d.exit(), d.err());
        assertFalse(d.out().contains("note: "), d.out());
        assertTrue(d.out().contains("suspicious traces (diverged at, votes, change): 3.0 ("), d.out());

        // another program at the first path: refused, one message naming both builds and the way out
        Path other = record("other", install(corpus("wrong_tag"), tmp.resolve("a/app")));
        assertTrue(!buildId(other).equals(id));
        String m = DiffCommandTest.oneMessage(MainTest.run("diff", normal.toString(), other.toString()));
        assertEquals("straggler: The normal run (" + normal + ") and the faulty run (" + other + ") ran different builds"
                + " (build id " + id + " of " + tmp.resolve("a/app").toRealPath() + ", build id " + buildId(other) + " of "
                + tmp.resolve("a/app").toRealPath() + "): compare two runs of the same executable (choose the fault by input or"
                + " environment), or, when the faulty run's executable is a rebuild of the same program, allow rebuilds"
                + " (straggler diff --rebuilt).", m);
        // asked for: compared, and said so
        Run rebuilt = MainTest.run("diff", normal.toString(), other.toString(), "--rebuilt");
        assertEquals(0, rebuilt.exit(), rebuilt.err());
        assertTrue(rebuilt.out().contains("note: The runs used different builds of the program (build ids " + id + " and "
                + buildId(other) + "), compared as one program as asked"), rebuilt.out());
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void withoutABuildIdThePathDecidesAndTheOutputSaysSo() throws IOException {
        Path exe = corpus("wrong_tag");
        Path normal = record("normal", exe), faulty = record("faulty", exe, "wrongTag");
        // job.info as an older runtime wrote it: no build_id
        Path info = faulty.resolve("job.info");
        Files.writeString(info, Files.readString(info).replaceAll("(?m)^build_id=.*\\n", ""));
        Run d = MainTest.run("diff", normal.toString(), faulty.toString());
        assertEquals(0, d.exit(), d.err());
        assertTrue(d.out().contains("note: The faulty run (" + faulty + ") does not record its executable's build id"
                + " (recorded by an older runtime, or its job.info is missing): the runs are taken for one program by"
                + " the executable's path (" + exe + ")."), d.out());
        assertTrue(d.out().contains("suspicious traces (diverged at, votes, change): 2.0 ("), d.out());
        // and a different path then means a different program
        Path elsewhere = record("elsewhere", install(exe, tmp.resolve("c/wrong_tag")), "wrongTag");
        Files.writeString(elsewhere.resolve("job.info"),
                Files.readString(elsewhere.resolve("job.info")).replaceAll("(?m)^build_id=.*\\n", ""));
        String m = DiffCommandTest.oneMessage(MainTest.run("diff", normal.toString(), elsewhere.toString()));
        assertTrue(m.contains("are traces of different programs (" + exe + " and " + tmp.resolve("c/wrong_tag").toRealPath() + ")"),
                m);
    }
}
