package dev.straggler.model;

import java.util.Collection;
import java.util.Objects;
import java.util.stream.IntStream;

import org.roaringbitmap.IntIterator;
import org.roaringbitmap.PeekableIntIterator;
import org.roaringbitmap.RoaringBitmap;

/**
 * An immutable, compressed set of MPI ranks (non-negative world ranks), backed by a {@link RoaringBitmap}.
 * <p>
 * The canonical text form, used by {@link #toString()}, {@link #parse(String)} and the model's XMI
 * serialization, lists ascending, comma-separated runs: a single rank {@code "5"} or an inclusive range
 * {@code "7-9"} for two or more consecutive ranks, e.g. {@code "0-3,5,7-9"}. The empty set is {@code ""}.
 * This is also the format of {@code missing=} in the runtime's {@code complete} file.
 * <p>
 * Instances are value objects: {@link #equals(Object)} compares the ranks. All operations return new sets.
 */
public final class RankSet {

    /** The empty rank set. */
    public static final RankSet EMPTY = new RankSet(new RoaringBitmap());

    private final RoaringBitmap bits;

    /** The hash code, computed once (0: not yet; the bitmap's hash walks all its containers). */
    private int hash;

    private RankSet(RoaringBitmap bits) {
        this.bits = bits;
    }

    private static RankSet wrap(RoaringBitmap bits) {
        if (bits.isEmpty()) {
            return EMPTY;
        }
        bits.runOptimize();
        return new RankSet(bits);
    }

    private static void checkRank(int rank) {
        if (rank < 0) {
            throw new IllegalArgumentException("a rank must not be negative: " + rank);
        }
    }

    /** The set of the given ranks (duplicates allowed, any order). */
    public static RankSet of(int... ranks) {
        RoaringBitmap bits = new RoaringBitmap();
        for (int rank : ranks) {
            checkRank(rank);
            bits.add(rank);
        }
        return wrap(bits);
    }

    /** The ranks {@code firstInclusive..lastInclusive}; empty when {@code lastInclusive < firstInclusive}. */
    public static RankSet range(int firstInclusive, int lastInclusive) {
        checkRank(firstInclusive);
        if (lastInclusive < firstInclusive) {
            return EMPTY;
        }
        RoaringBitmap bits = new RoaringBitmap();
        bits.add((long) firstInclusive, (long) lastInclusive + 1L);
        return wrap(bits);
    }

    /**
     * Parses the text form {@code "0-3,5,7-9"}. Blanks around numbers are allowed, runs may be in any order
     * and overlap; {@code ""} (or only blanks) is the empty set.
     *
     * @throws IllegalArgumentException naming the offending part when the text is not a rank list
     */
    public static RankSet parse(String text) {
        Objects.requireNonNull(text, "text");
        if (text.isBlank()) {
            return EMPTY;
        }
        RoaringBitmap bits = new RoaringBitmap();
        for (String part : text.split(",", -1)) {
            String item = part.strip();
            int dash = item.indexOf('-', 1);
            try {
                if (dash < 0) {
                    int rank = parseRank(item, text);
                    bits.add(rank);
                } else {
                    int first = parseRank(item.substring(0, dash).strip(), text);
                    int last = parseRank(item.substring(dash + 1).strip(), text);
                    if (last < first) {
                        throw bad(text, "range \"" + item + "\" ends before it starts");
                    }
                    bits.add((long) first, (long) last + 1L);
                }
            } catch (NumberFormatException e) {
                throw bad(text, "\"" + item + "\" is not a rank or a range first-last");
            }
        }
        return wrap(bits);
    }

    private static int parseRank(String item, String text) {
        if (item.isEmpty()) {
            throw bad(text, "empty element");
        }
        for (int i = 0; i < item.length(); i++) {
            if (item.charAt(i) < '0' || item.charAt(i) > '9') {
                throw bad(text, "\"" + item + "\" is not a non-negative rank");
            }
        }
        return Integer.parseInt(item);
    }

    private static IllegalArgumentException bad(String text, String why) {
        return new IllegalArgumentException("invalid rank set \"" + text + "\": " + why
                + " (expected comma-separated ranks and ranges such as \"0-3,5,7-9\", or \"\" for none)");
    }

    /** The union of all the given sets (empty for an empty collection). */
    public static RankSet unionAll(Collection<RankSet> sets) {
        RoaringBitmap bits = new RoaringBitmap();
        for (RankSet set : sets) {
            bits.or(set.bits);
        }
        return wrap(bits);
    }

    /** This set united with {@code other}. */
    public RankSet union(RankSet other) {
        if (other.isEmpty()) {
            return this;
        }
        if (isEmpty()) {
            return other;
        }
        return wrap(RoaringBitmap.or(bits, other.bits));
    }

    /** The ranks of this set that are not in {@code other}. */
    public RankSet andNot(RankSet other) {
        if (other.isEmpty() || isEmpty()) {
            return this;
        }
        return wrap(RoaringBitmap.andNot(bits, other.bits));
    }

    /** The ranks in both sets. */
    public RankSet intersect(RankSet other) {
        return wrap(RoaringBitmap.and(bits, other.bits));
    }

    /** Whether the two sets have a rank in common (without building their intersection). */
    public boolean intersects(RankSet other) {
        return RoaringBitmap.intersects(bits, other.bits);
    }

    /** Whether every rank of {@code other} is in this set. */
    public boolean containsAll(RankSet other) {
        return bits.contains(other.bits);
    }

