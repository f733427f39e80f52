package dev.straggler.internal.ui.views.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

import org.eclipse.jface.action.IAction;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.straggler.core.scale.CallSiteVolume;
import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.DivergencePoint;
import dev.straggler.core.scale.DivergencePoint.Basis;
import dev.straggler.core.scale.Finding;
import dev.straggler.core.scale.ProcessScore;
import dev.straggler.core.scale.ProcessVolumes;
import dev.straggler.core.scale.Reason;
import dev.straggler.internal.ui.canvas.Bounds;
import dev.straggler.internal.ui.canvas.CanvasExport.Format;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.ScaleAnomalyFigure;
import dev.straggler.internal.ui.views.ScaleAnomalyFigure.Bar;
import dev.straggler.internal.ui.views.ScaleAnomalyFigure.Row;
import dev.straggler.internal.ui.views.ScaleAnomalyView;
import dev.straggler.model.RankSet;
import dev.straggler.model.profile.CallSiteProfile;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.Crash;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.ProfileEnd;
import dev.straggler.model.profile.TaskProfile;
import dev.straggler.model.profile.Traffic;

/**
 * The Scale Anomaly view on its own, with a hand-built check of 4 processes of which ranks 1 and 2 are flagged: the
 * bars against the threshold (colours as drawn), hit testing, tooltips, double-click on a divergence point and on a
 * flagged bar opens the checked run's line, the context menu the training run's, export; Fig. 4: the volume per call
 * site of the chosen process next to its training process's.
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
        // Fig. 4: every process next to the same rank at np8; ranks 1 and 2 send from line 48 instead of line 45
        CallStack atThere = CallStack.of(there, main);
        CallStack atHere = CallStack.of(here, main);
        CallStack allreduce = CallStack.of(frame(src, "main", 70, 0x1400), frame(src, "main", 71, 0x1410));
        CallStack barrier = CallStack.of(frame(src, "main", 75, 0x1500));
        List<ProcessVolumes> volumes = new ArrayList<>();
        for (int rank = 0; rank < 4; rank++) {
            boolean bad = rank == 1 || rank == 2;
            TaskProfile training = task(rank, site(atThere, "MPI_Send", 4096), site(allreduce, "MPI_Allreduce", 1024),
                    site(barrier, "MPI_Barrier", 0));
            TaskProfile checked = task(rank, site(bad ? atHere : atThere, "MPI_Send", bad ? 8192 : 4096),
                    site(allreduce, "MPI_Allreduce", 1024), site(barrier, "MPI_Barrier", 0));
            volumes.add(new ProcessVolumes(rank, "np8", rank, CallSiteVolume.compare(training, checked)));
        }
        return new CheckResult("np16", 4, 0.01, scores, null, List.of(p), List.of("a note"), volumes);
    }

    private static CallSiteProfile site(CallStack stack, String call, long bytes) {
        return CallSiteProfile.of(stack, call, new Traffic(1, bytes > 0 ? 1 : 0, bytes, 0, 0));
    }

    private static TaskProfile task(int rank, CallSiteProfile... sites) {
        return new TaskProfile(ControlFeatures.of(rank, 4), List.of(sites), ProfileEnd.FINALIZED);
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
        // Fig. 4: the most abnormal flagged process (rank 2) unless one is chosen; its call sites as pairs of bars
        ScaleAnomalyFigure fig = view.getFigure();
        assertEquals(2, fig.volumeRank(null));
        assertEquals(List.of("exchange_rows:" + THERE, "main:70", "exchange_rows:" + HERE),
                fig.volumeSites(2).stream().map(ScaleAnomalyFigure::siteLabel).toList(), "the barrier moves no data");
        Bounds trainingThere = fig.volumeBar(2, 0, false);
        assertEquals(0, fig.volumeBar(2, 0, true).height(), 1e-9); // line 45 no longer sends at np16
        assertEquals(0, fig.volumeBar(2, 2, false).height(), 1e-9); // line 48 never sent at np8
        Bounds checkedHere = fig.volumeBar(2, 2, true);
        Bounds allreduceTraining = fig.volumeBar(2, 1, false);
        Bounds allreduceChecked = fig.volumeBar(2, 1, true);
        // heights in proportion to the volumes (8192 : 4096 : 1024), on one baseline
        assertEquals(2 * trainingThere.height(), checkedHere.height(), 1e-6);
        assertEquals(4 * allreduceChecked.height(), trainingThere.height(), 1e-6);
        assertEquals(allreduceTraining.y() + allreduceTraining.height(), checkedHere.y() + checkedHere.height(), 1e-9);
        // a matched site's two bars side by side, the training one on the left; sites left to right
        assertEquals(allreduceTraining.height(), allreduceChecked.height(), 1e-9);
        double gap = allreduceChecked.x() - (allreduceTraining.x() + allreduceTraining.width());
        assertTrue(gap >= 0 && gap < 5, "gap " + gap);
        assertTrue(trainingThere.x() < allreduceTraining.x() && allreduceChecked.x() < checkedHere.x());
        assertEquals(ScaleAnomalyFigure.FLAGGED, fig.volumeColour(2));
        assertEquals(ScaleAnomalyFigure.NORMAL, fig.volumeColour(0));
        // as exported (PNG at zoom 1): the bars in their colours, the labels and the key in the SVG
        Path png = screenshotDir().resolve("scale-anomaly-export.png");
        view.export(png, Format.PNG);
        ImageData img = new ImageData(png.toString());
        assertEquals(ScaleAnomalyFigure.FLAGGED, pixel(img, checkedHere));
        assertEquals(ScaleAnomalyFigure.TRAINING, pixel(img, trainingThere));
        assertEquals(ScaleAnomalyFigure.TRAINING, pixel(img, allreduceTraining));
        assertEquals(ScaleAnomalyFigure.FLAGGED, pixel(img, allreduceChecked));
        assertTrue(text.contains("Communication volume per call site, rank 2") && text.contains("training: np8 rank 2")
                && text.contains("checked: np16 rank 2") && text.contains("exchange_rows:" + HERE)
                && text.contains("main:70") && text.contains(">8 KiB<") && text.contains(">4 KiB<"), text);
        // choosing a process: a checked bar's, or the first rank of a selected point
        view.select(fig.checkedBar(0));
        UiTestSupport.processEvents();
        assertEquals(0, fig.volumeRank(view.getSelected()));
        assertEquals(List.of("exchange_rows:" + THERE, "main:70"),
                fig.volumeSites(0).stream().map(ScaleAnomalyFigure::siteLabel).toList());
        assertEquals(fig.volumeBar(0, 0, false).height(), fig.volumeBar(0, 0, true).height(), 1e-9);
        // drawn for the chosen process: zoomed out until the whole drawing shows, rank 0's bar is blue
        UiTestSupport.page().activate(view);
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        UiTestSupport.processEvents();
        Rectangle area = view.getCanvas().getClientArea();
        view.zoomAround(Math.min(view.getZoom(), 0.95 * area.height / fig.height()), 0, 0);
        UiTestSupport.processEvents();
        view.getCanvas().update();
        int[] at = onCanvas(view, fig, fig.volumeBar(0, 0, true));
        assertTrue(area.contains(at[0], at[1]), "rank 0's bar at " + at[0] + "," + at[1] + " outside " + area);
        screenshot(view, "scale-anomaly-fig4.png");
        assertEquals(ScaleAnomalyFigure.NORMAL, UiTestSupport.pixel(view.getCanvas(), at[0], at[1]),
                "at " + at[0] + "," + at[1] + " zoom " + view.getZoom() + " ref " + view.bounds(fig.checkedBar(0)) + " "
                        + fig.bounds(fig.checkedBar(0)) + " bar " + fig.volumeBar(0, 0, true));
        view.select(new Row(0));
        assertEquals(1, fig.volumeRank(view.getSelected()));
        view.select(null);
        Files.delete(svg);
        Files.delete(src);
    }

    private static RGB pixel(ImageData img, Bounds b) {
        return img.palette.getRGB(img.getPixel((int) (b.x() + b.width() / 2), (int) (b.y() + b.height() - 2)));
    }

    /** Canvas point of the middle of content bounds {@code b}, through a bar's known placement. */
    private static int[] onCanvas(ScaleAnomalyView view, ScaleAnomalyFigure fig, Bounds b) {
        Bar ref = fig.checkedBar(0);
        Rectangle r = view.bounds(ref);
        Bounds c = fig.bounds(ref);
        double zoom = view.getZoom();
        double x = r.x + (b.x() + b.width() / 2 - c.x()) * zoom;
        double y = r.y + (b.y() + b.height() / 2 - c.y()) * zoom;
        return new int[] { (int) Math.round(x), (int) Math.round(y) };
    }

    private static Path screenshotDir() throws java.io.IOException {
        return Files.createDirectories(Path.of(System.getProperty("straggler.screenshot.dir", "target/screenshots")));
    }

    /** The view's canvas as drawn (Control.print), for a person to look at (target/screenshots). */
    private static void screenshot(ScaleAnomalyView view, String name) throws Exception {
        Rectangle size = view.getCanvas().getClientArea();
        Image img = new Image(view.getCanvas().getDisplay(), size.width, size.height);
        GC gc = new GC(img);
        try {
            assertTrue(view.getCanvas().print(gc));
            Path dir = screenshotDir();
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { img.getImageData() };
            loader.save(dir.resolve(name).toString(), SWT.IMAGE_PNG);
        } finally {
            gc.dispose();
            img.dispose();
        }
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

    /**
     * A check whose score was not used (decision 054: the run lies beyond the scales the cross-validation tested): a
     * score above the threshold is not flagged, and the header, the threshold's label and the tooltip say the
     * threshold was not used; the note says why.
     */
    @Test
    void aScoreNotUsedIsMarkedAsSuch() throws Exception {
        ScaleAnomalyView view = (ScaleAnomalyView) UiTestSupport.page().showView(ScaleAnomalyView.ID);
        List<ProcessScore> scores = List.of(new ProcessScore("np24", 0, 2, 0.98, 0.02, false),
                new ProcessScore("np24", 1, 2, 0.999, 0.001, false));
        String why = "The correlation model was not used: the run is 2.40 times the largest training run (size)";
        view.show(null, new CheckResult("np24", 2, 0.01, false, scores, null, List.of(), List.of(why), List.of(),
                List.of()));
        UiTestSupport.processEvents();
        ScaleAnomalyFigure fig = view.getFigure();
        Bar above = fig.checkedBar(0);
        assertTrue(fig.bounds(above).y() < fig.thresholdY(), "its score is above the threshold");
        assertEquals(ScaleAnomalyFigure.NORMAL, fig.colour(above));
        assertTrue(view.getContentDescription().contains("no process flagged"), view.getContentDescription());
        assertTrue(view.tooltip(above).contains("above the threshold 0.01 (not used, see the notes)"),
                view.tooltip(above));
        Path svg = Files.createTempFile("scale", ".svg");
        view.export(svg, Format.SVG);
        String text = Files.readString(svg);
        assertTrue(text.contains("threshold 0.01 (not used, see the notes)") && text.contains(why), text);
        // a blue bar above the line is not flagged: the key says so, not "below the threshold"
        assertTrue(text.contains("checked, not flagged"), text);
        Files.delete(svg);
        view.export(screenshotDir().resolve("scale-score-not-used.png"), Format.PNG); // for a person to look at
    }

    /**
     * A process the call-site rules flagged, its score below the threshold: its bar is red below the line, its
     * tooltip says why, the header lines say what the rules found, and its volume point is a row.
     */
    @Test
    void aProcessFlaggedByACallSiteRuleBelowTheThreshold() throws Exception {
        ScaleAnomalyView view = (ScaleAnomalyView) UiTestSupport.page().showView(ScaleAnomalyView.ID);
        Path src = Path.of("/nonexistent/ring.c");
        ProfileFrame at = frame(src, "halo_exchange", 62, 0x1100);
        CallStack site = CallStack.of(at, frame(src, "main", 90, 0x1400));
        List<ProcessScore> scores = List.of(new ProcessScore("np16", 0, 2, 0.995, 0.005, true, EnumSet.of(
                Reason.VOLUME)), new ProcessScore("np16", 1, 2, 0.997, 0.003, false));
        Finding f = new Finding(Reason.VOLUME, RankSet.of(0), site, "MPI_Sendrecv", Finding.Direction.SENT,
                new Finding.ByteRange(0, 0), new Finding.ByteRange(14000, 30000));
        DivergencePoint p = new DivergencePoint(Basis.VOLUME, RankSet.of(0), site, 0, "np10", 0, site, 0.98,
                List.of(at), List.of(at), at, at);
        view.show(null, new CheckResult("np16", 2, 0.01, scores, null, List.of(p), List.of(), List.of(),
                List.of(f)));
        UiTestSupport.processEvents();
        ScaleAnomalyFigure fig = view.getFigure();
        Bar flagged = fig.checkedBar(0);
        assertEquals(ScaleAnomalyFigure.FLAGGED, fig.colour(flagged));
        assertEquals(ScaleAnomalyFigure.NORMAL, fig.colour(fig.checkedBar(1)));
        assertTrue(fig.bounds(flagged).y() > fig.thresholdY(), "its score is below the threshold");
        assertTrue(view.tooltip(flagged).contains("below the threshold 0.01; flagged: volume"), view.tooltip(flagged));
        Path svg = Files.createTempFile("scale", ".svg");
        view.export(svg, Format.SVG);
        String text = Files.readString(svg);
        assertTrue(text.contains("ranks 0: volume: MPI_Sendrecv at halo_exchange (ring.c:62): 0 B sent, expected"
                + " 14,000-30,000 B"), text);
        assertTrue(text.contains("halo_exchange (ring.c:62), volume departed [volume: 0% of the volume, 98% in np10"
                + " rank 0]"), text);
        Files.delete(svg);
    }
}
