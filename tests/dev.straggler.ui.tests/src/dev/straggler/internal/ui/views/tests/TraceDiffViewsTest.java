package dev.straggler.internal.ui.views.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.core.symbols.Addr2LineSymbolizer.FunctionSource;
import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.Linkage;
import dev.straggler.core.traces.NlrEntry;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.RankingRow;
import dev.straggler.core.traces.TraceDiff;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.internal.ui.StragglerPerspective;
import dev.straggler.internal.ui.canvas.CanvasExport;
import dev.straggler.internal.ui.canvas.CanvasView;
import dev.straggler.internal.ui.launch.DiagnosisTab;
import dev.straggler.internal.ui.tests.NullDialog;
import dev.straggler.ui.fixtures.Screens;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.DiffNlrFigure;
import dev.straggler.internal.ui.views.DiffNlrView;
import dev.straggler.internal.ui.views.JsmHeatmapView;
import dev.straggler.internal.ui.views.RankingView;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.traces.InMemoryTraceSet;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * The DiffTrace views (issue 12) in a running workbench: a published comparison opens the ranking table, the
 * diffNLR of the top suspect and the JSM heatmap in the Straggler perspective; loops expand and collapse; a row or a
 * cell shows its trace's diffNLR; a call opens its function's source; and a launch that records traces and names a
 * normal run is compared when it ends (real mpirun, examples/oddeven on 8 ranks, swapBug).
 * <p>
 * The synthetic runs: odd/even transposition sort on 8 ranks as examples/oddeven.c records it with the MPI filter
 * plus its {@code merge} function after each exchange; swapBug in rank 5 from phase 7. Rank 5 (odd, a partner in
 * every phase) is normal [MPI_Recv MPI_Send merge]^8; faulty 7 of those then one [MPI_Send MPI_Recv merge], which
 * cannot form a loop (three repetitions needed). One filter, ret.plt (returns dropped, every call kept): 126 rows.
 */
class TraceDiffViewsTest {

    /** Deleted after each test. */
    @TempDir
    Path tmp;

    static final int N = 8;

    static TraceSet run(String source, boolean swapBug) {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder(source, "/opt/examples/oddeven", N);
        for (int r = 0; r < N; r++) {
            InMemoryTraceSet.TraceBuilder t = b.trace(r, 0);
            t.mpi("MPI_Init");
            for (int i = 0; i < N; i++) {
                int partner = (i % 2 == 0) == (r % 2 == 0) ? r + 1 : r - 1;
                if (partner < 0 || partner >= N) {
                    continue;
                }
                boolean sendFirst = (r % 2 == 0) != (swapBug && r == 5 && i >= 7);
                t.mpi(sendFirst ? "MPI_Send" : "MPI_Recv").mpi(sendFirst ? "MPI_Recv" : "MPI_Send");
                t.enter("merge").exit("merge");
            }
            t.mpi("MPI_Allgather").mpi("MPI_Finalize");
        }
        return b.build();
    }

    @AfterEach
    void tearDown() {
        UiTestSupport.terminateAll();
    }

    /** A comparison of the synthetic runs; merge's source is oddeven.c's merge. */
    static TraceDiff synthetic() throws Exception {
        Path src = UiTestSupport.examplesSrc().resolve("oddeven.c");
        int line = Files.readAllLines(src).indexOf(Files.readAllLines(src).stream()
                .filter(l -> l.contains("static void merge(")).findFirst().orElseThrow()) + 1;
        return TraceDiff.of(Path.of("normal-run"), Path.of("swap-run"), run("normal-run", false), run("swap-run", true),
                new RankingParameters(List.of(TraceFilter.parse("ret,plt")), AttributeMode.all(), List.of(Linkage.values()),
                        List.of(10), List.of(2, 3, 4), 5),
                Map.of("merge", new FunctionSource("merge", src.toString(), line)));
    }

    static <T> T view(Class<T> type, String id) {
        return type.cast(UiTestSupport.page().findView(id));
    }

