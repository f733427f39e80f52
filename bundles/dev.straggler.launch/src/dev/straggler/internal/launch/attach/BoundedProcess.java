package dev.straggler.internal.launch.attach;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * Runs a helper process (gdb, a remote shell) with its standard input from {@code /dev/null} and its two output
 * streams merged, bounded in time: past the limit it is asked to end (SIGTERM, on which gdb detaches), then killed.
 */
public final class BoundedProcess {

    /** How a run ended: its output, or why there is none. */
    public record Outcome(String output, int exitValue, String startFailure, boolean timedOut, boolean interrupted) {
        /** Whether the process ran to its end within the limit. */
        public boolean finished() {
            return startFailure == null && !timedOut && !interrupted;
        }
    }

    private BoundedProcess() {
    }

    public static Outcome run(ProcessBuilder pb, long timeoutSeconds, String name) {
        pb.redirectErrorStream(true);
        pb.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            return new Outcome("", -1, e.getMessage(), false, false);
        }
        byte[][] output = new byte[1][];
        Thread reader = new Thread(() -> {
            try (InputStream in = p.getInputStream()) {
                output[0] = in.readAllBytes();
            } catch (IOException e) {
                output[0] = new byte[0];
            }
        }, name + "-output");
        reader.setDaemon(true);
        reader.start();
        try {
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroy();
                if (!p.waitFor(5, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
                return new Outcome("", -1, null, true, false);
            }
            reader.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroy();
            return new Outcome("", -1, null, false, true);
        }
        return new Outcome(output[0] == null ? "" : new String(output[0], StandardCharsets.UTF_8), p.exitValue(), null,
                false, false);
    }
}
