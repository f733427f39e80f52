package dev.straggler.internal.ui.results.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.ui.results.DiagnosesView;
import dev.straggler.internal.ui.results.OpenResultWizard;
import dev.straggler.internal.ui.results.ResultOpener;
import dev.straggler.ui.fixtures.Screens;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.OpenResults;
import dev.straggler.launch.ide.RunHistory;
import dev.straggler.launch.ide.RunHistory.Difference;
import dev.straggler.launch.ide.RunHistory.Entry;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.dump.StragglerResources;

public class ResultsUiTest {

    /** The run history and the files the tests write: deleted after the class's tests. */
    @TempDir
    static Path tmp;

    /** The ring example's run through the launch type (real mpirun), diagnosed with dist. */
    private static DiagnosisResult ring;
    private static RankSet expectedLp;

    @BeforeAll
    static void runRing() throws Exception {
        RunHistory.useFolder(tmp.resolve("history"));
        expectedLp = RankSet.parse(UiTestSupport.expected("ring").ranks());
        ring = UiTestSupport.launchAndWait(UiTestSupport.exampleConfiguration("results-ring", "ring", null));
        UiTestSupport.terminateAll();
    }

    @AfterAll
    static void restore() {
        RunHistory.useFolder(null);
        UiTestSupport.terminateAll();
    }

    private static RankSet lp(DiagnosisResult r) {
        return RankSet.unionAll(r.diagnosis().getLeastProgressed().stream().map(PdgNode::getRanks).toList());
    }

    private static void join(Job job, String what) {
        assertNotNull(job, what + " started");
        UiTestSupport.waitUntil(() -> job.getResult() != null, 60_000, what);
    }

    private static PdgView pdg() throws Exception {
        return (PdgView) UiTestSupport.page().showView(PdgView.ID);
    }

    /** Import wizard (dump directory, semi-dist), drop (.straggler file), and the refusals, each shown in the views. */
    @Test
    void openDumpDirectoryAndSavedFile() throws Exception {
        assertEquals(expectedLp, lp(ring), ring.diagnosis().getSummary());
        Path dumps = ring.dumpDirectory();

        // File > Import > Straggler > Straggler Result, as a user fills it
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        OpenResultWizard wizard = new OpenResultWizard();
        wizard.init(PlatformUI.getWorkbench(), null);
        WizardDialog dialog = new WizardDialog(shell, wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            wizard.pathField().setText(tmp.toString()); // a directory without dumps: refused, says why
            UiTestSupport.processEvents();
            assertFalse(wizard.canFinish());
            assertTrue(wizard.getContainer().getCurrentPage().getErrorMessage().contains("holds no Straggler dumps"),
                    wizard.getContainer().getCurrentPage().getErrorMessage());
            wizard.pathField().setText(dumps.toString());
            UiTestSupport.processEvents();
            assertTrue(wizard.canFinish());
            Screens.shot(dialog.getShell(), "import-wizard");
            assertTrue(wizard.performFinish());
        } finally {
            dialog.close();
        }
        join(wizard.started(), "the import of " + dumps);
        UiTestSupport.waitUntil(() -> Topics.DIAGNOSIS.latest() != null && Topics.DIAGNOSIS.latest().launch() == null
                && dumps.equals(Topics.DIAGNOSIS.latest().dumpDirectory()), 30_000, "the imported result published");
        DiagnosisResult imported = Topics.DIAGNOSIS.latest();
        assertEquals("semi-dist", imported.diagnosis().getAlgorithm().getLiteral(), "dumps without a saved diagnosis: semi-dist");
        assertEquals(expectedLp, lp(imported));
        UiTestSupport.waitUntil(() -> {
            try {
                return pdg().getDiagnosis() == imported.diagnosis();
            } catch (Exception e) {
                return false;
            }
        }, 10_000, "the PDG view to show the imported result");

        // a .straggler file saved as 'straggler analyze --save' does, dropped on the view
        Path saved = tmp.resolve("ring.straggler");
        StragglerResources.saveXmi(ring.job(), saved);
        ResultOpener.dropped(new String[] { saved.toString() });
        UiTestSupport.waitUntil(() -> Topics.DIAGNOSIS.latest() != null
                && saved.equals(Topics.DIAGNOSIS.latest().dumpDirectory()), 30_000, "the dropped file published");
        DiagnosisResult dropped = Topics.DIAGNOSIS.latest();
        assertEquals("dist", dropped.diagnosis().getAlgorithm().getLiteral(), "the diagnosis saved in the file");
        assertEquals(expectedLp, lp(dropped));
        UiTestSupport.waitUntil(() -> {
            try {
                return pdg().getDiagnosis() == dropped.diagnosis();
            } catch (Exception e) {
                return false;
            }
        }, 10_000, "the PDG view to show the dropped file");

        // what cannot be opened says why, naming the fix
        Path text = Files.writeString(tmp.resolve("notes.txt"), "x");
        assertTrue(OpenResults.check(text).contains("neither a dump directory nor a .straggler file"));
        assertTrue(OpenResults.check(tmp.resolve("gone")).contains("does not exist"));

        // one way to open a run from the File menu (main's Open Straggler Run...), none added beside it
        List<String> file = fileMenuItems();
        assertTrue(file.contains("Open Straggler Run..."), file.toString());
        assertTrue(file.stream().noneMatch(i -> i.startsWith("Open Straggler Result")), file.toString());
    }

