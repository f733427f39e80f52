package dev.straggler.source.slice.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.source.slice.tests.Labels;
import dev.straggler.model.DependenceType;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Frame;
import dev.straggler.model.PdgEdge;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.StragglerFactory;
import dev.straggler.source.slice.SliceIncrements;
import dev.straggler.source.slice.SliceIncrements.Increment;
import dev.straggler.source.slice.SourceLine;
import dev.straggler.source.slice.SourceResolver;

/** Progressive slicing over the PDG of the ring example (rank 2 spins at 28, rank 3 waits at 45, 0-1 at 47). */
class SliceIncrementsTest {

    static final StragglerFactory F = StragglerFactory.eINSTANCE;

    static PdgNode node(Diagnosis d, RankSet ranks, String file, int line) {
        PdgNode n = F.createPdgNode();
        n.setRanks(ranks);
        Frame f = F.createFrame();
        f.setFunction("f");
        f.setFile(file);
        f.setLine(line);
        n.getFrames().add(f);
        d.getNodes().add(n);
        return n;
    }

    static void edge(Diagnosis d, PdgNode from, PdgNode to, DependenceType t) {
        PdgEdge e = F.createPdgEdge();
        e.setSource(from);
        e.setTarget(to);
        e.setType(t);
        d.getEdges().add(e);
    }

    static Set<Integer> lines(Set<SourceLine> s) {
        Set<Integer> out = new TreeSet<>();
        s.forEach(l -> out.add(l.line()));
        return out;
    }

    /** The ring PDG; the frames name ring.c by {@code path}. */
    static Diagnosis ring(String path) {
        Diagnosis d = F.createDiagnosis();
        PdgNode barrier = node(d, RankSet.of(0, 1), path, 47);
        PdgNode lp = node(d, RankSet.of(2), path, 28);
        PdgNode waitall = node(d, RankSet.of(3), path, 45);
        lp.setLeastProgressed(true);
        d.getLeastProgressed().add(lp);
        edge(d, waitall, lp, DependenceType.POINT_TO_POINT);
        edge(d, barrier, waitall, DependenceType.COLLECTIVE);
        // BACKWARD: the target depends on the source
        edge(d, lp, barrier, DependenceType.BACKWARD);
        return d;
    }

    @Test
    void incrementsGoFromTheLeastProgressedNodeAlongTheWaits() throws Exception {
        Path ring = Labels.examples().resolve("ring.c").toAbsolutePath().normalize();
        Diagnosis d = ring(ring.toString());
        assertEquals(List.of(RankSet.of(2), RankSet.of(3), RankSet.of(0, 1)),
                SliceIncrements.order(d).stream().map(PdgNode::getRanks).toList(),
                "the LP, then depth first the groups waiting on it: rank 3 (point-to-point) before ranks 0-1 "
                        + "(the model's dependence), which also wait for rank 3");
        SourceResolver r = SourceResolver.debugInfoPaths();
        List<Increment> inc = SliceIncrements.of(d, r);
        assertEquals(3, inc.size());
        assertEquals(Labels.read("ring.slice.txt").lines(), lines(inc.get(0).lines()));
        assertEquals(inc.get(0).lines(), inc.get(0).added());
        // MPI_Waitall at 45: the requests of the Irecv (42) and Isend (44), the Isend matching the Irecv
        // (communication rule), the token it sends (39, 46) and the received in (46 <- 42)
        assertEquals(Set.of(39, 42, 44, 45, 46), lines(inc.get(1).added()));
        assertEquals("it waits for rank 2 (point-to-point)", inc.get(1).reason(), "no job: no wait facts to add");
        // the barrier at 47: only itself is new (the loop and its bound are in S0 already)
        assertEquals(Set.of(47), lines(inc.get(2).added()));
        // no job, no wait facts: no partner's side
        assertTrue(inc.stream().allMatch(i -> i.communication().isEmpty()));
        for (int i = 1; i < inc.size(); i++) {
            Set<SourceLine> expected = new TreeSet<>(inc.get(i - 1).lines());
            expected.addAll(inc.get(i).added());
            assertEquals(expected, inc.get(i).lines(), "S_i = S_(i-1) + s_i");
        }
        assertEquals(List.of(), r.warnings());
    }

