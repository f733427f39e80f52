package dev.straggler.source.slice;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import dev.straggler.core.queues.MessageQueues;
import dev.straggler.core.queues.MessageQueues.Operation;
import dev.straggler.core.queues.MessageQueues.TaskQueue;
import dev.straggler.core.symbols.Frames;
import dev.straggler.internal.source.slice.Partners;
import dev.straggler.internal.source.slice.Program;
import dev.straggler.model.DependenceType;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.PdgEdge;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;

/**
 * Progressive slicing (AutomaDeD §4.4.2), communication-aware across tasks: S0 is the slice of the least-progressed
 * node's user frame plus, when its tasks are blocked in a receive, a probe, a synchronous send or a collective, the
 * partner's side of that call found in the source ({@link Communication}: the partner's matching send — or receive,
 * or collective — and its backward slice; when none matches, the mismatched or the missing one). The next increments
 * follow the waits of the PDG ({@link #ORDER}), each adding its group's slice and its partners'. {@link #from} starts
 * the same walk at any node ("slice from here"). The wait facts come from the dumps of the diagnosis' job (the
 * message queues, {@link MessageQueues}); a diagnosis without its job slices each group's own line only.
 */
public final class SliceIncrements {

    /** The order of the increments, for people (the command line and the IDE say it once). */
    public static final String ORDER = "the starting group first; then, in turn, the group each one waits for (its chain"
            + " of waits); then the groups that wait for one already sliced, depth first (point-to-point waits before"
            + " collective ones before the model's dependences, then node order); then the groups no wait of the PDG"
            + " connects, in node order";

    /**
     * What an increment adds for the blocked calls of its tasks: the other side of the communication, found in the
     * source.
     *
     * @param kind {@link Kind#MATCHING}: the partner's sites that match the blocked call (their slices are added);
     *            {@link Kind#MISMATCHED}: none matches, these differ only in tag or communicator (added: the user sees
     *            both sides of the mismatch); {@link Kind#MISSING}: the partner reaches no matching site — {@code sites}
     *            are those a condition keeps it from (added with the conditions), or none; {@link Kind#UNRESOLVED}: the
     *            source does not determine the partner's sites (a peer computed from data, any source, a communicator
     *            whose ranks are not world ranks): named in the description, nothing added
     * @param partnerCall what the partner must post: "send", "receive" or "collective"
     * @param tasks the blocked tasks this is about
     * @param partners their partners (for a collective: the members not in it)
     * @param sites the partner's call sites (for {@link Kind#UNRESOLVED} none: the description names them)
     * @param description the finding in a sentence, e.g. "rank 3's send to rank 2 (tag 7, MPI_COMM_WORLD) that rank
     *            2's MPI_Recv waits for: a.c:40"
     */
    public record Communication(Kind kind, String partnerCall, RankSet tasks, RankSet partners, Set<SourceLine> sites,
            String description) {

        /** See {@link Communication#kind()}. */
        public enum Kind {
            MATCHING, MISMATCHED, MISSING, UNRESOLVED;

            /** "matching", "mismatched", "missing", "unresolved". */
            public String word() {
                return name().toLowerCase(java.util.Locale.ROOT);
            }
        }

        public Communication {
            sites = Collections.unmodifiableSet(new TreeSet<>(sites));
        }
    }

    /**
     * @param ranks the ranks of the PDG node this increment slices from
     * @param criterion the line it slices from (null when the node's stack has no source line here)
     * @param reason why this group comes now ("least progressed", "rank 1 waits for it (point-to-point): ...")
     * @param communication the partners' side of its tasks' blocked calls (empty: not blocked, or no wait facts)
     * @param lines the cumulative slice after this increment
     * @param added the lines this increment added
     */
    public record Increment(RankSet ranks, SourceLine criterion, String reason, List<Communication> communication,
            Set<SourceLine> lines, Set<SourceLine> added) {

        public Increment {
            communication = List.copyOf(communication);
        }

        /**
         * The line to show for this increment: the partner's side of its blocked call (the first site of the first
         * {@link Communication} that adds sites: the matching send, else the mismatched or the excluded one), else
         * the line it slices from (null when neither is known).
         */
        public SourceLine focus() {
            for (Communication c : communication) {
                if (c.kind() != Communication.Kind.UNRESOLVED && !c.sites().isEmpty()) {
                    return c.sites().iterator().next();
                }
            }
            return criterion;
        }
    }

