package dev.straggler.internal.core.progress;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.straggler.model.RankSet;

/**
 * Loop-aware progress dependence (AutomaDeD-LA, Algorithm 1). Table 1 cannot order two tasks inside a
 * loop that has not exited (both path probabilities are 1), nor tasks stalled in different iterations;
 * the transition counts can:
 * <ol>
 * <li>chains of singleton states (one edge in, one edge out, no task in them) are compressed;</li>
 * <li>loops are found from the back edges of a depth-first search of the global model; a loop's body is
 * its natural loop, and its back edge is its characteristic edge: a task's count on it is the number
 * of iterations it completed;</li>
 * <li>task groups are split by their iteration counts (tasks at the same state in different iterations
 * are not at the same point of progress);</li>
 * <li>two groups with common loops compare their iteration counts lexicographically, outermost loop
 * first — the group with more iterations progressed further and depends on the other; a tie is broken
 * by the distance from the innermost common loop's entry; a remaining tie (different branches of one
 * iteration) by Table 1 on the model without back edges; groups with no common loop by Table 1 on the
 * global model (the probabilistic rule).</li>
 * </ol>
 * Waits and the least-progressed groups follow as for the other algorithms ({@link PdgBuilder}).
 */
final class LoopAwarePdg {

    private LoopAwarePdg() {
    }

    /**
     * A loop: its header, the original states its back (characteristic) edges leave from ({@code
     * originalFroms}: a task's iterations are its counts on these edges, summed), and its body.
     */
    record Loop(int head, int[] originalFroms, BitSet body) {

        long iterations(MarkovChain local) {
            long n = 0;
            for (int from : originalFroms) {
                n += local.count(from, head);
            }
            return n;
        }
    }

    /** A group of tasks: at one state, in the same iterations of the loops they run through there. */
    private record Group(int state, int[] loops, long[] iterations, RankSet.Builder ranks) {
        Group(int state, int[] loops, long[] iterations) {
            this(state, loops, iterations, RankSet.builder());
        }
    }

