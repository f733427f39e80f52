package dev.straggler.core.inject.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.core.inject.CampaignScore;
import dev.straggler.core.inject.InjectionScore;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.StragglerFactory;

/**
 * Scoring of injected runs with the definitions of AutomaDeD §5.2.2, on hand-made PDGs (the cases of
 * its Fig. 7, fault injected in task 3).
 */
class InjectionScoreTest {

    /** A diagnosis with one node per rank set; the first {@code lp} nodes are least-progressed. */
    static Diagnosis pdg(int lp, RankSet... groups) {
        StragglerFactory f = StragglerFactory.eINSTANCE;
        Diagnosis d = f.createDiagnosis();
        for (int i = 0; i < groups.length; i++) {
            PdgNode n = f.createPdgNode();
            n.setRanks(groups[i]);
            d.getNodes().add(n);
            if (i < lp) {
                n.setLeastProgressed(true);
                d.getLeastProgressed().add(n);
            }
        }
        return d;
    }

    @Test
    void accurateAndPrecise() {
        // Fig. 7 (a): task 3 alone and least-progressed
        InjectionScore s = InjectionScore.of(pdg(1, RankSet.of(3), RankSet.of(0, 1, 2, 4, 5)), 3);
        assertTrue(s.accurate());
        assertTrue(s.precise());
        assertTrue(s.isolated());
        assertEquals(RankSet.of(3), s.leastProgressed());
    }

    @Test
    void accurateNotPrecise() {
        // Fig. 7 (b): other tasks are least-progressed with task 3, in its node ...
        InjectionScore same = InjectionScore.of(pdg(1, RankSet.of(2, 3), RankSet.of(0, 1)), 3);
        assertTrue(same.accurate());
        assertFalse(same.precise());
        assertFalse(same.isolated());
        // ... or in another least-progressed node (task 3 still alone in its own)
        InjectionScore other = InjectionScore.of(pdg(2, RankSet.of(3), RankSet.of(5), RankSet.of(0, 1, 2, 4)), 3);
        assertTrue(other.accurate());
        assertFalse(other.precise());
        assertTrue(other.isolated());
        assertEquals(RankSet.of(3, 5), other.leastProgressed());
    }

    @Test
    void neitherAccurateNorPreciseButIsolated() {
        // Fig. 7 (c): task 3 depends on others according to the PDG, alone in its node
        InjectionScore s = InjectionScore.of(pdg(1, RankSet.range(0, 2), RankSet.of(3), RankSet.range(4, 7)), 3);
        assertFalse(s.accurate());
        assertFalse(s.precise());
        assertTrue(s.isolated());
    }

    @Test
    void emptyLeastProgressedSetIsNeither() {
        InjectionScore s = InjectionScore.of(pdg(0, RankSet.of(3), RankSet.of(0, 1)), 3);
        assertFalse(s.accurate());
        assertFalse(s.precise(), "an empty set names no other task, but it is no diagnosis either");
        assertTrue(s.isolated());
        // the injected task missing from every node (its dump was lost)
        InjectionScore missing = InjectionScore.of(pdg(1, RankSet.of(0, 1)), 3);
        assertFalse(missing.accurate() || missing.precise() || missing.isolated());
    }

    @Test
    void campaignFractionsPerAlgorithm() {
        CampaignScore c = new CampaignScore();
        Diagnosis a = pdg(1, RankSet.of(3), RankSet.of(0, 1, 2));
        Diagnosis b = pdg(1, RankSet.of(2, 3), RankSet.of(0, 1));
        Diagnosis cc = pdg(1, RankSet.of(0, 1, 2), RankSet.of(3));
        Diagnosis d = pdg(1, RankSet.of(0, 1), RankSet.of(2, 3));
        for (Diagnosis x : List.of(a, b, cc, d)) {
            c.add(PdgAlgorithm.DIST, InjectionScore.of(x, 3));
        }
        c.add(PdgAlgorithm.SEMI_DIST, InjectionScore.of(a, 3));
        c.addError(PdgAlgorithm.SEMI_DIST);
        CampaignScore.Tally dist = c.get(PdgAlgorithm.DIST);
        assertEquals(4, dist.runs());
        assertEquals(0.5, dist.accuracy(), 1e-12); // a, b
        assertEquals(0.25, dist.precision(), 1e-12); // a
        assertEquals(0.5, dist.isolation(), 1e-12); // a, cc
        CampaignScore.Tally semi = c.get(PdgAlgorithm.SEMI_DIST);
        assertEquals(2, semi.runs());
        assertEquals(1, semi.errors());
        assertEquals(0.5, semi.accuracy(), 1e-12);
        assertEquals(List.of(PdgAlgorithm.DIST, PdgAlgorithm.SEMI_DIST), c.algorithms());
        assertTrue(Double.isNaN(c.get(PdgAlgorithm.LOOP_AWARE).accuracy()));
        String table = c.table();
        assertTrue(table.startsWith("algorithm"), table);
        assertTrue(table.contains("dist              4    50.0 %     25.0 %     50.0 %"), table);
        assertTrue(table.contains("semi-dist         2    50.0 %     50.0 %     50.0 %   (analysis failed on 1)"), table);
    }
}