    /** A node of the walk and why it comes there. */
    private record Step(PdgNode node, String reason) {
    }

    private SliceIncrements() {
    }

    public static List<Increment> of(Diagnosis d, SourceResolver resolver) {
        Queues q = Queues.of(d, resolver);
        return increments(q, steps(d, q, leastProgressed(d), "least progressed"), null, resolver);
    }

    /**
     * "Slice from here": the increments starting at {@code start} instead of the LP nodes — S0 is the slice of
     * {@code criterion} (a frame of one of {@code start}'s stacks, e.g. a caller's call site picked in the
     * prefix tree; null: {@code start}'s user frame) with its partners, then the nodes in {@link #order(Diagnosis, PdgNode)}.
     */
    public static List<Increment> from(Diagnosis d, PdgNode start, Frame criterion, SourceResolver resolver) {
        if (!d.getNodes().contains(start)) {
            throw new IllegalArgumentException("ranks " + start.getRanks() + " are not a node of this diagnosis");
        }
        Queues q = Queues.of(d, resolver);
        return increments(q, steps(d, q, List.of(start), "the group chosen"), criterion, resolver);
    }

    /**
     * @param queues the wait facts
     * @param firstCriterion the frame to slice from for the first node of {@code order} (null: its user frame)
     */
    private static List<Increment> increments(Queues queues, List<Step> order, Frame firstCriterion, SourceResolver resolver) {
        Map<PdgNode, Optional<SourceLine>> criteria = new LinkedHashMap<>();
        Set<Path> files = new LinkedHashSet<>();
        for (Step step : order) {
            PdgNode n = step.node();
            Frame f = firstCriterion != null && criteria.isEmpty() ? firstCriterion : Frames.userFrame(n.getFrames());
            Optional<SourceLine> c = Optional.empty();
            if (f == null || f.getFile() == null || f.getFile().isEmpty() || f.getLine() <= 0) {
                resolver.warn("ranks " + n.getRanks() + ": no source line in the stack (" + Frames.describe(f)
                        + "): nothing to slice");
            } else {
                Optional<Path> p = resolver.resolve(f.getFile());
                if (p.isPresent()) {
                    files.add(p.get());
                    c = Optional.of(new SourceLine(p.get().toString(), f.getLine()));
                }
            }
            criteria.put(n, c);
        }
        Program program = Program.parse(resolver, files);
        Partners partners = new Partners(program, queues.worldSize(), queues.byRank());
        List<Increment> out = new ArrayList<>();
        Set<SourceLine> cumulative = new TreeSet<>();
        for (Step step : order) {
            PdgNode n = step.node();
            Set<SourceLine> added = new TreeSet<>();
            Optional<SourceLine> c = criteria.get(n);
            List<Communication> communication = List.of();
            String reason = step.reason();
            if (c.isPresent()) {
                Set<SourceLine> s;
                try {
                    s = program.slice(c.get().file(), c.get().line());
                } catch (RuntimeException e) {
                    // a construct the slicer does not handle costs this increment, not the diagnosis
                    resolver.warn("cannot slice from " + c.get() + ": " + e);
                    s = Set.of();
                }
                if (s.isEmpty() && resolver.warnings().stream().noneMatch(w -> w.startsWith("cannot slice from " + c.get()))) {
                    resolver.warn("no statement at " + c.get() + " (ranks " + n.getRanks() + "): nothing to slice");
                }
                s = new TreeSet<>(s);
                List<TaskQueue> group = queues.of(n.getRanks());
                if (!group.isEmpty()) {
                    try {
                        Partners.Result r = partners.of(group, c.get());
                        communication = r.communication();
                        s.addAll(r.lines());
                        int blocked = (int) group.stream().filter(t -> "blocked".equals(t.status()) && !t.waits().isEmpty()).count();
                        if (blocked > r.tasksSeen().size()) {
                            reason += "; the waits of its first " + r.tasksSeen().size() + " blocked tasks are followed";
                        }
                    } catch (RuntimeException e) {
                        resolver.warn("cannot find the partners of ranks " + n.getRanks() + ": " + e);
                    }
                }
                for (SourceLine l : s) {
                    if (cumulative.add(l)) {
                        added.add(l);
                    }
                }
            }
            out.add(new Increment(n.getRanks(), c.orElse(null), reason, communication,
                    Collections.unmodifiableSet(new TreeSet<>(cumulative)), Collections.unmodifiableSet(added)));
        }
        return out;
    }

