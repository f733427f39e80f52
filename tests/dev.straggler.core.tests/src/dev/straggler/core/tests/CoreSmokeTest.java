package dev.straggler.core.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.core.progress.ProgressSolver;
import dev.straggler.core.report.Report;
import dev.straggler.core.symbols.SymbolGraph;
import dev.straggler.model.impl.NodeSet;

class CoreSmokeTest {

    @Test
    void symbolGraphCountsReferences() {
        SymbolGraph graph = new SymbolGraph();
        graph.addReference("main", "work");
        graph.addReference("work", "helper");
        assertEquals(3, graph.symbols().size());
        assertEquals(2, graph.referenceCount());
    }

    @Test
    void reportRoundTripsThroughJson() {
        Report report = new Report("straggler", "0.1.0", List.of("f1"));
        String json = report.toJson();
        assertEquals("{\"tool\":\"straggler\",\"version\":\"0.1.0\",\"findings\":[\"f1\"]}", json);
        assertEquals(report, Report.fromJson(json));
    }

    @Test
    void ejmlDenseAndSparse() {
        assertArrayEquals(new double[] { 0.8, 1.4 }, ProgressSolver.solve(new double[][] { { 2, 1 }, { 1, 3 } },
                new double[] { 3, 5 }), 1e-9);
        assertEquals(4, ProgressSolver.sparseIdentityNonZeros(4));
    }

    @Test
    void roaringBitmapNodeSet() {
        NodeSet set = new NodeSet();
        set.add(3);
        set.add(70_000);
        assertEquals(2, set.size());
        assertEquals(true, set.contains(70_000));
    }
}
