package dev.straggler.internal.core.traces;

import java.util.Arrays;

/**
 * Nested Loop Recognition, streaming: DiffTrace's Procedure 1 ("Reduce", §III-A) over a stack of elements.
 * <p>
 * An element is a {@code long}: a terminal symbol {@code s >= 0} ({@code count} bits 0), or a loop, the pair
 * (body id in the shared {@link LoopTable}, iteration count), stored as {@code count << 32 | ~bodyId}. Two elements
 * are <em>isomorphic</em> when they are equal: same symbol, or same body and same count (so an outer loop forms only
 * over inner loops with equal counts). After every {@link #push(int)} the reduce step looks at
 * {@code i = 2 .. 3K} in increasing order and applies the first rule that holds, then starts again:
 * <ol>
 * <li>if {@code i = 3b}: the top three {@code b}-long blocks are equal → they are replaced by the loop
 * (block, 3); the block is interned in the table ("three consecutive terms to form an LS");</li>
 * <li>the element {@code i} deep is a loop whose body is the top {@code i - 1} elements → its count grows by one and
 * those elements are popped ("recognizing if what follows a loop is just another iteration").</li>
 * </ol>
 * A body therefore has at most {@code K} elements.
 * <p>
 * <b>Cost independent of K.</b> The paper's procedure costs Θ(K²) per event (every i up to 3K is tried); here the
 * stack is indexed so that only the rules that can hold are looked at: rule 1 at {@code i = 3b} needs the top two
 * elements to equal the two {@code b} below them, so the candidates are the earlier occurrences of the top pair of
 * elements within {@code K} (a chain per position to the previous position ending the same pair, through a hash map
 * of pairs); rule 2 at {@code i = d + 1} needs a loop {@code d} below the top whose body has {@code d} elements, so
 * every loop on the stack is filed under the stack height at which it could extend (its position + its body's
 * length + 1), and only the loops filed under the current height are candidates. The candidates are tried in the
 * order of {@code i} (rule 1 first at equal {@code i}), so the result is the procedure's exactly; a push costs O(1)
 * plus the occurrences of its pair within the top {@code K} (and the comparison of a block when a rule is
 * checked), whatever K is. That makes a large K affordable, which choosing K from the data needs
 * ({@link #longestBody()}).
 * <p>
 * Streaming: the stack holds at most {@code window} elements; when it is full, its older half is handed to the
 * {@link NlrSink} in order and dropped. A reduction only reads the top {@code 3K} elements, so an element leaves
 * early only if more than {@code window / 2 - 3K} elements above it could still collapse into loops, which needs a
 * loop nest deeper than about {@code window / (6K)} levels still open; below that the result is exactly the
 * unbounded procedure's. {@link #finish()} hands over the rest.
 */
public final class Nlr {

    /** The default number of stack elements held before the older half is emitted. */
    public static final int DEFAULT_WINDOW = 1 << 14;

    private static final long ONE = 1L << 32;
    private static final int NONE = -1;

    private final int k;
    private final LoopTable table;
    private final NlrSink sink;
    private final int window;
    private long[] s;
    private int n;
    private long pushed;
    private long digest = 0x243F6A8885A308D3L;
    private int longestBody;

    /* the index (class comment): per position p >= 1 the previous position ending the same pair (s[p-1], s[p]) (or
       one whose pair hashes alike: the rules check the elements); per pair (its hash) its highest position; both as
       positions since the trace's start (the stack position + base, the elements handed on), so that handing on
       the older half moves nothing in the map; per stack height the loops that could extend there, as doubly
       linked lists through the stack positions */
    private int[] previous;
    private final LongIntMap lastPair = new LongIntMap();
    private int base;
    private int[] extendsAt;
    private int[] nextSameHeight;
    private int[] previousSameHeight;
    /* rule-2 candidates of one reduction step, sorted by depth */
    private int[] depths = new int[8];

    /** A reducer with body length bound {@code k} interning into {@code table}, emitting to {@code sink}. */
    public Nlr(int k, LoopTable table, NlrSink sink) {
        this(k, table, sink, DEFAULT_WINDOW);
    }

