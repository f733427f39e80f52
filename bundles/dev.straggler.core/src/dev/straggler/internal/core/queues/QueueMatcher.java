package dev.straggler.internal.core.queues;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;

import dev.straggler.core.queues.MessageQueues.Group;
import dev.straggler.core.queues.MessageQueues.Kind;
import dev.straggler.core.queues.MessageQueues.Match;
import dev.straggler.core.queues.MessageQueues.Operation;
import dev.straggler.core.queues.MessageQueues.Report;
import dev.straggler.core.queues.MessageQueues.TaskQueue;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.Task;
import dev.straggler.model.WaitPart;
import dev.straggler.model.WaitRole;

/**
 * Matches every operation of every task with what its peers posted (MPI's rules: same communicator, the source or
 * MPI_ANY_SOURCE, the tag or MPI_ANY_TAG; a collective with every member of its communicator in a collective of it),
 * and finds the cycles of the wait-for graph: a task blocked point-to-point waits on its peer (not on a finished
 * one: that wait is never matched, a dead end rather than a cycle), a task blocked in a collective on the members
 * not in it; an "any" wait (MPI_ANY_SOURCE, MPI_Waitany over several peers) waits on no one task and adds no edge.
 * A cycle is a strongly connected component of two or more tasks, or a task waiting on itself.
 * <p>
 * With the sizes and roots of dump format 1.5, two notes for what matches but cannot complete: a receive whose posted
 * buffer is smaller than every matching send posted for it (MPI_ERR_TRUNCATE), and a rooted collective whose members
 * name other roots on the same communicator (the collective never completes).
 */
public final class QueueMatcher {

    private QueueMatcher() {
    }

    public static Report report(Job job, Diagnosis diagnosis) {
        Map<Integer, Task> tasks = new HashMap<>();
        boolean facts = false;
        for (Task t : job.getTasks()) {
            tasks.put(t.getRank(), t);
            facts |= !t.getWaitParts().isEmpty() || !t.getPendingOperations().isEmpty();
        }
        facts |= atLeast(job.getFormatVersion(), 1, 3);
        RankSet lp = RankSet.unionAll(diagnosis.getLeastProgressed().stream().map(PdgNode::getRanks).toList());

        Map<Integer, List<Operation>> waits = new HashMap<>(), pending = new HashMap<>();
        for (Task t : tasks.values()) {
            List<Operation> w = new ArrayList<>();
            for (WaitPart p : t.getWaitParts()) {
                w.add(match(t, p, true, tasks));
            }
            List<Operation> o = new ArrayList<>();
            for (WaitPart p : t.getPendingOperations()) {
                if (t.getWaitParts().stream().noneMatch(q -> same(p, q))) {
                    o.add(match(t, p, false, tasks));
                }
            }
            waits.put(t.getRank(), w);
            pending.put(t.getRank(), o);
        }
        RankSet inCycles = RankSet.EMPTY;
        List<RankSet> cycles = cycles(tasks, waits);
        for (RankSet c : cycles) {
            inCycles = inCycles.union(c);
        }

        List<Group> groups = new ArrayList<>();
        RankSet.Builder unmatched = RankSet.builder(), noted = RankSet.builder();
        RankSet grouped = RankSet.EMPTY;
        for (PdgNode n : diagnosis.getNodes()) {
            List<TaskQueue> qs = new ArrayList<>();
            for (int r : n.getRanks().toArray()) {
                Task t = tasks.get(r);
                if (t == null) {
                    continue;
                }
                TaskQueue q = queue(t, waits.get(r), pending.get(r), inCycles.contains(r), lp.contains(r));
                if (q.hasUnmatched()) {
                    unmatched.add(r);
                }
                if (q.hasNotes()) {
                    noted.add(r);
                }
                qs.add(q);
            }
            grouped = grouped.union(n.getRanks());
            groups.add(new Group(n.getLabel() == null ? "" : n.getLabel(), n.getRanks(), n.isLeastProgressed(), qs));
        }
        // tasks of no node (none with a well-formed diagnosis): one group of their own
        List<TaskQueue> rest = new ArrayList<>();
        for (Task t : tasks.values()) {
            if (!grouped.contains(t.getRank())) {
                TaskQueue q = queue(t, waits.get(t.getRank()), pending.get(t.getRank()), inCycles.contains(t.getRank()),
                        lp.contains(t.getRank()));
                if (q.hasUnmatched()) {
                    unmatched.add(t.getRank());
                }
                if (q.hasNotes()) {
                    noted.add(t.getRank());
                }
                rest.add(q);
            }
        }
        if (!rest.isEmpty()) {
            rest.sort(Comparator.comparingInt(TaskQueue::rank));
            RankSet.Builder b = RankSet.builder();
            rest.forEach(q -> b.add(q.rank()));
            groups.add(new Group("not in the graph", b.build(), false, rest));
        }
        groups.sort(Comparator.comparing((Group g) -> !g.leastProgressed()).thenComparingInt(g -> g.ranks().isEmpty()
                ? Integer.MAX_VALUE : g.ranks().first()));
        return new Report(List.copyOf(groups), cycles, unmatched.build(), noted.build(), facts);
    }

