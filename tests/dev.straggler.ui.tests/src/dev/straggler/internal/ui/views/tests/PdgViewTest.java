package dev.straggler.internal.ui.views.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.model.DependenceType;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.PdgEdge;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.StragglerFactory;

/** The view on its own, with a hand-built diagnosis: layout, hit testing, zoom, DOT export. */
class PdgViewTest {

    private static PdgNode node(Diagnosis d, String ranks, String label, boolean lp) {
        PdgNode n = StragglerFactory.eINSTANCE.createPdgNode();
        n.setRanks(RankSet.parse(ranks));
        n.setLabel(label);
        n.setLeastProgressed(lp);
        d.getNodes().add(n);
        if (lp) {
            d.getLeastProgressed().add(n);
        }
        return n;
    }

    private static void edge(Diagnosis d, PdgNode s, PdgNode t, DependenceType type) {
        PdgEdge e = StragglerFactory.eINSTANCE.createPdgEdge();
        e.setSource(s);
        e.setTarget(t);
        e.setType(type);
        d.getEdges().add(e);
    }

    @Test
    void viewLaysOutTheGraphWaitersAboveTheLeastProgressed() throws Exception {
        assertTrue(PlatformUI.isWorkbenchRunning());
        IViewPart part = UiTestSupport.page().showView(PdgView.ID);
        UiTestSupport.processEvents();
        assertEquals(PdgView.ID, part.getViewSite().getId());
        PdgView view = (PdgView) part;

        Job job = StragglerFactory.eINSTANCE.createJob();
        job.setWorldSize(8);
        Diagnosis d = StragglerFactory.eINSTANCE.createDiagnosis();
        d.setAlgorithm(PdgAlgorithm.DIST);
        d.setSummary("least-progressed: rank 2 at spin (a.c:3)");
        PdgNode barrier = node(d, "0-1,4-7", "MPI_Barrier a.c:10", false);
        PdgNode waitall = node(d, "3", "MPI_Waitall a.c:8", false);
        PdgNode lp = node(d, "2", "computation after MPI_Irecv a.c:7 · in spin (a.c:3)", true);
        edge(d, barrier, lp, DependenceType.COLLECTIVE);
        edge(d, lp, waitall, DependenceType.BACKWARD); // waitall waits on lp
        edge(d, barrier, waitall, DependenceType.UNDEFINED);
        view.setDiagnosis(job, d);
        UiTestSupport.processEvents();

        assertTrue(view.getContentDescription().contains("dist"), view.getContentDescription());
        assertTrue(view.getContentDescription().contains("8 tasks"), view.getContentDescription());
        assertTrue(view.getContentDescription().contains("rank 2"), view.getContentDescription());
        Rectangle b = view.nodeBounds(barrier);
        Rectangle w = view.nodeBounds(waitall);
        Rectangle l = view.nodeBounds(lp);
        assertNotNull(b);
        // arrows point down: the least-progressed group is below the groups that wait on it
        assertTrue(l.y > b.y && l.y > w.y, "LP node below its waiters: " + b + " " + w + " " + l);
        assertEquals(lp, view.nodeAt(l.x + l.width / 2, l.y + l.height / 2));
        assertNull(view.nodeAt(-1000, -1000));

        double z = view.getZoom();
        view.zoomAround(z * 2, 0, 0);
        assertEquals(Math.min(4, z * 2), view.getZoom(), 1e-9);
        assertEquals(l.width * 2, view.nodeBounds(lp).width, 2);
        view.fit();

        Path dot = Files.createTempFile("pdg", ".dot");
        view.exportDot(dot);
        String text = Files.readString(dot);
        assertTrue(text.startsWith("digraph pdg"), text);
        assertTrue(text.contains("fillcolor"), text);
        assertTrue(PdgView.tooltip(lp).contains("least progressed"), PdgView.tooltip(lp));
    }
}
