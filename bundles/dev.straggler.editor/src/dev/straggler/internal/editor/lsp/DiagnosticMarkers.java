package dev.straggler.internal.editor.lsp;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;

/**
 * clangd's diagnostics as problem markers of type {@value #TYPE} on the workspace files they are about (the Problems
 * view lists them, the editor shows them): each publication replaces the file's markers, an empty one removes them
 * (clangd publishes one when the problem goes or the file closes). Updated by one job, in publication order.
 */
public final class DiagnosticMarkers {

    /** The marker type (plugin.xml: a problem marker and a text marker, not persistent). */
    public static final String TYPE = "dev.straggler.editor.clangdProblem";

    /** Pending publications per file location, the newest wins; a null list removes the markers. */
    private static final Map<URI, Publication> pending = new LinkedHashMap<>();

    private record Publication(List<Diagnostic> diagnostics, IDocument document) {
    }

    private static final Job job = new Job("Updating clangd's problems") {
        @Override
        protected IStatus run(IProgressMonitor monitor) {
            Map<URI, Publication> work;
            synchronized (pending) {
                work = new HashMap<>(pending);
                pending.clear();
            }
            for (Map.Entry<URI, Publication> e : work.entrySet()) {
                try {
                    apply(e.getKey(), e.getValue());
                } catch (CoreException x) {
                    ILog.of(DiagnosticMarkers.class).log(x.getStatus());
                }
            }
            return Status.OK_STATUS;
        }
    };

    static {
        job.setSystem(true);
    }

    private DiagnosticMarkers() {
    }

    /** Replaces the markers of the file at {@code uri} by {@code diagnostics} (offsets from {@code document} when open). */
    static void publish(URI uri, List<Diagnostic> diagnostics, IDocument document) {
        synchronized (pending) {
            pending.put(uri, new Publication(diagnostics, document));
        }
        job.schedule(50);
    }

    /** Removes the markers of the file at {@code uri}. */
    static void clear(URI uri) {
        publish(uri, List.of(), null);
    }

    /** Removes every clangd marker of the workspace (clangd stopped). */
    static void clearAll() {
        synchronized (pending) {
            pending.clear();
        }
        try {
            ResourcesPlugin.getWorkspace().getRoot().deleteMarkers(TYPE, false, IResource.DEPTH_INFINITE);
        } catch (CoreException e) {
            ILog.of(DiagnosticMarkers.class).log(e.getStatus());
        }
    }

    /** Waits until the markers of every publication so far are in place (tests). */
    public static void join(long millis) throws InterruptedException {
        long deadline = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < deadline) {
            synchronized (pending) {
                if (pending.isEmpty() && job.getState() == Job.NONE) {
                    return;
                }
            }
            Thread.sleep(20);
        }
    }

    private static void apply(URI uri, Publication p) throws CoreException {
        IWorkspace ws = ResourcesPlugin.getWorkspace();
        for (IFile f : ws.getRoot().findFilesForLocationURI(uri)) {
            if (!f.isAccessible()) {
                continue;
            }
            IDocument doc = p.diagnostics().isEmpty() ? null : document(p.document(), uri);
            ws.run(monitor -> {
                f.deleteMarkers(TYPE, false, IResource.DEPTH_ZERO);
                for (Diagnostic d : p.diagnostics()) {
                    f.createMarker(TYPE, attributes(d, doc));
                }
            }, null, IWorkspace.AVOID_UPDATE, null);
        }
    }

    private static Map<String, Object> attributes(Diagnostic d, IDocument doc) {
        Map<String, Object> a = new HashMap<>();
        a.put(IMarker.MESSAGE, message(d));
        a.put(IMarker.SEVERITY, severity(d.getSeverity()));
        a.put(IMarker.LINE_NUMBER, d.getRange().getStart().getLine() + 1);
        a.put(IMarker.SOURCE_ID, "clangd");
        if (doc != null) {
            try {
                int[] r = LspPositions.region(doc, d.getRange());
                a.put(IMarker.CHAR_START, r[0]);
                a.put(IMarker.CHAR_END, r[0] + r[1]);
            } catch (BadLocationException e) {
                // the line number alone places it
            }
        }
        return a;
    }

    /** The diagnostic's text (LSP 3.18 allows markup; a marker's message is a string, as the Problems view shows it). */
    private static String message(Diagnostic d) {
        if (d.getMessage() == null) {
            return "";
        }
        return d.getMessage().isLeft() ? d.getMessage().getLeft() : d.getMessage().getRight().getValue();
    }

    private static int severity(DiagnosticSeverity s) {
        if (s == null) {
            return IMarker.SEVERITY_ERROR;
        }
        return switch (s) {
            case Error -> IMarker.SEVERITY_ERROR;
            case Warning -> IMarker.SEVERITY_WARNING;
            default -> IMarker.SEVERITY_INFO;
        };
    }

    private static IDocument document(IDocument open, URI uri) {
        if (open != null) {
            return open;
        }
        try {
            return new Document(Files.readString(Path.of(uri), StandardCharsets.UTF_8));
        } catch (Exception e) {
            return null;
        }
    }
}
