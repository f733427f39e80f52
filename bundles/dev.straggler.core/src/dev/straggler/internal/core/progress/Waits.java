package dev.straggler.internal.core.progress;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.straggler.model.RankSet;

/**
 * The waits of the blocked tasks in compact form, without an object per task: point-to-point waits as arrays
 * (the waiting ranks in ascending order, each one's peers in one shared array), collective and "any" waits as
 * their distinct sets, each with the ranks waiting on it. The analysis works on the sets; only the
 * point-to-point waits, which name their own peers, are taken task by task.
 */
public final class Waits {

    /** No waits. */
    public static final Waits NONE = new Builder().build();

    /**
     * Tasks waiting on one set of tasks.
     *
     * @param set the communicator's members (a collective), or the tasks one of which can end the wait (an "any"
     *            wait, {@link AnySourceWaits})
     * @param waiters the ranks blocked in such a wait on {@code set}
     */
    public record SetWait(RankSet set, RankSet waiters) {
    }

    private final int[] p2pRank;
    private final int[] p2pStart;
    private final int[] p2pPeer;
    private final List<SetWait> collectives;
    private final List<SetWait> anyOf;

    private Waits(int[] p2pRank, int[] p2pStart, int[] p2pPeer, List<SetWait> collectives, List<SetWait> anyOf) {
        this.p2pRank = p2pRank;
        this.p2pStart = p2pStart;
        this.p2pPeer = p2pPeer;
        this.collectives = List.copyOf(collectives);
        this.anyOf = List.copyOf(anyOf);
    }

    /**
     * The waits given per rank, as the dumps list them.
     *
     * @param pointToPoint ranks blocked in point-to-point operations → the world ranks they wait on, every one of
     *            them needed (-1 unknown)
     * @param collective ranks blocked in collectives → the world ranks of the communicator
     * @param anyOf ranks blocked in a wait that any one task of a set can end → that set
     */
    public static Waits of(Map<Integer, int[]> pointToPoint, Map<Integer, RankSet> collective,
            Map<Integer, RankSet> anyOf) {
        Builder b = new Builder();
        pointToPoint.forEach(b::pointToPoint);
        collective.forEach(b::collective);
        anyOf.forEach(b::any);
        return b.build();
    }

    /** The number of ranks blocked point-to-point. */
    public int pointToPointCount() {
        return p2pRank.length;
    }

    /** The {@code i}-th rank blocked point-to-point (ascending in {@code i}). */
    public int pointToPointRank(int i) {
        return p2pRank[i];
    }

    /** The first index into {@link #peer} of the {@code i}-th point-to-point wait's peers. */
    public int peersStart(int i) {
        return p2pStart[i];
    }

    /** The end (exclusive) of the {@code i}-th point-to-point wait's peers. */
    public int peersEnd(int i) {
        return p2pStart[i + 1];
    }

    /** A peer of a point-to-point wait (-1: unknown). */
    public int peer(int j) {
        return p2pPeer[j];
    }

    /** The index of {@code rank}'s point-to-point wait, or -1 when it has none. */
    public int pointToPointIndex(int rank) {
        int i = Arrays.binarySearch(p2pRank, rank);
        return i >= 0 ? i : -1;
    }

    /** The collective waits, one per distinct communicator (member set). */
    public List<SetWait> collectives() {
        return collectives;
    }

    /** The "any" waits, one per distinct set of tasks that can end them. */
    public List<SetWait> anyOf() {
        return anyOf;
    }

    /**
     * Collects waits rank by rank in any order, or a whole group of ranks at once. A rank has at most one wait of
     * each kind (point-to-point, collective, "any"; {@link #build} rejects a second one).
     */
    public static final class Builder {
        private int[] rank = new int[16];
        private int[] start = new int[17];
        private int[] peers = new int[16];
        private int count;
        private boolean ascending = true;
        private final SetCollector collectives = new SetCollector();
        private final SetCollector anyOf = new SetCollector();

