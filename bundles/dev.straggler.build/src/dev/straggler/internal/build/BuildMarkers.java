package dev.straggler.internal.build;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;

import dev.straggler.build.MpiProjects;
import dev.straggler.internal.build.diagnostics.Diagnostic;

/**
 * The builder's problem markers ({@link MpiProjects#MARKER_TYPE}): one per diagnostic of the last build, on its file
 * when the workspace has it (this project's copy first), else on the project with the file named in the message.
 */
public final class BuildMarkers {

    private BuildMarkers() {
    }

    /** Removes the markers of the last build of {@code project}. */
    public static void clear(IProject project) throws CoreException {
        project.deleteMarkers(MpiProjects.MARKER_TYPE, true, IResource.DEPTH_INFINITE);
    }

    /** Adds the marker of {@code d}. */
    public static IMarker add(IProject project, Diagnostic d) throws CoreException {
        Optional<IFile> file = d.file() == null ? Optional.empty() : fileOf(project, d.file());
        IResource on = file.<IResource>map(f -> f).orElse(project);
        String where = "";
        if (file.isEmpty() && d.file() != null) {
            where = d.file() + (d.line() > 0 ? ":" + d.line() : "") + ": ";
        }
        // all attributes at once: a reader (the Problems view, a test) never sees a marker without its line
        Map<String, Object> attributes = new HashMap<>();
        attributes.put(IMarker.MESSAGE, where + d.message());
        attributes.put(IMarker.SEVERITY,
                d.severity() == Diagnostic.Severity.ERROR ? IMarker.SEVERITY_ERROR : IMarker.SEVERITY_WARNING);
        if (file.isPresent() && d.line() > 0) {
            attributes.put(IMarker.LINE_NUMBER, d.line());
            attributes.put(IMarker.LOCATION, "line " + d.line() + (d.column() > 0 ? ", column " + d.column() : ""));
        }
        return on.createMarker(MpiProjects.MARKER_TYPE, attributes);
    }

    private static Optional<IFile> fileOf(IProject project, Path file) {
        IFile[] found = ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(file.toUri());
        return Arrays.stream(found).filter(IFile::exists)
                .min(Comparator.comparing((IFile f) -> !f.getProject().equals(project)).thenComparing(f -> f.getFullPath().segmentCount()));
    }
}
