package dev.straggler.internal.editor.lsp;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.SemanticTokensLegend;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * One file that editors have open, as clangd sees it: opened in clangd once the server runs, kept in step with every
 * edit (incremental changes, versioned), closed when its last editor closes. Asks clangd about it (hover, definition,
 * references, symbols, semantic tokens) and tells its listeners, a moment after clangd has it or it changed, to ask
 * again for what they show. The document's edits arrive on the UI thread; so do open and close.
 */
public final class ClangdDocument implements IDocumentListener {

    /** Told (on any thread) when the listener's view of the file should be asked for again. */
    public interface Listener {
        void changed(ClangdDocument document);
    }

    /** Semantic tokens of one version of the document, and the legend that names their types and modifiers. */
    public record Tokens(int version, int[] data, SemanticTokensLegend legend) {
    }

    private static final long REFRESH_DELAY_MILLIS = 400;

    private final ClangdServer server;
    private final URI uri;
    private final Path file;
    private final IDocument document;
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private int references;
    private volatile LanguageServer opened;
    private volatile int version;
    private Position changeStart;
    private Position changeEnd;
    private ScheduledFuture<?> refresh;

    ClangdDocument(ClangdServer server, Path file, IDocument document) {
        this.server = server;
        this.file = file;
        this.uri = file.toUri();
        this.document = document;
    }

    public URI uri() {
        return uri;
    }

    public Path file() {
        return file;
    }

    public IDocument document() {
        return document;
    }

    /** The version clangd has (counts every edit since the document was opened in clangd). */
    public int version() {
        return version;
    }

    /** Whether clangd has the document open (its server runs). */
    public boolean isOpen() {
        return opened != null;
    }

    public void addListener(Listener l) {
        listeners.add(l);
    }

    public void removeListener(Listener l) {
        listeners.remove(l);
    }

    int retain() {
        return ++references;
    }

    int release() {
        return --references;
    }

    /** Opens the document in {@code s} with its current text (UI thread). */
    void open(LanguageServer s) {
        if (opened != null) {
            return;
        }
        document.addDocumentListener(this);
        version = 1;
        s.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri.toString(),
                CompileCommands.languageId(file.getFileName().toString()), version, document.get())));
        opened = s;
        scheduleRefresh();
    }

    /** Closes the document in clangd (its last editor closed: {@code notify}), or forgets a server that is gone. */
    void close(boolean notify) {
        LanguageServer s = opened;
        opened = null;
        document.removeDocumentListener(this);
        if (refresh != null) {
            refresh.cancel(false);
        }
        if (s != null && notify) {
            s.getTextDocumentService().didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri.toString())));
        }
    }

    @Override
    public void documentAboutToBeChanged(DocumentEvent e) {
        try {
            changeStart = LspPositions.position(document, e.getOffset());
            changeEnd = LspPositions.position(document, e.getOffset() + e.getLength());
        } catch (BadLocationException x) {
            changeStart = null;
        }
    }

    @Override
    public void documentChanged(DocumentEvent e) {
        LanguageServer s = opened;
        if (s == null) {
            return;
        }
        TextDocumentContentChangeEvent change = changeStart == null
                ? new TextDocumentContentChangeEvent(document.get()) // the whole text when the range was not known
                : new TextDocumentContentChangeEvent(new Range(changeStart, changeEnd), e.getText() == null ? "" : e.getText());
        version++;
        s.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
                new VersionedTextDocumentIdentifier(uri.toString(), version), List.of(change)));
        scheduleRefresh();
    }

    private synchronized void scheduleRefresh() {
        if (refresh != null) {
            refresh.cancel(false);
        }
        refresh = server.scheduler().schedule(() -> listeners.forEach(l -> l.changed(this)), REFRESH_DELAY_MILLIS,
                TimeUnit.MILLISECONDS);
    }

    private LanguageServer server() {
        LanguageServer s = opened;
        if (s == null) {
            throw new IllegalStateException("clangd does not have " + file + " open");
        }
        return s;
    }

    private TextDocumentIdentifier id() {
        return new TextDocumentIdentifier(uri.toString());
    }

    private static <T> CompletableFuture<T> failed(Exception e) {
        return CompletableFuture.failedFuture(e);
    }

    /** clangd's hover at {@code offset} (null when it has none). */
    public CompletableFuture<Hover> hover(int offset) {
        try {
            return server().getTextDocumentService().hover(new HoverParams(id(), LspPositions.position(document, offset)));
        } catch (BadLocationException | IllegalStateException e) {
            return failed(e);
        }
    }

    /** Where the symbol at {@code offset} is defined (declared, when {@code offset} is on its definition). */
    public CompletableFuture<List<Location>> definition(int offset) {
        try {
            return server().getTextDocumentService()
                    .definition(new DefinitionParams(id(), LspPositions.position(document, offset)))
                    .thenApply(ClangdDocument::locations);
        } catch (BadLocationException | IllegalStateException e) {
            return failed(e);
        }
    }

    private static List<Location> locations(Either<List<? extends Location>, List<? extends org.eclipse.lsp4j.LocationLink>> e) {
        if (e == null) {
            return List.of();
        }
        if (e.isLeft()) {
            return List.copyOf(e.getLeft());
        }
        return e.getRight().stream().map(l -> new Location(l.getTargetUri(), l.getTargetSelectionRange())).toList();
    }

    /** Every reference to the symbol at {@code offset}, its declaration included, in the files clangd indexed. */
    public CompletableFuture<List<Location>> references(int offset) {
        try {
            return server().getTextDocumentService()
                    .references(new ReferenceParams(id(), LspPositions.position(document, offset), new ReferenceContext(true)))
                    .thenApply(l -> l == null ? List.<Location>of() : List.<Location>copyOf(l));
        } catch (BadLocationException | IllegalStateException e) {
            return failed(e);
        }
    }

    /** The document's symbols as a tree (flat symbol information becomes childless symbols). */
    public CompletableFuture<List<DocumentSymbol>> symbols() {
        try {
            return server().getTextDocumentService().documentSymbol(new DocumentSymbolParams(id()))
                    .thenApply(l -> l == null ? List.<DocumentSymbol>of()
                            : l.stream().map(e -> e.isRight() ? e.getRight() : symbol(e.getLeft())).toList());
        } catch (IllegalStateException e) {
            return failed(e);
        }
    }

    private static DocumentSymbol symbol(SymbolInformation s) {
        Range r = s.getLocation().getRange();
        return new DocumentSymbol(s.getName(), s.getKind(), r, r, s.getContainerName());
    }

    /** The semantic tokens of the whole document (empty data when clangd has no legend). */
    public CompletableFuture<Tokens> semanticTokens() {
        SemanticTokensLegend legend = server.legend();
        if (legend == null) {
            return CompletableFuture.completedFuture(new Tokens(version, new int[0], new SemanticTokensLegend(List.of(), List.of())));
        }
        int at = version;
        try {
            return server().getTextDocumentService().semanticTokensFull(new SemanticTokensParams(id()))
                    .thenApply(t -> new Tokens(at, t == null || t.getData() == null ? new int[0]
                            : t.getData().stream().mapToInt(Integer::intValue).toArray(), legend));
        } catch (IllegalStateException e) {
            return failed(e);
        }
    }
}
