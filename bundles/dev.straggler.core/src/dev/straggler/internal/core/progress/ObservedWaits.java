package dev.straggler.internal.core.progress;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.straggler.model.RankSet;

/**
 * The least-progressed tasks of a hang from what the tasks were seen doing
 * (docs/decisions/003-least-progressed-in-a-hang.md), task by task:
 * <ol>
 * <li>W, the graph of observed waits: a task blocked point-to-point waits on its peers (one of a set for an
 * "any" wait: those that could still end it, {@link AnySourceWaits}); a task blocked in a collective waits on
 * the members of the communicator that are not blocked in a collective of the same communicator (same
 * members: they are at the same point of it, even in different calls). A task not inside MPI waits on no
 * task.</li>
 * <li>A finished task ({@code MPI_Finalize}) is the most progressed: never a candidate, it ends nobody's wait.
 * A wait on it can never be matched: the waiting task gets no outgoing edge.</li>
 * <li>The candidates are the tasks of the sink strongly connected components of W (no edge leaving the
 * component): a task waiting on nobody, a self-wait, a cycle of waits (a deadlock). Every other task waits
 * for one of them.</li>
 * <li>Inside a component, a task that is ahead of another task of it on their channel is dropped (unless
 * that drops them all): y is ahead of x when x waits to receive from y and y has posted at least as many
 * sends to x as x has posted receives from y (one more for a probe) — y sent what x's receive counts on —,
 * or x waits to send to y and y has posted at least as many receives from x as x has posted sends to y.</li>
 * <li>The model orders the remaining candidates ({@link #leastProgressed}).</li>
 * </ol>
 * Tasks are vertices; every distinct communicator of a collective wait and every distinct set of an "any" wait
 * is one extra vertex, so the graph stays linear in the tasks and the waits.
 */
public final class ObservedWaits {

    /** What a point-to-point wait waits for from a peer. */
    public static final byte UNKNOWN = 0, RECEIVE = 1, PROBE = 2, SEND = 3;

    /** Message counts of pairs of tasks, as the runtime recorded them (format 1.3). */
    public interface Channels {
        /** Sends {@code from} posted to {@code to}, or -1 when unknown. */
        long sends(int from, int to);

        /** Receives {@code at} posted with {@code from} as the source, or -1 when unknown. */
        long receives(int at, int from);

        /** Whether {@code at} posted receives from {@code MPI_ANY_SOURCE} (its per-source counts then say less). */
        boolean anySource(int at);

        Channels NONE = new Channels() {
            @Override
            public long sends(int from, int to) {
                return -1;
            }

            @Override
            public long receives(int at, int from) {
                return -1;
            }

            @Override
            public boolean anySource(int at) {
                return true;
            }
        };
    }

    /**
     * The facts beyond states and waits.
     *
     * @param finished tasks in (or past) {@code MPI_Finalize}
     * @param roles for ranks of {@link ProgressProblem#pointToPoint()}: the role of the wait on each peer, the
     *            same length as the peers (absent: unknown)
     * @param channels the message counts
     */
    public record Facts(BitSet finished, Map<Integer, byte[]> roles, Channels channels) {
        public static final Facts NONE = new Facts(new BitSet(), Map.of(), Channels.NONE);
    }

    private ObservedWaits() {
    }

