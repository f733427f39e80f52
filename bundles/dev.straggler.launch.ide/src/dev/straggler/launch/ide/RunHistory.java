package dev.straggler.launch.ide;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.osgi.util.NLS;

import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;

/**
 * The workspace's run history: one entry per diagnosis published ({@link Topics#DIAGNOSIS}), launched or opened, kept
 * as a small properties file per entry in the launch bundle's state location ({@code history/}, {@link StateLocation}).
 * An entry holds what the Diagnoses view lists (program, ranks, time, least-progressed ranks, algorithm) and where the
 * result lives (a dump directory or a {@code .straggler} file); showing it again reads that through {@link OpenResults}
 * (the model's loaders), so the history holds no copy of the dumps. The same source diagnosed with the same algorithm
 * is one entry. Every change is published to {@link Topics#RUN_HISTORY} (any thread).
 */
public final class RunHistory {

    /**
     * One diagnosis of the history.
     *
     * @param id         file name stem in the history folder
     * @param program    the executable's file name
     * @param ranks      the job's world size
     * @param time       when the dumps were written (the source's modification time)
     * @param lpRanks    least-progressed ranks, e.g. "2" or "0-3,7"
     * @param algorithm  dist, semi-dist or loop-aware
     * @param source     dump directory or .straggler file
     * @param summary    the diagnosis's one-line summary (least-progressed location)
     * @param groups     number of task groups (PDG nodes)
     * @param groupRanks the task groups' rank sets, "; "-separated, in PDG order
     */
    public record Entry(String id, String program, int ranks, Instant time, String lpRanks, String algorithm, Path source,
            String summary, int groups, String groupRanks) {
    }

    /** One row of a comparison: what, in the first entry, in the second; {@code same} when equal. */
    public record Difference(String what, String first, String second, boolean same) {
    }

    private static final AtomicLong COUNTER = new AtomicLong();
    private static Path folder;

    private RunHistory() {
    }

    /** The history folder (created on demand): the state location's {@code history}. */
    public static synchronized Path folder() {
        if (folder == null) {
            folder = StateLocation.resolve("history");
        }
        return folder;
    }

    /** For tests: keeps the history in {@code dir} instead. */
    public static synchronized void useFolder(Path dir) {
        folder = dir;
        fire();
    }

    private static void fire() {
        Topics.RUN_HISTORY.publish(folder());
    }

    /** Every entry, newest first; unreadable entry files are skipped (and logged). */
    public static synchronized List<Entry> entries() {
        List<Entry> out = new ArrayList<>();
        Path dir = folder();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (Stream<Path> s = Files.list(dir)) {
            for (Path f : s.filter(p -> p.getFileName().toString().endsWith(".properties")).toList()) {
                Entry e = read(f);
                if (e != null) {
                    out.add(e);
                }
            }
        } catch (IOException e) {
            ILog.of(RunHistory.class).log(Status.warning("cannot list the run history in " + dir + ": " + e.getMessage()));
        }
        out.sort(Comparator.comparing(Entry::time).reversed().thenComparing(Entry::id, Comparator.reverseOrder()));
        // one row per run and algorithm, also where the history holds it twice (recorded under two spellings of its
        // path, e.g. through a link, before record compared real paths)
        java.util.Set<String> seen = new java.util.HashSet<>();
        out.removeIf(e -> !seen.add(canonical(e.source()) + "\n" + e.algorithm()));
        return out;
    }

    /** {@code p} absolute and normalized, through its links when it exists: one spelling per file. */
    static Path canonical(Path p) {
        Path a = p.toAbsolutePath().normalize();
        try {
            return a.toRealPath();
        } catch (IOException | RuntimeException e) {
            return a; // gone: as recorded
        }
    }

    /** The entry of {@code source} diagnosed with {@code algorithm}, or null. */
    public static synchronized Entry find(Path source, String algorithm) {
        Path s = canonical(source);
        return entries().stream().filter(e -> canonical(e.source()).equals(s) && e.algorithm().equals(algorithm))
                .findFirst().orElse(null);
    }

    /** Adds {@code r} (a diagnosis just published) unless its source and algorithm are listed already; returns its entry. */
    public static Entry record(DiagnosisResult r) {
        Entry e;
        synchronized (RunHistory.class) {
            if (r.dumpDirectory() == null) {
                return null;
            }
            Path source = r.dumpDirectory().toAbsolutePath().normalize();
            String algorithm = r.diagnosis().getAlgorithm().getLiteral();
            Entry old = find(source, algorithm);
            if (old != null) {
                return old;
            }
            e = describe(r, source);
            try {
                write(e);
            } catch (IOException x) {
                ILog.of(RunHistory.class).log(Status.warning("cannot keep " + source + " in the run history: " + x.getMessage()));
                return null;
            }
        }
        fire();
        return e;
    }

    /** Forgets {@code e} (the dumps or file it was read from stay). */
    public static void delete(Entry e) throws IOException {
        synchronized (RunHistory.class) {
            Files.deleteIfExists(folder().resolve(e.id() + ".properties"));
        }
        fire();
    }

    /** Reads {@code e}'s source again (dump directory or .straggler file) with its algorithm. */
    public static DiagnosisResult load(Entry e, IProgressMonitor monitor) throws CoreException {
        if (!Files.exists(e.source())) {
            throw new CoreException(Status.error(NLS.bind(Messages.History_sourceGone, e.source())));
        }
        PdgAlgorithm a = PdgAlgorithm.get(e.algorithm());
        return OpenResults.open(e.source(), a == null ? PdgAlgorithm.SEMI_DIST : a, monitor);
    }

