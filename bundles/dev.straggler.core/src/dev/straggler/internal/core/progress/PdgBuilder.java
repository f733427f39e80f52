package dev.straggler.internal.core.progress;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

import dev.straggler.model.DependenceType;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.RankSet;

/**
 * Builds the progress-dependence graph (AutomaDeD §3–§4) offline from the tasks' models and states.
 * <ul>
 * <li>SEMI-DIST (Algorithm 3): one global model merged from all tasks; every pair of occupied states
 * gets its dependence from Table 1 with path probabilities in that model.</li>
 * <li>DIST (Algorithms 1–2): every task computes the row of its own state from its local model and the
 * states of all tasks; the rows are united with Table 2 (bitwise OR). The two views of one pair of
 * states (row i and row j) are united too, after transposing one of them, so that contradictory local
 * views become undefined, as Table 2's case 4 says.</li>
 * </ul>
 * Then the definite waits the runtime recorded are added: point-to-point edges (Definition 2) — for a
 * wait any one of several tasks can end (MPI_ANY_SOURCE, MPI_Waitany), to those that could still end it
 * ({@link AnySourceWaits}) — and for a pair left undefined by the probabilities, the communicator
 * membership of a blocked collective (Definition 1: tasks blocked in a collective wait for the members
 * that have not reached it). The least-progressed tasks come from the observed waits first and the model
 * second ({@link ObservedWaits}, docs/decisions/003-least-progressed-in-a-hang.md); a group only some of
 * whose tasks are least progressed is split. {@link LeastProgressed} (AutomaDeD §4.3 on the groups) remains
 * for a job in which the facts name no task.
 */
public final class PdgBuilder {

    private PdgBuilder() {
    }

    public static Pdg build(ProgressProblem problem, PdgAlgorithm algorithm) {
        if (algorithm == PdgAlgorithm.LOOP_AWARE) {
            return LoopAwarePdg.build(problem);
        }
        List<Pdg.Node> nodes = nodes(problem);
        int k = nodes.size();
        Dependence[][] matrix = noDependencies(k);
        double[][] forward = unknown(k);
        double[][] backward = unknown(k);
        switch (algorithm) {
        case SEMI_DIST:
            semiDist(problem.global(), nodes, matrix, forward, backward);
            break;
        case DIST:
            dist(problem, nodes, matrix, forward, backward);
            break;
        default:
            throw new IllegalArgumentException("unsupported algorithm " + algorithm.getLiteral());
        }
        return finish(problem, nodes, ranksOf(nodes), matrix, forward, backward);
    }

    /**
     * The PDG from a dependence matrix computed elsewhere — the runtime's in-situ DIST or SEMI-DIST, which
     * reduced Algorithm 1's cells over MPI. {@code cells} maps {@code (long) stateA << 32 | stateB} (state
     * indices of {@code problem}) to the dependence of a task in A on a task in B, cells of the same pair of
     * states already united with Table 2; the rest is as {@link #build}: both views of a pair united, the
     * definite waits, the least-progressed groups. Path probabilities are not known (NaN).
     */
    public static Pdg fromMatrix(ProgressProblem problem, Map<Long, Dependence> cells) {
        List<Pdg.Node> nodes = nodes(problem);
        int k = nodes.size();
        Dependence[][] matrix = noDependencies(k);
        for (int a = 0; a < k; a++) {
            for (int b = 0; b < k; b++) {
                if (a != b) {
                    long key = (long) nodes.get(a).state() << 32 | nodes.get(b).state();
                    matrix[a][b] = cells.getOrDefault(key, Dependence.NONE);
                }
            }
        }
        return finish(problem, nodes, ranksOf(nodes), matrix, unknown(k), unknown(k));
    }

    static Dependence[][] noDependencies(int k) {
        Dependence[][] matrix = new Dependence[k][k];
        for (Dependence[] row : matrix) {
            Arrays.fill(row, Dependence.NONE);
        }
        return matrix;
    }

    static double[][] unknown(int k) {
        double[][] m = new double[k][k];
        for (double[] row : m) {
            Arrays.fill(row, Double.NaN);
        }
        return m;
    }

