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
 * A body therefore has at most {@code K} elements, and every push costs O(K²) at worst: Θ(K²N) for the trace.
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

    private final int k;
    private final LoopTable table;
    private final NlrSink sink;
    private final int window;
    private long[] s;
    private int n;
    private long pushed;

    /** A reducer with body length bound {@code k} interning into {@code table}, emitting to {@code sink}. */
    public Nlr(int k, LoopTable table, NlrSink sink) {
        this(k, table, sink, DEFAULT_WINDOW);
    }

    /** As {@link #Nlr(int, LoopTable, NlrSink)} with a stack of at most {@code window} elements (≥ 6K + 2). */
    public Nlr(int k, LoopTable table, NlrSink sink, int window) {
        if (k < 1) {
            throw new IllegalArgumentException("K must be at least 1: " + k);
        }
        if (window < 6 * k + 2) {
            throw new IllegalArgumentException("window too small for K = " + k + ": " + window);
        }
        this.k = k;
        this.table = table;
        this.sink = sink;
        this.window = window;
        this.s = new long[Math.min(window, 256)];
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

    /** Appends terminal {@code symbol} (≥ 0) and reduces. */
    public void push(int symbol) {
        if (n == s.length) {
            if (n >= window) {
                spill();
            } else {
                s = Arrays.copyOf(s, Math.min(window, n * 2));
            }
        }
        s[n++] = symbol & 0xffffffffL;
        pushed++;
        reduce();
    }

    /** Emits every element still on the stack, bottom first, and empties it (the reducer can be reused). */
    public void finish() {
        for (int i = 0; i < n; i++) {
            sink.accept(s[i]);
        }
        n = 0;
    }

    private void spill() {
        int half = n / 2;
        for (int i = 0; i < half; i++) {
            sink.accept(s[i]);
        }
        System.arraycopy(s, half, s, 0, n - half);
        n -= half;
    }

    private void reduce() {
        final long[] s = this.s;
        final LoopTable table = this.table;
        final int k = this.k;
        outer: for (;;) {
            final int n = this.n;
            final long top = s[n - 1];
            if (!candidate(s, n, top, k, table)) {
                return; // the common case: neither rule can apply, found in one pass over the top K elements
            }
            final int maxI = Math.min(3 * k, n);
            for (int i = 2; i <= maxI; i++) {
                if (i % 3 == 0) {
                    // rule 1: three equal b-blocks on top, b = i / 3
                    final int b = i / 3;
                    if (s[n - 1 - b] == top && s[n - 1 - 2 * b] == top && blocksEqual(s, n, b)) {
                        int m = n - 3 * b;
                        int id = table.intern(s, m, b);
                        s[m] = loop(id, 3);
                        this.n = m + 1;
                        continue outer;
                    }
                }
                // rule 2: the element i deep is a loop whose body is the top i - 1 elements
                final int d = i - 1;
                if (d <= k) {
                    final long e = s[n - i];
                    if ((int) e < 0) {
                        final int body = ~(int) e;
                        if (table.length(body) == d && e >>> 32 < Integer.MAX_VALUE
                                && table.matches(body, s, n - d, d)) {
                            s[n - i] = e + ONE;
                            this.n = n - d;
                            continue outer;
                        }
                    }
                }
            }
            return;
        }
    }

    /**
     * A necessary condition for either rule: for some d ≤ K, the element d below the top equals the top and so does
     * the one 2d below (rule 1 with b = d), or it is a loop whose body has d elements (rule 2 at i = d + 1).
     */
    private static boolean candidate(long[] s, int n, long top, int k, LoopTable table) {
        final int maxD = Math.min(k, n - 1);
        for (int d = 1; d <= maxD; d++) {
            final long e = s[n - 1 - d];
            if (e == top && 3 * d <= n && s[n - 1 - 2 * d] == top) {
                return true;
            }
            if ((int) e < 0 && table.length(~(int) e) == d) {
                return true;
            }
        }
        return false;
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
}
