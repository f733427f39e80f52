package dev.straggler.internal.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.ILaunchConfigurationTab;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.views.IViewDescriptor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.core.stacks.TemporalRefinement;
import dev.straggler.internal.ui.launch.MpiDiagnosisTabGroup;
import dev.straggler.launch.MpiPrograms;
import dev.straggler.launch.StartupWatch;
import dev.straggler.launch.ide.RunOutcome;
import dev.straggler.launch.ide.Topics;
import dev.straggler.internal.ui.StragglerPerspective;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.internal.ui.views.PrefixTreeView;
import dev.straggler.internal.ui.views.ScaleAnomalyView;
import dev.straggler.internal.ui.views.SliceView;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.model.RankSet;
import dev.straggler.ui.fixtures.Screens;

/**
 * Issue 14, "dead ends and missing feedback", in the real workbench: the product's first perspective and its Run menu,
 * the slice buttons only where a slice can be, tooltips with the shortcut once, icons from the platform's shared
 * images, and the Refine header that no longer contradicts itself.
 */
class FeedbackUiTest {

    private static final String RESOURCE_PERSPECTIVE = "org.eclipse.ui.resourcePerspective";

    @AfterEach
    void backToStraggler() throws Exception {
        UiTestSupport.terminateAll();
        for (var c : DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurations(
                DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurationType(LaunchAttributes.TYPE_ID))) {
            c.delete();
        }
        PlatformUI.getWorkbench().showPerspective(StragglerPerspective.ID, PlatformUI.getWorkbench().getActiveWorkbenchWindow());
    }

    /** The product (plugin.xml) customizes the default perspective to Straggler's, which has the Run menu. */
    @Test
    void productStartsInTheStragglerPerspectiveWithARunMenu() throws Exception {
        String customization = null;
        for (IConfigurationElement product : Platform.getExtensionRegistry()
                .getConfigurationElementsFor("org.eclipse.core.runtime.products")) {
            if ("dev.straggler.ui".equals(product.getContributor().getName())) {
                for (IConfigurationElement p : product.getChildren("property")) {
                    if ("preferenceCustomization".equals(p.getAttribute("name"))) {
                        customization = p.getAttribute("value");
                    }
                }
            }
        }
        assertEquals("plugin_customization.ini", customization);
        Properties ini = new Properties();
        try (InputStream in = Platform.getBundle("dev.straggler.ui").getEntry(customization).openStream()) {
            ini.load(in);
        }
        assertEquals(StragglerPerspective.ID, ini.getProperty("org.eclipse.ui/defaultPerspectiveId"));

        PlatformUI.getWorkbench().showPerspective(StragglerPerspective.ID, PlatformUI.getWorkbench().getActiveWorkbenchWindow());
        UiTestSupport.processEvents();
        List<String> menus = new ArrayList<>();
        for (MenuItem m : shell().getMenuBar().getItems()) {
            menus.add(m.getText().replace("&", ""));
        }
        assertTrue(menus.contains("Run"), "menu bar " + menus);
        shot(shell(), "straggler-perspective.png");
    }

    /** Previous/Next/Clear Slice: not in the Resource perspective's toolbar; in Straggler's, as icons, shortcut once. */
    @Test
    void sliceButtonsOnlyInTheStragglerPerspectiveAsIconsWithTheShortcutOnce() throws Exception {
        PlatformUI.getWorkbench().showPerspective(RESOURCE_PERSPECTIVE, PlatformUI.getWorkbench().getActiveWorkbenchWindow());
        UiTestSupport.waitUntil(() -> sliceItems().isEmpty(), 10_000, "no slice buttons in the Resource perspective");

        PlatformUI.getWorkbench().showPerspective(StragglerPerspective.ID, PlatformUI.getWorkbench().getActiveWorkbenchWindow());
        UiTestSupport.waitUntil(() -> sliceItems().size() >= 3, 10_000, "the slice buttons in the Straggler perspective");
        for (ToolItem item : sliceItems()) {
            String tip = item.getToolTipText();
            assertNotNull(item.getImage(), "an icon on " + tip);
            assertTrue(item.getText() == null || item.getText().isEmpty(), "icon only, no text button: " + item.getText());
            int ctrl = tip.split("Ctrl", -1).length - 1;
            assertTrue(ctrl <= 1, "the shortcut once: " + tip);
        }
    }

