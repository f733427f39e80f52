package dev.straggler.internal.build.process;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Runs one external command in a directory with the C locale (so that compilers and make print their messages in the
 * English the parsers read), streaming its standard output and error line by line to their consumers, until it ends,
 * its time is up or {@code cancelled} answers true: then it and its child processes are destroyed.
 */
public final class ExternalCommand {

    /** How the command ended: its exit code, or that it was cancelled or ran out of time (then {@code exitCode} is -1). */
    public record Result(int exitCode, boolean cancelled, boolean timedOut) {
        public boolean succeeded() {
            return exitCode == 0 && !cancelled && !timedOut;
        }
    }

    private static final long POLL_MILLIS = 100;

    private final List<String> command;
    private final Path directory;
    private final Map<String, String> environment;

    public ExternalCommand(List<String> command, Path directory, Map<String, String> environment) {
        this.command = List.copyOf(command);
        this.directory = directory;
        this.environment = Map.copyOf(environment);
    }

    public List<String> command() {
        return command;
    }

    /**
     * Runs it. Fails with an IOException naming the command when it cannot be started (not installed: the message
     * says so).
     */
    public Result run(Duration timeout, BooleanSupplier cancelled, Consumer<String> out, Consumer<String> err)
            throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(directory.toFile());
        pb.environment().putAll(environment);
        pb.environment().put("LC_ALL", "C");
        pb.environment().put("LANG", "C");
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new IOException("Cannot run '" + command.get(0) + "' (" + e.getMessage() + "): is it installed and on"
                    + " the PATH?", e);
        }
        p.getOutputStream().close();
        Thread o = pump(p.getInputStream(), out, "stdout");
        Thread e = pump(p.getErrorStream(), err, "stderr");
        long deadline = System.nanoTime() + timeout.toNanos();
        boolean wasCancelled = false;
        boolean timedOut = false;
        try {
            while (!p.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                if (cancelled.getAsBoolean()) {
                    wasCancelled = true;
                    break;
                }
                if (System.nanoTime() > deadline) {
                    timedOut = true;
                    break;
                }
            }
        } finally {
            if (p.isAlive()) {
                destroyTree(p);
            }
        }
        o.join(5_000);
        e.join(5_000);
        return new Result(wasCancelled || timedOut ? -1 : p.exitValue(), wasCancelled, timedOut);
    }

    /** Runs it and returns its standard output, or null when it cannot run, fails or takes longer than {@code timeout}. */
    public String output(Duration timeout) {
        StringBuilder sb = new StringBuilder();
        try {
            Result r = run(timeout, () -> false, l -> sb.append(l).append('\n'), l -> {
            });
            return r.succeeded() ? sb.toString() : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static void destroyTree(Process p) {
        p.descendants().forEach(ProcessHandle::destroy);
        p.destroy();
        try {
            if (!p.waitFor(3, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor(3, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private Thread pump(InputStream in, Consumer<String> lines, String what) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String l = r.readLine(); l != null; l = r.readLine()) {
                    lines.accept(l);
                }
            } catch (IOException ex) {
                // the stream closed under the reader: the process was destroyed (cancelled or out of time)
            }
        }, command.get(0) + " " + what);
        t.setDaemon(true);
        t.start();
        return t;
    }
}
