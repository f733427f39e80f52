package dev.straggler.internal.source.slice.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The generated code base of the scale benchmark parses and slices (10k lines; no time bound in a test). */
class SliceScaleTest {

    @Test
    void generatedCodeBaseSlicesThroughEveryFile() throws Exception {
        SliceScale.Row r = SliceScale.measure(10_000);
        System.out.print(SliceScale.table(List.of(r)));
        // every generated function is parsed: none is lost to the parser
        assertEquals(r.files() * SliceScale.FUNCTIONS_PER_FILE, r.functions(), r.toString());
        // the criterion in the last file reaches back through the calls into every file
        assertEquals(r.files(), r.sliceFiles(), r.toString());
        assertTrue(r.sliceLines() > r.lines() / 2, r.toString());
    }
}