    /** The candidates (steps 1–4 of the class comment), as a set of ranks. */
    public static BitSet candidates(ProgressProblem problem, Facts facts) {
        Graph g = new Graph(problem, facts);
        int[] comp = g.components();
        int nComp = 0;
        for (int c : comp) {
            nComp = Math.max(nComp, c + 1);
        }
        boolean[] leaves = new boolean[nComp];
        for (int v = 0; v < g.vertices; v++) {
            for (int i = g.start[v]; i < g.start[v + 1]; i++) {
                if (comp[g.target[i]] != comp[v]) {
                    leaves[comp[v]] = true;
                }
            }
        }
        int n = problem.rankState().length;
        BitSet candidates = new BitSet(n);
        for (int r = 0; r < n; r++) {
            if (g.isTask(r) && !leaves[comp[r]]) {
                candidates.set(r);
            }
        }
        // inside a component: drop the tasks ahead of another task of it on their channel
        BitSet ahead = new BitSet(n);
        problem.pointToPoint().forEach((x, peers) -> {
            byte[] roles = facts.roles().get(x);
            if (roles == null || !candidates.get(x)) {
                return;
            }
            for (int i = 0; i < peers.length && i < roles.length; i++) {
                int y = peers[i];
                if (y >= 0 && y < n && y != x && candidates.get(y) && comp[y] == comp[x]
                        && ahead(facts.channels(), x, y, roles[i])) {
                    ahead.set(y);
                }
            }
        });
        if (!ahead.isEmpty()) {
            // a component whose tasks are all ahead of one another keeps them all
            Map<Integer, BitSet> left = new HashMap<>();
            candidates.stream().forEach(r -> {
                if (!ahead.get(r)) {
                    left.computeIfAbsent(comp[r], c -> new BitSet()).set(r);
                }
            });
            ahead.stream().forEach(r -> {
                if (left.containsKey(comp[r])) {
                    candidates.clear(r);
                }
            });
        }
        return candidates;
    }

    /** Whether y is ahead of x, which waits on y in {@code role}. */
    static boolean ahead(Channels ch, int x, int y, byte role) {
        switch (role) {
        case RECEIVE, PROBE -> {
            if (ch.anySource(x)) {
                return false;
            }
            long sent = ch.sends(y, x), posted = ch.receives(x, y);
            return sent >= 0 && posted >= 0 && sent >= posted + (role == PROBE ? 1 : 0);
        }
        case SEND -> {
            long posted = ch.receives(y, x), sent = ch.sends(x, y);
            return posted >= 0 && sent >= 0 && posted >= sent;
        }
        default -> {
            return false;
        }
        }
    }

    /**
     * The least-progressed tasks: the candidates, ordered by the model. A node's candidates are dropped when a
     * defined model dependence (forward/backward, the loop-aware order) says they wait for another node's
     * candidates; undefined edges order nothing; if that drops all, the sink components of the model's order
     * among the candidates' nodes stay.
     *
     * @param nodes the PDG's task groups
     * @param edges the PDG's edges between them (only the model's, {@link Pdg.Edge#probabilistic()}, are used)
     */
    public static RankSet leastProgressed(ProgressProblem problem, Facts facts, List<Pdg.Node> nodes,
            List<Pdg.Edge> edges) {
        BitSet candidates = candidates(problem, facts);
        int k = nodes.size();
        BitSet holds = new BitSet(k);
        for (int i = 0; i < k; i++) {
            if (nodes.get(i).ranks().stream().anyMatch(candidates::get)) {
                holds.set(i);
            }
        }
        BitSet dropped = new BitSet(k);
        List<int[]> order = new ArrayList<>();
        for (Pdg.Edge e : edges) {
            if (e.probabilistic() && holds.get(e.dependent()) && holds.get(e.dependee())
                    && e.dependent() != e.dependee()) {
                dropped.set(e.dependent());
                order.add(new int[] { e.dependent(), e.dependee() });
            }
        }
        BitSet lpNodes = (BitSet) holds.clone();
        lpNodes.andNot(dropped);
        if (lpNodes.isEmpty() && !holds.isEmpty()) {
            lpNodes = sinkNodes(k, holds, order);
        }
        RankSet.Builder b = RankSet.builder();
        lpNodes.stream().forEach(i -> nodes.get(i).ranks().stream().filter(candidates::get).forEach(b::add));
        return b.build();
    }

