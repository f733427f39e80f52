package dev.straggler.model.profile;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The "control" part of a task (Vrisha §2, §4): the inputs that should determine its communication. Its rank in
 * {@code MPI_COMM_WORLD}, the number of tasks, the numeric command-line arguments (by their position in
 * {@code argv}: {@code argv[0]} is the program, so positions start at 1) and the features the user names
 * ({@code STRAGGLER_CONTROL=n=1000,iters=10}). Immutable. Every value is finite.
 */
public final class ControlFeatures {

    private final int rank;
    private final int size;
    private final SortedMap<Integer, Double> arguments;
    private final Map<String, Double> named;

    /**
     * Control features.
     *
     * @param rank      the rank in {@code MPI_COMM_WORLD}, {@code 0 <= rank < size}
     * @param size      the number of tasks, at least 1
     * @param arguments numeric command-line arguments by {@code argv} position (≥ 1); copied
     * @param named     user-named features, in the user's order; names are non-empty and free of {@code ',', '='};
     *                  copied
     */
    public ControlFeatures(int rank, int size, Map<Integer, Double> arguments, Map<String, Double> named) {
        if (size < 1 || rank < 0 || rank >= size) {
            throw new IllegalArgumentException("rank " + rank + " is not a rank of " + size + " tasks");
        }
        this.rank = rank;
        this.size = size;
        TreeMap<Integer, Double> args = new TreeMap<>();
        if (arguments != null) {
            for (Map.Entry<Integer, Double> e : arguments.entrySet()) {
                if (e.getKey() == null || e.getKey() < 1) {
                    throw new IllegalArgumentException("an argument position starts at 1 (argv[1]): " + e.getKey());
                }
                args.put(e.getKey(), finite("argv[" + e.getKey() + "]", e.getValue()));
            }
        }
        this.arguments = Collections.unmodifiableSortedMap(args);
        LinkedHashMap<String, Double> names = new LinkedHashMap<>();
        if (named != null) {
            for (Map.Entry<String, Double> e : named.entrySet()) {
                String name = e.getKey();
                if (name == null || name.isEmpty() || name.indexOf(',') >= 0 || name.indexOf('=') >= 0) {
                    throw new IllegalArgumentException("not a control feature name: \"" + name + "\"");
                }
                if (name.equals("rank") || name.equals("size") || name.startsWith("argv[")) {
                    throw new IllegalArgumentException("\"" + name + "\" is reserved for a built-in control feature");
                }
                names.put(name, finite(name, e.getValue()));
            }
        }
        this.named = Collections.unmodifiableMap(names);
    }

    /** Rank and size only. */
    public static ControlFeatures of(int rank, int size) {
        return new ControlFeatures(rank, size, null, null);
    }

    private static double finite(String name, Double value) {
        if (value == null || !Double.isFinite(value)) {
            throw new IllegalArgumentException("control feature " + name + " must be a finite number: " + value);
        }
        return value;
    }

    /** The rank in {@code MPI_COMM_WORLD}. */
    public int rank() {
        return rank;
    }

    /** The number of tasks. */
    public int size() {
        return size;
    }

    /** Numeric command-line arguments by {@code argv} position (unmodifiable, ascending positions). */
    public SortedMap<Integer, Double> arguments() {
        return arguments;
    }

    /** User-named features in the user's order (unmodifiable). */
    public Map<String, Double> named() {
        return named;
    }

    /**
     * Every feature by name, in a fixed order: {@code rank}, {@code size}, {@code argv[i]} ascending, then the named
     * ones. The scale model uses these names.
     */
    public Map<String, Double> asMap() {
        LinkedHashMap<String, Double> all = new LinkedHashMap<>();
        all.put("rank", (double) rank);
        all.put("size", (double) size);
        arguments.forEach((i, v) -> all.put("argv[" + i + "]", v));
        all.putAll(named);
        return all;
    }

    /** This task's features with another rank (same run-level features). */
    public ControlFeatures withRank(int newRank) {
        return new ControlFeatures(newRank, size, arguments, named);
    }

    /** {@code rank=3 size=8 argv[1]=1000 n=5}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        asMap().forEach((k, v) -> {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(k).append('=').append(v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString(v.longValue())
                    : Double.toString(v));
        });
        return sb.toString();
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof ControlFeatures o && rank == o.rank && size == o.size && arguments.equals(o.arguments)
                && named.equals(o.named);
    }

    @Override
    public int hashCode() {
        return ((rank * 31 + size) * 31 + arguments.hashCode()) * 31 + named.hashCode();
    }
}