    private static TaskQueue queue(Task t, List<Operation> waits, List<Operation> pending, boolean inCycle, boolean lp) {
        String call = t.getState() == null || t.getState().getCall() == null ? "" : t.getState().getCall();
        String status = t.isFinished() ? "finished" : t.isInMpi() ? "blocked" : "computing";
        return new TaskQueue(t.getRank(), call, status, List.copyOf(waits), List.copyOf(pending), inCycle, lp);
    }

    private static boolean same(WaitPart a, WaitPart b) {
        return a.getRole() == b.getRole() && a.getPeer() == b.getPeer() && a.getTag() == b.getTag()
                && a.getCommunicatorSize() == b.getCommunicatorSize() && a.isRequest() == b.isRequest()
                && a.isPersistent() == b.isPersistent() && a.getBytes() == b.getBytes() && a.getRoot() == b.getRoot()
                && String.valueOf(a.getCommunicator()).equals(String.valueOf(b.getCommunicator()));
    }

    private static Kind kind(WaitRole r) {
        return switch (r) {
        case SEND -> Kind.SEND;
        case RECEIVE -> Kind.RECEIVE;
        case PROBE -> Kind.PROBE;
        case COLLECTIVE -> Kind.COLLECTIVE;
        default -> Kind.UNKNOWN;
        };
    }

    private static boolean sameCommunicator(WaitPart a, WaitPart b) {
        return a.getCommunicatorSize() == b.getCommunicatorSize()
                && String.valueOf(a.getCommunicator()).equals(String.valueOf(b.getCommunicator()));
    }

    private static boolean tagsMatch(int receiveTag, int sendTag) {
        return receiveTag == Operation.ANY_TAG || receiveTag == sendTag;
    }

    /** Everything task {@code t} posted: the parts of its wait and its pending operations. */
    private static List<WaitPart> posted(Task t) {
        List<WaitPart> all = new ArrayList<>(t.getWaitParts());
        all.addAll(t.getPendingOperations());
        return all;
    }

