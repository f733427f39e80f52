package dev.straggler.internal.core.traces;

import dev.straggler.core.traces.AttributeMode;

/**
 * The raw material of a trace's attributes (DiffTrace Table V), gathered while its NLR streams by: every distinct
 * top-level entry with its frequency (1 per call or return, the iteration count per loop) and every distinct pair
 * of consecutive top-level entries with its number of occurrences. Entries are {@link Nlr#ref(long)}s (symbol, or
 * {@code ~body} for a loop), pairs {@code ref1 << 32 | ref2}. Frequency modes are applied later
 * ({@link AttributeInterner}), so one pass serves all six modes.
 */
public final class TraceAttributes {

    final long[] singles;
    final long[] singleFreq;
    final long[] pairs;
    final long[] pairFreq;
    final long entries;

    private TraceAttributes(LongLongMap singles, LongLongMap pairs, long entries) {
        this.singles = singles.sortedKeys();
        this.singleFreq = new long[this.singles.length];
        for (int i = 0; i < this.singles.length; i++) {
            singleFreq[i] = singles.get(this.singles[i]);
        }
        this.pairs = pairs.sortedKeys();
        this.pairFreq = new long[this.pairs.length];
        for (int i = 0; i < this.pairs.length; i++) {
            pairFreq[i] = pairs.get(this.pairs[i]);
        }
        this.entries = entries;
    }

    /** The number of top-level NLR entries of the trace. */
    public long entries() {
        return entries;
    }

    /** The number of distinct entries (single attributes before frequencies). */
    public int distinctSingles() {
        return singles.length;
    }

    /** The number of distinct consecutive pairs. */
    public int distinctPairs() {
        return pairs.length;
    }

    /** The sorted attribute ids of this trace in {@code mode}, interned in {@code interner}. */
    public int[] attributes(AttributeMode mode, AttributeInterner interner) {
        boolean pair = mode.entries() == AttributeMode.Entries.DOUBLE;
        long[] keys = pair ? pairs : singles;
        long[] freq = pair ? pairFreq : singleFreq;
        int[] out = new int[keys.length];
        for (int i = 0; i < keys.length; i++) {
            out[i] = interner.intern(pair, keys[i], mode.frequency().apply(freq[i]));
        }
        java.util.Arrays.sort(out);
        return out; // distinct: keys are distinct, so are (key, value) pairs
    }

    /** Counts entries as an {@link NlrSink}; {@link #finish()} gives the result. */
    public static final class Counter implements NlrSink {
        private final LongLongMap singles = new LongLongMap();
        private final LongLongMap pairs = new LongLongMap();
        private long entries;
        private boolean hasPrevious;
        private int previous;

        @Override
        public void accept(long e) {
            int ref = Nlr.ref(e);
            singles.add(ref, Nlr.isLoop(e) ? Nlr.count(e) : 1);
            if (hasPrevious) {
                pairs.add((long) previous << 32 | (ref & 0xffffffffL), 1);
            }
            previous = ref;
            hasPrevious = true;
            entries++;
        }

        /** The attributes of the entries seen. */
        public TraceAttributes finish() {
            return new TraceAttributes(singles, pairs, entries);
        }
    }
}
