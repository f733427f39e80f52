package dev.straggler.launch.inject;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.straggler.launch.JobRunner;
import dev.straggler.launch.JobSpec;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.RuntimeEnvironment;

/**
 * Profiles an application and runs it with one injected fault (see the package documentation for
 * the mechanism). Every job and every gdb is bounded in time and killed with its descendants when it
 * overruns or when the run is over.
 */
public final class FaultInjector {

    /** What to run: like {@link JobSpec} without the per-run parts. */
    public record Application(Path executable, List<String> arguments, int ranks, String launcher,
            List<String> launcherArguments, double hangTimeoutSeconds) {
        public Application {
            arguments = List.copyOf(arguments);
            launcherArguments = List.copyOf(launcherArguments);
        }
    }

    /**
     * The outcome of one injected run.
     *
     * @param fired gdb stopped the task at the occurrence and suspended it there
     * @param exitCode the launcher's exit code (-1 when it had to be killed)
     * @param dumped the runtime wrote dumps (the hang was detected)
     * @param seconds wall time of the run
     * @param note what went wrong, or ""
     */
    public record Run(Injection injection, boolean fired, int exitCode, boolean dumped, Path dumpDirectory,
            double seconds, String note) {
    }

    /** Marker gdb prints once the task is suspended. */
    static final String INJECTED = "STRAGGLER-INJECTED";
    private static final String SNAPSHOT = "STRAGGLER-SNAPSHOT ";
    private static final String SITE = "STRAGGLER-BREAKPOINT ";

    private final Application app;
    private final Gdb gdb;
    private final Map<String, String> launcherEnvironment;

    /** {@code launcherEnvironment}: the launcher's own environment (null: this process's). */
    public FaultInjector(Application app, Gdb gdb, Map<String, String> launcherEnvironment) {
        this.app = app;
        this.gdb = gdb;
        this.launcherEnvironment = launcherEnvironment;
    }

    public Application application() {
        return app;
    }

    private JobSpec spec(Path dumpDir, double timeout, Map<String, String> env) {
        return new JobSpec(app.executable().toAbsolutePath(), app.arguments(), null, app.ranks(), app.launcher(),
                app.launcherArguments(), timeout, dumpDir.toAbsolutePath(), false, env);
    }

    // ------------------------------------------------------------------ profile

