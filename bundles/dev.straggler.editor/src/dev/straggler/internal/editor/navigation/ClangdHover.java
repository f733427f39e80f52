package dev.straggler.internal.editor.navigation;

import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextHoverExtension2;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.MarkupContent;

import dev.straggler.internal.editor.lsp.ClangdDocument;
import dev.straggler.internal.editor.lsp.ClangdServer;

/**
 * clangd's hover as the editor's text hover (the Generic Editor's hoverProviders extension): what the symbol under the
 * mouse is (its type, parameters, where it is declared and its comment), asked for plain text. Asked off the UI thread
 * by the hover manager; nothing when clangd does not have the document or does not answer in time.
 */
public final class ClangdHover implements ITextHover, ITextHoverExtension2 {

    static final long TIMEOUT_MILLIS = 3000;

    @Override
    public IRegion getHoverRegion(ITextViewer viewer, int offset) {
        IRegion r = Identifiers.at(viewer.getDocument(), offset);
        return r != null ? r : new Region(offset, 0);
    }

    @Override
    public Object getHoverInfo2(ITextViewer viewer, IRegion region) {
        return text(viewer, region.getOffset());
    }

    @Override
    @Deprecated
    public String getHoverInfo(ITextViewer viewer, IRegion region) {
        return text(viewer, region.getOffset());
    }

    /** clangd's hover text at {@code offset}, or null. */
    public static String text(ITextViewer viewer, int offset) {
        ClangdDocument d = ClangdServer.get().document(viewer.getDocument());
        if (d == null || !d.isOpen()) {
            return null;
        }
        try {
            Hover h = d.hover(offset).get(TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
            return h == null || h.getContents() == null ? null : text(h);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (Exception e) {
            return null; // clangd failed or was slow: no hover this time
        }
    }

    private static String text(Hover h) {
        if (h.getContents().isRight()) {
            MarkupContent m = h.getContents().getRight();
            return m.getValue().isBlank() ? null : m.getValue().strip();
        }
        String s = h.getContents().getLeft().stream()
                .map(e -> e.isLeft() ? e.getLeft() : e.getRight().getValue())
                .collect(Collectors.joining("\n\n"));
        return s.isBlank() ? null : s.strip();
    }
}