    /** As {@link #Nlr(int, LoopTable, NlrSink)} with a stack of at most {@code window} elements (≥ 6K + 2). */
    public Nlr(int k, LoopTable table, NlrSink sink, int window) {
        if (k < 1) {
            throw new IllegalArgumentException("K must be at least 1: " + k);
        }
        if (window < 6L * k + 2) {
            throw new IllegalArgumentException("window too small for K = " + k + ": " + window);
        }
        this.k = k;
        this.table = table;
        this.sink = sink;
        this.window = window;
        int capacity = Math.min(window, 256);
        this.s = new long[capacity];
        this.previous = new int[capacity];
        this.nextSameHeight = new int[capacity];
        this.previousSameHeight = new int[capacity];
        this.extendsAt = new int[capacity + k + 2];
        Arrays.fill(extendsAt, NONE);
    }

    /** The terminal element of symbol {@code symbol} (≥ 0). */
    public static long terminal(int symbol) {
        return symbol & 0xffffffffL;
    }

    /** The loop element of body {@code body} repeated {@code count} times. */
    public static long loop(int body, int count) {
        return (long) count << 32 | (~body & 0xffffffffL);
    }

    /** Whether {@code e} is a loop. */
    public static boolean isLoop(long e) {
        return (int) e < 0;
    }

    /** The symbol of terminal {@code e}. */
    public static int symbol(long e) {
        return (int) e;
    }

    /** The body id of loop {@code e}. */
    public static int body(long e) {
        return ~(int) e;
    }

    /** The iteration count of loop {@code e} (0 for a terminal). */
    public static int count(long e) {
        return (int) (e >>> 32);
    }

    /** The element's identity without its count: the symbol for a terminal, {@code ~body} for a loop. */
    public static int ref(long e) {
        return (int) e;
    }

    /** The body length bound K. */
    public int k() {
        return k;
    }

    /** The number of symbols pushed so far. */
    public long pushed() {
        return pushed;
    }

    /**
     * A 64-bit digest of the symbols pushed so far, in order: two reducers given the same symbols have the same
     * digest, and different sequences almost surely differ (with {@link #pushed()}, how the analysis tells whether a
     * trace changed at all).
     */
    public long digest() {
        return digest;
    }

    /**
     * The longest loop body this reducer formed (0: none). With bound K, the NLR is the same for every bound from this
     * length up to K: a rule with a longer block never applied, so leaving it out changes nothing.
     */
    public int longestBody() {
        return longestBody;
    }

    /** Appends terminal {@code symbol} (≥ 0) and reduces. */
    public void push(int symbol) {
        if (n == s.length) {
            if (n >= window) {
                spill();
            } else {
                grow(Math.min(window, n * 2));
            }
        }
        pushed++;
        digest = (digest ^ symbol) * 0x9E3779B97F4A7C15L;
        s[n] = symbol & 0xffffffffL;
        index(n++);
        reduce();
    }

    /** Emits every element still on the stack, bottom first, and empties it (the reducer can be reused). */
    public void finish() {
        for (int i = 0; i < n; i++) {
            sink.accept(s[i]);
        }
        unindexDownTo(0);
        lastPair.clear();
        n = 0;
        base = 0;
    }

    private void grow(int capacity) {
        s = Arrays.copyOf(s, capacity);
        previous = Arrays.copyOf(previous, capacity);
        nextSameHeight = Arrays.copyOf(nextSameHeight, capacity);
        previousSameHeight = Arrays.copyOf(previousSameHeight, capacity);
        int old = extendsAt.length;
        extendsAt = Arrays.copyOf(extendsAt, capacity + k + 2);
        Arrays.fill(extendsAt, old, extendsAt.length, NONE);
    }

