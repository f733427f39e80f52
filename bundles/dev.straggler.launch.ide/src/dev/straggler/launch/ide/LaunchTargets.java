package dev.straggler.launch.ide;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.QualifiedName;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.variables.VariablesPlugin;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.osgi.util.NLS;

import dev.straggler.build.Executables;
import dev.straggler.build.MpiProjects;

/**
 * What Run As / Debug As &gt; MPI Application with Diagnosis launches for a workspace resource: an ELF executable
 * itself, the binary built from a C/C++ source file that defines {@code main} (same base name, anywhere in the
 * project, the newest), or a project's binary (the one its builder recorded in {@link #BUILT_EXECUTABLE}, else the
 * newest ELF executable in the project). Which files are executables, and which is the newest, as for the build
 * ({@link Executables}). And the launch configuration of this type for a binary: an existing one whose executable is
 * that file, or a new one.
 */
public final class LaunchTargets {

    /**
     * Persistent project property a builder may set (Straggler's own does: {@link MpiProjects#EXECUTABLE}): the
     * project's binary, project-relative, workspace-absolute ({@code /project/build/app}) or a file-system path.
     */
    public static final QualifiedName BUILT_EXECUTABLE = MpiProjects.EXECUTABLE;

    /** Extensions of C and C++ sources (a file whose {@code main} makes it launchable through its binary). */
    public static final Set<String> SOURCE_EXTENSIONS = Set.of("c", "cc", "cpp", "cxx", "c++", "C");

    /** Bound of the files looked at in a project when searching its binaries (a context menu must stay quick). */
    static final int MAX_FILES = 20_000;

