package dev.straggler.internal.editor.navigation;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.Range;
import org.eclipse.ui.IEditorDescriptor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.editors.text.EditorsUI;
import org.eclipse.ui.ide.FileStoreEditorInput;
import org.eclipse.ui.part.FileEditorInput;
import org.eclipse.ui.texteditor.ITextEditor;

import dev.straggler.internal.editor.lsp.LspPositions;

/**
 * Files that clangd names (a definition in {@code mpi.h}, a reference elsewhere): the workspace file when the workspace
 * has one at that place (so markers and annotations show), else the file on disk; their text (the open buffer's, else
 * the disk's); opening one at a range in the editor registered for its name.
 */
public final class SourceLocations {

    private SourceLocations() {
    }

    /** The workspace file at {@code path}, or null. */
    public static IFile workspaceFile(Path path) {
        for (IFile f : ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(path.toUri())) {
            if (f.isAccessible()) {
                return f;
            }
        }
        return null;
    }

    /** The file behind an editor input, or null (not a file). */
    public static Path path(IEditorInput input) {
        IFile f = input.getAdapter(IFile.class);
        if (f != null) {
            IPath loc = f.getLocation();
            return loc == null ? null : loc.toPath();
        }
        if (input instanceof IURIEditorInput u && u.getURI() != null && "file".equals(u.getURI().getScheme())) {
            return Path.of(u.getURI());
        }
        return null;
    }

    /** The text of {@code path} as an editor has it (its file buffer), else as the disk has it; null if unreadable. */
    public static IDocument document(Path path) {
        ITextFileBuffer b = FileBuffers.getTextFileBufferManager().getTextFileBuffer(IPath.fromPath(path), LocationKind.LOCATION);
        if (b == null) {
            IFile f = workspaceFile(path);
            b = f == null ? null
                    : FileBuffers.getTextFileBufferManager().getTextFileBuffer(f.getFullPath(), LocationKind.IFILE);
        }
        if (b != null) {
            return b.getDocument();
        }
        try {
            return new Document(Files.readString(path, StandardCharsets.UTF_8));
        } catch (Exception e) {
            return null;
        }
    }

    /** Opens the file of {@code uri} and selects {@code range} (null: no selection). Returns the editor, or null. */
    public static IEditorPart open(IWorkbenchPage page, URI uri, Range range) throws PartInitException {
        Path path = Path.of(uri);
        IFile f = workspaceFile(path);
        IEditorInput input = f != null ? new FileEditorInput(f)
                : new FileStoreEditorInput(EFS.getLocalFileSystem().getStore(path.toUri()));
        IEditorPart editor = page.openEditor(input, editorId(path.getFileName().toString()), true);
        ITextEditor te = editor == null ? null : editor.getAdapter(ITextEditor.class);
        if (te != null && range != null) {
            IDocument doc = te.getDocumentProvider().getDocument(te.getEditorInput());
            try {
                int[] r = LspPositions.region(doc, range);
                te.selectAndReveal(r[0], r[1]);
            } catch (BadLocationException e) {
                // the file changed since clangd read it: leave the caret where it is
            }
        }
        return editor;
    }

    /** Opens {@code path} and selects {@code length} characters at {@code offset}. */
    public static IEditorPart open(IWorkbenchPage page, Path path, int offset, int length) throws PartInitException {
        IEditorPart editor = open(page, path.toUri(), null);
        ITextEditor te = editor == null ? null : editor.getAdapter(ITextEditor.class);
        if (te != null) {
            te.selectAndReveal(offset, length);
        }
        return editor;
    }

    private static String editorId(String name) {
        IEditorDescriptor d = PlatformUI.getWorkbench().getEditorRegistry().getDefaultEditor(name);
        return d != null && d.isInternal() ? d.getId() : EditorsUI.DEFAULT_TEXT_EDITOR_ID;
    }
}
