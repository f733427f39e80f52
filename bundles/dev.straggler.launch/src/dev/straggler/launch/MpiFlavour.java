package dev.straggler.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** The kind of launcher, which decides how the runtime's environment reaches every task. */
enum MpiFlavour {
    /** Open MPI's mpirun/mpiexec: {@code -x NAME=VALUE}. */
    OPEN_MPI,
    /** MPICH's Hydra mpiexec: {@code -genv NAME VALUE}. */
    MPICH,
    /** Slurm's srun: {@code --export=ALL,NAME=VALUE}. */
    SLURM;

    /** How many launchers the cache remembers (the newest). */
    static final int CACHED = 64;

    /**
     * What the launcher is, without running anything when that can be told: {@code srun} by its name; else the file
     * the launcher resolves to (on {@code PATH}, links followed) by its name, as MPI installations name it
     * ({@code mpirun -> orterun}: Open MPI 4; {@code mpirun -> mpiexec.hydra}: MPICH, Intel MPI);
     * else what an earlier {@code --version} of the same file said (the user's cache, keyed by the file's path, size
     * and modification time); else its {@code --version}, remembered there. Running {@code --version} before the job
     * delayed every {@code diagnose} (docs/benchmarks.md, "The wait after the timeout"). With the cache off
     * ({@link #CACHE_SWITCH}{@code =0}) the cache is neither read nor written: {@code --version} is asked every time.
     */
    static MpiFlavour detect(String launcher) throws LaunchException {
        if (launcher.endsWith("srun")) {
            return SLURM;
        }
        Path file = resolve(launcher);
        MpiFlavour named = byName(file.getFileName().toString());
        if (named != null) {
            return named;
        }
        String key;
        try {
            key = Files.size(file) + "\t" + Files.getLastModifiedTime(file).toMillis() + "\t" + file;
        } catch (IOException e) {
            key = null;
        }
        Path cache = cacheOn() ? cacheFile() : null;
        MpiFlavour cached = key == null || cache == null ? null : cached(cache, key);
        if (cached != null) {
            return cached;
        }
        MpiFlavour asked = ask(launcher);
        if (key != null && cache != null) {
            remember(cache, key, asked);
        }
        return asked;
    }

    /**
     * The file {@code launcher} runs: a path as it is, a name looked up on {@code PATH} as the system does, links
     * followed. An error naming the fix when there is none.
     */
    static Path resolve(String launcher) throws LaunchException {
        List<Path> candidates = new ArrayList<>();
        if (launcher.contains("/")) {
            candidates.add(Path.of(launcher));
        } else {
            for (String dir : System.getenv().getOrDefault("PATH", "/usr/local/bin:/usr/bin:/bin").split(":")) {
                candidates.add(Path.of(dir.isEmpty() ? "." : dir, launcher));
            }
        }
        for (Path c : candidates) {
            if (Files.isRegularFile(c) && Files.isExecutable(c)) {
                try {
                    return c.toRealPath();
                } catch (IOException e) {
                    return c.toAbsolutePath();
                }
            }
        }
        throw new LaunchException("cannot run '" + launcher + "': " + (launcher.contains("/") ? "no such executable file"
                : "not found on PATH") + ". Install an MPI (e.g. apt-get install openmpi-bin libopenmpi-dev) or choose the "
                + "launcher with --launcher mpirun|mpiexec|srun or a full path.");
    }

    /** The flavour the launcher's real file name says, or null (a name that others use too, e.g. mpirun). */
    static MpiFlavour byName(String realName) {
        return switch (realName) {
        case "orterun", "mpirun.openmpi", "mpiexec.openmpi" -> OPEN_MPI;
        case "mpiexec.hydra", "mpirun.mpich", "mpiexec.mpich" -> MPICH;
        default -> null;
        };
    }

