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

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import com.github.difflib.patch.Patch;

import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.ClusterTree;
import dev.straggler.core.traces.DiffBlock;
import dev.straggler.core.traces.DiffNlr;
import dev.straggler.core.traces.Linkage;
import dev.straggler.core.traces.NlrEntry;
import dev.straggler.core.traces.NlrSequence;
import dev.straggler.core.traces.Ranking;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.RankingRow;
import dev.straggler.core.traces.Similarity;
import dev.straggler.core.traces.Suspect;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.model.traces.Trace;
import dev.straggler.model.traces.TraceCursor;
import dev.straggler.model.traces.TraceEvent;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * The DiffTrace pipeline over a normal and a faulty run (§II, Fig. 1): filter → NLR → attributes → concept lattice →
 * JSM → hierarchical clustering → DiffJSM → ranking; and diffNLR. Traces are read in key order, the normal run
 * first; one pass over a trace feeds every (filter, K) pipeline asked for at once, keeping per trace only its
 * attribute counts (the NLR itself streams through). Each (filter, K) has one loop table shared by both runs.
 * Results are cached per parameter combination (similarities and trees: only the most recent few, they are n²).
 * Not thread-safe.
 */
public final class ComparisonEngine {

    /** The events read per batch. */
    static final int BATCH = 4096;
    private static final int CACHED_SIMILARITIES = 4;

    private record PipelineKey(TraceFilter filter, int k) {
    }

    private record SimilarityKey(PipelineKey pipeline, AttributeMode mode) {
    }

    private record TreeKey(SimilarityKey similarity, Linkage linkage) {
    }

    private static final class Pipeline {
        final PipelineKey key;
        final LoopTable loops = new LoopTable();
        final AttributeInterner interner = new AttributeInterner();
        final TraceAttributes[][] attributes;

        Pipeline(PipelineKey key, int traces) {
            this.key = key;
            this.attributes = new TraceAttributes[2][traces];
        }
    }

    private final TraceSet[] runs;
    private final List<TraceKey> keys;
    private final SymbolTable symbols = new SymbolTable();
    private final int[][] names = new int[2][];
    private final Map<TraceFilter, int[][]> filterMaps = new HashMap<>();
    private final Map<PipelineKey, Pipeline> pipelines = new HashMap<>();
    private record Divergence(TraceKey key, TraceFilter filter) {
    }

    private final Map<Divergence, Double> divergences = new HashMap<>();
    private final Map<SimilarityKey, Similarity> similarities = lru(CACHED_SIMILARITIES);
    private final Map<SimilarityKey, double[][]> distances = lru(CACHED_SIMILARITIES);
    private final Map<TreeKey, ClusterTree[]> trees = lru(3 * 7);

    /** A comparison of two runs already checked by {@link TraceInputs#checkPair(TraceSet, TraceSet)}. */
    public ComparisonEngine(TraceSet normal, TraceSet faulty) {
        this.runs = new TraceSet[] { normal, faulty };
        this.keys = List.copyOf(normal.keys());
        names[0] = symbols.map(normal.functions());
        names[1] = symbols.map(faulty.functions());
    }

    /** The traces compared, in row order. */
    public List<TraceKey> keys() {
        return keys;
    }

    // ---------------------------------------------------------------- the pass over the traces

    /**
     * For {@code filter} and run {@code run}: the symbol of every (function id, is return), at index
     * {@code 2 * function + (return ? 1 : 0)}, -1 when the filter drops the event (see {@link #index(int)}).
     */
    private int[] filterMap(TraceFilter filter, int run) {
        return filterMaps.computeIfAbsent(filter, f -> {
            int[][] maps = new int[2][];
            Map<Integer, Boolean> keep = new HashMap<>();
            for (int r = 0; r < 2; r++) {
                maps[r] = symbolMap(names[r], f, symbols, keep);
            }
            return maps;
        })[run];
    }

    /** The filter's map of a run whose function ids have names {@code nameOf} (see {@link #filterMap}). */
    private static int[] symbolMap(int[] nameOf, TraceFilter filter, SymbolTable symbols, Map<Integer, Boolean> keep) {
        int[] map = new int[2 * nameOf.length];
        for (int fn = 0; fn < nameOf.length; fn++) {
            int name = nameOf[fn];
            boolean kept = keep.computeIfAbsent(name, x -> filter.keeps(symbols.name(x)));
            map[2 * fn] = kept ? SymbolTable.call(name) : -1;
            map[2 * fn + 1] = kept && filter.keepsReturns() ? SymbolTable.exit(name) : -1;
        }
        return map;
    }

