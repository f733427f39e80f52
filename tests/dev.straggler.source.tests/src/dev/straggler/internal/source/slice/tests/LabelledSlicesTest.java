package dev.straggler.internal.source.slice.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.straggler.internal.source.slice.Program;
import dev.straggler.source.slice.SourceLine;
import dev.straggler.source.slice.SourceResolver;

/** The slicer against the hand-labelled slices in resources/slices (written before the slicer ran). */
class LabelledSlicesTest {

    static Set<Integer> slice(Path file, int line, List<String> warnings) {
        SourceResolver r = SourceResolver.debugInfoPaths();
        Program p = Program.parse(r, List.of(file));
        Set<Integer> out = new TreeSet<>();
        for (SourceLine l : p.slice(file.toAbsolutePath().normalize().toString(), line)) {
            assertEquals(file.toAbsolutePath().normalize().toString(), l.file());
            out.add(l.line());
        }
        warnings.addAll(r.warnings());
        return out;
    }

    @Test
    void paperExampleIsCommunicationAware() throws Exception {
        Labels labels = Labels.read("paper-4.4.1.slice.txt");
        assertEquals(20, labels.criterion());
        List<String> warnings = new ArrayList<>();
        Set<Integer> s = slice(Labels.slices().resolve("paper-4.4.1.c"), labels.criterion(), warnings);
        assertEquals(labels.lines(), s);
        // the paper's point: the send side (statements 4 and 5) is in the slice
        assertTrue(s.contains(14) && s.contains(15), s.toString());
        assertEquals(List.of(), warnings, "mpi.h and stdio.h are system headers: no warning");
    }

    /** Every example program from its LP line (the header's "Expected diagnosis" line). */
    @ParameterizedTest
    @ValueSource(strings = { "ring", "poisson", "collectives", "deadlock" })
    void examplesFromTheirLeastProgressedLine(String example) throws Exception {
        Labels labels = Labels.read(example + ".slice.txt");
        assertEquals(example + ".c", labels.file());
        String header = java.nio.file.Files.readString(Labels.examples().resolve(example + ".c"));
        assertTrue(header.contains("at " + example + ".c:" + labels.criterion()), "the label's criterion is the LP line");
        List<String> warnings = new ArrayList<>();
        assertEquals(labels.lines(), slice(Labels.examples().resolve(example + ".c"), labels.criterion(), warnings));
        assertEquals(List.of(), warnings);
    }

    @Test
    void ringFromTheLeastProgressedLine() throws Exception {
        Labels labels = Labels.read("ring.slice.txt");
        assertEquals("ring.c", labels.file());
        assertEquals(28, labels.criterion());
        List<String> warnings = new ArrayList<>();
        assertEquals(labels.lines(), slice(Labels.examples().resolve("ring.c"), 28, warnings));
    }
}
