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
import dev.straggler.internal.core.queues.CountMatcher.Verdict;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.Task;
import dev.straggler.model.WaitPart;
import dev.straggler.model.WaitRole;

/**
 * Classifies every operation of every task: a point-to-point one by the counts of what its partner posted
 * ({@link CountMatcher}; in dumps older than format 1.7 by the operations the partner has posted and not completed),
 * a collective as matched when every member of its communicator is in a collective of it, else waiting for the
 * members not in it. Then finds the cycles of the wait-for graph: a task blocked point-to-point waits on the peer of
 * each part not matched (not on a finished one: that wait is never matched, a dead end rather than a cycle; a matched
 * part waits for its completion only), a task blocked in a collective on the members not in it; an "any" wait
 * (MPI_ANY_SOURCE, MPI_Waitany over several peers) waits on no one task and adds no edge. A cycle is a strongly
 * connected component of two or more tasks, or a task waiting on itself.
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

        CountMatcher counted = new CountMatcher(job, tasks);
        Map<Integer, List<Operation>> waits = new HashMap<>(), pending = new HashMap<>();
        for (Task t : tasks.values()) {
            List<Operation> w = new ArrayList<>();
            for (WaitPart p : t.getWaitParts()) {
                w.add(match(t, p, true, tasks, counted));
            }
            List<Operation> o = new ArrayList<>();
            for (WaitPart p : t.getPendingOperations()) {
                if (t.getWaitParts().stream().noneMatch(q -> same(p, q))) {
                    o.add(match(t, p, false, tasks, counted));
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
                && a.getOrdinal() == b.getOrdinal() && a.getCommunicatorId() == b.getCommunicatorId()
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

    /** Same communicator: by the id its members agree on when both have one (dump format 1.7), else name and size. */
    private static boolean sameCommunicator(WaitPart a, WaitPart b) {
        return CountMatcher.comm(a).equals(CountMatcher.comm(b));
    }

    private static boolean tagsMatch(int receiveTag, int sendTag) {
        return receiveTag == Operation.ANY_TAG || receiveTag == sendTag;
    }

    /** Everything task {@code t} posted: the parts of its wait and its pending operations. */
    static List<WaitPart> posted(Task t) {
        List<WaitPart> all = new ArrayList<>(t.getWaitParts());
        all.addAll(t.getPendingOperations());
        return all;
    }

    private static Operation match(Task t, WaitPart p, boolean waited, Map<Integer, Task> tasks, CountMatcher counted) {
        Kind k = kind(p.getRole());
        RankSet missing = RankSet.EMPTY;
        List<String> notes = new ArrayList<>();
        Verdict v;
        switch (k) {
        case SEND, RECEIVE, PROBE -> {
            v = counted.known(t) ? counted.classify(t, p) : byPosted(t, p, tasks);
            if (k == Kind.RECEIVE) {
                List<WaitPart> sends = new ArrayList<>();
                for (Task other : tasks.values()) {
                    if (p.getPeer() == Operation.ANY_SOURCE || other.getRank() == p.getPeer()) {
                        sendsTo(other, t.getRank(), p, sends);
                    }
                }
                if (v.inOrder()) { // the partner's send with the receive's ordinal is the one that matches it
                    sends.removeIf(q -> q.getOrdinal() != p.getOrdinal());
                }
                truncation(p, sends).ifPresent(notes::add);
            }
        }
        case COLLECTIVE -> {
            RankSet.Builder in = RankSet.builder(), out = RankSet.builder();
            v = collective(t, p, tasks, in, out);
            missing = out.build();
            otherRoots(p, in.build(), tasks).ifPresent(notes::add);
        }
        default -> v = new Verdict(Match.UNKNOWN, RankSet.EMPTY, -1, -1, null,
                "a request the runtime did not see posted", "", false);
        }
        return new Operation(k, p.getPeer(), p.getTag(), p.getCommunicator() == null ? "" : p.getCommunicator(),
                p.getCommunicatorSize(), p.isRequest(), p.isPersistent(), waited, v.match(), v.partners(), missing,
                v.hint(), p.getBytes() < 0 ? Operation.BYTES_UNKNOWN : p.getBytes(),
                k == Kind.COLLECTIVE && p.getRoot() >= 0 ? p.getRoot() : Operation.NO_ROOT, notes, p.getOrdinal(),
                v.posted(), v.partnerPosted(), v.matchedBy(), v.reason());
    }

    /**
     * A collective: matched when every member of its communicator is in a collective of it, peer finished when a
     * member not in it is finished, unknown when one wrote no dump, else waiting for the members not in it. The members
     * in it go to {@code in}, the others to {@code out}.
     */
    private static Verdict collective(Task t, WaitPart p, Map<Integer, Task> tasks, RankSet.Builder in,
            RankSet.Builder out) {
        RankSet members = t.getWaitMembers();
        if (members == null || members.isEmpty()) {
            return new Verdict(Match.UNKNOWN, RankSet.EMPTY, -1, -1, null,
                    "the members of its communicator are not known", "", false);
        }
        RankSet.Builder finished = RankSet.builder(), undumped = RankSet.builder();
        for (int r : members.toArray()) {
            Task o = tasks.get(r);
            if (o != null && o.getWaitParts().stream()
                    .anyMatch(q -> q.getRole() == WaitRole.COLLECTIVE && sameCommunicator(p, q))) {
                in.add(r);
                continue;
            }
            out.add(r);
            if (o == null) {
                undumped.add(r);
            } else if (o.isFinished()) {
                finished.add(r);
            }
        }
        RankSet partners = in.build(), missing = out.build(), gone = finished.build(), unknown = undumped.build();
        if (missing.isEmpty()) {
            return new Verdict(Match.MATCHED, partners, -1, -1, null, "every member is in a collective of this communicator",
                    "", false);
        }
        if (!gone.isEmpty()) {
            return new Verdict(Match.PEER_FINISHED, partners, -1, -1, null,
                    ranks(gone) + " reached MPI_Finalize: never matched" + (gone.equals(missing) ? ""
                            : " (not in it: " + missing + ")"), "", false);
        }
        if (!unknown.isEmpty()) {
            return new Verdict(Match.UNKNOWN, partners, -1, -1, null, ranks(unknown) + " wrote no dump"
                    + (unknown.equals(missing) ? "" : " (not in it: " + missing + ")"), "", false);
        }
        return new Verdict(Match.WAITING, partners, -1, -1, null, "waiting for " + ranks(missing) + " to enter", "", false);
    }

    private static String ranks(RankSet r) {
        return (r.size() == 1 ? "rank " : "ranks ") + r;
    }

    /**
     * A point-to-point operation of a dump older than format 1.7 (or of the in-situ reduced file), without counts by
     * tag and communicator: matched when the partner has a matching operation posted (MPI's rules), peer finished when
     * the partner is in MPI_Finalize, else unknown: the partner may have completed the operation that matches it.
     */
    private static Verdict byPosted(Task t, WaitPart p, Map<Integer, Task> tasks) {
        int me = t.getRank();
        RankSet.Builder partners = RankSet.builder();
        boolean finished;
        if (p.getRole() == WaitRole.SEND) {
            Task peer = tasks.get(p.getPeer());
            if (peer != null) {
                for (WaitPart q : posted(peer)) {
                    if ((q.getRole() == WaitRole.RECEIVE || q.getRole() == WaitRole.PROBE) && sameCommunicator(p, q)
                            && (q.getPeer() == me || q.getPeer() == Operation.ANY_SOURCE) && tagsMatch(q.getTag(), p.getTag())) {
                        partners.add(peer.getRank());
                    }
                }
            }
            finished = peer != null && peer.isFinished();
        } else if (p.getPeer() == Operation.ANY_SOURCE) {
            RankSet members = t.getWaitAnySources();
            finished = tasks.size() > 1;
            for (Task other : tasks.values()) {
                if (members != null && !members.isEmpty() && !members.contains(other.getRank())) {
                    continue;
                }
                finished &= other.isFinished() || other.getRank() == me;
                if (sendsTo(other, me, p, new ArrayList<>())) {
                    partners.add(other.getRank());
                }
            }
        } else {
            Task peer = tasks.get(p.getPeer());
            if (peer != null && sendsTo(peer, me, p, new ArrayList<>())) {
                partners.add(peer.getRank());
            }
            finished = peer != null && peer.isFinished();
        }
        RankSet found = partners.build();
        String other = p.getRole() == WaitRole.SEND ? "receive" : "send";
        if (!found.isEmpty()) {
            return new Verdict(Match.MATCHED, found, -1, -1, null, "matching " + other + " posted at " + found, "", false);
        }
        if (finished) {
            return new Verdict(Match.PEER_FINISHED, RankSet.EMPTY, -1, -1, null, (p.getPeer() >= 0 ? "rank " + p.getPeer()
                    : "every task it can hear") + " reached MPI_Finalize: never matched", "", false);
        }
        return new Verdict(Match.UNKNOWN, RankSet.EMPTY, -1, -1, null, "no matching " + other + " is posted, and "
                + "dumps older than format 1.7 do not count messages by tag and communicator: the partner may have "
                + "completed it (run again with this runtime)", "", false);
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
                } else if (!any && o.match() != Match.MATCHED && o.peer() >= 0 && tasks.containsKey(o.peer())
                        && !tasks.get(o.peer()).isFinished()) {
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
