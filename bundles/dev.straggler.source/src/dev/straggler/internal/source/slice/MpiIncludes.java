package dev.straggler.internal.source.slice;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import dev.straggler.internal.core.util.ShellWords;

/**
 * The include directories of the MPI compiler wrapper ({@code $MPICC}, else {@code mpicc}), asked once per process:
 * {@code mpicc --showme:incdirs} (Open MPI), else the {@code -I} flags of {@code mpicc -show} (MPICH, Intel MPI).
 * {@link CParser} does not warn about a header found there ({@code mpi.h}, {@code mpio.h}): MPI's declarations are
 * not needed (MPI calls are recognized by name) and are deliberately not parsed: with them the slicer treats MPI
 * calls' pointer arguments as ordinary definitions, and the labelled slices grow (LabelledSlicesTest). Empty when
 * there is no wrapper.
 */
public final class MpiIncludes {

    private static volatile List<String> dirs;

    private MpiIncludes() {
    }

    /** The wrapper's include directories (asked on first use, then remembered); empty when there is no wrapper. */
    public static List<String> dirs() {
        List<String> d = dirs;
        if (d == null) {
            String env = System.getenv("MPICC");
            d = ask(env == null || env.isBlank() ? "mpicc" : env);
            dirs = d;
        }
        return d;
    }

    /** Whether {@code header} (as written in the include directive) is a file in the wrapper's include path. */
    public static boolean isMpiHeader(String header) {
        if (header.isEmpty() || header.startsWith("/") || header.contains("..")) {
            return false;
        }
        for (String dir : dirs()) {
            if (java.nio.file.Files.isRegularFile(java.nio.file.Path.of(dir, header))) {
                return true;
            }
        }
        return false;
    }

    /** Asks {@code wrapper}: Open MPI's {@code --showme:incdirs}, then MPICH's {@code -show}. */
    static List<String> ask(String wrapper) {
        String showme = run(wrapper, "--showme:incdirs");
        if (showme != null && !showme.isBlank()) {
            return fromShowme(showme);
        }
        String show = run(wrapper, "-show");
        return show == null ? List.of() : fromShow(show);
    }

    /** The directories of {@code --showme:incdirs} output: blank-separated paths. */
    public static List<String> fromShowme(String out) {
        List<String> dirs = new ArrayList<>();
        for (String w : out.strip().split("\\s+")) {
            if (w.startsWith("/")) {
                dirs.add(w);
            }
        }
        return List.copyOf(dirs);
    }

    /** The {@code -I} directories of a {@code -show} compile line ({@code -Idir} or {@code -I dir}). */
    public static List<String> fromShow(String out) {
        List<String> words = ShellWords.split(out.strip()).words();
        List<String> dirs = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (w.equals("-I") && i + 1 < words.size()) {
                dirs.add(words.get(++i));
            } else if (w.startsWith("-I") && w.length() > 2) {
                dirs.add(w.substring(2));
            }
        }
        return List.copyOf(dirs);
    }

    /** The standard output of {@code wrapper arg} when it exits with 0 within 10 s, else null. */
    private static String run(String wrapper, String arg) {
        Process p;
        try {
            p = new ProcessBuilder(wrapper, arg).redirectErrorStream(false)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).redirectInput(ProcessBuilder.Redirect.PIPE).start();
        } catch (IOException e) {
            return null; // no wrapper on the PATH
        }
        try {
            p.getOutputStream().close();
            byte[] out = p.getInputStream().readNBytes(64 * 1024);
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return null;
            }
            return p.exitValue() == 0 ? new String(out, StandardCharsets.UTF_8) : null;
        } catch (IOException e) {
            p.destroyForcibly();
            return null;
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
