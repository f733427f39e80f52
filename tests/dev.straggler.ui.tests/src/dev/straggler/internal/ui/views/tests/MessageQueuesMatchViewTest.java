package dev.straggler.internal.ui.views.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import dev.straggler.ui.fixtures.Screens;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.MessageQueuesView;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.model.RankSet;

/**
 * The Message Queues view on the ring example (native-runtime/examples/ring.c, a real launch through the launch type):
 * rank 2 spins before its send in the fourth iteration. The pending operations whose partner posted the matching one
 * show as matched, naming the partner's call and line, not as unmatched; the one receive whose sender spins shows both
 * tasks' counts; ranks 0-1 wait in MPI_Barrier for ranks 2-3.
 */
class MessageQueuesMatchViewTest {

    @AfterAll
    static void stop() {
        UiTestSupport.terminateAll();
    }

    private static void rows(TreeItem[] items, List<TreeItem> flat) {
        for (TreeItem i : items) {
            flat.add(i);
            rows(i.getItems(), flat);
        }
    }

    private static String row(TreeItem i) {
        List<String> cells = new ArrayList<>();
        for (int c = 0; c < i.getParent().getColumnCount(); c++) {
            cells.add(i.getText(c));
        }
        return String.join(" | ", cells);
    }

    @Test
    void theRingsPendingOperationsShowAsMatchedByThePartnersCallAndLine() throws Exception {
        DiagnosisResult r = UiTestSupport.launchAndWait(UiTestSupport.exampleConfiguration("queues-ring", "ring", null));
        UiTestSupport.terminateAll();
        UiTestSupport.waitUntil(() -> UiTestSupport.page().findView(MessageQueuesView.ID) instanceof MessageQueuesView v
                && v.report() != null && v.getHeader().startsWith(r.runLabel()), 30_000, "the queues of the run shown");
        MessageQueuesView view = (MessageQueuesView) UiTestSupport.page().showView(MessageQueuesView.ID);
        UiTestSupport.processEvents();
        assertEquals(RankSet.of(3), view.report().unmatched());
        assertTrue(view.getHeader().contains("no cycle of waits · unmatched operations at rank 3"), view.getHeader());

        List<TreeItem> flat = new ArrayList<>();
        rows(view.getViewer().getTree().getItems(), flat);
        String all = String.join("\n", flat.stream().map(MessageQueuesMatchViewTest::row).toList());
        assertTrue(all.contains("pending: receive (request) | 1 | 3 | MPI_COMM_WORLD | 4 B | matched | rank 1's MPI_Isend "
                + "(ring.c:44) matches it; only its completion is pending"), all);
        assertTrue(all.contains("pending: send (request) | 0 | 3 | MPI_COMM_WORLD | 4 B | matched | rank 0's MPI_Irecv "
                + "(ring.c:42) matches it; only its completion is pending"), all);
        assertTrue(all.contains("waits: receive (request) | 2 | 3 | MPI_COMM_WORLD | 4 B | UNMATCHED | rank 2 posted 0 sends "
                + "to rank 3 with tag 3, rank 3 posted 1 receive"), all);
        assertTrue(all.contains("waits: collective |  |  | MPI_COMM_WORLD | 0 B | waiting | waiting for ranks 2-3 to enter"),
                all);
        assertTrue(!all.contains("another tag"), "no hint of another tag: " + all);

        // matched operations in the default colour, the unmatched one in the error colour
        TreeItem matched = flat.stream().filter(i -> i.getText(0).startsWith("pending: receive")).findFirst().orElseThrow();
        TreeItem unmatched = flat.stream().filter(i -> i.getText(5).equals("UNMATCHED")).findFirst().orElseThrow();
        assertEquals(new RGB(176, 0, 32), unmatched.getForeground(0).getRGB());
        assertTrue(!new RGB(176, 0, 32).equals(matched.getForeground(0).getRGB()), "a matched operation is no error");

        if (Screens.asked()) {
            org.eclipse.ui.IWorkbenchPage page = UiTestSupport.page();
            page.setPartState(page.getReference(view), org.eclipse.ui.IWorkbenchPage.STATE_MAXIMIZED);
            Screens.shotAs(Screens.workbenchShell(1280, 640), "message-queues-matched.png");
            page.setPartState(page.getReference(view), org.eclipse.ui.IWorkbenchPage.STATE_RESTORED);
        }
    }
}