    /** The index of packed event {@code ev} in a filter map: 2 × function, + 1 for a return (kind EXIT = 1). */
    private static int index(int ev) {
        return (ev >>> 2) << 1 | (ev & 1);
    }

    /** Runs every missing pipeline of {@code wanted} in one pass over both runs. */
    private void ensure(Collection<PipelineKey> wanted) {
        List<Pipeline> todo = new ArrayList<>();
        for (PipelineKey k : new LinkedHashSet<>(wanted)) {
            if (!pipelines.containsKey(k)) {
                todo.add(new Pipeline(k, keys.size()));
            }
        }
        if (todo.isEmpty()) {
            return;
        }
        int p = todo.size();
        int[][] maps = new int[p][];
        Nlr[] nlr = new Nlr[p];
        TraceAttributes.Counter[] counters = new TraceAttributes.Counter[p];
        int[] batch = new int[BATCH];
        for (int run = 0; run < 2; run++) {
            for (int i = 0; i < p; i++) {
                maps[i] = filterMap(todo.get(i).key.filter(), run);
            }
            for (int t = 0; t < keys.size(); t++) {
                for (int i = 0; i < p; i++) {
                    counters[i] = new TraceAttributes.Counter();
                    nlr[i] = new Nlr(todo.get(i).key.k(), todo.get(i).loops, counters[i]);
                }
                read(runs[run], keys.get(t), batch, maps, nlr);
                for (int i = 0; i < p; i++) {
                    nlr[i].finish();
                    todo.get(i).attributes[run][t] = counters[i].finish();
                }
            }
        }
        for (Pipeline pl : todo) {
            pipelines.put(pl.key, pl);
        }
    }

