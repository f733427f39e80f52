package dev.straggler.internal.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.ILaunchConfigurationTab;
import org.eclipse.debug.ui.ILaunchConfigurationTabGroup;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.core.scale.DivergencePoint;
import dev.straggler.core.scale.ScaleModel;
import dev.straggler.core.scale.ScaleRuns;
import dev.straggler.internal.ui.launch.MpiDiagnosisTabGroup;
import dev.straggler.internal.ui.views.ScaleAnomalyFigure.Row;
import dev.straggler.internal.ui.views.ScaleAnomalyView;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.MpiDiagnosisLaunchDelegate;
import dev.straggler.launch.ide.ScaleCheckResult;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.profile.RunProfile;
import dev.straggler.ui.fixtures.Screens;

/**
 * The scale analysis in the IDE, with real MPI jobs of allgather_overflow (issue 13; its header states the answer):
 * launches with "record the communication profile" at 4, 6, 8 and 12 processes, a model trained on their profiles, a
 * launch at 16 processes checked against it (the launch option), and the Scale Anomaly view showing every process
 * flagged with the small-work branch as the top divergence point, double-click opening that line. A launch with a
 * missing model is refused with one message; the Diagnosis tab has the options.
 */
class ScaleLaunchUiTest {

    @AfterEach
    void cleanUp() {
        UiTestSupport.terminateAll();
        UiTestSupport.page().closeAllEditors(false);
    }

