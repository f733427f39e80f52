package dev.straggler.internal.editor.navigation;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.hyperlink.AbstractHyperlinkDetector;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Range;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.core.runtime.ILog;

import dev.straggler.internal.editor.lsp.ClangdDocument;
import dev.straggler.internal.editor.lsp.ClangdServer;

/**
 * Go to definition (F3, Ctrl+click): clangd's definition of the identifier as a hyperlink per place (a declaration in a
 * header such as {@code mpi.h} included), opened in the editor for that file at its range. Registered for the Generic
 * Editor's hyperlink target; nothing for a document clangd does not have.
 */
public final class ClangdHyperlinkDetector extends AbstractHyperlinkDetector {

    private static final long TIMEOUT_MILLIS = 3000;

    @Override
    public IHyperlink[] detectHyperlinks(ITextViewer viewer, IRegion region, boolean canShowMultipleHyperlinks) {
        ClangdDocument d = ClangdServer.get().document(viewer.getDocument());
        IRegion word = Identifiers.at(viewer.getDocument(), region.getOffset());
        if (d == null || !d.isOpen() || word == null) {
            return null;
        }
        List<Location> targets;
        try {
            targets = d.definition(region.getOffset()).get(TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (Exception e) {
            return null;
        }
        if (targets.isEmpty()) {
            return null;
        }
        List<Location> shown = canShowMultipleHyperlinks ? targets : targets.subList(0, 1);
        return shown.stream().map(l -> new Link(word, l)).toArray(IHyperlink[]::new);
    }

    /** One place of the definition. */
    static final class Link implements IHyperlink {
        private final IRegion region;
        private final URI uri;
        private final Range range;

        Link(IRegion region, Location target) {
            this.region = region;
            this.uri = URI.create(target.getUri());
            this.range = target.getRange();
        }

        @Override
        public IRegion getHyperlinkRegion() {
            return region;
        }

        @Override
        public String getTypeLabel() {
            return "Definition";
        }

        @Override
        public String getHyperlinkText() {
            return "Open " + Path.of(uri).getFileName() + ":" + (range.getStart().getLine() + 1);
        }

        @Override
        public void open() {
            try {
                SourceLocations.open(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(), uri, range);
            } catch (PartInitException e) {
                ILog.of(ClangdHyperlinkDetector.class).log(e.getStatus());
            }
        }
    }
}
