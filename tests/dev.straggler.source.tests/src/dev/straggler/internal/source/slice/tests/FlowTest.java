package dev.straggler.internal.source.slice.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.BitSet;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.source.slice.Flow;

/** Post-dominators, control dependence and reaching definitions on small hand-made CFGs. */
class FlowTest {

    static BitSet bits(int... b) {
        BitSet s = new BitSet();
        for (int i : b) {
            s.set(i);
        }
        return s;
    }

    /** 0 entry, 1 if, 2 then, 3 else, 4 join, 5 exit */
    static final int[][] DIAMOND = { { 1 }, { 2, 3 }, { 4 }, { 4 }, { 5 }, {} };

    @Test
    void postDominatorsOfADiamond() {
        assertArrayEquals(new int[] { 1, 4, 4, 4, 5, -1 }, Flow.immediatePostDominators(DIAMOND, 5));
    }

    @Test
    void branchesAreControlDependentOnTheCondition() {
        BitSet[] cd = Flow.controlDependence(DIAMOND, 5);
        assertEquals(bits(), cd[1]);
        assertEquals(bits(1), cd[2]);
        assertEquals(bits(1), cd[3]);
        assertEquals(bits(), cd[4], "the join post-dominates the branch");
    }

    @Test
    void loopBodyAndConditionDependOnTheCondition() {
        // 0 entry, 1 while cond, 2 body, 3 after, 4 exit
        int[][] loop = { { 1 }, { 2, 3 }, { 1 }, { 4 }, {} };
        BitSet[] cd = Flow.controlDependence(loop, 4);
        assertEquals(bits(1), cd[2]);
        assertEquals(bits(1), cd[1], "a loop condition is control dependent on itself");
        assertEquals(bits(), cd[3]);
    }

    @Test
    void nodesThatCannotReachTheExitDoNotBreakPostDominators() {
        // 0 entry, 1 if, 2 <-> 3 endless loop, 4 exit
        int[][] g = { { 1 }, { 2, 4 }, { 3 }, { 2 }, {} };
        int[] ipdom = Flow.immediatePostDominators(g, 4);
        assertEquals(-1, ipdom[4]);
        assertEquals(4, ipdom[1]);
        BitSet[] cd = Flow.controlDependence(g, 4);
        assertEquals(true, cd[2].get(1));
    }

    @Test
    void reachingDefinitionsKillAndMerge() {
        // 0: x = 1 (d0); 1: if; 2: x = 2 (d1, kills d0); 3: y = 3 (d2); 4: use of x
        int[][] g = { { 1 }, { 2, 3 }, { 4 }, { 4 }, {} };
        BitSet[] gen = { bits(0), bits(), bits(1), bits(2), bits() };
        BitSet[] kill = { bits(1), bits(), bits(0), bits(), bits() };
        BitSet[] in = Flow.reachingDefinitions(g, gen, kill);
        assertEquals(bits(0, 1, 2), in[4]);
        assertEquals(bits(0), in[2]);
        assertEquals(bits(0), in[3]);
    }

    @Test
    void reachingDefinitionsAroundALoop() {
        // 0: i = 0 (d0); 1: cond; 2: i++ (d1, kills d0); 3: after
        int[][] g = { { 1 }, { 2, 3 }, { 1 }, {} };
        BitSet[] gen = { bits(0), bits(), bits(1), bits() };
        BitSet[] kill = { bits(1), bits(), bits(0), bits() };
        BitSet[] in = Flow.reachingDefinitions(g, gen, kill);
        assertEquals(bits(0, 1), in[1]);
        assertEquals(bits(0, 1), in[2]);
        assertEquals(bits(0, 1), in[3]);
    }
}
