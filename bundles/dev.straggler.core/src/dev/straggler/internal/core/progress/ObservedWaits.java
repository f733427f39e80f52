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
 * Every distinct communicator of a collective wait and every distinct set of an "any" wait is one vertex; tasks
 * are grouped ({@link Graph}), so that the graph grows with the point-to-point and "any" waits and the distinct
 * sets, not with the job: the tasks that wait on nobody are one vertex, those in one collective a few.
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
     * @param roles for ranks blocked point-to-point ({@link Waits}): the role of the wait on each peer, in the order
     *            of the peers and as many (absent: unknown)
     * @param channels the message counts
     */
    public record Facts(BitSet finished, Map<Integer, byte[]> roles, Channels channels) {
        public static final Facts NONE = new Facts(new BitSet(), Map.of(), Channels.NONE);
    }

    private ObservedWaits() {
    }

    /** The candidates (steps 1–4 of the class comment), as a set of ranks. */
    public static RankSet candidates(ProgressProblem problem, Facts facts) {
        RankSet dumped = PdgBuilder.ranksOf(PdgBuilder.nodes(problem));
        return candidates(problem, facts, dumped, AnySourceWaits.resolve(problem));
    }

    /**
     * The candidates; {@code dumped}: the ranks with a state, {@code any}: the problem's "any" waits resolved.
     */
    static RankSet candidates(ProgressProblem problem, Facts facts, RankSet dumped, AnySourceWaits.Resolved any) {
        return new Graph(problem, facts, dumped, any).candidates();
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
        return leastProgressed(candidates(problem, facts), nodes, edges);
    }

    static RankSet leastProgressed(RankSet candidates, List<Pdg.Node> nodes, List<Pdg.Edge> edges) {
        int k = nodes.size();
        BitSet holds = new BitSet(k);
        for (int i = 0; i < k; i++) {
            if (nodes.get(i).ranks().intersects(candidates)) {
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
        lpNodes.stream().forEach(i -> b.addAll(nodes.get(i).ranks().intersect(candidates)));
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

    /**
     * W with its tasks grouped, so that it is as large as the waits that name single tasks (point-to-point, "any")
     * and the distinct sets, not as the job:
     * <ul>
     * <li>every task with no outgoing edge (not blocked, or its wait unmatchable or on unknown tasks) is a sink
     * component of its own: a candidate. One vertex, {@code FREE}, stands for them all: nothing leaves it, so
     * whatever reaches one of them is in no sink component, as whatever reaches that vertex. Waits found to reach
     * such a task in a few passes over the sets and the point-to-point waits (in a hang, nearly every wait: the
     * collective that waits for the task that is computing, the receives that wait for its victims) need no
     * vertex of their own: an edge to them is an edge to {@code FREE}.</li>
     * <li>The rest is a graph for Tarjan's algorithm: individual vertices for the tasks blocked point-to-point or in
     * an "any" wait and for the tasks such a wait names; blocks for the other tasks blocked in a collective, grouped
     * by the collective and by the sets that reach them (the members of a block have the same edges in and out, so
     * they are in one component, or each in a component that is no sink); one vertex per distinct set of tasks a
     * collective or an "any" wait waits on.</li>
     * </ul>
     */
    private static final class Graph {
        private static final int FREE = 0;
        /** passes that look for waits reaching a task with no outgoing edge before the rest goes to Tarjan */
        private static final int PASSES = 3;
        private final int n;
        private final int[] rs;
        private final BitSet finishedBits;
        private final Waits waits;
        private final Facts facts;
        private final AnySourceWaits.Resolved any;
        /** per point-to-point wait: it has an edge (a known peer, none finished) */
        private final boolean[] p2pLive;
        /** per resolved "any" wait: its set vertex, -1 for no edge */
        private final int[] anyVertex;
        /** per set vertex (the collectives' first, then the "any" waits'): the tasks it waits on, its waiters */
        private final List<RankSet> setTargets = new ArrayList<>(), setWaiters = new ArrayList<>();
        private int collVertices;
        /** tasks with no outgoing edge */
        private RankSet free;
        /** per set vertex, per point-to-point wait: it reaches a task with no outgoing edge */
        private boolean[] setDone, p2pDone;
        /** the tasks known to reach a task with no outgoing edge */
        private RankSet reached;
        /** the individual tasks' ranks, ascending: vertex 1 + i */
        private int[] individual;
        private final List<RankSet> blocks = new ArrayList<>();
        private int firstBlock;
        private int[] comp;
        private boolean[] leaves;

        Graph(ProgressProblem problem, Facts facts, RankSet dumped, AnySourceWaits.Resolved any) {
            this.facts = facts;
            this.any = any;
            rs = problem.rankState();
            n = rs.length;
            waits = problem.waits();
            finishedBits = facts.finished();
            p2pLive = new boolean[waits.pointToPointCount()];
            anyVertex = new int[any.size()];
            edgesOfTheWaits(dumped);
            settle();
            components();
        }

        /** Which waits have edges, the set vertices, the tasks with no outgoing edge (steps 1 and 2). */
        private void edgesOfTheWaits(RankSet dumped) {
            RankSet.Builder f = RankSet.builder();
            for (int first = finishedBits.nextSetBit(0); first >= 0; first = finishedBits.nextSetBit(first)) {
                int end = finishedBits.nextClearBit(first);
                f.addRange(first, end - 1);
                first = end;
            }
            RankSet finished = f.build();
            RankSet tasks = dumped.andNot(finished);
            RankSet.Builder unmatchable = RankSet.builder();
            // point-to-point: a wait on a finished task can never be matched
            int p2p = waits.pointToPointCount();
            for (int i = 0; i < p2p; i++) {
                int r = waits.pointToPointRank(i);
                if (!isTask(r)) {
                    continue;
                }
                for (int j = waits.peersStart(i); j < waits.peersEnd(i); j++) {
                    int p = waits.peer(j);
                    if (!isDumped(p)) {
                        continue; // unknown peer, or no dump: nothing is known
                    }
                    if (finishedBits.get(p)) {
                        unmatchable.add(r);
                    } else {
                        p2pLive[i] = true;
                    }
                }
            }
            // collectives: a set vertex to the members not in a collective over the same members
            for (Waits.SetWait c : waits.collectives()) {
                RankSet inside = c.waiters().intersect(tasks); // a finished task's MPI_Finalize is no collective
                if (inside.isEmpty()) {
                    continue;
                }
                RankSet missing = c.set().andNot(inside);
                if (missing.intersects(finished)) {
                    unmatchable.addAll(inside); // a finished member never enters it
                    continue;
                }
                RankSet known = missing.intersect(dumped);
                if (!known.isEmpty()) { // else every member is in it (at the same point), or unknown
                    setTargets.add(known);
                    setWaiters.add(inside);
                }
            }
            collVertices = setTargets.size();
            // "any" waits: to those that could still end them (never a finished task)
            Map<RankSet, Integer> anyVertexOf = new HashMap<>();
            List<RankSet.Builder> anyWaiters = new ArrayList<>();
            for (int i = 0; i < any.size(); i++) {
                int r = any.ranks()[i];
                anyVertex[i] = -1;
                if (!isTask(r)) {
                    continue;
                }
                RankSet can = any.can()[i].andNot(finished);
                if (can.isEmpty()) {
                    // every task that could end it finished, or blocked on r: the blocked ones, else nothing
                    can = any.sets()[i].andNot(RankSet.of(r)).andNot(finished);
                    if (can.isEmpty()) {
                        unmatchable.add(r);
                        continue;
                    }
                }
                if (!can.intersects(dumped)) {
                    continue;
                }
                anyVertex[i] = anyVertexOf.computeIfAbsent(can, x -> {
                    setTargets.add(x.intersect(dumped));
                    anyWaiters.add(RankSet.builder());
                    return setTargets.size() - 1;
                });
            }
            // an unmatchable wait has no edge at all; the others make the tasks with outgoing edges
            RankSet unmatched = unmatchable.build();
            RankSet.Builder waiting = RankSet.builder();
            int[] live = new int[p2p];
            int count = 0;
            for (int i = 0; i < p2p; i++) {
                p2pLive[i] &= unmatched.isEmpty() || !unmatched.contains(waits.pointToPointRank(i));
                if (p2pLive[i]) {
                    live[count++] = waits.pointToPointRank(i);
                }
            }
            waiting.addAll(live, 0, count);
            for (int i = 0; i < any.size(); i++) {
                if (anyVertex[i] >= 0 && !unmatched.contains(any.ranks()[i])) {
                    waiting.add(any.ranks()[i]);
                    anyWaiters.get(anyVertex[i] - collVertices).add(any.ranks()[i]);
                } else {
                    anyVertex[i] = -1;
                }
            }
            for (int c = 0; c < collVertices; c++) {
                setWaiters.set(c, setWaiters.get(c).andNot(unmatched));
                waiting.addAll(setWaiters.get(c));
            }
            for (RankSet.Builder b : anyWaiters) {
                setWaiters.add(b.build());
            }
            free = tasks.andNot(waiting.build());
        }

        /**
         * The waits that reach a task with no outgoing edge, in a few passes: a set vertex whose tasks include one
         * of them, then its waiters; a point-to-point wait with a peer among them (the waiters are in rank order,
         * so a wait on a lower rank found in the same pass counts too). Such waits need no vertex of their own.
         */
        private void settle() {
            int p2p = waits.pointToPointCount(), sets = setTargets.size();
            setDone = new boolean[sets];
            p2pDone = new boolean[p2p];
            int[] found = new int[p2p]; // the waiters found in one pass, ascending
            RankSet.Builder reach = RankSet.builder();
            boolean grew = true;
            for (int pass = 0; pass < PASSES && grew; pass++) {
                grew = false;
                for (int s = 0; s < sets; s++) {
                    RankSet t = setTargets.get(s);
                    if (!setDone[s] && (t.intersects(free) || reach.intersects(t))) {
                        setDone[s] = true;
                        reach.addAll(setWaiters.get(s));
                        grew = true;
                    }
                }
                Settled settled = new Settled(free.cursor(), reach.cursor());
                int count = 0;
                for (int i = 0; i < p2p; i++) {
                    if (!p2pLive[i] || p2pDone[i]) {
                        continue;
                    }
                    int r = waits.pointToPointRank(i);
                    for (int j = waits.peersStart(i); j < waits.peersEnd(i); j++) {
                        int p = waits.peer(j);
                        if (isDumped(p) && (settled.contains(p) || p < r && count > 0
                                && (found[count - 1] == p || Arrays.binarySearch(found, 0, count, p) >= 0))) {
                            p2pDone[i] = true;
                            found[count++] = r;
                            break;
                        }
                    }
                }
                reach.addAll(found, 0, count);
                grew |= count > 0;
            }
            reached = reach.build();
        }

        /**
         * The rest as a graph: individual vertices, blocks split until every set vertex reaches all or none of a
         * block, set vertices; its strongly connected components and which of them edges leave (step 3).
         */
        private void components() {
            int p2p = waits.pointToPointCount(), sets = setTargets.size();
            RankSet.Builder single = RankSet.builder();
            RankSet.Cursor reachedWaiter = reached.cursor();
            Settled settledPeer = new Settled(free.cursor(), reached.cursor());
            for (int i = 0; i < p2p; i++) {
                int r = waits.pointToPointRank(i);
                if (p2pLive[i] && !p2pDone[i] && !reachedWaiter.contains(r)) {
                    single.add(r);
                    for (int j = waits.peersStart(i); j < waits.peersEnd(i); j++) {
                        int p = waits.peer(j);
                        if (isDumped(p) && !settledPeer.contains(p)) {
                            single.add(p);
                        }
                    }
                }
            }
            for (int i = 0; i < any.size(); i++) {
                if (anyVertex[i] >= 0 && !setDone[anyVertex[i]]) {
                    single.add(any.ranks()[i]);
                }
            }
            RankSet singles = single.build();
            individual = singles.toArray();
            List<Integer> blockTarget = new ArrayList<>();
            for (int c = 0; c < collVertices; c++) {
                RankSet b = setDone[c] ? RankSet.EMPTY : setWaiters.get(c).andNot(singles).andNot(reached);
                if (!b.isEmpty()) {
                    blocks.add(b);
                    blockTarget.add(c);
                }
            }
            for (int s = 0; s < sets; s++) {
                RankSet t = setTargets.get(s);
                for (int b = 0, size = setDone[s] ? 0 : blocks.size(); b < size; b++) {
                    RankSet block = blocks.get(b);
                    if (t.intersects(block) && !t.containsAll(block)) {
                        blocks.set(b, block.intersect(t));
                        blocks.add(block.andNot(t));
                        blockTarget.add(blockTarget.get(b));
                    }
                }
            }
            firstBlock = 1 + individual.length;
            int firstSet = firstBlock + blocks.size();
            int vertices = firstSet + sets;
            Edges edges = new Edges();
            for (int i = 0; i < individual.length; i++) {
                if (reached.contains(individual[i])) {
                    edges.add(1 + i, FREE); // an "any" wait's task whose other wait reaches one
                }
            }
            for (int i = 0; i < p2p; i++) {
                int v = p2pLive[i] ? vertexOf(waits.pointToPointRank(i)) : -1;
                for (int j = waits.peersStart(i); v >= 0 && j < waits.peersEnd(i); j++) {
                    int p = waits.peer(j);
                    if (isDumped(p)) {
                        int w = vertexOf(p);
                        edges.add(v, w < 0 ? FREE : w); // not individual: no outgoing edge, or reaches such a task
                    }
                }
            }
            for (int s = 0; s < sets; s++) {
                final int vertex = firstSet + s;
                if (setDone[s]) {
                    edges.add(vertex, FREE);
                    continue;
                }
                setWaiters.get(s).intersect(singles).stream().forEach(x -> edges.add(vertexOf(x), vertex));
                RankSet t = setTargets.get(s);
                if (t.intersects(free) || t.intersects(reached)) {
                    edges.add(vertex, FREE);
                }
                t.intersect(singles).stream().forEach(x -> edges.add(vertex, vertexOf(x)));
                for (int b = 0; b < blocks.size(); b++) {
                    if (t.intersects(blocks.get(b))) {
                        edges.add(vertex, firstBlock + b);
                    }
                }
            }
            for (int b = 0; b < blocks.size(); b++) {
                edges.add(firstBlock + b, firstSet + blockTarget.get(b));
            }
            int[] start = new int[vertices + 1];
            int[] target = edges.csr(vertices, start);
            comp = Tarjan.components(vertices, start, target);
            int nComp = 0;
            for (int c : comp) {
                nComp = Math.max(nComp, c + 1);
            }
            leaves = new boolean[nComp];
            for (int v = 0; v < vertices; v++) {
                for (int i = start[v]; i < start[v + 1]; i++) {
                    if (comp[target[i]] != comp[v]) {
                        leaves[comp[v]] = true;
                    }
                }
            }
        }

        private boolean isDumped(int r) {
            return r >= 0 && r < n && rs[r] >= 0;
        }

        private boolean isTask(int r) {
            return isDumped(r) && !finishedBits.get(r);
        }

        /** Whether ranks have no outgoing edge or reach such a task, for ranks asked mostly in ascending order. */
        private record Settled(RankSet.Cursor free, RankSet.Cursor reached) {
            boolean contains(int rank) {
                return reached.contains(rank) || free.contains(rank); // a peer mostly waits itself
            }
        }

        /** The vertex of an individual task, -1 for another rank. */
        private int vertexOf(int rank) {
            int i = Arrays.binarySearch(individual, rank);
            return i >= 0 ? 1 + i : -1;
        }

        /** The tasks of the sink components, without those ahead of another task of theirs (step 4). */
        RankSet candidates() {
            RankSet.Builder c = RankSet.builder().addAll(free);
            for (int b = 0; b < blocks.size(); b++) {
                if (!leaves[comp[firstBlock + b]]) {
                    c.addAll(blocks.get(b));
                }
            }
            RankSet.Builder ahead = RankSet.builder();
            boolean anyAhead = false;
            for (int i = 0; i < individual.length; i++) {
                int x = individual[i], v = 1 + i;
                if (leaves[comp[v]]) {
                    continue;
                }
                c.add(x);
                byte[] roles = facts.roles().get(x);
                int w = roles == null ? -1 : waits.pointToPointIndex(x);
                if (w < 0) {
                    continue;
                }
                for (int j = waits.peersStart(w), k = 0; j < waits.peersEnd(w) && k < roles.length; j++, k++) {
                    int y = waits.peer(j), vy = vertexOf(y);
                    if (y != x && vy >= 0 && comp[vy] == comp[v] && ahead(facts.channels(), x, y, roles[k])) {
                        ahead.add(y);
                        anyAhead = true;
                    }
                }
            }
            RankSet candidates = c.build();
            if (!anyAhead) {
                return candidates;
            }
            // a component whose tasks are all ahead of one another keeps them all
            RankSet aheadSet = ahead.build();
            BitSet left = new BitSet();
            for (int b = 0; b < blocks.size(); b++) {
                left.set(comp[firstBlock + b]); // a block holds no point-to-point waiter or peer: never ahead
            }
            for (int i = 0; i < individual.length; i++) {
                if (!aheadSet.contains(individual[i])) {
                    left.set(comp[1 + i]);
                }
            }
            RankSet.Builder drop = RankSet.builder();
            aheadSet.stream().filter(y -> left.get(comp[vertexOf(y)])).forEach(drop::add);
            return candidates.andNot(drop.build());
        }
    }

    /** Edges as pairs of growable int arrays, turned into compressed sparse rows. */
    private static final class Edges {
        private int[] from = new int[16], to = new int[16];
        private int size;

        void add(int f, int t) {
            if (size == from.length) {
                from = Arrays.copyOf(from, 2 * size);
                to = Arrays.copyOf(to, 2 * size);
            }
            from[size] = f;
            to[size++] = t;
        }

        /** The targets in rows; {@code start} (length vertices + 1) receives the rows' bounds. */
        int[] csr(int vertices, int[] start) {
            for (int e = 0; e < size; e++) {
                start[from[e] + 1]++;
            }
            for (int v = 0; v < vertices; v++) {
                start[v + 1] += start[v];
            }
            int[] target = new int[size], fill = Arrays.copyOf(start, vertices);
            for (int e = 0; e < size; e++) {
                target[fill[from[e]]++] = to[e];
            }
            return target;
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
