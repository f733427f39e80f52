package dev.straggler.internal.editor;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.util.IPropertyChangeListener;
import org.eclipse.jface.util.PropertyChangeEvent;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.internal.genericeditor.ExtensionBasedTextEditor;
import org.eclipse.ui.texteditor.ChainedPreferenceStore;
import org.eclipse.ui.texteditor.ITextEditorActionConstants;
import org.eclipse.ui.texteditor.ITextEditorActionDefinitionIds;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;

import dev.straggler.internal.editor.lsp.ClangdDocument;
import dev.straggler.internal.editor.lsp.ClangdServer;
import dev.straggler.internal.editor.navigation.COutlinePage;
import dev.straggler.internal.editor.navigation.SourceLocations;
import dev.straggler.internal.editor.presentation.SemanticHighlighting;
import dev.straggler.internal.editor.prefs.EditorPreferences;

/**
 * The C/C++ editor ({@value #ID}, the default editor of the C and C++ content types): the Platform's Generic Editor,
 * whose extensions this bundle contributes for those content types (rule-based highlighting, clangd's hover, go to
 * definition, bracket matching), plus what needs the editor itself: the document's session with clangd
 * ({@link ClangdDocument}: opened with the editor, closed with it), clangd's semantic tokens over the highlighting,
 * the Outline, and line numbers on by default (this editor's own preference, before the text editors'). The
 * Straggler annotations (least-progressed line, slice) come through the annotation model, as in any text editor.
 * <p>
 * The Generic Editor's class is x-internal in its bundle; extending it is how the Generic Editor is specialised for a
 * language (as CDT's LSP-based C/C++ editor does).
 */
@SuppressWarnings("restriction")
public class CEditor extends ExtensionBasedTextEditor {

    /** The editor's id. */
    public static final String ID = "dev.straggler.editor.cEditor";

    private final ClangdDocument.Listener refresher = this::refresh;
    private final IPropertyChangeListener preferences = this::preferenceChanged;
    private ClangdDocument clangd;
    private SemanticHighlighting semantic;
    private COutlinePage outline;
    private List<DocumentSymbol> symbols = List.of();
    private volatile boolean disposed;

    @Override
    protected void initializeEditor() {
        super.initializeEditor();
        setPreferenceStore(new ChainedPreferenceStore(new IPreferenceStore[] { EditorPreferences.store(), getPreferenceStore() }));
    }

    @Override
    protected void createActions() {
        super.createActions();
        // the text editors' toggle sets their global preference, which this editor's own one hides: toggle this one
        IAction toggle = new Action("Show Line Num&bers", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                IPreferenceStore s = EditorPreferences.store();
                s.setValue(EditorPreferences.LINE_NUMBERS, !s.getBoolean(EditorPreferences.LINE_NUMBERS));
            }
        };
        toggle.setActionDefinitionId(ITextEditorActionDefinitionIds.LINENUMBER_TOGGLE);
        setAction(ITextEditorActionConstants.LINENUMBERS_TOGGLE, toggle);
    }

    /** Whether the line number ruler shows (for the tests: the editor's own preference decides). */
    public boolean showsLineNumbers() {
        return isLineNumberRulerVisible();
    }

    @Override
    public void createPartControl(Composite parent) {
        super.createPartControl(parent);
        semantic = new SemanticHighlighting(getSourceViewer());
        EditorPreferences.store().addPropertyChangeListener(preferences);
        connect();
    }

    @Override
    protected void doSetInput(IEditorInput input) throws CoreException {
        super.doSetInput(input);
        if (getSourceViewer() != null) {
            connect(); // a new input in an open editor (Save As, a reused editor)
        }
    }

    private void connect() {
        disconnect();
        IEditorInput input = getEditorInput();
        Path file = input == null ? null : SourceLocations.path(input);
        IDocument doc = input == null ? null : getDocumentProvider().getDocument(input);
        if (file == null || doc == null) {
            return;
        }
        clangd = ClangdServer.get().connect(file, doc);
        clangd.addListener(refresher);
        if (clangd.isOpen()) {
            refresh(clangd); // another editor has it open already: no refresh is coming
        }
    }

    private void disconnect() {
        if (clangd != null) {
            clangd.removeListener(refresher);
            ClangdServer.get().disconnect(clangd);
            clangd = null;
        }
        if (semantic != null) {
            semantic.clear();
        }
    }

    /** Asks clangd for the tokens and symbols of {@code d} and shows them when they come (any thread). */
    private void refresh(ClangdDocument d) {
        Display display = getSite().getShell().getDisplay();
        if (EditorPreferences.store().getBoolean(EditorPreferences.SEMANTIC_HIGHLIGHTING)) {
            d.semanticTokens().thenAccept(t -> display.asyncExec(() -> {
                if (!disposed && d == clangd && t.version() == d.version()) {
                    semantic.setTokens(d.document(), t.data(), t.legend().getTokenTypes(), t.legend().getTokenModifiers());
                }
            }));
        }
        d.symbols().thenAccept(s -> display.asyncExec(() -> {
            if (!disposed && d == clangd) {
                symbols = s;
                if (outline != null) {
                    outline.setSymbols(s);
                }
            }
        }));
    }

    private void preferenceChanged(PropertyChangeEvent e) {
        if (EditorPreferences.SEMANTIC_HIGHLIGHTING.equals(e.getProperty()) && semantic != null) {
            if (EditorPreferences.store().getBoolean(EditorPreferences.SEMANTIC_HIGHLIGHTING) && clangd != null && clangd.isOpen()) {
                refresh(clangd);
            } else {
                semantic.clear();
            }
        }
    }

    /** The document's session with clangd (null when the input is no file). */
    public ClangdDocument clangd() {
        return clangd;
    }

    /** The semantic highlighting of this editor's viewer. */
    public SemanticHighlighting semanticHighlighting() {
        return semantic;
    }

    /** The source viewer (for the tests). */
    public ISourceViewer viewer() {
        return getSourceViewer();
    }

    /** clangd's latest symbols of the document. */
    public List<DocumentSymbol> symbols() {
        return symbols;
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (IContentOutlinePage.class.equals(adapter)) {
            if (outline == null) {
                outline = new COutlinePage(this);
                outline.setSymbols(symbols);
            }
            return adapter.cast(outline);
        }
        return super.getAdapter(adapter);
    }

    @Override
    public void dispose() {
        disposed = true;
        EditorPreferences.store().removePropertyChangeListener(preferences);
        disconnect();
        if (semantic != null) {
            semantic.dispose();
        }
        super.dispose();
    }
}
