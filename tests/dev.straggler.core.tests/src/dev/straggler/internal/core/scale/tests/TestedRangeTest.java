package dev.straggler.internal.core.scale.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.core.scale.TestedRange;

/**
 * How far the cross-validation tested the predictions (decision 054): the largest distance by which a fold's runs lay
 * beyond (below) every run its model was fitted on, on the logarithmic scale axis.
 */
class TestedRangeTest {

    /** One process per run at these sizes, in these folds. */
    private static TestedRange fit(int[] sizes, int[] folds) {
        double[] position = new double[sizes.length];
        for (int i = 0; i < sizes.length; i++) {
            position[i] = Math.log(sizes[i]);
        }
        return TestedRange.fit(position, folds);
    }

    /**
     * The corpus' training design: 4, 6, 8 and 10 processes in folds {4}, {6}, {8, 10}. The last fold predicts 8 and 10
     * from 4 and 6 (10 is 1.67 times 6); the first predicts 4 from 6, 8 and 10 (1.5 times below). A check at 16
     * (1.6 times 10) is within, one at 24 (2.4 times) is not; 3 (1/1.33 of 4) is, 2 is not.
     */
    @Test
    void theFarthestFoldSetsTheRange() {
        TestedRange r = fit(new int[] {4, 6, 8, 10}, new int[] {0, 1, 2, 2});
        assertEquals(10 / 6.0, r.beyond(), 1e-12);
        assertEquals(6 / 4.0, r.underneath(), 1e-12);
        assertTrue(r.covers(Math.log(16)));
        assertTrue(r.covers(Math.log(10 * 10 / 6.0))); // the boundary itself
        assertFalse(r.covers(Math.log(17)));
        assertFalse(r.covers(Math.log(24)));
        assertTrue(r.covers(Math.log(3)));
        assertFalse(r.covers(Math.log(2)));
        assertTrue(r.covers(Math.log(7))); // between training runs
        assertFalse(r.covers(Double.NaN)); // off the axis
    }

    /** Leave-one-run-out folds reach one step: 10 from 8 (1.25), 4 from 6 (1.5). */
    @Test
    void oneRunPerFoldReachesOneStep() {
        TestedRange r = fit(new int[] {4, 6, 8, 10}, new int[] {0, 1, 2, 3});
        assertEquals(1.25, r.beyond(), 1e-12);
        assertEquals(1.5, r.underneath(), 1e-12);
        assertTrue(r.covers(Math.log(12.5)));
        assertFalse(r.covers(Math.log(13)));
    }

    /**
     * Runs of one scale in several folds (an axis without features: every position 0): no fold lies beyond its model,
     * and the range is that one point, which every run of the program is at.
     */
    @Test
    void withoutAScaleAxisTheRangeIsThePoint() {
        TestedRange r = TestedRange.fit(new double[] {0, 0, 0, 0}, new int[] {0, 0, 1, 1});
        assertEquals(1, r.beyond(), 0);
        assertEquals(1, r.underneath(), 0);
        assertTrue(r.covers(0));
    }
}
