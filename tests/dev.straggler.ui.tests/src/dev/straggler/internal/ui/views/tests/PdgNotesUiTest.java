package dev.straggler.internal.ui.views.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.internal.ui.canvas.CanvasView;
import dev.straggler.internal.ui.tests.SmallPdg;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.model.PdgNode;
import dev.straggler.ui.fixtures.Screens;

/**
 * A run's notes in the Progress Dependence Graph view: a task of a real job launched from the IDE crashes
 * (native-runtime/tests/crash_program.c, real mpirun), and the view says so above the graph, in full, wrapped to the
 * view's width, the header as for any run; a diagnosis without notes looks as before.
 */
class PdgNotesUiTest {

    @AfterEach
    void terminate() {
        UiTestSupport.terminateAll();
    }

    private static Path crashProgram() {
        return Path.of(System.getProperty("straggler.native.tests", "tests")).resolve("crash_program");
    }

    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void aCrashedTaskIsNamedAboveTheGraph() throws Exception {
        assertTrue(Files.isExecutable(crashProgram()), "built by the runtime fragment's CMake build: " + crashProgram());
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("crash", "ring", null);
        wc.setAttribute(LaunchAttributes.EXECUTABLE, crashProgram().toString());
        wc.setAttribute(LaunchAttributes.RANKS, 3);
        wc.setAttribute(LaunchAttributes.ARGUMENTS, "segv-before 2"); // rank 2 crashes, ranks 0-1 wait for it
        wc.setAttribute(LaunchAttributes.TIMEOUT_SECONDS, 30);
        DiagnosisResult r = UiTestSupport.launchAndWait(wc);

        // the result carries the run's notes (read from the run directory, as the command line's report says them)
        assertEquals(1, r.notes().size(), r.notes().toString());
        String note = r.notes().get(0);
        assertTrue(note.startsWith("rank 2 crashed (signal 11) at crash_here (crash_program.c:"), note);

        Screens.workbenchShell(1280, 800);
        UiTestSupport.waitUntil(() -> UiTestSupport.page().findView(PdgView.ID) instanceof PdgView pv
                && pv.getDiagnosis() == r.diagnosis(), 10_000, "the PDG view to show the crashed run");
        PdgView view = (PdgView) UiTestSupport.page().findView(PdgView.ID);
        UiTestSupport.page().activate(view);
        UiTestSupport.processEvents();

        // shown in full above the graph, without a tooltip: the band, then the legend, then every node below both
        assertEquals(List.of(note), view.shownNotes().stream().map(ls -> String.join(" ", ls)).toList());
        int band = view.notesHeight();
        assertTrue(band > 0, "the notes take room at the top");
        assertEquals(CanvasView.NOTE_FILL, UiTestSupport.pixel(view.getCanvas(), 2, 2), "the notes' band is drawn");
        for (PdgNode n : r.diagnosis().getNodes()) {
            Rectangle b = view.bounds(n);
            assertTrue(b.y > band, "node " + n.getRanks() + " below the notes: " + b + ", band " + band);
        }
        System.out.println("PdgNotesUiTest: header " + view.getHeader() + "; notes " + view.shownNotes());
        if (Screens.asked()) {
            Screens.shotAs(Screens.workbenchShell(1280, 800), "pdg-notes.png");
        }

        // a narrow view: the note wraps to the width, all of it still shown, the graph below it
        int wide = view.shownNotes().get(0).size();
        var shell = view.getCanvas().getShell();
        Rectangle was = shell.getBounds();
        try {
            shell.setSize(400, was.height);
            UiTestSupport.processEvents();
            List<String> lines = view.shownNotes().get(0);
            assertTrue(lines.size() > wide, "wrapped to the narrower view: " + lines);
            assertEquals(note, String.join(" ", lines));
            int narrowBand = view.notesHeight();
            assertTrue(narrowBand > band, "the band grew with the lines");
            for (PdgNode n : r.diagnosis().getNodes()) {
                assertTrue(view.bounds(n).y > narrowBand, "node " + n.getRanks() + " below the wrapped notes");
            }
        } finally {
            shell.setBounds(was);
            UiTestSupport.processEvents();
        }

        // a diagnosis without notes: no band, the canvas as before
        SmallPdg g = SmallPdg.ring();
        view.setDiagnosis(g.job(), g.diagnosis());
        UiTestSupport.processEvents();
        assertEquals(List.of(), view.shownNotes());
        assertEquals(0, view.notesHeight());
        assertEquals(new org.eclipse.swt.graphics.RGB(255, 255, 255), UiTestSupport.pixel(view.getCanvas(), 2, 2));
    }
}
