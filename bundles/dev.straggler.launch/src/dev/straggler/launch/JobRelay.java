package dev.straggler.launch;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.file.Path;

/**
 * One of a job's output streams passed on to a stream of ours on a daemon thread until the job closes it: its standard
 * output as it is ({@link #copy}), or the launcher's standard error through the {@link AbortNoticeFilter} of the run
 * directory ({@link #launcherErrors}), which keeps the MPI library's notice of Straggler's own abort out of the user's
 * way. The command line's relays; the IDE's console reads the streams itself.
 */
public final class JobRelay {

    /** A launcher whose processes keep its standard error open after it ended gets this long before the relay is left. */
    static final long END_MILLIS = 5_000;

    private final Thread thread;
    private final AbortNoticeFilter notices;

    private JobRelay(Thread thread, AbortNoticeFilter notices) {
        this.thread = thread;
        this.notices = notices;
    }

    /** Copies {@code in} to {@code to} as it comes. */
    public static JobRelay copy(InputStream in, PrintStream to) {
        return new JobRelay(start("job-output", () -> in.transferTo(to)), null);
    }

    /**
     * Relays the launcher's standard error {@code in} to {@code to} line by line through the abort-notice filter of the
     * run directory {@code runDirectory}.
     */
    public static JobRelay launcherErrors(InputStream in, Path runDirectory, PrintStream to) {
        AbortNoticeFilter filter = new AbortNoticeFilter(runDirectory);
        return new JobRelay(start("job-errors", () -> {
            try (in) {
                filter.copy(in, to, Charset.defaultCharset());
            }
        }), filter);
    }

    private interface Copy {
        void run() throws IOException;
    }

    private static Thread start(String name, Copy copy) {
        Thread t = new Thread(() -> {
            try {
                copy.run();
            } catch (IOException ignored) {
                // the job ended
            }
        }, name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    /**
     * After the job: waits (a few seconds at most) for the last of the stream to be relayed; returns whether the MPI
     * library's notice of Straggler's abort was kept in the run directory ({@link AbortNoticeFilter#NOTICES}) instead.
     */
    public boolean end() {
        try {
            thread.join(END_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return notices != null && notices.kept();
    }
}