    private static List<String> fileMenuItems() {
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        for (MenuItem top : shell.getMenuBar().getItems()) {
            if (top.getText().replace("&", "").equals("File")) {
                Menu m = top.getMenu();
                m.notifyListeners(SWT.Show, new org.eclipse.swt.widgets.Event());
                UiTestSupport.processEvents();
                List<String> out = new ArrayList<>();
                for (MenuItem i : m.getItems()) {
                    out.add(i.getText().replace("&", "").replaceFirst("\t.*", ""));
                }
                m.notifyListeners(SWT.Hide, new org.eclipse.swt.widgets.Event());
                return out;
            }
        }
        return List.of();
    }

    /** The Diagnoses view lists the launch and the opened results; select shows one everywhere; compare; delete. */
    @Test
    void diagnosesViewListsShowsComparesDeletes() throws Exception {
        Path dumps = ring.dumpDirectory();
        // the launch's diagnosis is in the history, and the same directory with semi-dist is a second entry
        assertNotNull(RunHistory.find(dumps, "dist"), "the launched run is recorded");
        if (RunHistory.find(dumps, "semi-dist") == null) {
            join(ResultOpener.open(dumps), "opening the dumps again (semi-dist)");
            UiTestSupport.waitUntil(() -> RunHistory.find(dumps, "semi-dist") != null, 30_000, "the semi-dist entry");
        }
        DiagnosesView view = (DiagnosesView) UiTestSupport.page().showView(DiagnosesView.ID);
        UiTestSupport.processEvents();
        Entry dist = RunHistory.find(dumps, "dist");
        Entry semi = RunHistory.find(dumps, "semi-dist");
        UiTestSupport.waitUntil(() -> view.listed().contains(dist) && view.listed().contains(semi), 10_000,
                "both entries listed");
        assertEquals("ring", dist.program());
        assertEquals(4, dist.ranks());
        assertEquals(expectedLp.toString(), dist.lpRanks());

        // selecting the dist entry shows it in every view (read again from the dump directory)
        view.select(List.of(dist));
        UiTestSupport.waitUntil(() -> Topics.DIAGNOSIS.latest() != null
                && dumps.equals(Topics.DIAGNOSIS.latest().dumpDirectory())
                && "dist".equals(Topics.DIAGNOSIS.latest().diagnosis().getAlgorithm().getLiteral()), 30_000,
                "the selected entry shown");
        UiTestSupport.waitUntil(() -> {
            try {
                return pdg().getDiagnosis() == Topics.DIAGNOSIS.latest().diagnosis();
            } catch (Exception e) {
                return false;
            }
        }, 10_000, "the PDG view to show the selected entry");
        UiTestSupport.page().showView(DiagnosesView.ID);
        view.select(List.of(dist, semi));
        UiTestSupport.processEvents();
        assertTrue(view.compareAction().isEnabled(), "Compare with two selected");
        Shell wb = Screens.workbenchShell();
        Screens.shot(wb, "diagnoses-view");

        // compare: the algorithm differs, program and least-progressed ranks agree
        DiagnosesView.CompareDialog cmp = new DiagnosesView.CompareDialog(wb, dist, semi);
        cmp.setBlockOnOpen(false);
        cmp.open();
        try {
            List<Difference> rows = cmp.rows();
            assertFalse(row(rows, "Algorithm").same());
            assertTrue(row(rows, "Program").same());
            assertTrue(row(rows, "Least-progressed ranks").same());
            assertFalse(rows.get(0).same(), "differences come first");
            Screens.shot(cmp.getShell(), "compare-diagnoses");
        } finally {
            cmp.close();
        }

        // delete forgets the entry, the dumps stay
        int before = view.listed().size();
        view.select(List.of(semi)); // shows it (a background read) ...
        assertTrue(view.deleteAction().isEnabled());
        view.deleteAction().run(); // ... and deleting waits for that read, which must not list it again
        UiTestSupport.processEvents();
        UiTestSupport.waitUntil(() -> view.listed().size() == before - 1, 10_000, "the deleted entry gone");
        assertNull(RunHistory.find(dumps, "semi-dist"));
        assertTrue(Files.isDirectory(dumps), "the dumps stay on disk");
    }

    private static Difference row(List<Difference> rows, String what) {
        return rows.stream().filter(r -> r.what().equals(what)).findFirst().orElseThrow();
    }
}
