package dev.straggler.core.traces.tests;

import static dev.straggler.core.traces.tests.Expect.thrown;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.ClusterTree;
import dev.straggler.core.traces.FilterKind;
import dev.straggler.core.traces.Linkage;
import dev.straggler.core.traces.Ranking;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.RankingRow;
import dev.straggler.core.traces.Suspect;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceComparison;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.core.traces.tests.OddEvenSortTraces.Bug;

/** The ranking table's shape: one row per combination, sorted by B-score, ties in enumeration order. */
class RankingTest {

    static final RankingParameters PARAMS = new RankingParameters(
            List.of(TraceFilter.mpi(), TraceFilter.of(FilterKind.RETURNS, FilterKind.PLT)), AttributeMode.paper(),
            List.of(Linkage.values()), List.of(4, 10), List.of(2, 3, 4), 3);

    @Test
    void oneRowPerCombinationSortedByBScore() {
        TraceComparison c = TraceAnalysis.compare(OddEvenSortTraces.run(16, Bug.NONE, 5, 7),
                OddEvenSortTraces.run(16, Bug.DEADLOCK, 5, 7));
        Ranking r = c.rank(PARAMS);
        assertEquals(504, PARAMS.combinations());
        assertEquals(504, r.rows().size());
        List<String> enumeration = new ArrayList<>();
        for (TraceFilter f : PARAMS.filters()) {
            for (AttributeMode a : PARAMS.attributes()) {
                for (Linkage l : PARAMS.linkages()) {
                    for (int k : PARAMS.ks()) {
                        for (int n : PARAMS.clusterCounts()) {
                            enumeration.add(f.label() + a.label() + l + k + "/" + n);
                        }
                    }
                }
            }
        }
        assertEquals(504, new HashSet<>(enumeration).size());
        for (int i = 1; i < r.rows().size(); i++) {
            RankingRow prev = r.rows().get(i - 1), row = r.rows().get(i);
            assertTrue(prev.bScore() <= row.bScore());
            if (prev.bScore() == row.bScore()) {
                assertTrue(enumeration.indexOf(id(prev)) < enumeration.indexOf(id(row)), "ties keep their order");
            }
            assertTrue(row.topTraces().size() <= 3);
            assertEquals(new HashSet<>(row.topRanks()).size(), row.topRanks().size());
            assertTrue(row.bScore() >= 0 && row.bScore() <= 1);
        }
        for (int i = 1; i < r.suspects().size(); i++) {
            Suspect a = r.suspects().get(i - 1), b = r.suspects().get(i);
            assertTrue(a.diverged() < b.diverged() || a.diverged() == b.diverged()
                    && (a.votes() > b.votes() || a.votes() == b.votes() && a.change() >= b.change()));
        }
        String text = r.toText(5);
        assertTrue(text.startsWith("filter "), text);
        assertTrue(text.contains("... 499 more rows"), text);
    }

    static String id(RankingRow r) {
        return r.filter().label() + r.attributes().label() + r.linkage() + r.k() + "/" + r.clusters();
    }

    @Test
    void clusteringsOfOneCombination() {
        TraceComparison c = TraceAnalysis.compare(OddEvenSortTraces.run(16, Bug.NONE, 5, 7),
                OddEvenSortTraces.run(16, Bug.SWAP, 5, 7));
        ClusterTree[] t = c.clusterings(TraceFilter.mpi(), 10, AttributeMode.parse("sing.nofreq"), Linkage.AVERAGE);
        // normal run: even and odd ranks (boundary ranks 0 and 15 included: no frequencies) are two clusters
        int[] normal = t[0].clustersByCount(2);
        for (int i = 0; i < 16; i++) {
            assertEquals(normal[i % 2], normal[i], "rank " + i);
        }
        // DiffJSM: rank 5 alone
        int[] diff = t[2].clustersByCount(2);
        for (int i = 0; i < 16; i++) {
            assertEquals(i == 5, diff[i] != diff[i == 0 ? 1 : 0], "rank " + i);
        }
        assertEquals(15, t[2].heights().length);
        assertEquals(c.keys(), t[2].keys());
    }

    @Test
    void parametersAreChecked() {
        IllegalArgumentException e = thrown(IllegalArgumentException.class, () -> new RankingParameters(
                List.of(TraceFilter.mpi()), AttributeMode.all(), List.of(Linkage.WARD), List.of(10), List.of(1), 5));
        assertEquals("A cluster count must be at least 2, not 1.", e.getMessage());
        assertEquals(504, RankingParameters.defaults().combinations());
    }
}
