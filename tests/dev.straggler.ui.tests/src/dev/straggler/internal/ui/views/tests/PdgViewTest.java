package dev.straggler.internal.ui.views.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import dev.straggler.ui.fixtures.Screens;
import dev.straggler.internal.ui.tests.SmallPdg;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.PdgView;

/** The view on its own, with a hand-built diagnosis: layout, hit testing, zoom, DOT export; and its empty state. */
class PdgViewTest {

    /**
     * With nothing to show, the view says how to get a diagnosis: Run As on the program first (the quick way), Run
     * Configurations second. With {@code -Dstraggler.screenshot=true}: target/screenshots/pdg-empty.png. Skipped when
     * the view opened with a diagnosis (an earlier test of this workbench published one).
     */
    @Test
    void emptyViewPointsToRunAsFirst() throws Exception {
        PdgView view = (PdgView) UiTestSupport.page().showView(PdgView.ID);
        UiTestSupport.processEvents();
        if (view.restoring() != null) {
            view.restoring().join(30_000, null);
            UiTestSupport.processEvents();
        }
        String text = view.shownMessage();
        assumeTrue(text != null, "the view shows a diagnosis published before this test");
        int runAs = text.indexOf("Run As > MPI Application with Diagnosis");
        int configurations = text.indexOf("Run > Run Configurations");
        assertTrue(runAs >= 0 && configurations > runAs, text);
        assertFalse(text.contains("{"), "no unfilled argument: " + text);
        if (Screens.asked()) {
            Screens.shotAs(Screens.workbenchShell(1280, 640), "pdg-empty.png");
        }
    }

    @Test
    void viewLaysOutTheGraphWaitersAboveTheLeastProgressed() throws Exception {
        assertTrue(PlatformUI.isWorkbenchRunning());
        IViewPart part = UiTestSupport.page().showView(PdgView.ID);
        UiTestSupport.processEvents();
        assertEquals(PdgView.ID, part.getViewSite().getId());
        PdgView view = (PdgView) part;

        SmallPdg g = SmallPdg.ring();
        view.setDiagnosis(g.job(), g.diagnosis());
        UiTestSupport.processEvents();

        assertTrue(view.getContentDescription().contains("dist"), view.getContentDescription());
        assertTrue(view.getContentDescription().contains("8 tasks"), view.getContentDescription());
        assertTrue(view.getContentDescription().contains("rank 2"), view.getContentDescription());
        Rectangle b = view.bounds(g.barrier());
        Rectangle w = view.bounds(g.waitall());
        Rectangle l = view.bounds(g.lp());
        assertNotNull(b);
        // arrows point down: the least-progressed group is below the groups that wait on it
        assertTrue(l.y > b.y && l.y > w.y, "LP node below its waiters: " + b + " " + w + " " + l);
        assertEquals(g.lp(), view.itemAt(l.x + l.width / 2, l.y + l.height / 2));
        assertNull(view.itemAt(-1000, -1000));

        double z = view.getZoom();
        view.zoomAround(z * 2, 0, 0);
        assertEquals(Math.min(4, z * 2), view.getZoom(), 1e-9);
        assertEquals(l.width * 2, view.bounds(g.lp()).width, 2);
        view.fit();

        Path dot = Files.createTempFile("pdg", ".dot");
        view.exportDot(dot);
        String text = Files.readString(dot);
        assertTrue(text.startsWith("digraph pdg"), text);
        assertTrue(text.contains("fillcolor"), text);
        assertTrue(view.tooltip(g.lp()).contains("least progressed"), view.tooltip(g.lp()));
        Files.delete(dot);
    }
}
