package dev.straggler.internal.ui.views.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.action.IAction;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.DivergencePoint;
import dev.straggler.core.scale.DivergencePoint.Basis;
import dev.straggler.core.scale.ProcessScore;
import dev.straggler.internal.ui.canvas.CanvasExport.Format;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.ScaleAnomalyFigure;
import dev.straggler.internal.ui.views.ScaleAnomalyFigure.Bar;
import dev.straggler.internal.ui.views.ScaleAnomalyFigure.Row;
import dev.straggler.internal.ui.views.ScaleAnomalyView;
import dev.straggler.model.RankSet;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.Crash;
import dev.straggler.model.profile.ProfileFrame;

/**
 * The Scale Anomaly view on its own, with a hand-built check of 4 processes of which ranks 1 and 2 are flagged: the
 * bars against the threshold (colours as drawn), hit testing, tooltips, double-click on a divergence point and on a
 * flagged bar opens the checked run's line, the context menu the training run's, export.
 */
class ScaleAnomalyViewTest {

    private static final int HERE = 48;
    private static final int THERE = 45;

    @AfterEach
    void closeEditors() {
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.page().resetPerspective();
    }

    private static ProfileFrame frame(Path src, String function, int line, long offset) {
        return new ProfileFrame("/bin/app", offset, function, src.toString(), line);
    }

    private static CheckResult check(Path src) {
        ProfileFrame here = frame(src, "exchange_rows", HERE, 0x1230);
        ProfileFrame there = frame(src, "exchange_rows", THERE, 0x1200);
        ProfileFrame main = frame(src, "main", 70, 0x1400);
        DivergencePoint p = new DivergencePoint(Basis.SHARE, RankSet.of(1, 2), CallStack.of(here, main), 0.97, "np8", 1,
                CallStack.of(there, main), 0.96, List.of(here), List.of(there), here, there);
        List<ProcessScore> scores = List.of(new ProcessScore("np16", 0, 4, 0.998, 0.002, false),
                new ProcessScore("np16", 1, 4, 0.1, 0.9, true), new ProcessScore("np16", 2, 4, -0.5, 1.5, true),
                new ProcessScore("np16", 3, 4, 0.997, 0.003, false));
        return new CheckResult("np16", 4, 0.01, scores, null, List.of(p), List.of("a note"));
    }

    private static void doubleClick(ScaleAnomalyView view, Rectangle r) {
        Event e = new Event();
        e.button = 1;
        e.x = r.x + r.width / 2;
        e.y = r.y + r.height / 2;
        view.getCanvas().notifyListeners(SWT.MouseDoubleClick, e);
        UiTestSupport.processEvents();
    }

    private static int selectedLine() {
        IEditorPart ed = UiTestSupport.page().getActiveEditor();
        assertNotNull(ed, "no editor opened");
        ITextEditor te = ed.getAdapter(ITextEditor.class);
        return ((ITextSelection) te.getSelectionProvider().getSelection()).getStartLine() + 1;
    }

    @Test
    void barsAgainstTheThresholdAndPointsToSource() throws Exception {
        Path src = Files.createTempFile("scale-view", ".c");
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 80; i++) {
            lines.add("/* line " + i + " */");
        }
        Files.write(src, lines);
        ScaleAnomalyView view = (ScaleAnomalyView) UiTestSupport.page().showView(ScaleAnomalyView.ID);
        UiTestSupport.processEvents();
        IWorkbenchPage page = UiTestSupport.page();
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        UiTestSupport.processEvents();
        view.show(null, check(src));
        UiTestSupport.processEvents();
        assertTrue(view.getContentDescription().contains("2 flagged"), view.getContentDescription());

