package dev.straggler.internal.ui.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.Location;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.internal.editor.Activator;
import dev.straggler.internal.editor.CEditor;
import dev.straggler.internal.editor.lsp.ClangdLocator;
import dev.straggler.internal.editor.lsp.ClangdServer;
import dev.straggler.internal.editor.lsp.CompileCommands;
import dev.straggler.internal.editor.lsp.DiagnosticMarkers;
import dev.straggler.internal.editor.navigation.COutlinePage;
import dev.straggler.internal.editor.navigation.ClangdHover;
import dev.straggler.internal.editor.navigation.ClangdHyperlinkDetector;
import dev.straggler.internal.editor.navigation.ReferenceLine;
import dev.straggler.internal.editor.navigation.ReferencesQuery;
import dev.straggler.internal.editor.prefs.EditorPreferences;
import dev.straggler.internal.editor.presentation.Styles;
import dev.straggler.internal.ui.tests.UiTestSupport;

/**
 * The C/C++ editor with the machine's clangd, on a project of three real files without a compilation database: the
 * editor generates one, clangd colours, hovers, finds the definition in the header, the references, the outline's
 * symbols, and its diagnostic (an undeclared name) becomes a problem marker. Then clangd set to a path that does not
 * exist: the editor says how to install clangd and still highlights by rules.
 */
class CEditorClangdUiTest {

    private static final String PROJECT = "straggler-clangd";
    private static final long CLANGD_MILLIS = 60_000;

    private static final String UTIL_H = """
            #ifndef UTIL_H
            #define UTIL_H
            int twice(int x);
            #endif
            """;
    private static final String UTIL_C = """
            #include "util.h"

            int twice(int x)
            {
                return 2 * x;
            }
            """;
    private static final String MAIN_C = """
            #include "util.h"

            struct point {
                int x;
                int y;
            };

            int main(void)
            {
                struct point p = { twice(1), twice(2) };
                return p.x + p.y + missing_value;
            }
            """;

    private IProject project;

    @BeforeEach
    void createProject() throws CoreException {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        if (project.exists()) {
            project.delete(true, true, null);
        }
        project.create(null);
        project.open(null);
        create("util.h", UTIL_H);
        create("util.c", UTIL_C);
        create("main.c", MAIN_C);
    }

    private IFile create(String name, String text) throws CoreException {
        IFile f = project.getFile(name);
        f.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
        return f;
    }

    @AfterEach
    void cleanUp() throws Exception {
        UiTestSupport.page().closeAllEditors(false);
        EditorPreferences.store().setToDefault(EditorPreferences.CLANGD_PATH);
        UiTestSupport.waitUntil(() -> ClangdServer.get().state() != ClangdServer.State.UNAVAILABLE, 10_000,
                "clangd's restart with its default path");
        project.delete(true, true, null);
    }

    private static CEditor open(IFile file) throws Exception {
        IEditorPart part = IDE.openEditor(UiTestSupport.page(), file);
        return assertInstanceOf(CEditor.class, part, file.getName() + " opens in the C/C++ editor");
    }

    private static void waitForClangd(CEditor editor) {
        UiTestSupport.waitUntil(() -> ClangdServer.get().state() == ClangdServer.State.RUNNING && editor.clangd().isOpen()
                || ClangdServer.get().state() == ClangdServer.State.UNAVAILABLE, CLANGD_MILLIS, "clangd to start");
        assertEquals(ClangdServer.State.RUNNING, ClangdServer.get().state(),
                "clangd runs (releng/prerequisites.sh installs it): " + ClangdServer.get().problem());
    }

    private static int offsetOf(IDocument doc, String text, int occurrence) {
        int at = -1;
        for (int i = 0; i <= occurrence; i++) {
            at = doc.get().indexOf(text, at + 1);
            assertTrue(at >= 0, "'" + text + "' #" + occurrence + " in the document");
        }
        return at;
    }

    private static Set<String> names(List<DocumentSymbol> symbols) {
        Set<String> out = new TreeSet<>();
        for (DocumentSymbol s : symbols) {
            out.add(s.getName());
            if (s.getChildren() != null) {
                out.addAll(names(s.getChildren()));
            }
        }
        return out;
    }