    /**
     * Runs the application once with every task under gdb, counting the calls of {@code functions}
     * per task up to MPI_Init and up to MPI_Finalize. Fails when the application hangs (or fails) by
     * itself: a campaign needs a program that completes.
     */
    public Profile profile(List<UserFunction> functions, Path dumpDir, double boundSeconds)
            throws IOException, LaunchException {
        List<String> cmds = new ArrayList<>(List.of("set pagination off", "set confirm off",
                "handle all nostop noprint pass"));
        for (int i = 0; i < functions.size(); i++) {
            cmds.add("break " + functions.get(i).location());
            cmds.add("ignore $bpnum 2000000000"); // count, never stop
            cmds.add("printf \"" + SITE + "%d " + i + "\\n\", $bpnum"); // which breakpoint is which site
        }
        cmds.addAll(List.of("tbreak PMPI_Init", "tbreak PMPI_Init_thread", "continue", "echo " + SNAPSHOT + "init\\n",
                "info breakpoints", "break PMPI_Finalize", "continue", "echo " + SNAPSHOT + "finalize\\n",
                "info breakpoints", "detach", "quit"));
        // the profile runs slower under gdb: a generous hang timeout, it must not fire
        double timeout = Math.max(60, 10 * app.hangTimeoutSeconds());
        JobSpec spec = spec(dumpDir, timeout, Map.of(RuntimeEnvironment.HOLD_RANKS, "all", RuntimeEnvironment.HOLD_MAX,
                Long.toString((long) boundSeconds)));
        JobRunner runner = JobRunner.prepare(spec);
        long t0 = System.nanoTime();
        Process job = runner.start(ProcessBuilder.Redirect.to(dumpDir.resolve("job.log").toFile()), launcherEnvironment);
        Map<Integer, Process> gdbs = new HashMap<>();
        Map<Integer, Path> logs = new HashMap<>();
        try {
            long deadline = t0 + (long) (boundSeconds * 1e9);
            while (gdbs.size() < app.ranks()) {
                if (!job.isAlive()) {
                    throw new IOException("the application ended (exit code " + job.exitValue() + ") before all "
                            + app.ranks() + " tasks were found; its output is in " + dumpDir.resolve("job.log"));
                }
                if (System.nanoTime() > deadline) {
                    throw new IOException("only " + gdbs.size() + " of " + app.ranks() + " tasks appeared in time");
                }
                for (Map.Entry<Integer, Long> e : RankProcesses.find(job, spec.executable()).entrySet()) {
                    if (!gdbs.containsKey(e.getKey())) {
                        Path log = dumpDir.resolve("gdb-profile-" + e.getKey() + ".log");
                        logs.put(e.getKey(), log);
                        gdbs.put(e.getKey(), gdb.start(List.of("-p", Long.toString(e.getValue())), Gdb.commands(cmds), log));
                    }
                }
                sleep(20);
            }
            int code = waitForJob(runner, job, deadline);
            for (Process g : gdbs.values()) {
                waitFor(g, deadline);
            }
            if (code == JobSpec.HANG_EXIT_CODE || JobRunner.hasDumps(dumpDir)) {
                throw new IOException("the application hung without any injected fault (the runtime dumped to " + dumpDir
                        + "); a campaign needs a program that completes");
            }
            if (code != 0) {
                throw new IOException("the profiled run failed (exit code " + code + "); its output is in "
                        + dumpDir.resolve("job.log"));
            }
            Map<Integer, Map<UserFunction, Profile.Counts>> counts = new HashMap<>();
            for (Map.Entry<Integer, Path> e : logs.entrySet()) {
                counts.put(e.getKey(), parseProfile(Files.readString(e.getValue(), StandardCharsets.UTF_8), functions));
            }
            return new Profile(counts, (System.nanoTime() - t0) / 1e9);
        } finally {
            gdbs.values().forEach(JobRunner::kill);
            JobRunner.kill(job);
        }
    }

    private static final Pattern BREAKPOINT = Pattern.compile("^(\\d+)\\s+breakpoint\\s");
    private static final Pattern HITS = Pattern.compile("^\\s+breakpoint already hit (\\d+) times?");

    /**
     * Counts per site from a profile's gdb output: the breakpoint number of each site (the line printed after
     * each {@code break}; a break that failed repeats the previous number and its site is left out), then the
     * hit counts of the two "info breakpoints" snapshots (a breakpoint with several locations, e.g. a function
     * with inlined instances, counts them all on its first line).
     */
    static Map<UserFunction, Profile.Counts> parseProfile(String out, List<UserFunction> functions) {
        Map<Integer, Integer> siteOf = new HashMap<>(); // breakpoint number -> index in functions
        Map<Integer, Long> init = new HashMap<>(), fin = new HashMap<>();
        Map<Integer, Long> current = null;
        Integer bp = null;
        for (String line : out.split("\n")) {
            if (line.startsWith(SITE)) {
                String[] f = line.substring(SITE.length()).trim().split(" ");
                if (f.length == 2) {
                    siteOf.putIfAbsent(Integer.parseInt(f[0]), Integer.parseInt(f[1]));
                }
                continue;
            }
            if (line.startsWith(SNAPSHOT)) {
                current = line.endsWith("init") ? init : fin;
                bp = null;
                continue;
            }
            if (current == null) {
                continue;
            }
            Matcher m = BREAKPOINT.matcher(line);
            if (m.find()) {
                bp = Integer.parseInt(m.group(1));
                current.putIfAbsent(bp, 0L);
                continue;
            }
            Matcher h = HITS.matcher(line);
            if (h.find() && bp != null) {
                current.put(bp, Long.parseLong(h.group(1)));
            } else if (!line.startsWith("\t") && !line.startsWith(" ")) {
                bp = null;
            }
        }
        Map<UserFunction, Profile.Counts> counts = new LinkedHashMap<>();
        siteOf.entrySet().stream().sorted(Map.Entry.comparingByValue()).forEach(e -> {
            if (e.getValue() < functions.size() && fin.containsKey(e.getKey())) {
                long atInit = init.getOrDefault(e.getKey(), 0L);
                counts.put(functions.get(e.getValue()), new Profile.Counts(atInit, Math.max(atInit, fin.get(e.getKey()))));
            }
        });
        return counts;
    }