    /** Whether {@code rank} is in the set. */
    public boolean contains(int rank) {
        return rank >= 0 && bits.contains(rank);
    }

    /**
     * A cursor over this set for {@link Cursor#contains} questions asked in ascending order of ranks, each answered
     * in amortized constant time instead of a lookup's logarithmic one.
     */
    public Cursor cursor() {
        return new Cursor(bits);
    }

    /**
     * Answers whether ranks are in a set, walking it forward: a rank at or above the one asked before costs little
     * (the cursor moves on to it); a lower one is looked up.
     */
    public static final class Cursor {
        private final RoaringBitmap bits;
        private final PeekableIntIterator it;
        private int last = -1;

        private Cursor(RoaringBitmap bits) {
            this.bits = bits;
            this.it = bits.getIntIterator();
        }

        /** Whether {@code rank} is in the set. */
        public boolean contains(int rank) {
            if (rank < 0) {
                return false;
            }
            if (rank < last) {
                return bits.contains(rank);
            }
            last = rank;
            it.advanceIfNeeded(rank);
            return it.hasNext() && it.peekNext() == rank;
        }
    }

    /** The number of ranks (cardinality). */
    public int size() {
        return bits.getCardinality();
    }

    /** Whether the set has no rank. */
    public boolean isEmpty() {
        return bits.isEmpty();
    }

    /**
     * The lowest rank.
     *
     * @throws java.util.NoSuchElementException when the set is empty
     */
    public int first() {
        if (bits.isEmpty()) {
            throw new java.util.NoSuchElementException("empty rank set has no first rank");
        }
        return bits.first();
    }

    /**
     * The highest rank.
     *
     * @throws java.util.NoSuchElementException when the set is empty
     */
    public int last() {
        if (bits.isEmpty()) {
            throw new java.util.NoSuchElementException("empty rank set has no last rank");
        }
        return bits.last();
    }

    /** The ranks in ascending order (a new array). */
    public int[] toArray() {
        return bits.toArray();
    }

    /** The ranks in ascending order. */
    public IntStream stream() {
        return bits.stream();
    }

    /** The number of maximal runs of consecutive ranks, i.e. the number of elements of {@link #toString()}. */
    public int rangeCount() {
        int count = 0;
        for (long first = bits.nextValue(0); first >= 0; ) {
            long end = bits.nextAbsentValue((int) first); // the first rank after the run
            count++;
            first = end > Integer.MAX_VALUE ? -1 : bits.nextValue((int) end);
        }
        return count;
    }

    /** The canonical text form, e.g. {@code "0-3,5,7-9"}; {@code ""} when empty. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        IntIterator it = bits.getIntIterator();
        boolean started = false;
        int first = 0;
        int last = 0;
        while (it.hasNext()) {
            int rank = it.next();
            if (started && rank == last + 1) {
                last = rank;
                continue;
            }
            if (started) {
                appendRun(text, first, last);
            }
            first = rank;
            last = rank;
            started = true;
        }
        if (started) {
            appendRun(text, first, last);
        }
        return text.toString();
    }

    private static void appendRun(StringBuilder text, int first, int last) {
        if (!text.isEmpty()) {
            text.append(',');
        }
        text.append(first);
        if (last > first) {
            text.append('-').append(last);
        }
    }

    @Override
    public boolean equals(Object obj) {
        return obj == this || obj instanceof RankSet other && bits.equals(other.bits);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = bits.hashCode();
            if (h == 0) {
                h = 1;
            }
            hash = h;
        }
        return h;
    }

    /** A new, empty builder. */
    public static Builder builder() {
        return new Builder();
    }

    /** Accumulates ranks, then {@link #build()}s an immutable {@link RankSet}. Not thread-safe. */
    public static final class Builder {

        private RoaringBitmap bits = new RoaringBitmap();

        /** Creates an empty builder. */
        public Builder() {
        }

        /** Adds one rank. */
        public Builder add(int rank) {
            checkRank(rank);
            bits.add(rank);
            return this;
        }

        /** Adds the ranks {@code firstInclusive..lastInclusive} (nothing when last &lt; first). */
        public Builder addRange(int firstInclusive, int lastInclusive) {
            checkRank(firstInclusive);
            if (lastInclusive >= firstInclusive) {
                bits.add((long) firstInclusive, (long) lastInclusive + 1L);
            }
            return this;
        }

        /** Adds {@code ranks[offset..offset+length)}, in any order (faster than one by one; ascending is fastest). */
        public Builder addAll(int[] ranks, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                checkRank(ranks[i]);
            }
            bits.addN(ranks, offset, length);
            return this;
        }

        /** Adds all ranks of {@code set}. */
        public Builder addAll(RankSet set) {
            bits.or(set.bits);
            return this;
        }

        /** Whether {@code rank} was added. */
        public boolean contains(int rank) {
            return rank >= 0 && bits.contains(rank);
        }

        /**
         * A cursor over the ranks added so far ({@link RankSet#cursor()}); it answers for them only while nothing
         * is added.
         */
        public Cursor cursor() {
            return new Cursor(bits);
        }

        /** Whether a rank of {@code set} was added. */
        public boolean intersects(RankSet set) {
            return RoaringBitmap.intersects(bits, set.bits);
        }

        /** The set of the ranks added so far; the builder can go on being used. */
        public RankSet build() {
            return wrap(bits.clone());
        }
    }
}
