package dev.straggler.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.launch.JobRunner;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.StartupWatch;
import dev.straggler.launch.StartupWatch.StartupHang;
import dev.straggler.model.RankSet;

/**
 * {@link StartupWatch} on a real launcher ({@code mpirun -np 2 sleep}: two local tasks with their ranks in their
 * environment, as an MPI program's before MPI_Init) and the state files as the runtime leaves them in its start-up:
 * none (not past MPI_Init), blank (inside the runtime's start-up) or written (the helper runs). Each case bounded.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class StartupWatchTest {

    @TempDir
    Path dir;

    private Process launcher;

    @BeforeEach
    void startTwoTasks() throws Exception {
        launcher = new ProcessBuilder("mpirun", "--oversubscribe", "-np", "2", "sleep", "120")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long until = System.nanoTime() + 30_000_000_000L;
        while (launcher.descendants().filter(h -> h.info().command().orElse("").endsWith("sleep")).count() < 2) {
            assertTrue(launcher.isAlive() && System.nanoTime() < until, "mpirun did not start its 2 tasks");
            Thread.sleep(50);
        }
    }

    @AfterEach
    void endTasks() {
        JobRunner.kill(launcher);
    }

    private void blank(int rank) throws IOException {
        Files.writeString(dir.resolve(String.format("rank-%06d.state", rank)), "\n".repeat(4096));
    }

    /**
     * The start-up timeout: the hang timeout, at least a minute (128 tasks on 2 cores take 24 s in MPI_Init alone); the
     * override instead, whatever the hang timeout; an override that is no number of seconds is an error naming the fix.
     */
    @Test
    void theStartUpTimeoutIsTheHangTimeoutAtLeastAMinuteUnlessGiven() throws Exception {
        try {
            System.clearProperty(StartupWatch.OVERRIDE);
            if (System.getenv("STRAGGLER_STARTUP_TIMEOUT") == null) {
                assertEquals(60, StartupWatch.seconds(3));
                assertEquals(60, StartupWatch.seconds(0)); // inferred
                assertEquals(90, StartupWatch.seconds(90));
            }
            System.setProperty(StartupWatch.OVERRIDE, "7.5");
            assertEquals(7.5, StartupWatch.seconds(90));
            for (String wrong : new String[] { "soon", "0", "-3", "NaN" }) {
                System.setProperty(StartupWatch.OVERRIDE, wrong);
                LaunchException e = assertThrows(LaunchException.class, () -> StartupWatch.seconds(3));
                assertEquals("-Dstraggler.startupTimeout=" + wrong + " is not a start-up timeout: give it in seconds,"
                        + " e.g. 120 (or leave it unset: the hang timeout, at least 60 s)", e.getMessage());
            }
        } finally {
            System.clearProperty(StartupWatch.OVERRIDE);
        }
    }

    /** Polls until a report or {@code seconds} passed; the report with the seconds it took. */
    private Optional<StartupHang> pollFor(StartupWatch w, double seconds) throws InterruptedException {
        long until = System.nanoTime() + (long) (seconds * 1e9);
        while (System.nanoTime() < until) {
            Optional<StartupHang> h = w.poll();
            if (h.isPresent()) {
                return h;
            }
            Thread.sleep(20);
        }
        return Optional.empty();
    }

    @Test
    void noTaskPastMpiInitIsReportedAfterTheTimeoutWithEveryTasksPid() throws Exception {
        StartupWatch w = new StartupWatch(dir, 2, launcher, 1);
        long t0 = System.nanoTime();
        StartupHang h = pollFor(w, 10).orElseThrow();
        assertTrue(System.nanoTime() - t0 >= 1_000_000_000L, "reported before the timeout");
        assertEquals(RankSet.range(0, 1), h.notPastInit());
        assertTrue(h.inStartUp().isEmpty());
        assertEquals(2, h.pids().size(), h.pids().toString());
        String m = h.message("a longer --timeout");
        assertTrue(m.startsWith("the job hung in its start-up: 0 of 2 tasks are past MPI_Init"), m);
        assertTrue(m.contains("not past MPI_Init (in it, waiting for the others, or not in it yet): ranks 0-1 (pids "
                + h.pids().get(0) + ", " + h.pids().get(1) + ")"), m);
        assertTrue(m.contains("straggler stacks --attach") && m.contains(Long.toString(launcher.pid())), m);
        assertTrue(w.poll().isEmpty(), "reported twice");
    }

    @Test
    void blankStateFilesAreTasksInsideTheRuntimesStartUp() throws Exception {
        blank(0);
        StartupHang h = pollFor(new StartupWatch(dir, 2, launcher, 1), 10).orElseThrow();
        assertEquals(RankSet.of(1), h.notPastInit());
        assertEquals(RankSet.of(0), h.inStartUp());
        String m = h.message("a longer --timeout");
        assertTrue(m.startsWith("the job hung in its start-up: 1 of 2 tasks are past MPI_Init"), m);
        assertTrue(m.contains("not past MPI_Init (in it, waiting for the others, or not in it yet): rank 1 (pid "
                + h.pids().get(1) + ")"), m);
        assertTrue(m.contains("past MPI_Init, waiting in Straggler's start-up (a collective of every task): rank 0"), m);
    }

    @Test
    void aTaskPastStartUpLeavesTheHangToTheRuntime() throws Exception {
        blank(1);
        Files.writeString(dir.resolve("rank-000000.state"), "format=1\nrank=0\nnp=2\nphase=running\n");
        assertTrue(pollFor(new StartupWatch(dir, 2, launcher, 0.5), 3).isEmpty());
    }

    @Test
    void startUpProgressRestartsTheTimeout() throws Exception {
        StartupWatch w = new StartupWatch(dir, 2, launcher, 1.5);
        assertTrue(pollFor(w, 1).isEmpty());
        blank(0); // a task got past MPI_Init: progress
        long t0 = System.nanoTime();
        StartupHang h = pollFor(w, 10).orElseThrow();
        assertTrue(System.nanoTime() - t0 >= 1_000_000_000L, "the timeout did not start again at the progress");
        assertEquals(RankSet.of(0), h.inStartUp());
    }

    @Test
    void tasksNotAllOnThisMachineAreNotDecidedOn() throws Exception {
        // 3 tasks, 2 of them under the launcher here: the third's state file may be on its node's storage
        assertTrue(pollFor(new StartupWatch(dir, 3, launcher, 0.5), 3).isEmpty());
    }

    /** A --dump-dir used again: the earlier run's written state files and its complete are not this job's. */
    @Test
    void anEarlierRunsFilesInTheDirectoryAreLeftOut() throws Exception {
        Files.writeString(dir.resolve("rank-000000.state"), "format=1\nrank=0\nnp=2\nphase=exited\n");
        Files.writeString(dir.resolve("complete"), "np=2\ndumped=2\n");
        FileTime hourAgo = FileTime.fromMillis(System.currentTimeMillis() - 3_600_000L);
        Files.setLastModifiedTime(dir.resolve("rank-000000.state"), hourAgo);
        Files.setLastModifiedTime(dir.resolve("complete"), hourAgo);
        StartupHang h = pollFor(new StartupWatch(dir, 2, launcher, 1), 10).orElseThrow();
        assertEquals(RankSet.range(0, 1), h.notPastInit());
    }

    @Test
    void theRuntimesDiagnosisEndsTheWatch() throws Exception {
        Files.writeString(dir.resolve("trigger"), "rank=0\nreason=timeout\n");
        assertTrue(pollFor(new StartupWatch(dir, 2, launcher, 0.5), 3).isEmpty());
    }
}
