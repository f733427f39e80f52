package dev.straggler.internal.core.progress;

import java.util.Arrays;
import java.util.List;

import dev.straggler.model.RankSet;

/**
 * Who can still end an "any" wait (docs/decisions/002-any-source-waits.md). A task blocked in an
 * {@code MPI_ANY_SOURCE} receive or probe, or in {@code MPI_Waitany}/{@code MPI_Waitsome} over several
 * requests, waits for one task out of a set (the communicator's members, the requests' peers). A member
 * that is itself blocked until the waiting task moves — directly or through a chain of observed waits —
 * cannot be the one: the waiting task depends on the others.
 * <p>
 * The tasks that cannot move before task w does, S(w), grow from {w}: a task blocked point-to-point
 * needing every peer (a receive from one source, {@code MPI_Waitall}) joins when one of its peers is in
 * S; a task blocked in a collective joins when a member of the communicator is in S (that member has not
 * entered the collective); a task in an "any" wait joins when every task that could end its wait is in S.
 * Tasks that are not blocked (computing, no dump) never join. When every candidate is in S — all wait for
 * each other, a deadlock — the wait keeps all of them, so the least-progressed step sees the cycle.
 * <p>
 * S(w) grows by whole sets where it can (the waiters of a collective join together), rank by rank only
 * along point-to-point waits.
 */
final class AnySourceWaits {

    /**
     * The resolved "any" waits: {@code ranks[i]} (ascending) can be ended by the tasks {@code can[i]} (never
     * itself); {@code sets[i]} is the set its wait named.
     */
    record Resolved(int[] ranks, RankSet[] can, RankSet[] sets) {
        static final Resolved NONE = new Resolved(new int[0], new RankSet[0], new RankSet[0]);

        int size() {
            return ranks.length;
        }
    }

    private AnySourceWaits() {
    }

    /** For every rank with an "any" wait: the ranks that could still end it (never itself). */
    static Resolved resolve(ProgressProblem problem) {
        List<Waits.SetWait> anyOf = problem.waits().anyOf();
        if (anyOf.isEmpty()) {
            return Resolved.NONE;
        }
        int count = 0;
        for (Waits.SetWait a : anyOf) {
            count += a.waiters().size();
        }
        long[] order = new long[count]; // (rank, group) in rank order
        int i = 0;
        for (int g = 0; g < anyOf.size(); g++) {
            for (int w : anyOf.get(g).waiters().toArray()) {
                order[i++] = (long) w << 32 | g;
            }
        }
        Arrays.sort(order);
        Blocked blocked = new Blocked(problem.waits());
        int[] ranks = new int[count];
        RankSet[] can = new RankSet[count], sets = new RankSet[count];
        for (i = 0; i < count; i++) {
            int w = (int) (order[i] >>> 32);
            RankSet set = anyOf.get((int) order[i]).set();
            RankSet others = set.andNot(RankSet.of(w));
            RankSet free = others.andNot(blocked.cannotMoveBefore(w));
            ranks[i] = w;
            sets[i] = set;
            can[i] = free.isEmpty() ? others : free;
        }
        return new Resolved(ranks, can, sets);
    }

    /** The blocked tasks, indexed for the growth of S(w). */
    private static final class Blocked {
        private final Waits waits;
        /** (peer, waiter) of every point-to-point wait, in peer order: who needs each peer */
        private final long[] needing;
        /** the peers someone needs */
        private final RankSet needed;

        Blocked(Waits waits) {
            this.waits = waits;
            int m = 0;
            for (int i = 0; i < waits.pointToPointCount(); i++) {
                m += waits.peersEnd(i) - waits.peersStart(i);
            }
            long[] pairs = new long[m];
            m = 0;
            for (int i = 0; i < waits.pointToPointCount(); i++) {
                int r = waits.pointToPointRank(i);
                for (int j = waits.peersStart(i); j < waits.peersEnd(i); j++) {
                    int p = waits.peer(j);
                    if (p >= 0 && p != r) {
                        pairs[m++] = (long) p << 32 | (r & 0xffffffffL);
                    }
                }
            }
            needing = Arrays.copyOf(pairs, m);
            Arrays.sort(needing);
            RankSet.Builder b = RankSet.builder();
            for (long pair : needing) {
                b.add((int) (pair >>> 32));
            }
            needed = b.build();
        }

        RankSet cannotMoveBefore(int w) {
            RankSet.Builder in = RankSet.builder().add(w);
            IntQueue queue = new IntQueue();
            queue.add(w);
            List<Waits.SetWait> collectives = waits.collectives();
            boolean[] joined = new boolean[collectives.size()];
            boolean grew = true;
            while (grew) {
                while (!queue.isEmpty()) {
                    int x = queue.poll();
                    // the tasks that need x: the pairs (x, *) of the sorted array
                    for (int k = lowerBound(needing, (long) x << 32); k < needing.length
                            && (int) (needing[k] >>> 32) == x; k++) {
                        int v = (int) needing[k];
                        if (!in.contains(v)) {
                            in.add(v);
                            queue.add(v);
                        }
                    }
                }
                grew = false;
                RankSet s = in.build();
                for (int c = 0; c < collectives.size(); c++) {
                    Waits.SetWait coll = collectives.get(c);
                    if (!joined[c] && s.intersects(coll.set())) {
                        joined[c] = true;
                        RankSet add = coll.waiters().andNot(s);
                        if (!add.isEmpty()) {
                            in.addAll(add);
                            add.intersect(needed).stream().forEach(queue::add);
                            grew = true;
                        }
                    }
                }
                for (Waits.SetWait any : waits.anyOf()) {
                    // a waiter joins when every task of the set but itself is in S
                    RankSet rest = any.set().andNot(s);
                    if (rest.size() > 1) {
                        continue;
                    }
                    RankSet add = rest.isEmpty() ? any.waiters().andNot(s) : rest.intersect(any.waiters());
                    if (!add.isEmpty()) {
                        in.addAll(add);
                        add.intersect(needed).stream().forEach(queue::add);
                        grew = true;
                    }
                }
            }
            return in.build();
        }

        private static int lowerBound(long[] a, long key) {
            int i = Arrays.binarySearch(a, key);
            if (i < 0) {
                return -i - 1;
            }
            while (i > 0 && a[i - 1] == key) {
                i--;
            }
            return i;
        }
    }

    /** A growable FIFO of ints. */
    private static final class IntQueue {
        private int[] items = new int[16];
        private int head, tail;

        void add(int x) {
            if (tail == items.length) {
                if (head > 0) {
                    System.arraycopy(items, head, items, 0, tail - head);
                    tail -= head;
                    head = 0;
                } else {
                    items = Arrays.copyOf(items, 2 * items.length);
                }
            }
            items[tail++] = x;
        }

        boolean isEmpty() {
            return head == tail;
        }

        int poll() {
            return items[head++];
        }
    }
}
