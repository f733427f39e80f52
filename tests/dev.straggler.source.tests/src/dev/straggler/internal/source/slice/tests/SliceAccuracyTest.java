package dev.straggler.internal.source.slice.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Runs the accuracy benchmark (prints its table) and checks it. */
class SliceAccuracyTest {

    @Test
    void everyLabelledSliceIsExactAndEveryBugLineIsInTheFirstIncrement() throws Exception {
        List<SliceAccuracy.Row> rows = SliceAccuracy.run();
        System.out.print(SliceAccuracy.table(rows));
        assertEquals(5, rows.size());
        for (SliceAccuracy.Row r : rows) {
            assertEquals(1.0, r.precision(), r.toString());
            assertEquals(1.0, r.recall(), r.toString());
            assertTrue(r.bug() <= 0 || r.bugInFirst(), r.toString());
        }
    }
}