    /** Nodes of {@code among} in strongly connected components of {@code order} that no edge leaves. */
    private static BitSet sinkNodes(int k, BitSet among, List<int[]> order) {
        int[] start = new int[k + 1];
        for (int[] e : order) {
            start[e[0] + 1]++;
        }
        for (int i = 0; i < k; i++) {
            start[i + 1] += start[i];
        }
        int[] target = new int[order.size()], fill = Arrays.copyOf(start, k);
        for (int[] e : order) {
            target[fill[e[0]]++] = e[1];
        }
        int[] comp = Tarjan.components(k, start, target);
        int nComp = Arrays.stream(comp).max().orElse(-1) + 1;
        boolean[] leaves = new boolean[nComp];
        for (int[] e : order) {
            if (comp[e[0]] != comp[e[1]]) {
                leaves[comp[e[0]]] = true;
            }
        }
        BitSet out = new BitSet(k);
        among.stream().filter(i -> !leaves[comp[i]]).forEach(out::set);
        return out;
    }

    /** W in compressed sparse rows: tasks 0..n-1, then one vertex per distinct collective / "any" set. */
    private static final class Graph {
        private static final int NO_EDGE = -1, UNMATCHABLE = -2;
        final int vertices;
        final int[] start, target;
        private final BitSet tasks = new BitSet();

        Graph(ProgressProblem problem, Facts facts) {
            int[] rs = problem.rankState();
            int n = rs.length;
            BitSet finished = facts.finished();
            for (int r = 0; r < n; r++) {
                if (rs[r] >= 0 && !finished.get(r)) {
                    tasks.set(r);
                }
            }
            BitSet dumped = new BitSet(n);
            for (int r = 0; r < n; r++) {
                if (rs[r] >= 0) {
                    dumped.set(r);
                }
            }
            List<int[]> edges = new ArrayList<>();
            BitSet unmatchable = new BitSet(n);
            // point-to-point
            problem.pointToPoint().forEach((r, peers) -> {
                if (!tasks.get(r)) {
                    return;
                }
                for (int p : peers) {
                    if (p < 0 || p >= n || !dumped.get(p)) {
                        continue; // unknown peer, or no dump: nothing is known
                    }
                    if (finished.get(p)) {
                        unmatchable.set(r);
                    } else {
                        edges.add(new int[] { r, p });
                    }
                }
            });
            int next = n;
            // collectives: one vertex per member set, to the members not in a collective over it
            Map<RankSet, RankSet.Builder> inside = new HashMap<>();
            problem.collective().forEach((r, members) -> {
                if (tasks.get(r)) { // a finished task waits in MPI_Finalize "on" MPI_COMM_WORLD: it is in no collective
                    inside.computeIfAbsent(members, m -> RankSet.builder()).add(r);
                }
            });
            // per distinct member set: its vertex, or NO_EDGE (every member in it, or unknown), or UNMATCHABLE
            Map<RankSet, Integer> vertexOf = new HashMap<>();
            List<int[]> groupEdges = new ArrayList<>();
            for (Map.Entry<Integer, RankSet> c : problem.collective().entrySet()) {
                int r = c.getKey();
                if (!tasks.get(r)) {
                    continue;
                }
                RankSet members = c.getValue();
                Integer v = vertexOf.get(members);
                if (v == null) {
                    RankSet missing = members.andNot(inside.get(members).build());
                    if (missing.stream().anyMatch(finished::get)) {
                        v = UNMATCHABLE; // a finished member never enters it
                    } else if (missing.stream().noneMatch(dumped::get)) {
                        v = NO_EDGE; // every member is in it (at the same point), or unknown
                    } else {
                        v = next++;
                        final int vertex = v;
                        missing.stream().filter(dumped::get).forEach(m -> groupEdges.add(new int[] { vertex, m }));
                    }
                    vertexOf.put(members, v);
                }
                if (v == UNMATCHABLE) {
                    unmatchable.set(r);
                } else if (v != NO_EDGE) {
                    edges.add(new int[] { r, v });
                }
            }
            // "any" waits: to those that could still end them (never a finished task)
            Map<Integer, RankSet> any = AnySourceWaits.resolve(problem);
            Map<RankSet, Integer> anyVertex = new HashMap<>();
            for (Map.Entry<Integer, RankSet> a : any.entrySet()) {
                int r = a.getKey();
                if (!tasks.get(r)) {
                    continue;
                }
                RankSet can = withoutFinished(a.getValue(), finished);
                if (can.isEmpty()) {
                    // every task that could end it finished, or blocked on r: the blocked ones, else nothing
                    RankSet all = problem.anyOf().get(r).andNot(RankSet.of(r));
                    can = withoutFinished(all, finished);
                    if (can.isEmpty()) {
                        unmatchable.set(r);
                        continue;
                    }
                }
                if (can.stream().noneMatch(dumped::get)) {
                    continue;
                }
                Integer v = anyVertex.get(can);
                if (v == null) {
                    v = next++;
                    anyVertex.put(can, v);
                    final int vertex = v;
                    can.stream().filter(dumped::get).forEach(m -> groupEdges.add(new int[] { vertex, m }));
                }
                edges.add(new int[] { r, v });
            }
            edges.removeIf(e -> unmatchable.get(e[0]));
            edges.addAll(groupEdges);
            vertices = next;
            start = new int[vertices + 1];
            for (int[] e : edges) {
                start[e[0] + 1]++;
            }
            for (int v = 0; v < vertices; v++) {
                start[v + 1] += start[v];
            }
            target = new int[edges.size()];
            int[] fill = Arrays.copyOf(start, vertices);
            for (int[] e : edges) {
                target[fill[e[0]]++] = e[1];
            }
        }

