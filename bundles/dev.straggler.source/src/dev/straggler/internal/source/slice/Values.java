package dev.straggler.internal.source.slice;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The integer values an expression may have in one task: a union of closed intervals (a single value is an interval of
 * one), exact as far as it goes — an operation whose result it cannot state exactly gives {@code null} ("not known"),
 * never a wider set. {@link Long#MAX_VALUE} as an upper bound stands for "unbounded" (a loop counter whose bound is not
 * known). Truth values are {@code {0}}, {@code {1}} or {@code {0, 1}} (either).
 */
final class Values {

    /** More intervals than this, or more values than {@link #ENUMERATE} where an operation enumerates: not known. */
    private static final int MAX_INTERVALS = 64;
    private static final long ENUMERATE = 4096;
    private static final long INF = Long.MAX_VALUE;

    static final Values TRUE = of(1), FALSE = of(0), EITHER = new Values(List.of(new long[] { 0, 1 }));

    /** Sorted, disjoint, non-adjacent intervals {lo, hi}. */
    private final List<long[]> intervals;

    private Values(List<long[]> intervals) {
        this.intervals = intervals;
    }

    static Values of(long v) {
        return new Values(List.of(new long[] { v, v }));
    }

    /** [lo, hi]; hi {@link Long#MAX_VALUE}: unbounded. */
    static Values range(long lo, long hi) {
        return lo > hi ? null : new Values(List.of(new long[] { lo, hi }));
    }

    /** The union of {@code a} and {@code b}; null when either is not known or the union is too fragmented. */
    static Values union(Values a, Values b) {
        if (a == null || b == null) {
            return null;
        }
        List<long[]> all = new ArrayList<>(a.intervals);
        all.addAll(b.intervals);
        return normalize(all);
    }

