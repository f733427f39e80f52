package dev.straggler.core.traces;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.straggler.core.symbols.Addr2LineSymbolizer;
import dev.straggler.core.symbols.Addr2LineSymbolizer.FunctionSource;
import dev.straggler.model.traces.TraceFiles;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * One comparison of a normal with a faulty run, the pipeline {@code straggler diff} and the IDE's DiffTrace views
 * share: both trace directories read (function names and their sources from addr2line), compared
 * ({@link TraceAnalysis#compare}), every combination of the {@link RankingParameters} ranked, and the diffNLRs and
 * similarities asked of that one {@link TraceComparison}. Not thread-safe (the comparison is not): compute it in one
 * thread (a job, the command), then use it from one thread at a time.
 *
 * <pre>
 * TraceDiff d = TraceDiff.compute(normalDir, faultyDir, RankingParameters.defaults());
 * System.out.print(d.ranking().toText(20));
 * for (DiffNlr n : d.suspectDiffNlrs(1, List.of())) {
 *     System.out.print(n.toText());
 * }
 * </pre>
 */
public final class TraceDiff {

    private final Path normalDir;
    private final Path faultyDir;
    private final TraceSet normal;
    private final TraceSet faulty;
    private final TraceComparison comparison;
    private final RankingParameters parameters;
    private final Ranking ranking;
    private final Map<String, FunctionSource> sources;

    private TraceDiff(Path normalDir, Path faultyDir, TraceSet normal, TraceSet faulty, TraceComparison comparison,
            RankingParameters parameters, Ranking ranking, Map<String, FunctionSource> sources) {
        this.normalDir = normalDir;
        this.faultyDir = faultyDir;
        this.normal = normal;
        this.faulty = faulty;
        this.comparison = comparison;
        this.parameters = parameters;
        this.ranking = ranking;
        this.sources = sources;
    }

    /**
     * Reads both runs, compares them and ranks every combination of {@code parameters} (long: not on a UI thread).
     *
     * @throws TraceInputException with the one message to show when a run cannot be read or the runs cannot be
     *             compared
     */
    public static TraceDiff compute(Path normalDir, Path faultyDir, RankingParameters parameters) {
        return compute(normalDir, faultyDir, parameters, false, null);
    }

    /**
     * As {@link #compute(Path, Path, RankingParameters)}: with {@code allowRebuild}, runs of different builds of the
     * program are compared (with a note) instead of refused; long steps report to {@code progress} (null: nowhere),
     * which may cancel them ({@link java.util.concurrent.CancellationException}).
     */
    public static TraceDiff compute(Path normalDir, Path faultyDir, RankingParameters parameters, boolean allowRebuild,
            TraceProgress progress) {
        Addr2LineSymbolizer symbolizer = new Addr2LineSymbolizer();
        Map<String, FunctionSource> sources = new HashMap<>();
        TraceFiles.FunctionNamer namer = functions -> {
            Map<TraceFiles.FunctionAddress, String> names = new HashMap<>();
            symbolizer.functionSources(functions).forEach((f, s) -> {
                names.put(f, s.name());
                if (s.file() != null) {
                    sources.putIfAbsent(s.name(), s);
                }
            });
            return names;
        };
        TraceSet normal = open(normalDir, "normal run", namer);
        TraceSet faulty = open(faultyDir, "faulty run", namer);
        return of(normalDir, faultyDir, normal, faulty, parameters, sources, allowRebuild, progress);
    }

    /** A comparison of two trace sets already open (e.g. in memory), with where their functions are defined. */
    public static TraceDiff of(Path normalDir, Path faultyDir, TraceSet normal, TraceSet faulty,
            RankingParameters parameters, Map<String, FunctionSource> sources) {
        return of(normalDir, faultyDir, normal, faulty, parameters, sources, false, null);
    }

    private static TraceDiff of(Path normalDir, Path faultyDir, TraceSet normal, TraceSet faulty,
            RankingParameters parameters, Map<String, FunctionSource> sources, boolean allowRebuild,
            TraceProgress progress) {
        TraceComparison c = TraceAnalysis.compare(normal, faulty, allowRebuild).progress(progress);
        if (progress != null) {
            progress.comparing(c.keys().size(), parameters.combinations());
        }
        return new TraceDiff(normalDir, faultyDir, normal, faulty, c, parameters, c.rank(parameters),
                Map.copyOf(sources));
    }

    /**
     * The traces of one run in {@code dir}, their functions named with addr2line; {@code role} names the run in the
     * message when {@code dir} is no directory (e.g. "normal run").
     *
     * @throws TraceInputException with the one message to show when the directory holds no readable traces
     */
    public static TraceSet open(Path dir, String role) {
        return open(dir, role, new Addr2LineSymbolizer()::functionNames);
    }

    private static TraceSet open(Path dir, String role, TraceFiles.FunctionNamer namer) {
        if (!Files.isDirectory(dir)) {
            throw new TraceInputException(dir + " is not a directory: give the " + role + "'s trace directory (where"
                    + " 'straggler trace' or a launch recording traces wrote its trace-rank-*.strace files)");
        }
        return TraceFiles.open(dir, namer);
    }

    public Path normalDir() {
        return normalDir;
    }

    public Path faultyDir() {
        return faultyDir;
    }

    /** The normal run's traces. */
    public TraceSet normal() {
        return normal;
    }

    /** The faulty run's traces. */
    public TraceSet faulty() {
        return faulty;
    }

    public Ranking ranking() {
        return ranking;
    }

    public RankingParameters parameters() {
        return parameters;
    }

    /** The traces compared, in matrix order. */
    public List<TraceKey> keys() {
        return comparison.keys();
    }

    /** What the user should know about the comparison ({@link TraceComparison#notes()}). */
    public List<String> notes() {
        return comparison.notes();
    }

    /** The filter diffNLRs are shown under until a row is chosen: the first of the parameters. */
    public TraceFilter defaultFilter() {
        return parameters.filters().get(0);
    }

    /** The K diffNLRs are shown with until a row is chosen: the first of the parameters (chosen from the data: its value). */
    public int defaultK() {
        return comparison.k(defaultFilter(), parameters.ks().get(0), false);
    }

    /** The trace to look at first: the top suspect, else (no trace changed) the first trace. */
    public TraceKey startKey() {
        return ranking.top() != null ? ranking.top() : keys().get(0);
    }

    /** The row to start from: the first (lowest B-score) that names the top suspect, else the first row. */
    public RankingRow startRow() {
        TraceKey top = ranking.top();
        for (RankingRow r : ranking.rows()) {
            if (top != null && r.topTraces().contains(top)) {
                return r;
            }
        }
        return ranking.rows().isEmpty() ? null : ranking.rows().get(0);
    }

    /**
     * The diffNLRs of the {@code top} most suspicious traces (fewer when fewer are suspicious), then of the traces
     * {@code also} names; each trace once, in that order; each under {@link #changedUnder(TraceKey)}.
     */
    public List<DiffNlr> suspectDiffNlrs(int top, Collection<TraceKey> also) {
        Set<TraceKey> shown = new LinkedHashSet<>();
        List<Suspect> suspects = ranking.suspects();
        for (Suspect s : suspects.subList(0, Math.max(0, Math.min(top, suspects.size())))) {
            shown.add(s.key());
        }
        shown.addAll(also);
        List<DiffNlr> out = new ArrayList<>();
        for (TraceKey key : shown) {
            out.add(diffNlr(key));
        }
        return out;
    }

    /**
     * The diffNLR of {@code key} that shows its change: under the first of the parameters' filters (in their order;
     * calls by name before calls with their arguments, the latter when some attribute mode compares them) under which
     * the trace differs between the runs at all, with the first K of the parameters; under the default filter and K,
     * by name, when it differs under none. Whether a trace differs is a fact of the data (not of a row that happened
     * to rank first), so the choice does not move with ties in the table.
     */
    public DiffNlr diffNlr(TraceKey key) {
        int k = parameters.ks().get(0);
        Set<Boolean> details = new LinkedHashSet<>(List.of(false));
        parameters.attributes().forEach(m -> details.add(m.arguments()));
        for (TraceFilter f : parameters.filters()) {
            for (boolean arguments : details) {
                if (comparison.changed(key, f, k, arguments)) {
                    return comparison.diffNlr(key, f, k, arguments);
                }
            }
        }
        return comparison.diffNlr(key, defaultFilter(), k, false);
    }

    /** diffNLR of {@code key} under (filter, K). */
    public DiffNlr diffNlr(TraceKey key, TraceFilter filter, int k) {
        return comparison.diffNlr(key, filter, k);
    }

    /** JSM<sub>normal</sub>, JSM<sub>faulty</sub>, DiffJSM of one combination. */
    public Similarity similarity(TraceFilter filter, int k, AttributeMode attributes) {
        return comparison.similarity(filter, k, attributes);
    }

    /** Where function {@code name} is defined, or null (an MPI call, a library function, no -g). */
    public FunctionSource source(String name) {
        return sources.get(name);
    }
}
