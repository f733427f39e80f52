package dev.straggler.internal.ui.views;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.filesystem.IFileStore;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.ui.IEditorDescriptor;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.editors.text.EditorsUI;
import org.eclipse.ui.ide.FileStoreEditorInput;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.FileEditorInput;
import org.eclipse.ui.texteditor.ITextEditor;

import dev.straggler.core.symbols.Frames;
import dev.straggler.launch.ide.LeastProgressedMarkers;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.PdgNode;

/**
 * Opens a source file of a diagnosed job at a line, shared by the Straggler views: the workspace file when the
 * workspace holds it (so markers show), else the file on disk; a relative path is resolved against the directory
 * of the job's executable.
 */
public final class SourceOpener {

    private SourceOpener() {
    }

    /**
     * Opens {@code file} at {@code line} (line 0: no selection). Returns the editor, or null after telling
     * {@code status} why (no file, not on this machine, editor failed).
     */
    public static IEditorPart open(IWorkbenchPage page, Job job, String file, int line, Consumer<String> status) {
        if (file == null || file.isEmpty()) {
            status.accept("no source file is known (build the application with -g)");
            return null;
        }
        Path workDir = job != null && job.getExecutable() != null && !job.getExecutable().isEmpty()
                ? Path.of(job.getExecutable()).getParent()
                : null;
        try {
            IEditorPart editor;
            IFile wsFile = LeastProgressedMarkers.workspaceFile(file, workDir);
            if (wsFile != null) {
                editor = IDE.openEditor(page, new FileEditorInput(wsFile), editorId(wsFile.getName()), true);
            } else {
                Path p = Path.of(file);
                if (!p.isAbsolute() && workDir != null) {
                    p = workDir.resolve(p);
                }
                if (!Files.isRegularFile(p)) {
                    status.accept("the source file " + p + " is not on this machine");
                    return null;
                }
                IFileStore store = EFS.getLocalFileSystem().getStore(p.toUri());
                editor = IDE.openEditor(page, new FileStoreEditorInput(store), editorId(p.getFileName().toString()), true);
            }
            selectLine(editor, line);
            return editor;
        } catch (PartInitException e) {
            status.accept("cannot open " + file + ": " + e.getMessage());
            return null;
        }
    }

    /**
     * Opens the source of a PDG node's user frame at its line (the call site of its state when the node's frames hold
     * no user frame), as the PDG view and the Message Queues view do on a double-click. Returns the editor, or null
     * after telling {@code status} why.
     */
    public static IEditorPart openNode(IWorkbenchPage page, Job job, PdgNode n, Consumer<String> status) {
        Frame f = Frames.userFrame(n.getFrames());
        if ((f == null || !Frames.isUser(f)) && n.getState() != null) {
            Frame site = Frames.userFrame(n.getState().getCallSite());
            if (site != null && Frames.isUser(site)) {
                f = site;
            }
        }
        if (f == null || f.getFile() == null || f.getFile().isEmpty()) {
            status.accept("no source line is known for " + (f == null ? "this task group"
                    : Frames.describe(f)) + " (build the application with -g)");
            return null;
        }
        return open(page, job, f.getFile(), f.getLine(), status);
    }

    /** The editor registered for the name (CDT's C/C++ editor when installed), else the text editor. */
    private static String editorId(String name) {
        IEditorDescriptor d = PlatformUI.getWorkbench().getEditorRegistry().getDefaultEditor(name);
        return d != null && d.isInternal() ? d.getId() : EditorsUI.DEFAULT_TEXT_EDITOR_ID;
    }

    private static void selectLine(IEditorPart editor, int line) {
        ITextEditor te = editor == null ? null : editor.getAdapter(ITextEditor.class);
        if (te == null || line <= 0) {
            return;
        }
        IDocument doc = te.getDocumentProvider().getDocument(te.getEditorInput());
        if (doc == null) {
            return;
        }
        try {
            IRegion r = doc.getLineInformation(Math.min(line, doc.getNumberOfLines()) - 1);
            te.selectAndReveal(r.getOffset(), r.getLength());
        } catch (BadLocationException e) {
            // the file changed since the build: leave the caret where it is
        }
    }
}
