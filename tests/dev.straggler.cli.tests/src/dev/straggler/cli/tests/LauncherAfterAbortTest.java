package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.launch.JobRunner;
import dev.straggler.launch.JobSpec;
import dev.straggler.launch.LaunchException;

/**
 * {@link JobRunner#waitForEnd}: after the runtime aborted the job, a launcher that outlives all its tasks (Open MPI
 * 4.1's mpirun sometimes deadlocks in PMIx_server_finalize then, docs/benchmarks.md) is ended and the runtime's exit
 * code returned; a launcher with tasks still running, or a job the runtime keeps alive, is not. The "launcher" here
 * is a process whose child ends and stays a zombie, as mpirun's tasks were when it hung.
 */
class LauncherAfterAbortTest {

    static JobRunner runner(Path dumps, String action) throws IOException, LaunchException {
        Files.writeString(dumps.resolve("complete"), "np=4\ndumped=4\nmissing=\naction=" + action + "\nexit_code=86\n");
        return JobRunner.prepare(new JobSpec(ExamplesEndToEndTest.examples().resolve("ring").toAbsolutePath(), List.of(),
                null, 4, "mpirun", List.of(), 2, dumps, false, Map.of()));
    }

    static Process launcher(String task) throws IOException {
        return new ProcessBuilder("sh", "-c", task + " & exec sleep 120").start();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void launcherOutlivingItsTasksAfterTheAbortIsEnded() throws Exception {
        JobRunner runner = runner(Files.createTempDirectory("straggler-linger-"), "abort");
        Process launcher = launcher("sleep 0.1");
        long t0 = System.nanoTime();
        assertEquals(JobSpec.HANG_EXIT_CODE, runner.waitForEnd(launcher, Long.MAX_VALUE, 60_000_000_000L));
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertTrue(seconds < 10, "ended after " + seconds + " s, not at the abort's bound of 60 s");
        assertFalse(launcher.isAlive());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void launcherWithARunningTaskOrAJobKeptAliveIsWaitedFor() throws Exception {
        for (String[] c : new String[][] { { "abort", "sleep 120" }, { "keep", "sleep 0.1" } }) {
            JobRunner runner = runner(Files.createTempDirectory("straggler-linger-"), c[0]);
            Process launcher = launcher(c[1]);
            long t0 = System.nanoTime();
            assertEquals(-1, runner.waitForEnd(launcher, t0 + 6_000_000_000L, 60_000_000_000L), c[0] + " " + c[1]);
            double seconds = (System.nanoTime() - t0) / 1e9;
            assertTrue(seconds >= 6, c[0] + " " + c[1] + ": ended after " + seconds + " s, before the deadline");
            assertFalse(launcher.isAlive());
        }
    }
}
