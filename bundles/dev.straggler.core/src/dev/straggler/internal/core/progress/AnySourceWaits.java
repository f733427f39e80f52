package dev.straggler.internal.core.progress;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

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
 */
final class AnySourceWaits {

    private AnySourceWaits() {
    }

    /**
     * For every rank of {@code problem.anyOf()}: the ranks that could still end its wait (never itself),
     * in rank order.
     */
    static Map<Integer, RankSet> resolve(ProgressProblem problem) {
        Map<Integer, RankSet> result = new TreeMap<>();
        if (problem.anyOf().isEmpty()) {
            return result;
        }
        Blocked blocked = new Blocked(problem);
        problem.anyOf().forEach((w, candidates) -> {
            RankSet others = candidates.andNot(RankSet.of(w));
            BitSet stuck = blocked.cannotMoveBefore(w);
            RankSet.Builder free = RankSet.builder();
            others.stream().filter(c -> !stuck.get(c)).forEach(free::add);
            RankSet can = free.build();
            result.put(w, can.isEmpty() ? others : can);
        });
        return result;
    }

    /** The blocked tasks, indexed for the growth of S(w). */
    private static final class Blocked {
        /** peer → tasks blocked point-to-point that need that peer (every peer of theirs is needed) */
        private final Map<Integer, List<Integer>> needing = new HashMap<>();
        /** communicator members → tasks blocked in a collective over them */
        private final Map<RankSet, List<Integer>> collectives = new LinkedHashMap<>();
        /** set of possible senders → tasks in an "any" wait on that set */
        private final Map<RankSet, List<Integer>> anyWaits = new LinkedHashMap<>();

        Blocked(ProgressProblem problem) {
            problem.pointToPoint().forEach((r, peers) -> {
                for (int p : peers) {
                    if (p >= 0 && p != r) {
                        needing.computeIfAbsent(p, x -> new ArrayList<>()).add(r);
                    }
                }
            });
            problem.collective().forEach((r, members) -> collectives.computeIfAbsent(members, x -> new ArrayList<>()).add(r));
            problem.anyOf().forEach((r, set) -> anyWaits.computeIfAbsent(set, x -> new ArrayList<>()).add(r));
        }

        BitSet cannotMoveBefore(int w) {
            BitSet in = new BitSet();
            List<Integer> members = new ArrayList<>();
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            in.set(w);
            members.add(w);
            queue.add(w);
            boolean grew = true;
            while (grew) {
                while (!queue.isEmpty()) {
                    for (int v : needing.getOrDefault(queue.poll(), List.of())) {
                        add(v, in, members, queue);
                    }
                }
                grew = false;
                for (Map.Entry<RankSet, List<Integer>> c : collectives.entrySet()) {
                    if (members.stream().anyMatch(c.getKey()::contains)) {
                        for (int v : c.getValue()) {
                            grew |= add(v, in, members, queue);
                        }
                    }
                }
                for (Map.Entry<RankSet, List<Integer>> a : anyWaits.entrySet()) {
                    RankSet set = a.getKey();
                    if (set.size() > members.size() + 1) {
                        continue; // cannot be covered yet
                    }
                    for (int v : a.getValue()) {
                        if (!in.get(v) && set.stream().allMatch(x -> x == v || in.get(x))) {
                            grew |= add(v, in, members, queue);
                        }
                    }
                }
            }
            return in;
        }

        private static boolean add(int v, BitSet in, List<Integer> members, ArrayDeque<Integer> queue) {
            if (in.get(v)) {
                return false;
            }
            in.set(v);
            members.add(v);
            queue.add(v);
            return true;
        }
    }
}