    private static int marker(String marker) throws Exception {
        List<String> lines = Files.readAllLines(UiTestSupport.examplesSrc().resolve("scale/allgather_overflow.c"));
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("/* " + marker + " */")) {
                return i + 1;
            }
        }
        throw new AssertionError("allgather_overflow.c has no " + marker + " marker");
    }

    private static ILaunchConfigurationWorkingCopy configuration(int np) throws CoreException {
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("scale-np" + np,
                "scale/allgather_overflow", null);
        wc.setAttribute(LaunchAttributes.RANKS, np);
        wc.setAttribute(LaunchAttributes.TIMEOUT_SECONDS, 300); // no hang here: a loaded machine must not fake one
        wc.setAttribute(LaunchAttributes.PROFILE, true);
        return wc;
    }

    /** Launches {@code wc} and waits (bounded) until the job has ended; returns its dump directory. */
    private static Path runToEnd(ILaunchConfigurationWorkingCopy wc) throws CoreException {
        ILaunch launch = wc.launch(ILaunchManager.RUN_MODE, null);
        UiTestSupport.waitUntil(launch::isTerminated, UiTestSupport.JOB_TIMEOUT_MILLIS, wc.getName() + " to end");
        return Path.of(launch.getAttribute(MpiDiagnosisLaunchDelegate.ATTR_DUMP_DIRECTORY));
    }

    @Test
    @Timeout(value = 600, unit = TimeUnit.SECONDS)
    void aLaunchCheckedAgainstAScaleModelShowsTheOverflowsBranch() throws Exception {
        int faulty = marker("STRAGGLER-SCALE");
        List<RunProfile> runs = new ArrayList<>();
        for (int np : new int[] { 4, 6, 8, 12 }) {
            Path dir = runToEnd(configuration(np));
            assertTrue(Files.exists(dir.resolve("profile-rank-000000.sprof")), "no profile in " + dir);
            runs.add(ScaleRuns.read(dir, "np" + np, null));
        }
        ScaleModel model = ScaleModel.train(runs);
        Path file = Files.createTempFile("ag", ".scale.json");
        model.save(file);

        ILaunchConfigurationWorkingCopy wc = configuration(16);
        wc.setAttribute(LaunchAttributes.PROFILE, false); // the model implies it
        wc.setAttribute(LaunchAttributes.SCALE_MODEL, file.toString());
        ILaunch launch = wc.launch(ILaunchManager.RUN_MODE, null);
        UiTestSupport.waitUntil(() -> Topics.SCALE_CHECK.latest() != null
                && Topics.SCALE_CHECK.latest().launch() == launch, UiTestSupport.JOB_TIMEOUT_MILLIS,
                "the scale check of the 16-process run");
        ScaleCheckResult r = Topics.SCALE_CHECK.latest();
        assertEquals(16, r.result().flagged().size(), r.result().toString());
        DivergencePoint top = r.result().divergences().get(0);
        assertEquals("exchange_rows", top.checkedAt().function());
        assertEquals(faulty, top.checkedAt().line());

        UiTestSupport.waitUntil(() -> {
            IViewPart v = UiTestSupport.page().findView(ScaleAnomalyView.ID);
            return v instanceof ScaleAnomalyView sv && sv.getResult() == r;
        }, 10_000, "the Scale Anomaly view to show the check");
        ScaleAnomalyView view = (ScaleAnomalyView) UiTestSupport.page().findView(ScaleAnomalyView.ID);
        assertTrue(view.getContentDescription().contains("16 flagged"), view.getContentDescription());
        screenshotIfAsked(view);

        Rectangle rb = view.bounds(new Row(0));
        assertNotNull(rb);
        Event e = new Event();
        e.button = 1;
        e.x = rb.x + 10;
        e.y = rb.y + rb.height / 2;
        view.getCanvas().notifyListeners(SWT.MouseDoubleClick, e);
        UiTestSupport.processEvents();
        IEditorPart ed = UiTestSupport.page().getActiveEditor();
        assertNotNull(ed, "double-click opened no editor");
        assertEquals("allgather_overflow.c", ed.getEditorInput().getName());
        ITextEditor te = ed.getAdapter(ITextEditor.class);
        assertEquals(faulty, ((ITextSelection) te.getSelectionProvider().getSelection()).getStartLine() + 1);
        Files.delete(file);
        UiTestSupport.page().resetPerspective();
    }

    @Test
    void aMissingScaleModelIsOneMessage() throws Exception {
        ILaunchConfigurationWorkingCopy wc = configuration(4);
        wc.setAttribute(LaunchAttributes.SCALE_MODEL, "/nonexistent/model.json");
        CoreException e = assertThrows(CoreException.class, () -> wc.launch(ILaunchManager.RUN_MODE, null));
        assertTrue(e.getStatus().getMessage().contains("the scale model /nonexistent/model.json does not exist"),
                e.getStatus().getMessage());
    }

    /** The Diagnosis tab's scale options: defaults, a missing model refused, a model implies the profile. */
    @Test
    void theDiagnosisTabHasTheScaleOptions() throws Exception {
        ILaunchConfigurationTabGroup group = new MpiDiagnosisTabGroup();
        group.createTabs(null, ILaunchManager.RUN_MODE);
        ILaunchConfigurationTab tab = java.util.Arrays.stream(group.getTabs()).filter(t -> "Diagnosis".equals(t.getName()))
                .findFirst().orElseThrow(() -> new AssertionError("no Diagnosis tab"));
        ILaunchConfigurationWorkingCopy wc = configuration(4);
        group.setDefaults(wc);
        assertFalse(wc.getAttribute(LaunchAttributes.PROFILE, true));
        assertEquals("", wc.getAttribute(LaunchAttributes.SCALE_MODEL, "x"));
        Path model = Files.createTempFile("model", ".json");
        Shell shell = new Shell(Display.getCurrent());
        try {
            tab.setLaunchConfigurationDialog(new NullDialog());
            tab.createControl(shell);
            wc.setAttribute(LaunchAttributes.SCALE_MODEL, "/no/such/model.json");
            tab.initializeFrom(wc);
            assertFalse(tab.isValid(wc));
            assertTrue(tab.getErrorMessage().contains("/no/such/model.json does not exist"), tab.getErrorMessage());
            wc.setAttribute(LaunchAttributes.SCALE_MODEL, model.toString());
            tab.initializeFrom(wc);
            assertTrue(tab.isValid(wc), tab.getErrorMessage());
            tab.performApply(wc);
            assertEquals(model.toString(), wc.getAttribute(LaunchAttributes.SCALE_MODEL, ""));
            assertTrue(wc.getAttribute(LaunchAttributes.PROFILE, false), "a scale model implies the profile");
        } finally {
            shell.dispose();
            Files.delete(model);
        }
    }

    /** With -Dstraggler.screenshot=true: the workbench window showing the Scale Anomaly view, as PNG. */
    private static void screenshotIfAsked(ScaleAnomalyView view) throws Exception {
        if (!Screens.asked()) {
            return;
        }
        Shell shell = Screens.workbenchShell();
        shell.forceActive();
        UiTestSupport.page().activate(view);
        UiTestSupport.page().setPartState(UiTestSupport.page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        UiTestSupport.processEvents();
        view.fit();
        Screens.shotAs(shell, "scale-anomaly-view.png");
    }
}
