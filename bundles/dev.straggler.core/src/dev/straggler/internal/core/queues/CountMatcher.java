package dev.straggler.internal.core.queues;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.straggler.core.queues.MessageQueues;
import dev.straggler.core.queues.MessageQueues.Match;
import dev.straggler.core.queues.MessageQueues.Operation;
import dev.straggler.core.queues.MessageQueues.Partner;
import dev.straggler.core.symbols.Frames;
import dev.straggler.model.Job;
import dev.straggler.model.MessageCount;
import dev.straggler.model.RankSet;
import dev.straggler.model.State;
import dev.straggler.model.Task;
import dev.straggler.model.WaitPart;
import dev.straggler.model.WaitRole;

/**
 * Classifies a point-to-point operation by the counts of dump format 1.7: per (peer, tag, communicator) the sends and
 * receives every task posted, and the operation's ordinal (its number among its task's posts of its kind on its key).
 * <p>
 * MPI matches the messages of one sender to one receiver on one communicator in the order they were sent, and the
 * receives of one kind (same source, same tag, or the same wildcard) in the order they were posted. So a receive that
 * is its task's i-th from rank b with tag t is matched once b posted i sends to it with tag t, and never matched while
 * b posted fewer; a send that is the i-th to b with tag t is matched once b posted i receives from it with tag t.
 * Receives from {@code MPI_ANY_SOURCE} or with {@code MPI_ANY_TAG} can take messages the others count on: then the
 * counts give bounds — matched when the partner's count reaches the ordinal even if every such receive took one of
 * its messages, unmatched when the count stays below it even if none did, unknown in between. An operation is also
 * unknown, with the reason, when a partner wrote no dump, its dump predates format 1.7, its table of counts was full,
 * or a task uses two communicators the dumps cannot tell apart (same name and size, no id its members agree on).
 * <p>
 * The hint of an unmatched operation: messages of the partner's counts with another tag or on another communicator
 * that nothing at the other side can take (or receives nothing can fill) — only when the counts really hold one.
 */
final class CountMatcher {

    private static final int ANY = -2; // MessageCount / WaitPart peer of MPI_ANY_SOURCE
    private static final int ANY_TAG = Operation.ANY_TAG;
    private static final long LOCAL = 1L << 63; // a communicator id only its task knows (dump format 1.7)
    private static final long UNBOUNDED = Long.MAX_VALUE;

    /**
     * A communicator as the tasks name it: by the id its members agree on ({@code id}, 0 when there is none: the
     * task's own id, older dumps), else by name and size; the name and size are always kept for people.
     */
    record Comm(long id, String name, int size) {
        static Comm of(long id, String name, int size) {
            return new Comm(id != 0 && (id & LOCAL) == 0 ? id : 0, name == null ? "" : name, size);
        }

        String label() {
            return MessageQueues.communicatorName(name, size);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Comm c && c.id == id && (id != 0 || c.name.equals(name) && c.size == size);
        }

        @Override
        public int hashCode() {
            return id != 0 ? Long.hashCode(id) : name.hashCode() * 31 + size;
        }
    }

    /** A key of the counts: a world rank or {@link #ANY}, a tag or {@link #ANY_TAG}, a communicator. */
    record Key(int peer, int tag, Comm comm) {
    }

    /** One task's counts by key. */
    private static final class Counts {
        final Task task;
        final Map<Key, long[]> counts = new HashMap<>(); // key -> { sends, receives }
        final Map<Key, MessageCount> entries = new HashMap<>();
        final Set<Comm> ambiguous = new HashSet<>();

