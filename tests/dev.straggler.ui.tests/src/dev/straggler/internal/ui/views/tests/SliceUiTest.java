package dev.straggler.internal.ui.views.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.commands.Command;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.editors.text.EditorsUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.FileStoreEditorInput;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.AnnotationPreference;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.core.symbols.Frames;
import dev.straggler.internal.ui.SliceAnnotator;
import dev.straggler.internal.ui.handlers.SliceHandler;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.internal.ui.views.SliceView;
import dev.straggler.launch.ide.ActiveSlice;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.source.slice.SliceIncrements.Increment;
import dev.straggler.source.slice.SourceLine;

/**
 * The slice in the editor, from a real diagnosis: the ring example runs under mpirun, is diagnosed, its slice is
 * computed from the least-progressed rank; the editor of ring.c shows S0 at the hand-labelled lines; Next Slice
 * (through the command service) adds the next increment as the newest, the earlier lines change type; Previous
 * goes back; Clear removes every annotation. Also the Slice view and "Slice from Here" on a PDG node.
 */
class SliceUiTest {

    private static final String PROJECT = "straggler-slice";
    private static final long SLICE_TIMEOUT_MILLIS = 60_000;

    @AfterEach
    void cleanUp() throws Exception {
        UiTestSupport.terminateAll();
        var lm = DebugPlugin.getDefault().getLaunchManager();
        for (var c : lm.getLaunchConfigurations(lm.getLaunchConfigurationType(LaunchAttributes.TYPE_ID))) {
            c.delete();
        }
        UiTestSupport.page().closeAllEditors(false);
        ActiveSlice.set(null);
        UiTestSupport.deleteProject(PROJECT);
    }

    /** The lines of a hand-labelled slice (dev.straggler.source.tests/resources/slices). */
    private static Set<Integer> labelled(String name) throws IOException {
        String dir = System.getProperty("straggler.slices");
        assertNotNull(dir, "straggler.slices must name the hand-labelled slices");
        Set<Integer> lines = new TreeSet<>();
        Pattern p = Pattern.compile("^(\\d+)\\s+#.*");
        for (String l : Files.readAllLines(Path.of(dir, name))) {
            Matcher m = p.matcher(l);
            if (m.matches()) {
                lines.add(Integer.parseInt(m.group(1)));
            }
        }
        assertFalse(lines.isEmpty(), name);
        return lines;
    }

