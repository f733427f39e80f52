package dev.straggler.launch.inject;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * How often each task called each user function in an uninjected run: the count when MPI_Init was
 * called and when MPI_Finalize was. Occurrences between the two are where an injection is detected
 * (the runtime is active, and the other tasks still need the suspended one).
 *
 * @param counts rank → function → counts
 * @param seconds how long the profiled run took (under gdb, so slower than the plain run)
 */
public record Profile(Map<Integer, Map<UserFunction, Counts>> counts, double seconds) {

    /** Calls of one function by one task up to MPI_Init and up to MPI_Finalize. */
    public record Counts(long atInit, long atFinalize) {
        /** Occurrences (1-based) that happen between MPI_Init and MPI_Finalize. */
        public long injectable() {
            return Math.max(0, atFinalize - atInit);
        }
    }

    public Profile {
        Map<Integer, Map<UserFunction, Counts>> copy = new TreeMap<>();
        counts.forEach((r, m) -> copy.put(r, Collections.unmodifiableMap(new java.util.LinkedHashMap<>(m))));
        counts = Collections.unmodifiableMap(copy);
    }

    /** The functions {@code rank} calls at least once between MPI_Init and MPI_Finalize. */
    public List<UserFunction> injectable(int rank) {
        List<UserFunction> fs = new ArrayList<>();
        counts.getOrDefault(rank, Map.of()).forEach((f, c) -> {
            if (c.injectable() > 0) {
                fs.add(f);
            }
        });
        return fs;
    }

    /** Total injectable calls over all tasks and functions. */
    public long injectableCalls() {
        return counts.values().stream().flatMap(m -> m.values().stream()).mapToLong(Counts::injectable).sum();
    }

    /**
     * A random fault that fires: a task (uniformly among those with an injectable function), one of its
     * functions (uniformly), one of its occurrences between MPI_Init and MPI_Finalize (uniformly).
     * Null when there is none.
     */
    public Injection pick(SplittableRandom random) {
        List<Integer> ranks = new ArrayList<>();
        counts.keySet().forEach(r -> {
            if (!injectable(r).isEmpty()) {
                ranks.add(r);
            }
        });
        if (ranks.isEmpty()) {
            return null;
        }
        int rank = ranks.get(random.nextInt(ranks.size()));
        List<UserFunction> fs = injectable(rank);
        UserFunction f = fs.get(random.nextInt(fs.size()));
        Counts c = counts.get(rank).get(f);
        long k = c.atInit() + 1 + random.nextLong(c.injectable());
        return new Injection(rank, f, k);
    }
}
