package dev.straggler.launch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import dev.straggler.core.progress.ProgressAnalysis;
import dev.straggler.core.report.DiagnosisReport;
import dev.straggler.core.report.RunNotes;
import dev.straggler.core.symbols.Addr2LineSymbolizer;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.dump.StragglerResources;

/**
 * A head start for the diagnosis while the job runs: a rehearsal of the diagnosis on a small run bundled with this
 * class ({@link #rehearse}: the classes a diagnosis needs loaded, its code run once), then addr2line processes for
 * the modules a task of the job mapped, their debug information read ({@link Addr2LineSymbolizer#prepare}): reading
 * it was most of the time from the dumps to the printed diagnosis (docs/benchmarks.md "Time to the answer"). The
 * modules come from a task's {@code /proc/PID/maps} when a task runs on this machine (read again later for the MPI
 * library's plug-ins, loaded in MPI_Init), else the application alone. A daemon thread at low priority, never waited
 * for: the diagnosis does what it needs anyway. It begins once the tasks are past {@code MPI_Init} (every task's
 * state file is in the run directory: a task writes it when it knows its rank), the launcher ended, or
 * {@link #TASKS_WAIT_NANOS} passed (tasks on other nodes may write their files there): the timeout counts from the end
 * of {@code MPI_Init}, and on a machine with fewer cores than tasks the warm-up's work (the JVM's and addr2line's)
 * beside the tasks' start delayed it (docs/benchmarks.md, "The wait after the timeout").
 */
public final class DiagnosisWarmUp {

    private DiagnosisWarmUp() {
    }

    /** How long the warm-up waits at most for the tasks' start (see the class comment). */
    static final long TASKS_WAIT_NANOS = 2_000_000_000L;