    /** The 1-based lines annotated with {@code type} in the editor. */
    private static Set<Integer> annotated(ITextEditor te, String type) {
        IAnnotationModel model = te.getDocumentProvider().getAnnotationModel(te.getEditorInput());
        IDocument doc = te.getDocumentProvider().getDocument(te.getEditorInput());
        assertNotNull(model, "the editor of " + te.getEditorInput().getName() + " has an annotation model");
        Set<Integer> lines = new TreeSet<>();
        for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
            Annotation a = it.next();
            if (type.equals(a.getType())) {
                Position pos = model.getPosition(a);
                try {
                    lines.add(doc.getLineOfOffset(pos.getOffset()) + 1);
                } catch (BadLocationException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return lines;
    }

    private static Set<Integer> linesIn(Set<SourceLine> lines, String baseName) {
        Set<Integer> out = new TreeSet<>();
        for (SourceLine l : lines) {
            if (Path.of(l.file()).getFileName().toString().equals(baseName)) {
                out.add(l.line());
            }
        }
        return out;
    }

    private static void waitForAnnotations(ITextEditor te, Set<Integer> newest, Set<Integer> earlier, String what) {
        UiTestSupport.waitUntil(() -> annotated(te, SliceAnnotator.NEWEST).equals(newest)
                && annotated(te, SliceAnnotator.EARLIER).equals(earlier), 10_000,
                what + ": newest " + newest + " and earlier " + earlier + " in " + te.getEditorInput().getName()
                        + " (have newest " + annotated(te, SliceAnnotator.NEWEST) + ", earlier "
                        + annotated(te, SliceAnnotator.EARLIER) + ")");
    }

    private static boolean enabled(String commandId) {
        ICommandService cs = PlatformUI.getWorkbench().getService(ICommandService.class);
        Command c = cs.getCommand(commandId);
        return c.isDefined() && c.isEnabled();
    }

    /** The line (from 1) of the start of {@code editor}'s selection; -1 without a text editor. */
    private static int selectedLine(IEditorPart editor) {
        ITextEditor te = editor == null ? null : editor.getAdapter(ITextEditor.class);
        return te != null && te.getSelectionProvider().getSelection() instanceof ITextSelection t ? t.getStartLine() + 1 : -1;
    }

    private static void execute(String commandId) throws Exception {
        UiTestSupport.waitUntil(() -> enabled(commandId), 5_000, commandId + " to be enabled");
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(commandId, null);
    }

    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void theSliceIsAnnotatedInTheEditorAndStepsWithNextPreviousAndClear() throws Exception {
        IProject project = UiTestSupport.examplesProject(PROJECT);
        DiagnosisResult r = UiTestSupport.launchAndWait(UiTestSupport.exampleConfiguration("ring-slice", "ring", PROJECT));
        PdgNode lp = r.diagnosis().getLeastProgressed().get(0);
        assertEquals(RankSet.of(2), lp.getRanks(), r.diagnosis().getSummary());

        // the launch computes the slice from the least-progressed rank in a job, off the UI thread
        UiTestSupport.waitUntil(() -> ActiveSlice.get().session() != null && ActiveSlice.get().session().result() == r,
                SLICE_TIMEOUT_MILLIS, "the slice of the diagnosis");
        ActiveSlice.Snapshot s = ActiveSlice.get();
        assertEquals(0, s.step(), "S0 is shown");
        List<Increment> incs = s.session().increments();
        assertEquals(r.diagnosis().getNodes().size(), incs.size(), "one increment per task group");
        assertEquals(List.of(), s.session().warnings());
        assertEquals(RankSet.of(2), incs.get(0).ranks());
        assertEquals(Frames.userFrame(lp.getFrames()).getLine(), incs.get(0).criterion().line());
        Set<Integer> s0 = labelled("ring.slice.txt");
        assertEquals(s0, linesIn(incs.get(0).lines(), "ring.c"), "S0 is the hand-labelled slice of ring.c:28");
        UiTestSupport.waitUntil(() -> enabled(SliceHandler.NEXT_ID) && enabled(SliceHandler.CLEAR_ID), 5_000,
                "Next and Clear to be enabled");
        assertFalse(enabled(SliceHandler.PREVIOUS_ID), "no Previous at S0");

        // the editor of ring.c (the workspace file, through the linked folder) shows S0 as newest
        IFile ring = project.getFile("examples/ring.c");
        IEditorPart editor = IDE.openEditor(UiTestSupport.page(), ring);
        ITextEditor te = editor.getAdapter(ITextEditor.class);
        assertNotNull(te);
        waitForAnnotations(te, s0, Set.of(), "S0 after opening the editor");

        // the annotation types have their own colours and overview-ruler marks
        AnnotationPreference newestPref = EditorsUI.getAnnotationPreferenceLookup().getAnnotationPreference(SliceAnnotator.NEWEST);
        AnnotationPreference earlierPref = EditorsUI.getAnnotationPreferenceLookup().getAnnotationPreference(SliceAnnotator.EARLIER);
        assertNotNull(newestPref);
        assertNotNull(earlierPref);
        assertTrue(EditorsUI.getPreferenceStore().getBoolean(newestPref.getOverviewRulerPreferenceKey()));
        assertTrue(EditorsUI.getPreferenceStore().getBoolean(earlierPref.getOverviewRulerPreferenceKey()));
        assertNotEquals(newestPref.getColorPreferenceValue(), earlierPref.getColorPreferenceValue());

        // Next: the second increment is the newest, S0 earlier
        execute(SliceHandler.NEXT_ID);
        assertEquals(1, ActiveSlice.get().step());
        waitForAnnotations(te, linesIn(incs.get(1).added(), "ring.c"), s0, "after Next");
        assertFalse(incs.get(1).added().isEmpty(), "the second task group adds lines");
        // ... and Next opened the editor at its focus: the partner's side of its blocked call, else its own line
        SourceLine focus = incs.get(1).focus();
        assertNotNull(focus, incs.get(1).toString());
        assertEquals(focus, ActiveSlice.get().focus());
        UiTestSupport.waitUntil(() -> selectedLine(UiTestSupport.page().getActiveEditor()) == focus.line(), 5_000,
                "Next to open " + focus);
        assertEquals(Path.of(focus.file()).getFileName().toString(),
                UiTestSupport.page().getActiveEditor().getEditorInput().getName());
        UiTestSupport.waitUntil(() -> enabled(SliceHandler.PREVIOUS_ID), 5_000, "Previous to be enabled");

        // Next again, to the last increment: Next is disabled there
        execute(SliceHandler.NEXT_ID);
        waitForAnnotations(te, linesIn(incs.get(2).added(), "ring.c"), linesIn(incs.get(1).lines(), "ring.c"),
                "after the second Next");
        Set<Integer> all = linesIn(incs.get(2).lines(), "ring.c");
        assertTrue(all.containsAll(Set.of(42, 44, 45, 46, 47)),
                "rank 3's Waitall, the Irecv/Isend it waits for and ranks 0-1's barrier are in the whole slice: " + all);
        UiTestSupport.waitUntil(() -> !enabled(SliceHandler.NEXT_ID), 5_000, "Next to be disabled at the last increment");

        // the Slice view: one group per shown increment, the newest last, lines with their statement text
        SliceView view = (SliceView) UiTestSupport.page().showView(SliceView.ID);
        UiTestSupport.processEvents();
        TreeItem[] groups = view.getViewer().getTree().getItems();
        assertEquals(3, groups.length);
        assertTrue(groups[0].getText().startsWith("1. rank 2 from ring.c:28"), groups[0].getText());
        assertTrue(groups[2].getText().endsWith("(newest)"), groups[2].getText());
        TreeItem file = groups[0].getItems()[0];
        assertTrue(file.getText().startsWith("ring.c"), file.getText());
        List<String> lineTexts = Arrays.stream(file.getItems()).map(TreeItem::getText).toList();
        assertTrue(lineTexts.contains("28: while (keep_going) work++; /* STRAGGLER-LP: spins forever, the send below never happens */"),
                lineTexts.toString());
        assertTrue(view.getContentDescription().contains("increment 3 of 3"), view.getContentDescription());
        IEditorPart opened = view.open(new SliceView.Line(
                new SliceView.FileLines(SliceView.groups(ActiveSlice.get()).get(0), incs.get(0).criterion().file(), List.of()),
                incs.get(0).criterion()));
        assertNotNull(opened, "double-click on a line opens the editor");
        assertEquals("ring.c", opened.getEditorInput().getName());

        // Previous: back to two increments
        execute(SliceHandler.PREVIOUS_ID);
        waitForAnnotations(te, linesIn(incs.get(1).added(), "ring.c"), s0, "after Previous");

        // the same file opened outside the workspace (a file-store editor) is annotated too
        IEditorPart external = IDE.openEditor(UiTestSupport.page(),
                new FileStoreEditorInput(EFS.getLocalFileSystem().getStore(UiTestSupport.examplesSrc().resolve("ring.c").toUri())),
                EditorsUI.DEFAULT_TEXT_EDITOR_ID);
        ITextEditor ete = external.getAdapter(ITextEditor.class);
        waitForAnnotations(ete, linesIn(incs.get(1).added(), "ring.c"), s0, "in the editor of the file outside the workspace");

        // Clear: no slice annotation is left; Next shows S0 again
        execute(SliceHandler.CLEAR_ID);
        waitForAnnotations(te, Set.of(), Set.of(), "after Clear");
        waitForAnnotations(ete, Set.of(), Set.of(), "after Clear, outside the workspace");
        UiTestSupport.waitUntil(() -> !enabled(SliceHandler.CLEAR_ID) && !enabled(SliceHandler.PREVIOUS_ID),
                5_000, "Clear and Previous to be disabled");
        execute(SliceHandler.NEXT_ID);
        waitForAnnotations(te, s0, Set.of(), "Next after Clear shows S0");

        // Slice from Here on rank 3's node of the PDG: S0 is now the slice of its MPI_Waitall
        PdgView pdg = (PdgView) UiTestSupport.page().showView(PdgView.ID);
        UiTestSupport.waitUntil(() -> pdg.getDiagnosis() == r.diagnosis(), 10_000, "the PDG view to show the diagnosis");
        PdgNode rank3 = r.diagnosis().getNodes().stream().filter(n -> n.getRanks().equals(RankSet.of(3))).findFirst().orElseThrow();
        IAction sliceFromHere = pdg.contextActions(rank3).stream().filter(a -> a.getText().equals("Slice from Here"))
                .findFirst().orElseThrow();
        assertTrue(sliceFromHere.isEnabled());
        sliceFromHere.run();
        UiTestSupport.waitUntil(() -> ActiveSlice.get().session() != null
                && ActiveSlice.get().session().increments().get(0).ranks().equals(RankSet.of(3)), SLICE_TIMEOUT_MILLIS,
                "the slice from rank 3");
        int waitall = Frames.userFrame(rank3.getFrames()).getLine();
        Set<Integer> fromRank3 = linesIn(ActiveSlice.get().session().increments().get(0).lines(), "ring.c");
        assertTrue(fromRank3.contains(waitall) && !fromRank3.contains(28), "rank 3's slice: " + fromRank3);
        waitForAnnotations(te, fromRank3, Set.of(), "the slice from rank 3");
        assertTrue(ActiveSlice.get().session().origin().startsWith("rank 3 at ring.c:" + waitall), ActiveSlice.get().session().origin());
    }
}
