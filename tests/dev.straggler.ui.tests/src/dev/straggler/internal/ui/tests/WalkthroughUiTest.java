package dev.straggler.internal.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.console.TextConsole;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.internal.ui.canvas.CanvasView;
import dev.straggler.internal.ui.results.DiagnosesView;
import dev.straggler.internal.ui.views.MessageQueuesView;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.internal.ui.views.PrefixTreeView;
import dev.straggler.internal.ui.views.SliceView;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.LeastProgressedMarkers;
import dev.straggler.launch.ide.OpenRunJob;
import dev.straggler.launch.ide.RunHistory;
import dev.straggler.launch.ide.RunOutcome;
import dev.straggler.launch.ide.Topics;
import dev.straggler.launch.remote.SourcePathMap;
import dev.straggler.ui.fixtures.Screens;

/**
 * What a new HPC developer met on a first walk through the IDE (issue 24), with the ring example (real mpirun, traces
 * recorded) run three times from one configuration in the Straggler perspective at 1280x800: one least-progressed
 * marker and one Diagnoses row per run, the status line and the console with the newest run's steps and outcome and
 * the trace directory named, no "Streams are already closed" in the log, the graph back after a restart, tooltips
 * that go, and the communicator column wide enough.
 */
class WalkthroughUiTest {

    private static final String PROJECT = "straggler-walkthrough";

    @AfterEach
    void tearDown() throws Exception {
        UiTestSupport.terminateAll();
        ILaunchManager lm = DebugPlugin.getDefault().getLaunchManager();
        for (ILaunchConfiguration c : lm.getLaunchConfigurations(lm.getLaunchConfigurationType(LaunchAttributes.TYPE_ID))) {
            c.delete();
        }
        UiTestSupport.deleteProject(PROJECT);
    }

