package dev.straggler.internal.core.progress;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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
        return finish(problem, nodes, matrix, forward, backward);
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
        return finish(problem, nodes, matrix, unknown(k), unknown(k));
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
     * see the class comment), the definite waits, and the least-progressed groups.
     */
    static Pdg finish(ProgressProblem problem, List<Pdg.Node> nodes, Dependence[][] matrix, double[][] forward,
            double[][] backward) {
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
        addWaits(problem, nodes, nodeOfRank(problem, nodes), edges);
        RankSet lp = ObservedWaits.leastProgressed(problem, problem.facts(), nodes, edges);
        if (lp.isEmpty()) {
            // no task the facts can name (every task finished, say): AutomaDeD's rule on the groups
            return new Pdg(nodes, edges, LeastProgressed.find(nodes, edges));
        }
        return split(problem, nodes, edges, lp);
    }

    private static int[] nodeOfRank(ProgressProblem problem, List<Pdg.Node> nodes) {
        int[] nodeOfRank = new int[problem.rankState().length];
        Arrays.fill(nodeOfRank, -1);
        for (int i = 0; i < nodes.size(); i++) {
            final int node = i;
            nodes.get(i).ranks().stream().forEach(r -> nodeOfRank[r] = node);
        }
        return nodeOfRank;
    }

    /**
     * The PDG whose least-progressed nodes hold exactly the ranks {@code lp}: a node only some of whose tasks are
     * least progressed is split into that part and the rest (docs/decisions/003-least-progressed-in-a-hang.md,
     * rule 6); the model's edges of a split node go to both parts, the observed waits are taken again between the
     * new nodes.
     */
    private static Pdg split(ProgressProblem problem, List<Pdg.Node> nodes, List<Pdg.Edge> edges, RankSet lp) {
        int k = nodes.size();
        List<Pdg.Node> out = new ArrayList<>();
        List<List<Integer>> partsOf = new ArrayList<>();
        boolean changed = false;
        for (Pdg.Node n : nodes) {
            RankSet in = n.ranks().intersect(lp), rest = n.ranks().andNot(lp);
            List<Integer> parts = new ArrayList<>();
            if (!in.isEmpty() && !rest.isEmpty()) {
                changed = true;
                parts.add(out.size());
                out.add(new Pdg.Node(n.state(), in, n.iterations(), n.loops()));
                parts.add(out.size());
                out.add(new Pdg.Node(n.state(), rest, n.iterations(), n.loops()));
            } else {
                parts.add(out.size());
                out.add(n);
            }
            partsOf.add(parts);
        }
        if (!changed) {
            int[] lpNodes = IntStream.range(0, k).filter(i -> !nodes.get(i).ranks().intersect(lp).isEmpty()).toArray();
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
        addWaits(problem, sorted, nodeOfRank(problem, sorted), model);
        int[] lpNodes = IntStream.range(0, sorted.size()).filter(i -> sorted.get(i).ranks().andNot(lp).isEmpty()).toArray();
        return new Pdg(sorted, model, lpNodes);
    }

    /** One node per occupied state, ordered by the lowest rank in it. */
    static List<Pdg.Node> nodes(ProgressProblem problem) {
        Map<Integer, RankSet.Builder> byState = new LinkedHashMap<>();
        int[] rs = problem.rankState();
        for (int r = 0; r < rs.length; r++) {
            if (rs[r] >= 0) {
                byState.computeIfAbsent(rs[r], s -> new RankSet.Builder()).add(r);
            }
        }
        List<Pdg.Node> nodes = new ArrayList<>();
        byState.forEach((s, b) -> nodes.add(new Pdg.Node(s, b.build())));
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
                if (intersectionSize(na.ranks(), local.ranks()) == 0) {
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

    static int intersectionSize(RankSet x, RankSet y) {
        return x.intersect(y).size();
    }

    private static void addWaits(ProgressProblem problem, List<Pdg.Node> nodes, int[] nodeOfRank,
            List<Pdg.Edge> edges) {
        int[] rs = problem.rankState();
        // point-to-point: the node of a blocked task -> the node of each peer it waits on; an "any" wait
        // (MPI_ANY_SOURCE, MPI_Waitany) -> the nodes of the tasks that could still end it
        Map<Long, Boolean> seen = new HashMap<>();
        Map<Integer, int[]> peersOf = new TreeMap<>(problem.pointToPoint());
        AnySourceWaits.resolve(problem).forEach((r, can) -> peersOf.merge(r, can.toArray(),
                (all, any) -> IntStream.concat(Arrays.stream(all), Arrays.stream(any)).toArray()));
        peersOf.forEach((r, peers) -> {
            if (r < 0 || r >= rs.length || nodeOfRank[r] < 0) {
                return;
            }
            int a = nodeOfRank[r];
            for (int peer : peers) {
                if (peer < 0 || peer >= rs.length || nodeOfRank[peer] < 0) {
                    continue;
                }
                int b = nodeOfRank[peer];
                if (seen.putIfAbsent(((long) a << 32) | b, Boolean.TRUE) == null) {
                    edges.add(new Pdg.Edge(a, b, DependenceType.POINT_TO_POINT, Double.NaN, Double.NaN));
                }
            }
        });
        // collective membership resolves pairs the probabilities left undefined
        int k = nodes.size();
        // the distinct communicators each group waits in (tasks of a group mostly share one)
        List<java.util.Set<RankSet>> communicators = new ArrayList<>();
        for (int a = 0; a < k; a++) {
            communicators.add(new java.util.HashSet<>());
        }
        problem.collective().forEach((r, members) -> {
            if (r >= 0 && r < rs.length && nodeOfRank[r] >= 0) {
                communicators.get(nodeOfRank[r]).add(members);
            }
        });
        RankSet[] waitsOn = new RankSet[k];
        for (int a = 0; a < k; a++) {
            waitsOn[a] = RankSet.unionAll(communicators.get(a));
        }
        for (int i = 0; i < edges.size(); i++) {
            Pdg.Edge e = edges.get(i);
            if (e.type() != DependenceType.UNDEFINED) {
                continue;
            }
            boolean ab = intersectionSize(waitsOn[e.source()], nodes.get(e.target()).ranks()) > 0;
            boolean ba = intersectionSize(waitsOn[e.target()], nodes.get(e.source()).ranks()) > 0;
            if (ab != ba) {
                int from = ab ? e.source() : e.target(), to = ab ? e.target() : e.source();
                edges.set(i, new Pdg.Edge(from, to, DependenceType.COLLECTIVE, e.forward(), e.backward()));
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
}