    @Test
    void aPublishedComparisonShowsRankingDiffNlrAndHeatmap() throws Exception {
        TraceDiff d = synthetic();
        assertEquals(new TraceKey(5, 0), d.ranking().top(), d.ranking().toText(5));
        Topics.TRACE_DIFF.publish(d);
        UiTestSupport.waitUntil(() -> UiTestSupport.page().findView(DiffNlrView.ID) != null
                && UiTestSupport.page().findView(RankingView.ID) != null
                && UiTestSupport.page().findView(JsmHeatmapView.ID) != null, 10_000, "the three views");
        assertEquals(StragglerPerspective.ID, UiTestSupport.page().getPerspective().getId());

        RankingView ranking = view(RankingView.class, RankingView.ID);
        // one row per pipeline (attribute modes with and without the calls' arguments, linkages, K)
        int rankingRows = d.ranking().rows().size();
        assertTrue(rankingRows > 100, "the synthetic comparison's pipelines: " + rankingRows);
        UiTestSupport.waitUntil(() -> ranking.viewer().getTable().getItemCount() == rankingRows, 10_000,
                rankingRows + " rows");
        assertTrue(ranking.viewer().getTable().getItem(0).getText(6).contains("5.0"),
                ranking.viewer().getTable().getItem(0).getText(6));

        DiffNlrView diff = view(DiffNlrView.class, DiffNlrView.ID);
        UiTestSupport.waitUntil(() -> diff.shown() != null && diff.shown().key().equals(new TraceKey(5, 0)), 10_000,
                "diffNLR(5.0)");
        // L0 = rank 0's [Send Recv merge], L1 = rank 1's [Recv Send merge]
        assertEquals("= MPI_Init | - L1^8 | + L1^7 MPI_Send MPI_Recv merge | = MPI_Allgather MPI_Finalize",
                diff.shown().toString());
        List<String> rows = rows(diff);
        assertEquals(List.of("MPI_Init|MPI_Init", "L1^8|L1^7", "|MPI_Send", "|MPI_Recv", "|merge",
                "MPI_Allgather|MPI_Allgather", "MPI_Finalize|MPI_Finalize"), rows);

        // a loop expands with its body under it on its side(s), and collapses
        String loopPath = diff.figure().lines().get(1).path();
        diff.toggle(loopPath);
        assertEquals(List.of("MPI_Init|MPI_Init", "L1^8|L1^7", "MPI_Recv|MPI_Recv", "MPI_Send|MPI_Send", "merge|merge",
                "|MPI_Send", "|MPI_Recv", "|merge", "MPI_Allgather|MPI_Allgather", "MPI_Finalize|MPI_Finalize"), rows(diff));
        assertEquals(1, diff.figure().lines().get(2).depth());
        screenshot(diff, "diffnlr-view.png");
        diff.toggle(loopPath);
        assertEquals(7, diff.figure().lines().size());

        // a call opens its function's source at its line
        diff.toggle(loopPath);
        DiffNlrFigure.Line merge = diff.figure().lines().get(4);
        assertEquals(new NlrEntry.Call("merge", false), merge.normal());
        IEditorPart before = UiTestSupport.page().getActiveEditor();
        diff.openLine(merge);
        UiTestSupport.waitUntil(() -> UiTestSupport.page().getActiveEditor() != null
                && UiTestSupport.page().getActiveEditor() != before, 10_000, "oddeven.c in an editor");
        assertEquals("oddeven.c", UiTestSupport.page().getActiveEditor().getEditorInput().getName());

        // the heatmap: the row that names the top suspect; a cell shows its row's diffNLR
        JsmHeatmapView heat = view(JsmHeatmapView.class, JsmHeatmapView.ID);
        assertEquals(d.startRow(), heat.row());
        assertNotNull(heat.getContent());
        screenshot(heat, "jsm-heatmap-view.png");
        heat.openCell(2, 3, 0);
        assertEquals(new TraceKey(3, 0), diff.shown().key());

        // double-click a ranking row: its first suspect's diffNLR under its filter and K, its matrices
        RankingRow last = d.ranking().rows().get(d.ranking().rows().size() - 1);
        ranking.showRow(d.ranking().rows().get(0));
        assertEquals(new TraceKey(5, 0), diff.shown().key());
        ranking.showRow(last);
        assertEquals(last, heat.row());
        screenshotWorkbench("trace-diff-perspective.png");
        ranking.showRow(d.ranking().rows().get(0));
        UiTestSupport.page().bringToTop(ranking);
        screenshotWorkbench("trace-ranking-perspective.png");
    }

