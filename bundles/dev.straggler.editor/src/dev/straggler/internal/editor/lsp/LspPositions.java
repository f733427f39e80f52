package dev.straggler.internal.editor.lsp;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * LSP positions (0-based line, UTF-16 character in the line: Java's chars) and document offsets, both ways. A position
 * past its line's end is clamped to the end, one past the last line to the document's end.
 */
public final class LspPositions {

    private LspPositions() {
    }

    public static Position position(IDocument doc, int offset) throws BadLocationException {
        int line = doc.getLineOfOffset(offset);
        return new Position(line, offset - doc.getLineOffset(line));
    }

    public static int offset(IDocument doc, Position p) throws BadLocationException {
        if (p.getLine() >= doc.getNumberOfLines()) {
            return doc.getLength();
        }
        int lineOffset = doc.getLineOffset(p.getLine());
        return lineOffset + Math.min(p.getCharacter(), doc.getLineLength(p.getLine()));
    }

    /** The range's start offset and length. */
    public static int[] region(IDocument doc, Range r) throws BadLocationException {
        int start = offset(doc, r.getStart());
        int end = Math.max(start, offset(doc, r.getEnd()));
        return new int[] { start, end - start };
    }
}
