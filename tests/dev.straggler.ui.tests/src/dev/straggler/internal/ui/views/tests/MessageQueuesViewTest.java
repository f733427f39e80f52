package dev.straggler.internal.ui.views.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IEditorPart;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import dev.straggler.core.queues.MessageQueues.Report;
import dev.straggler.ui.fixtures.Screens;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.MessageQueuesView;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.model.RankSet;

/**
 * The Message Queues view on a real hang launched through the launch type (real mpirun): the corpus's tag mismatch
 * (rank 0 sends with the client's tag, rank 1 receives with the server's, then each waits for the other; ranks 2 and 3
 * wait in the barrier), and the root mismatch (two members of a gather naming different roots). The diagnosis fills the
 * view by itself; its rows, classifications, reasons and header follow the source. (The ring's matched operations:
 * MessageQueuesMatchViewTest.)
 */
class MessageQueuesViewTest {

    @AfterAll
    static void stop() {
        UiTestSupport.terminateAll();
    }

    /** The text of every row, depth first, one string per row: its columns joined by " | ". */
    private static List<String> rows(TreeItem[] items, List<TreeItem> flat) {
        List<String> out = new ArrayList<>();
        for (TreeItem i : items) {
            List<String> cells = new ArrayList<>();
            for (int c = 0; c < i.getParent().getColumnCount(); c++) {
                cells.add(i.getText(c));
            }
            out.add(String.join(" | ", cells));
            flat.add(i);
            out.addAll(rows(i.getItems(), flat));
        }
        return out;
    }

    @Test
    void tagMismatchShowsTheUnmatchedReceivesTheirCountsTheHintAndTheCycle() throws Exception {
        DiagnosisResult r = UiTestSupport.launchAndWait(UiTestSupport.exampleConfiguration("queues-tag-mismatch",
                "deadlocks/tag_mismatch", null));
        UiTestSupport.terminateAll();
        UiTestSupport.waitUntil(() -> UiTestSupport.page().findView(MessageQueuesView.ID) instanceof MessageQueuesView v
                && v.report() != null && v.getHeader().startsWith(r.runLabel()), 30_000, "the queues of the run shown");
        // the run's console: Open MPI's abort banner after Straggler's abort is out of the way (AbortNoticeFilter), the
        // outcome says plainly that Straggler ended the job and where the notice is kept
        org.eclipse.debug.core.model.IProcess process = r.launch().getProcesses()[0];
        UiTestSupport.waitUntil(() -> org.eclipse.debug.ui.DebugUITools.getConsole(process) instanceof org.eclipse.ui.console.TextConsole t
                && t.getDocument().get().contains("Straggler ended the job after the diagnosis"), 30_000,
                "the outcome in the console");
        String console = ((org.eclipse.ui.console.TextConsole) org.eclipse.debug.ui.DebugUITools.getConsole(process)).getDocument().get();
        assertTrue(!console.contains("MPI_ABORT was invoked"), console);
        // Open MPI 4.1 sometimes fails to print its own banner on a loaded machine ("ORTE_ERROR_LOG: ... in file
        // show_help.c", seen in 3-4 of 12 plain mpirun runs at a load of 10, with or without Straggler): then that line
        // is kept instead of the banner, and it is not in the console either
        assertTrue(console.contains("the MPI library's abort notice: launcher-notices.txt in the run directory"), console);
        assertTrue(!console.contains("ORTE_ERROR_LOG"), console);
        String kept = java.nio.file.Files.readString(r.dumpDirectory().resolve("launcher-notices.txt"));
        assertTrue(kept.contains("MPI_ABORT was invoked") || kept.contains("show_help.c"), kept);

        MessageQueuesView view = (MessageQueuesView) UiTestSupport.page().showView(MessageQueuesView.ID);
        UiTestSupport.processEvents();

        Report q = view.report();
        assertEquals(List.of(RankSet.of(0, 1)), q.cycles());
        assertEquals(RankSet.parse("0-1"), q.unmatched(), "ranks 2-3 wait in a collective");
        assertTrue(view.getHeader().contains("cycle of waits: ranks 0-1"), view.getHeader());
        assertTrue(view.getHeader().contains("unmatched operations at ranks 0-1"), view.getHeader());

        List<TreeItem> flat = new ArrayList<>();
        List<String> rows = rows(view.getViewer().getTree().getItems(), flat);
        String all = String.join("\n", rows);
        assertTrue(rows.get(0).startsWith("rank 1  ") && rows.get(0).endsWith(" | least progressed | "), all);
        assertEquals("Bytes", view.getViewer().getTree().getColumn(4).getText());
        assertTrue(all.contains("rank 0: blocked in MPI_Recv |  |  |  |  | cycle, unmatched | "), all);
        // the receives post one int each (4 bytes); the barrier moves none. Each receive with both tasks' counts; rank
        // 1's with the hint in a row of its own: rank 0's message with tag 20 is in its counts and nothing takes it
        assertTrue(all.contains("waits: receive | 0 | 21 | MPI_COMM_WORLD | 4 B | UNMATCHED | rank 0 posted 0 sends to rank 1 "
                + "with tag 21, rank 1 posted 1 receive\nhint |  |  |  |  |  | another tag? rank 0 posted 1 send to rank 1 "
                + "with tag 20; no receive takes it\n"), all);
        assertTrue(all.contains("waits: receive | 1 | 22 | MPI_COMM_WORLD | 4 B | UNMATCHED | rank 1 posted 0 sends to rank 0 "
                + "with tag 22, rank 0 posted 1 receive\n"), all);
        assertTrue(all.contains("rank 2: blocked in MPI_Barrier |  |  |  |  |  | \n"), all);
        assertTrue(all.contains("waits: collective |  |  | MPI_COMM_WORLD | 0 B | waiting | waiting for ranks 0-1 to enter"), all);

        // unmatched operations in the error colour, the tasks of the cycle in the warning colour
        TreeItem unmatched = flat.stream().filter(i -> i.getText(0).startsWith("waits: receive") && i.getText(1).equals("1")).findFirst().orElseThrow();
        assertEquals(new RGB(176, 0, 32), unmatched.getForeground(0).getRGB());
        TreeItem cycle = flat.stream().filter(i -> i.getText(0).startsWith("rank 0: ")).findFirst().orElseThrow();
        assertEquals(new RGB(160, 82, 0), cycle.getForeground(0).getRGB());
        TreeItem hint = flat.stream().filter(i -> i.getText(0).equals("hint")).findFirst().orElseThrow();
        assertEquals(new RGB(160, 82, 0), hint.getForeground(6).getRGB(), "the hint in the warning colour");
        assertNotNull(unmatched.getImage(), "an icon on the unmatched operation");

        if (Screens.asked()) {
            // the view maximized, as a user reading the queues has it: every column in sight
            org.eclipse.ui.IWorkbenchPage page = UiTestSupport.page();
            page.setPartState(page.getReference(view), org.eclipse.ui.IWorkbenchPage.STATE_MAXIMIZED);
            Screens.shotAs(Screens.workbenchShell(1280, 640), "message-queues.png");
            page.setPartState(page.getReference(view), org.eclipse.ui.IWorkbenchPage.STATE_RESTORED);
        }

        // double-click: the least-progressed group's line in the editor
        IEditorPart editor = view.open(view.getViewer().getTree().getItem(0).getData());
        UiTestSupport.processEvents();
        assertNotNull(editor, "an editor opened");
        assertEquals("tag_mismatch.c", editor.getTitle());
        UiTestSupport.page().closeAllEditors(false);
    }

