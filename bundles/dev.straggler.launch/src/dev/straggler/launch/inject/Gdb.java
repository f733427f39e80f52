package dev.straggler.launch.inject;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs gdb in batch mode; every run is bounded and killed when it overruns. */
public final class Gdb {

    private final String executable;

    public Gdb(String executable) {
        this.executable = executable;
    }

    public Gdb() {
        this("gdb");
    }

    /** Checks that gdb runs at all; the message says how to install it. */
    public void check() throws IOException {
        try {
            batch(List.of("-ex", "show version"));
        } catch (IOException e) {
            throw new IOException("gdb is needed to inject faults and was not found or did not run (" + e.getMessage()
                    + "); install it (apt-get install gdb)", e);
        }
    }

    /** {@code gdb -batch -nx ARGS...}, waiting at most a minute; returns its output (stdout and stderr). */
    public String batch(List<String> args, String... more) throws IOException {
        Path log = Files.createTempFile("straggler-gdb", ".log");
        try {
            Process p = start(args, List.of(more), log);
            try {
                if (!p.waitFor(60, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    throw new IOException("gdb did not finish within a minute");
                }
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
            return Files.readString(log, StandardCharsets.UTF_8);
        } finally {
            Files.deleteIfExists(log);
        }
    }

    /** Starts {@code gdb -batch -nx ARGS... MORE...} with its output going to {@code log}. */
    public Process start(List<String> args, List<String> more, Path log) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(executable);
        cmd.add("-batch");
        cmd.add("-nx");
        cmd.addAll(args);
        cmd.addAll(more);
        return new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
    }

    /** {@code -ex CMD} for each command. */
    static List<String> commands(List<String> cmds) {
        List<String> args = new ArrayList<>();
        for (String c : cmds) {
            args.add("-ex");
            args.add(c);
        }
        return args;
    }
}