        Counts(Task task) {
            this.task = task;
            Map<Comm, Set<Long>> ids = new HashMap<>();
            for (MessageCount m : task.getMessageCounts()) {
                Comm c = Comm.of(m.getCommunicatorId(), m.getCommunicator(), m.getCommunicatorSize());
                ids.computeIfAbsent(c, x -> new HashSet<>()).add(m.getCommunicatorId());
                Key k = new Key(m.getPeer(), m.getTag(), c);
                long[] n = counts.computeIfAbsent(k, x -> new long[2]);
                n[0] += m.getSends();
                n[1] += m.getReceives();
                entries.merge(k, m, (a, b) -> b);
            }
            for (WaitPart p : QueueMatcher.posted(task)) {
                if (p.getCommunicatorId() != 0) {
                    ids.computeIfAbsent(comm(p), x -> new HashSet<>()).add(p.getCommunicatorId());
                }
            }
            ids.forEach((c, set) -> {
                if (c.id() == 0 && set.size() > 1) {
                    ambiguous.add(c);
                }
            });
        }

        boolean complete() {
            return task.isMessageCountsComplete();
        }

        /** The sends (0) or receives (1) of {@code k}: 0 when the task posted none, -1 when not known (table full). */
        long get(Key k, int which) {
            long[] n = counts.get(k);
            return n != null ? n[which] : complete() ? 0 : -1;
        }
    }

    /**
     * What the counts say of one operation.
     *
     * @param inOrder the operation's ordinal names the partner's matching operation too (no wildcard receive at
     *            either side can come in between): a pending partner operation with the same ordinal is the one
     */
    record Verdict(Match match, RankSet partners, long posted, long partnerPosted, Partner matchedBy, String reason,
            String hint, boolean inOrder) {
    }

    private final Map<Integer, Task> tasks;
    private final Map<Integer, Counts> counts = new HashMap<>();
    private final RankSet world;

    CountMatcher(Job job, Map<Integer, Task> tasks) {
        this.tasks = tasks;
        for (Task t : tasks.values()) {
            if (t.isMessageCountsKnown()) {
                counts.put(t.getRank(), new Counts(t));
            }
        }
        int size = job.getWorldSize();
        for (int r : tasks.keySet()) {
            size = Math.max(size, r + 1);
        }
        world = size > 0 ? RankSet.range(0, size - 1) : RankSet.EMPTY;
    }

    /** Whether the counts of {@code t} are known (dump format 1.7): else {@link #classify} cannot answer. */
    boolean known(Task t) {
        return counts.containsKey(t.getRank());
    }

    static Comm comm(WaitPart p) {
        return Comm.of(p.getCommunicatorId(), p.getCommunicator(), p.getCommunicatorSize());
    }

    /** The send, receive or probe {@code p} of task {@code t}, whose counts are {@link #known}. */
    Verdict classify(Task t, WaitPart p) {
        Counts own = counts.get(t.getRank());
        Comm c = comm(p);
        if (p.getPeer() < 0 && p.getPeer() != ANY) {
            return unknown("its peer is not known (a rank of a communicator the runtime could not map, or a matched "
                    + "receive)");
        }
        if (own.ambiguous.contains(c)) {
            return unknown(twoCommunicators(t.getRank(), c));
        }
        if (p.getRole() != WaitRole.PROBE && p.getOrdinal() <= 0) {
            return unknown("rank " + t.getRank() + "'s table of message counts was full when it was posted");
        }
        return switch (p.getRole()) {
        case SEND -> send(own, p, c);
        case RECEIVE, PROBE -> receive(own, p, c);
        default -> unknown("a request the runtime did not see posted");
        };
    }

    private static Verdict unknown(String why) {
        return new Verdict(Match.UNKNOWN, RankSet.EMPTY, -1, -1, null, why, "", false);
    }

    private static String twoCommunicators(int rank, Comm c) {
        return "rank " + rank + " uses two " + (c.name().isEmpty() ? "unnamed communicators of " + c.size() + " tasks"
                : "communicators named " + c.name() + " of " + c.size() + " tasks")
                + " the dumps cannot tell apart (MPI_Comm_set_name would)";
    }