    /**
     * Starts the head start for the job {@code job} (a launcher) running {@code application} on {@code tasks} tasks
     * that write their files to {@code runDirectory}.
     */
    public static Thread start(Path application, Process job, Path runDirectory, int tasks) {
        Thread t = new Thread(() -> {
            try {
                long until = System.nanoTime() + TASKS_WAIT_NANOS;
                while (job.isAlive() && System.nanoTime() - until < 0 && NodeDumps.stateFiles(runDirectory) < tasks) {
                    Thread.sleep(20);
                }
                Addr2LineSymbolizer symbolizer = new Addr2LineSymbolizer();
                Path app = application.toAbsolutePath().normalize();
                symbolizer.prepare(Map.of(app, 0x1000L));
                rehearse();
                // a task's modules when it runs, again as MPI_Init loads more; until they stay the same 2 s
                List<String> needed = neededLibraries(app);
                Set<Path> seen = new HashSet<>();
                long stable = System.nanoTime(), end = stable + 60_000_000_000L;
                while (job.isAlive() && System.nanoTime() < end && System.nanoTime() - stable < 2_000_000_000L) {
                    Thread.sleep(200);
                    Map<Path, Long> modules = taskModules(job, app, needed);
                    if (seen.addAll(modules.keySet())) {
                        symbolizer.prepare(modules);
                        stable = System.nanoTime();
                    }
                }
            } catch (IOException | RuntimeException | LinkageError e) {
                // only a head start
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "straggler-warm-up");
        t.setPriority(Thread.MIN_PRIORITY);
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** The bundled run: examples/deadlock on 4 tasks (ranks 0-1 in a receive-receive deadlock, 2-3 in a barrier). */
    static final List<String> REHEARSAL_FILES = List.of("job.info", "complete", "rank-000000.sdump", "rank-000001.sdump",
            "rank-000002.sdump", "rank-000003.sdump");

    /**
     * Diagnoses the bundled run ({@link #REHEARSAL_FILES}, copied to a temporary directory and removed) as {@code
     * diagnose} does, but for symbolizing (its modules are another machine's): the dumps read, the PDG and the least
     * progressed task, the text and JSON reports. What the first diagnosis of a JVM spends most of its time on is
     * loading and linking these classes and running their code cold (0.2-0.3 s for 4 tasks, docs/benchmarks.md "The
     * wait after the timeout"); after this the real one does not. The warm-up's first part, and what the command
     * line's class-data-sharing archive is made from (the {@code straggler} script's training run).
     *
     * @return the diagnosis's text
     * @throws IOException when the bundled run cannot be read: the diagnosis then just starts cold
     */
    public static String rehearse() throws IOException {
        Path dir = Files.createTempDirectory("straggler-rehearsal-");
        // the JVM may end while the warm-up's thread (a daemon) is at it: removed then too, the directory last
        dir.toFile().deleteOnExit();
        try {
            for (String f : REHEARSAL_FILES) {
                dir.resolve(f).toFile().deleteOnExit();
                try (InputStream in = DiagnosisWarmUp.class.getResourceAsStream("warm-up-run/" + f)) {
                    if (in == null) {
                        throw new IOException("warm-up-run/" + f + " is not in the product");
                    }
                    Files.copy(in, dir.resolve(f));
                }
            }
            Job job = StragglerResources.loadDumpDirectory(dir);
            Diagnosis d = ProgressAnalysis.diagnose(job, PdgAlgorithm.SEMI_DIST);
            DiagnosisReport.jsonText(job, d, RunNotes.of(job), null);
            return DiagnosisReport.text(job, d, RunNotes.of(job), null);
        } finally {
            for (String f : REHEARSAL_FILES) {
                Files.deleteIfExists(dir.resolve(f));
            }
            Files.deleteIfExists(dir);
        }
    }

    /**
     * The modules a task of the job (a process of this machine below the launcher running the application) maps
     * executable, each with its mapping's file offset, from its {@code /proc/PID/maps}; empty when no task runs here.
     * In the order they are worth preparing (the symbolizer prepares so many only): the application; the libraries it
     * names itself, those the task was given to preload ({@code LD_PRELOAD}: the runtime) and the rest of the shared
     * libraries ({@code lib*}: a task maps dozens, most of which never appear in a stack); then the rest (an MPI
     * library's plug-ins, dozens for Open MPI), each group in the order of the task's map. The application's own
     * libraries are its {@code DT_NEEDED} entries ({@code needed}, read once: the MPI library, libc), matched by file
     * name (a mapped {@code libmpi.so.40.30.4} is the {@code libmpi.so.40} it needs).
     */
    static Map<Path, Long> taskModules(Process job, Path application, List<String> needed) {
        Optional<ProcessHandle> task = job.descendants()
                .filter(h -> h.info().command().map(c -> Path.of(c).equals(application)
                        || Path.of(c).getFileName().equals(application.getFileName())).orElse(false))
                .findFirst();
        Map<Path, Long> ordered = new LinkedHashMap<>();
        if (task.isEmpty()) {
            return ordered;
        }
        List<String> direct = new ArrayList<>(needed);
        Path proc = Path.of("/proc", Long.toString(task.get().pid()));
        direct.addAll(preloaded(proc));
        Map<Path, Long> first = new LinkedHashMap<>(), libraries = new LinkedHashMap<>(),
                others = new LinkedHashMap<>();
        try {
            for (String line : Files.readAllLines(proc.resolve("maps"))) {
                // 7f..-7f.. r-xp 00026000 08:01 1234 /lib/x86_64-linux-gnu/libc.so.6
                String[] f = line.trim().split("\\s+", 6);
                if (f.length == 6 && f[1].startsWith("r-x") && f[5].startsWith("/")) {
                    Path module = Path.of(f[5]);
                    String name = module.getFileName().toString();
                    Map<Path, Long> group = module.equals(application)
                            || direct.stream().anyMatch(d -> !d.isEmpty() && name.startsWith(d)) ? first
                                    : name.startsWith("lib") ? libraries : others;
                    group.putIfAbsent(module, Long.parseUnsignedLong(f[2], 16));
                }
            }
        } catch (IOException | RuntimeException e) {
            // the task ended, or another user's: no head start
        }
        Long app = first.remove(application);
        if (app != null) {
            ordered.put(application, app);
        }
        ordered.putAll(first);
        libraries.forEach(ordered::putIfAbsent);
        others.forEach(ordered::putIfAbsent);
        return ordered;
    }

    /** The libraries {@code application} names itself ({@code DT_NEEDED}); empty when this cannot read it as ELF. */
    private static List<String> neededLibraries(Path application) {
        try {
            return ElfInfo.neededLibraries(application);
        } catch (IOException | RuntimeException e) {
            return List.of(); // the libraries in the map's order
        }
    }

    /**
     * The file names of the libraries in the {@code LD_PRELOAD} of the process {@code proc} ({@code /proc/PID}),
     * their links followed; empty when it has none or its environment cannot be read.
     */
    private static List<String> preloaded(Path proc) {
        List<String> names = new ArrayList<>();
        try {
            for (String v : new String(Files.readAllBytes(proc.resolve("environ")), StandardCharsets.UTF_8)
                    .split("\\x00")) {
                if (v.startsWith("LD_PRELOAD=")) {
                    for (String lib : v.substring("LD_PRELOAD=".length()).split("[: ]")) {
                        if (!lib.isEmpty()) {
                            Path p = Path.of(lib);
                            try {
                                p = p.toRealPath();
                            } catch (IOException e) {
                                // as given
                            }
                            names.add(p.getFileName().toString());
                        }
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // another user's process, or it ended
        }
        return names;
    }
}
