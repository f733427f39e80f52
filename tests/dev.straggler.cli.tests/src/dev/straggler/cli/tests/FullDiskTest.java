package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.cli.tests.MainTest.Run;

/**
 * {@code straggler diagnose} and {@code straggler trace} when the dump directory's file system is full, on a small
 * tmpfs the test mounts (root, as in CI) and unmounts: a job whose dumps cannot be written ends with one message naming
 * the full directory instead of waiting for ever, and nothing else on that file system is lost; a directory without
 * room even for the state files is refused before the job starts; a trace run whose traces the full disk cut short
 * names the tasks and the error (the state files' {@code trace_errno}).
 */
class FullDiskTest {

    @TempDir
    Path tmp;

    private Path disk;

    @BeforeEach
    void mountSmallDisk() throws Exception {
        Assumptions.assumeTrue(ProcessHandle.current().info().user().map("root"::equals).orElse(false),
                "mounting a small tmpfs needs root (CI runs as root)");
        disk = Files.createDirectory(tmp.resolve("disk"));
        assertEquals(0, run("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", disk.toString()), "mount tmpfs");
    }

    @AfterEach
    void unmount() throws Exception {
        if (disk != null) {
            run("umount", "-l", disk.toString());
        }
    }

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void aDiskThatFillsDuringTheJobEndsTheDiagnosisWithOneMessage() throws Exception {
        Path dir = disk.resolve("run");
        Path mine = Files.writeString(disk.resolve("user-data.txt"), "the user's own file\n");
        CompletableFuture<Run> diagnose = CompletableFuture.supplyAsync(() -> MainTest.run("diagnose", "--np", "4",
                "--timeout", "4", "--dump-dir", dir.toString(), "--",
                ExamplesEndToEndTest.examples().resolve("ring").toString()));
        // once every task has its state file (written in place from then on), take the rest of the disk
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (countStates(dir) < 4 && System.nanoTime() < until && !diagnose.isDone()) {
            Thread.sleep(50);
        }
        assertEquals(4, countStates(dir), "the tasks' state files");
        Path filler = disk.resolve("filler");
        fill(filler);
        Run r = diagnose.get(150, TimeUnit.SECONDS);
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("straggler: the dump directory is full: " + dir), r.err());
        assertTrue(r.err().contains("choose another directory with --dump-dir"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals("the user's own file\n", Files.readString(mine));
        assertTrue(Files.size(filler) > 0, "the other file on the disk is kept");
        assertEquals(4, countStates(dir), "the run's state files are kept");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aFullDumpDirectoryIsRefusedBeforeTheJobStarts() throws Exception {
        Path dir = Files.createDirectory(disk.resolve("run"));
        fill(disk.resolve("filler"));
        Run r = MainTest.run("diagnose", "--np", "4", "--timeout", "4", "--dump-dir", dir.toString(), "--",
                ExamplesEndToEndTest.examples().resolve("ring").toString());
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("the dump directory is full: " + dir), r.err());
        assertEquals(0, countStates(dir), "no job ran");
    }

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void aTraceRunWhoseTracesTheFullDiskCutShortSaysSo() throws Exception {
        Path dir = disk.resolve("trace");
        // hybrid's 2 tasks x 2 threads write their traces every 5 s (STRAGGLER_TRACE_FLUSH): the disk is full before
        // the first write; --timeout 8 ends the job, which progresses for hours, after that
        CompletableFuture<Run> trace = CompletableFuture.supplyAsync(() -> MainTest.run("trace", "--np", "2",
                "--timeout", "8", "--dump-dir", dir.toString(), "--",
                ExamplesEndToEndTest.examples().resolve("hybrid").toString(), "1000000000", "2"));
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (countStates(dir) < 2 && System.nanoTime() < until && !trace.isDone()) {
            Thread.sleep(20);
        }
        assertEquals(2, countStates(dir), "the tasks' state files");
        fill(disk.resolve("filler"));
        Run r = trace.get(150, TimeUnit.SECONDS);
        assertTrue(r.err().contains("the job ran past --timeout 8 s while progressing"), r.err());
        boolean someTrace;
        try (var files = Files.list(dir)) {
            someTrace = files.anyMatch(f -> f.getFileName().toString().endsWith(".strace"));
        }
        // without any trace file to read, the command's one error is why (exit 1)
        assertTrue(someTrace || r.exit() == 1, r.exit() + ": " + r.err());
        assertTrue(r.err().contains("straggler: the traces of ranks 0-1 were cut short: No space left on device on " + dir
                + "; free space there (or choose another directory with --dump-dir) and run again"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertFalse(r.err().contains("no trace files"), r.err());
    }

    private static long countStates(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        try (var files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().matches("rank-\\d+\\.state")).count();
        }
    }

    /** Writes {@code file} until its file system has no room left. */
    private static void fill(Path file) throws IOException {
        byte[] block = new byte[4096];
        try (OutputStream out = Files.newOutputStream(file)) {
            while (true) {
                out.write(block);
                out.flush();
            }
        } catch (IOException e) {
            if (!String.valueOf(e.getMessage()).contains("No space left")) {
                throw e;
            }
        }
    }

    private static int run(String... command) throws Exception {
        Process p = new ProcessBuilder(List.of(command)).redirectErrorStream(true).start();
        p.getOutputStream().close();
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return -1;
        }
        return p.exitValue();
    }
}