    /** Views, perspective and launch type carry icons from the platform's shared images, not the default one. */
    @Test
    void viewsPerspectiveAndLaunchTypeHaveIcons() {
        ImageDescriptor def = PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(ISharedImages.IMG_DEF_VIEW);
        byte[] defData = def.getImageData(100).data;
        for (String id : List.of(PdgView.ID, PrefixTreeView.ID, SliceView.ID, ScaleAnomalyView.ID)) {
            IViewDescriptor d = PlatformUI.getWorkbench().getViewRegistry().find(id);
            assertNotNull(d, id);
            byte[] data = d.getImageDescriptor().getImageData(100).data;
            assertFalse(java.util.Arrays.equals(defData, data), "own icon on " + id);
        }
        ImageDescriptor persp = PlatformUI.getWorkbench().getPerspectiveRegistry().findPerspectiveWithId(StragglerPerspective.ID)
                .getImageDescriptor();
        assertNotNull(persp.getImageData(100), "perspective icon");
        ImageDescriptor type = DebugUITools.getImageDescriptor(LaunchAttributes.TYPE_ID);
        assertNotNull(type, "launch type icon");
        assertNotNull(type.getImageData(100), "launch type icon loads");
    }

    /** After Refine on tasks it cannot order: say so, instead of "least progressed: 2 · most progressed: 2". */
    @Test
    void refineSaysWhenTheOrderCouldNotBeDecided() {
        String same = PrefixTreeView.refinementText(new TemporalRefinement.Result(null, List.of(), RankSet.parse("2"),
                RankSet.parse("2"), List.of(), false));
        assertTrue(same.contains("could not be decided") && same.contains("rank 2"), same);
        assertFalse(same.contains("most progressed"), same);
        String ordered = PrefixTreeView.refinementText(new TemporalRefinement.Result(null, List.of(), RankSet.parse("2"),
                RankSet.parse("0-1,3"), List.of(), true));
        assertTrue(ordered.contains("least progressed: 2") && ordered.contains("most progressed: 0-1,3"), ordered);
    }

    /** The outcome's classification (launch layer): finished, crashed with rank and signal, failed, no dumps. */
    @Test
    void outcomesAreClassified() {
        RunOutcome ok = RunOutcome.ended(null, "r", 0, "");
        assertEquals(RunOutcome.Kind.FINISHED, ok.kind());
        assertTrue(ok.detail().contains("finished normally") && ok.detail().contains("exit code 0"), ok.detail());
        RunOutcome ompi = RunOutcome.ended(null, "r", 139, "blah\nmpirun noticed that process rank 1 with PID 4242 on node"
                + " box exited on signal 11 (Segmentation fault).\n");
        assertEquals(RunOutcome.Kind.CRASHED, ompi.kind());
        assertTrue(ompi.detail().contains("rank 1") && ompi.detail().contains("SIGSEGV"), ompi.detail());
        RunOutcome mpich = RunOutcome.ended(null, "r", 139, "=   RANK 3 PID 77 RUNNING AT box\n=   KILLED BY SIGNAL: 6 (Aborted)\n");
        assertTrue(mpich.detail().contains("rank 3") && mpich.detail().contains("SIGABRT"), mpich.detail());
        RunOutcome bare = RunOutcome.ended(null, "r", 137, "");
        assertTrue(bare.kind() == RunOutcome.Kind.CRASHED && bare.detail().contains("SIGKILL"), bare.detail());
        RunOutcome failed = RunOutcome.ended(null, "r", 3, "");
        assertTrue(failed.kind() == RunOutcome.Kind.FAILED && failed.detail().contains("exit code 3"), failed.detail());
        RunOutcome hang = RunOutcome.diagnosed(null, "r", false, 86, "rank 2");
        assertTrue(hang.detail().contains("Straggler ended the job after the diagnosis"), hang.detail());
        RunOutcome asked = RunOutcome.diagnosed(null, "r", true, null, "rank 2");
        assertTrue(asked.detail().contains("no hang was detected"), asked.detail());
    }

