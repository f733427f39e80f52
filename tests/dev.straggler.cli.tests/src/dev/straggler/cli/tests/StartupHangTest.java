package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.ExamplesEndToEndTest.Expectation;
import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.launch.StartupWatch;
import dev.straggler.model.RankSet;

/**
 * Hangs in a job's start-up, with real mpirun (native-runtime/examples/preinit.c and slow_start.c): a rank that sleeps
 * before MPI_Init holds the others in MPI_Init, where no task's hang detection runs yet; {@code diagnose} ends such a
 * job once its start-up made no progress for the timeout, says which ranks got how far (the rank not in MPI_Init yet
 * first, then those waiting in it, by their start-up markers), and exits with 4. A start-up
 * that is only slow gets the ordinary outcome: the diagnosis of the hang that follows, or the job's own end.
 */
class StartupHangTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    private static Path example(String name) {
        return ExamplesEndToEndTest.examples().resolve(name);
    }

    /** Without it the start-up timeout is at least a minute (StartupWatch.MIN_SECONDS): 10 s here, in this JVM. */
    @BeforeAll
    static void shortStartUpTimeout() {
        System.setProperty(StartupWatch.OVERRIDE, "10");
    }

    @AfterAll
    static void defaultStartUpTimeout() {
        System.clearProperty(StartupWatch.OVERRIDE);
    }

    /** A start-up timeout that is no number of seconds: one error naming the fix, before any job starts. */
    @Test
    void aWrongStartUpTimeoutIsRefusedBeforeTheJobStarts() throws IOException {
        Path dumps = Files.createTempDirectory(tmp, "straggler-preinit-wrong-");
        System.setProperty(StartupWatch.OVERRIDE, "ten");
        try {
            Run r = MainTest.run("diagnose", "--np", "2", "--timeout", "3", "--dump-dir", dumps.toString(), "--",
                    example("preinit").toString(), "600");
            assertEquals(1, r.exit(), r.err());
            assertTrue(r.err().contains("-Dstraggler.startupTimeout=ten is not a start-up timeout: give it in seconds,"
                    + " e.g. 120"), r.err());
            assertFalse(r.err().contains("running 2 tasks"), "no job was started:\n" + r.err());
        } finally {
            System.setProperty(StartupWatch.OVERRIDE, "10");
        }
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aRankThatNeverReachesMpiInitEndsTheJobWithTheStartUpMessage() throws IOException {
        Path dumps = Files.createTempDirectory(tmp, "straggler-preinit-");
        long t0 = System.nanoTime();
        Run r = MainTest.run("diagnose", "--np", "2", "--timeout", "3", "--dump-dir", dumps.toString(), "--",
                example("preinit").toString(), "600");
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertStartUpHang(r, seconds);
    }

    /** MPICH's Hydra: the tasks under hydra_pmi_proxy, their ranks from PMI_RANK. */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void mpichToo() throws IOException {
        Path program = ExamplesEndToEndTest.examples().getParent().resolve("mpich/examples/preinit");
        Assumptions.assumeTrue(Files.isExecutable(program) && Files.isExecutable(Path.of("/usr/bin/mpiexec.mpich")),
                "MPICH is not installed");
        Path dumps = Files.createTempDirectory(tmp, "straggler-preinit-mpich-");
        long t0 = System.nanoTime();
        Run r = MainTest.run("diagnose", "--launcher", "mpiexec.mpich", "--np", "2", "--timeout", "3", "--dump-dir",
                dumps.toString(), "--", program.toString(), "600");
        assertStartUpHang(r, (System.nanoTime() - t0) / 1e9);
    }

    private static void assertStartUpHang(Run r, double seconds) {
        assertEquals(4, r.exit(), r.err());
        assertTrue(seconds < 60, "took " + seconds + " s");
        assertTrue(r.err().contains("straggler: the job hung in its start-up: "), r.err());
        assertTrue(r.err().contains(" of 2 tasks are past MPI_Init, none past Straggler's start-up, no progress for "),
                r.err());
        // rank 1 sleeps before MPI_Init: not in it yet, named first with its pid; rank 0 waits inside MPI_Init for it
        // (its start-up marker): the MPI library's start-up (Open MPI's modex, Hydra's PMI barrier) needs every task
        int notIn = r.err().indexOf("\n  not in MPI_Init yet (what the others wait for): rank 1 (pid ");
        int waiting = r.err().indexOf("\n  waiting in MPI_Init (for the tasks not in it yet): rank 0 (pid ");
        assertTrue(notIn > 0 && waiting > notIn, r.err());
        assertTrue(r.err().contains(" 0 of 2 tasks are past MPI_Init, "), r.err());
        assertFalse(r.err().contains("Straggler's start-up (a collective"), r.err());
        assertTrue(r.err().contains("the tasks not in MPI_Init yet hold the others (the start-up's least-progressed)"),
                r.err());
        assertTrue(r.err().contains("straggler stacks --attach"), r.err());
        assertTrue(r.err().contains("give a longer start-up timeout (STRAGGLER_STARTUP_TIMEOUT=SECONDS; without it the"
                + " hang timeout, at least 60 s)"), r.err());
        assertFalse(r.err().contains("interrupted"), r.err());
        assertTrue(r.out().isEmpty(), r.out());
    }

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void aSlowStartThenAHangGetsTheOrdinaryDiagnosis() throws IOException {
        Expectation exp = Expectation.of("slow_start");
        Path dumps = Files.createTempDirectory(tmp, "straggler-slow-");
        Run r = MainTest.run("diagnose", "--np", Integer.toString(exp.np()), "--timeout", "6", "--dump-dir",
                dumps.toString(), "--json", "--", example("slow_start").toString(), "hang", "2");
        assertEquals(0, r.exit(), r.err());
        assertFalse(r.err().contains("start-up"), r.err());
        JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
        ExamplesEndToEndTest.assertDiagnosis(exp, json, "slow_start hang");
        assertEquals(RankSet.of(1), exp.ranks());
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aSlowStartThenANormalEndKeepsTheJobsExitCode() throws IOException {
        Path dumps = Files.createTempDirectory(tmp, "straggler-slow-end-");
        Run r = MainTest.run("diagnose", "--np", "3", "--timeout", "6", "--dump-dir", dumps.toString(), "--",
                example("slow_start").toString(), "end", "2");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("straggler: the job did not hang (exit code 0)"), r.err());
        assertFalse(r.err().contains("start-up"), r.err());
    }
}
