package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.cli.tests.MainTest.Run;

/**
 * Faults through the command line, with real mpirun (native-runtime/tests/crash_program.c): a task that
 * crashes while the others wait for it gets a diagnosis that names it and where it crashed, and
 * {@code straggler runs} lists the run with what became of it.
 */
class FaultsTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    static Path program() {
        return Path.of(System.getProperty("straggler.native.tests", "tests")).resolve("crash_program");
    }

    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void aCrashIsDiagnosedWhereItHappened() throws IOException {
        Path home = Files.createTempDirectory(tmp, "straggler-runs-");
        Path dir = home.resolve("20991231-235959-crash_program-1");
        Run r = MainTest.run("diagnose", "--np", "3", "--timeout", "60", "--dump-dir", dir.toString(), "--",
                program().toString(), "segv-before", "2");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("rank 2 crashed (signal 11) at crash_here (crash_program.c:"), r.out());
        assertTrue(r.out().contains("3 of 3 tasks dumped"), r.out());
        Run runs = MainTest.run("runs", "--dir", home.toString());
        assertEquals(0, runs.exit(), runs.err());
        assertTrue(runs.out().contains("20991231-235959-crash_program-1") && runs.out().contains("rank 2 crashed (signal 11)"),
                runs.out());
        Run json = MainTest.run("runs", "--dir", home.toString(), "--json");
        assertEquals(0, json.exit(), json.err());
        JsonSchemasTest.assertMatches("runs", json.out());
    }
}
