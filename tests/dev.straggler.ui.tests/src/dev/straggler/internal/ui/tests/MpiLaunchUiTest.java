package dev.straggler.internal.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.eclipse.core.commands.Command;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.ILaunchConfigurationTab;
import org.eclipse.debug.ui.ILaunchConfigurationTabGroup;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.texteditor.MarkerAnnotation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.straggler.core.symbols.Frames;
import dev.straggler.internal.ui.StragglerPerspective;
import dev.straggler.internal.ui.handlers.DiagnoseNowHandler;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.LeastProgressedMarkers;
import dev.straggler.launch.ide.RunningLaunches;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.DumpReason;
import dev.straggler.model.Frame;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.ui.fixtures.Screens;

/**
 * Real MPI jobs launched through the launch configuration type, diagnosed, and shown in the workbench: the PDG view,
 * the least-progressed marker, double-click to source. Needs mpirun and the examples built by the runtime fragment.
 */
class MpiLaunchUiTest {

    private static final String PROJECT = "straggler-examples";

    @AfterEach
    void stopJobs() throws Exception {
        UiTestSupport.terminateAll();
        for (var c : DebugPlugin.getDefault().getLaunchManager()
                .getLaunchConfigurations(DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurationType(LaunchAttributes.TYPE_ID))) {
            c.delete();
        }
        UiTestSupport.deleteProject(PROJECT);
    }

    private static IProject examplesProject() throws CoreException {
        return UiTestSupport.examplesProject(PROJECT);
    }

