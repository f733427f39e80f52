package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import dev.straggler.cli.Main;

/** Usage and user errors of the command line: one clear message, the documented exit codes. */
class MainTest {

    record Run(int exit, String out, String err) {
    }

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void printsVersion() {
        assertEquals("straggler " + Main.VERSION, run("--version").out().strip());
    }

    @Test
    void everyCommandIsFoundByItsName() {
        for (dev.straggler.internal.cli.Command c : dev.straggler.internal.cli.Commands.all()) {
            assertEquals(c.getClass(), dev.straggler.internal.cli.Commands.named(c.name()).getClass(), c.name());
        }
        assertEquals(null, dev.straggler.internal.cli.Commands.named("bogus"));
    }

    @Test
    void unknownOptionIsAUsageError() {
        Run r = run("analyze", "--bogus");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("unknown option --bogus"), r.err());
    }

    @Test
    void badTimeoutAndAlgorithmAreNamed() {
        assertTrue(run("diagnose", "--timeout", "soon", "--", "x").err().contains("--timeout needs a number"));
        assertTrue(run("analyze", "d", "--pdg", "magic").err().contains("--pdg takes dist, semi-dist or loop-aware"));
    }

    /**
     * The run the script makes its class-data-sharing archive from ({@code --help} with {@code straggler.cds.training})
     * goes through a whole {@code diagnose} up to the launcher's start and the job's end, with a launcher that ends at
     * once, so that the archive holds what runs before the launcher starts; it leaves nothing behind.
     */
    @Test
    void theArchivesTrainingRunRehearsesALaunch() throws Exception {
        java.nio.file.Path tmp = java.nio.file.Path.of(System.getProperty("java.io.tmpdir"));
        java.util.function.Supplier<Long> rehearsals = () -> {
            try (var files = java.nio.file.Files.list(tmp)) {
                return files.filter(f -> f.getFileName().toString().startsWith("straggler-launch-rehearsal-")).count();
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
        long before = rehearsals.get();
        System.setProperty("straggler.cds.training", "true");
        Run r;
        try {
            r = run("--help");
        } finally {
            System.clearProperty("straggler.cds.training");
        }
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("straggler: running 1 tasks with ") && r.err().contains("orterun"), r.err());
        assertTrue(r.err().contains("the job did not hang (exit code 0)"), r.err());
        assertEquals(before, rehearsals.get(), "the rehearsal's directory was removed");
    }

    @Test
    void missingApplication() {
        Run r = run("diagnose", "--np", "2", "--", "/nonexistent/app");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("/nonexistent/app does not exist"), r.err());
        assertEquals(1, r.err().strip().lines().count(), "one message, no stack trace: " + r.err());
    }

    @Test
    void missingLauncher() {
        Run r = run("diagnose", "--launcher", "/nonexistent/mpirun", "--", "/bin/true");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("Install an MPI"), r.err());
    }

    @Test
    void missingDumpDirectory() {
        Run r = run("analyze", "/nonexistent/dumps");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("is not a directory"), r.err());
    }
}
