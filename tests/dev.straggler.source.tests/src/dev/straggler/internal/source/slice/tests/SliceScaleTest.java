package dev.straggler.internal.source.slice.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The generated code base of the scale benchmark parses and slices (10k lines; no time bound in a test). */
class SliceScaleTest {

    @Test
    void generatedCodeBaseSlicesThroughEveryFile() throws Exception {
        SliceScale.Row r = SliceScale.measure(10_000);
        System.out.print(SliceScale.table(java.util.List.of(r)));
        assertTrue(r.lines() >= 10_000, r.toString());
        // the criterion in the last file reaches back through the calls into every file
        assertTrue(r.sliceLines() > r.lines() / 2, r.toString());
    }
}