    /** A run that does not hang ends visibly: the PDG view's header names it, its time and "finished normally". */
    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void aRunWithoutAHangEndsWithAVisibleOutcome() throws Exception {
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("ring-short", "ring", null);
        wc.setAttribute(LaunchAttributes.ARGUMENTS, "2"); // two iterations: the stall is in the third
        RunOutcome o = launchForOutcome(wc, new AtomicReference<>());
        assertEquals(RunOutcome.Kind.FINISHED, o.kind(), o.detail());
        assertEquals(0, o.exitCode());
        UiTestSupport.waitUntil(() -> UiTestSupport.page().findView(PdgView.ID) instanceof PdgView pv
                && pv.getHeader() != null && pv.getHeader().contains(wc.getName()), 10_000, "the outcome in the PDG view");
        PdgView pv = (PdgView) UiTestSupport.page().findView(PdgView.ID);
        assertTrue(pv.getHeader().contains("finished normally (exit code 0)"), pv.getHeader());
        assertTrue(pv.getHeader().matches(".*\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d.*"), "the run's time: " + pv.getHeader());
        UiTestSupport.page().activate(pv);
        shot(shell(), "outcome-finished.png");
    }

    /**
     * A job that hangs in its start-up (examples/preinit: rank 1 sleeps before MPI_Init) gets the command line's
     * answer (StartupWatch, the same job runner): ended after the timeout, its outcome saying how far each rank got.
     */
    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void aStartUpHangEndsWithItsOutcome() throws Exception {
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("preinit", "preinit", null);
        wc.setAttribute(LaunchAttributes.RANKS, 2);
        wc.setAttribute(LaunchAttributes.ARGUMENTS, "600");
        AtomicReference<ILaunch> launched = new AtomicReference<>();
        // an earlier diagnosis in the PDG view: its graph stays, under this run's outcome
        SmallPdg g = SmallPdg.ring();
        ((PdgView) UiTestSupport.page().showView(PdgView.ID)).setDiagnosis(g.job(), g.diagnosis());
        System.setProperty(StartupWatch.OVERRIDE, "10"); // without it: at least a minute
        RunOutcome o;
        try {
            o = launchForOutcome(wc, launched);
        } finally {
            System.clearProperty(StartupWatch.OVERRIDE);
        }
        assertEquals(RunOutcome.Kind.NO_DUMPS, o.kind(), o.detail());
        assertTrue(o.detail().contains("the job hung in its start-up: ") && o.detail().contains(" of 2 tasks are past"
                + " MPI_Init") && o.detail().contains("a longer start-up timeout (-Dstraggler.startupTimeout=SECONDS in"
                        + " eclipse.ini; without it the timeout on the Diagnosis tab, at least 60 s)"), o.detail());
        UiTestSupport.waitUntil(() -> launched.get().isTerminated(), 30_000, "the end of the job");
        // where the user looks: the PDG view's header says it, the run's name first
        UiTestSupport.waitUntil(() -> UiTestSupport.page().findView(PdgView.ID) instanceof PdgView pv
                && pv.getHeader() != null && pv.getHeader().contains(wc.getName()), 10_000, "the outcome in the PDG view");
        PdgView pv = (PdgView) UiTestSupport.page().findView(PdgView.ID);
        assertTrue(pv.getHeader().contains("the job hung in its start-up"), pv.getHeader());
        // the header is cut at the view's edge: the band above the older graph has the whole outcome and says whose
        // graph it is
        List<String> note = pv.shownNotes().get(0);
        String said = String.join(" ", note);
        assertTrue(said.contains("not in MPI_Init yet (what the others wait for): rank 1")
                && said.endsWith("(the graph below is an earlier diagnosis)"), said);
        UiTestSupport.page().activate(pv);
        shot(shell(), "outcome-startup-hang.png");
    }

    /** Launches {@code wc} (into {@code launched}) and waits, bounded, for the launch's first published outcome. */
    private static RunOutcome launchForOutcome(ILaunchConfigurationWorkingCopy wc, AtomicReference<ILaunch> launched)
            throws CoreException {
        AtomicReference<RunOutcome> got = new AtomicReference<>();
        Consumer<RunOutcome> l = o -> {
            if (o.launch() != null && (launched.get() == null || o.launch() == launched.get())) {
                got.compareAndSet(null, o);
            }
        };
        Topics.RUN_OUTCOME.subscribe(l);
        try {
            launched.set(wc.launch(ILaunchManager.RUN_MODE, null));
            UiTestSupport.waitUntil(() -> got.get() != null, 120_000, "the outcome of " + wc.getName());
        } finally {
            Topics.RUN_OUTCOME.unsubscribe(l);
        }
        return got.get();
    }