    /** Why the counts of rank {@code r} cannot answer for communicator {@code c}, or null when they can. */
    private String unusable(int r, Comm c) {
        Task x = tasks.get(r);
        if (x == null) {
            return "rank " + r + " wrote no dump";
        }
        Counts k = counts.get(r);
        if (k == null) {
            return "rank " + r + "'s dump predates format 1.7 (no message counts by tag and communicator)";
        }
        return k.ambiguous.contains(c) ? twoCommunicators(r, c) : null;
    }

    // ------------------------------------------------------------------ sends

    private Verdict send(Counts own, WaitPart p, Comm c) {
        int me = own.task.getRank(), b = p.getPeer(), t = p.getTag();
        long i = p.getOrdinal(), posted = own.get(new Key(b, t, c), 0);
        String why = unusable(b, c);
        if (why != null) {
            return unknown(why);
        }
        Counts peer = counts.get(b);
        Key exact = new Key(me, t, c);
        long r1 = peer.get(exact, 1);
        long wild = sum(peer.get(new Key(me, ANY_TAG, c), 1), peer.get(new Key(ANY, t, c), 1),
                peer.get(new Key(ANY, ANY_TAG, c), 1));
        long lower = Math.max(0, r1), upper = r1 < 0 || wild < 0 ? UNBOUNDED : r1 + wild;
        String counted = "rank " + b + " posted " + plural(r1, "receive") + " from rank " + me + " with tag " + t
                + on(c) + ", rank " + me + " posted " + plural(posted, "send");
        if (i <= lower) {
            MessageCount e = peer.entries.get(exact);
            Partner by = partner(b, e == null ? null : e.getLastReceive(), r1 > i);
            return matched(by, RankSet.of(b), posted, r1, counted, wild == 0, wild == 0 && r1 == i);
        }
        if (i > upper) {
            return unmatched(tasks.get(b).isFinished(), b, posted, r1, counted + (wild > 0 ? " (and " + plural(wild,
                    "receive") + " from any source or with any tag, too few)" : ""), sendHint(own, peer, p, c));
        }
        return new Verdict(Match.UNKNOWN, RankSet.EMPTY, posted, r1, null, counted + "; "
                + (wild < 0 || r1 < 0 ? "rank " + b + "'s table of message counts was full"
                        : "rank " + b + "'s " + plural(wild, "receive") + " from any source or with any tag may take it"),
                "", false);
    }

    /** The receives of {@code peer} from this task with another tag or on another communicator that no send fills. */
    private String sendHint(Counts own, Counts peer, WaitPart p, Comm c) {
        int me = own.task.getRank();
        List<String> found = new ArrayList<>();
        for (Map.Entry<Key, long[]> e : sorted(peer.counts)) {
            Key k = e.getKey();
            if (k.peer() != me || k.tag() == ANY_TAG || k.tag() == p.getTag() && k.comm().equals(c)) {
                continue;
            }
            long sent = own.get(new Key(peer.task.getRank(), k.tag(), k.comm()), 0);
            long surplus = sent < 0 ? -1 : e.getValue()[1] - sent;
            if (surplus > 0 && found.size() < 3) {
                found.add("rank " + peer.task.getRank() + " posted " + plural(surplus, "receive") + " from rank " + me
                        + " with tag " + k.tag() + onOther(k.comm(), c) + " that no send fills: "
                        + other(k.tag() != p.getTag(), !k.comm().equals(c)) + "?");
            }
        }
        return String.join("; ", found);
    }

    // ------------------------------------------------------------------ receives and probes

    /**
     * The senders of a receive from {@code s}: the rank, or for MPI_ANY_SOURCE every rank (only the members of its
     * communicator have counts of sends to this task on it).
     */
    private RankSet senders(int s) {
        return s != ANY ? RankSet.of(s) : world;
    }