    private static RGB foreground(CEditor editor, int offset) {
        StyleRange r = editor.viewer().getTextWidget().getStyleRangeAtOffset(offset);
        return r == null || r.foreground == null ? null : r.foreground.getRGB();
    }

    /** Every marker of the workspace, its resource, type and message (for failure messages). */
    private static String markers() {
        try {
            return Arrays.stream(ResourcesPlugin.getWorkspace().getRoot().findMarkers(null, true, IResource.DEPTH_INFINITE))
                    .map(m -> m.getResource().getFullPath() + " " + safeType(m) + " " + m.getAttribute(IMarker.MESSAGE, ""))
                    .toList().toString();
        } catch (CoreException e) {
            return e.toString();
        }
    }

    private static String safeType(IMarker m) {
        try {
            return m.getType();
        } catch (CoreException e) {
            return "?";
        }
    }

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void clangdHighlightsHoversNavigatesOutlinesAndReportsProblems() throws Exception {
        IFile main = project.getFile("main.c");
        CEditor editor = open(main);
        assertTrue(editor.showsLineNumbers(), "line numbers by default");
        waitForClangd(editor);
        IDocument doc = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        int call = offsetOf(doc, "twice", 0) + 1;

        // the project has no compile_commands.json: one is generated for its two sources and the workspace sees it
        Path generated = CompileCommands.generatedFile(project.getLocation().toPath());
        UiTestSupport.waitUntil(() -> Files.isRegularFile(generated)
                && project.getFile(".straggler/compile_commands.json").exists(), 10_000, "the generated " + generated);
        String db = Files.readString(generated);
        assertTrue(db.contains(project.getLocation().append("main.c").toString())
                && db.contains(project.getLocation().append("util.c").toString()) && !db.contains("util.h\""), db);

        // semantic highlighting: the call of twice in clangd's function colour (the rules know no function names)
        UiTestSupport.waitUntil(() -> editor.semanticHighlighting().size() > 0
                && Styles.FUNCTION.equals(foreground(editor, call)), CLANGD_MILLIS,
                "clangd's semantic tokens (twice in the function colour; have " + foreground(editor, call) + ")");

        // clangd's diagnostic: the undeclared name, an error marker on its line
        try {
            UiTestSupport.waitUntil(() -> {
                try {
                    return Arrays.stream(main.findMarkers(DiagnosticMarkers.TYPE, true, IResource.DEPTH_ZERO))
                            .anyMatch(m -> m.getAttribute(IMarker.MESSAGE, "").contains("missing_value"));
                } catch (CoreException e) {
                    return false;
                }
            }, CLANGD_MILLIS, "clangd's error about missing_value as a marker");
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + " (clangd " + ClangdServer.get().state() + ", main.c open in it: "
                    + editor.clangd().isOpen() + "; the workspace's markers: " + markers() + ")", e);
        }
        IMarker m = Arrays.stream(main.findMarkers(DiagnosticMarkers.TYPE, true, IResource.DEPTH_ZERO))
                .filter(x -> x.getAttribute(IMarker.MESSAGE, "").contains("missing_value")).findFirst().orElseThrow();
        assertEquals(IMarker.SEVERITY_ERROR, m.getAttribute(IMarker.SEVERITY, -1));
        assertEquals(11, m.getAttribute(IMarker.LINE_NUMBER, -1));
        assertTrue(m.isSubtypeOf(IMarker.PROBLEM));


        // hover: clangd's description of twice
        String[] hover = new String[1];
        UiTestSupport.waitUntil(() -> (hover[0] = ClangdHover.text(editor.viewer(), call)) != null, 20_000, "a hover");
        assertTrue(hover[0].contains("twice") && hover[0].contains("int"), hover[0]);

