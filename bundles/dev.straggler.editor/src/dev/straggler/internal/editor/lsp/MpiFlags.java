package dev.straggler.internal.editor.lsp;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The preprocessor flags of the machine's MPI compiler wrapper, so that clangd finds {@code mpi.h}: Open MPI's
 * {@code mpicc --showme:compile}, else MPICH's {@code mpicc -show} (whose whole command line is filtered to its
 * {@code -I}, {@code -isystem} and {@code -D} flags). Asked once per session.
 */
public final class MpiFlags {

    /** The flags and the command they came from ({@code command} null: no MPI compiler wrapper answered). */
    public record Flags(List<String> flags, String command) {
    }

    private static Flags cached;

    private MpiFlags() {
    }

    /** The flags (asked once; an empty list when no wrapper answers). */
    public static synchronized Flags get() {
        if (cached == null) {
            cached = detect();
        }
        return cached;
    }

    private static Flags detect() {
        for (List<String> command : List.of(List.of("mpicc", "--showme:compile"), List.of("mpicc", "-show"))) {
            String out = run(command);
            if (out != null) {
                List<String> flags = preprocessorFlags(out);
                if (!flags.isEmpty()) {
                    return new Flags(flags, String.join(" ", command));
                }
            }
        }
        return new Flags(List.of(), null);
    }

    /** The {@code -I}, {@code -isystem} and {@code -D} flags of a compiler command line (joined and separate forms). */
    static List<String> preprocessorFlags(String commandLine) {
        List<String> flags = new ArrayList<>();
        String[] t = commandLine.trim().split("\\s+");
        for (int i = 0; i < t.length; i++) {
            String s = t[i];
            if ((s.equals("-I") || s.equals("-isystem") || s.equals("-D")) && i + 1 < t.length) {
                flags.add(s);
                flags.add(t[++i]);
            } else if ((s.startsWith("-I") || s.startsWith("-D")) && s.length() > 2) {
                flags.add(s);
            }
        }
        return flags;
    }

    private static String run(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getOutputStream().close();
            byte[] out;
            try (InputStream in = p.getInputStream()) {
                out = in.readNBytes(1 << 16);
            }
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return null;
            }
            return p.exitValue() == 0 ? new String(out, StandardCharsets.UTF_8) : null;
        } catch (IOException e) {
            return null; // no such wrapper
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