    /**
     * Hands the older half on and moves the rest down: the pair index keeps its positions (base grows), the loops'
     * lists by height move with the stack.
     */
    private void spill() {
        int half = n / 2;
        for (int i = 0; i < half; i++) {
            sink.accept(s[i]);
            if ((int) s[i] < 0) {
                unlink(i);
            }
        }
        int rest = n - half;
        System.arraycopy(s, half, s, 0, rest);
        System.arraycopy(previous, half, previous, 0, rest);
        System.arraycopy(nextSameHeight, half, nextSameHeight, 0, rest);
        System.arraycopy(previousSameHeight, half, previousSameHeight, 0, rest);
        for (int q = 0; q < rest; q++) {
            if ((int) s[q] < 0) {
                nextSameHeight[q] = nextSameHeight[q] == NONE ? NONE : nextSameHeight[q] - half;
                previousSameHeight[q] = previousSameHeight[q] == NONE ? NONE : previousSameHeight[q] - half;
            }
        }
        System.arraycopy(extendsAt, half, extendsAt, 0, extendsAt.length - half);
        Arrays.fill(extendsAt, extendsAt.length - half, extendsAt.length, NONE);
        for (int h = 0; h < extendsAt.length - half; h++) {
            extendsAt[h] = extendsAt[h] == NONE ? NONE : extendsAt[h] - half;
        }
        n = rest;
        base += half;
        if (base > 1 << 30) { // positions since the start would overflow: count from here
            for (int q = 0; q < n; q++) {
                previous[q] = previous[q] < base ? NONE : previous[q] - base;
            }
            base = 0;
            reindexPairs();
        } else if (lastPair.size() > 4 * window) { // pairs last seen in what was handed on
            reindexPairs();
        }
    }

    private void reindexPairs() {
        lastPair.clear();
        for (int p = 1; p < n; p++) {
            lastPair.put(pair(s[p - 1], s[p]), p + base);
        }
    }

    // ---------------------------------------------------------------- the index

    /** The key of the pair of elements {@code (a, b)}: equal pairs have equal keys; never 0. */
    private static long pair(long a, long b) {
        long h = (a * 0x9E3779B97F4A7C15L + b) * 0xBF58476D1CE4E5B9L;
        h ^= h >>> 31;
        return h == 0 ? 1 : h;
    }

    /** Files the element at {@code p}, the top: everything below it is filed, nothing above. */
    private void index(int p) {
        long e = s[p];
        previous[p] = p == 0 ? NONE : lastPair.put(pair(s[p - 1], e), p + base);
        int ref = (int) e;
        if (ref >= 0) {
            return;
        }
        int h = p + 1 + table.length(~ref);
        int head = extendsAt[h];
        nextSameHeight[p] = head;
        previousSameHeight[p] = NONE;
        if (head != NONE) {
            previousSameHeight[head] = p;
        }
        extendsAt[h] = p;
    }

    /** Takes the elements at {@code from} and above out of the index, the top first. */
    private void unindexDownTo(int from) {
        for (int p = n - 1; p >= from; p--) {
            long e = s[p];
            if (p > 0) {
                long key = pair(s[p - 1], e);
                if (previous[p] < base) { // none, or handed on
                    lastPair.remove(key);
                } else {
                    lastPair.put(key, previous[p]);
                }
            }
            if ((int) e < 0) {
                unlink(p);
            }
        }
    }

    /** Takes the loop at {@code p} out of its height's list. */
    private void unlink(int p) {
        int next = nextSameHeight[p], prev = previousSameHeight[p];
        if (prev != NONE) {
            nextSameHeight[prev] = next;
        } else {
            extendsAt[p + 1 + table.length(~(int) s[p])] = next;
        }
        if (next != NONE) {
            previousSameHeight[next] = prev;
        }
    }

    // ---------------------------------------------------------------- the procedure