    static Pdg build(ProgressProblem problem) {
        MarkovChain global = problem.global();
        int n = problem.stateCount();
        List<Pdg.Node> byState = PdgBuilder.nodes(problem); // the other algorithms' nodes: the tasks of each state
        BitSet occupied = new BitSet(n);
        for (Pdg.Node node : byState) {
            occupied.set(node.state());
        }
        Compressed g = Compressed.of(global, occupied);
        List<Loop> loops = g.loops();
        // outermost first: a loop's body contains the bodies of the loops nested in it
        loops.sort(Comparator.comparingInt((Loop l) -> -l.body().cardinality()).thenComparingInt(Loop::head));

        // A task is in a loop at its current state only if its OWN model cycles through that state inside
        // the loop: the merged model joins different tasks' paths through one source loop (a producer's
        // and a consumer's) into cycles no single task runs, and their counts do not compare.
        // Tasks with one local model at one state share a group, unless another model gives the same.
        // The groups are made of rank sets: the tasks of a state that have a model.
        int[] rs = problem.rankState();
        List<ProgressProblem.LocalModel> locals = problem.locals();
        Map<String, Group> groups = new HashMap<>();
        for (ProgressProblem.LocalModel local : locals) {
            Map<Integer, RankSet.Builder> atState = new HashMap<>();
            if (local.ranks().size() <= byState.size()) { // few ranks: look their states up
                local.ranks().stream().forEach(r -> {
                    if (r < rs.length && rs[r] >= 0) {
                        atState.computeIfAbsent(rs[r], x -> RankSet.builder()).add(r);
                    }
                });
            } else {
                for (Pdg.Node node : byState) {
                    if (node.ranks().intersects(local.ranks())) {
                        atState.put(node.state(), RankSet.builder().addAll(node.ranks().intersect(local.ranks())));
                    }
                }
            }
            atState.forEach((s, ranks) -> {
                List<Integer> in = new ArrayList<>();
                List<Long> its = new ArrayList<>();
                StringBuilder sb = new StringBuilder().append(s);
                for (int l = 0; l < loops.size(); l++) {
                    Loop loop = loops.get(l);
                    if (loop.body().get(s) && cyclesThrough(local.chain(), s, loop.body(), g.alive)) {
                        long c = loop.iterations(local.chain());
                        in.add(l);
                        its.add(c);
                        sb.append('/').append(l).append(':').append(c);
                    }
                }
                int[] loopsIn = in.stream().mapToInt(Integer::intValue).toArray();
                long[] iterations = its.stream().mapToLong(Long::longValue).toArray();
                Group group = groups.computeIfAbsent(sb.toString(), x -> new Group(s, loopsIn, iterations));
                group.ranks().addAll(ranks.build());
            });
        }
        List<Pdg.Node> nodes = new ArrayList<>();
        groups.forEach((k, gr) -> nodes.add(new Pdg.Node(gr.state, gr.ranks.build(), gr.iterations, gr.loops)));
        nodes.sort(Comparator.comparingInt(x -> x.ranks().first()));

        int k = nodes.size();
        Dependence[][] matrix = PdgBuilder.noDependencies(k);
        double[][] forward = PdgBuilder.unknown(k);
        double[][] backward = PdgBuilder.unknown(k);
        HittingProbabilities[] toGlobal = new HittingProbabilities[n];
        HittingProbabilities[] toAcyclic = new HittingProbabilities[n];
        MarkovChain acyclic = g.withoutBackEdges(global, loops);
        for (int a = 0; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                Pdg.Node na = nodes.get(a), nb = nodes.get(b);
                Dependence d = compare(na, nb, loops, g);
                if (d == null) {
                    MarkovChain m = common(na, nb).isEmpty() ? global : acyclic;
                    HittingProbabilities[] cache = m == global ? toGlobal : toAcyclic;
                    HittingProbabilities hb = hitting(cache, m, nb.state()), ha = hitting(cache, m, na.state());
                    d = Dependence.of(hb.probabilityClass(na.state()), ha.probabilityClass(nb.state()));
                    forward[a][b] = hb.probability(na.state());
                    backward[a][b] = ha.probability(nb.state());
                }
                matrix[a][b] = d;
                matrix[b][a] = d.transpose();
            }
        }
        return PdgBuilder.finish(problem, nodes, PdgBuilder.ranksOf(byState), matrix, forward, backward);
    }

    private static HittingProbabilities hitting(HittingProbabilities[] cache, MarkovChain m, int target) {
        if (cache[target] == null) {
            cache[target] = HittingProbabilities.toTarget(m, target);
        }
        return cache[target];
    }

    /** Indices (into each node's loop list) of the loops both nodes' tasks run through: {a index, b index}. */
    private static List<int[]> common(Pdg.Node a, Pdg.Node b) {
        List<int[]> c = new ArrayList<>();
        for (int i = 0; i < a.loops().length; i++) {
            for (int j = 0; j < b.loops().length; j++) {
                if (a.loops()[i] == b.loops()[j]) {
                    c.add(new int[] { i, j });
                }
            }
        }
        return c;
    }

    /** Iterations of the common loops (outermost first), then distance from the loop entry; null when neither decides. */
    private static Dependence compare(Pdg.Node a, Pdg.Node b, List<Loop> loops, Compressed g) {
        List<int[]> common = common(a, b);
        if (common.isEmpty()) {
            return null;
        }
        for (int[] c : common) {
            long ca = a.iterations()[c[0]], cb = b.iterations()[c[1]];
            if (ca != cb) {
                return ca > cb ? Dependence.FORWARD : Dependence.BACKWARD; // further along waits for the other
            }
        }
        Loop inner = loops.get(a.loops()[common.get(common.size() - 1)[0]]);
        int da = g.distanceFromEntry(inner, a.state()), db = g.distanceFromEntry(inner, b.state());
        if (da != db && da >= 0 && db >= 0) {
            return da > db ? Dependence.FORWARD : Dependence.BACKWARD;
        }
        return null;
    }

    /**
     * Whether {@code state} lies on a cycle of {@code chain} that stays inside {@code body} (the body is a set
     * of states of the compressed graph: the bypassed singleton states between them belong to it too).
     */
    static boolean cyclesThrough(MarkovChain chain, int state, BitSet body, BitSet alive) {
        BitSet seen = new BitSet(chain.size());
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(state);
        while (!q.isEmpty()) {
            int x = q.poll();
            for (int k = chain.edgesStart(x); k < chain.edgesEnd(x); k++) {
                int y = chain.edgeTarget(k);
                if (y == state) {
                    return true;
                }
                if ((body.get(y) || !alive.get(y)) && !seen.get(y)) {
                    seen.set(y);
                    q.add(y);
                }
            }
        }
        return false;
    }

    /**
     * The global model with singleton chains compressed: a state with exactly one incoming and one outgoing
     * edge (to other states) and no task in it is bypassed. Every compressed edge remembers the original
     * state it leaves last ({@code lastFrom}), where the per-task counts of a back edge are read.
     */
    static final class Compressed {
        final int n;
        final BitSet alive;
        final List<int[]>[] out; // {target, lastFrom}
        final int[] entries;

        @SuppressWarnings("unchecked")
        private Compressed(int n, BitSet alive, int[] entries) {
            this.n = n;
            this.alive = alive;
            this.entries = entries;
            out = new List[n];
            for (int i = 0; i < n; i++) {
                out[i] = new ArrayList<>();
            }
        }

        static Compressed of(MarkovChain m, BitSet occupied) {
            int n = m.size();
            int[] indeg = new int[n], outdeg = new int[n];
            int[] onlyOut = new int[n];
            for (int x = 0; x < n; x++) {
                for (int k = m.edgesStart(x); k < m.edgesEnd(x); k++) {
                    int y = m.edgeTarget(k);
                    if (y != x) {
                        outdeg[x]++;
                        indeg[y]++;
                        onlyOut[x] = y;
                    }
                }
            }
            BitSet present = new BitSet(n);
            List<Integer> entryList = new ArrayList<>();
            for (int x = 0; x < n; x++) {
                if (m.contains(x)) {
                    present.set(x);
                    if (indeg[x] == 0) {
                        entryList.add(x);
                    }
                }
            }
            BitSet alive = (BitSet) present.clone();
            for (int x = 0; x < n; x++) {
                if (present.get(x) && indeg[x] == 1 && outdeg[x] == 1 && !occupied.get(x) && onlyOut[x] != x) {
                    alive.clear(x); // a singleton: bypassed below
                }
            }
            if (entryList.isEmpty()) {
                // every state has a predecessor (the model starts inside a loop): start anywhere alive
                int first = alive.nextSetBit(0);
                if (first >= 0) {
                    entryList.add(first);
                }
            }
            Compressed c = new Compressed(n, alive, entryList.stream().mapToInt(Integer::intValue).toArray());
            for (int x = alive.nextSetBit(0); x >= 0; x = alive.nextSetBit(x + 1)) {
                for (int k = m.edgesStart(x); k < m.edgesEnd(x); k++) {
                    int prev = x, y = m.edgeTarget(k), hops = 0;
                    while (!alive.get(y) && hops++ < n) { // follow the chain to the next alive state
                        prev = y;
                        y = onlyOut[y];
                    }
                    if (alive.get(y)) {
                        c.out[x].add(new int[] { y, prev });
                    }
                }
            }
            return c;
        }

        /**
         * The loops from the back edges of a depth-first search from the entry states. Back edges into
         * the same header are one loop (as compilers merge natural loops with one header): tasks that
         * run one source loop along different paths leave it through different back edges.
         */
        List<Loop> loops() {
            Map<Integer, List<int[]>> backEdges = new LinkedHashMap<>(); // head -> {tail, lastFrom}
            byte[] color = new byte[n]; // 0 white, 1 on the stack, 2 done
            for (int entry : entries) {
                if (color[entry] != 0) {
                    continue;
                }
                ArrayDeque<int[]> stack = new ArrayDeque<>(); // {state, next edge index}
                stack.push(new int[] { entry, 0 });
                color[entry] = 1;
                while (!stack.isEmpty()) {
                    int[] top = stack.peek();
                    int x = top[0];
                    if (top[1] < out[x].size()) {
                        int[] e = out[x].get(top[1]++);
                        int y = e[0];
                        if (color[y] == 0) {
                            color[y] = 1;
                            stack.push(new int[] { y, 0 });
                        } else if (color[y] == 1) {
                            backEdges.computeIfAbsent(y, h -> new ArrayList<>()).add(new int[] { x, e[1] });
                        }
                    } else {
                        color[x] = 2;
                        stack.pop();
                    }
                }
            }
            List<Loop> loops = new ArrayList<>();
            backEdges.forEach((head, edges) -> {
                BitSet body = new BitSet(n);
                int[] froms = new int[edges.size()];
                for (int i = 0; i < edges.size(); i++) {
                    body.or(body(edges.get(i)[0], head));
                    froms[i] = edges.get(i)[1];
                }
                loops.add(new Loop(head, froms, body));
            });
            return loops;
        }

        /** The natural loop of the back edge tail -> head: head and every state reaching tail avoiding head. */
        private BitSet body(int tail, int head) {
            List<Integer>[] in = predecessors();
            BitSet body = new BitSet(n);
            body.set(head);
            ArrayDeque<Integer> q = new ArrayDeque<>();
            if (!body.get(tail)) {
                body.set(tail);
                q.add(tail);
            }
            while (!q.isEmpty()) {
                int y = q.poll();
                for (int x : in[y]) {
                    if (!body.get(x)) {
                        body.set(x);
                        q.add(x);
                    }
                }
            }
            return body; // bypassed singletons hold no task: the analysis only asks about occupied states
        }

        private List<Integer>[] predecessorsCache;

        @SuppressWarnings("unchecked")
        private List<Integer>[] predecessors() {
            if (predecessorsCache == null) {
                predecessorsCache = new List[n];
                for (int i = 0; i < n; i++) {
                    predecessorsCache[i] = new ArrayList<>();
                }
                for (int x = 0; x < n; x++) {
                    for (int[] e : out[x]) {
                        predecessorsCache[e[0]].add(x);
                    }
                }
            }
            return predecessorsCache;
        }

        /** Length of the shortest path from the loop's entry to {@code state} inside the body, without back edges. */
        int distanceFromEntry(Loop loop, int state) {
            int[] dist = new int[n];
            Arrays.fill(dist, -1);
            dist[loop.head()] = 0;
            ArrayDeque<Integer> q = new ArrayDeque<>();
            q.add(loop.head());
            while (!q.isEmpty()) {
                int x = q.poll();
                for (int[] e : out[x]) {
                    int y = e[0];
                    if (loop.body().get(y) && dist[y] < 0 && y != loop.head()) {
                        dist[y] = dist[x] + 1;
                        q.add(y);
                    }
                }
            }
            return dist[state];
        }

        /** The original model without the loops' back edges: one iteration, acyclic through the loops. */
        MarkovChain withoutBackEdges(MarkovChain m, List<Loop> loops) {
            List<int[]> edges = new ArrayList<>();
            List<Long> counts = new ArrayList<>();
            for (int x = 0; x < m.size(); x++) {
                for (int k = m.edgesStart(x); k < m.edgesEnd(x); k++) {
                    int y = m.edgeTarget(k);
                    boolean back = false;
                    for (Loop l : loops) {
                        for (int from : l.originalFroms()) {
                            if (from == x && l.head() == y) {
                                back = true;
                            }
                        }
                    }
                    if (!back) {
                        edges.add(new int[] { x, y });
                        counts.add(m.count(x, y));
                    }
                }
            }
            int[] from = new int[edges.size()], to = new int[edges.size()];
            long[] count = new long[edges.size()];
            BitSet present = new BitSet(m.size());
            for (int i = 0; i < edges.size(); i++) {
                from[i] = edges.get(i)[0];
                to[i] = edges.get(i)[1];
                count[i] = counts.get(i);
            }
            for (int x = 0; x < m.size(); x++) {
                if (m.contains(x)) {
                    present.set(x);
                }
            }
            return MarkovChain.of(m.size(), present, from, to, count);
        }
    }
}