        // go to definition (the hyperlink F3 and Ctrl+click open): the declaration in util.h (or the definition in util.c)
        IHyperlink[] links = new ClangdHyperlinkDetector().detectHyperlinks(editor.viewer(), new Region(call, 0), false);
        assertNotNull(links, "a hyperlink on twice");
        assertEquals(1, links.length);
        links[0].open();
        UiTestSupport.processEvents();
        IEditorPart target = UiTestSupport.page().getActiveEditor();
        assertInstanceOf(CEditor.class, target);
        String targetName = target.getEditorInput().getName();
        assertTrue(targetName.equals("util.h") || targetName.equals("util.c"), targetName);
        UiTestSupport.page().activate(editor);

        // find references: both calls in main.c and the declaration in util.h, in the Search view's result
        ReferencesQuery q = new ReferencesQuery(editor.clangd(), call);
        assertEquals("twice", q.symbol());
        IStatus status = q.run(new NullProgressMonitor());
        assertTrue(status.isOK(), status.toString());
        var result = (dev.straggler.internal.editor.navigation.ReferencesResult) q.getSearchResult();
        Set<String> refs = Arrays.stream(result.getElements()).map(e -> ((ReferenceLine) e).label())
                .collect(Collectors.toCollection(TreeSet::new));
        assertTrue(result.getMatchCount() >= 3, refs.toString());
        assertTrue(refs.stream().anyMatch(l -> l.contains("main.c") && l.contains("twice(1), twice(2)"))
                && refs.stream().anyMatch(l -> l.contains("util.h")), refs.toString());
        List<Location> direct = editor.clangd().references(call).get(10, TimeUnit.SECONDS);
        assertEquals(result.getMatchCount(), direct.size());

        // the outline: clangd's symbols of main.c
        UiTestSupport.page().showView("org.eclipse.ui.views.ContentOutline");
        UiTestSupport.page().activate(editor);
        COutlinePage outline = assertInstanceOf(COutlinePage.class, editor.getAdapter(IContentOutlinePage.class));
        UiTestSupport.waitUntil(() -> names(outline.symbols()).containsAll(Set.of("main", "point")), 20_000,
                "main and point in the outline (have " + names(outline.symbols()) + ")");

        // fixing the name (the edit goes to clangd) removes the marker
        int bad = offsetOf(doc, "missing_value", 0);
        doc.replace(bad, "missing_value".length(), "0");
        UiTestSupport.waitUntil(() -> {
            try {
                return main.findMarkers(DiagnosticMarkers.TYPE, true, IResource.DEPTH_ZERO).length == 0;
            } catch (CoreException e) {
                return false;
            }
        }, CLANGD_MILLIS, "the marker to go once the name is fixed");
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void withoutClangdTheEditorSaysHowToInstallItAndHighlightsByRules() throws Exception {
        EditorPreferences.store().setValue(EditorPreferences.CLANGD_PATH, "/nonexistent/clangd");
        CEditor editor = open(project.getFile("main.c"));
        UiTestSupport.waitUntil(() -> ClangdServer.get().state() == ClangdServer.State.UNAVAILABLE, 20_000,
                "clangd to be unavailable");
        String problem = ClangdServer.get().problem();
        assertTrue(problem.contains("/nonexistent/clangd") && problem.contains("apt-get install clangd"), problem);
        assertTrue(problem.contains(ClangdLocator.HOW_TO_INSTALL), problem);
        UiTestSupport.waitUntil(() -> problem.equals(Activator.notices().lastUnavailable())
                && Activator.notices().lastPopup() != null, 10_000, "the notification saying so");

        // rule-based highlighting: keywords and comments coloured, no semantic tokens
        IDocument doc = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        UiTestSupport.processEvents();
        assertEquals(Styles.KEYWORD, foreground(editor, offsetOf(doc, "struct", 0)));
        assertEquals(Styles.KEYWORD, foreground(editor, offsetOf(doc, "return", 0)));
        assertEquals(Styles.PREPROCESSOR, foreground(editor, offsetOf(doc, "#include", 0)));
        assertEquals(0, editor.semanticHighlighting().size());
        assertTrue((editor.viewer().getTextWidget().getStyleRangeAtOffset(offsetOf(doc, "twice", 0)) == null)
                || !Styles.FUNCTION.equals(foreground(editor, offsetOf(doc, "twice", 0))), "no function colour without clangd");
        assertTrue(editor.showsLineNumbers());
    }
}