    /**
     * The corpus's root mismatch: 0 and 1 each gather one double on their pair's communicator, each naming itself the
     * root; the peer column shows each one's root, the note says the roots differ, both in the error colour.
     */
    @Test
    void rootMismatchShowsEachRootAndTheNote() throws Exception {
        DiagnosisResult r = UiTestSupport.launchAndWait(UiTestSupport.exampleConfiguration("queues-root-mismatch",
                "deadlocks/root_mismatch", null));
        UiTestSupport.terminateAll();
        UiTestSupport.waitUntil(() -> UiTestSupport.page().findView(MessageQueuesView.ID) instanceof MessageQueuesView v
                && v.report() != null && v.getHeader().startsWith(r.runLabel()), 30_000, "the queues of the run shown");
        MessageQueuesView view = (MessageQueuesView) UiTestSupport.page().showView(MessageQueuesView.ID);
        UiTestSupport.processEvents();
        assertEquals(RankSet.of(0, 1), view.report().noted());
        assertTrue(view.getHeader().contains("sizes or roots that do not fit at ranks 0-1"), view.getHeader());

        List<TreeItem> flat = new ArrayList<>();
        String all = String.join("\n", rows(view.getViewer().getTree().getItems(), flat));
        assertTrue(all.contains("rank 0: blocked in MPI_Gather |  |  |  |  | does not fit | "), all);
        assertTrue(all.contains("waits: collective | root 0 |  | communicator of 2 | 8 B | does not fit | roots "
                + "differ: 0 vs 1 (at 1); every member is in a collective of this communicator"), all);
        assertTrue(all.contains("waits: collective | root 1 |  | communicator of 2 | 8 B | does not fit | roots "
                + "differ: 1 vs 0 (at 0); every member is in a collective of this communicator"), all);
        TreeItem noted = flat.stream().filter(i -> i.getText(1).equals("root 1")).findFirst().orElseThrow();
        assertEquals(new RGB(176, 0, 32), noted.getForeground(0).getRGB());

        if (Screens.asked()) {
            org.eclipse.ui.IWorkbenchPage page = UiTestSupport.page();
            page.setPartState(page.getReference(view), org.eclipse.ui.IWorkbenchPage.STATE_MAXIMIZED);
            Screens.shotAs(Screens.workbenchShell(1280, 640), "message-queues-roots.png");
            page.setPartState(page.getReference(view), org.eclipse.ui.IWorkbenchPage.STATE_RESTORED);
        }
    }
}