    /** Sends of rank {@code x} to {@code me} matching tag {@code t} (or any) on {@code c}; -1 not known. */
    private long sendsOf(int x, int me, int t, Comm c) {
        if (unusable(x, c) != null) {
            return -1;
        }
        Counts k = counts.get(x);
        if (t != ANY_TAG) {
            return k.get(new Key(me, t, c), 0);
        }
        if (!k.complete()) {
            return -1;
        }
        long n = 0;
        for (Map.Entry<Key, long[]> e : k.counts.entrySet()) {
            if (e.getKey().peer() == me && e.getKey().comm().equals(c)) {
                n += e.getValue()[0];
            }
        }
        return n;
    }

    /** The sends from {@code senders} matching source-and-tag sets (s, t) at {@code me}: known part, and whether all are. */
    private record Supply(long known, boolean complete, RankSet from, String why) {
    }

    private Supply supply(Task at, int s, int t, Comm c) {
        long n = 0;
        boolean complete = true;
        String why = null;
        RankSet.Builder from = RankSet.builder();
        for (int x : senders(s).toArray()) {
            long k = sendsOf(x, at.getRank(), t, c);
            if (k < 0) {
                complete = false;
                if (why == null) {
                    String u = unusable(x, c);
                    why = u != null ? u : "rank " + x + "'s table of message counts was full";
                }
            } else if (k > 0) {
                n += k;
                from.add(x);
            }
        }
        return new Supply(n, complete, from.build(), why);
    }

    private static boolean overlaps(int a, int b) {
        return a == b || a == ANY || b == ANY;
    }

    private static boolean overlapsTag(int a, int b) {
        return a == b || a == ANY_TAG || b == ANY_TAG;
    }

    /**
     * The receives of this task other than {@code x}'s kind that can take messages {@code x} counts on, each capped by
     * the messages both can take; -1 when not known. {@code self}: count {@code x}'s own kind too (a probe).
     */
    private long competitors(Counts own, Key x, boolean self) {
        long n = 0;
        for (Map.Entry<Key, long[]> e : own.counts.entrySet()) {
            Key y = e.getKey();
            long r = e.getValue()[1];
            if (r == 0 || !y.comm().equals(x.comm()) || !overlaps(y.peer(), x.peer()) || !overlapsTag(y.tag(), x.tag())
                    || !self && y.equals(x)) {
                continue;
            }
            Supply both = supply(own.task, y.peer() == ANY ? x.peer() : y.peer(), y.tag() == ANY_TAG ? x.tag() : y.tag(),
                    x.comm());
            n += both.complete() ? Math.min(r, both.known()) : r;
        }
        return own.complete() ? n : -1;
    }

    private Verdict receive(Counts own, WaitPart p, Comm c) {
        int me = own.task.getRank(), s = p.getPeer(), t = p.getTag();
        boolean probe = p.getRole() == WaitRole.PROBE;
        Key x = new Key(s, t, c);
        long i = p.getOrdinal(), posted = own.get(x, 1);
        if (s != ANY && unusable(s, c) != null) {
            return unknown(unusable(s, c));
        }
        Supply m = supply(own.task, s, t, c);
        long others = competitors(own, x, probe);
        long lower = others < 0 ? Long.MIN_VALUE : m.known() - others;
        long upper = m.complete() ? m.known() : UNBOUNDED;
        long sent = m.complete() ? m.known() : -1;
        String who = s != ANY ? "rank " + s : m.from().isEmpty() ? "no task" : ranks(m.from());
        String sends = " posted " + (sent >= 0 || s != ANY ? plural(sent, "send") : "at least " + plural(m.known(), "send"))
                + " to rank " + me + tag(t) + on(c);
        String counted = who + sends + ", rank " + me + " posted " + plural(posted, "receive")
                + (s == ANY ? " from any source" : "") + (t == ANY_TAG ? " with any tag" : "");
        boolean finished = finished(own.task, s);
        if (probe) {
            // a probe takes nothing: it sees a message while more were sent than every receive that can take them
            if (lower > 0) {
                return matched(partnerOf(own, m, s, t, c, 1), m.from(), -1, sent, who + sends
                        + ", more than the receives of rank " + me + " can take", false, false);
            }
            if (upper == 0 || upper <= posted && competitors(own, x, false) == 0) {
                return unmatched(finished, s, -1, sent, counted, receiveHint(own, s, t, c));
            }
            return new Verdict(Match.UNKNOWN, RankSet.EMPTY, -1, sent, null, counted + "; "
                    + (m.complete() ? "rank " + me + "'s receives may take them first" : m.why()), "", false);
        }
        if (i <= lower) {
            boolean inOrder = others == 0 && s != ANY && t != ANY_TAG;
            return matched(partnerOf(own, m, s, t, c, i), m.from(), posted, sent, counted, inOrder,
                    inOrder && sent == i);
        }
        if (i > upper) {
            return unmatched(finished, s, posted, sent, counted, receiveHint(own, s, t, c));
        }
        String why = !m.complete() ? m.why()
                : others < 0 ? "rank " + me + "'s table of message counts was full"
                        : "rank " + me + " posted " + plural(others, "other receive")
                                + " that can take them: which takes which the counts do not say";
        return new Verdict(Match.UNKNOWN, RankSet.EMPTY, posted, sent, null, counted + "; " + why, "", false);
    }

