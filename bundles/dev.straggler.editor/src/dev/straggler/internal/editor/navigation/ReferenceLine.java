package dev.straggler.internal.editor.navigation;

import java.nio.file.Path;

import org.eclipse.core.resources.IFile;

/** A line with references: its file (and the workspace file there, or null), its 1-based number and its text. */
public record ReferenceLine(Path file, IFile workspaceFile, int line, String text) {

    /** "file:line: text", as the Search view lists it. */
    public String label() {
        return file.getFileName() + ":" + line + ": " + text;
    }
}