    @Test
    void launchTypeAndTabsAreRegisteredAndValidate() throws Exception {
        ILaunchConfigurationType type = DebugPlugin.getDefault().getLaunchManager()
                .getLaunchConfigurationType(LaunchAttributes.TYPE_ID);
        assertNotNull(type);
        assertEquals("MPI Application with Diagnosis", type.getName());
        assertTrue(type.supportsMode(ILaunchManager.RUN_MODE));
        assertTrue(type.isPublic());

        ILaunchConfigurationTabGroup group = new dev.straggler.internal.ui.launch.MpiDiagnosisTabGroup();
        group.createTabs(null, ILaunchManager.RUN_MODE);
        ILaunchConfigurationTab[] tabs = group.getTabs();
        assertEquals(List.of("Application", "MPI Launcher", "Remote", "Diagnosis", "Environment", "Common"),
                Arrays.stream(tabs).map(ILaunchConfigurationTab::getName).toList());

        ILaunchConfigurationWorkingCopy wc = type.newInstance(null, "tabs");
        group.setDefaults(wc);
        assertEquals("mpirun", wc.getAttribute(LaunchAttributes.LAUNCHER, ""));
        assertEquals(0, wc.getAttribute(LaunchAttributes.TIMEOUT_SECONDS, -1));
        assertFalse(wc.getAttribute(LaunchAttributes.KEEP_ALIVE, true));
        wc.setAttribute(LaunchAttributes.EXECUTABLE, "/no/such/dir/app");
        Shell shell = new Shell(Display.getCurrent());
        try {
            ILaunchConfigurationTab app = tabs[0];
            app.setLaunchConfigurationDialog(new NullDialog());
            app.createControl(shell);
            app.initializeFrom(wc);
            assertFalse(app.isValid(wc));
            assertTrue(app.getErrorMessage().contains("/no/such/dir/app"), app.getErrorMessage());
            assertTrue(app.getErrorMessage().contains("does not exist"), app.getErrorMessage());
            wc.setAttribute(LaunchAttributes.EXECUTABLE, UiTestSupport.examplesBin().resolve("ring").toString());
            app.initializeFrom(wc);
            assertTrue(app.isValid(wc), app.getErrorMessage());
        } finally {
            shell.dispose();
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void wrongExecutableGivesAClearCoreException() throws Exception {
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("wrong-path", "ring", null);
        wc.setAttribute(LaunchAttributes.EXECUTABLE, "/no/such/dir/app");
        CoreException e = assertThrows(CoreException.class, () -> wc.launch(ILaunchManager.RUN_MODE, null));
        String msg = e.getStatus().getMessage();
        assertTrue(msg.contains("/no/such/dir/app") && msg.contains("does not exist") && msg.contains("Application tab"), msg);
        assertNull(e.getStatus().getException(), "a user error carries no stack trace");

        wc.setAttribute(LaunchAttributes.EXECUTABLE, "");
        msg = assertThrows(CoreException.class, () -> wc.launch(ILaunchManager.RUN_MODE, null)).getStatus().getMessage();
        assertTrue(msg.contains("no executable") && msg.contains("Application tab"), msg);

        wc.setAttribute(LaunchAttributes.EXECUTABLE, UiTestSupport.examplesSrc().toString()); // a directory
        msg = assertThrows(CoreException.class, () -> wc.launch(ILaunchManager.RUN_MODE, null)).getStatus().getMessage();
        assertTrue(msg.contains("is a directory"), msg);
    }

    /** (a) ring: graph in the view, LP rank 2 highlighted, double-click opens ring.c at line 28, marker there. */
    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void ringHangIsShownMarkedAndOpensTheSource() throws Exception {
        UiTestSupport.Expected expected = UiTestSupport.expected("ring");
        assertEquals("2", expected.ranks());
        IProject project = examplesProject();
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("ring", "ring", PROJECT);

        DiagnosisResult r = UiTestSupport.launchAndWait(wc);
        assertEquals(1, r.diagnosis().getLeastProgressed().size(), r.diagnosis().getSummary());
        PdgNode lp = r.diagnosis().getLeastProgressed().get(0);
        assertEquals(RankSet.parse(expected.ranks()), lp.getRanks(), r.diagnosis().getSummary());
        Frame f = Frames.userFrame(lp.getFrames());
        assertEquals(expected.file(), Frames.baseName(f.getFile()), Frames.describe(f));
        assertEquals(expected.line(), f.getLine(), Frames.describe(f));
        assertTrue(r.dumpDirectory().startsWith(project.getLocation().toPath().resolve(".straggler")), r.dumpDirectory().toString());

        // the presenter opened the Straggler perspective and the view with this diagnosis
        UiTestSupport.waitUntil(() -> {
            IViewPart v = UiTestSupport.page().findView(PdgView.ID);
            return v instanceof PdgView pv && pv.getDiagnosis() == r.diagnosis();
        }, 10_000, "the PDG view to show the diagnosis");
        assertEquals(StragglerPerspective.ID, UiTestSupport.page().getPerspective().getId());
        PdgView view = (PdgView) UiTestSupport.page().findView(PdgView.ID);
        UiTestSupport.page().activate(view);
        UiTestSupport.processEvents();
        assertTrue(view.getContentDescription().contains("4 tasks") && view.getContentDescription().contains("rank 2"),
                view.getContentDescription());

        // the LP node is drawn highlighted: sample the canvas inside the node's border, beside the text
        Canvas canvas = view.getCanvas();
        Rectangle b = view.bounds(lp);
        assertNotNull(b);
        assertTrue(canvas.getClientArea().contains(b.x + b.width / 2, b.y + b.height / 2), "LP node visible: " + b);
        canvas.redraw();
        canvas.update();
        RGB inside = UiTestSupport.pixel(canvas, b.x + Math.max(3, (int) (6 * view.getZoom())), b.y + b.height / 2);
        assertEquals(PdgView.LP_FILL, inside, "LP fill inside " + b);
        for (PdgNode n : r.diagnosis().getNodes()) {
            if (n != lp) {
                Rectangle nb = view.bounds(n);
                assertEquals(PdgView.NODE_FILL, UiTestSupport.pixel(canvas, nb.x + Math.max(3, (int) (6 * view.getZoom())), nb.y + nb.height / 2));
            }
        }

        // the marker at ring.c:28, on the workspace file (through the linked folder)
        IFile ring = project.getFile("examples/ring.c");
        assertTrue(ring.exists());
        IMarker[] markers = ring.findMarkers(LeastProgressedMarkers.TYPE, false, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length, Arrays.toString(markers));
        assertEquals(expected.line(), markers[0].getAttribute(IMarker.LINE_NUMBER, -1));
        assertEquals("2", markers[0].getAttribute(LeastProgressedMarkers.ATTR_RANKS, ""));
        assertEquals(IMarker.SEVERITY_ERROR, markers[0].getAttribute(IMarker.SEVERITY, -1));
        assertTrue(markers[0].isSubtypeOf(IMarker.PROBLEM) && markers[0].isSubtypeOf(IMarker.TEXT));
        // the marker spans the line's text, so the editor draws the annotation in it (not only in the rulers)
        String source = new String(ring.getContents().readAllBytes(), ring.getCharset());
        String marked = source.substring(markers[0].getAttribute(IMarker.CHAR_START, -1), markers[0].getAttribute(IMarker.CHAR_END, -1));
        assertTrue(marked.startsWith("while (keep_going)") && marked.contains("STRAGGLER-LP") && !marked.contains("\n"), marked);

        // double-click the node's centre: the editor opens ring.c with line 28 selected
        Event e = new Event();
        e.x = b.x + b.width / 2;
        e.y = b.y + b.height / 2;
        e.button = 1;
        e.count = 2;
        canvas.notifyListeners(SWT.MouseDoubleClick, e);
        UiTestSupport.processEvents();
        IEditorPart editor = UiTestSupport.page().getActiveEditor();
        assertNotNull(editor, "double-click opened no editor");
        assertEquals("ring.c", editor.getEditorInput().getName());
        assertEquals(ring, editor.getEditorInput().getAdapter(IFile.class), "the workspace file is opened, so markers show");
        ITextEditor te = editor.getAdapter(ITextEditor.class);
        ITextSelection sel = (ITextSelection) te.getSelectionProvider().getSelection();
        assertEquals(expected.line(), sel.getStartLine() + 1, "selected line");
        assertTrue(sel.getText().contains("STRAGGLER-LP"), sel.getText());

        // and the editor shows the marker as our annotation
        IAnnotationModel model = te.getDocumentProvider().getAnnotationModel(te.getEditorInput());
        UiTestSupport.waitUntil(() -> {
            for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
                if (it.next() instanceof MarkerAnnotation ma && ma.getMarker().equals(markers[0])
                        && "dev.straggler.ui.leastProgressedAnnotation".equals(ma.getType())) {
                    return true;
                }
            }
            return false;
        }, 10_000, "the marker annotation in the editor");

        // openSource (the test hook) agrees
        assertEquals(editor, view.openSource(lp));

        screenshotIfAsked(view);
        if (Screens.asked()) {
            // the least-progressed line as the annotation marks it in the text, without the slice's highlight and
            // the selection over it: the caret at the start of the line before
            dev.straggler.launch.ide.ActiveSlice.clear();
            org.eclipse.jface.text.IDocument doc = te.getDocumentProvider().getDocument(te.getEditorInput());
            te.selectAndReveal(doc.getLineOffset(expected.line() - 3), 0);
            Screens.shotAs(Screens.workbenchShell(), "lp-line.png");
        }
    }

    /**
     * (b) every other example launched end to end through the launch configuration: the launch publishes
     * the LP ranks and line its header states, and the view shows them (ring is (a) above).
     */
    @ParameterizedTest
    @ValueSource(strings = { "collectives", "poisson", "deadlock" })
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void exampleLaunchEndToEnd(String example) throws Exception {
        UiTestSupport.Expected expected = UiTestSupport.expected(example);
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration(example, example, null);
        DiagnosisResult r = UiTestSupport.launchAndWait(wc);

        assertEquals(1, r.diagnosis().getLeastProgressed().size(), r.diagnosis().getSummary());
        PdgNode lp = r.diagnosis().getLeastProgressed().get(0);
        assertEquals(RankSet.parse(expected.ranks()), lp.getRanks(), r.diagnosis().getSummary());
        Frame f = Frames.userFrame(lp.getFrames());
        assertEquals(expected.file(), Frames.baseName(f.getFile()), Frames.describe(f));
        assertEquals(expected.line(), f.getLine(), Frames.describe(f));
        // no project: dumps in the plug-in's state location; the source outside the workspace is linked into the
        // hidden sources project, the marker on the file at the line (so the Problems view opens it), file:line in the message
        assertFalse(r.markers().isEmpty());
        IResource on = r.markers().get(0).getResource();
        assertTrue(on instanceof IFile, "marker on " + on);
        assertEquals(LeastProgressedMarkers.EXTERNAL_PROJECT, on.getProject().getName());
        assertEquals(expected.file(), on.getName());
        assertEquals(expected.line(), r.markers().get(0).getAttribute(IMarker.LINE_NUMBER, -1));
        org.eclipse.ui.ide.IDE.openEditor(UiTestSupport.page(), r.markers().get(0)); // what a double-click in Problems does
        UiTestSupport.processEvents();
        ITextEditor ed = UiTestSupport.page().getActiveEditor().getAdapter(ITextEditor.class);
        assertEquals(expected.line(), ((ITextSelection) ed.getSelectionProvider().getSelection()).getStartLine() + 1,
                "the marker opens its line");
        assertEquals(on, ed.getEditorInput().getAdapter(IFile.class));
        UiTestSupport.waitUntil(() -> UiTestSupport.page().findView(PdgView.ID) instanceof PdgView pv0
                && pv0.getDiagnosis() == r.diagnosis(), 10_000, "the PDG view to show the diagnosis");
        ((PdgView) UiTestSupport.page().findView(PdgView.ID)).openSource(lp); // the view opens the same editor
        UiTestSupport.processEvents();
        assertEquals(1, Arrays.stream(UiTestSupport.page().getEditorReferences())
                .filter(ref -> ref.getName().equals(expected.file())).count(), "one editor per file");
        assertTrue(r.markers().get(0).getAttribute(IMarker.MESSAGE, "").contains(expected.file() + ":" + expected.line()),
                r.markers().get(0).getAttribute(IMarker.MESSAGE, ""));

        UiTestSupport.waitUntil(() -> {
            IViewPart v = UiTestSupport.page().findView(PdgView.ID);
            return v instanceof PdgView pv && pv.getDiagnosis() == r.diagnosis();
        }, 10_000, "the PDG view to show the diagnosis");
        PdgView view = (PdgView) UiTestSupport.page().findView(PdgView.ID);
        assertNotNull(view.bounds(lp));
        RankSet lpRanks = RankSet.parse(expected.ranks());
        assertTrue(view.getContentDescription().contains((lpRanks.size() == 1 ? "rank " : "ranks ") + lpRanks),
                view.getContentDescription());

        // the job was aborted by the runtime after the dump: the launch terminates
        UiTestSupport.waitUntil(r.launch()::isTerminated, 60_000, "the job to end after the dump");
        assertEquals(86, r.launch().getProcesses()[0].getExitValue());
    }

    /**
     * "Diagnose Now" in the view's toolbar: enabled while a job runs; takes a snapshot (every task dumps, the job goes
     * on: decision 050); the diagnosis follows; enabled until the user ends the job.
     */
    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void diagnoseNowCommandDiagnosesARunningJob() throws Exception {
        UiTestSupport.page().showView(PdgView.ID);
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("ring-now", "ring", null);
        wc.setAttribute(LaunchAttributes.TIMEOUT_SECONDS, 3600); // the runtime would not trigger by itself
        wc.setAttribute(LaunchAttributes.ALGORITHM, "semi-dist");
        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        Command command = commands.getCommand(DiagnoseNowHandler.COMMAND_ID);
        assertTrue(command.isDefined());

        AtomicReference<DiagnosisResult> published = new AtomicReference<>();
        Consumer<DiagnosisResult> l = published::set;
        Topics.DIAGNOSIS.subscribe(l);
        try {
            ILaunch launch = wc.launch(ILaunchManager.RUN_MODE, null);
            UiTestSupport.waitUntil(() -> RunningLaunches.running().contains(launch), 10_000, "the launch to be running");
            UiTestSupport.waitUntil(command::isEnabled, 10_000, "Diagnose Now to be enabled");
            // let the ranks reach the stall in iteration 3 (the ring's iterations take microseconds)
            long until = System.currentTimeMillis() + 3000;
            UiTestSupport.waitUntil(() -> System.currentTimeMillis() > until, 5000, "the job to run");
            assertFalse(launch.isTerminated(), "the ring example hangs until diagnosed");
            handlers.executeCommand(DiagnoseNowHandler.COMMAND_ID, null);
            UiTestSupport.waitUntil(() -> published.get() != null && published.get().launch() == launch,
                    UiTestSupport.JOB_TIMEOUT_MILLIS, "the diagnosis requested with Diagnose Now");
        } finally {
            Topics.DIAGNOSIS.unsubscribe(l);
        }
        DiagnosisResult r = published.get();
        assertEquals(PdgAlgorithm.SEMI_DIST, r.diagnosis().getAlgorithm());
        assertTrue(r.job().getTasks().stream().allMatch(t -> t.getReason() == DumpReason.REQUEST),
                r.job().getTasks().stream().map(t -> t.getRank() + ":" + t.getReason()).toList().toString());
        assertEquals(RankSet.parse(UiTestSupport.expected("ring").ranks()),
                r.diagnosis().getLeastProgressed().get(0).getRanks(), r.diagnosis().getSummary());
        ILaunch launch = r.launch();
        assertFalse(launch.isTerminated(), "a snapshot leaves the job running");
        assertTrue(command.isEnabled(), "another snapshot can be taken while the job runs");
        launch.terminate();
        UiTestSupport.waitUntil(launch::isTerminated, 30_000, "the job to end when the user terminates it");
        UiTestSupport.waitUntil(() -> !command.isEnabled(), 10_000, "Diagnose Now to be disabled once the job ended");
    }

    /** With -Dstraggler.screenshot=true: the workbench window showing the PDG, as PNG. */
    private static void screenshotIfAsked(PdgView view) throws Exception {
        if (!Screens.asked()) {
            return;
        }
        Shell shell = Screens.workbenchShell();
        shell.forceActive();
        view.fit();
        Screens.shotAs(shell, "pdg-view.png");
    }
}