        boolean isTask(int r) {
            return tasks.get(r);
        }

        int[] components() {
            return Tarjan.components(vertices, start, target);
        }

        private static RankSet withoutFinished(RankSet s, BitSet finished) {
            return finished.isEmpty() ? s : RankSet.of(s.stream().filter(x -> !finished.get(x)).toArray());
        }
    }

    /** Strongly connected components (Tarjan's algorithm, iterative: a million vertices need no deep stack). */
    static final class Tarjan {
        private Tarjan() {
        }

        /** The component of every vertex of the graph in compressed sparse rows ({@code start}, {@code target}). */
        static int[] components(int n, int[] start, int[] target) {
            int[] index = new int[n], low = new int[n], comp = new int[n], edgePos = new int[n];
            Arrays.fill(index, -1);
            int[] stack = new int[n], call = new int[n];
            boolean[] onStack = new boolean[n];
            int counter = 0, sp = 0, components = 0;
            for (int root = 0; root < n; root++) {
                if (index[root] >= 0) {
                    continue;
                }
                int csp = 0;
                call[csp++] = root;
                index[root] = low[root] = counter++;
                edgePos[root] = start[root];
                stack[sp++] = root;
                onStack[root] = true;
                while (csp > 0) {
                    int v = call[csp - 1];
                    if (edgePos[v] < start[v + 1]) {
                        int w = target[edgePos[v]++];
                        if (index[w] < 0) {
                            index[w] = low[w] = counter++;
                            edgePos[w] = start[w];
                            stack[sp++] = w;
                            onStack[w] = true;
                            call[csp++] = w;
                        } else if (onStack[w]) {
                            low[v] = Math.min(low[v], index[w]);
                        }
                    } else {
                        csp--;
                        if (csp > 0) {
                            int parent = call[csp - 1];
                            low[parent] = Math.min(low[parent], low[v]);
                        }
                        if (low[v] == index[v]) {
                            int w;
                            do {
                                w = stack[--sp];
                                onStack[w] = false;
                                comp[w] = components;
                            } while (w != v);
                            components++;
                        }
                    }
                }
            }
            return comp;
        }
    }
}
