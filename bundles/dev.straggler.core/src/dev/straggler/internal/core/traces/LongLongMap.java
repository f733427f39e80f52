package dev.straggler.internal.core.traces;

import java.util.Arrays;

/** An open-addressing {@code long → long} counter map, allocation-free on {@link #add(long, long)} of known keys. */
public final class LongLongMap {

    private static final long EMPTY = Long.MIN_VALUE;

    private long[] keys;
    private long[] values;
    private int size;

    public LongLongMap() {
        keys = new long[16];
        values = new long[16];
        Arrays.fill(keys, EMPTY);
    }

    /** Adds {@code delta} to the value of {@code key} (0 when absent). {@code key} must not be {@link Long#MIN_VALUE}. */
    public void add(long key, long delta) {
        int mask = keys.length - 1;
        for (int i = mix(key) & mask;; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                values[i] += delta;
                return;
            }
            if (k == EMPTY) {
                keys[i] = key;
                values[i] = delta;
                if (++size * 2 > keys.length) {
                    grow();
                }
                return;
            }
        }
    }

    /** The value of {@code key}, 0 when absent. */
    public long get(long key) {
        int mask = keys.length - 1;
        for (int i = mix(key) & mask;; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                return values[i];
            }
            if (k == EMPTY) {
                return 0;
            }
        }
    }

    /** The number of keys. */
    public int size() {
        return size;
    }

    /** The keys, sorted. */
    public long[] sortedKeys() {
        long[] out = new long[size];
        int j = 0;
        for (long k : keys) {
            if (k != EMPTY) {
                out[j++] = k;
            }
        }
        Arrays.sort(out);
        return out;
    }

    private void grow() {
        long[] oldKeys = keys, oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new long[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldKeys[j] != EMPTY) {
                int i = mix(oldKeys[j]) & mask;
                while (keys[i] != EMPTY) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                values[i] = oldValues[j];
            }
        }
    }

    private static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29));
    }
}