    /** Asks the launcher what it is ({@code --version}). */
    static MpiFlavour ask(String launcher) throws LaunchException {
        String out = run(List.of(launcher, "--version"));
        if (out.contains("Open MPI") || out.contains("OpenRTE")) {
            return OPEN_MPI;
        }
        if (out.contains("HYDRA") || out.contains("MPICH") || out.contains("Intel(R) MPI")) {
            return MPICH;
        }
        if (out.contains("slurm")) {
            return SLURM;
        }
        throw new LaunchException("cannot tell which MPI '" + launcher + "' belongs to (its --version says: "
                + out.strip().lines().findFirst().orElse("nothing") + "); Straggler supports Open MPI, MPICH and Slurm's srun");
    }

    /**
     * The cache's off switch: {@code STRAGGLER_LAUNCHER_CACHE=0} (or {@code off}, {@code no}, {@code false}) in the
     * environment, or the system property {@code straggler.launcher.cache} (which wins: tests, the IDE's JVM).
     */
    static final String CACHE_SWITCH = "STRAGGLER_LAUNCHER_CACHE";

    /** Whether the cache of launchers' flavours is used (see {@link #CACHE_SWITCH}). */
    static boolean cacheOn() {
        String v = System.getProperty("straggler.launcher.cache", System.getenv(CACHE_SWITCH));
        return v == null || !List.of("0", "off", "no", "false").contains(v.strip().toLowerCase(java.util.Locale.ROOT));
    }

    /** The user's cache of launchers' flavours: {@code $XDG_CACHE_HOME/straggler/launchers}, else under ~/.cache. */
    static Path cacheFile() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("straggler").resolve("launchers");
    }

    /** The cache's lines: FLAVOUR TAB SIZE TAB MILLIS TAB PATH. */
    private static List<String> lines(Path cache) {
        try {
            return Files.readAllLines(cache, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return List.of();
        }
    }

    private static MpiFlavour cached(Path cache, String key) {
        for (String line : lines(cache)) {
            int tab = line.indexOf('\t');
            if (tab > 0 && line.substring(tab + 1).equals(key)) {
                try {
                    return valueOf(line.substring(0, tab));
                } catch (IllegalArgumentException e) {
                    return null; // not ours: asked again, and replaced
                }
            }
        }
        return null;
    }

    /** Adds the launcher's entry (replacing its file's older ones), the newest {@value #CACHED} kept; best effort. */
    private static void remember(Path cache, String key, MpiFlavour flavour) {
        String path = key.substring(key.lastIndexOf('\t') + 1);
        List<String> kept = new ArrayList<>();
        for (String line : lines(cache)) {
            if (!line.endsWith("\t" + path)) {
                kept.add(line);
            }
        }
        kept.add(flavour.name() + "\t" + key);
        List<String> out = kept.subList(Math.max(0, kept.size() - CACHED), kept.size());
        try {
            Files.createDirectories(cache.getParent());
            Path tmp = Files.createTempFile(cache.getParent(), "launchers", ".tmp");
            Files.write(tmp, out, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, cache, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, cache, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException | RuntimeException e) {
            // no cache: asked again next time
        }
    }

    static String run(List<String> command) throws LaunchException {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.PIPE)
                    .start();
            p.getOutputStream().close();
            String out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
            return out;
        } catch (IOException e) {
            throw new LaunchException("cannot run '" + command.get(0) + "': " + e.getMessage()
                    + ". Install an MPI (e.g. apt-get install openmpi-bin libopenmpi-dev) or choose the launcher "
                    + "with --launcher mpirun|mpiexec|srun or a full path.", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LaunchException("interrupted while asking " + command.get(0) + " for its version", e);
        }
    }

    /** Arguments that pass {@code env} to every task. */
    List<String> environmentArguments(Map<String, String> env) {
        java.util.ArrayList<String> args = new java.util.ArrayList<>();
        switch (this) {
        case OPEN_MPI -> env.forEach((k, v) -> {
            args.add("-x");
            args.add(k + "=" + v);
        });
        case MPICH -> env.forEach((k, v) -> {
            args.add("-genv");
            args.add(k);
            args.add(v);
        });
        case SLURM -> {
            StringBuilder sb = new StringBuilder("--export=ALL");
            env.forEach((k, v) -> sb.append(',').append(k).append('=').append(v));
            args.add(sb.toString());
        }
        }
        return args;
    }
}
