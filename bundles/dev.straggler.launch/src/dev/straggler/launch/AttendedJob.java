package dev.straggler.launch;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A job that a command waits for in the terminal: if the JVM ends before the job (the user's signal: SIGINT, SIGTERM),
 * a shutdown hook ends the job's processes; {@link #waitForEnd} waits for the job and gives the runtime's abort a
 * minute. {@link #close} once the job ended.
 * <p>
 * After a signal the command's thread goes on while the hooks run: {@link #signalled()} tells it to stop quietly, and
 * the hook waits (a few seconds at most) until the command line said its last word ({@link #quiet()}) before the JVM
 * ends.
 */
public final class AttendedJob implements AutoCloseable {

    /** What {@link #waitForEnd} returns when the wait was interrupted (the job is killed): the shell's code for SIGINT. */
    public static final int INTERRUPTED = 130;
    /** Once the runtime wrote its dumps, the job gets this long to end by the runtime's abort before it is killed. */
    static final long ABORT_GRACE_NANOS = 60_000_000_000L;

    /** How long a hook waits for the command line's last word. */
    private static final long QUIET_WAIT_SECONDS = 5;
    private static volatile boolean signalled;
    private static final CountDownLatch QUIET = new CountDownLatch(1);

    private final JobRunner runner;
    private final Process process;
    private final Thread hook;

    private AttendedJob(JobRunner runner, Process process, boolean kill) {
        this.runner = runner;
        this.process = process;
        this.hook = new Thread(() -> {
            signalled = true;
            if (kill) {
                JobRunner.kill(process);
            } else {
                process.descendants().forEach(ProcessHandle::destroy);
            }
            try {
                process.waitFor(QUIET_WAIT_SECONDS, TimeUnit.SECONDS);
                QUIET.await(QUIET_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "straggler-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** {@code process}, which {@code runner} started; its tasks are asked to end (SIGTERM) should the JVM end first. */
    public static AttendedJob endingTasks(JobRunner runner, Process process) {
        return new AttendedJob(runner, process, false);
    }

    /** {@code process}, which {@code runner} started; it and its tasks are killed should the JVM end first. */
    public static AttendedJob killing(JobRunner runner, Process process) {
        return new AttendedJob(runner, process, true);
    }

    /**
     * Waits for the job to end, at most until {@code deadline} ({@link System#nanoTime()}; {@link Long#MAX_VALUE}: no
     * bound), as {@link JobRunner#waitForEnd} with the abort grace: the launcher's exit code, -1 when it had to be
     * killed, {@link #INTERRUPTED} when this thread was interrupted (the job is killed, the thread stays interrupted) or
     * the JVM is ending on a signal ({@link #signalled()}).
     */
    public int waitForEnd(long deadline) {
        try {
            int code = runner.waitForEnd(process, deadline, ABORT_GRACE_NANOS);
            return signalled ? INTERRUPTED : code;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            JobRunner.kill(process);
            return INTERRUPTED;
        }
    }

    /** Whether the JVM is ending on a signal and a hook is ending the job: the command stops without a word. */
    public static boolean signalled() {
        return signalled;
    }

    /** The command line said its last word after a signal: the hooks may let the JVM end. */
    public static void quiet() {
        QUIET.countDown();
    }

    /** The job ended: no hook is needed any more. */
    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook runs
        }
    }
}