    private static Values normalize(List<long[]> in) {
        List<long[]> sorted = new ArrayList<>(in);
        sorted.sort(Comparator.comparingLong((long[] i) -> i[0]));
        List<long[]> out = new ArrayList<>();
        for (long[] i : sorted) {
            long[] last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && (last[1] == INF || i[0] <= last[1] + 1)) {
                last[1] = Math.max(last[1], i[1]);
            } else {
                out.add(new long[] { i[0], i[1] });
            }
        }
        return out.size() > MAX_INTERVALS ? null : new Values(List.copyOf(out));
    }

    boolean contains(long v) {
        for (long[] i : intervals) {
            if (i[0] <= v && v <= i[1]) {
                return true;
            }
        }
        return false;
    }

    /** The one value, or null when there are several. */
    Long single() {
        return intervals.size() == 1 && intervals.get(0)[0] == intervals.get(0)[1] ? intervals.get(0)[0] : null;
    }

    long min() {
        return intervals.get(0)[0];
    }

    long max() {
        return intervals.get(intervals.size() - 1)[1];
    }

    private long count() {
        long n = 0;
        for (long[] i : intervals) {
            if (i[1] == INF || i[1] - i[0] >= ENUMERATE) {
                return INF;
            }
            n += i[1] - i[0] + 1;
        }
        return n;
    }

    /** Definitely true (every value non-zero), definitely false (only 0), or null: either. */
    Boolean truth() {
        if (single() != null) {
            return single() != 0;
        }
        return contains(0) ? null : Boolean.TRUE;
    }

    static Values truth(Boolean b) {
        return b == null ? EITHER : b ? TRUE : FALSE;
    }

    // ---- operations (null in, null out) ----

    static Values negate(Values a) {
        if (a == null || a.max() == INF || a.min() == Long.MIN_VALUE) {
            return null;
        }
        List<long[]> out = new ArrayList<>();
        for (long[] i : a.intervals) {
            out.add(new long[] { -i[1], -i[0] });
        }
        return normalize(out);
    }

    static Values add(Values a, Values b) {
        if (a == null || b == null) {
            return null;
        }
        List<long[]> out = new ArrayList<>();
        for (long[] x : a.intervals) {
            for (long[] y : b.intervals) {
                try {
                    long lo = Math.addExact(x[0], y[0]);
                    long hi = x[1] == INF || y[1] == INF ? INF : Math.addExact(x[1], y[1]);
                    out.add(new long[] { lo, hi });
                } catch (ArithmeticException e) {
                    return null;
                }
            }
        }
        return out.size() > MAX_INTERVALS ? null : normalize(out);
    }

    static Values subtract(Values a, Values b) {
        return b != null && b.max() == INF ? null : add(a, negate(b));
    }

    /** Applies {@code op} to every pair of values when there are few enough; null otherwise. */
    private static Values enumerate(Values a, Values b, java.util.function.LongBinaryOperator op) {
        long na = a.count(), nb = b.count();
        if (na == INF || nb == INF || na * nb > ENUMERATE) {
            return null;
        }
        List<long[]> out = new ArrayList<>();
        try {
            for (long[] x : a.intervals) {
                for (long u = x[0]; u <= x[1]; u++) {
                    for (long[] y : b.intervals) {
                        for (long v = y[0]; v <= y[1]; v++) {
                            long r = op.applyAsLong(u, v);
                            out.add(new long[] { r, r });
                        }
                    }
                }
            }
        } catch (ArithmeticException e) {
            return null; // division by zero, overflow
        }
        return normalize(out);
    }

    static Values multiply(Values a, Values b) {
        if (a == null || b == null) {
            return null;
        }
        return enumerate(a, b, Math::multiplyExact);
    }

    static Values divide(Values a, Values b) {
        if (a == null || b == null) {
            return null;
        }
        return enumerate(a, b, (x, y) -> x / y);
    }

    static Values remainder(Values a, Values b) {
        if (a == null || b == null) {
            return null;
        }
        Long m = b.single();
        if (m != null && m > 0 && a.min() >= 0) {
            if (a.max() < m) {
                return a; // already below the modulus
            }
            if (a.intervals.stream().anyMatch(i -> i[1] == INF || i[1] - i[0] + 1 >= m)) {
                return range(0, m - 1); // one interval covers every remainder
            }
        }
        return enumerate(a, b, (x, y) -> x % y);
    }

    static Values bitwise(Values a, Values b, java.util.function.LongBinaryOperator op) {
        if (a == null || b == null) {
            return null;
        }
        return enumerate(a, b, op);
    }

    /** 3-valued comparison: {@code cmp} is one of "==", "!=", "<", "<=", ">", ">=". */
    static Values compare(Values a, Values b, String cmp) {
        if (a == null || b == null) {
            return null;
        }
        return switch (cmp) {
        case "==" -> truth(equal(a, b));
        case "!=" -> truth(not(equal(a, b)));
        case "<" -> truth(less(a, b, false));
        case "<=" -> truth(less(a, b, true));
        case ">" -> truth(less(b, a, false));
        case ">=" -> truth(less(b, a, true));
        default -> null;
        };
    }

    private static Boolean not(Boolean b) {
        return b == null ? null : !b;
    }

    private static Boolean equal(Values a, Values b) {
        if (a.single() != null && a.single().equals(b.single())) {
            return true;
        }
        for (long[] x : a.intervals) {
            for (long[] y : b.intervals) {
                if (x[0] <= y[1] && y[0] <= x[1]) {
                    return null; // they overlap: may be equal
                }
            }
        }
        return false;
    }

    private static Boolean less(Values a, Values b, boolean orEqual) {
        if (orEqual ? a.max() <= b.min() : a.max() < b.min() && a.max() != INF) {
            return true;
        }
        if (orEqual ? a.min() > b.max() && b.max() != INF : a.min() >= b.max() && b.max() != INF) {
            return false;
        }
        return null;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("{");
        for (long[] i : intervals) {
            if (b.length() > 1) {
                b.append(", ");
            }
            b.append(i[0]);
            if (i[1] != i[0]) {
                b.append("..").append(i[1] == INF ? "" : Long.toString(i[1]));
            }
        }
        return b.append('}').toString();
    }
}
