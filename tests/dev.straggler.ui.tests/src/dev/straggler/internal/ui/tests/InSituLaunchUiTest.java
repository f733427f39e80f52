package dev.straggler.internal.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewPart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.internal.ui.launch.DiagnosisTab;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.internal.ui.views.PrefixTreeView;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.model.RankSet;

/** "Run the analysis inside the job": the Diagnosis tab's choice, its validation, and a real in-situ run. */
class InSituLaunchUiTest {

    @AfterEach
    void stopJobs() throws Exception {
        UiTestSupport.terminateAll();
        for (var c : DebugPlugin.getDefault().getLaunchManager()
                .getLaunchConfigurations(DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurationType(LaunchAttributes.TYPE_ID))) {
            c.delete();
        }
    }

    @Test
    void loopAwareIsOfflineOnly() throws Exception {
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("insitu-tab", "collectives", null);
        wc.setAttribute(LaunchAttributes.IN_SITU, true);
        wc.setAttribute(LaunchAttributes.ALGORITHM, "loop-aware");
        Shell shell = new Shell(Display.getCurrent());
        try {
            DiagnosisTab tab = new DiagnosisTab();
            tab.setLaunchConfigurationDialog(new NullDialog());
            tab.createControl(shell);
            tab.initializeFrom(wc);
            assertFalse(tab.isValid(wc));
            assertTrue(tab.getErrorMessage().contains("offline only"), tab.getErrorMessage());
            wc.setAttribute(LaunchAttributes.ALGORITHM, "semi-dist");
            tab.initializeFrom(wc);
            assertTrue(tab.isValid(wc), tab.getErrorMessage());
            ILaunchConfigurationWorkingCopy applied = wc.copy("applied");
            tab.performApply(applied);
            assertTrue(applied.getAttribute(LaunchAttributes.IN_SITU, false));
        } finally {
            shell.dispose();
        }
        // the delegate refuses it too (a configuration edited outside the dialog)
        wc.setAttribute(LaunchAttributes.ALGORITHM, "loop-aware");
        String msg = assertThrows(CoreException.class, () -> wc.launch(ILaunchManager.RUN_MODE, null)).getStatus().getMessage();
        assertTrue(msg.contains("in-situ") && msg.contains("loop-aware"), msg);
    }

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void collectivesDiagnosedInSituWithSemiDist() throws Exception {
        UiTestSupport.Expected expected = UiTestSupport.expected("collectives");
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("collectives-insitu", "collectives", null);
        wc.setAttribute(LaunchAttributes.ALGORITHM, "semi-dist");
        wc.setAttribute(LaunchAttributes.IN_SITU, true);
        DiagnosisResult r = UiTestSupport.launchAndWait(wc);

        assertTrue(r.inSitu(), "the diagnosis comes from the in-situ result");
        assertTrue(Files.isRegularFile(r.dumpDirectory().resolve("reduced.sdump")), r.dumpDirectory().toString());
        assertEquals("semi-dist", r.diagnosis().getAlgorithm().getLiteral());
        assertEquals(1, r.diagnosis().getLeastProgressed().size(), r.diagnosis().getSummary());
        assertEquals(RankSet.parse(expected.ranks()), r.diagnosis().getLeastProgressed().get(0).getRanks(),
                r.diagnosis().getSummary());

        UiTestSupport.waitUntil(() -> {
            IViewPart v = UiTestSupport.page().findView(PdgView.ID);
            return v instanceof PdgView pv && pv.getDiagnosis() == r.diagnosis();
        }, 10_000, "the PDG view to show the diagnosis");
        String pdg = ((PdgView) UiTestSupport.page().findView(PdgView.ID)).getContentDescription();
        // the header names the run and its time, then the algorithm (issue 14)
        assertTrue(pdg.contains(" · semi-dist in situ · "), pdg);
        PrefixTreeView tree = (PrefixTreeView) UiTestSupport.page().findView(PrefixTreeView.ID);
        UiTestSupport.waitUntil(() -> tree.getJob() == r.job(), 10_000, "the Prefix Tree view to show the stacks");
        assertTrue(tree.getContentDescription().contains("semi-dist in situ"), tree.getContentDescription());
        // the reduced result carries the stack of the computing rank only: the view says so
        assertTrue(tree.getTree().ranks().contains(1), tree.getContentDescription());
        assertTrue(tree.getContentDescription().contains("no stack for 0,2-3 (the in-situ result"),
                tree.getContentDescription());
    }
}