    /** A program linked with no MPI library is refused, on the Application tab and by the launch, naming the fix. */
    @Test
    void aNonMpiExecutableIsRefused() throws Exception {
        Path notMpi = Path.of("/bin/true");
        String why = MpiPrograms.notMpiReason(notMpi);
        assertNotNull(why);
        assertTrue(why.contains("not an MPI program") && why.contains("libc"), why);
        assertEquals(null, MpiPrograms.notMpiReason(UiTestSupport.examplesBin().resolve("ring")));

        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("not-mpi", "ring", null);
        wc.setAttribute(LaunchAttributes.EXECUTABLE, notMpi.toString());
        CoreException e = org.junit.jupiter.api.Assertions.assertThrows(CoreException.class,
                () -> wc.launch(ILaunchManager.RUN_MODE, null));
        assertTrue(e.getStatus().getMessage().contains("not an MPI program")
                && e.getStatus().getMessage().contains("Application tab"), e.getStatus().getMessage());

        Shell s = new Shell(Display.getCurrent());
        try {
            ILaunchConfigurationTab app = tabs()[0];
            app.setLaunchConfigurationDialog(new NullDialog());
            app.createControl(s);
            app.initializeFrom(wc);
            assertFalse(app.isValid(wc));
            assertTrue(app.getErrorMessage().contains("not an MPI program"), app.getErrorMessage());
        } finally {
            s.dispose();
        }
    }

    /** The Arguments box is a few lines high; the algorithm explanation wraps inside the tab. */
    @Test
    void launchTabsLayOutTheArgumentsAndTheAlgorithmExplanation() throws Exception {
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("layout", "ring", null);
        ILaunchConfigurationTab[] tabs = tabs();
        for (int t : new int[] { 0, 3 }) {
            Shell s = new Shell(Display.getCurrent());
            s.setLayout(new FillLayout());
            try {
                ILaunchConfigurationTab tab = tabs[t];
                tab.setLaunchConfigurationDialog(new NullDialog());
                tab.createControl(s);
                tab.initializeFrom(wc);
                s.setSize(640, 520);
                s.layout(true, true);
                s.open();
                UiTestSupport.processEvents();
                if (t == 0) {
                    Text args = find(s, Text.class, x -> (x.getStyle() & SWT.MULTI) != 0);
                    assertNotNull(args);
                    assertTrue(args.getSize().y < 8 * args.getLineHeight(), "Arguments height " + args.getSize().y);
                    shot(s, "launch-application-tab.png");
                } else {
                    assertEquals("Diagnosis", tab.getName());
                    Label explain = find(s, Label.class, x -> x.getText().startsWith("dist:"));
                    assertNotNull(explain);
                    assertTrue((explain.getStyle() & SWT.WRAP) != 0);
                    Rectangle b = explain.getBounds();
                    assertTrue(b.x + b.width <= s.getClientArea().width, "explanation inside the tab: " + b);
                    assertTrue(explain.getText().contains("loop-aware"));
                    shot(s, "launch-diagnosis-tab.png");
                }
            } finally {
                s.dispose();
            }
        }
    }

    /** A misspelled launcher: the error names the dialog's field and the spelling, and does not say "install MPI". */
    @Test
    void aMisspelledLauncherIsToldInTheDialogsTerms() throws Exception {
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("misspelled", "ring", null);
        wc.setAttribute(LaunchAttributes.LAUNCHER, "mpirn");
        CoreException e = org.junit.jupiter.api.Assertions.assertThrows(CoreException.class,
                () -> wc.launch(ILaunchManager.RUN_MODE, null));
        String msg = e.getStatus().getMessage();
        assertTrue(msg.contains("'mpirn'") && msg.contains("spelling") && msg.contains("Launcher field of the MPI Launcher tab"), msg);
        assertFalse(msg.contains("install") || msg.contains("--launcher"), msg);
        assertEquals(null, e.getStatus().getException(), "no stack trace");
    }

    /** Our launch tabs carry icons, like the platform's Environment and Common tabs. */
    @Test
    void launchTabsHaveIcons() {
        for (ILaunchConfigurationTab t : tabs()) {
            assertNotNull(t.getImage(), "an icon on the " + t.getName() + " tab");
        }
    }

