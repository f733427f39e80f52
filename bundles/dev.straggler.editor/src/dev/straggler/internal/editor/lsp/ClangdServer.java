package dev.straggler.internal.editor.lsp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.ClientInfo;
import org.eclipse.lsp4j.DefinitionCapabilities;
import org.eclipse.lsp4j.DocumentSymbolCapabilities;
import org.eclipse.lsp4j.HoverCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.PublishDiagnosticsCapabilities;
import org.eclipse.lsp4j.ReferencesCapabilities;
import org.eclipse.lsp4j.SemanticTokenModifiers;
import org.eclipse.lsp4j.SemanticTokenTypes;
import org.eclipse.lsp4j.SemanticTokensCapabilities;
import org.eclipse.lsp4j.SemanticTokensClientCapabilitiesRequests;
import org.eclipse.lsp4j.SemanticTokensLegend;
import org.eclipse.lsp4j.SemanticTokensWithRegistrationOptions;
import org.eclipse.lsp4j.SynchronizationCapabilities;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.eclipse.lsp4j.TokenFormat;
import org.eclipse.lsp4j.WindowClientCapabilities;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageServer;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.straggler.internal.editor.prefs.EditorPreferences;

/**
 * The workspace's clangd: one process, started when the first C/C++ editor opens (in a job: the editor opens at once,
 * highlighted by rules), stopped with the workbench (or restarted when its preferences change). It reads the merged
 * compilation database of {@link CompileCommands} ({@code --compile-commands-dir}); MPI's include flags are its fallback
 * flags for files without a command. Keeps the {@link ClangdDocument}s that editors have open, opens them in clangd
 * once it runs. When clangd is missing or fails, it says so once to its {@link StatusListener}s (the UI shows it) and
 * the editors go on without it.
 */
public final class ClangdServer {

    /** Where the server is. */
    public enum State {
        /** Not started (no C/C++ editor opened yet, or stopped). */
        IDLE,
        STARTING,
        RUNNING,
        /** Missing or failed: {@link #problem()} says why. Retried when the preferences change. */
        UNAVAILABLE
    }

    /** Told what the user should know: clangd is unavailable (once per cause), or a database was generated. */
    public interface StatusListener {
        void unavailable(String message);

        void note(String message);
    }

    private static final ClangdServer INSTANCE = new ClangdServer();
    private static final long INITIALIZE_TIMEOUT_SECONDS = 60;

