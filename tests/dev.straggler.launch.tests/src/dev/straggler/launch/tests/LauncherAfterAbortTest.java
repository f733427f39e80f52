package dev.straggler.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.launch.JobRunner;
import dev.straggler.launch.JobSpec;
import dev.straggler.launch.LaunchException;

/**
 * {@link JobRunner#waitForEnd}: after the runtime aborted the job, a launcher that outlives all its tasks (Open MPI
 * 4.1's mpirun sometimes deadlocks in PMIx_server_finalize then, docs/benchmarks.md) is ended and the runtime's exit
 * code returned; a launcher with tasks still running, or a job the runtime keeps alive, is not. The "launcher" here
 * is a process whose child ends and stays a zombie, as mpirun's tasks were when it hung.
 * <p>
 * No assertion on elapsed time: which bound ended the wait shows in what {@code waitForEnd} returns (the runtime's
 * exit code from {@code complete} only when it ended a lingering launcher, -1 when it had to kill at a bound), so the
 * tests hold however loaded the machine is. The JUnit timeouts only stop a hung test.
 */
class LauncherAfterAbortTest {

    /** The run directories: deleted after each test. */
    @TempDir
    Path tmp;

    /** Not the default HANG_EXIT_CODE: the code returned must be the one the runtime wrote. */
    private static final int RUNTIME_EXIT_CODE = 77;
    /** Longer than the test's timeout: a launcher ended before it was ended by the linger rule. */
    private static final long ABORT_GRACE_NANOS = TimeUnit.SECONDS.toNanos(600);

    static JobRunner runner(Path dumps, String action) throws IOException, LaunchException {
        Files.writeString(dumps.resolve("complete"), "np=4\ndumped=4\nmissing=\naction=" + action + "\nexit_code="
                + RUNTIME_EXIT_CODE + "\n");
        Path ring = Path.of(System.getProperty("straggler.examples", "examples")).resolve("ring").toAbsolutePath();
        return JobRunner.prepare(new JobSpec(ring, List.of(), null, 4, "mpirun", List.of(), 2, dumps, false, Map.of()));
    }

    static Process launcher(String task) throws IOException {
        return new ProcessBuilder("sh", "-c", task + " & exec sleep 600").start();
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void launcherOutlivingItsTasksAfterTheAbortIsEndedWithTheRuntimesExitCode() throws Exception {
        JobRunner runner = runner(Files.createTempDirectory(tmp, "linger-"), "abort");
        Process launcher = launcher("sleep 0.1");
        // no deadline, an abort grace longer than the test: only the linger rule can end the wait
        assertEquals(RUNTIME_EXIT_CODE, runner.waitForEnd(launcher, Long.MAX_VALUE, ABORT_GRACE_NANOS));
        assertFalse(launcher.isAlive());
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void launcherWithARunningTaskOrAJobKeptAliveIsWaitedFor() throws Exception {
        for (String[] c : new String[][] { { "abort", "sleep 600" }, { "keep", "sleep 0.1" } }) {
            JobRunner runner = runner(Files.createTempDirectory(tmp, "linger-"), c[0]);
            Process launcher = launcher(c[1]);
            // a deadline well past the linger time: had the launcher been taken for a lingering one, it would have
            // been ended with the runtime's code; -1 says it was waited for until the deadline and then killed
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            assertEquals(-1, runner.waitForEnd(launcher, deadline, ABORT_GRACE_NANOS), c[0] + " " + c[1]);
            assertFalse(launcher.isAlive());
        }
    }
}
