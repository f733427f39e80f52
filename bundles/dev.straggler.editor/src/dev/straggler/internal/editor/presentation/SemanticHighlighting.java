package dev.straggler.internal.editor.presentation;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextPresentationListener;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.ITextViewerExtension4;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.swt.custom.StyleRange;

/**
 * clangd's semantic tokens over the rule-based highlighting of one viewer: the decoded tokens (document offsets, sorted)
 * are merged into every text presentation the viewer applies, so they survive the rule-based repairs. An edit shifts
 * the tokens after it and drops the ones it touches until clangd's next tokens arrive. UI thread only.
 */
public final class SemanticHighlighting implements ITextPresentationListener, IDocumentListener {

    private final ITextViewer viewer;
    private IDocument document;
    private int[] starts = new int[0];
    private int[] lengths = new int[0];
    private TextAttribute[] styles = new TextAttribute[0];
    private int count;

    public SemanticHighlighting(ITextViewer viewer) {
        this.viewer = viewer;
        if (viewer instanceof ITextViewerExtension4 ext) {
            ext.addTextPresentationListener(this);
        }
    }

    /** Stops following the viewer and its document. */
    public void dispose() {
        if (viewer instanceof ITextViewerExtension4 ext) {
            ext.removeTextPresentationListener(this);
        }
        follow(null);
    }

    /**
     * Replaces the tokens by clangd's {@code data} (LSP's relative encoding: per token, line delta, start delta,
     * length, type index, modifier bits) for {@code doc} as it is now, and repaints.
     */
    public void setTokens(IDocument doc, int[] data, List<String> tokenTypes, List<String> tokenModifiers) {
        follow(doc);
        int n = data.length / 5;
        int[] s = new int[n];
        int[] l = new int[n];
        TextAttribute[] a = new TextAttribute[n];
        int k = 0;
        int line = 0;
        int character = 0;
        for (int i = 0; i < n; i++) {
            int dl = data[5 * i];
            line += dl;
            character = dl == 0 ? character + data[5 * i + 1] : data[5 * i + 1];
            int type = data[5 * i + 3];
            TextAttribute style = type < tokenTypes.size()
                    ? Styles.semantic(tokenTypes.get(type), modifiers(data[5 * i + 4], tokenModifiers))
                    : null;
            if (style == null) {
                continue;
            }
            try {
                s[k] = doc.getLineOffset(line) + character;
                l[k] = Math.min(data[5 * i + 2], doc.getLength() - s[k]);
                a[k] = style;
                k++;
            } catch (BadLocationException e) {
                break; // tokens of a longer document than this one: the next tokens will fit
            }
        }
        starts = s;
        lengths = l;
        styles = a;
        count = k;
        viewer.invalidateTextPresentation();
    }

    /** Removes every token (clangd stopped, or the preference was turned off) and repaints. */
    public void clear() {
        if (count > 0) {
            count = 0;
            viewer.invalidateTextPresentation();
        }
    }

    /** The number of tokens that are styled (for the tests). */
    public int size() {
        return count;
    }

    private static Set<String> modifiers(int bits, List<String> names) {
        Set<String> set = new HashSet<>();
        for (int i = 0; i < names.size() && bits >>> i != 0; i++) {
            if ((bits & (1 << i)) != 0) {
                set.add(names.get(i));
            }
        }
        return set;
    }

    private void follow(IDocument doc) {
        if (document == doc) {
            return;
        }
        if (document != null) {
            document.removeDocumentListener(this);
        }
        document = doc;
        count = 0;
        if (doc != null) {
            doc.addDocumentListener(this);
        }
    }

    @Override
    public void applyTextPresentation(TextPresentation presentation) {
        IRegion extent = presentation.getExtent();
        int from = extent.getOffset();
        int to = from + extent.getLength();
        int lo = 0;
        int hi = count;
        while (lo < hi) { // the first token that ends after the extent's start
            int mid = (lo + hi) >>> 1;
            if (starts[mid] + lengths[mid] <= from) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        for (int i = lo; i < count && starts[i] < to; i++) {
            int s = Math.max(starts[i], from);
            int e = Math.min(starts[i] + lengths[i], to);
            if (e > s) {
                TextAttribute a = styles[i];
                presentation.mergeStyleRange(new StyleRange(s, e - s, a.getForeground(), null, a.getStyle()));
            }
        }
    }

    @Override
    public void documentAboutToBeChanged(DocumentEvent event) {
        // the tokens move in documentChanged
    }

    @Override
    public void documentChanged(DocumentEvent event) {
        int changeStart = event.getOffset();
        int changeEnd = changeStart + event.getLength();
        int delta = (event.getText() == null ? 0 : event.getText().length()) - event.getLength();
        int k = 0;
        for (int i = 0; i < count; i++) {
            int s = starts[i];
            int e = s + lengths[i];
            if (e < changeStart) {
                k = keep(k, i, s);
            } else if (s > changeEnd) {
                k = keep(k, i, s + delta);
            } // a token the edit touches is dropped until clangd's next tokens
        }
        count = k;
    }

    private int keep(int k, int i, int start) {
        starts[k] = start;
        lengths[k] = lengths[i];
        styles[k] = styles[i];
        return k + 1;
    }
}