    private void reduce() {
        final long[] s = this.s;
        final int k = this.k;
        outer: for (;;) {
            final int n = this.n;
            final long top = s[n - 1];
            // rule 2's candidates: the loops filed under height n, sorted by depth
            int m = 0;
            for (int j = extendsAt[n]; j != NONE; j = nextSameHeight[j]) {
                int d = n - 1 - j;
                if (d <= k) {
                    if (m == depths.length) {
                        depths = Arrays.copyOf(depths, 2 * m);
                    }
                    int at = m++;
                    while (at > 0 && depths[at - 1] > d) {
                        depths[at] = depths[at - 1];
                        at--;
                    }
                    depths[at] = d;
                }
            }
            // rule 1's candidates: the earlier occurrences of the top pair within K, nearest first; both merged by i
            final int base = this.base;
            int p = previous[n - 1];
            int c = 0;
            for (;;) {
                int b = p < base ? Integer.MAX_VALUE : n - 1 - (p - base);
                if (b > k || 3 * b > n) {
                    b = Integer.MAX_VALUE;
                }
                int d = c < m ? depths[c] : Integer.MAX_VALUE;
                if (b == Integer.MAX_VALUE && d == Integer.MAX_VALUE) {
                    return;
                }
                if (b != Integer.MAX_VALUE && 3L * b <= d + 1L) {
                    if (s[n - 1 - b] == top && s[n - 1 - 2 * b] == top && blocksEqual(s, n, b)) {
                        int at = n - 3 * b;
                        int id = table.intern(s, at, b);
                        unindexDownTo(at);
                        s[at] = loop(id, 3);
                        this.n = at + 1;
                        index(at);
                        longestBody = Math.max(longestBody, b);
                        continue outer;
                    }
                    p = previous[p - base];
                    continue;
                }
                c++;
                int j = n - 1 - d;
                long e = s[j];
                if (e >>> 32 < Integer.MAX_VALUE && table.matches(~(int) e, s, n - d, d)) {
                    unindexDownTo(j);
                    s[j] = e + ONE;
                    this.n = j + 1;
                    index(j);
                    continue outer;
                }
            }
        }
    }

    /** Whether the top three {@code b}-long blocks of {@code s[0 .. n)} are equal. */
    private static boolean blocksEqual(long[] s, int n, int b) {
        int c = n - b, m = n - 2 * b, f = n - 3 * b;
        for (int j = 0; j < b; j++) {
            long x = s[c + j];
            if (s[m + j] != x || s[f + j] != x) {
                return false;
            }
        }
        return true;
    }

    /** An open-addressing {@code long → int} map (keys never 0), with deletion by backward shift. */
    static final class LongIntMap {
        private long[] keys = new long[16];
        private int[] values = new int[16];
        private int size;

        /** Sets {@code key} to {@code value}; returns the previous value, {@link #NONE} when absent. */
        int put(long key, int value) {
            int mask = keys.length - 1;
            for (int i = mix(key) & mask;; i = (i + 1) & mask) {
                long x = keys[i];
                if (x == key) {
                    int old = values[i];
                    values[i] = value;
                    return old;
                }
                if (x == 0) {
                    keys[i] = key;
                    values[i] = value;
                    if (++size * 2 > keys.length) {
                        rehash(keys.length * 2);
                    }
                    return NONE;
                }
            }
        }

        int size() {
            return size;
        }

        void clear() {
            if (size > 0) {
                Arrays.fill(keys, 0);
                size = 0;
            }
        }

        void remove(long key) {
            int mask = keys.length - 1;
            int i = mix(key) & mask;
            while (keys[i] != key) {
                if (keys[i] == 0) {
                    return;
                }
                i = (i + 1) & mask;
            }
            // backward-shift deletion: move up every later key of the cluster that may sit at i
            for (int j = (i + 1) & mask;; j = (j + 1) & mask) {
                long x = keys[j];
                if (x == 0) {
                    break;
                }
                int home = mix(x) & mask;
                if (((j - home) & mask) >= ((j - i) & mask)) {
                    keys[i] = x;
                    values[i] = values[j];
                    i = j;
                }
            }
            keys[i] = 0;
            size--;
        }

        private void rehash(int capacity) {
            long[] oldKeys = keys;
            int[] oldValues = values;
            keys = new long[capacity];
            values = new int[capacity];
            int mask = capacity - 1;
            for (int j = 0; j < oldKeys.length; j++) {
                if (oldKeys[j] != 0) {
                    int i = mix(oldKeys[j]) & mask;
                    while (keys[i] != 0) {
                        i = (i + 1) & mask;
                    }
                    keys[i] = oldKeys[j];
                    values[i] = oldValues[j];
                }
            }
        }

        private static int mix(long key) {
            long h = key * 0x9E3779B97F4A7C15L;
            return (int) (h ^ (h >>> 31));
        }
    }
}
