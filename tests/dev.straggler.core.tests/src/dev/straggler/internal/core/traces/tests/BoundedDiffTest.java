package dev.straggler.internal.core.traces.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.straggler.core.traces.DiffBlock;
import dev.straggler.core.traces.NlrEntry;
import dev.straggler.internal.core.traces.BoundedDiff;

/**
 * diffNLR's alignment: Myers' diff with its work bounded. Small cases against the optimum (the longest common
 * subsequence); long NLRs that differ everywhere end at the bound, quickly, as one change with a note.
 */
class BoundedDiffTest {

    static List<NlrEntry> calls(String letters) {
        List<NlrEntry> out = new ArrayList<>();
        for (char c : letters.toCharArray()) {
            out.add(new NlrEntry.Call(String.valueOf(c), false));
        }
        return out;
    }

    /** The blocks as {@code =ab -c +d}. */
    static String blocks(BoundedDiff.Result r) {
        StringBuilder b = new StringBuilder();
        for (DiffBlock block : r.blocks()) {
            b.append(b.isEmpty() ? "" : " ").append(switch (block.kind()) {
            case COMMON -> "=";
            case ONLY_NORMAL -> "-";
            case ONLY_FAULTY -> "+";
            });
            block.entries().forEach(e -> b.append(e));
        }
        return b.toString();
    }

    @Test
    void aChangeIsItsNormalEntriesThenItsFaultyOnes() {
        assertEquals("=ab -c +xy =de", blocks(BoundedDiff.diff(calls("abcde"), calls("abxyde"))));
        assertEquals("=abc", blocks(BoundedDiff.diff(calls("abc"), calls("abc"))));
        assertEquals("-abc", blocks(BoundedDiff.diff(calls("abc"), calls(""))));
        assertEquals("=a -b =c +d", blocks(BoundedDiff.diff(calls("abc"), calls("acd"))));
        assertNull(BoundedDiff.diff(calls("abc"), calls("acd")).note());
    }

    /** Random pairs: both sides are given back in order, the common blocks are equal, the edits are the fewest. */
    @Test
    void fewestEditsOnRandomPairs() {
        Random random = new Random(17);
        for (int round = 0; round < 3000; round++) {
            int n = random.nextInt(30), m = random.nextInt(30), alphabet = 1 + random.nextInt(5);
            List<NlrEntry> a = new ArrayList<>(), b = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                a.add(new NlrEntry.Loop(random.nextInt(alphabet), 1 + random.nextInt(2)));
            }
            for (int i = 0; i < m; i++) {
                b.add(i < n && random.nextBoolean() ? a.get(i)
                        : new NlrEntry.Loop(random.nextInt(alphabet), 1 + random.nextInt(2)));
            }
            BoundedDiff.Result r = BoundedDiff.diff(a, b);
            List<NlrEntry> left = new ArrayList<>(), right = new ArrayList<>();
            int edits = 0;
            for (DiffBlock block : r.blocks()) {
                left.addAll(block.normal());
                right.addAll(block.faulty());
                if (block.kind() == DiffBlock.Kind.COMMON) {
                    assertEquals(block.normal(), block.faulty());
                } else {
                    edits += block.entries().size();
                }
            }
            assertEquals(a, left, "round " + round);
            assertEquals(b, right, "round " + round);
            assertEquals(n + m - 2 * lcs(a, b), edits, "round " + round);
            assertNull(r.note());
        }
    }

    static int lcs(List<NlrEntry> a, List<NlrEntry> b) {
        int[][] l = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                l[i][j] = a.get(i).equals(b.get(j)) ? l[i + 1][j + 1] + 1 : Math.max(l[i + 1][j], l[i][j + 1]);
            }
        }
        return l[0][0];
    }

    /**
     * Two NLRs of 500,000 entries that differ every 97th entry (an NLR whose loops did not fold, different all
     * along): Myers would need ~10,000 edits over 10^6 entries, 10^10 steps. The bound stops it: the middle is one
     * change, the common prefix and suffix stay common, and a note says what happened.
     */
    @Test
    void farApartNlrsEndAtTheBoundAsOneChange() {
        List<NlrEntry> a = new ArrayList<>(), b = new ArrayList<>();
        Random random = new Random(1);
        for (int i = 0; i < 500_000; i++) {
            NlrEntry e = new NlrEntry.Call("f" + random.nextInt(50), false);
            a.add(e);
            b.add(i % 97 == 10 ? new NlrEntry.Call("g", false) : e);
        }
        long start = System.nanoTime();
        BoundedDiff.Result r = BoundedDiff.diff(a, b);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertTrue(seconds < 30, "the bound keeps it short: " + seconds + " s");
        assertNotNull(r.note());
        assertTrue(r.note().startsWith("the two NLRs (500000 and 500000 entries) differ in more than "), r.note());
        assertEquals(List.of(DiffBlock.Kind.COMMON, DiffBlock.Kind.ONLY_NORMAL, DiffBlock.Kind.ONLY_FAULTY,
                DiffBlock.Kind.COMMON), r.blocks().stream().map(DiffBlock::kind).toList());
        assertEquals(10, r.blocks().get(0).normal().size());
        // the edit bound alone: 3 edits allowed, 4 needed
        BoundedDiff.Result small = BoundedDiff.diff(calls("abcdefgh"), calls("xbydezgw"), 3, Long.MAX_VALUE);
        assertNotNull(small.note());
        assertEquals("-abcdefgh +xbydezgw", blocks(small));
    }
}