    /** The PDG nodes in the order of the increments from the LP nodes ({@link #ORDER}). */
    public static List<PdgNode> order(Diagnosis d) {
        return steps(d, Queues.of(d, null), leastProgressed(d), "least progressed").stream().map(Step::node).toList();
    }

    /** The PDG nodes in the order of the increments from {@code start} ({@link #ORDER}). */
    public static List<PdgNode> order(Diagnosis d, PdgNode start) {
        return steps(d, Queues.of(d, null), List.of(start), "the group chosen").stream().map(Step::node).toList();
    }

    private static List<PdgNode> leastProgressed(Diagnosis d) {
        List<PdgNode> lps = new ArrayList<>(d.getLeastProgressed());
        lps.sort(Comparator.comparingInt(n -> d.getNodes().indexOf(n)));
        return lps;
    }

    /** A "waits for" edge of the PDG seen from one end: the node at the other end, and the edge's type. */
    private record Wait(PdgNode other, DependenceType type) {
    }

    /**
     * The walk of {@link #ORDER}: from each start, the chain of the groups it waits for; then from every node sliced
     * (in order), depth first: the groups it waits for, else the groups that wait for it; then the rest in node order.
     */
    private static List<Step> steps(Diagnosis d, Queues q, List<PdgNode> starts, String startReason) {
        List<PdgNode> nodes = d.getNodes();
        Map<PdgNode, List<Wait>> waitsFor = new HashMap<>(), waitedBy = new HashMap<>();
        for (PdgEdge e : d.getEdges()) {
            if (e.getType() == DependenceType.UNDEFINED || e.getSource() == null || e.getTarget() == null) {
                continue;
            }
            // BACKWARD: the target waits for the source; every other defined type: the source waits for the target
            PdgNode dependent = e.getType() == DependenceType.BACKWARD ? e.getTarget() : e.getSource();
            PdgNode dependee = e.getType() == DependenceType.BACKWARD ? e.getSource() : e.getTarget();
            if (dependent != dependee) {
                waitsFor.computeIfAbsent(dependent, k -> new ArrayList<>()).add(new Wait(dependee, e.getType()));
                waitedBy.computeIfAbsent(dependee, k -> new ArrayList<>()).add(new Wait(dependent, e.getType()));
            }
        }
        Comparator<Wait> byKind = Comparator.comparingInt((Wait w) -> rank(w.type())).thenComparingInt(w -> nodes.indexOf(w.other()));
        waitsFor.values().forEach(l -> l.sort(byKind));
        waitedBy.values().forEach(l -> l.sort(byKind));

        List<Step> out = new ArrayList<>();
        Set<PdgNode> seen = new LinkedHashSet<>();
        for (PdgNode s : starts) {
            if (seen.add(s)) {
                out.add(new Step(s, startReason));
                walk(s, out, seen, waitsFor, null, q);
            }
        }
        for (int i = 0; i < out.size(); i++) {
            walk(out.get(i).node(), out, seen, waitsFor, waitedBy, q);
        }
        for (PdgNode n : nodes) {
            if (seen.add(n)) {
                RankSet.Builder before = RankSet.builder();
                out.forEach(st -> st.node().getRanks().stream().forEach(before::add));
                String detail = q.detail(n, before.build());
                out.add(new Step(n, detail.isEmpty() ? "no wait connects it to the groups before"
                        : "no wait of the PDG connects it to the groups before, the dumps do" + detail));
            }
        }
        return out;
    }

