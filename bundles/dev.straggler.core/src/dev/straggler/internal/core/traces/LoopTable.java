package dev.straggler.internal.core.traces;

import java.util.Arrays;

/**
 * The loop bodies found by {@link Nlr}, each with a dense id in order of first appearance (the paper's "Loop
 * Table": "We store all distinct LBs into a hash-table, assigning each a unique ID"). One table is shared by every
 * trace of a run and by the normal and the faulty run of a comparison, so {@code L0} is the same body everywhere.
 * Bodies are sequences of {@link Nlr} elements (so a body may contain loops: nested loops). Lookups allocate nothing:
 * bodies live in one pool and the hash index is open-addressed. Not thread-safe.
 */
public final class LoopTable {

    private long[] pool = new long[256];
    private int poolSize;
    private int[] offset = new int[32];
    private int[] length = new int[32];
    private int count;
    /** Open addressing: body id + 1, 0 for an empty slot. */
    private int[] slots = new int[64];

    /** The number of bodies. */
    public int size() {
        return count;
    }

    /** The number of elements of body {@code id}. */
    public int length(int id) {
        return length[id];
    }

    /** Element {@code i} of body {@code id}. */
    public long element(int id, int i) {
        return pool[offset[id] + i];
    }

    /** A copy of body {@code id}. */
    public long[] body(int id) {
        return Arrays.copyOfRange(pool, offset[id], offset[id] + length[id]);
    }

    /** Whether {@code s[from .. from+len)} equals body {@code id} (whose length must be {@code len}). */
    boolean matches(int id, long[] s, int from, int len) {
        long[] p = pool;
        int o = offset[id];
        for (int i = 0; i < len; i++) {
            if (p[o + i] != s[from + i]) {
                return false;
            }
        }
        return true;
    }

    /** The id of body {@code s[from .. from+len)}, added to the table when new. */
    public int intern(long[] s, int from, int len) {
        int h = hash(s, from, len);
        int mask = slots.length - 1;
        for (int i = h & mask;; i = (i + 1) & mask) {
            int slot = slots[i];
            if (slot == 0) {
                int id = add(s, from, len);
                slots[i] = id + 1;
                if (count * 2 > slots.length) {
                    rehash();
                }
                return id;
            }
            int id = slot - 1;
            if (length[id] == len && matches(id, s, from, len)) {
                return id;
            }
        }
    }

    private int add(long[] s, int from, int len) {
        if (count == offset.length) {
            offset = Arrays.copyOf(offset, count * 2);
            length = Arrays.copyOf(length, count * 2);
        }
        if (poolSize + len > pool.length) {
            pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + len));
        }
        System.arraycopy(s, from, pool, poolSize, len);
        offset[count] = poolSize;
        length[count] = len;
        poolSize += len;
        return count++;
    }

    private void rehash() {
        int[] bigger = new int[slots.length * 2];
        int mask = bigger.length - 1;
        for (int id = 0; id < count; id++) {
            int i = hash(pool, offset[id], length[id]) & mask;
            while (bigger[i] != 0) {
                i = (i + 1) & mask;
            }
            bigger[i] = id + 1;
        }
        slots = bigger;
    }

    private static int hash(long[] s, int from, int len) {
        long h = 0x9E3779B97F4A7C15L * (len + 1);
        for (int i = 0; i < len; i++) {
            h = (h ^ s[from + i]) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        return (int) (h ^ (h >>> 32));
    }
}
