package dev.straggler.internal.ui.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Iterator;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.MarkerAnnotation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.core.symbols.Frames;
import dev.straggler.internal.editor.CEditor;
import dev.straggler.internal.editor.lsp.ClangdServer;
import dev.straggler.internal.ui.SliceAnnotator;
import dev.straggler.internal.ui.handlers.SliceHandler;
import dev.straggler.ui.fixtures.Screens;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.launch.ide.ActiveSlice;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.LeastProgressedMarkers;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.source.slice.SliceIncrements.Increment;
import dev.straggler.source.slice.SourceLine;

/**
 * The Straggler annotations in the C/C++ editor, from a real diagnosis: the ring example runs under mpirun and is
 * diagnosed; ring.c opens in the C/C++ editor (the default editor of .c files) with line numbers; the least-progressed
 * marker (ring.c:28) is an annotation of the editor; the slice's lines are annotated, and Next Slice, run with the C/C++
 * editor active, moves them on. With {@code -Dstraggler.screenshot=true}: target/screenshots/c-editor.png.
 */
class CEditorDiagnosisUiTest {

    private static final String PROJECT = "straggler-c-editor";
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

    private static Set<Integer> annotated(CEditor editor, String type) {
        IAnnotationModel model = editor.getDocumentProvider().getAnnotationModel(editor.getEditorInput());
        IDocument doc = editor.getDocumentProvider().getDocument(editor.getEditorInput());
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
            if (l.file().endsWith("/" + baseName) || l.file().equals(baseName)) {
                out.add(l.line());
            }
        }
        return out;
    }

    private static void waitForSlice(CEditor editor, Set<Integer> newest, Set<Integer> earlier, String what) {
        UiTestSupport.waitUntil(() -> annotated(editor, SliceAnnotator.NEWEST).equals(newest)
                && annotated(editor, SliceAnnotator.EARLIER).equals(earlier), 10_000,
                what + ": newest " + newest + ", earlier " + earlier + " (have newest " + annotated(editor, SliceAnnotator.NEWEST)
                        + ", earlier " + annotated(editor, SliceAnnotator.EARLIER) + ")");
    }

    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void theLeastProgressedLineAndTheSliceShowInTheCEditorAndNextSliceStepsThere() throws Exception {
        IProject project = UiTestSupport.examplesProject(PROJECT);
        DiagnosisResult r = UiTestSupport.launchAndWait(UiTestSupport.exampleConfiguration("ring-c-editor", "ring", PROJECT));
        PdgNode lp = r.diagnosis().getLeastProgressed().get(0);
        assertEquals(RankSet.of(2), lp.getRanks(), r.diagnosis().getSummary());
        int lpLine = Frames.userFrame(lp.getFrames()).getLine();
        assertEquals(28, lpLine);

        // ring.c opens in the C/C++ editor, with line numbers
        IFile ring = project.getFile("examples/ring.c");
        IMarker[] markers = ring.findMarkers(LeastProgressedMarkers.TYPE, false, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length);
        IEditorPart part = IDE.openEditor(UiTestSupport.page(), markers[0]); // a double-click in Problems
        CEditor editor = assertInstanceOf(CEditor.class, part, "ring.c opens in the C/C++ editor");
        assertEquals(CEditor.ID, part.getSite().getId());
        assertTrue(editor.showsLineNumbers(), "line numbers by default");
        ITextSelection sel = (ITextSelection) editor.getSelectionProvider().getSelection();
        assertEquals(lpLine, sel.getStartLine() + 1, "the marker's line is selected");

        // the least-progressed marker is the editor's annotation at line 28
        UiTestSupport.waitUntil(() -> {
            IAnnotationModel model = editor.getDocumentProvider().getAnnotationModel(editor.getEditorInput());
            for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
                if (it.next() instanceof MarkerAnnotation ma && ma.getMarker().equals(markers[0])
                        && "dev.straggler.ui.leastProgressedAnnotation".equals(ma.getType())) {
                    return true;
                }
            }
            return false;
        }, 10_000, "the least-progressed annotation in the C/C++ editor");
        assertEquals(Set.of(lpLine), annotated(editor, "dev.straggler.ui.leastProgressedAnnotation"));

        // the slice from the least-progressed rank: S0 annotated in the C/C++ editor
        UiTestSupport.waitUntil(() -> ActiveSlice.get().session() != null && ActiveSlice.get().session().result() == r,
                SLICE_TIMEOUT_MILLIS, "the slice of the diagnosis");
        var incs = ActiveSlice.get().session().increments();
        Set<Integer> s0 = linesIn(incs.get(0).lines(), "ring.c");
        assertTrue(s0.contains(lpLine), "S0 holds the least-progressed line: " + s0);
        waitForSlice(editor, s0, Set.of(), "S0 in the C/C++ editor");

        // Next Slice with the C/C++ editor active: its handler is enabled there, the next increment is the newest
        UiTestSupport.page().activate(editor);
        UiTestSupport.processEvents();
        assertEquals(editor, UiTestSupport.page().getActiveEditor());
        IHandlerService handlers = editor.getSite().getService(IHandlerService.class);
        UiTestSupport.waitUntil(() -> PlatformUI.getWorkbench().getService(org.eclipse.ui.commands.ICommandService.class)
                .getCommand(SliceHandler.NEXT_ID).isEnabled(), 5_000, "Next Slice to be enabled in the C/C++ editor");
        handlers.executeCommand(SliceHandler.NEXT_ID, null);
        assertEquals(1, ActiveSlice.get().step());
        Increment second = incs.get(1);
        assertFalse(second.added().isEmpty(), "the second task group adds lines");
        waitForSlice(editor, linesIn(second.added(), "ring.c"), s0, "after Next Slice");

        if (Screens.asked()) {
            // clangd's colours on (it runs: the workspace's clangd with the generated database), the least-progressed
            // line and the slice, the caret off the marked line
            UiTestSupport.waitUntil(() -> ClangdServer.get().state() != ClangdServer.State.STARTING
                    && (ClangdServer.get().state() != ClangdServer.State.RUNNING || editor.semanticHighlighting().size() > 0),
                    60_000, "clangd's semantic tokens in the editor");
            // the Outline beside the graph, the Project Explorer out of the way so the editor shows whole lines
            UiTestSupport.page().showView("org.eclipse.ui.views.ContentOutline");
            IViewPart explorer = UiTestSupport.page().findView(IPageLayout.ID_PROJECT_EXPLORER);
            if (explorer != null) {
                UiTestSupport.page().hideView(explorer);
            }
            UiTestSupport.page().activate(editor);
            IDocument doc = editor.getDocumentProvider().getDocument(editor.getEditorInput());
            editor.selectAndReveal(doc.getLineOffset(lpLine - 10), 0);
            Screens.shotAs(Screens.workbenchShell(), "c-editor.png");
            if (explorer != null) {
                UiTestSupport.page().showView(IPageLayout.ID_PROJECT_EXPLORER);
            }
        }
    }
}
