package dev.straggler.internal.editor.navigation;

import java.net.URI;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.lsp4j.Location;
import org.eclipse.search.ui.ISearchQuery;
import org.eclipse.search.ui.ISearchResult;
import org.eclipse.search.ui.text.Match;

import dev.straggler.internal.editor.lsp.ClangdDocument;
import dev.straggler.internal.editor.lsp.LspPositions;

/**
 * Find References as a search: clangd's references to the symbol at an offset (its declaration included), one match per
 * reference, grouped by line ({@link ReferenceLine}), shown in the Search view ({@link ReferencesPage}).
 */
public final class ReferencesQuery implements ISearchQuery {

    static final long TIMEOUT_SECONDS = 60;

    private final ClangdDocument document;
    private final int offset;
    private final String symbol;
    private final ReferencesResult result = new ReferencesResult(this);

    public ReferencesQuery(ClangdDocument document, int offset) {
        this.document = document;
        this.offset = offset;
        IRegion r = Identifiers.at(document.document(), offset);
        String s;
        try {
            s = r == null ? "?" : document.document().get(r.getOffset(), r.getLength());
        } catch (BadLocationException e) {
            s = "?";
        }
        this.symbol = s;
    }

    /** The identifier searched for. */
    public String symbol() {
        return symbol;
    }

    @Override
    public IStatus run(IProgressMonitor monitor) throws OperationCanceledException {
        result.removeAll();
        List<Location> refs;
        try {
            refs = document.references(offset).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Status.CANCEL_STATUS;
        } catch (Exception e) {
            return Status.error("clangd did not find the references of " + symbol + ": " + e.getMessage(), e);
        }
        Map<Path, IDocument> texts = new HashMap<>();
        Map<String, ReferenceLine> lines = new HashMap<>();
        for (Location l : refs) {
            Path file = Path.of(URI.create(l.getUri()));
            IDocument text = texts.computeIfAbsent(file, SourceLocations::document);
            if (text == null) {
                continue;
            }
            try {
                int[] r = LspPositions.region(text, l.getRange());
                int line = l.getRange().getStart().getLine();
                IRegion info = text.getLineInformation(line);
                String lineText = text.get(info.getOffset(), info.getLength()).strip();
                ReferenceLine element = lines.computeIfAbsent(file + ":" + line,
                        k -> new ReferenceLine(file, SourceLocations.workspaceFile(file), line + 1, lineText));
                result.addMatch(new Match(element, r[0], r[1]));
            } catch (BadLocationException e) {
                // the file changed since clangd indexed it: that reference is left out
            }
        }
        return Status.OK_STATUS;
    }

    @Override
    public String getLabel() {
        return "References to " + symbol;
    }

    @Override
    public boolean canRerun() {
        return document.isOpen();
    }

    @Override
    public boolean canRunInBackground() {
        return true;
    }

    @Override
    public ISearchResult getSearchResult() {
        return result;
    }
}