    private final Map<URI, ClangdDocument> documents = new ConcurrentHashMap<>();
    private final List<StatusListener> listeners = new CopyOnWriteArrayList<>();
    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "clangd document refresh");
        t.setDaemon(true);
        return t;
    });
    private final ClangdClient client = new ClangdClient(this);
    private final Deque<String> stderr = new ArrayDeque<>();
    private final Object databaseLock = new Object();
    private volatile State state = State.IDLE;
    private volatile String problem;
    private volatile SemanticTokensLegend legend;
    private volatile Path executable;
    private Executor uiExecutor = Runnable::run;
    private Process process;
    private LanguageServer server;
    private Future<Void> listening;
    private CompletableFuture<LanguageServer> ready = new CompletableFuture<>();
    private boolean stopping;

    private ClangdServer() {
    }

    /** The workspace's server. */
    public static ClangdServer get() {
        return INSTANCE;
    }

    /** Where documents are opened in clangd: the thread that edits them (the UI thread; set by the activator). */
    public void setUiExecutor(Executor e) {
        uiExecutor = e;
    }

    public void addStatusListener(StatusListener l) {
        listeners.add(l);
    }

    public void removeStatusListener(StatusListener l) {
        listeners.remove(l);
    }

    public State state() {
        return state;
    }

    /** Why clangd is unavailable (null when it is not). */
    public String problem() {
        return problem;
    }

    /** The clangd executable running or last started. */
    public Path executable() {
        return executable;
    }

    /** Completes when clangd runs (exceptionally when it cannot). */
    public synchronized CompletableFuture<LanguageServer> whenRunning() {
        return ready;
    }

    /** Whether clangd reports background indexing under way. */
    public boolean isIndexing() {
        return client.indexing();
    }

    ScheduledExecutorService scheduler() {
        return scheduler;
    }

    SemanticTokensLegend legend() {
        return legend;
    }

    /** The open document of that file, if an editor has it. */
    public ClangdDocument document(URI uri) {
        return documents.get(normalize(uri));
    }

    /** The open document shown in {@code doc}, if any. */
    public ClangdDocument document(IDocument doc) {
        for (ClangdDocument d : documents.values()) {
            if (d.document() == doc) {
                return d;
            }
        }
        return null;
    }

    /**
     * An editor shows {@code file} in {@code doc}: counts it, starts clangd if it is not running, and opens the
     * document in clangd (now, or once it runs). UI thread.
     */
    public synchronized ClangdDocument connect(Path file, IDocument doc) {
        ClangdDocument d = documents.computeIfAbsent(normalize(file.toUri()), u -> new ClangdDocument(this, file, doc));
        d.retain();
        if (state == State.RUNNING) {
            updateDatabase();
            d.open(server);
        } else if (state == State.IDLE) {
            start();
        }
        return d;
    }

    /** An editor of {@code d} closed: when it was the last, the document is closed in clangd. UI thread. */
    public synchronized void disconnect(ClangdDocument d) {
        if (d.release() > 0) {
            return;
        }
        documents.remove(d.uri());
        d.close(true);
        DiagnosticMarkers.clear(d.uri());
    }

    private static URI normalize(URI uri) {
        try {
            return Path.of(uri).toAbsolutePath().normalize().toUri();
        } catch (RuntimeException e) {
            return uri;
        }
    }

    private void start() {
        state = State.STARTING;
        problem = null;
        ready = new CompletableFuture<>();
        Job job = new Job("Starting clangd") {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                launch();
                return Status.OK_STATUS;
            }
        };
        job.setSystem(true);
        job.schedule();
    }

    private void launch() {
        ClangdLocator.Found found = ClangdLocator.find(EditorPreferences.clangdPath(), System.getenv("PATH"));
        if (found.executable() == null) {
            unavailable(found.problem());
            return;
        }
        MpiFlags.Flags mpi = MpiFlags.get();
        Path stateDir = stateDirectory();
        CompileCommands.Prepared db;
        try {
            db = prepareDatabase();
        } catch (IOException e) {
            unavailable("Cannot write clangd's compilation database in " + stateDir + ": " + e.getMessage());
            return;
        }
        List<String> command = new ArrayList<>();
        command.add(found.executable().toString());
        List<String> args = EditorPreferences.clangdArguments();
        if (args.stream().noneMatch(a -> a.startsWith("--compile-commands-dir"))) {
            command.add("--compile-commands-dir=" + db.directory());
        }
        command.addAll(args);
        Process p;
        try {
            p = new ProcessBuilder(command).directory(stateDir.toFile()).start();
        } catch (IOException e) {
            unavailable("clangd (" + found.executable() + ") cannot be started: " + e.getMessage() + ".");
            return;
        }
        drain(p);
        Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(client, p.getInputStream(), p.getOutputStream());
        LanguageServer s = launcher.getRemoteProxy();
        Future<Void> l = launcher.startListening();
        try {
            InitializeResult result = s.initialize(initializeParams(mpi)).get(INITIALIZE_TIMEOUT_SECONDS, TimeUnit.SECONDS);
            s.initialized(new InitializedParams());
            SemanticTokensWithRegistrationOptions tokens = result.getCapabilities().getSemanticTokensProvider();
            legend = tokens == null ? null : tokens.getLegend();
        } catch (Exception e) {
            p.destroyForcibly();
            l.cancel(true);
            unavailable("clangd (" + found.executable() + ") did not start: "
                    + (p.isAlive() ? e.getMessage() : "it exited with code " + exitCode(p)) + stderrTail());
            return;
        }
        synchronized (this) {
            process = p;
            server = s;
            listening = l;
            executable = found.executable();
            stopping = false;
            state = State.RUNNING;
            ready.complete(s);
        }
        p.onExit().thenAccept(this::exited);
        uiExecutor.execute(this::openAll);
    }

    private static Path stateDirectory() {
        return Platform.getStateLocation(Platform.getBundle("dev.straggler.editor")).toPath().resolve("clangd");
    }

    /**
     * Writes the merged database (generating what projects lack, refreshing the workspace where it wrote), says what it
     * generated, and returns it. clangd rereads the merged file when it changed.
     */
    private CompileCommands.Prepared prepareDatabase() throws IOException {
        CompileCommands.Prepared db;
        synchronized (databaseLock) { // not the server's lock: walking the projects must not hold up the editors
            db = CompileCommands.prepare(CompileCommands.workspaceProjects(), stateDirectory(), MpiFlags.get());
        }
        for (Path written : db.generated()) {
            for (IContainer c : ResourcesPlugin.getWorkspace().getRoot().findContainersForLocationURI(written.getParent().toUri())) {
                Job refresh = Job.create("Refreshing " + c.getFullPath(), m -> {
                    c.refreshLocal(IResource.DEPTH_ONE, m);
                });
                refresh.setSystem(true);
                refresh.schedule();
            }
        }
        db.notes().forEach(this::note);
        return db;
    }

    /** Brings the merged database up to date in the background (an editor opened a file, perhaps of a new project). */
    private void updateDatabase() {
        scheduler.execute(() -> {
            try {
                prepareDatabase();
            } catch (IOException e) {
                ILog.of(ClangdServer.class).warn("Cannot update clangd's compilation database: " + e.getMessage());
            }
        });
    }

    private synchronized void openAll() {
        if (state == State.RUNNING) {
            documents.values().forEach(d -> d.open(server));
        }
    }

    private static int exitCode(Process p) {
        try {
            return p.waitFor(2, TimeUnit.SECONDS) ? p.exitValue() : -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    private InitializeParams initializeParams(MpiFlags.Flags mpi) {
        InitializeParams p = new InitializeParams();
        p.setProcessId((int) ProcessHandle.current().pid());
        p.setRootUri(ResourcesPlugin.getWorkspace().getRoot().getLocation().toPath().toUri().toString());
        p.setClientInfo(new ClientInfo("Straggler C/C++ editor"));
        TextDocumentClientCapabilities text = new TextDocumentClientCapabilities();
        text.setSynchronization(new SynchronizationCapabilities(false, false, false));
        text.setHover(new HoverCapabilities(List.of(MarkupKind.PLAINTEXT), false));
        text.setDefinition(new DefinitionCapabilities(false));
        text.setReferences(new ReferencesCapabilities(false));
        DocumentSymbolCapabilities symbols = new DocumentSymbolCapabilities();
        symbols.setHierarchicalDocumentSymbolSupport(true);
        text.setDocumentSymbol(symbols);
        text.setPublishDiagnostics(new PublishDiagnosticsCapabilities(false));
        text.setSemanticTokens(new SemanticTokensCapabilities(new SemanticTokensClientCapabilitiesRequests(true),
                List.of(SemanticTokenTypes.Namespace, SemanticTokenTypes.Type, SemanticTokenTypes.Class,
                        SemanticTokenTypes.Enum, SemanticTokenTypes.Interface, SemanticTokenTypes.Struct,
                        SemanticTokenTypes.TypeParameter, SemanticTokenTypes.Parameter, SemanticTokenTypes.Variable,
                        SemanticTokenTypes.Property, SemanticTokenTypes.EnumMember, SemanticTokenTypes.Function,
                        SemanticTokenTypes.Method, SemanticTokenTypes.Macro, SemanticTokenTypes.Comment),
                List.of(SemanticTokenModifiers.Declaration, SemanticTokenModifiers.Definition,
                        SemanticTokenModifiers.Readonly, SemanticTokenModifiers.Static,
                        SemanticTokenModifiers.DefaultLibrary),
                List.of(TokenFormat.Relative)));
        ClientCapabilities caps = new ClientCapabilities();
        caps.setTextDocument(text);
        WindowClientCapabilities window = new WindowClientCapabilities();
        window.setWorkDoneProgress(true); // clangd reports its background indexing
        caps.setWindow(window);
        p.setCapabilities(caps);
        JsonObject options = new JsonObject(); // clangd's extension: flags for files without a compile command
        JsonArray fallback = new JsonArray();
        mpi.flags().forEach(fallback::add);
        options.add("fallbackFlags", fallback);
        p.setInitializationOptions(options);
        return p;
    }

    /** Keeps the last lines clangd wrote to its standard error (its own failures), and keeps the pipe from filling. */
    private void drain(Process p) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    synchronized (stderr) {
                        stderr.addLast(line);
                        if (stderr.size() > 20) {
                            stderr.removeFirst();
                        }
                    }
                }
            } catch (IOException e) {
                // the process ended
            }
        }, "clangd stderr");
        t.setDaemon(true);
        t.start();
    }

    private String stderrTail() {
        synchronized (stderr) {
            return stderr.isEmpty() ? "." : ":\n" + String.join("\n", stderr);
        }
    }

    private void exited(Process p) {
        synchronized (this) {
            if (p != process || stopping) {
                return;
            }
            forget();
        }
        unavailable("clangd (" + executable + ") exited with code " + p.exitValue() + stderrTail());
    }

    /** Drops the process and every document's session (lock held). */
    private void forget() {
        documents.values().forEach(d -> d.close(false));
        if (listening != null) {
            listening.cancel(true);
        }
        process = null;
        server = null;
        listening = null;
        legend = null;
        DiagnosticMarkers.clearAll();
    }

    private void unavailable(String why) {
        String message = why + " " + ClangdLocator.HOW_TO_INSTALL
                + " Highlighting works without clangd; hover, go to definition, references, the outline and"
                + " clangd's problems need it.";
        synchronized (this) {
            state = State.UNAVAILABLE;
            problem = message;
            ready.completeExceptionally(new IllegalStateException(message));
        }
        ILog.of(ClangdServer.class).warn(message);
        listeners.forEach(l -> l.unavailable(message));
    }

    private void note(String message) {
        ILog.of(ClangdServer.class).info(message);
        listeners.forEach(l -> l.note(message));
    }

    /** Stops clangd (shutdown, exit, then the process is ended if it lingers); the documents stay counted. */
    public void stop() {
        Process p;
        LanguageServer s;
        synchronized (this) {
            p = process;
            s = server;
            stopping = true;
            forget();
            state = State.IDLE;
            problem = null;
            if (!ready.isDone()) {
                ready.completeExceptionally(new IllegalStateException("clangd was stopped"));
            }
            ready = new CompletableFuture<>();
        }
        if (s != null) {
            try {
                s.shutdown().get(3, TimeUnit.SECONDS);
                s.exit();
            } catch (Exception e) {
                // it is ended below
            }
        }
        if (p != null) {
            try {
                if (!p.waitFor(3, TimeUnit.SECONDS)) {
                    p.destroyForcibly().waitFor(3, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Restarts clangd with the current preferences if editors have documents open (else it starts on the next one). */
    public synchronized void restart() {
        stop();
        if (!documents.isEmpty()) {
            start();
        }
    }

    /** Dispatches publications to the document of their file (the client's diagnostics). */
    void diagnostics(URI uri, List<org.eclipse.lsp4j.Diagnostic> diagnostics) {
        ClangdDocument d = document(uri);
        DiagnosticMarkers.publish(d == null ? normalize(uri) : d.uri(), diagnostics, d == null ? null : d.document());
    }
}
