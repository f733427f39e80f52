package dev.straggler.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.core.report.DiagnosisReport;
import dev.straggler.core.symbols.Addr2LineSymbolizer;
import dev.straggler.model.dump.StragglerResources;

/**
 * A head start for the diagnosis while the job runs: the classes a diagnosis needs (EMF's package, the readers, the
 * analyses, the report), then addr2line processes for the modules a task of the job mapped, their debug information
 * read ({@link Addr2LineSymbolizer#prepare}): reading it was most of the time from the dumps to the printed diagnosis
 * (docs/benchmarks.md "Time to the answer"). The modules come from a task's {@code /proc/PID/maps} when a task runs on
 * this machine (read again later for the MPI library's plug-ins, loaded in MPI_Init), else the application alone. A
 * daemon thread at low priority, never waited for: the diagnosis does what it needs anyway.
 */
public final class DiagnosisWarmUp {

    private DiagnosisWarmUp() {
    }

    /** Starts the head start for the job {@code job} (a launcher) running {@code application}. */
    public static Thread start(Path application, Process job) {
        Thread t = new Thread(() -> {
            try {
                loadClasses();
                Addr2LineSymbolizer symbolizer = new Addr2LineSymbolizer();
                Path app = application.toAbsolutePath().normalize();
                symbolizer.prepare(Map.of(app, 0x1000L));
                // a task's modules when it runs, again as MPI_Init loads more; until they stay the same 2 s
                Set<Path> seen = new HashSet<>();
                long stable = System.nanoTime(), end = stable + 60_000_000_000L;
                while (job.isAlive() && System.nanoTime() < end && System.nanoTime() - stable < 2_000_000_000L) {
                    Thread.sleep(200);
                    Map<Path, Long> modules = taskModules(job, app);
                    if (seen.addAll(modules.keySet())) {
                        symbolizer.prepare(modules);
                        stable = System.nanoTime();
                    }
                }
            } catch (ClassNotFoundException | RuntimeException | LinkageError e) {
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

    /**
     * Loads and initializes the classes a diagnosis needs (EMF's package and resource set, the readers, the analyses,
     * the report): the warm-up's first part, and what the command line's class-data-sharing archive is made from
     * (the {@code straggler} script's training run).
     */
    public static void loadClasses() throws ClassNotFoundException {
        StragglerResources.createResourceSet();
        Class.forName(DumpAnalysis.class.getName());
        Class.forName(DiagnosisReport.class.getName());
        Class.forName("dev.straggler.core.progress.ProgressAnalysis");
    }

    /**
     * The modules a task of the job (a process of this machine below the launcher running the application) maps
     * executable, each with its mapping's file offset, from its {@code /proc/PID/maps}; empty when no task runs here.
     */
    static Map<Path, Long> taskModules(Process job, Path application) {
        Optional<ProcessHandle> task = job.descendants()
                .filter(h -> h.info().command().map(c -> Path.of(c).equals(application)
                        || Path.of(c).getFileName().equals(application.getFileName())).orElse(false))
                .findFirst();
        Map<Path, Long> modules = new LinkedHashMap<>();
        if (task.isEmpty()) {
            return modules;
        }
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(task.get().pid()), "maps"))) {
                // 7f..-7f.. r-xp 00026000 08:01 1234 /lib/x86_64-linux-gnu/libc.so.6
                String[] f = line.trim().split("\\s+", 6);
                if (f.length == 6 && f[1].startsWith("r-x") && f[5].startsWith("/")) {
                    modules.putIfAbsent(Path.of(f[5]), Long.parseUnsignedLong(f[2], 16));
                }
            }
        } catch (IOException | RuntimeException e) {
            // the task ended, or another user's: no head start
        }
        return modules;
    }
}
