package dev.straggler.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * environment, as an MPI program's before MPI_Init) and the files as the runtime leaves them in its start-up: none
 * (not in MPI_Init yet), the start-up marker {@code init-PID} (waiting inside MPI_Init), a blank state file (inside the
 * runtime's start-up) or a written one (the helper runs). Each case bounded.
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
        startTasks(2);
    }

    /** Waits, bounded, until the launcher runs its {@code np} tasks. */
    private void startTasks(int np) throws InterruptedException {
        long until = System.nanoTime() + 30_000_000_000L;
        while (launcher.descendants().filter(h -> h.info().command().orElse("").endsWith("sleep")).count() < np) {
            assertTrue(launcher.isAlive() && System.nanoTime() < until, "mpirun did not start its " + np + " tasks");
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

    /** The start-up marker of the task of {@code rank}, as the runtime makes it before the MPI library's MPI_Init. */
    private long marker(int rank) throws IOException {
        long pid = pid(rank);
        Files.createFile(dir.resolve("init-" + pid));
        return pid;
    }

    /** The PID of the launcher's task of {@code rank} (its rank from its environment, as Open MPI gives it). */
    private long pid(int rank) throws IOException {
        for (ProcessHandle h : launcher.descendants().toList()) {
            if (h.info().command().orElse("").endsWith("sleep")) {
                String env = Files.readString(Path.of("/proc", Long.toString(h.pid()), "environ"));
                if (("\0" + env).contains("\0OMPI_COMM_WORLD_RANK=" + rank + "\0")) {
                    return h.pid();
                }
            }
        }
        throw new AssertionError("no task of rank " + rank + " under the launcher");
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
        assertEquals(RankSet.range(0, 1), h.notInInit());
        assertTrue(h.inInit().isEmpty() && h.inStartUp().isEmpty() && !h.mpiInitHangs());
        assertEquals(2, h.pids().size(), h.pids().toString());
        String m = h.message("a longer --timeout");
        assertTrue(m.startsWith("the job hung in its start-up: 0 of 2 tasks are past MPI_Init"), m);
        assertTrue(m.contains("\n  not in MPI_Init yet (what the others wait for): ranks 0-1 (pids "
                + h.pids().get(0) + ", " + h.pids().get(1) + ")"), m);
        assertFalse(m.contains("waiting in MPI_Init"), m);
        assertTrue(m.contains("straggler stacks --attach") && m.contains(Long.toString(launcher.pid())), m);
        assertTrue(w.poll().isEmpty(), "reported twice");
    }

    @Test
    void blankStateFilesAreTasksInsideTheRuntimesStartUp() throws Exception {
        blank(0);
        marker(0); // left behind between the state file and its removal: the state file tells
        StartupHang h = pollFor(new StartupWatch(dir, 2, launcher, 1), 10).orElseThrow();
        assertEquals(RankSet.of(1), h.notInInit());
        assertTrue(h.inInit().isEmpty());
        assertEquals(RankSet.of(0), h.inStartUp());
        String m = h.message("a longer --timeout");
        assertTrue(m.startsWith("the job hung in its start-up: 1 of 2 tasks are past MPI_Init"), m);
        assertTrue(m.contains("\n  not in MPI_Init yet (what the others wait for): rank 1 (pid " + h.pids().get(1)
                + ")"), m);
        assertTrue(m.contains("\n  past MPI_Init, waiting in Straggler's start-up (a collective of every task): rank 0"
                + " (pid " + h.pids().get(0) + ")"), m);
    }

    /**
     * preinit.c's case: rank 1 has not called MPI_Init (no marker, no state file), rank 0 waits inside it for rank 1
     * (its marker): rank 1 is named first, as what the other waits for, then rank 0, each with its PID.
     */
    @Test
    void aMarkerIsATaskWaitingInsideMpiInitForTheTasksNotInItYet() throws Exception {
        long pid0 = marker(0);
        StartupHang h = pollFor(new StartupWatch(dir, 2, launcher, 1), 10).orElseThrow();
        assertEquals(RankSet.of(1), h.notInInit());
        assertEquals(RankSet.of(0), h.inInit());
        assertTrue(h.inStartUp().isEmpty() && !h.mpiInitHangs());
        assertEquals(pid0, h.pids().get(0));
        String m = h.message("a longer --timeout");
        String notIn = "\n  not in MPI_Init yet (what the others wait for): rank 1 (pid " + pid(1) + ")";
        String waiting = "\n  waiting in MPI_Init (for the tasks not in it yet): rank 0 (pid " + pid0 + ")";
        assertTrue(m.startsWith("the job hung in its start-up: 0 of 2 tasks are past MPI_Init"), m);
        assertTrue(m.contains(notIn) && m.contains(waiting) && m.indexOf(notIn) < m.indexOf(waiting), m);
        assertTrue(m.contains("the tasks not in MPI_Init yet hold the others (the start-up's least-progressed)"), m);
        assertTrue(m.contains("straggler stacks --attach"), m);
    }

    /** The three states at once: not in MPI_Init yet, waiting in it, in Straggler's start-up; in that order. */
    @Test
    void theThreeStartUpStatesAreNamedInOrder() throws Exception {
        JobRunner.kill(launcher);
        launcher = new ProcessBuilder("mpirun", "--oversubscribe", "-np", "3", "sleep", "120")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        startTasks(3);
        blank(2);
        marker(1);
        StartupHang h = pollFor(new StartupWatch(dir, 3, launcher, 1), 10).orElseThrow();
        assertEquals(RankSet.of(0), h.notInInit());
        assertEquals(RankSet.of(1), h.inInit());
        assertEquals(RankSet.of(2), h.inStartUp());
        String m = h.message("a longer --timeout");
        assertTrue(m.startsWith("the job hung in its start-up: 1 of 3 tasks are past MPI_Init"), m);
        int a = m.indexOf("\n  not in MPI_Init yet (what the others wait for): rank 0 (pid " + pid(0) + ")");
        int b = m.indexOf("\n  waiting in MPI_Init (for the tasks not in it yet): rank 1 (pid " + pid(1) + ")");
        int c = m.indexOf("\n  past MPI_Init, waiting in Straggler's start-up (a collective of every task): rank 2"
                + " (pid " + pid(2) + ")");
        assertTrue(a > 0 && b > a && c > b, m);
    }

    /** Every task called MPI_Init and one is still in it while the other is past it: that one holds the other. */
    @Test
    void aTaskStillInMpiInitWhileTheOthersArePastItHoldsThem() throws Exception {
        blank(0);
        long pid1 = marker(1);
        StartupHang h = pollFor(new StartupWatch(dir, 2, launcher, 1), 10).orElseThrow();
        assertTrue(h.notInInit().isEmpty() && !h.mpiInitHangs());
        assertEquals(RankSet.of(1), h.inInit());
        String m = h.message("a longer --timeout");
        assertTrue(m.contains("\n  waiting in MPI_Init (it has not returned, the others are past it): rank 1 (pid "
                + pid1 + ")"), m);
        assertTrue(m.contains("the tasks still in MPI_Init hold the others (the start-up's least-progressed)"), m);
    }

    /** Every task waits inside MPI_Init: the MPI library's start-up hangs, no task of the program is blamed. */
    @Test
    void everyTaskInsideMpiInitIsTheMpiLibrarysStartUpHanging() throws Exception {
        long pid0 = marker(0), pid1 = marker(1);
        StartupHang h = pollFor(new StartupWatch(dir, 2, launcher, 1), 10).orElseThrow();
        assertTrue(h.notInInit().isEmpty() && h.inStartUp().isEmpty());
        assertEquals(RankSet.range(0, 1), h.inInit());
        assertTrue(h.mpiInitHangs());
        String m = h.message("a longer --timeout");
        assertTrue(m.contains("\n  every task waits inside MPI_Init: ranks 0-1 (pids " + pid0 + ", " + pid1 + "); the"
                + " MPI library's start-up itself hangs (the launcher, the network, PMIx), no task of the program"
                + " holds the others"), m);
        assertFalse(m.contains("not in MPI_Init yet") || m.contains("waiting in MPI_Init ("), m);
        assertTrue(m.contains("no least-progressed task can be named"), m);
    }

    /** A marker of another process (an earlier run's task, or a PID not of this job) does not count. */
    @Test
    void aMarkerOfAnotherProcessOrAnEarlierRunIsLeftOut() throws Exception {
        Files.createFile(dir.resolve("init-" + ProcessHandle.current().pid())); // not a task of the job
        long pid0 = marker(0);
        Files.setLastModifiedTime(dir.resolve("init-" + pid0),
                FileTime.fromMillis(System.currentTimeMillis() - 3_600_000L)); // an earlier run's, same PID
        StartupHang h = pollFor(new StartupWatch(dir, 2, launcher, 1), 10).orElseThrow();
        assertEquals(RankSet.range(0, 1), h.notInInit());
        assertTrue(h.inInit().isEmpty());
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
        assertEquals(RankSet.range(0, 1), h.notInInit());
    }

    @Test
    void theRuntimesDiagnosisEndsTheWatch() throws Exception {
        Files.writeString(dir.resolve("trigger"), "rank=0\nreason=timeout\n");
        assertTrue(pollFor(new StartupWatch(dir, 2, launcher, 0.5), 3).isEmpty());
    }
}
