package dev.straggler.internal.editor.navigation;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.Region;

/** The identifier around an offset: what a hover or a hyperlink covers. */
final class Identifiers {

    private Identifiers() {
    }

    /** The identifier at or just before {@code offset}, or null when there is none. */
    static IRegion at(IDocument doc, int offset) {
        try {
            int start = offset;
            while (start > 0 && part(doc.getChar(start - 1))) {
                start--;
            }
            int end = offset;
            while (end < doc.getLength() && part(doc.getChar(end))) {
                end++;
            }
            return end > start ? new Region(start, end - start) : null;
        } catch (BadLocationException e) {
            return null;
        }
    }

    private static boolean part(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
