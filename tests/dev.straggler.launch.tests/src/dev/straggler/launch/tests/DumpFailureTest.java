package dev.straggler.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.launch.DumpFailure;
import dev.straggler.launch.tests.RunRetentionTest.Task;
import dev.straggler.model.dump.RunDirectory;

/**
 * Dump failures as the state files say them ({@link DumpFailure#of}) and as {@code straggler diagnose} watches for them
 * while the job runs ({@link DumpFailure.Watch}): the state files are read again soon once the job's {@code trigger}
 * exists (a dump is tried only after it), seldom before.
 */
class DumpFailureTest {

    @TempDir
    Path tmp;

    private final List<Process> processes = new ArrayList<>();

    @AfterEach
    void endProcesses() throws InterruptedException {
        for (Process p : processes) {
            p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }

    private Process alive() throws Exception {
        Process p = new ProcessBuilder("sleep", "300").start();
        processes.add(p);
        return p;
    }

    /** {@code tasks}' state files, with {@code dump_errno=28} (ENOSPC) in the failed ones. */
    private Path run(String name, List<Task> tasks) throws Exception {
        Path dir = RunRetentionTest.run(tmp, name, tasks);
        for (Task t : tasks) {
            if (t.phase().equals("dump-failed")) {
                Path f = dir.resolve(String.format("rank-%06d.state", t.rank()));
                Files.writeString(f, Files.readString(f).strip() + "\ndump_errno=28\n");
            }
        }
        return dir;
    }

    @Test
    void noDiagnosisOnceEveryTaskFailedDiedOrExited() throws Exception {
        String host = RunRetentionTest.hostName();
        Process task = alive();
        long start = RunRetentionTest.processStart(task.pid());
        Path dir = run("failed", List.of(new Task(0, task.pid(), host, start, 1, "dump-failed"),
                new Task(1, RunRetentionTest.ended(), host, 1, 1, "running"), // died
                new Task(2, task.pid(), host, start, 1, "exited")));
        RunDirectory run = new RunDirectory(dir);
        DumpFailure f = DumpFailure.of(run, 3).orElseThrow();
        assertEquals(List.of(0), f.failed());
        assertEquals(28, f.errno());
        assertTrue(f.full() && f.noDiagnosis(), f.toString());
        assertTrue(f.message().startsWith("the dump directory is full: " + dir), f.message());

        // a fourth task without a state file yet may still dump; so may a live one
        assertFalse(DumpFailure.of(run, 4).orElseThrow().noDiagnosis());
        Path alive = run("alive", List.of(new Task(0, task.pid(), host, start, 1, "dump-failed"),
                new Task(1, task.pid(), host, start, 1, "running")));
        assertFalse(DumpFailure.of(new RunDirectory(alive), 2).orElseThrow().noDiagnosis());
    }

    @Test
    void noFailureWithoutAFailedState() throws Exception {
        String host = RunRetentionTest.hostName();
        Path dir = run("none", List.of(new Task(0, RunRetentionTest.ended(), host, 1, 1, "running"),
                new Task(1, RunRetentionTest.ended(), host, 1, 1, "dumped")));
        assertEquals(Optional.empty(), DumpFailure.of(new RunDirectory(dir), 2));
    }

    @Test
    void theWatchReadsTheStateFilesSoonOnlyOnceTheJobIsTriggered() throws Exception {
        String host = RunRetentionTest.hostName();
        Path dir = run("watched", List.of(new Task(0, RunRetentionTest.ended(), host, 1, 1, "running")));
        RunDirectory run = new RunDirectory(dir);
        DumpFailure.Watch watch = new DumpFailure.Watch(run, 1);
        assertEquals(Optional.empty(), watch.poll()); // read: nothing failed

        // the task's dump fails, but no trigger says a dump was tried: not read again for seconds
        Path state = dir.resolve("rank-000000.state");
        Files.writeString(state, Files.readString(state).replace("phase=running", "phase=dump-failed"));
        Thread.sleep(400);
        assertEquals(Optional.empty(), watch.poll());

        // with the trigger, it is read again within a quarter of a second
        Files.writeString(dir.resolve("trigger"), "rank=0\nreason=timeout\n");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        Optional<DumpFailure> seen = Optional.empty();
        while (seen.isEmpty() && System.nanoTime() < deadline) {
            seen = watch.poll();
            Thread.sleep(20);
        }
        assertEquals(List.of(0), seen.orElseThrow().failed());
        assertTrue(seen.get().noDiagnosis());
    }
}
