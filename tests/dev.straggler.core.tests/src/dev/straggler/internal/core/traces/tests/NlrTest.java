package dev.straggler.internal.core.traces.tests;

import static dev.straggler.core.traces.tests.Expect.thrown;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.core.traces.LoopTable;
import dev.straggler.internal.core.traces.Nlr;

/**
 * The streaming NLR reducer (DiffTrace §III-A, Procedure 1) against hand-checked sequences and against a literal,
 * unoptimised transcription of Procedure 1 on random nested-loop programs.
 */
class NlrTest {

    /** Reduces {@code symbols} (single letters a..z) with bound {@code k}; renders loops inline as {@code (body)^n}. */
    static String reduce(String symbols, int k) {
        return reduce(symbols.chars().map(c -> c - 'a').toArray(), k, Nlr.DEFAULT_WINDOW);
    }

    static String reduce(int[] symbols, int k, int window) {
        LoopTable table = new LoopTable();
        List<Long> out = new ArrayList<>();
        Nlr nlr = new Nlr(k, table, out::add, window);
        for (int s : symbols) {
            nlr.push(s);
        }
        nlr.finish();
        StringBuilder b = new StringBuilder();
        for (long e : out) {
            render(b, e, table);
        }
        return b.toString();
    }

    private static void render(StringBuilder b, long e, LoopTable table) {
        if (!Nlr.isLoop(e)) {
            b.append((char) ('a' + Nlr.symbol(e)));
            return;
        }
        b.append('(');
        int body = Nlr.body(e);
        for (int i = 0; i < table.length(body); i++) {
            render(b, table.element(body, i), table);
        }
        b.append(")^").append(Nlr.count(e));
    }

    @Test
    void aLoopNeedsThreeRepetitionsThenExtends() {
        assertEquals("abab", reduce("abab", 10));
        assertEquals("(ab)^3", reduce("ababab", 10));
        assertEquals("(ab)^3a", reduce("abababa", 10));
        assertEquals("(ab)^4a", reduce("ababababa", 10));
        assertEquals("(ab)^5", reduce("ababababab", 10));
        assertEquals("aa", reduce("aa", 10));
        assertEquals("(a)^6", reduce("aaaaaa", 10), "one loop extended, not two loops of three");
        assertEquals("x(ab)^3y", reduce("xabababy", 10));
    }

    @Test
    void oddEvenSortRankTracesOfTableIII() {
        // MPI_Init, MPI_Comm_rank, MPI_Comm_size, 4 x [MPI_Recv MPI_Send], MPI_Finalize (T1 of Table II)
        assertEquals("irs(ed)^4f", reduce("irsededededf", 10));
        // T0: two exchanges are fewer than three repetitions: no loop. Table III prints L0^2 here, which needs a
        // body known from another trace to form a loop from two repetitions; we always require three, so that a
        // trace's NLR does not depend on the traces read before it (docs/decisions/034-trace-diffing.md)
        assertEquals("irsdedef", reduce("irsdedef", 10));
    }

