package dev.straggler.internal.core.traces;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;

import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.ClusterTree;
import dev.straggler.core.traces.DiffNlr;
import dev.straggler.core.traces.Linkage;
import dev.straggler.core.traces.NlrEntry;
import dev.straggler.core.traces.NlrSequence;
import dev.straggler.core.traces.Ranking;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.RankingRow;
import dev.straggler.core.traces.Similarity;
import dev.straggler.core.traces.Suspect;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.core.traces.TraceProgress;
import dev.straggler.model.traces.FunctionTable;
import dev.straggler.model.traces.Trace;
import dev.straggler.model.traces.TraceCursor;
import dev.straggler.model.traces.TraceEvent;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * The DiffTrace pipeline over a normal and a faulty run (§II, Fig. 1): filter → NLR → attributes → concept lattice →
 * JSM → hierarchical clustering → DiffJSM → ranking; and diffNLR. Traces are read in key order, the normal run
 * first; one pass over a trace feeds every (filter, K, call detail) pipeline asked for at once, keeping per trace only
 * its attribute counts and a digest of its kept events (the NLR itself streams through). Each pipeline has one loop
 * table shared by both runs. A pipeline with K {@link TraceAnalysis#AUTO_K} runs with K {@link TraceAnalysis#MAX_K}
 * and reports the K its data needed (docs/architecture.md §9, "Trace diffing at real sizes"); a pipeline with calls
 * and their arguments is the one by names when no function of either run has arguments. Results are cached per
 * parameter combination (similarities and trees: only the most recent few, they are n²). Long steps report to the
 * {@link TraceProgress} set, which may cancel them. Not thread-safe.
 */
public final class ComparisonEngine {

    /** The events read per batch. */
    static final int BATCH = 4096;
    private static final int CACHED_SIMILARITIES = 4;
    /** Events between two progress reports (and cancellation checks). */
    private static final long REPORT_EVERY = 1 << 16;

    private record PipelineKey(TraceFilter filter, int k, boolean arguments) {
    }

    private record SimilarityKey(Pipeline pipeline, AttributeMode mode) {
    }

    private record TreeKey(SimilarityKey similarity, Linkage linkage) {
    }

    private record Divergence(TraceKey key, TraceFilter filter, boolean arguments) {
    }

    /** One (filter, K, call detail): its loop table, and per run and trace the attributes and the kept events' digest. */
    private static final class Pipeline {
        final PipelineKey key;
        /** The K the reducers run with. */
        final int reducerK;
        final LoopTable loops = new LoopTable();
        final AttributeInterner interner = new AttributeInterner();
        final TraceAttributes[][] attributes;
        final long[][] digests;
        final long[][] kept;
        int longest;

        Pipeline(PipelineKey key, int traces) {
            this.key = key;
            this.reducerK = key.k() == TraceAnalysis.AUTO_K ? TraceAnalysis.MAX_K : key.k();
            this.attributes = new TraceAttributes[2][traces];
            this.digests = new long[2][traces];
            this.kept = new long[2][traces];
        }

        /** The K it stands for: K from the data ({@link TraceAnalysis#AUTO_K}), else the one given. */
        int k() {
            return key.k() == TraceAnalysis.AUTO_K ? chosenK(longest) : key.k();
        }

        boolean changed(int t) {
            return digests[0][t] != digests[1][t] || kept[0][t] != kept[1][t];
        }
    }

    private final TraceSet[] runs;
    private final List<TraceKey> keys;
    private final SymbolTable symbols = new SymbolTable();
    /** [arguments ? 1 : 0][run]: the name id of every function id (with its arguments appended in [1]). */
    private final int[][][] names = new int[2][2][];
    /** Per (filter, arguments): the symbol maps of both runs. */
    private final Map<List<Object>, int[][]> filterMaps = new HashMap<>();
    private final Map<PipelineKey, Pipeline> pipelines = new HashMap<>();
    private final Map<TraceFilter, Boolean> argumentsMatter = new HashMap<>();
    private final Map<Divergence, Double> divergences = new HashMap<>();
    private final Map<SimilarityKey, Similarity> similarities = lru(CACHED_SIMILARITIES);
    private final Map<SimilarityKey, double[][]> distances = lru(CACHED_SIMILARITIES);
    private final Map<TreeKey, ClusterTree[]> trees = lru(3 * 7);
    private TraceProgress progress = TraceProgress.NONE;

    /** A comparison of two runs already checked by {@link TraceInputs#checkPair}. */
    public ComparisonEngine(TraceSet normal, TraceSet faulty) {
        this.runs = new TraceSet[] { normal, faulty };
        this.keys = List.copyOf(normal.keys());
        for (int run = 0; run < 2; run++) {
            names[0][run] = names(runs[run].functions(), symbols, false);
            names[1][run] = names(runs[run].functions(), symbols, true);
        }
    }

    /** The traces compared, in row order. */
    public List<TraceKey> keys() {
        return keys;
    }

    /** Where the long steps report from now on ({@link TraceProgress#NONE}: nowhere). */
    public void progress(TraceProgress p) {
        this.progress = p == null ? TraceProgress.NONE : p;
    }

    /** K from the data: the longest loop body found, but at least the paper's {@link TraceAnalysis#DEFAULT_K}. */
    static int chosenK(int longest) {
        return Math.max(TraceAnalysis.DEFAULT_K, longest);
    }

    /**
     * What the analyses should know about the K chosen from the data: a note per pipeline whose loop bodies reached
     * the bound {@link TraceAnalysis#MAX_K} (a longer body, if any, was not folded).
     */
    public List<String> notes() {
        Set<String> notes = new LinkedHashSet<>();
        for (Pipeline p : pipelines.values()) {
            if (p.key.k() == TraceAnalysis.AUTO_K && p.longest >= TraceAnalysis.MAX_K) {
                notes.add("Under " + p.key.filter() + " a loop body reached " + TraceAnalysis.MAX_K
                        + " entries, the most K chosen from the data may be: a longer body, if any, is not folded (-K "
                        + "forces a larger K, at a cost that grows with it).");
            }
        }
        return List.copyOf(notes);
    }

    // ---------------------------------------------------------------- the pass over the traces

    /** For each function id of {@code functions}: the id of its name, or of its name and arguments. */
    private static int[] names(FunctionTable functions, SymbolTable symbols, boolean arguments) {
        int[] out = new int[functions.size()];
        for (int f = 0; f < out.length; f++) {
            String name = functions.name(f), args = arguments ? functions.arguments(f) : null;
            out[f] = symbols.intern(args == null ? name : name + "(" + args + ")");
        }
        return out;
    }

    /**
     * For {@code filter} and run {@code run}: the symbol of every (function id, is return), at index
     * {@code 2 * function + (return ? 1 : 0)}, -1 when the filter drops the event (see {@link #index(int)}); with
     * {@code arguments}, MPI calls with their arguments.
     */
    private int[] filterMap(TraceFilter filter, boolean arguments, int run) {
        return filterMaps.computeIfAbsent(List.of(filter, arguments), x -> {
            int[][] maps = new int[2][];
            Map<Integer, Boolean> keep = new HashMap<>();
            for (int r = 0; r < 2; r++) {
                maps[r] = symbolMap(names[0][r], names[arguments ? 1 : 0][r], filter, symbols, keep);
            }
            return maps;
        })[run];
    }

    /**
     * The filter's map of a run whose function ids have names {@code nameOf} (what the filter looks at) and symbols
     * {@code symbolOf} (see {@link #filterMap}).
     */
    private static int[] symbolMap(int[] nameOf, int[] symbolOf, TraceFilter filter, SymbolTable symbols,
            Map<Integer, Boolean> keep) {
        int[] map = new int[2 * nameOf.length];
        for (int fn = 0; fn < nameOf.length; fn++) {
            int name = nameOf[fn];
            boolean kept = keep.computeIfAbsent(name, x -> filter.keeps(symbols.name(x)));
            map[2 * fn] = kept ? SymbolTable.call(symbolOf[fn]) : -1;
            map[2 * fn + 1] = kept && filter.keepsReturns() ? SymbolTable.exit(symbolOf[fn]) : -1;
        }
        return map;
    }

    /** Whether calls with their arguments differ from calls by name under {@code filter} in either run. */
    private boolean argumentsMatter(TraceFilter filter) {
        return argumentsMatter.computeIfAbsent(filter, f -> {
            for (int run = 0; run < 2; run++) {
                if (!Arrays.equals(filterMap(f, false, run), filterMap(f, true, run))) {
                    return true;
                }
            }
            return false;
        });
    }

    /** (filter, arguments) as the pipelines tell them apart: without arguments when they do not matter. */
    private List<Object> detail(TraceFilter filter, boolean arguments) {
        return List.of(filter, arguments && argumentsMatter(filter));
    }

    /** The index of packed event {@code ev} in a filter map: 2 × function, + 1 for a return (kind EXIT = 1). */
    private static int index(int ev) {
        return (ev >>> 2) << 1 | (ev & 1);
    }

    /**
     * The pipeline that answers {@code key}, without computing anything: the key's own, or one giving the same NLRs
     * (by names, when arguments do not matter; K from the data, when its longest body is at most the K asked for).
     * Null when none is computed yet.
     */
    private Pipeline lookup(PipelineKey key) {
        Pipeline p = pipelines.get(key);
        if (p != null) {
            return p;
        }
        if (key.arguments() && !argumentsMatter(key.filter())) {
            return lookup(new PipelineKey(key.filter(), key.k(), false));
        }
        if (key.k() != TraceAnalysis.AUTO_K && key.k() <= TraceAnalysis.MAX_K) {
            Pipeline auto = pipelines.get(new PipelineKey(key.filter(), TraceAnalysis.AUTO_K, key.arguments()));
            if (auto != null && auto.longest <= key.k()) {
                return auto; // with K between its longest body and its bound the NLR is the same (Nlr#longestBody)
            }
        }
        return null;
    }

    /** The pipeline of {@code key}, computed (with one pass over both runs) when needed. */
    private Pipeline pipeline(PipelineKey key) {
        ensure(List.of(key));
        return lookup(key);
    }

    /** Runs every missing pipeline of {@code wanted} in one pass over both runs. */
    private void ensure(Collection<PipelineKey> wanted) {
        Map<PipelineKey, Pipeline> todo = new LinkedHashMap<>();
        for (PipelineKey k : new LinkedHashSet<>(wanted)) {
            PipelineKey own = k.arguments() && !argumentsMatter(k.filter()) ? new PipelineKey(k.filter(), k.k(), false)
                    : k;
            if (lookup(own) == null && !todo.containsKey(own)) {
                todo.put(own, new Pipeline(own, keys.size()));
            }
        }
        if (todo.isEmpty()) {
            return;
        }
        List<Pipeline> list = new ArrayList<>(todo.values());
        int p = list.size();
        int[][] maps = new int[p][];
        Nlr[] nlr = new Nlr[p];
        TraceAttributes.Counter[] counters = new TraceAttributes.Counter[p];
        int[] batch = new int[BATCH];
        Work work = begin("reading the traces", list);
        for (int run = 0; run < 2; run++) {
            for (int i = 0; i < p; i++) {
                maps[i] = filterMap(list.get(i).key.filter(), list.get(i).key.arguments(), run);
            }
            for (int t = 0; t < keys.size(); t++) {
                for (int i = 0; i < p; i++) {
                    counters[i] = new TraceAttributes.Counter();
                    nlr[i] = new Nlr(list.get(i).reducerK, list.get(i).loops, counters[i]);
                }
                read(runs[run], keys.get(t), batch, maps, nlr, work);
                for (int i = 0; i < p; i++) {
                    Pipeline pl = list.get(i);
                    nlr[i].finish();
                    pl.attributes[run][t] = counters[i].finish();
                    pl.digests[run][t] = nlr[i].digest();
                    pl.kept[run][t] = nlr[i].pushed();
                    pl.longest = Math.max(pl.longest, nlr[i].longestBody());
                }
                work.traceDone();
            }
        }
        for (Pipeline pl : list) {
            pipelines.put(pl.key, pl);
        }
    }

    /** Progress over a pass: events when every trace tells its count, else traces. */
    private final class Work {
        private final boolean events;
        private long done, reported;

        Work(boolean events) {
            this.events = events;
        }

        void events(int n) {
            if (events) {
                done += n;
                if (done - reported >= REPORT_EVERY) {
                    report();
                }
            }
        }

        void traceDone() {
            if (!events) {
                done++;
            }
            report();
        }

        void report() {
            reported = done;
            progress.worked(done);
            if (progress.isCanceled()) {
                throw new CancellationException("trace comparison canceled");
            }
        }
    }

    private Work begin(String step, List<Pipeline> list) {
        long events = 0;
        for (TraceSet run : runs) {
            for (TraceKey key : keys) {
                long c = run.trace(key).eventCount();
                events = c < 0 || events < 0 ? -1 : events + c;
            }
        }
        StringBuilder what = new StringBuilder(step).append(" (");
        for (int i = 0; i < list.size(); i++) {
            PipelineKey k = list.get(i).key;
            what.append(i == 0 ? "" : ", ").append(k.filter()).append(k.arguments() ? " with arguments" : "")
                    .append(k.k() == TraceAnalysis.AUTO_K ? "" : ", K " + k.k());
        }
        what.append(")");
        progress.begin(what.toString(), events < 0 ? 2L * keys.size() : events, events < 0 ? "traces" : "events");
        return new Work(events >= 0);
    }

    /** Streams one trace through the reducers, each pushing the symbols its filter map keeps. */
    private static void read(TraceSet run, TraceKey key, int[] batch, int[][] maps, Nlr[] nlr, Work work) {
        Trace trace = run.trace(key);
        int p = nlr.length;
        try (TraceCursor cursor = trace.open()) {
            if (p == 1) { // the common case, kept tight
                int[] map = maps[0];
                Nlr reducer = nlr[0];
                for (int n; (n = cursor.read(batch)) > 0;) {
                    for (int j = 0; j < n; j++) {
                        int index = index(batch[j]);
                        if (index >= map.length) {
                            throw unknownFunction(run, key, batch[j], map);
                        }
                        int sym = map[index];
                        if (sym >= 0) {
                            reducer.push(sym);
                        }
                    }
                    if (work != null) {
                        work.events(n);
                    }
                }
                return;
            }
            for (int n; (n = cursor.read(batch)) > 0;) {
                for (int j = 0; j < n; j++) {
                    int index = index(batch[j]);
                    for (int i = 0; i < p; i++) {
                        int[] map = maps[i];
                        if (index >= map.length) {
                            throw unknownFunction(run, key, batch[j], map);
                        }
                        int sym = map[index];
                        if (sym >= 0) {
                            nlr[i].push(sym);
                        }
                    }
                }
                if (work != null) {
                    work.events(n);
                }
            }
        }
    }

    private static TraceInputException unknownFunction(TraceSet run, TraceKey key, int event, int[] map) {
        return new TraceInputException("The trace of " + key + " in " + run.source() + " refers to function id "
                + TraceEvent.function(event) + ", but the run's function table has only " + map.length / 2
                + (map.length == 2 ? " function" : " functions")
                + ": the trace files are damaged or from different runs. Record the run again.");
    }

    // ---------------------------------------------------------------- similarities and clusterings

    private SimilarityKey similarityKey(TraceFilter filter, int k, AttributeMode mode) {
        return new SimilarityKey(pipeline(new PipelineKey(filter, k, mode.arguments())), mode);
    }

    /** The three JSMs of (filter, K, attributes). */
    public Similarity similarity(TraceFilter filter, int k, AttributeMode mode) {
        return similarity(similarityKey(filter, k, mode));
    }

    private Similarity similarity(SimilarityKey key) {
        Similarity s = similarities.get(key);
        if (s == null) {
            Pipeline p = key.pipeline();
            double[][][] jsm = new double[2][][];
            for (int run = 0; run < 2; run++) {
                ConceptLattice lattice = new ConceptLattice();
                for (TraceAttributes a : p.attributes[run]) {
                    lattice.add(a.attributes(key.mode(), p.interner));
                }
                jsm[run] = lattice.jaccard();
            }
            s = new Similarity(keys, jsm[0], jsm[1]);
            similarities.put(key, s);
        }
        return s;
    }

    /** The clusterings of (filter, K, attributes, linkage): [0] normal JSM, [1] faulty JSM, [2] DiffJSM. */
    public ClusterTree[] trees(TraceFilter filter, int k, AttributeMode mode, Linkage linkage) {
        return trees(similarityKey(filter, k, mode), linkage);
    }

    private ClusterTree[] trees(SimilarityKey sk, Linkage linkage) {
        TreeKey key = new TreeKey(sk, linkage);
        ClusterTree[] t = trees.get(key);
        if (t == null) {
            double[][] d = distances.get(sk);
            if (d == null) {
                Similarity s = similarity(sk);
                d = new double[][] { HierarchicalClustering.rowDistances(s.normal()),
                        HierarchicalClustering.rowDistances(s.faulty()), HierarchicalClustering.rowDistances(s.diff()) };
                distances.put(sk, d);
            }
            int n = keys.size();
            t = new ClusterTree[3];
            for (int i = 0; i < 3; i++) {
                t[i] = new ClusterTree(keys, linkage, HierarchicalClustering.linkage(d[i], n, linkage));
            }
            trees.put(key, t);
        }
        return t;
    }

    // ---------------------------------------------------------------- ranking

    /** The ranking table over every combination of {@code params}. */
    public Ranking rank(RankingParameters params) {
        List<PipelineKey> wanted = new ArrayList<>();
        Set<Boolean> details = new LinkedHashSet<>();
        params.attributes().forEach(m -> details.add(m.arguments()));
        for (TraceFilter f : params.filters()) {
            for (int k : params.ks()) {
                for (boolean arguments : details) {
                    wanted.add(new PipelineKey(f, k, arguments));
                }
            }
        }
        ensure(wanted);
        int n = keys.size();
        List<TraceKey> changed = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            for (PipelineKey pk : wanted) {
                if (lookup(pk).changed(t)) {
                    changed.add(keys.get(t));
                    break;
                }
            }
        }
        // rows in enumeration order filter × attributes × linkage × K × clusters
        int nf = params.filters().size(), na = params.attributes().size(), nl = params.linkages().size(),
                nk = params.ks().size(), nc = params.clusterCounts().size();
        RankingRow[] rows = new RankingRow[params.combinations()];
        progress.begin("ranking", rows.length, "rows");
        int rowsDone = 0;
        Map<TraceKey, int[]> votes = new HashMap<>();
        Map<TraceKey, double[]> changeSum = new HashMap<>();
        Map<TraceKey, Set<List<Object>>> namedUnder = new HashMap<>();
        for (int fi = 0; fi < nf; fi++) {
            TraceFilter filter = params.filters().get(fi);
            for (int ki = 0; ki < nk; ki++) {
                for (int ai = 0; ai < na; ai++) {
                    AttributeMode mode = params.attributes().get(ai);
                    SimilarityKey sk = similarityKey(filter, params.ks().get(ki), mode);
                    double[] ch = similarity(sk).change();
                    for (int li = 0; li < nl; li++) {
                        ClusterTree[] t = trees(sk, params.linkages().get(li));
                        for (int ci = 0; ci < nc; ci++) {
                            int c = params.clusterCounts().get(ci);
                            double b = FlatClusters.fowlkesMallows(t[0].clustersByCount(c), t[1].clustersByCount(c));
                            List<TraceKey> top = suspicious(t[2].clustersByCount(c), ch, params.top());
                            List<Integer> ranks = new ArrayList<>();
                            for (TraceKey key : top) {
                                if (!ranks.contains(key.rank())) {
                                    ranks.add(key.rank());
                                }
                                votes.computeIfAbsent(key, x -> new int[1])[0]++;
                                namedUnder.computeIfAbsent(key, x -> new LinkedHashSet<>())
                                        .add(detail(filter, mode.arguments()));
                            }
                            for (int i = 0; i < n; i++) {
                                changeSum.computeIfAbsent(keys.get(i), x -> new double[1])[0] += ch[i];
                            }
                            int index = (((fi * na + ai) * nl + li) * nk + ki) * nc + ci;
                            rows[index] = new RankingRow(filter, mode, params.linkages().get(li), sk.pipeline().k(), c,
                                    b, top, ranks);
                        }
                    }
                    rowsDone += nl * nc;
                    progress.worked(rowsDone);
                    if (progress.isCanceled()) {
                        throw new CancellationException("trace comparison canceled");
                    }
                }
            }
        }
        List<RankingRow> sorted = new ArrayList<>(Arrays.asList(rows));
        sorted.sort(Comparator.comparingDouble(RankingRow::bScore)); // stable
        // a trace the same in both runs under every filter is not where a fault is, whatever its DiffJSM row (it
        // moves when another trace changes): rows may list it, suspects are traces that changed
        votes.keySet().retainAll(changed);
        boolean alike = votes.isEmpty();
        if (alike) {
            // no trace stands out from the others: the traces that changed at all, alike (DiffJSM cannot see them)
            for (PipelineKey pk : wanted) {
                Pipeline p = lookup(pk);
                for (int t = 0; t < n; t++) {
                    if (p.changed(t)) {
                        votes.computeIfAbsent(keys.get(t), x -> new int[1]);
                        namedUnder.computeIfAbsent(keys.get(t), x -> new LinkedHashSet<>())
                                .add(detail(pk.filter(), pk.arguments()));
                    }
                }
            }
        }
        List<Suspect> suspects = new ArrayList<>();
        progress.begin("finding where the suspects diverged", namedUnder.size(), "traces");
        int done = 0;
        for (Map.Entry<TraceKey, int[]> v : votes.entrySet()) {
            TraceKey key = v.getKey();
            double diverged = 1;
            for (List<Object> under : namedUnder.get(key)) {
                diverged = Math.min(diverged, divergence(key, (TraceFilter) under.get(0), (Boolean) under.get(1)));
            }
            suspects.add(new Suspect(key, diverged, v.getValue()[0], alike ? 0 : changeSum.get(key)[0]));
            progress.worked(++done);
            if (progress.isCanceled()) {
                throw new CancellationException("trace comparison canceled");
            }
        }
        suspects.sort(Comparator.comparingDouble(Suspect::diverged)
                .thenComparing(Comparator.comparingInt(Suspect::votes).reversed())
                .thenComparing(Comparator.comparingDouble(Suspect::change).reversed())
                .thenComparing(Suspect::key));
        return new Ranking(sorted, suspects, alike && !suspects.isEmpty(), changed, n);
    }

    /**
     * Where the faulty trace of {@code key} first departs from its normal twin under {@code filter}: the number of the normal
     * trace's kept events before the first event in which the two differ (one trace ending counts as differing),
     * divided by the normal trace's kept event count; 1 when the two are equal, 0 when the normal trace keeps no
     * event but the faulty one does. Independent of K (the NLR is lossless). Its own streaming pass over the two
     * traces, so the ranking measures it for its suspects only (the pipelines' single pass per run stays one).
     */
    public double divergence(TraceKey key, TraceFilter filter) {
        return divergence(key, filter, false);
    }

    /** As {@link #divergence(TraceKey, TraceFilter)}, with MPI calls compared with their arguments when asked. */
    public double divergence(TraceKey key, TraceFilter filter, boolean arguments) {
        return divergences.computeIfAbsent(new Divergence(key, filter, arguments), x -> {
            try (Kept a = new Kept(runs[0], key, filterMap(filter, arguments, 0));
                    Kept b = new Kept(runs[1], key, filterMap(filter, arguments, 1))) {
                long common = 0;
                int u, v;
                while ((u = a.next()) == (v = b.next()) && u >= 0) {
                    common++;
                }
                if (u == v) {
                    return 1.0;
                }
                long total = common;
                if (u >= 0) {
                    total++;
                    while (a.next() >= 0) {
                        total++;
                    }
                }
                return total == 0 ? 0.0 : (double) common / total;
            }
        });
    }

    /** The kept symbols of one trace under a filter map, one at a time (-1 at the end). */
    private static final class Kept implements AutoCloseable {
        private final TraceSet run;
        private final TraceKey key;
        private final int[] map;
        private final TraceCursor cursor;
        private final int[] batch = new int[BATCH];
        private int size, pos;

        Kept(TraceSet run, TraceKey key, int[] map) {
            this.run = run;
            this.key = key;
            this.map = map;
            this.cursor = run.trace(key).open();
        }

        int next() {
            while (true) {
                while (pos < size) {
                    int ev = batch[pos++], index = index(ev);
                    if (index >= map.length) {
                        throw unknownFunction(run, key, ev, map);
                    }
                    if (map[index] >= 0) {
                        return map[index];
                    }
                }
                size = cursor.read(batch);
                pos = 0;
                if (size <= 0) {
                    size = 0;
                    return -1;
                }
            }
        }

        @Override
        public void close() {
            cursor.close();
        }
    }

    /**
     * The suspicious traces of a DiffJSM clustering: the members of its smallest clusters when they are a minority
     * (fewer than half the traces), whose similarities changed at all, most changed first, at most {@code top}.
     */
    List<TraceKey> suspicious(int[] labels, double[] change, int top) {
        Map<Integer, Integer> size = new HashMap<>();
        for (int l : labels) {
            size.merge(l, 1, Integer::sum);
        }
        int min = Integer.MAX_VALUE;
        for (int s : size.values()) {
            min = Math.min(min, s);
        }
        List<Integer> members = new ArrayList<>();
        if (2 * min < labels.length) {
            for (int i = 0; i < labels.length; i++) {
                if (size.get(labels[i]) == min && change[i] > 1e-12) {
                    members.add(i);
                }
            }
        }
        members.sort((a, b) -> {
            int c = Double.compare(change[b], change[a]);
            return c != 0 ? c : keys.get(a).compareTo(keys.get(b));
        });
        List<TraceKey> out = new ArrayList<>();
        for (int i = 0; i < Math.min(top, members.size()); i++) {
            out.add(keys.get(members.get(i)));
        }
        return out;
    }

    // ---------------------------------------------------------------- NLR and diffNLR

    private int indexOf(TraceKey key) {
        int t = keys.indexOf(key);
        if (t < 0) {
            throw new TraceInputException("There is no trace " + key + " (rank.thread) in " + runs[0].source()
                    + ": its traces are " + keys.get(0) + " to " + keys.get(keys.size() - 1) + ".");
        }
        return t;
    }

    /** The K that (filter, {@code k}) stands for: for {@link TraceAnalysis#AUTO_K}, the one chosen from the data. */
    public int k(TraceFilter filter, int k, boolean arguments) {
        return pipeline(new PipelineKey(filter, k, arguments)).k();
    }

    /** Whether trace {@code key} differs between the runs under (filter, K, arguments) at all. */
    public boolean changed(TraceKey key, TraceFilter filter, int k, boolean arguments) {
        return pipeline(new PipelineKey(filter, k, arguments)).changed(indexOf(key));
    }

    /** diffNLR of trace {@code key} under (filter, K, MPI calls by name or with their arguments). */
    public DiffNlr diffNlr(TraceKey key, TraceFilter filter, int k, boolean arguments) {
        indexOf(key);
        Pipeline p = pipeline(new PipelineKey(filter, k, arguments));
        NlrSequence[] seq = new NlrSequence[2];
        for (int run = 0; run < 2; run++) {
            seq[run] = nlrOf(runs[run], key, filterMap(filter, arguments, run), p.reducerK, p.k(), p.loops, symbols);
        }
        BoundedDiff.Result d = BoundedDiff.diff(seq[0].entries(), seq[1].entries());
        return new DiffNlr(key, seq[0], seq[1], d.blocks(), filter, p.k(), arguments, d.note());
    }

    /**
     * diffNLR of trace {@code key} under (filter, K): MPI calls by name, or, when that shows no change and the runs
     * describe their calls, with their arguments (a changed count, peer or tag).
     */
    public DiffNlr diffNlr(TraceKey key, TraceFilter filter, int k) {
        DiffNlr byName = diffNlr(key, filter, k, false);
        if (!byName.identical() || !argumentsMatter(filter)) {
            return byName;
        }
        DiffNlr withArguments = diffNlr(key, filter, k, true);
        return withArguments.identical() ? byName : withArguments;
    }

    /** One trace reduced: its top-level elements, the symbols pushed, the longest loop body formed. */
    private record Reduced(LongList out, long pushed, int longest) {
    }

    private static Reduced reduce(TraceSet run, TraceKey key, int[] map, int reducerK, LoopTable loops) {
        LongList out = new LongList();
        Nlr nlr = new Nlr(reducerK, loops, out);
        read(run, key, new int[BATCH], new int[][] { map }, new Nlr[] { nlr }, null);
        nlr.finish();
        return new Reduced(out, nlr.pushed(), nlr.longestBody());
    }

    /** The NLR of one trace reduced with {@code reducerK}, standing for K {@code k}, interning into {@code loops}. */
    static NlrSequence nlrOf(TraceSet run, TraceKey key, int[] map, int reducerK, int k, LoopTable loops,
            SymbolTable symbols) {
        return sequence(key, reduce(run, key, map, reducerK, loops), k, loops, symbols);
    }

    private static NlrSequence sequence(TraceKey key, Reduced r, int k, LoopTable loops, SymbolTable symbols) {
        LongList out = r.out();
        List<NlrEntry> entries = new ArrayList<>(out.size);
        for (int i = 0; i < out.size; i++) {
            entries.add(entry(out.values[i], symbols));
        }
        Map<Integer, List<NlrEntry>> bodies = new TreeMap<>();
        List<Integer> todo = new ArrayList<>();
        for (int i = 0; i < out.size; i++) {
            if (Nlr.isLoop(out.values[i])) {
                todo.add(Nlr.body(out.values[i]));
            }
        }
        while (!todo.isEmpty()) {
            int id = todo.remove(todo.size() - 1);
            if (bodies.containsKey(id)) {
                continue;
            }
            List<NlrEntry> body = new ArrayList<>();
            for (int i = 0; i < loops.length(id); i++) {
                long e = loops.element(id, i);
                body.add(entry(e, symbols));
                if (Nlr.isLoop(e)) {
                    todo.add(Nlr.body(e));
                }
            }
            bodies.put(id, body);
        }
        return new NlrSequence(key, entries, bodies, r.pushed(), k);
    }

    /**
     * The NLR of trace {@code key} of one run, with loop ids as a comparison with this run as the normal one numbers
     * them (the run's traces before {@code key} are read first, in key order). K {@link TraceAnalysis#AUTO_K}: from
     * the data of the traces read.
     */
    public static NlrSequence nlr(TraceSet run, TraceKey key, TraceFilter filter, int k, boolean arguments) {
        SymbolTable symbols = new SymbolTable();
        int[] map = symbolMap(names(run.functions(), symbols, false), names(run.functions(), symbols, arguments),
                filter, symbols, new HashMap<>());
        LoopTable loops = new LoopTable();
        int reducerK = k == TraceAnalysis.AUTO_K ? TraceAnalysis.MAX_K : k;
        int longest = 0;
        int[] batch = new int[BATCH];
        for (TraceKey before : run.keys()) {
            if (before.compareTo(key) >= 0) {
                break;
            }
            Nlr nlr = new Nlr(reducerK, loops, e -> {
            });
            read(run, before, batch, new int[][] { map }, new Nlr[] { nlr }, null);
            nlr.finish();
            longest = Math.max(longest, nlr.longestBody());
        }
        Reduced r = reduce(run, key, map, reducerK, loops);
        longest = Math.max(longest, r.longest());
        return sequence(key, r, k == TraceAnalysis.AUTO_K ? chosenK(longest) : k, loops, symbols);
    }

    private static NlrEntry entry(long e, SymbolTable symbols) {
        if (Nlr.isLoop(e)) {
            return new NlrEntry.Loop(Nlr.body(e), Nlr.count(e));
        }
        int sym = Nlr.symbol(e);
        return new NlrEntry.Call(symbols.name(SymbolTable.nameOf(sym)), SymbolTable.isExit(sym));
    }

    private static <K, V> Map<K, V> lru(int capacity) {
        return new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > capacity;
            }
        };
    }

    /** A growable list of longs, as an {@link NlrSink}. */
    static final class LongList implements NlrSink {
        long[] values = new long[16];
        int size;

        @Override
        public void accept(long e) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = e;
        }
    }
}
