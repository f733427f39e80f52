package dev.straggler.internal.core.traces;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.straggler.core.traces.DiffBlock;
import dev.straggler.core.traces.NlrEntry;

/**
 * diffNLR's alignment (DiffTrace §II-D-1): Myers' O((N+M)·D) greedy diff of two NLRs' top-level entries, with its
 * work bounded. The common prefix and suffix are taken off first (linear: most diffs are one change between them);
 * Myers then runs on the middle while its edit distance D stays within {@link #MAX_EDITS} and its work (diagonals
 * and snake steps) within {@link #MAX_WORK}. When either is reached the middle is given as one change — the normal
 * side's entries, then the faulty side's — with a note saying so, instead of a quadratic that does not end: two NLRs
 * that far apart are not read entry by entry anyway (a larger K, or a narrower filter, makes them shorter).
 */
public final class BoundedDiff {

    /** The most edits (insertions + deletions) aligned entry by entry. */
    public static final int MAX_EDITS = 2_000;
    /** The most steps (diagonals looked at, entries compared) the alignment may take. */
    public static final long MAX_WORK = 40_000_000L;

    private static final int EQUAL = 0, DELETE = 1, INSERT = 2;

    /** The blocks, and the note when the bound was reached (null otherwise). */
    public record Result(List<DiffBlock> blocks, String note) {
    }

    private BoundedDiff() {
    }

    public static Result diff(List<NlrEntry> a, List<NlrEntry> b) {
        return diff(a, b, MAX_EDITS, MAX_WORK);
    }

    public static Result diff(List<NlrEntry> a, List<NlrEntry> b, int maxEdits, long maxWork) {
        Map<NlrEntry, Integer> ids = new HashMap<>();
        int[] x = ids(a, ids), y = ids(b, ids);
        int pre = 0;
        while (pre < x.length && pre < y.length && x[pre] == y[pre]) {
            pre++;
        }
        int suf = 0;
        while (suf < x.length - pre && suf < y.length - pre && x[x.length - 1 - suf] == y[y.length - 1 - suf]) {
            suf++;
        }
        Script script = new Script();
        script.add(EQUAL, pre);
        int n = x.length - pre - suf, m = y.length - pre - suf;
        String note = null;
        int reached = myers(x, pre, n, y, pre, m, maxEdits, maxWork, script);
        if (reached >= 0) {
            script.add(DELETE, n);
            script.add(INSERT, m);
            note = String.format(Locale.ROOT, "the two NLRs (%d and %d entries) differ in more than %d places after"
                    + " their first %d common entries; the %d and %d entries before their last %d common ones are"
                    + " shown as one change (a larger K or a narrower filter makes the NLRs shorter)", x.length,
                    y.length, reached, pre, n, m, suf);
        }
        script.add(EQUAL, suf);
        return new Result(script.blocks(a, b), note);
    }

    private static int[] ids(List<NlrEntry> entries, Map<NlrEntry, Integer> ids) {
        int[] out = new int[entries.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ids.computeIfAbsent(entries.get(i), e -> ids.size());
        }
        return out;
    }

    /**
     * Myers' greedy forward search (1986, §3) on {@code a[ao .. ao+n)} against {@code b[bo .. bo+m)}, appending the
     * edit script to {@code out}: -1; or, with nothing appended, the distance it had ruled out when it reached
     * {@code maxEdits} or the work {@code maxWork}.
     */
    private static int myers(int[] a, int ao, int n, int[] b, int bo, int m, int maxEdits, long maxWork,
            Script out) {
        if (n == 0 || m == 0) { // one side only: nothing to align
            out.add(DELETE, n);
            out.add(INSERT, m);
            return -1;
        }
        int dMax = Math.min(maxEdits, n + m);
        int offset = dMax + 1;
        int[] v = new int[2 * dMax + 3];
        List<int[]> trace = new ArrayList<>();
        long work = 0;
        for (int d = 0; d <= dMax; d++) {
            trace.add(java.util.Arrays.copyOfRange(v, offset - d, offset + d + 1));
            for (int k = -d; k <= d; k += 2) {
                int x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1]
                        : v[offset + k - 1] + 1;
                int y = x - k;
                int x0 = x;
                while (x < n && y < m && a[ao + x] == b[bo + y]) {
                    x++;
                    y++;
                }
                work += 1 + x - x0;
                v[offset + k] = x;
                if (x >= n && y >= m) {
                    backtrack(trace, d, n, m, out);
                    return -1;
                }
            }
            if (work > maxWork) {
                return d;
            }
        }
        return dMax;
    }

    /** The path found at distance {@code dEnd}, from (n, m) back to (0, 0), appended in forward order. */
    private static void backtrack(List<int[]> trace, int dEnd, int n, int m, Script out) {
        List<int[]> ops = new ArrayList<>(); // (kind, count), backwards
        int x = n, y = m;
        for (int d = dEnd; d > 0; d--) {
            int[] v = trace.get(d); // the furthest x per diagonal after round d - 1, diagonals -d .. d
            int k = x - y;
            boolean down = k == -d || (k != d && v[k - 1 + d] < v[k + 1 + d]);
            int prevK = down ? k + 1 : k - 1;
            int prevX = v[prevK + d];
            int prevY = prevX - prevK;
            int midX = down ? prevX : prevX + 1;
            ops.add(new int[] { EQUAL, x - midX });
            ops.add(new int[] { down ? INSERT : DELETE, 1 });
            x = prevX;
            y = prevY;
        }
        ops.add(new int[] { EQUAL, x });
        for (int i = ops.size() - 1; i >= 0; i--) {
            out.add(ops.get(i)[0], ops.get(i)[1]);
        }
    }

    /** An edit script as runs of (kind, count), made into blocks: a change is its deletions, then its insertions. */
    private static final class Script {
        private final List<int[]> runs = new ArrayList<>();

        void add(int kind, int count) {
            if (count <= 0) {
                return;
            }
            int[] last = runs.isEmpty() ? null : runs.get(runs.size() - 1);
            if (last != null && last[0] == kind) {
                last[1] += count;
            } else {
                runs.add(new int[] { kind, count });
            }
        }

        List<DiffBlock> blocks(List<NlrEntry> a, List<NlrEntry> b) {
            List<DiffBlock> blocks = new ArrayList<>();
            int i = 0, j = 0, r = 0;
            while (r < runs.size()) {
                int[] run = runs.get(r);
                if (run[0] == EQUAL) {
                    blocks.add(new DiffBlock(DiffBlock.Kind.COMMON, a.subList(i, i + run[1]), b.subList(j, j + run[1])));
                    i += run[1];
                    j += run[1];
                    r++;
                    continue;
                }
                int del = 0, ins = 0;
                for (; r < runs.size() && runs.get(r)[0] != EQUAL; r++) {
                    if (runs.get(r)[0] == DELETE) {
                        del += runs.get(r)[1];
                    } else {
                        ins += runs.get(r)[1];
                    }
                }
                if (del > 0) {
                    blocks.add(new DiffBlock(DiffBlock.Kind.ONLY_NORMAL, a.subList(i, i + del), List.of()));
                }
                if (ins > 0) {
                    blocks.add(new DiffBlock(DiffBlock.Kind.ONLY_FAULTY, List.of(), b.subList(j, j + ins)));
                }
                i += del;
                j += ins;
            }
            return blocks;
        }
    }
}
