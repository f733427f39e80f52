package dev.straggler.internal.editor.navigation;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.search.ui.NewSearchUI;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;

import dev.straggler.internal.editor.lsp.ClangdDocument;
import dev.straggler.internal.editor.lsp.ClangdServer;

/**
 * Find References (Ctrl+Shift+G, the Generic Editor's command, in the C/C++ editor): searches clangd's references to
 * the symbol at the caret in the background; the Search view shows them. Says in the status line when clangd does
 * not have the file.
 */
public final class FindReferencesHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IEditorPart part = HandlerUtil.getActiveEditor(event);
        ITextEditor editor = part == null ? null : part.getAdapter(ITextEditor.class);
        if (editor == null) {
            return null;
        }
        ClangdDocument d = ClangdServer.get()
                .document(editor.getDocumentProvider().getDocument(editor.getEditorInput()));
        if (d == null || !d.isOpen()) {
            part.getEditorSite().getActionBars().getStatusLineManager()
                    .setErrorMessage("Find References needs clangd, which is not running (see the Error Log)");
            return null;
        }
        int offset = ((ITextSelection) editor.getSelectionProvider().getSelection()).getOffset();
        NewSearchUI.runQueryInBackground(new ReferencesQuery(d, offset));
        return null;
    }
}
