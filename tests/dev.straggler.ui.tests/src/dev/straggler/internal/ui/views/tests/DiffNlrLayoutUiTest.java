package dev.straggler.internal.ui.views.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;

import dev.straggler.core.traces.TraceDiff;
import dev.straggler.internal.ui.StragglerPerspective;
import dev.straggler.ui.fixtures.Screens;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.DiffNlrView;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.traces.TraceKey;

/**
 * The diffNLR view in the Straggler perspective's default layout at 1280x800 (issue 24: it was unreadably small):
 * its text at no less than 80 % of the view's font, and its two columns side by side in the view.
 */
class DiffNlrLayoutUiTest {

    @Test
    void diffNlrIsReadableAt1280x800() throws Exception {
        Screens.workbenchShell(1280, 800);
        UiTestSupport.page().getWorkbenchWindow().getWorkbench().showPerspective(StragglerPerspective.ID,
                UiTestSupport.page().getWorkbenchWindow());
        UiTestSupport.page().resetPerspective();
        TraceDiff d = TraceDiffViewsTest.synthetic();
        Topics.TRACE_DIFF.publish(d);
        UiTestSupport.waitUntil(() -> UiTestSupport.page().findView(DiffNlrView.ID) instanceof DiffNlrView v
                && v.shown() != null && v.shown().key().equals(new TraceKey(5, 0)), 10_000, "diffNLR(5.0)");
        DiffNlrView diff = (DiffNlrView) UiTestSupport.page().findView(DiffNlrView.ID);
        UiTestSupport.processEvents();
        diff.fit();
        Rectangle ca = diff.getCanvas().getClientArea();
        double zoom = diff.getZoom();
        assertTrue(zoom >= 0.8, "diffNLR drawn at " + Math.round(zoom * 100) + " % in a " + ca.width + "x" + ca.height
                + " view");
        double columns = diff.figure().fitWidth() * zoom;
        assertTrue(columns <= ca.width, "the two columns need " + Math.round(columns) + " px, the view has " + ca.width);
        assertTrue(ca.height >= 200, "the view is " + ca.height + " px high");
        if (Screens.asked()) {
            Screens.shotAs(Screens.workbenchShell(), "walkthrough-diffnlr-1280x800.png");
        }
    }
}