    /** Streams one trace through the reducers, each pushing the symbols its filter map keeps. */
    private static void read(TraceSet run, TraceKey key, int[] batch, int[][] maps, Nlr[] nlr) {
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

    /** The three JSMs of (filter, K, attributes). */
    public Similarity similarity(TraceFilter filter, int k, AttributeMode mode) {
        PipelineKey pk = new PipelineKey(filter, k);
        ensure(List.of(pk));
        return similarity(new SimilarityKey(pk, mode));
    }

    private Similarity similarity(SimilarityKey key) {
        Similarity s = similarities.get(key);
        if (s == null) {
            Pipeline p = pipelines.get(key.pipeline());
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
        PipelineKey pk = new PipelineKey(filter, k);
        ensure(List.of(pk));
        return trees(new SimilarityKey(pk, mode), linkage);
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
        for (TraceFilter f : params.filters()) {
            for (int k : params.ks()) {
                wanted.add(new PipelineKey(f, k));
            }
        }
        ensure(wanted);
        int n = keys.size();
        // rows in enumeration order filter × attributes × linkage × K × clusters
        int nf = params.filters().size(), na = params.attributes().size(), nl = params.linkages().size(),
                nk = params.ks().size(), nc = params.clusterCounts().size();
        RankingRow[] rows = new RankingRow[params.combinations()];
        Map<TraceKey, int[]> votes = new HashMap<>();
        Map<TraceKey, double[]> changeSum = new HashMap<>();
        Map<TraceKey, Set<TraceFilter>> namedUnder = new HashMap<>();
        for (int fi = 0; fi < nf; fi++) {
            for (int ki = 0; ki < nk; ki++) {
                for (int ai = 0; ai < na; ai++) {
                    SimilarityKey sk = new SimilarityKey(new PipelineKey(params.filters().get(fi), params.ks().get(ki)),
                            params.attributes().get(ai));
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
                                namedUnder.computeIfAbsent(key, x -> new LinkedHashSet<>()).add(params.filters().get(fi));
                            }
                            for (int i = 0; i < n; i++) {
                                changeSum.computeIfAbsent(keys.get(i), x -> new double[1])[0] += ch[i];
                            }
                            int index = (((fi * na + ai) * nl + li) * nk + ki) * nc + ci;
                            rows[index] = new RankingRow(params.filters().get(fi), params.attributes().get(ai),
                                    params.linkages().get(li), params.ks().get(ki), c, b, top, ranks);
                        }
                    }
                }
            }
        }
        List<RankingRow> sorted = new ArrayList<>(Arrays.asList(rows));
        sorted.sort(Comparator.comparingDouble(RankingRow::bScore)); // stable
        List<Suspect> suspects = new ArrayList<>();
        votes.forEach((key, v) -> {
            double diverged = 1;
            for (TraceFilter f : namedUnder.get(key)) {
                diverged = Math.min(diverged, divergence(key, f));
            }
            suspects.add(new Suspect(key, diverged, v[0], changeSum.get(key)[0]));
        });
        suspects.sort(Comparator.comparingDouble(Suspect::diverged)
                .thenComparing(Comparator.comparingInt(Suspect::votes).reversed())
                .thenComparing(Comparator.comparingDouble(Suspect::change).reversed())
                .thenComparing(Suspect::key));
        return new Ranking(sorted, suspects);
    }

    /**
     * Where the faulty trace of {@code key} first departs from its normal twin under {@code filter}: the number of the normal
     * trace's kept events before the first event in which the two differ (one trace ending counts as differing),
     * divided by the normal trace's kept event count; 1 when the two are equal, 0 when the normal trace keeps no
     * event but the faulty one does. Independent of K (the NLR is lossless). Its own streaming pass over the two
     * traces, so the ranking measures it for its suspects only (the pipelines' single pass per run stays one).
     */
    public double divergence(TraceKey key, TraceFilter filter) {
        return divergences.computeIfAbsent(new Divergence(key, filter), x -> {
            try (Kept a = new Kept(runs[0], key, filterMap(filter, 0));
                    Kept b = new Kept(runs[1], key, filterMap(filter, 1))) {
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

    /** diffNLR of trace {@code key} under (filter, K). */
    public DiffNlr diffNlr(TraceKey key, TraceFilter filter, int k) {
        int t = keys.indexOf(key);
        if (t < 0) {
            throw new TraceInputException("There is no trace " + key + " (rank.thread) in " + runs[0].source()
                    + ": its traces are " + keys.get(0) + " to " + keys.get(keys.size() - 1) + ".");
        }
        PipelineKey pk = new PipelineKey(filter, k);
        ensure(List.of(pk));
        LoopTable loops = pipelines.get(pk).loops;
        NlrSequence[] seq = new NlrSequence[2];
        for (int run = 0; run < 2; run++) {
            seq[run] = nlrOf(runs[run], key, filterMap(filter, run), k, loops, symbols);
        }
        return diff(key, seq[0], seq[1]);
    }

    /** Myers' diff (java-diff-utils) of two NLRs as blocks. */
    static DiffNlr diff(TraceKey key, NlrSequence normal, NlrSequence faulty) {
        List<NlrEntry> a = normal.entries(), b = faulty.entries();
        Patch<NlrEntry> patch = DiffUtils.diff(a, b, true);
        List<DiffBlock> blocks = new ArrayList<>();
        for (AbstractDelta<NlrEntry> d : patch.getDeltas()) {
            List<NlrEntry> src = d.getSource().getLines(), tgt = d.getTarget().getLines();
            switch (d.getType()) {
                case EQUAL -> blocks.add(new DiffBlock(DiffBlock.Kind.COMMON, src, tgt));
                case DELETE -> blocks.add(new DiffBlock(DiffBlock.Kind.ONLY_NORMAL, src, List.of()));
                case INSERT -> blocks.add(new DiffBlock(DiffBlock.Kind.ONLY_FAULTY, List.of(), tgt));
                case CHANGE -> {
                    blocks.add(new DiffBlock(DiffBlock.Kind.ONLY_NORMAL, src, List.of()));
                    blocks.add(new DiffBlock(DiffBlock.Kind.ONLY_FAULTY, List.of(), tgt));
                }
            }
        }
        return new DiffNlr(key, normal, faulty, blocks);
    }

    /** The NLR of one trace, interning into {@code loops}. */
    static NlrSequence nlrOf(TraceSet run, TraceKey key, int[] map, int k, LoopTable loops, SymbolTable symbols) {
        LongList out = new LongList();
        Nlr nlr = new Nlr(k, loops, out);
        read(run, key, new int[BATCH], new int[][] { map }, new Nlr[] { nlr });
        nlr.finish();
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
        return new NlrSequence(key, entries, bodies, nlr.pushed());
    }

    /**
     * The NLR of trace {@code key} of one run, with loop ids as a comparison with this run as the normal one numbers
     * them (the run's traces up to {@code key} are read first, in key order).
     */
    public static NlrSequence nlr(TraceSet run, TraceKey key, TraceFilter filter, int k) {
        SymbolTable symbols = new SymbolTable();
        int[] map = symbolMap(symbols.map(run.functions()), filter, symbols, new HashMap<>());
        LoopTable loops = new LoopTable();
        int[] batch = new int[BATCH];
        for (TraceKey before : run.keys()) {
            if (before.compareTo(key) >= 0) {
                break;
            }
            Nlr nlr = new Nlr(k, loops, e -> {
            });
            read(run, before, batch, new int[][] { map }, new Nlr[] { nlr });
            nlr.finish();
        }
        return nlrOf(run, key, map, k, loops, symbols);
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