    /**
     * A hang's diagnosis shows its real steps (job started, waiting for a hang, dumps n/4, analysing, slicing), and its
     * outcome says that Straggler ended the job after the diagnosis; the views' headers name the run and its time.
     */
    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void aHangShowsItsStepsAndItsOutcome() throws Exception {
        java.util.List<String> steps = new java.util.concurrent.CopyOnWriteArrayList<>();
        org.eclipse.ui.internal.progress.ProgressManager workbench = org.eclipse.ui.internal.progress.ProgressManager.getInstance();
        org.eclipse.core.runtime.jobs.Job.getJobManager().setProgressProvider(new org.eclipse.core.runtime.jobs.ProgressProvider() {
            @Override
            public org.eclipse.core.runtime.IProgressMonitor createMonitor(org.eclipse.core.runtime.jobs.Job job) {
                org.eclipse.core.runtime.IProgressMonitor m = workbench.createMonitor(job);
                if (!job.getName().startsWith("Straggler: ")) {
                    return m;
                }
                return new org.eclipse.core.runtime.ProgressMonitorWrapper(m) {
                    @Override
                    public void subTask(String name) {
                        steps.add(name);
                        super.subTask(name);
                    }
                };
            }
        });
        AtomicReference<RunOutcome> got = new AtomicReference<>();
        Consumer<RunOutcome> l = o -> {
            if (o.configurationName().startsWith("ring-steps")) {
                got.set(o);
            }
        };
        Topics.RUN_OUTCOME.subscribe(l);
        try {
            ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("ring-steps", "ring", null);
            var r = UiTestSupport.launchAndWait(wc);
            UiTestSupport.waitUntil(() -> got.get() != null, 90_000, "the outcome of the hang");
            assertEquals(RunOutcome.Kind.HANG_DIAGNOSED, got.get().kind(), got.get().detail());
            assertTrue(got.get().detail().contains("Straggler ended the job after the diagnosis")
                    && got.get().detail().contains("rank 2"), got.get().detail());
            assertTrue(steps.stream().anyMatch(x -> x.startsWith("job started on 4 ranks; run directory: ")), steps.toString());
            assertTrue(steps.stream().anyMatch(x -> x.startsWith("job running; waiting for a hang")), steps.toString());
            assertTrue(steps.stream().anyMatch(x -> x.matches("hang detected: ((waiting for )?dumps \\d/4|4 of 4 task dumps gathered in .*)")),
                    steps.toString());
            assertTrue(steps.stream().anyMatch(x -> x.startsWith("analysing")), steps.toString());
            assertTrue(steps.stream().anyMatch(x -> x.startsWith("slicing")), steps.toString());
            UiTestSupport.waitUntil(() -> UiTestSupport.page().findView(PdgView.ID) instanceof PdgView pv
                    && pv.getDiagnosis() == r.diagnosis(), 10_000, "the diagnosis in the PDG view");
            PdgView pv = (PdgView) UiTestSupport.page().findView(PdgView.ID);
            String label = r.runLabel();
            assertTrue(label.startsWith(wc.getName() + " \u00b7 20"), label);
            assertTrue(pv.getHeader().startsWith(label), pv.getHeader());
            PrefixTreeView tree = (PrefixTreeView) UiTestSupport.page().findView(PrefixTreeView.ID);
            assertTrue(tree.getContentDescription().startsWith(label), tree.getContentDescription());
            shot(shell(), "hang-diagnosed.png");
        } finally {
            Topics.RUN_OUTCOME.unsubscribe(l);
            org.eclipse.core.runtime.jobs.Job.getJobManager().setProgressProvider(workbench);
        }
    }

    private static ILaunchConfigurationTab[] tabs() {
        MpiDiagnosisTabGroup group = new MpiDiagnosisTabGroup();
        group.createTabs(null, ILaunchManager.RUN_MODE);
        return group.getTabs();
    }

    private static <T extends Control> T find(Control c, Class<T> type, java.util.function.Predicate<T> p) {
        if (type.isInstance(c) && p.test(type.cast(c))) {
            return type.cast(c);
        }
        if (c instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                T t = find(child, type, p);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    /** -Dstraggler.screenshot=true: the shell as on the screen (Xvfb), in target/screenshots. */
    static void shot(Shell shell, String name) throws Exception {
        if (Screens.asked()) {
            Screens.shotAs(shell, name);
        }
    }

    private static Shell shell() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
    }

    private static List<ToolItem> sliceItems() {
        UiTestSupport.processEvents();
        List<ToolItem> out = new ArrayList<>();
        collect(shell(), out);
        return out;
    }

    private static void collect(Control c, List<ToolItem> out) {
        if (c instanceof ToolBar tb && c.isVisible()) {
            for (ToolItem i : tb.getItems()) {
                String tip = i.getToolTipText();
                if (tip != null && (tip.startsWith("Next slice") || tip.startsWith("Previous slice") || tip.startsWith("Clear the slice"))) {
                    out.add(i);
                }
            }
        }
        if (c instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                collect(child, out);
            }
        }
    }
}