    @Test
    void nestedLoopsFormOverInnerLoopsWithEqualCounts() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            s.append('a');
            for (int j = 0; j < 6; j++) {
                s.append("bc");
            }
            s.append('d');
        }
        assertEquals("(a(bc)^6d)^5", reduce(s.toString(), 10));
        // triangular inner loops: counts differ, so the outer iterations are not isomorphic
        assertEquals("a(bc)^3da(bc)^4da(bc)^5d", reduce("abcbcbcdabcbcbcbcdabcbcbcbcbcd", 10));
    }

    @Test
    void bodiesLongerThanKAreNotLoops() {
        assertEquals("abcabcabc", reduce("abcabcabc", 2));
        assertEquals("(abc)^3", reduce("abcabcabc", 3));
    }

    @Test
    void loopBodiesAreInternedOnceAcrossTraces() {
        LoopTable table = new LoopTable();
        List<Long> first = new ArrayList<>(), second = new ArrayList<>();
        Nlr a = new Nlr(4, table, first::add);
        for (int s : new int[] { 0, 1, 0, 1, 0, 1, 0, 1 }) {
            a.push(s);
        }
        a.finish();
        Nlr b = new Nlr(4, table, second::add);
        for (int s : new int[] { 2, 0, 1, 0, 1, 0, 1 }) {
            b.push(s);
        }
        b.finish();
        assertEquals(1, table.size());
        assertEquals(List.of(Nlr.loop(0, 4)), first);
        assertEquals(List.of(Nlr.terminal(2), Nlr.loop(0, 3)), second);
    }

    @Test
    void rejectsAWindowTooSmallForK() {
        thrown(IllegalArgumentException.class, () -> new Nlr(10, new LoopTable(), e -> {
        }, 20));
        thrown(IllegalArgumentException.class, () -> new Nlr(0, new LoopTable(), e -> {
        }));
    }

    /** Random programs of nested loops: the reducer equals Procedure 1 transcribed literally, for K = 1..6. */
    @Test
    void equalsALiteralTranscriptionOfProcedure1() {
        Random random = new Random(12);
        for (int round = 0; round < 400; round++) {
            int[] trace = program(random, 2 + random.nextInt(3));
            int k = 1 + random.nextInt(6);
            assertEquals(Reference.reduce(trace, k), reduce(trace, k, Nlr.DEFAULT_WINDOW),
                    "round " + round + ", K = " + k);
        }
    }

    /**
     * Large K, where the reducer's index (not a scan of the top 3K elements) finds the candidates: still Procedure 1
     * exactly, on longer programs with more symbols, nested three and four deep.
     */
    @Test
    void equalsTheProcedureWithLargeK() {
        Random random = new Random(23);
        for (int round = 0; round < 150; round++) {
            int[] trace = program(random, 3 + random.nextInt(2));
            int k = 20 + random.nextInt(200);
            assertEquals(Reference.reduce(trace, k), reduce(trace, k, Nlr.DEFAULT_WINDOW),
                    "round " + round + ", K = " + k);
        }
        // a body of 40 entries repeated: found with K 40 and above, not below
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            body.append((char) ('a' + (i * 7) % 26));
        }
        String trace = body.toString().repeat(5);
        assertEquals("(" + body + ")^5", reduce(trace, 40));
        assertEquals("(" + body + ")^5", reduce(trace, 1000));
        assertEquals(trace, reduce(trace, 39));
    }

    /**
     * K from the data (TraceAnalysis.AUTO_K): the longest body a reducer formed is the smallest K that gives the same
     * NLR: with any K from it up to the K used, the result is identical; one less changes it (when a body formed).
     */
    @Test
    void theLongestBodyIsTheSmallestKWithTheSameNlr() {
        Random random = new Random(5);
        int formed = 0;
        for (int round = 0; round < 300; round++) {
            int[] trace = program(random, 2 + random.nextInt(3));
            LoopTable table = new LoopTable();
            List<Long> out = new ArrayList<>();
            Nlr wide = new Nlr(200, table, out::add);
            for (int x : trace) {
                wide.push(x);
            }
            wide.finish();
            int longest = wide.longestBody();
            String at200 = reduce(trace, 200, Nlr.DEFAULT_WINDOW);
            assertEquals(at200, reduce(trace, Math.max(1, longest), Nlr.DEFAULT_WINDOW), "round " + round);
            assertEquals(at200, reduce(trace, longest + 1 + random.nextInt(50), Nlr.DEFAULT_WINDOW), "round " + round);
            if (longest > 1) {
                formed++;
                assertTrue(!at200.equals(reduce(trace, longest - 1, Nlr.DEFAULT_WINDOW)), "round " + round);
            }
        }
        assertTrue(formed > 100, "rounds with a body longer than 1: " + formed);
    }

    /** The digest tells equal symbol sequences from different ones. */
    @Test
    void digestOfThePushedSymbols() {
        long[] d = new long[3];
        int[][] inputs = { { 1, 2, 3, 1, 2, 3 }, { 1, 2, 3, 1, 2, 3 }, { 1, 2, 3, 1, 3, 2 } };
        for (int i = 0; i < 3; i++) {
            Nlr nlr = new Nlr(4, new LoopTable(), e -> {
            });
            for (int x : inputs[i]) {
                nlr.push(x);
            }
            d[i] = nlr.digest();
        }
        assertEquals(d[0], d[1]);
        assertTrue(d[0] != d[2]);
    }

    /**
     * A small window (the streaming bound) gives the unbounded result when loops nest only two deep: elements
     * leave the stack only when nothing above them can still collapse.
     */
    @Test
    void aSmallWindowStreamsWithoutChangingTheResult() {
        Random random = new Random(7);
        for (int round = 0; round < 200; round++) {
            int k = 1 + random.nextInt(4);
            int[] trace = program(random, 2);
            int[] longer = new int[trace.length * 4];
            for (int i = 0; i < longer.length; i++) {
                longer[i] = i % trace.length == 0 ? 20 + random.nextInt(5) : trace[i % trace.length];
            }
            assertEquals(reduce(longer, k, 1 << 20), reduce(longer, k, 64), "round " + round + ", K = " + k);
        }
    }

    /** A random sequence: symbols 0..5 and loops of random bodies, nested up to {@code depth}, counts 1..7. */
    static int[] program(Random random, int depth) {
        List<Integer> out = new ArrayList<>();
        emit(random, depth, out);
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void emit(Random random, int depth, List<Integer> out) {
        int parts = 1 + random.nextInt(4);
        for (int p = 0; p < parts; p++) {
            if (depth > 0 && random.nextInt(3) > 0) {
                List<Integer> body = new ArrayList<>();
                emit(random, depth - 1, body);
                int count = 1 + random.nextInt(7);
                for (int c = 0; c < count; c++) {
                    out.addAll(body);
                }
            } else {
                out.add(random.nextInt(6));
            }
        }
    }

    /** Procedure 1 as printed, on a list of elements (terminals and (body, count) loops). */
    static final class Reference {
        sealed interface Elem permits Sym, Loop {
        }

        record Sym(int s) implements Elem {
            @Override
            public String toString() {
                return String.valueOf((char) ('a' + s));
            }
        }

        record Loop(List<Elem> body, int count) implements Elem {
            @Override
            public String toString() {
                StringBuilder b = new StringBuilder("(");
                body.forEach(b::append);
                return b.append(")^").append(count).toString();
            }
        }

        static String reduce(int[] trace, int k) {
            List<Elem> s = new ArrayList<>();
            for (int x : trace) {
                s.add(new Sym(x));
                reduce(s, k);
            }
            StringBuilder b = new StringBuilder();
            s.forEach(b::append);
            return b.toString();
        }

        /** S[i] is the i-th element from the top (1-based); S[b:1] the top b elements in stack order. */
        private static void reduce(List<Elem> s, int k) {
            for (int i = 1; i <= 3 * k; i++) {
                int b = i / 3;
                if (i % 3 == 0 && s.size() >= i) {
                    List<Elem> top = s.subList(s.size() - b, s.size());
                    List<Elem> mid = s.subList(s.size() - 2 * b, s.size() - b);
                    List<Elem> low = s.subList(s.size() - 3 * b, s.size() - 2 * b);
                    if (top.equals(mid) && mid.equals(low)) {
                        List<Elem> body = List.copyOf(low);
                        for (int j = 0; j < i; j++) {
                            s.remove(s.size() - 1);
                        }
                        s.add(new Loop(body, 3));
                        reduce(s, k);
                        return;
                    }
                }
                if (i >= 2 && s.size() >= i && s.get(s.size() - i) instanceof Loop loop
                        && loop.body().equals(s.subList(s.size() - (i - 1), s.size()))) {
                    for (int j = 0; j < i - 1; j++) {
                        s.remove(s.size() - 1);
                    }
                    s.set(s.size() - 1, new Loop(loop.body(), loop.count() + 1));
                    reduce(s, k);
                    return;
                }
            }
        }
    }
}
