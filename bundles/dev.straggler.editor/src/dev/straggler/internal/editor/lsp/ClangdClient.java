package dev.straggler.internal.editor.lsp;

import java.net.URI;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.runtime.ILog;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.ProgressParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.WorkDoneProgressBegin;
import org.eclipse.lsp4j.WorkDoneProgressCreateParams;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.WorkDoneProgressNotification;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * The editor's side of the protocol: clangd's diagnostics go to the markers, its errors to the log, its progress
 * reports tell whether it is indexing. Nothing else is advertised, so nothing else is asked.
 */
final class ClangdClient implements LanguageClient {

    private final ClangdServer server;
    private final Set<String> progress = ConcurrentHashMap.newKeySet();

    ClangdClient(ClangdServer server) {
        this.server = server;
    }

    boolean indexing() {
        return !progress.isEmpty();
    }

    @Override
    public void publishDiagnostics(PublishDiagnosticsParams p) {
        server.diagnostics(URI.create(p.getUri()), p.getDiagnostics());
    }

    @Override
    public void showMessage(MessageParams p) {
        logMessage(p);
    }

    @Override
    public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams p) {
        logMessage(p);
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public void logMessage(MessageParams p) {
        if (p.getType() == MessageType.Error) {
            ILog.of(ClangdClient.class).error("clangd: " + p.getMessage());
        }
    }

    @Override
    public void telemetryEvent(Object object) {
        // not used
    }

    @Override
    public CompletableFuture<Void> createProgress(WorkDoneProgressCreateParams params) {
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public void notifyProgress(ProgressParams p) {
        if (p.getValue() == null || !p.getValue().isLeft()) {
            return;
        }
        String token = p.getToken().isLeft() ? p.getToken().getLeft() : String.valueOf(p.getToken().getRight());
        WorkDoneProgressNotification n = p.getValue().getLeft();
        if (n instanceof WorkDoneProgressBegin) {
            progress.add(token);
        } else if (n instanceof WorkDoneProgressEnd) {
            progress.remove(token);
        }
    }
}