    @Test
    void sourcesAreFoundUnderASearchRootWhenTheDebugPathIsStale() throws Exception {
        Diagnosis d = ring("/build/machine/elsewhere/examples/ring.c");
        SourceResolver r = SourceResolver.of(List.of(Labels.examples()));
        List<Increment> inc = SliceIncrements.of(d, r);
        assertEquals(Labels.read("ring.slice.txt").lines(), lines(inc.get(0).lines()));
        assertTrue(inc.get(0).lines().iterator().next().file().endsWith("ring.c"));
    }

    @Test
    void missingSourcesAreWarningsAndEmptyIncrements() {
        Diagnosis d = ring("/nonexistent/ring.c");
        SourceResolver r = SourceResolver.debugInfoPaths();
        List<Increment> inc = SliceIncrements.of(d, r);
        assertEquals(3, inc.size());
        assertTrue(inc.stream().allMatch(i -> i.lines().isEmpty()));
        assertEquals(1, r.warnings().size(), r.warnings().toString());
        assertTrue(r.warnings().get(0).contains("/nonexistent/ring.c"), r.warnings().toString());
    }

    @Test
    void sliceFromHereStartsAtTheChosenNodeAndReachesTheSameWholeSlice() throws Exception {
        Path ring = Labels.examples().resolve("ring.c").toAbsolutePath().normalize();
        Diagnosis d = ring(ring.toString());
        PdgNode waitall = d.getNodes().get(2);
        assertEquals(List.of(RankSet.of(3), RankSet.of(2), RankSet.of(0, 1)),
                SliceIncrements.order(d, waitall).stream().map(PdgNode::getRanks).toList(),
                "the chosen node, the group it waits for, then the group waiting on it");
        SourceResolver r = SourceResolver.debugInfoPaths();
        List<Increment> from = SliceIncrements.from(d, waitall, null, r);
        assertEquals(RankSet.of(3), from.get(0).ranks());
        assertEquals(45, from.get(0).criterion().line());
        assertTrue(lines(from.get(0).lines()).containsAll(Set.of(39, 42, 44, 45, 46)), from.get(0).lines().toString());
        assertTrue(!lines(from.get(0).lines()).contains(28), "rank 3's slice does not hold rank 2's spin loop");
        List<Increment> lp = SliceIncrements.of(d, SourceResolver.debugInfoPaths());
        assertEquals(lp.get(lp.size() - 1).lines(), from.get(from.size() - 1).lines(),
                "every node sliced: the same whole slice in any order");
        assertEquals(List.of(), r.warnings());
    }

    @Test
    void sliceFromAFrameOtherThanTheUserFrame() throws Exception {
        Path ring = Labels.examples().resolve("ring.c").toAbsolutePath().normalize();
        Diagnosis d = ring(ring.toString());
        PdgNode lp = d.getNodes().get(1);
        Frame callSite = F.createFrame();
        callSite.setFunction("main");
        callSite.setFile(ring.toString());
        callSite.setLine(43);
        List<Increment> inc = SliceIncrements.from(d, lp, callSite, SourceResolver.debugInfoPaths());
        assertEquals(new SourceLine(ring.toString(), 43), inc.get(0).criterion());
        assertTrue(lines(inc.get(0).lines()).containsAll(Set.of(38, 40, 43)), inc.get(0).lines().toString());
        assertEquals(45, inc.get(1).criterion().line(), "then the user frames of the nodes along the waits");

        PdgNode foreign = F.createPdgNode();
        foreign.setRanks(RankSet.of(9));
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> SliceIncrements.from(d, foreign, null, SourceResolver.debugInfoPaths()));
        assertTrue(e.getMessage().contains("9"), e.getMessage());
    }
}
