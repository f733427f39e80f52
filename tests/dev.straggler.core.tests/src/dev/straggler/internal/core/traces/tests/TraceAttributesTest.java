package dev.straggler.internal.core.traces.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import dev.straggler.core.traces.AttributeMode;
import dev.straggler.internal.core.traces.AttributeInterner;
import dev.straggler.internal.core.traces.ConceptLattice;
import dev.straggler.internal.core.traces.Nlr;
import dev.straggler.internal.core.traces.TraceAttributes;

/** Attributes of Table V: single entries and consecutive pairs, frequency actual / log10 / none. */
class TraceAttributesTest {

    static final int INIT = 0, RANK = 1, SIZE = 2, FINALIZE = 3, SEND = 4;

    /** The attributes of top-level entries Init rank size L{body}^{count} Finalize. */
    static TraceAttributes oddEven(int body, int count) {
        TraceAttributes.Counter c = new TraceAttributes.Counter();
        for (long e : new long[] { Nlr.terminal(INIT), Nlr.terminal(RANK), Nlr.terminal(SIZE), Nlr.loop(body, count),
                Nlr.terminal(FINALIZE) }) {
            c.accept(e);
        }
        return c.finish();
    }

    static double jaccard(TraceAttributes a, TraceAttributes b, String mode) {
        AttributeInterner interner = new AttributeInterner();
        AttributeMode m = AttributeMode.parse(mode);
        return ConceptLattice.jaccard(a.attributes(m, interner), b.attributes(m, interner));
    }

    @Test
    void singlesCarryLoopIterationCountsAsFrequency() {
        TraceAttributes sixteen = oddEven(1, 16), seven = oddEven(1, 7), twelve = oddEven(1, 12);
        assertEquals(5, sixteen.entries());
        assertEquals(5, sixteen.distinctSingles());
        assertEquals(4, sixteen.distinctPairs());
        // L1:16 vs L1:7 -- actual: different attributes; log10: decade 1 vs 0; none: the same
        assertEquals(4.0 / 6, jaccard(sixteen, seven, "sing.actual"));
        assertEquals(4.0 / 6, jaccard(sixteen, seven, "sing.log10"));
        assertEquals(1.0, jaccard(sixteen, seven, "sing.nofreq"));
        assertEquals(1.0, jaccard(sixteen, twelve, "sing.log10"), "12 and 16 are both in the decade 10-99");
        // pairs: (size, L1) and (L1, Finalize) occur once each whatever the count
        assertEquals(1.0, jaccard(sixteen, seven, "doub.actual"));
        assertEquals(2.0 / 6, jaccard(sixteen, oddEven(0, 16), "doub.nofreq"), "(size,L0), (L0,Fin) replace two of four pairs");
    }

    @Test
    void frequenciesOfRepeatedEntriesAddUp() {
        TraceAttributes.Counter c = new TraceAttributes.Counter();
        for (long e : new long[] { Nlr.terminal(SEND), Nlr.loop(0, 5), Nlr.terminal(SEND), Nlr.loop(0, 7),
                Nlr.terminal(SEND) }) {
            c.accept(e);
        }
        TraceAttributes a = c.finish();
        AttributeInterner interner = new AttributeInterner();
        int[] actual = a.attributes(AttributeMode.parse("sing.actual"), interner);
        // SEND:3 and L0:12
        assertArrayEquals(sorted(new int[] { interner.intern(false, SEND, 3), interner.intern(false, ~0, 12) }), actual);
        int[] pairs = a.attributes(AttributeMode.parse("doub.actual"), interner);
        // (SEND, L0) twice, (L0, SEND) twice
        assertEquals(2, pairs.length);
        assertArrayEquals(sorted(new int[] { interner.intern(true, (long) SEND << 32 | (~0 & 0xffffffffL), 2),
                interner.intern(true, (long) ~0 << 32 | SEND, 2) }), pairs);
    }

    @Test
    void log10IsTheDecade() {
        AttributeMode.Frequency log = AttributeMode.Frequency.LOG10;
        assertEquals(0, log.apply(1));
        assertEquals(0, log.apply(9));
        assertEquals(1, log.apply(10));
        assertEquals(2, log.apply(999));
        assertEquals(3, log.apply(1000));
        assertEquals(-1, AttributeMode.Frequency.NONE.apply(1000));
        assertEquals("doub.nofreq", AttributeMode.parse("doub.orig").label());
    }

    static int[] sorted(int[] a) {
        int[] c = a.clone();
        java.util.Arrays.sort(c);
        return c;
    }
}