    /**
     * Shows the newest entry again whose source is still there, when nothing was published yet (a workbench just
     * started: the least-progressed markers of the last run remain, so its graph, stacks and queues come back with
     * them): read in a background job and published to {@link Topics#DIAGNOSIS}. Returns the job, or null when there
     * is nothing to show or a diagnosis is shown already.
     */
    public static org.eclipse.core.runtime.jobs.Job showLatest() {
        if (Topics.DIAGNOSIS.latest() != null) {
            return null;
        }
        Entry newest = entries().stream().filter(e -> Files.exists(e.source())).findFirst().orElse(null);
        if (newest == null) {
            return null;
        }
        org.eclipse.core.runtime.jobs.Job job = new org.eclipse.core.runtime.jobs.Job(
                NLS.bind(Messages.History_showLatest, newest.program())) {
            @Override
            protected org.eclipse.core.runtime.IStatus run(IProgressMonitor monitor) {
                try {
                    DiagnosisResult r = load(newest, monitor);
                    if (Topics.DIAGNOSIS.latest() == null) { // a run or a selection may have come first
                        Topics.DIAGNOSIS.publish(r);
                    }
                } catch (CoreException e) {
                    ILog.of(RunHistory.class).log(Status.warning(e.getStatus().getMessage()));
                }
                return Status.OK_STATUS;
            }
        };
        job.setSystem(true);
        job.schedule();
        return job;
    }

    /** What differs between two diagnoses: program, ranks, algorithm, least-progressed ranks and place, task groups. */
    public static List<Difference> compare(Entry a, Entry b) {
        List<Difference> out = new ArrayList<>();
        row(out, Messages.History_program, a.program(), b.program());
        row(out, Messages.History_ranks, Integer.toString(a.ranks()), Integer.toString(b.ranks()));
        row(out, Messages.History_algorithm, a.algorithm(), b.algorithm());
        row(out, Messages.History_lpRanks, a.lpRanks(), b.lpRanks());
        row(out, Messages.History_diagnosis, a.summary(), b.summary());
        row(out, Messages.History_groups, Integer.toString(a.groups()), Integer.toString(b.groups()));
        row(out, Messages.History_groupRanks, a.groupRanks(), b.groupRanks());
        java.time.format.DateTimeFormatter f = java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
                .withZone(java.time.ZoneId.systemDefault());
        row(out, Messages.History_time, f.format(a.time()), f.format(b.time()));
        row(out, Messages.History_source, a.source().toString(), b.source().toString());
        return out;
    }

    private static void row(List<Difference> out, String what, String x, String y) {
        out.add(new Difference(what, x, y, Objects.equals(x, y)));
    }

    static Entry describe(DiagnosisResult r, Path source) {
        Job job = r.job();
        Diagnosis d = r.diagnosis();
        String exe = job.getExecutable();
        String program = exe == null || exe.isEmpty() ? r.configurationName() : Path.of(exe).getFileName().toString();
        int ranks = job.getWorldSize() > 0 ? job.getWorldSize() : job.getTasks().size();
        RankSet lp = RankSet.unionAll(d.getLeastProgressed().stream().map(PdgNode::getRanks).toList());
        List<String> groups = d.getNodes().stream().map(n -> String.valueOf(n.getRanks())).toList();
        Instant time;
        try {
            time = Files.getLastModifiedTime(source).toInstant();
        } catch (IOException e) {
            time = Instant.now();
        }
        String id = Long.toString(System.currentTimeMillis(), 36) + "-" + COUNTER.incrementAndGet();
        return new Entry(id, program, ranks, time, lp.toString(), d.getAlgorithm().getLiteral(), source,
                d.getSummary() == null ? "" : d.getSummary(), d.getNodes().size(), String.join("; ", groups));
    }

    private static void write(Entry e) throws IOException {
        Properties p = new Properties();
        p.setProperty("program", e.program());
        p.setProperty("ranks", Integer.toString(e.ranks()));
        p.setProperty("time", e.time().toString());
        p.setProperty("lpRanks", e.lpRanks());
        p.setProperty("algorithm", e.algorithm());
        p.setProperty("source", e.source().toString());
        p.setProperty("summary", e.summary());
        p.setProperty("groups", Integer.toString(e.groups()));
        p.setProperty("groupRanks", e.groupRanks());
        Files.createDirectories(folder());
        try (OutputStream out = Files.newOutputStream(folder().resolve(e.id() + ".properties"))) {
            p.store(out, "Straggler run history entry");
        }
    }

    private static Entry read(Path f) {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(f)) {
            p.load(in);
            String id = f.getFileName().toString().replaceFirst("\\.properties$", "");
            return new Entry(id, p.getProperty("program", "?"), Integer.parseInt(p.getProperty("ranks", "0")),
                    Instant.parse(p.getProperty("time")), p.getProperty("lpRanks", ""), p.getProperty("algorithm", ""),
                    Path.of(p.getProperty("source")), p.getProperty("summary", ""),
                    Integer.parseInt(p.getProperty("groups", "0")), p.getProperty("groupRanks", ""));
        } catch (IOException | RuntimeException e) {
            ILog.of(RunHistory.class).log(Status.warning("skipping the damaged run history entry " + f + ": " + e));
            return null;
        }
    }
}