    /** Whether the peer of an unmatched operation is finished: the rank, or for any source every member but this task. */
    private boolean finished(Task at, int s) {
        if (s != ANY) {
            Task x = tasks.get(s);
            return x != null && x.isFinished();
        }
        boolean any = false;
        for (int r : senders(s).toArray()) {
            Task x = tasks.get(r);
            if (r == at.getRank()) {
                continue;
            }
            if (x == null || !x.isFinished()) {
                return false;
            }
            any = true;
        }
        return any;
    }

    /**
     * The partner of the {@code i}-th receive from {@code s} with tag {@code t}: the first sender (by rank, then tag)
     * with more sends to it than its receives from that sender with that tag take, else the first sender; and the
     * state of its last send (the last of more than {@code i}, or for any source of more than one).
     */
    private Partner partnerOf(Counts own, Supply m, int s, int t, Comm c, long i) {
        Partner first = null;
        for (int x : m.from().toArray()) {
            Counts k = counts.get(x);
            for (Map.Entry<Key, long[]> e : sorted(k.counts)) {
                Key y = e.getKey();
                long sent = e.getValue()[0];
                if (y.peer() != own.task.getRank() || !y.comm().equals(c) || !overlapsTag(t, y.tag()) || sent == 0) {
                    continue;
                }
                Partner p = partner(x, k.entries.get(y).getLastSend(), sent > (s == ANY ? 1 : i));
                if (sent > own.get(new Key(x, y.tag(), c), 1)) {
                    return p;
                }
                first = first == null ? p : first;
            }
        }
        return first;
    }

    /**
     * The sends to this task with another tag or on another communicator, from the senders a receive from {@code s}
     * can hear, that no receive of this task can take.
     */
    private String receiveHint(Counts own, int s, int t, Comm c) {
        int me = own.task.getRank();
        List<String> found = new ArrayList<>();
        for (int x : senders(s).toArray()) {
            Counts k = counts.get(x);
            if (k == null || found.size() >= 3) {
                continue;
            }
            for (Map.Entry<Key, long[]> e : sorted(k.counts)) {
                Key y = e.getKey();
                long sent = e.getValue()[0];
                boolean otherTag = t != ANY_TAG && y.tag() != t, otherComm = !y.comm().equals(c);
                if (y.peer() != me || sent == 0 || !otherTag && !otherComm || k.ambiguous.contains(y.comm())) {
                    continue;
                }
                long takers = sum(own.get(new Key(x, y.tag(), y.comm()), 1), own.get(new Key(x, ANY_TAG, y.comm()), 1),
                        own.get(new Key(ANY, y.tag(), y.comm()), 1), own.get(new Key(ANY, ANY_TAG, y.comm()), 1));
                if (takers >= 0 && sent > takers && found.size() < 3) {
                    found.add("rank " + x + " posted " + plural(sent - takers, "send") + " to rank " + me + " with tag "
                            + y.tag() + onOther(y.comm(), c) + " that no receive can take: "
                            + other(otherTag, otherComm) + "?");
                }
            }
        }
        return String.join("; ", found);
    }