    private static Operation match(Task t, WaitPart p, boolean waited, Map<Integer, Task> tasks) {
        Kind k = kind(p.getRole());
        int me = t.getRank();
        RankSet.Builder partners = RankSet.builder();
        RankSet missing = RankSet.EMPTY;
        List<String> notes = new ArrayList<>();
        Match m;
        switch (k) {
        case SEND -> {
            Task peer = tasks.get(p.getPeer());
            if (peer == null) {
                m = Match.UNKNOWN;
            } else {
                for (WaitPart q : posted(peer)) {
                    if ((q.getRole() == WaitRole.RECEIVE || q.getRole() == WaitRole.PROBE) && sameCommunicator(p, q)
                            && (q.getPeer() == me || q.getPeer() == Operation.ANY_SOURCE) && tagsMatch(q.getTag(), p.getTag())) {
                        partners.add(peer.getRank());
                    }
                }
                m = !partners.build().isEmpty() ? Match.MATCHED : peer.isFinished() ? Match.PEER_FINISHED : Match.UNMATCHED;
            }
        }
        case RECEIVE, PROBE -> {
            List<WaitPart> sends = new ArrayList<>();
            if (p.getPeer() == Operation.ANY_SOURCE) {
                boolean allFinished = true;
                RankSet members = t.getWaitAnySources();
                for (Task other : tasks.values()) {
                    if (members != null && !members.isEmpty() && !members.contains(other.getRank())) {
                        continue;
                    }
                    allFinished &= other.isFinished() || other.getRank() == me;
                    if (sendsTo(other, me, p, sends)) {
                        partners.add(other.getRank());
                    }
                }
                m = !partners.build().isEmpty() ? Match.MATCHED : allFinished && tasks.size() > 1 ? Match.PEER_FINISHED
                        : Match.UNMATCHED;
            } else {
                Task peer = tasks.get(p.getPeer());
                if (peer == null) {
                    m = Match.UNKNOWN;
                } else {
                    if (sendsTo(peer, me, p, sends)) {
                        partners.add(peer.getRank());
                    }
                    m = !partners.build().isEmpty() ? Match.MATCHED
                            : peer.isFinished() ? Match.PEER_FINISHED : Match.UNMATCHED;
                }
            }
            if (k == Kind.RECEIVE) {
                truncation(p, sends).ifPresent(notes::add);
            }
        }
        case COLLECTIVE -> {
            RankSet members = t.getWaitMembers();
            if (members == null || members.isEmpty()) {
                m = Match.UNKNOWN;
            } else {
                RankSet.Builder out = RankSet.builder();
                boolean finished = false, unknown = false;
                for (int r : members.toArray()) {
                    Task o = tasks.get(r);
                    if (o == null) {
                        unknown = true;
                        out.add(r);
                    } else if (o.getWaitParts().stream().anyMatch(q -> q.getRole() == WaitRole.COLLECTIVE && sameCommunicator(p, q))) {
                        partners.add(r);
                    } else {
                        finished |= o.isFinished();
                        out.add(r);
                    }
                }
                missing = out.build();
                m = missing.isEmpty() ? Match.MATCHED : finished ? Match.PEER_FINISHED : unknown ? Match.UNKNOWN : Match.UNMATCHED;
                otherRoots(p, partners.build(), tasks).ifPresent(notes::add);
            }
        }
        default -> m = Match.UNKNOWN;
        }
        return new Operation(k, p.getPeer(), p.getTag(), p.getCommunicator() == null ? "" : p.getCommunicator(),
                p.getCommunicatorSize(), p.isRequest(), p.isPersistent(), waited, m, partners.build(), missing,
                m == Match.UNMATCHED ? hint(t, k, p.getPeer(), tasks) : "",
                p.getBytes() < 0 ? Operation.BYTES_UNKNOWN : p.getBytes(),
                k == Kind.COLLECTIVE && p.getRoot() >= 0 ? p.getRoot() : Operation.NO_ROOT, notes);
    }

    /**
     * Receive {@code r} with a posted buffer of M bytes whose every matching send is known to be larger, N bytes and
     * more: "message of N bytes is larger than the receive's M bytes (MPI_ERR_TRUNCATE)". Whichever of them MPI
     * matches, the message does not fit. Nothing when a size is unknown or some matching send fits.
     */
    private static Optional<String> truncation(WaitPart r, List<WaitPart> sends) {
        long buffer = r.getBytes();
        if (buffer < 0 || sends.isEmpty()) {
            return Optional.empty();
        }
        long min = Long.MAX_VALUE, max = 0;
        for (WaitPart s : sends) {
            if (s.getBytes() < 0 || s.getBytes() <= buffer) {
                return Optional.empty();
            }
            min = Math.min(min, s.getBytes());
            max = Math.max(max, s.getBytes());
        }
        return Optional.of((min == max ? "message of " + min + " bytes is"
                : "messages of " + min + " to " + max + " bytes are") + " larger than the receive's " + buffer
                + " bytes (MPI_ERR_TRUNCATE)");
    }

    /**
     * Rooted collective {@code c}: the members in a collective of its communicator ({@code partners}) whose rooted
     * collectives there all name another root: "roots differ: 0 vs 1 (at 2-3)", each other root with its members.
     * MPI requires the same root at every member: such a collective never completes.
     */
    private static Optional<String> otherRoots(WaitPart c, RankSet partners, Map<Integer, Task> tasks) {
        if (c.getRoot() < 0) {
            return Optional.empty();
        }
        TreeMap<Integer, RankSet.Builder> byRoot = new TreeMap<>();
        for (int r : partners.toArray()) {
            Task o = tasks.get(r);
            if (o == null) {
                continue;
            }
            Set<Integer> roots = new TreeSet<>();
            for (WaitPart q : posted(o)) {
                if (q.getRole() == WaitRole.COLLECTIVE && q.getRoot() >= 0 && sameCommunicator(c, q)) {
                    roots.add(q.getRoot());
                }
            }
            if (!roots.isEmpty() && !roots.contains(c.getRoot())) {
                roots.forEach(root -> byRoot.computeIfAbsent(root, x -> RankSet.builder()).add(r));
            }
        }
        if (byRoot.isEmpty()) {
            return Optional.empty();
        }
        List<String> others = new ArrayList<>();
        byRoot.forEach((root, at) -> others.add(root + " (at " + at.build() + ")"));
        return Optional.of("roots differ: " + c.getRoot() + " vs " + String.join(", ", others));
    }