    // ------------------------------------------------------------------ one injection

    /**
     * Runs the application with {@code injection}, bounded by {@code boundSeconds}; the dumps go to
     * {@code dumpDir}.
     */
    public Run inject(Injection injection, Path dumpDir, double boundSeconds) throws IOException, LaunchException {
        List<String> cmds = new ArrayList<>(List.of("set pagination off", "set confirm off",
                "handle all nostop noprint pass", "break " + injection.function().location()));
        if (injection.occurrence() > 1) {
            cmds.add("ignore $bpnum " + (injection.occurrence() - 1));
        }
        // the breakpoint becomes a call of straggler_inject_hold from the breakpoint's pc (inject.c)
        cmds.addAll(List.of("continue", "set $sp = $sp - 8", "set *(unsigned long *) $sp = $pc + 1",
                "set $pc = (unsigned long) straggler_inject_hold", "echo " + INJECTED + "\\n", "detach", "quit"));
        JobSpec spec = spec(dumpDir, app.hangTimeoutSeconds(), Map.of(RuntimeEnvironment.HOLD_RANKS,
                Integer.toString(injection.rank()), RuntimeEnvironment.HOLD_MAX, Long.toString((long) boundSeconds)));
        JobRunner runner = JobRunner.prepare(spec);
        long t0 = System.nanoTime();
        long deadline = t0 + (long) (boundSeconds * 1e9);
        Process job = runner.start(ProcessBuilder.Redirect.to(dumpDir.resolve("job.log").toFile()), launcherEnvironment);
        Process g = null;
        Path gdbLog = dumpDir.resolve("gdb-inject.log");
        String note = "";
        try {
            Long pid = null;
            while (pid == null && job.isAlive() && System.nanoTime() < deadline) {
                pid = RankProcesses.find(job, spec.executable()).get(injection.rank());
                if (pid == null) {
                    sleep(10);
                }
            }
            if (pid == null) {
                note = "task " + injection.rank() + " was not found";
            } else {
                g = gdb.start(List.of("-p", Long.toString(pid)), Gdb.commands(cmds), gdbLog);
            }
            int code = waitForJob(runner, job, deadline);
            if (g != null) {
                waitFor(g, Math.min(deadline, System.nanoTime() + 10_000_000_000L));
            }
            boolean fired = false;
            if (g != null && Files.exists(gdbLog)) {
                String out = Files.readString(gdbLog, StandardCharsets.UTF_8);
                fired = out.contains("Breakpoint 1, ") && out.contains(INJECTED + "\n");
                if (!fired && note.isEmpty()) {
                    note = out.contains("Breakpoint 1, ") ? "gdb could not suspend the task" : "the breakpoint was not reached";
                }
            }
            boolean dumped = JobRunner.hasDumps(dumpDir);
            if (fired && !dumped && note.isEmpty()) {
                note = code == -1 ? "the job overran its bound of " + boundSeconds + " s" : "no dumps (exit code " + code + ")";
            }
            return new Run(injection, fired, code, dumped, dumpDir, (System.nanoTime() - t0) / 1e9, note);
        } finally {
            JobRunner.kill(g);
            JobRunner.kill(job);
        }
    }

    // ------------------------------------------------------------------ processes

    /** Waits for the job (JobRunner.waitForEnd); once the runtime wrote `complete` the abort gets 30 s. -1 when killed. */
    private static int waitForJob(JobRunner runner, Process job, long deadline) {
        try {
            return runner.waitForEnd(job, deadline, 30_000_000_000L);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            JobRunner.kill(job);
            return -1;
        }
    }

    private static void waitFor(Process p, long deadline) {
        try {
            long left = deadline - System.nanoTime();
            if (left <= 0 || !p.waitFor(left, TimeUnit.NANOSECONDS)) {
                JobRunner.kill(p);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            JobRunner.kill(p);
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
