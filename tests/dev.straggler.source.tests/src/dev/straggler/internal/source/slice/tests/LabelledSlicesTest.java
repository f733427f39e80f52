package dev.straggler.internal.source.slice.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The slicer against the hand-labelled slices in resources/slices (written before the slicer ran): each program is
 * sliced once ({@link SliceAccuracy#measure}), must give exactly the labelled lines with the bug line in the first
 * increment, and the accuracy table of docs/benchmarks.md is printed at the end.
 */
class LabelledSlicesTest {

    private static final Map<String, SliceAccuracy.Row> ROWS = new ConcurrentHashMap<>();

    private static SliceAccuracy.Row exact(String source) throws Exception {
        SliceAccuracy.Case c = SliceAccuracy.of(source);
        SliceAccuracy.Row r = SliceAccuracy.measure(c);
        ROWS.put(source, r);
        assertEquals(Labels.read(c.labels()).lines(), r.lines(), r.toString());
        assertTrue(r.bug() <= 0 || r.bugInFirst(), "the line the header blames is in the LP task's slice: " + r);
        assertEquals(List.of(), r.warnings(), "mpi.h and stdio.h are system headers: no warning");
        return r;
    }

    @Test
    void paperExampleIsCommunicationAware() throws Exception {
        assertEquals(20, Labels.read("paper-4.4.1.slice.txt").criterion(), "the paper's statement 9");
        SliceAccuracy.Row r = exact("paper-4.4.1.c");
        // the paper's point: the send side (statements 4 and 5) is in the slice
        assertTrue(r.lines().contains(14) && r.lines().contains(15), r.lines().toString());
    }

    /** Every example program from its LP line (the header's "Expected diagnosis" line). */
    @ParameterizedTest
    @ValueSource(strings = { "ring", "poisson", "collectives", "deadlock" })
    void examplesFromTheirLeastProgressedLine(String example) throws Exception {
        Labels labels = Labels.read(example + ".slice.txt");
        assertEquals(example + ".c", labels.file());
        String header = Files.readString(Labels.examples().resolve(example + ".c"));
        assertTrue(header.contains("at " + example + ".c:" + labels.criterion()), "the label's criterion is the LP line");
        exact(example + ".c");
    }

    @AfterAll
    static void printTable() {
        System.out.print(SliceAccuracy.table(SliceAccuracy.CASES.stream().map(c -> ROWS.get(c.source()))
                .filter(r -> r != null).toList()));
    }
}