        /** Rank {@code r} waits on every one of {@code waitsOn} (-1: unknown peer). */
        public Builder pointToPoint(int r, int... waitsOn) {
            if (r < 0) {
                throw new IllegalArgumentException("a waiting rank must not be negative: " + r);
            }
            if (count == rank.length) {
                rank = Arrays.copyOf(rank, 2 * count);
                start = Arrays.copyOf(start, 2 * count + 1);
            }
            int end = start[count];
            if (end + waitsOn.length > peers.length) {
                peers = Arrays.copyOf(peers, Math.max(2 * peers.length, end + waitsOn.length));
            }
            System.arraycopy(waitsOn, 0, peers, end, waitsOn.length);
            if (count > 0 && r <= rank[count - 1]) {
                ascending = false;
            }
            rank[count++] = r;
            start[count] = end + waitsOn.length;
            return this;
        }

        /** Rank {@code r} is blocked in a collective over {@code members}. */
        public Builder collective(int r, RankSet members) {
            collectives.add(members, r);
            return this;
        }

        /** The ranks {@code waiters} are blocked in a collective over {@code members}. */
        public Builder collective(RankSet waiters, RankSet members) {
            collectives.addAll(members, waiters);
            return this;
        }

        /** Rank {@code r} waits for any one task of {@code set}. */
        public Builder any(int r, RankSet set) {
            anyOf.add(set, r);
            return this;
        }

        public Waits build() {
            int[] r = Arrays.copyOf(rank, count), s = Arrays.copyOf(start, count + 1);
            int[] p = Arrays.copyOf(peers, start[count]);
            if (!ascending) {
                // order by rank: sort (rank, position) pairs packed in longs, then move the peer slices
                long[] order = new long[count];
                for (int i = 0; i < count; i++) {
                    order[i] = (long) r[i] << 32 | i;
                }
                Arrays.sort(order);
                int[] r2 = new int[count], s2 = new int[count + 1], p2 = new int[p.length];
                for (int i = 0; i < count; i++) {
                    int from = (int) order[i];
                    r2[i] = r[from];
                    if (i > 0 && r2[i] == r2[i - 1]) {
                        throw new IllegalArgumentException("rank " + r2[i] + " has two point-to-point waits");
                    }
                    int len = s[from + 1] - s[from];
                    System.arraycopy(p, s[from], p2, s2[i], len);
                    s2[i + 1] = s2[i] + len;
                }
                r = r2;
                s = s2;
                p = p2;
            }
            return new Waits(r, s, p, collectives.build("collective"), anyOf.build("\"any\""));
        }
    }

    /** The waiters of each distinct set, gathered as runs of consecutive ranks (no object per rank). */
    private static final class SetCollector {
        private final Map<RankSet, Waiting> bySet = new LinkedHashMap<>();
        private RankSet lastSet;
        private Waiting last;

        void add(RankSet set, int r) {
            waiting(set).add(r);
        }

        void addAll(RankSet set, RankSet waiters) {
            Waiting w = waiting(set);
            w.flush();
            w.ranks.addAll(waiters);
        }

        private Waiting waiting(RankSet set) {
            if (set != lastSet) { // tasks in one collective mostly share the set, often the same instance
                lastSet = set;
                last = bySet.computeIfAbsent(set, x -> new Waiting());
            }
            return last;
        }

        List<SetWait> build(String kind) {
            List<SetWait> out = new ArrayList<>(bySet.size());
            RankSet.Builder all = RankSet.builder();
            bySet.forEach((set, w) -> {
                w.flush();
                RankSet waiters = w.ranks.build();
                if (all.intersects(waiters)) {
                    throw new IllegalArgumentException("rank " + all.build().intersect(waiters).first() + " has two "
                            + kind + " waits");
                }
                all.addAll(waiters);
                out.add(new SetWait(set, waiters));
            });
            return out;
        }
    }

    /** The ranks waiting on one set, the current run of consecutive ranks kept apart until it ends. */
    private static final class Waiting {
        final RankSet.Builder ranks = RankSet.builder();
        int first = -1, last = -2;

        void add(int r) {
            if (r == last + 1 && first >= 0) {
                last = r;
                return;
            }
            flush();
            first = r;
            last = r;
        }

        void flush() {
            if (first >= 0) {
                ranks.addRange(first, last);
            }
            first = -1;
            last = -2;
        }
    }
}