    /**
     * From the dependence matrix of the task groups to the PDG: edges (each pair's two views united,
     * see the class comment), the definite waits, and the least-progressed groups. {@code dumped}: the ranks that
     * have a state ({@link #ranksOf} the {@link #nodes}).
     */
    static Pdg finish(ProgressProblem problem, List<Pdg.Node> nodes, RankSet dumped, Dependence[][] matrix,
            double[][] forward, double[][] backward) {
        int k = nodes.size();
        List<Pdg.Edge> edges = new ArrayList<>();
        for (int a = 0; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                Dependence d = matrix[a][b].union(matrix[b][a].transpose());
                DependenceType type = switch (d) {
                case FORWARD -> DependenceType.FORWARD;
                case BACKWARD -> DependenceType.BACKWARD;
                case UNDEFINED -> DependenceType.UNDEFINED;
                default -> null;
                };
                if (type != null) {
                    edges.add(new Pdg.Edge(a, b, type, forward[a][b], backward[a][b]));
                }
            }
        }
        AnySourceWaits.Resolved any = AnySourceWaits.resolve(problem);
        addWaits(problem, nodes, new NodeIndex(problem, nodes, dumped), any, edges);
        RankSet candidates = ObservedWaits.candidates(problem, problem.facts(), dumped, any);
        RankSet lp = ObservedWaits.leastProgressed(candidates, nodes, edges);
        if (lp.isEmpty()) {
            // no task the facts can name (every task finished, say): AutomaDeD's rule on the groups
            return new Pdg(nodes, edges, LeastProgressed.find(nodes, edges));
        }
        return split(problem, nodes, edges, lp, dumped, any);
    }

    /**
     * The node of a rank: the one of its state when that state has one node holding all its ranks (every node of
     * SEMI-DIST and DIST), else the node of its state whose ranks contain it.
     */
    static final class NodeIndex {
        private static final int SEVERAL = -2;
        private final int[] rankState;
        private final List<Pdg.Node> nodes;
        /** per state: its only node, -1 none, {@link #SEVERAL} to look up in {@link #ofState} */
        private final int[] only;
        private final int[][] ofState;

        NodeIndex(ProgressProblem problem, List<Pdg.Node> nodes, RankSet dumped) {
            this.rankState = problem.rankState();
            this.nodes = nodes;
            int states = problem.stateCount();
            long held = 0;
            for (Pdg.Node node : nodes) {
                states = Math.max(states, node.state() + 1);
                held += node.ranks().size();
            }
            boolean complete = held == dumped.size(); // the nodes are disjoint: they hold every dumped rank
            int[] count = new int[states];
            for (Pdg.Node node : nodes) {
                count[node.state()]++;
            }
            only = new int[states];
            ofState = new int[states][];
            Arrays.fill(only, -1);
            int[] filled = new int[states];
            for (int i = 0; i < nodes.size(); i++) {
                int s = nodes.get(i).state();
                if (count[s] == 1 && complete) {
                    only[s] = i;
                } else {
                    if (ofState[s] == null) {
                        ofState[s] = new int[count[s]];
                    }
                    only[s] = SEVERAL;
                    ofState[s][filled[s]++] = i;
                }
            }
        }

        /** The node of {@code rank}, -1 when it is in none. */
        int of(int rank) {
            if (rank < 0 || rank >= rankState.length) {
                return -1;
            }
            int s = rankState[rank];
            if (s < 0 || s >= only.length) {
                return -1;
            }
            if (only[s] != SEVERAL) {
                return only[s];
            }
            for (int i : ofState[s]) {
                if (nodes.get(i).ranks().contains(rank)) {
                    return i;
                }
            }
            return -1;
        }
    }

    /**
     * The PDG whose least-progressed nodes hold exactly the ranks {@code lp}: a node only some of whose tasks are
     * least progressed is split into that part and the rest (docs/decisions/003-least-progressed-in-a-hang.md,
     * rule 6); the model's edges of a split node go to both parts, the observed waits are taken again between the
     * new nodes.
     */
    private static Pdg split(ProgressProblem problem, List<Pdg.Node> nodes, List<Pdg.Edge> edges, RankSet lp,
            RankSet dumped, AnySourceWaits.Resolved any) {
        int k = nodes.size();
        List<Pdg.Node> out = new ArrayList<>();
        List<List<Integer>> partsOf = new ArrayList<>();
        boolean changed = false;
        for (Pdg.Node n : nodes) {
            List<Integer> parts = new ArrayList<>();
            if (n.ranks().intersects(lp) && !lp.containsAll(n.ranks())) {
                changed = true;
                parts.add(out.size());
                out.add(new Pdg.Node(n.state(), n.ranks().intersect(lp), n.iterations(), n.loops()));
                parts.add(out.size());
                out.add(new Pdg.Node(n.state(), n.ranks().andNot(lp), n.iterations(), n.loops()));
            } else {
                parts.add(out.size());
                out.add(n);
            }
            partsOf.add(parts);
        }
        if (!changed) {
            int[] lpNodes = IntStream.range(0, k).filter(i -> nodes.get(i).ranks().intersects(lp)).toArray();
            return new Pdg(nodes, edges, lpNodes);
        }
        // order the nodes by their lowest rank, as everywhere
        Integer[] order = IntStream.range(0, out.size()).boxed().toArray(Integer[]::new);
        Arrays.sort(order, (x, y) -> Integer.compare(out.get(x).ranks().first(), out.get(y).ranks().first()));
        int[] newIndex = new int[out.size()];
        List<Pdg.Node> sorted = new ArrayList<>();
        for (int i = 0; i < order.length; i++) {
            newIndex[order[i]] = i;
            sorted.add(out.get(order[i]));
        }
        List<Pdg.Edge> model = new ArrayList<>();
        for (Pdg.Edge e : edges) {
            if (e.definite()) {
                continue;
            }
            for (int a : partsOf.get(e.source())) {
                for (int b : partsOf.get(e.target())) {
                    model.add(new Pdg.Edge(newIndex[a], newIndex[b], e.type(), e.forward(), e.backward()));
                }
            }
        }
        addWaits(problem, sorted, new NodeIndex(problem, sorted, dumped), any, model);
        int[] lpNodes = IntStream.range(0, sorted.size()).filter(i -> lp.containsAll(sorted.get(i).ranks())).toArray();
        return new Pdg(sorted, model, lpNodes);
    }

    /** The ranks of the nodes. */
    static RankSet ranksOf(List<Pdg.Node> nodes) {
        return RankSet.unionAll(nodes.stream().map(Pdg.Node::ranks).toList());
    }

    /** One node per occupied state, ordered by the lowest rank in it. */
    static List<Pdg.Node> nodes(ProgressProblem problem) {
        RankSet.Builder[] byState = new RankSet.Builder[problem.stateCount()];
        int[] rs = problem.rankState();
        int r = 0;
        while (r < rs.length) {
            int s = rs[r], first = r;
            while (r < rs.length && rs[r] == s) {
                r++;
            }
            if (s < 0) {
                continue;
            }
            if (s >= byState.length) {
                byState = Arrays.copyOf(byState, s + 1);
            }
            if (byState[s] == null) {
                byState[s] = RankSet.builder();
            }
            byState[s].addRange(first, r - 1);
        }
        List<Pdg.Node> nodes = new ArrayList<>();
        for (int s = 0; s < byState.length; s++) {
            if (byState[s] != null) {
                nodes.add(new Pdg.Node(s, byState[s].build()));
            }
        }
        nodes.sort((x, y) -> Integer.compare(x.ranks().first(), y.ranks().first()));
        return nodes;
    }

    private static void semiDist(MarkovChain global, List<Pdg.Node> nodes, Dependence[][] m, double[][] fw,
            double[][] bw) {
        int k = nodes.size();
        HittingProbabilities[] to = new HittingProbabilities[k];
        for (int b = 0; b < k; b++) {
            to[b] = HittingProbabilities.toTarget(global, nodes.get(b).state());
        }
        for (int a = 0; a < k; a++) {
            for (int b = 0; b < k; b++) {
                if (a == b) {
                    continue;
                }
                int sa = nodes.get(a).state(), sb = nodes.get(b).state();
                m[a][b] = Dependence.of(to[b].probabilityClass(sa), to[a].probabilityClass(sb));
                fw[a][b] = to[b].probability(sa);
                bw[a][b] = to[a].probability(sb);
            }
        }
    }

    private static void dist(ProgressProblem problem, List<Pdg.Node> nodes, Dependence[][] m, double[][] fw,
            double[][] bw) {
        int k = nodes.size();
        int[][] computed = new int[k][k];
        for (ProgressProblem.LocalModel local : problem.locals()) {
            MarkovChain chain = local.chain();
            Map<Integer, HittingProbabilities> to = new HashMap<>();
            for (int a = 0; a < k; a++) {
                Pdg.Node na = nodes.get(a);
                if (!na.ranks().intersects(local.ranks())) {
                    continue; // no task with this local model is in state a
                }
                for (int b = 0; b < k; b++) {
                    if (a == b) {
                        continue;
                    }
                    int sa = na.state(), sb = nodes.get(b).state();
                    Dependence d;
                    double f = 0, g = 0;
                    if (!chain.contains(sa) || !chain.contains(sb)) {
                        d = Dependence.NONE; // the task has never seen state b: no path either way
                    } else {
                        HittingProbabilities hb = to.computeIfAbsent(b, x -> HittingProbabilities.toTarget(chain, sb));
                        HittingProbabilities ha = to.computeIfAbsent(a, x -> HittingProbabilities.toTarget(chain, sa));
                        d = Dependence.of(hb.probabilityClass(sa), ha.probabilityClass(sb));
                        f = hb.probability(sa);
                        g = ha.probability(sb);
                    }
                    m[a][b] = m[a][b].union(d);
                    if (computed[a][b]++ == 0) {
                        fw[a][b] = f;
                        bw[a][b] = g;
                    } else if (fw[a][b] != f || bw[a][b] != g) {
                        fw[a][b] = Double.NaN; // different local views: no single probability
                        bw[a][b] = Double.NaN;
                    }
                }
            }
        }
    }

    /** For each node, the nodes it waits for through definite (point-to-point, collective) waits, transitively. */
    private static BitSet[] definiteClosure(int k, List<Pdg.Edge> edges) {
        List<List<Integer>> out = new ArrayList<>();
        for (int a = 0; a < k; a++) {
            out.add(new ArrayList<>());
        }
        for (Pdg.Edge e : edges) {
            if (e.definite()) {
                out.get(e.source()).add(e.target());
            }
        }
        BitSet[] reach = new BitSet[k];
        for (int a = 0; a < k; a++) {
            BitSet seen = new BitSet(k);
            java.util.ArrayDeque<Integer> q = new java.util.ArrayDeque<>(out.get(a));
            while (!q.isEmpty()) {
                int x = q.poll();
                if (!seen.get(x)) {
                    seen.set(x);
                    q.addAll(out.get(x));
                }
            }
            reach[a] = seen;
        }
        return reach;
    }

    /**
     * The observed waits as edges: a blocked task's node waits on the node of each peer it waits on
     * (point-to-point), or of each task that could still end its "any" wait; a pair of nodes the probabilities
     * left undefined is ordered by the membership of a collective one side waits in.
     */
    private static void addWaits(ProgressProblem problem, List<Pdg.Node> nodes, NodeIndex index,
            AnySourceWaits.Resolved any, List<Pdg.Edge> edges) {
        int k = nodes.size();
        Waits waits = problem.waits();
        // point-to-point: the node of a blocked task -> the node of each peer it waits on; an "any" wait
        // (MPI_ANY_SOURCE, MPI_Waitany) -> the nodes of the tasks that could still end it; rank by rank in rank
        // order, each pair of nodes once
        PairSet seen = new PairSet(k);
        int p2p = waits.pointToPointCount(), i = 0, j = 0;
        while (i < p2p || j < any.size()) {
            int r = Math.min(i < p2p ? waits.pointToPointRank(i) : Integer.MAX_VALUE,
                    j < any.size() ? any.ranks()[j] : Integer.MAX_VALUE);
            int a = index.of(r);
            if (i < p2p && waits.pointToPointRank(i) == r) {
                for (int x = waits.peersStart(i); a >= 0 && x < waits.peersEnd(i); x++) {
                    int b = index.of(waits.peer(x));
                    if (b >= 0 && seen.add(a, b)) {
                        edges.add(new Pdg.Edge(a, b, DependenceType.POINT_TO_POINT, Double.NaN, Double.NaN));
                    }
                }
                i++;
            }
            if (j < any.size() && any.ranks()[j] == r) {
                if (a >= 0) {
                    for (int b : nodesInRankOrder(nodes, any.can()[j])) {
                        if (seen.add(a, b)) {
                            edges.add(new Pdg.Edge(a, b, DependenceType.POINT_TO_POINT, Double.NaN, Double.NaN));
                        }
                    }
                }
                j++;
            }
        }
        // collective membership resolves pairs the probabilities left undefined: the communicators each
        // group's tasks wait in
        RankSet[] waitsOn = new RankSet[k];
        for (int a = 0; a < k; a++) {
            RankSet.Builder b = RankSet.builder();
            for (Waits.SetWait c : waits.collectives()) {
                if (c.waiters().intersects(nodes.get(a).ranks())) {
                    b.addAll(c.set());
                }
            }
            waitsOn[a] = b.build();
        }
        for (int e = 0; e < edges.size(); e++) {
            Pdg.Edge edge = edges.get(e);
            if (edge.type() != DependenceType.UNDEFINED) {
                continue;
            }
            boolean ab = waitsOn[edge.source()].intersects(nodes.get(edge.target()).ranks());
            boolean ba = waitsOn[edge.target()].intersects(nodes.get(edge.source()).ranks());
            if (ab != ba) {
                int from = ab ? edge.source() : edge.target(), to = ab ? edge.target() : edge.source();
                edges.set(e, new Pdg.Edge(from, to, DependenceType.COLLECTIVE, edge.forward(), edge.backward()));
            }
        }
        // a task in a computation state waits on nobody: its probabilistic dependence on a node that is
        // blocked waiting for it — directly or through a chain of observed waits — is the model's
        // expectation, contradicted by what the tasks are doing
        boolean[] computing = new boolean[k];
        for (int a = 0; a < k; a++) {
            computing[a] = problem.computation()[nodes.get(a).state()];
        }
        BitSet[] waitsFor = definiteClosure(k, edges);
        edges.removeIf(e -> e.probabilistic() && computing[e.dependent()] && waitsFor[e.dependee()].get(e.dependent()));
    }

    /** The nodes holding ranks of {@code set}, in the order of the lowest such rank in each. */
    private static int[] nodesInRankOrder(List<Pdg.Node> nodes, RankSet set) {
        long[] firstAndNode = new long[nodes.size()];
        int m = 0;
        for (int b = 0; b < nodes.size(); b++) {
            RankSet in = nodes.get(b).ranks().intersect(set);
            if (!in.isEmpty()) {
                firstAndNode[m++] = (long) in.first() << 32 | b;
            }
        }
        Arrays.sort(firstAndNode, 0, m);
        int[] out = new int[m];
        for (int x = 0; x < m; x++) {
            out[x] = (int) firstAndNode[x];
        }
        return out;
    }

    /** Pairs of node indices: a bit matrix for up to 1024 nodes, else a hash set. */
    private static final class PairSet {
        private final int k;
        private final BitSet bits;
        private final Set<Long> pairs;
        private int lastA = -1, lastB = -1;

        PairSet(int k) {
            this.k = k;
            bits = k <= 1024 ? new BitSet(k * k) : null;
            pairs = bits == null ? new HashSet<>() : null;
        }

        /** Adds the pair; whether it was new. */
        boolean add(int a, int b) {
            if (a == lastA && b == lastB) {
                return false; // neighbouring tasks mostly wait between the same two nodes
            }
            lastA = a;
            lastB = b;
            if (bits == null) {
                return pairs.add((long) a << 32 | b);
            }
            int i = a * k + b;
            if (bits.get(i)) {
                return false;
            }
            bits.set(i);
            return true;
        }
    }
}