    @Test
    void aLaunchThatRecordsTracesIsComparedWithItsNormalRun() throws Exception {
        ILaunchConfigurationWorkingCopy normal = UiTestSupport.exampleConfiguration("oddeven-normal", "oddeven", null);
        normal.setAttribute(LaunchAttributes.RANKS, N);
        normal.setAttribute(LaunchAttributes.ARGUMENTS, Integer.toString(N));
        normal.setAttribute(LaunchAttributes.TIMEOUT_SECONDS, 30);
        normal.setAttribute(LaunchAttributes.RECORD_TRACES, true);
        ILaunch first = normal.launch(ILaunchManager.RUN_MODE, null);
        UiTestSupport.waitUntil(first::isTerminated, UiTestSupport.JOB_TIMEOUT_MILLIS, "the normal run");
        Path baseline = Path.of(first.getAttribute("dev.straggler.launch.dumpDirectory"));
        assertTrue(Files.list(baseline).anyMatch(f -> f.getFileName().toString().startsWith("trace-rank-")), baseline.toString());

        TraceDiff before = Topics.TRACE_DIFF.latest();
        ILaunchConfigurationWorkingCopy faulty = UiTestSupport.exampleConfiguration("oddeven-swap", "oddeven", null);
        faulty.setAttribute(LaunchAttributes.RANKS, N);
        faulty.setAttribute(LaunchAttributes.ARGUMENTS, N + " swapBug");
        faulty.setAttribute(LaunchAttributes.TIMEOUT_SECONDS, 30);
        faulty.setAttribute(LaunchAttributes.RECORD_TRACES, true);
        faulty.setAttribute(LaunchAttributes.BASELINE_DIRECTORY, baseline.toString());
        ILaunch second = faulty.launch(ILaunchManager.RUN_MODE, null);
        UiTestSupport.waitUntil(() -> Topics.TRACE_DIFF.latest() != before && Topics.TRACE_DIFF.latest() != null,
                UiTestSupport.JOB_TIMEOUT_MILLIS, "the comparison after the swapBug run");
        assertTrue(second.isTerminated());
        TraceDiff d = Topics.TRACE_DIFF.latest();
        assertEquals(baseline, d.normalDir());
        assertEquals(new TraceKey(5, 0), d.ranking().top(), d.ranking().toText(5));
        DiffNlrView diff = view(DiffNlrView.class, DiffNlrView.ID);
        UiTestSupport.waitUntil(() -> diff != null && diff.shown() != null && diff.shown().key().equals(new TraceKey(5, 0)),
                10_000, "diffNLR(5.0) shown");
        assertEquals("= MPI_Init | - L1^8 | + L1^7 MPI_Send MPI_Recv | = MPI_Allgather MPI_Finalize",
                diff.shown().toString());

        // a baseline without recorded traces is refused with one message
        faulty.setAttribute(LaunchAttributes.RECORD_TRACES, false);
        Exception e = assertThrows(Exception.class,
                () -> faulty.launch(ILaunchManager.RUN_MODE, null));
        assertTrue(e.getMessage().contains("record call traces"), e.getMessage());
    }

    @Test
    void theDiagnosisTabRecordsTracesAndNamesTheNormalRun() throws Exception {
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("traces-tab", "oddeven", null);
        Path baseline = Files.createTempDirectory(tmp, "baseline");
        wc.setAttribute(LaunchAttributes.BASELINE_DIRECTORY, baseline.toString());
        Shell shell = new Shell(Display.getCurrent());
        try {
            DiagnosisTab tab = new DiagnosisTab();
            tab.setLaunchConfigurationDialog(new NullDialog());
            tab.createControl(shell);
            tab.initializeFrom(wc);
            assertFalse(tab.isValid(wc), "a normal run without this run's traces");
            assertTrue(tab.getErrorMessage().contains("record call traces"), tab.getErrorMessage());
            wc.setAttribute(LaunchAttributes.RECORD_TRACES, true);
            tab.initializeFrom(wc);
            assertTrue(tab.isValid(wc), tab.getErrorMessage());
            wc.setAttribute(LaunchAttributes.BASELINE_DIRECTORY, baseline.resolve("gone").toString());
            tab.initializeFrom(wc);
            assertFalse(tab.isValid(wc));
            assertTrue(tab.getErrorMessage().contains("does not exist"), tab.getErrorMessage());
            wc.setAttribute(LaunchAttributes.BASELINE_DIRECTORY, baseline.toString());
            tab.initializeFrom(wc);
            ILaunchConfigurationWorkingCopy applied = wc.copy("applied");
            tab.performApply(applied);
            assertTrue(applied.getAttribute(LaunchAttributes.RECORD_TRACES, false));
            assertEquals(baseline.toString(), applied.getAttribute(LaunchAttributes.BASELINE_DIRECTORY, ""));
        } finally {
            shell.dispose();
        }
        // the delegate refuses a missing normal run too (a configuration edited outside the dialog)
        wc.setAttribute(LaunchAttributes.BASELINE_DIRECTORY, baseline.resolve("gone").toString());
        String msg = assertThrows(CoreException.class, () -> wc.launch(ILaunchManager.RUN_MODE, null)).getStatus()
                .getMessage();
        assertTrue(msg.contains("does not exist") && msg.contains("Diagnosis tab"), msg);
    }

    /** "normal|faulty" per row of the diffNLR drawing. */
    static List<String> rows(DiffNlrView v) {
        return v.figure().lines().stream().map(l -> (l.normal() == null ? "" : l.normal().toString()) + "|"
                + (l.faulty() == null ? "" : l.faulty().toString())).toList();
    }

    /** The view as drawn, to target/screenshots (looked at by hand; asserted to exist and be non-trivial). */
    static void screenshot(CanvasView<?> v, String name) throws Exception {
        Path dir = Path.of(System.getProperty("straggler.screenshot.dir", "target/screenshots"));
        Files.createDirectories(dir);
        v.export(dir.resolve(name), CanvasExport.Format.PNG);
        assertTrue(Files.size(dir.resolve(name)) > 1000, name);
    }

    /** The workbench window as the user sees it (Xvfb), to target/screenshots. */
    static void screenshotWorkbench(String name) throws Exception {
        Screens.shotAs(Screens.workbenchShell(1400, 900), name);
        assertFalse(UiTestSupport.page().getPartState(UiTestSupport.page().findViewReference(DiffNlrView.ID))
                == IWorkbenchPage.STATE_MINIMIZED);
    }
}
