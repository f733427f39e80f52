package dev.straggler.internal.ui.traces;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.straggler.core.symbols.Addr2LineSymbolizer;
import dev.straggler.core.symbols.Addr2LineSymbolizer.FunctionSource;
import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.DiffNlr;
import dev.straggler.core.traces.Ranking;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.RankingRow;
import dev.straggler.core.traces.Similarity;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceComparison;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.model.traces.TraceFiles;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * One comparison of a normal with a faulty run as the views show it: the two trace directories, the
 * {@link TraceComparison} (core), its {@link Ranking}, and where the traced functions are defined (addr2line), so a
 * double-click can open a call's source. Every number comes from {@code dev.straggler.core.traces}; this class only
 * holds the results and asks the facade for more (a diffNLR, a similarity). Not thread-safe (the comparison is not):
 * build it in a job, then use it on the UI thread.
 */
public final class TraceDiff {

    private final Path normalDir;
    private final Path faultyDir;
    private final TraceComparison comparison;
    private final RankingParameters parameters;
    private final Ranking ranking;
    private final Map<String, FunctionSource> sources;

    private TraceDiff(Path normalDir, Path faultyDir, TraceComparison comparison, RankingParameters parameters,
            Ranking ranking, Map<String, FunctionSource> sources) {
        this.normalDir = normalDir;
        this.faultyDir = faultyDir;
        this.comparison = comparison;
        this.parameters = parameters;
        this.ranking = ranking;
        this.sources = sources;
    }

    /**
     * Reads both runs, compares them and ranks every combination of {@code parameters} (long: call it from a job).
     *
     * @throws TraceInputException with the one message to show when the runs cannot be compared
     */
    public static TraceDiff compute(Path normalDir, Path faultyDir, RankingParameters parameters) {
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
        TraceSet normal = TraceFiles.open(normalDir, namer);
        TraceSet faulty = TraceFiles.open(faultyDir, namer);
        return of(normalDir, faultyDir, normal, faulty, parameters, sources);
    }

    /** A comparison of two trace sets already open (e.g. in memory, for tests). */
    public static TraceDiff of(Path normalDir, Path faultyDir, TraceSet normal, TraceSet faulty,
            RankingParameters parameters, Map<String, FunctionSource> sources) {
        TraceComparison c = TraceAnalysis.compare(normal, faulty);
        return new TraceDiff(normalDir, faultyDir, c, parameters, c.rank(parameters), Map.copyOf(sources));
    }

    public Path normalDir() {
        return normalDir;
    }

    public Path faultyDir() {
        return faultyDir;
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

    /** The filter and K diffNLRs are shown under until a row is chosen: the first of the parameters. */
    public TraceFilter defaultFilter() {
        return parameters.filters().get(0);
    }

    public int defaultK() {
        return parameters.ks().get(0);
    }

    /** The row the views start from: the first (lowest B-score) that names the top suspect, else the first row. */
    public RankingRow startRow() {
        TraceKey top = ranking.top();
        for (RankingRow r : ranking.rows()) {
            if (top != null && r.topTraces().contains(top)) {
                return r;
            }
        }
        return ranking.rows().isEmpty() ? null : ranking.rows().get(0);
    }

    /** diffNLR of {@code key} under (filter, K) (core). */
    public DiffNlr diffNlr(TraceKey key, TraceFilter filter, int k) {
        return comparison.diffNlr(key, filter, k);
    }

    /** JSM<sub>normal</sub>, JSM<sub>faulty</sub>, DiffJSM of one combination (core). */
    public Similarity similarity(TraceFilter filter, int k, AttributeMode attributes) {
        return comparison.similarity(filter, k, attributes);
    }

    /** Where function {@code name} is defined, or null (an MPI call, a library function, no -g). */
    public FunctionSource source(String name) {
        return sources.get(name);
    }
}