    /**
     * For an unmatched receive (or probe) from one peer: when both tasks counted their messages (CHAN) and the peer
     * posted at least as many sends to this task as this task posted receives from it (this one included), the
     * message this receive counts on was sent — with another tag or on another communicator, or it went to another
     * receive. For an unmatched send: the peer posted at least as many receives from this task as it posted sends.
     */
    private static String hint(Task t, Kind k, int peer, Map<Integer, Task> tasks) {
        Task y = tasks.get(peer);
        if (y == null || peer == t.getRank() || !t.isChannelsKnown() || !y.isChannelsKnown() || t.getAnySourceReceives() > 0) {
            return "";
        }
        if (k == Kind.RECEIVE || k == Kind.PROBE) {
            long sent = sends(y, t.getRank()), posted = receives(t, peer);
            if (posted > 0 && sent >= posted + (k == Kind.PROBE ? 1 : 0)) {
                return peer + " sent " + sent + (sent == 1 ? " message" : " messages") + " to it, as many as its receives from "
                        + peer + " (" + posted + ") need: one was sent with another tag or communicator?";
            }
        } else if (k == Kind.SEND) {
            long posted = receives(y, t.getRank()), sent = sends(t, peer);
            if (sent > 0 && posted >= sent) {
                return peer + " posted " + posted + (posted == 1 ? " receive" : " receives") + " from it, as many as its sends to "
                        + peer + " (" + sent + "): one was posted with another tag or communicator?";
            }
        }
        return "";
    }

    private static long sends(Task from, int to) {
        return from.getChannels().stream().filter(c -> c.getPeer() == to).mapToLong(c -> c.getSends()).sum();
    }

    private static long receives(Task at, int from) {
        return at.getChannels().stream().filter(c -> c.getPeer() == from).mapToLong(c -> c.getReceives()).sum();
    }

    /**
     * Whether {@code sender} posted a send to {@code receiver} that receive or probe {@code r} matches; each such send
     * is added to {@code found}.
     */
    private static boolean sendsTo(Task sender, int receiver, WaitPart r, List<WaitPart> found) {
        boolean any = false;
        for (WaitPart q : posted(sender)) {
            if (q.getRole() == WaitRole.SEND && q.getPeer() == receiver && sameCommunicator(r, q) && tagsMatch(r.getTag(), q.getTag())) {
                found.add(q);
                any = true;
            }
        }
        return any;
    }

    /** The cycles of the wait-for graph (class comment). */
    static List<RankSet> cycles(Map<Integer, Task> tasks, Map<Integer, List<Operation>> waits) {
        Graph<Integer, DefaultEdge> g = new DefaultDirectedGraph<>(DefaultEdge.class);
        tasks.keySet().forEach(g::addVertex);
        RankSet.Builder selfWaits = RankSet.builder();
        for (Task t : tasks.values()) {
            if (t.isFinished()) {
                continue;
            }
            int x = t.getRank();
            List<Operation> ops = waits.get(x);
            boolean any = t.isWaitAny() && ops.stream().filter(o -> o.kind() != Kind.COLLECTIVE).count() > 1;
            for (Operation o : ops) {
                if (o.kind() == Kind.COLLECTIVE) {
                    o.missing().stream().filter(y -> tasks.containsKey(y) && !tasks.get(y).isFinished())
                            .forEach(y -> g.addEdge(x, y));
                } else if (!any && o.peer() >= 0 && tasks.containsKey(o.peer()) && !tasks.get(o.peer()).isFinished()) {
                    if (o.peer() == x) {
                        selfWaits.add(x);
                    } else {
                        g.addEdge(x, o.peer());
                    }
                }
            }
        }
        List<RankSet> cycles = new ArrayList<>();
        for (Set<Integer> c : new KosarajuStrongConnectivityInspector<>(g).stronglyConnectedSets()) {
            if (c.size() > 1) {
                RankSet.Builder b = RankSet.builder();
                c.forEach(b::add);
                cycles.add(b.build());
            }
        }
        selfWaits.build().stream().forEach(r -> cycles.add(RankSet.of(r)));
        cycles.sort(Comparator.comparingInt(RankSet::first));
        return List.copyOf(cycles);
    }

    private static boolean atLeast(String version, int major, int minor) {
        if (version == null) {
            return false;
        }
        String[] v = version.split("\\.");
        try {
            int a = Integer.parseInt(v[0]), b = v.length > 1 ? Integer.parseInt(v[1]) : 0;
            return a > major || a == major && b >= minor;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