    /**
     * Depth first from {@code root}: at each node the first group it waits for not yet sliced, else (when
     * {@code waitedBy} is given) the first group waiting for it; back up when there is none.
     */
    private static void walk(PdgNode root, List<Step> out, Set<PdgNode> seen, Map<PdgNode, List<Wait>> waitsFor,
            Map<PdgNode, List<Wait>> waitedBy, Queues q) {
        Deque<PdgNode> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            PdgNode cur = stack.peek();
            Wait next = first(waitsFor.get(cur), seen);
            String reason;
            if (next != null) {
                reason = who(cur.getRanks()) + " waits for it (" + word(next.type()) + ")" + q.detail(cur, next.other().getRanks());
            } else {
                next = waitedBy == null ? null : first(waitedBy.get(cur), seen);
                if (next == null) {
                    stack.pop();
                    continue;
                }
                reason = "it waits for " + who(cur.getRanks()) + " (" + word(next.type()) + ")"
                        + q.detail(next.other(), cur.getRanks());
            }
            seen.add(next.other());
            out.add(new Step(next.other(), reason));
            stack.push(next.other());
        }
    }

    private static Wait first(List<Wait> waits, Set<PdgNode> seen) {
        if (waits != null) {
            for (Wait w : waits) {
                if (!seen.contains(w.other())) {
                    return w;
                }
            }
        }
        return null;
    }

    private static int rank(DependenceType t) {
        return switch (t) {
        case POINT_TO_POINT -> 0;
        case COLLECTIVE -> 1;
        default -> 2;
        };
    }

    private static String word(DependenceType t) {
        return switch (t) {
        case POINT_TO_POINT -> "point-to-point";
        case COLLECTIVE -> "collective";
        default -> "progress dependence";
        };
    }

    static String who(RankSet r) {
        return (r.size() == 1 ? "rank " : "ranks ") + r;
    }

    /** The message queues of the diagnosis' job, by rank and by group; empty without a job or wait facts. */
    private record Queues(Map<Integer, TaskQueue> byRank, int worldSize) {

        static final Queues NONE = new Queues(Map.of(), 0);

        /** The queues of {@code d}'s job; a failure is a warning of {@code resolver} (null: silent) and no queues. */
        static Queues of(Diagnosis d, SourceResolver resolver) {
            if (!(d.eContainer() instanceof Job job)) {
                return NONE;
            }
            try {
                Map<Integer, TaskQueue> byRank = new HashMap<>();
                for (MessageQueues.Group g : MessageQueues.of(job, d).groups()) {
                    g.tasks().forEach(t -> byRank.put(t.rank(), t));
                }
                return new Queues(byRank, job.getWorldSize());
            } catch (RuntimeException e) {
                if (resolver != null) {
                    resolver.warn("cannot read the waits of the dumps: " + e + "; each group's own line is sliced");
                }
                return NONE;
            }
        }

        /** The queues of {@code ranks}, rank order. */
        List<TaskQueue> of(RankSet ranks) {
            List<TaskQueue> out = new ArrayList<>();
            if (!byRank.isEmpty()) {
                for (int r : ranks.toArray()) {
                    TaskQueue t = byRank.get(r);
                    if (t != null) {
                        out.add(t);
                    }
                }
            }
            return out;
        }

        /** ": rank 1's MPI_Recv: receive from 0, tag 21, MPI_COMM_WORLD", the first wait of {@code n}'s tasks on {@code on}. */
        String detail(PdgNode n, RankSet on) {
            for (TaskQueue t : of(n.getRanks())) {
                for (Operation o : t.waits()) {
                    if (o.peer() >= 0 && on.contains(o.peer()) || !o.missing().intersect(on).isEmpty()) {
                        return ": rank " + t.rank() + "'s " + t.call() + ": " + o.describe();
                    }
                }
            }
            return "";
        }
    }
}
