package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.launch.tests.fixtures.StragglerCommand;

/**
 * SIGINT (the user's Ctrl-C, to the whole process group) and SIGTERM (a batch system) on {@code straggler diagnose}
 * while the job runs: the command line ends the job, says so in one line and exits with the signal's code; no
 * exception, no task left behind.
 */
class SignalTest {

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = { "INT", "TERM" })
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aSignalEndsTheJobAndTheCommandCleanly(String signal) throws Exception {
        Path straggler = StragglerCommand.write(tmp.resolve("bin"),
                Map.of("OMPI_ALLOW_RUN_AS_ROOT", "1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1"));
        Path dir = tmp.resolve("run");
        // a new session whose signals have their default actions (a test JVM may have been started ignoring SIGINT,
        // which its children would inherit): Python restores them and starts the command line
        List<String> cmd = List.of("python3", "-c", "import os, signal, sys\n"
                + "os.setsid()\n"
                + "signal.signal(signal.SIGINT, signal.SIG_DFL)\n"
                + "signal.signal(signal.SIGTERM, signal.SIG_DFL)\n"
                + "os.execv(sys.argv[1], sys.argv[1:])\n",
                straggler.toString(), "diagnose", "--np", "4", "--timeout", "60", "--dump-dir", dir.toString(), "--",
                ExamplesEndToEndTest.examples().resolve("ring").toString());
        Path log = tmp.resolve("out.txt");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        p.getOutputStream().close();
        // the job runs once every task wrote its state file
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (states(dir) < 4 && System.nanoTime() < until && p.isAlive()) {
            Thread.sleep(100);
        }
        assertEquals(4, states(dir), Files.readString(log));
        List<ProcessHandle> below = new ArrayList<>(p.descendants().toList());
        assertFalse(below.isEmpty(), "mpirun and its tasks run below the command line");
        String kill = signal.equals("INT") ? "-" + p.pid() : Long.toString(p.pid()); // INT: the process group
        new ProcessBuilder("kill", "-" + signal, "--", kill).inheritIO().start().waitFor(10, TimeUnit.SECONDS);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the command line ended");
        String out = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(signal.equals("INT") ? 130 : 143, p.exitValue(), out);
        assertTrue(out.contains("straggler: interrupted: the job was ended"), out);
        assertFalse(out.contains("Exception"), out);
        for (ProcessHandle h : below) {
            h.onExit().get(20, TimeUnit.SECONDS);
            assertFalse(h.isAlive(), "left behind: " + h.info().commandLine().orElse(Long.toString(h.pid())));
        }
    }

    private static long states(Path dir) throws java.io.IOException {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        try (var files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().matches("rank-\\d+\\.state")).count();
        }
    }
}