    @Test
    @Timeout(value = 8, unit = TimeUnit.MINUTES)
    void threeRunsOfTheRingAsANewUserSeesThem() throws Exception {
        UiTestSupport.Expected expected = UiTestSupport.expected("ring");
        UiTestSupport.examplesProject(PROJECT);
        Screens.workbenchShell();
        UiTestSupport.page().getWorkbenchWindow().getWorkbench().showPerspective(
                dev.straggler.internal.ui.StragglerPerspective.ID, UiTestSupport.page().getWorkbenchWindow());
        UiTestSupport.page().resetPerspective();
        List<IStatus> logged = new CopyOnWriteArrayList<>();
        ILogListener log = (status, plugin) -> logged.add(status);
        Platform.addLogListener(log);
        try {
            ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("walk-ring", "ring", PROJECT);
            wc.setAttribute(LaunchAttributes.RECORD_TRACES, true);
            // the Diagnosis tab's default, which opening a run again uses too (another algorithm is another entry)
            wc.setAttribute(LaunchAttributes.ALGORITHM, LaunchAttributes.DEFAULT_ALGORITHM);
            ILaunchConfiguration config = wc.doSave();
            List<Path> runs = new ArrayList<>();
            List<ILaunch> launches = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                if (i == 1) {
                    // the second run ends while another part is active: its outcome must not stay with the first's
                    UiTestSupport.page().showView(IPageLayout.ID_PROBLEM_VIEW);
                }
                DiagnosisResult r = launchAndWaitForOutcome(config, launches);
                runs.add(r.dumpDirectory().toAbsolutePath().normalize());
                if (i == 0 && Screens.asked()) {
                    Screens.shotAs(Screens.workbenchShell(), "walkthrough-first-run.png");
                }
            }
            ILaunch last = launches.get(2);

            // Problems: one marker at ring.c's least-progressed line, the newest run's
            List<IMarker> markers = lpMarkers(expected.file(), expected.line());
            assertEquals(1, markers.size(), "markers at " + expected.file() + ":" + expected.line() + ": " + markers);
            assertEquals(runs.get(2).toString(), markers.get(0).getAttribute(LeastProgressedMarkers.ATTR_DUMP_DIRECTORY, ""));
            // an older kept run opened again: its marker replaces the one at the same place, never a second one
            Job open = new OpenRunJob(runs.get(0), null, SourcePathMap.NONE);
            open.schedule();
            UiTestSupport.waitUntil(() -> open.getResult() != null, UiTestSupport.JOB_TIMEOUT_MILLIS, "the first run opened");
            assertTrue(open.getResult().isOK(), open.getResult().getMessage());
            assertEquals(1, lpMarkers(expected.file(), expected.line()).size(), "after opening an older run");

            // Diagnoses: each run once, also after showing one of them again
            DiagnosesView diagnoses = (DiagnosesView) UiTestSupport.page().showView(DiagnosesView.ID);
            diagnoses.refresh();
            assertOncePerRun(diagnoses, runs);
            RunHistory.Entry newest = diagnoses.listed().stream().filter(e -> e.source().equals(runs.get(2))).findFirst()
                    .orElseThrow();
            diagnoses.select(List.of(newest));
            UiTestSupport.waitUntil(() -> Topics.DIAGNOSIS.latest() != null
                    && runs.get(2).equals(Topics.DIAGNOSIS.latest().dumpDirectory().toAbsolutePath().normalize()),
                    30_000, "the newest run shown again");
            diagnoses.refresh();
            assertOncePerRun(diagnoses, runs);

            // the status line: the newest run's outcome, never an older one's, whichever part is active
            String headline = Topics.RUN_OUTCOME.latest().headline();
            assertStatusShowsOnly(headline, null);
            // an outcome that arrives while another part is active (the user looks at the console as the job ends)
            UiTestSupport.page().showView(PdgView.ID);
            RunOutcome older = RunOutcome.ended(null, "walk-older", 0, "");
            dev.straggler.internal.ui.OutcomePresenter.show(older);
            UiTestSupport.page().showView(IPageLayout.ID_PROBLEM_VIEW);
            RunOutcome newer = RunOutcome.ended(null, "walk-newer", 1, "");
            dev.straggler.internal.ui.OutcomePresenter.show(newer);
            assertStatusShowsOnly(newer.headline(), older.headline());

            // the console: every step of the newest run, the run and trace directories named, then the outcome
            TextConsole console = (TextConsole) DebugUITools.getConsole(last.getProcesses()[0]);
            String text = console.getDocument().get();
            String dir = runs.get(2).toString();
            for (String step : new String[] { "Straggler: job started on 4 ranks; run directory: " + dir,
                "Straggler: job running; waiting for a hang (no progress for 3 s)",
                "Straggler: hang detected: 4 of 4 task dumps gathered in " + dir,
                "Straggler: analysing the dumps", "Straggler: the tasks record traces in " + dir,
                "trace files in " + dir, "Straggler: " + Topics.RUN_OUTCOME.latest().detail() }) {
                assertTrue(text.contains(step), "the console lacks '" + step + "':\n" + text);
            }
            assertTrue(text.indexOf("job started") < text.indexOf("analysing the dumps")
                    && text.indexOf("analysing the dumps") < text.indexOf(Topics.RUN_OUTCOME.latest().detail()), text);
            assertTrue(Files.list(runs.get(2)).anyMatch(f -> f.getFileName().toString().endsWith(".strace")),
                    "no traces in " + dir);
            if (Screens.asked()) {
                UiTestSupport.page().showView(org.eclipse.ui.console.IConsoleConstants.ID_CONSOLE_VIEW);
                Screens.shotAs(Screens.workbenchShell(), "walkthrough-console.png");
            }
            for (IStatus s : logged) {
                assertTrue(s.getException() == null || !String.valueOf(s.getException().getMessage()).contains("already closed"),
                        "logged: " + s + " " + s.getException());
            }

            // Message Queues at 1280 px: "MPI_COMM_WORLD" in full
            MessageQueuesView queues = (MessageQueuesView) UiTestSupport.page().showView(MessageQueuesView.ID);
            UiTestSupport.waitUntil(() -> queues.report() != null, 30_000, "the message queues");
            assertCommunicatorFits(queues);
            if (Screens.asked()) {
                Screens.shotAs(Screens.workbenchShell(), "walkthrough-message-queues.png");
            }

            // tooltips go with the view: the PDG's when another part is activated, the tree's when its tab is hidden
            PdgView pdg = (PdgView) UiTestSupport.page().showView(PdgView.ID);
            hoverSomething(pdg);
            UiTestSupport.page().showView(IPageLayout.ID_PROBLEM_VIEW);
            UiTestSupport.processEvents();
            assertNull(pdg.shownTooltip(), "the graph's tooltip after activating Problems");
            PrefixTreeView tree = (PrefixTreeView) UiTestSupport.page().showView(PrefixTreeView.ID);
            hoverSomething(tree);
            // (VIEW_VISIBLE would only create it: the tree's folder holds the active part)
            UiTestSupport.page().bringToTop(UiTestSupport.page().showView(SliceView.ID, null, IWorkbenchPage.VIEW_CREATE));
            UiTestSupport.processEvents();
            assertTrue(!UiTestSupport.page().isPartVisible(tree), "the tree's tab is still in front");
            assertNull(tree.shownTooltip(), "the tree's tooltip after its tab was hidden");

            // a restart: nothing published yet, the markers still there; the graph comes back from the kept run
            UiTestSupport.page().hideView(pdg);
            Topics.DIAGNOSIS.forgetLatest();
            PdgView reopened = (PdgView) UiTestSupport.page().showView(PdgView.ID);
            assertNotNull(reopened.restoring(), "the PDG view did not read the last run again");
            UiTestSupport.waitUntil(() -> reopened.getDiagnosis() != null, 60_000, "the graph of the last run");
            assertTrue(reopened.getHeader().contains("walk-ring"), reopened.getHeader());
            assertOncePerRun(diagnoses, runs);
        } finally {
            Platform.removeLogListener(log);
        }
    }

    /** Launches {@code config} and waits for its diagnosis and then its outcome (the job ended). */
    private static DiagnosisResult launchAndWaitForOutcome(ILaunchConfiguration config, List<ILaunch> launches)
            throws Exception {
        ILaunchConfigurationWorkingCopy wc = config.getWorkingCopy();
        DiagnosisResult r = UiTestSupport.launchAndWait(wc);
        launches.add(r.launch());
        UiTestSupport.waitUntil(() -> {
            RunOutcome o = Topics.RUN_OUTCOME.latest();
            return o != null && o.launch() == r.launch() && o.exitCode() != null;
        }, UiTestSupport.JOB_TIMEOUT_MILLIS, "the outcome of " + config.getName());
        UiTestSupport.waitUntil(() -> r.launch().isTerminated(), 30_000, "the end of the launch");
        for (int i = 0; i < 20; i++) { // the console's and the status line's asynchronous updates
            UiTestSupport.processEvents();
            Thread.sleep(25);
        }
        return r;
    }

    private static List<IMarker> lpMarkers(String file, int line) throws Exception {
        List<IMarker> out = new ArrayList<>();
        for (IMarker m : ResourcesPlugin.getWorkspace().getRoot().findMarkers(LeastProgressedMarkers.TYPE, false,
                IResource.DEPTH_INFINITE)) {
            if (m.getResource().getName().equals(file) && m.getAttribute(IMarker.LINE_NUMBER, -1) == line) {
                out.add(m);
            }
        }
        return out;
    }

    private static void assertOncePerRun(DiagnosesView view, List<Path> runs) {
        view.refresh();
        for (Path run : runs) {
            long n = view.listed().stream().filter(e -> e.source().equals(run)).count();
            assertEquals(1, n, run + " in the Diagnoses view: " + view.listed());
        }
    }

    /**
     * Activates the graph, Problems and the graph again: the status line shows {@code newest} or nothing, never
     * {@code older}.
     */
    private static void assertStatusShowsOnly(String newest, String older) throws Exception {
        for (String id : new String[] { PdgView.ID, IPageLayout.ID_PROBLEM_VIEW, PdgView.ID }) {
            UiTestSupport.page().showView(id);
            UiTestSupport.processEvents();
            String status = statusLineText();
            assertTrue(status.isEmpty() || status.contains(newest),
                    "status line with " + id + " active: '" + status + "', newest outcome: " + newest);
            assertTrue(older == null || !status.contains(older), "an older outcome on the status line: " + status);
        }
    }

    /** The text the window's status line shows (its message label, the StatusLine's first label), "" when none. */
    private static String statusLineText() {
        Composite line = find(Screens.workbenchShell());
        assertNotNull(line, "no status line in the workbench window");
        for (Control c : line.getChildren()) {
            if (c instanceof CLabel l) {
                return l.getText() == null ? "" : l.getText().strip();
            }
        }
        return "";
    }

    private static Composite find(Control c) {
        if (c.getClass().getName().equals("org.eclipse.jface.action.StatusLine")) {
            return (Composite) c;
        }
        if (c instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                Composite found = find(child);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static void assertCommunicatorFits(MessageQueuesView queues) {
        var tree = queues.getViewer().getTree();
        TreeColumn communicator = tree.getColumn(3);
        GC gc = new GC(tree);
        try {
            int needed = gc.textExtent("MPI_COMM_WORLD").x;
            boolean shown = false;
            for (TreeItem group : tree.getItems()) {
                for (TreeItem task : group.getItems()) {
                    for (TreeItem op : task.getItems()) {
                        if (op.getText(3).equals("MPI_COMM_WORLD")) {
                            shown = true;
                            Rectangle text = op.getTextBounds(3);
                            assertTrue(text.width >= needed, "MPI_COMM_WORLD needs " + needed + " px, its cell shows "
                                    + text.width + " px (column " + communicator.getWidth() + " px)");
                        }
                    }
                }
            }
            assertTrue(shown, "no operation on MPI_COMM_WORLD in the queues of the ring");
        } finally {
            gc.dispose();
        }
    }

    /** Hovers the first item found on the view's canvas and checks that its tooltip shows. */
    private static void hoverSomething(CanvasView<?> view) {
        Rectangle ca = view.getCanvas().getClientArea();
        for (int y = 0; y < ca.height; y += 4) {
            for (int x = 0; x < ca.width; x += 4) {
                if (view.itemAt(x, y) != null) {
                    view.hoverAt(x, y);
                    assertNotNull(view.shownTooltip(), "no tooltip at " + x + "," + y);
                    return;
                }
            }
        }
        throw new AssertionError("nothing drawn to hover in " + view.getTitle());
    }
}