    // ------------------------------------------------------------------ phrases

    private Partner partner(int rank, State s, boolean last) {
        if (s == null) {
            return new Partner(rank, "", "", last);
        }
        return new Partner(rank, s.getCall() == null ? "" : s.getCall(), Frames.location(Frames.userFrame(s.getCallSite())),
                last);
    }

    /** {@code named}: the partner's operation is the one that matches (not only its last of several). */
    private static Verdict matched(Partner by, RankSet partners, long posted, long partnerPosted, String counted,
            boolean inOrder, boolean named) {
        String reason = named && by != null && !by.call().isEmpty() ? by.describe() + " matches it"
                : counted + (by == null || by.call().isEmpty() ? ""
                        : " (" + (by.last() ? "the last by " : "by ") + by.describe() + ")");
        return new Verdict(Match.MATCHED, partners, posted, partnerPosted, by, reason + "; only its completion is pending",
                "", inOrder);
    }

    private static Verdict unmatched(boolean finished, int peer, long posted, long partnerPosted, String counted,
            String hint) {
        return new Verdict(finished ? Match.PEER_FINISHED : Match.UNMATCHED, RankSet.EMPTY, posted, partnerPosted, null,
                finished ? (peer == ANY ? "every task it can hear" : "rank " + peer)
                        + " reached MPI_Finalize: never matched (" + counted + ")" : counted,
                hint, false);
    }

    private static String other(boolean tag, boolean comm) {
        return tag && comm ? "another tag and communicator" : tag ? "another tag" : "another communicator";
    }

    private static String tag(int t) {
        return t == ANY_TAG ? "" : " with tag " + t;
    }

    /**
     * " on C" for communicator {@code k} of a hint about operation's communicator {@code c}: " on another C" when both
     * read alike (two unnamed communicators of one size), "" for the operation's own MPI_COMM_WORLD.
     */
    private static String onOther(Comm k, Comm c) {
        return !k.equals(c) && k.label().equals(c.label()) ? " on another " + k.label() : on(k);
    }

    /** " on C" for a communicator other than MPI_COMM_WORLD. */
    private static String on(Comm c) {
        return c.id() == 1 || c.id() == 0 && "MPI_COMM_WORLD".equals(c.name()) ? "" : " on " + c.label();
    }

    static String plural(long n, String what) {
        return n < 0 ? "an unknown number of " + what + "s" : n + " " + what + (n == 1 ? "" : "s");
    }

    private static String ranks(RankSet r) {
        return (r.size() == 1 ? "rank " : "ranks ") + r;
    }

    /** The sum of counts, -1 when one of them is not known. */
    private static long sum(long... n) {
        long s = 0;
        for (long x : n) {
            if (x < 0) {
                return -1;
            }
            s += x;
        }
        return s;
    }

    /** The entries ordered by communicator, tag and peer: hints and partners in a stable order. */
    private static List<Map.Entry<Key, long[]>> sorted(Map<Key, long[]> m) {
        List<Map.Entry<Key, long[]>> l = new ArrayList<>(m.entrySet());
        l.sort(Comparator.comparing((Map.Entry<Key, long[]> e) -> e.getKey().comm().label())
                .thenComparingLong(e -> e.getKey().comm().id()).thenComparingInt(e -> e.getKey().tag())
                .thenComparingInt(e -> e.getKey().peer()));
        return l;
    }
}
