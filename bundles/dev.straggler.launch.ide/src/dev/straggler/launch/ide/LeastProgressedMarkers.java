package dev.straggler.launch.ide;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.osgi.util.NLS;

import dev.straggler.core.symbols.Frames;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.PdgNode;

/**
 * Problem markers ({@link #TYPE}) at the least-progressed task groups' line: on the source file when the workspace
 * holds it (also through a linked folder), else, for a file outside the workspace, on the file linked into the
 * hidden project {@value #EXTERNAL_PROJECT} (so it opens at the line); only without a readable source file on the
 * project (or the workspace root) with file:line in the message. A run's markers replace those of the earlier runs of
 * the same configuration, and an older run's marker at the same place (the same file on disk, through any project,
 * and line: another configuration's, or of a run opened again), so that the Problems view lists each least-progressed
 * place once, for the newest run.
 */
public final class LeastProgressedMarkers {

    /** Marker type (plugin.xml): a problem marker and a text marker, persistent. */
    public static final String TYPE = "dev.straggler.launch.leastProgressed";
    /** Marker attribute: the task group's ranks ("2", "0-3,5"). */
    public static final String ATTR_RANKS = "ranks";
    public static final String ATTR_DUMP_DIRECTORY = "dumpDirectory";
    public static final String ATTR_CONFIGURATION = "configuration";

    private LeastProgressedMarkers() {
    }

    /**
     * Creates one marker per least-progressed node of {@code d} (in one workspace operation).
     *
     * @param workingDirectory resolves relative source paths (may be null)
     */
    public static List<IMarker> create(Job job, Diagnosis d, IProject project, String configurationName,
            Path workingDirectory, IProgressMonitor monitor) throws CoreException {
        return create(job, d, project, configurationName, workingDirectory, IMarker.SEVERITY_ERROR, monitor);
    }

    /** As above, the markers of {@code severity} ({@link IMarker#SEVERITY}: a snapshot of a running job's are no errors). */
    public static List<IMarker> create(Job job, Diagnosis d, IProject project, String configurationName,
            Path workingDirectory, int severity, IProgressMonitor monitor) throws CoreException {
        IWorkspaceRoot root = ResourcesPlugin.getWorkspace().getRoot();
        List<IMarker> created = new ArrayList<>();
        ResourcesPlugin.getWorkspace().run(m -> {
            for (IMarker old : root.findMarkers(TYPE, false, IResource.DEPTH_INFINITE)) {
                if (configurationName.equals(old.getAttribute(ATTR_CONFIGURATION, null))) {
                    old.delete();
                }
            }
            for (PdgNode lp : d.getLeastProgressed()) {
                Frame f = Frames.userFrame(lp.getFrames());
                if (f == null && lp.getState() != null) {
                    f = Frames.userFrame(lp.getState().getCallSite());
                }
                IFile file = f == null ? null : workspaceFile(f.getFile(), workingDirectory);
                if (file == null && f != null) {
                    file = externalFile(f.getFile(), workingDirectory); // outside the workspace: linked, so it opens
                }
                IResource on = file != null ? file : project != null ? project : root;
                String ranks = lp.getRanks().toString();
                String where = Frames.describe(f);
                String msg = NLS.bind(lp.getRanks().size() == 1 ? Messages.Markers_task : Messages.Markers_tasks,
                        new Object[] { ranks, where, waiting(d, lp), lp.getLabel() });
                int line = file != null && f.getLine() > 0 ? f.getLine() : -1;
                for (IMarker same : root.findMarkers(TYPE, false, IResource.DEPTH_INFINITE)) {
                    if (!created.contains(same) && samePlace(same, on, line, msg)) {
                        same.delete(); // an older run's at the same place (another configuration's, or opened again)
                    }
                }
                IMarker marker = on.createMarker(TYPE);
                marker.setAttribute(IMarker.MESSAGE, msg);
                marker.setAttribute(IMarker.SEVERITY, severity);
                marker.setAttribute(IMarker.PRIORITY, IMarker.PRIORITY_HIGH);
                if (file != null && f.getLine() > 0) {
                    marker.setAttribute(IMarker.LINE_NUMBER, f.getLine());
                    int[] range = lineText(file, f.getLine());
                    if (range != null) {
                        marker.setAttribute(IMarker.CHAR_START, range[0]);
                        marker.setAttribute(IMarker.CHAR_END, range[1]);
                    }
                }
                marker.setAttribute(IMarker.LOCATION,
                        file != null ? NLS.bind(Messages.Markers_line, f.getLine()) : Frames.location(f));
                marker.setAttribute(ATTR_RANKS, ranks);
                marker.setAttribute(ATTR_CONFIGURATION, configurationName);
                marker.setAttribute(ATTR_DUMP_DIRECTORY, job.getDumpDir());
                marker.setAttribute(IMarker.TRANSIENT, false);
                created.add(marker);
            }
        }, root, 0, monitor);
        return created;
    }