    private static final Pattern COMMENTS = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);
    private static final Pattern MAIN = Pattern.compile("(?m)^[^#\\n]*\\b(?:int|void)\\s+main\\s*\\(");

    private LaunchTargets() {
    }

    /** {@link Executables#isExecutable(Path)} of a workspace file (false for a file with no local location). */
    public static boolean isExecutable(IFile file) {
        IPath location = file.getLocation();
        return location != null && Executables.isExecutable(location.toPath());
    }

    /** Whether {@code file} is a C/C++ source file that defines {@code main} (comments ignored). */
    public static boolean hasMain(IFile file) {
        String ext = file.getFileExtension();
        if (ext == null || !SOURCE_EXTENSIONS.contains(ext) || file.getLocation() == null) {
            return false;
        }
        try (InputStream in = Files.newInputStream(file.getLocation().toPath())) {
            String text = new String(in.readNBytes(4 << 20), StandardCharsets.UTF_8);
            return MAIN.matcher(COMMENTS.matcher(text).replaceAll(" ")).find();
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Whether Run As offers to launch {@code resource}: an executable, a source with {@code main}, or an open project
     * with a binary. Cheap for files; a project costs a walk of its files (bounded).
     */
    public static boolean isLaunchable(IResource resource) {
        if (resource instanceof IFile f) {
            return isExecutable(f) || hasMain(f);
        }
        return resource instanceof IProject p && p.isOpen() && projectBinary(p) != null;
    }

    /**
     * The binary to launch for {@code resource} (see the class comment).
     *
     * @throws CoreException with a message that names the fix when there is none
     */
    public static IFile executableFor(IResource resource) throws CoreException {
        if (resource instanceof IFile f && isExecutable(f)) {
            return f;
        }
        if (resource instanceof IFile f && hasMain(f)) {
            String base = f.getName().substring(0, f.getName().length() - f.getFileExtension().length() - 1);
            List<IFile> built = executables(f.getProject(), base);
            if (built.isEmpty()) {
                throw new CoreException(Status.error(NLS.bind(Messages.Targets_noBinaryForSource,
                        new Object[] { f.getName(), base, f.getProject().getName() })));
            }
            return built.get(0);
        }
        if (resource instanceof IProject p && p.isOpen()) {
            IFile bin = projectBinary(p);
            if (bin == null) {
                throw new CoreException(Status.error(NLS.bind(Messages.Targets_noBinaryInProject, p.getName())));
            }
            return bin;
        }
        throw new CoreException(Status.error(NLS.bind(Messages.Targets_notLaunchable,
                resource == null ? "" : resource.getFullPath())));
    }

    /** The project's binary: the builder's ({@link #BUILT_EXECUTABLE}) when it is one, else the newest; or null. */
    public static IFile projectBinary(IProject project) {
        IFile recorded = recordedBinary(project);
        if (recorded != null) {
            return recorded;
        }
        List<IFile> all = executables(project, null);
        return all.isEmpty() ? null : all.get(0);
    }

    private static IFile recordedBinary(IProject project) {
        String value;
        try {
            value = project.getPersistentProperty(BUILT_EXECUTABLE);
        } catch (CoreException e) {
            return null;
        }
        if (value == null || value.isBlank()) {
            return null;
        }
        value = value.strip();
        List<IFile> candidates = new ArrayList<>();
        IPath path = IPath.fromOSString(value);
        if (!path.isAbsolute()) {
            candidates.add(project.getFile(path));
        } else {
            if (path.segmentCount() > 1) {
                candidates.add(ResourcesPlugin.getWorkspace().getRoot().getFile(path));
            }
            for (IFile f : ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(Path.of(value).toUri())) {
                candidates.add(f);
            }
        }
        for (IFile f : candidates) {
            if (f.exists() && isExecutable(f)) {
                return f;
            }
        }
        return null;
    }

    /**
     * The ELF executables in {@code project} (named {@code name}, when not null), newest first; hidden folders
     * ({@code .git}, {@code .straggler}) are skipped and at most {@link #MAX_FILES} files looked at.
     */
    public static List<IFile> executables(IProject project, String name) {
        List<IFile> found = new ArrayList<>();
        int[] seen = { 0 };
        try {
            project.accept(r -> {
                if (seen[0] >= MAX_FILES) {
                    return false;
                }
                if (r instanceof IContainer) {
                    return r == project || !r.getName().startsWith(".");
                }
                seen[0]++;
                if (r instanceof IFile f && (name == null || name.equals(f.getName())) && isExecutable(f)) {
                    found.add(f);
                }
                return false;
            });
        } catch (CoreException e) {
            return List.of();
        }
        found.sort(Comparator.comparing((IFile f) -> f.getLocation().toPath(), Executables.NEWEST_FIRST));
        return found;
    }

    /** The local (not remote) configurations of this type whose executable is {@code binary}. */
    public static List<ILaunchConfiguration> configurationsFor(IFile binary) throws CoreException {
        ILaunchManager lm = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationType type = lm.getLaunchConfigurationType(LaunchAttributes.TYPE_ID);
        IPath location = binary.getLocation();
        List<ILaunchConfiguration> out = new ArrayList<>();
        if (type == null || location == null) {
            return out;
        }
        Path target = location.toPath().normalize();
        for (ILaunchConfiguration c : lm.getLaunchConfigurations(type)) {
            if (c.getAttribute(LaunchAttributes.REMOTE, LaunchAttributes.DEFAULT_REMOTE)) {
                continue;
            }
            String exe = c.getAttribute(LaunchAttributes.EXECUTABLE, "");
            try {
                exe = VariablesPlugin.getDefault().getStringVariableManager().performStringSubstitution(exe, false).strip();
            } catch (CoreException e) {
                continue; // a variable that no longer resolves (a deleted project): not this binary
            }
            if (exe.isEmpty()) {
                continue;
            }
            Path p = Path.of(exe);
            if (!p.isAbsolute()) {
                p = workingBase(c).resolve(p);
            }
            if (p.normalize().equals(target)) {
                out.add(c);
            }
        }
        return out;
    }

    /** Where a relative executable of {@code c} is looked for: its project's location, else the current directory. */
    private static Path workingBase(ILaunchConfiguration c) throws CoreException {
        String project = c.getAttribute(LaunchAttributes.PROJECT, "");
        if (!project.isBlank() && ResourcesPlugin.getWorkspace().getRoot().getFullPath().isValidSegment(project)) {
            IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(project);
            if (p.getLocation() != null) {
                return p.getLocation().toPath();
            }
        }
        return Path.of("").toAbsolutePath();
    }

    /**
     * A new configuration of this type for {@code binary} (not saved; the caller applies the tabs' defaults): named
     * after the binary, its executable {@code ${workspace_loc:...}} so it follows a moved workspace, its project the
     * binary's.
     */
    public static ILaunchConfigurationWorkingCopy newConfiguration(IFile binary) throws CoreException {
        ILaunchManager lm = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationType type = lm.getLaunchConfigurationType(LaunchAttributes.TYPE_ID);
        ILaunchConfigurationWorkingCopy wc = type.newInstance(null,
                lm.generateLaunchConfigurationName(binary.getProject().getName() + " " + binary.getName()));
        wc.setAttribute(LaunchAttributes.EXECUTABLE, "${workspace_loc:" + binary.getFullPath().toString() + "}");
        wc.setAttribute(LaunchAttributes.PROJECT, binary.getProject().getName());
        wc.setMappedResources(new IResource[] { binary });
        return wc;
    }
}