        ScaleAnomalyFigure f = view.getFigure();
        assertEquals(4, f.bars().size());
        Bar flagged = f.checkedBar(2);
        Bar normal = f.checkedBar(0);
        assertEquals(ScaleAnomalyFigure.FLAGGED, f.colour(flagged));
        assertEquals(ScaleAnomalyFigure.NORMAL, f.colour(normal));
        // flagged bars rise above the threshold line, the others stay below it
        assertTrue(f.bounds(flagged).y() < f.thresholdY() && f.bounds(f.checkedBar(1)).y() < f.thresholdY());
        assertTrue(f.bounds(normal).y() > f.thresholdY() && f.bounds(f.checkedBar(3)).y() > f.thresholdY());
        // as drawn on the canvas
        Rectangle fb = view.bounds(flagged);
        Rectangle ca = view.getCanvas().getClientArea();
        assertTrue(ca.contains(fb.x + fb.width / 2, fb.y + fb.height - 2), "bar " + fb + " outside the canvas " + ca);
        assertEquals(ScaleAnomalyFigure.FLAGGED, UiTestSupport.pixel(view.getCanvas(), fb.x + fb.width / 2,
                fb.y + fb.height - 2));
        assertEquals(flagged, view.itemAt(fb.x + fb.width / 2, fb.y + fb.height / 2));
        assertTrue(view.tooltip(flagged).contains("flagged"), view.tooltip(flagged));
        assertTrue(view.tooltip(normal).contains("below the threshold"), view.tooltip(normal));

        Rectangle rb = view.bounds(new Row(0));
        assertNotNull(rb);
        assertEquals(new Row(0), view.itemAt(rb.x + 10, rb.y + rb.height / 2));
        assertTrue(view.tooltip(new Row(0)).contains("instead of"), view.tooltip(new Row(0)));
        assertNull(view.itemAt(-1000, -1000));

        // double-click on the point: the checked run's line
        doubleClick(view, rb);
        assertEquals(src.getFileName().toString(), UiTestSupport.page().getActiveEditor().getEditorInput().getName());
        assertEquals(HERE, selectedLine());
        UiTestSupport.page().closeAllEditors(false);
        // on a flagged process's bar: its most likely point, selected
        UiTestSupport.page().activate(view);
        doubleClick(view, view.bounds(flagged));
        assertEquals(new Row(0), view.getSelected());
        assertEquals(HERE, selectedLine());
        // the context menu opens the training side
        List<IAction> actions = view.contextActions(new Row(0));
        assertEquals(2, actions.size());
        actions.get(1).run();
        UiTestSupport.processEvents();
        assertEquals(THERE, selectedLine());
        assertTrue(view.contextActions(normal).isEmpty());
        // a process that is not flagged has no point: nothing opens
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.page().activate(view);
        doubleClick(view, view.bounds(normal));
        assertNull(UiTestSupport.page().getActiveEditor());

        Path svg = Files.createTempFile("scale", ".svg");
        view.export(svg, Format.SVG);
        String text = Files.readString(svg);
        assertTrue(text.contains("threshold") && text.contains("exchange_rows"), text);
        // Fig. 6: the point's stacks side by side
        assertTrue(text.contains("here: ranks 1-2") && text.contains("training: np8 rank 1"), text);
        assertTrue(text.contains("exchange_rows (" + src.getFileName() + ":" + HERE + ")")
                && text.contains("exchange_rows (" + src.getFileName() + ":" + THERE + ")"), text);
        Files.delete(svg);
        Files.delete(src);
    }

    @Test
    void aCrashedRunSaysSo() throws Exception {
        ScaleAnomalyView view = (ScaleAnomalyView) UiTestSupport.page().showView(ScaleAnomalyView.ID);
        Path src = Path.of("/nonexistent/app.c");
        ProfileFrame crashAt = frame(src, "ship", 49, 0x1300);
        CheckResult c = new CheckResult("np3-1048576", 3, 0.2, List.of(new ProcessScore("np3-1048576", 0, 3, 0.9, 0.1,
                false)), new Crash(0, "SIGSEGV", CallStack.of(crashAt)), List.of(), List.of("no profile for ranks 1-2 of 3"));
        view.show(null, c);
        UiTestSupport.processEvents();
        assertTrue(view.getContentDescription().contains("crashed (rank 0)"), view.getContentDescription());
        assertEquals(1, view.getFigure().bars().size());
        Path svg = Files.createTempFile("scale", ".svg");
        view.export(svg, Format.SVG);
        String text = Files.readString(svg);
        assertTrue(text.contains("the run crashed: rank 0, SIGSEGV at ship (app.c:49)") && text.contains("no profile for"),
                text);
        Files.delete(svg);
    }
}