    /**
     * Whether {@code m} marks the place a new marker on {@code on} at {@code line} marks: the same file on disk (the
     * user's project and the linked sources may both hold it) and line; without a file, the same resource and message.
     */
    private static boolean samePlace(IMarker m, IResource on, int line, String message) {
        if (!m.exists() || line != m.getAttribute(IMarker.LINE_NUMBER, -1)) {
            return false;
        }
        IResource r = m.getResource();
        if (on instanceof IFile) {
            return r instanceof IFile && on.getLocation() != null && on.getLocation().equals(r.getLocation());
        }
        return r.equals(on) && message.equals(m.getAttribute(IMarker.MESSAGE, null));
    }

    /**
     * The character range of line {@code line}'s text in {@code file}, without its indentation and line delimiter;
     * null when it cannot be read. An editor draws a marker's annotation in the text (the box, the highlight) over
     * this range: a marker with a line number alone is shown as an empty position at the line's start, so only the
     * rulers showed the least-progressed line.
     */
    static int[] lineText(IFile file, int line) {
        String text;
        try (java.io.InputStream in = file.getContents(true)) {
            text = new String(in.readAllBytes(), file.getCharset());
        } catch (java.io.IOException | CoreException e) {
            return null;
        }
        int start = 0;
        for (int l = 1; l < line; l++) {
            int nl = text.indexOf('\n', start);
            if (nl < 0) {
                return null;
            }
            start = nl + 1;
        }
        int end = text.indexOf('\n', start);
        end = end < 0 ? text.length() : end;
        while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
            end--; // \r and trailing blanks
        }
        while (start < end && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        return start < end ? new int[] { start, end } : null;
    }

    private static String waiting(Diagnosis d, PdgNode lp) {
        long others = d.getNodes().stream().filter(n -> n != lp).mapToLong(n -> n.getRanks().size()).sum();
        return others == 0 ? Messages.Markers_noneWaits
                : others == 1 ? Messages.Markers_oneWaits : NLS.bind(Messages.Markers_othersWait, others);
    }

    /** The hidden project ({@code .}-prefixed) through which source files outside the workspace are linked. */
    public static final String EXTERNAL_PROJECT = ".straggler-sources";

    /**
     * A source file outside the workspace, linked into {@link #EXTERNAL_PROJECT} (its directory as a linked folder), so
     * that the marker sits on the file itself: the Problems view names it and a double-click opens the line, and the
     * editor shows the marker's annotation. Null when the file does not exist here. Runs inside a workspace operation
     * holding the root.
     */
    static IFile externalFile(String path, Path workingDirectory) throws CoreException {
        Path p = resolve(path, workingDirectory);
        if (p == null) {
            return null;
        }
        p = p.normalize();
        if (!java.nio.file.Files.isRegularFile(p) || p.getParent() == null) {
            return null;
        }
        IProject ext = ResourcesPlugin.getWorkspace().getRoot().getProject(EXTERNAL_PROJECT);
        if (!ext.exists()) {
            ext.create(null);
        }
        if (!ext.isOpen()) {
            ext.open(null);
        }
        String dirName = p.getParent().toString().replaceAll("^/+", "").replace('/', '_');
        if (dirName.isEmpty()) {
            dirName = "root";
        }
        org.eclipse.core.resources.IFolder folder = ext.getFolder(dirName);
        if (!folder.exists()) {
            folder.createLink(p.getParent().toUri(), IResource.ALLOW_MISSING_LOCAL, null);
        }
        IFile file = folder.getFile(p.getFileName().toString());
        if (!file.exists()) {
            folder.refreshLocal(IResource.DEPTH_ONE, null);
        }
        return file.exists() ? file : null;
    }

    /** A frame's file as a path here: relative ones against {@code workingDirectory}; null when there is none. */
    private static Path resolve(String path, Path workingDirectory) {
        if (path == null || path.isEmpty()) {
            return null;
        }
        Path p = Path.of(path);
        return p.isAbsolute() ? p : workingDirectory == null ? null : workingDirectory.resolve(p);
    }

    /** 1 for a file linked into {@link #EXTERNAL_PROJECT}, 0 otherwise: the user's own projects come first. */
    private static int rank(IFile f) {
        return EXTERNAL_PROJECT.equals(f.getProject().getName()) ? 1 : 0;
    }

    /**
     * The workspace file (accessible, in the user's projects before the hidden sources project, then preferring the
     * shortest path) at {@code path}, or null.
     */
    public static IFile workspaceFile(String path, Path workingDirectory) {
        Path p = resolve(path, workingDirectory);
        if (p == null) {
            return null;
        }
        List<URI> candidates = new ArrayList<>();
        candidates.add(p.normalize().toUri());
        try {
            candidates.add(p.toRealPath().toUri());
        } catch (Exception e) {
            // does not exist here
        }
        IWorkspaceRoot root = ResourcesPlugin.getWorkspace().getRoot();
        for (URI uri : candidates) {
            IFile best = null;
            for (IFile f : root.findFilesForLocationURI(uri)) {
                if (f.isAccessible() && (best == null || rank(f) < rank(best)
                        || rank(f) == rank(best) && f.getFullPath().segmentCount() < best.getFullPath().segmentCount())) {
                    best = f;
                }
            }
            if (best != null) {
                return best;
            }
        }
        return null;
    }
}
