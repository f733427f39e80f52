package dev.straggler.internal.build;

import java.util.Map;
import java.util.Set;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;

import dev.straggler.build.BuildSystem;

/**
 * The builder of MPI C/C++ projects. Make and CMake know what is out of date, so every build asked for (Project > Build,
 * a full build) runs them; an automatic build (Build Automatically, after a save) runs them only when a source, a
 * header or a build file changed, not for the objects and executables a build itself left (which would build again
 * after every build). Clean runs {@code make clean} or removes CMake's build folder.
 */
public final class MpiBuilder extends IncrementalProjectBuilder {

    private static final Set<String> SOURCE_EXTENSIONS = Set.of("c", "h", "cc", "cpp", "cxx", "c++", "C", "hh", "hpp",
            "hxx", "h++", "H", "inc", "mk", "cmake", "f", "f90", "F90");
    private static final Set<String> BUILD_FILES = Set.of("Makefile", "makefile", "GNUmakefile", BuildSystem.CMAKE_LISTS);

    @Override
    protected IProject[] build(int kind, Map<String, String> args, IProgressMonitor monitor) throws CoreException {
        if (kind == AUTO_BUILD) {
            IResourceDelta delta = getDelta(getProject());
            if (delta != null && !sourcesChanged(delta)) {
                return null;
            }
        }
        ProjectBuild.build(getProject(), monitor);
        return null;
    }

    @Override
    protected void clean(IProgressMonitor monitor) throws CoreException {
        ProjectBuild.clean(getProject(), monitor);
    }

    /** Whether the delta adds, removes or changes the content of a source, header or build file, outside build outputs. */
    static boolean sourcesChanged(IResourceDelta delta) throws CoreException {
        boolean[] changed = { false };
        delta.accept(d -> {
            IResource r = d.getResource();
            if (changed[0] || r.isDerived() || (r.getType() == IResource.FOLDER && r.getName().startsWith("."))) {
                return false;
            }
            if (r.getType() == IResource.FILE && isBuildInput(r.getName())) {
                changed[0] = d.getKind() != IResourceDelta.CHANGED
                        || (d.getFlags() & (IResourceDelta.CONTENT | IResourceDelta.REPLACED)) != 0;
            }
            return true;
        });
        return changed[0];
    }

    static boolean isBuildInput(String name) {
        int dot = name.lastIndexOf('.');
        return BUILD_FILES.contains(name) || (dot > 0 && SOURCE_EXTENSIONS.contains(name.substring(dot + 1)));
    }
}
