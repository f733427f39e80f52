package dev.straggler.build;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.QualifiedName;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;

/**
 * MPI C/C++ projects: the ids of their nature, builder and build problems, the properties a build leaves on them, and
 * their creation: {@link #create} from a template (a ring program and its Makefile or CMakeLists.txt), {@link #importFolder}
 * over a folder that already has a build (the folder stays where it is, nothing is copied).
 */
public final class MpiProjects {

    public static final String BUNDLE = "dev.straggler.build";
    /** The nature of an MPI C/C++ project: it brings the {@link #BUILDER_ID builder}. */
    public static final String NATURE_ID = BUNDLE + ".mpiNature";
    /** The builder: make, or cmake's configure and build. */
    public static final String BUILDER_ID = BUNDLE + ".mpiBuilder";
    /** The builder's problem markers (a subtype of the platform's problem marker): one per diagnostic of the last build. */
    public static final String MARKER_TYPE = BUNDLE + ".problem";
    /**
     * The executable the last successful build produced or updated: a persistent project property holding its path
     * relative to the project ({@link #executable(IProject)} resolves it). Absent until a build produced one.
     */
    public static final QualifiedName EXECUTABLE = new QualifiedName(BUNDLE, "executable");

    /** What a new project is: its name, where (null: in the workspace), how it is built, and its MPI compiler. */
    public record NewProject(String name, Path location, BuildSystem buildSystem, String compiler) {
    }

    /** The MPI compiler wrappers the wizard offers: C, then C++. */
    public static final List<String> COMPILERS = List.of("mpicc", "mpicxx");

    private MpiProjects() {
    }

    /** Whether {@code compiler} compiles C++ (mpicxx, mpic++, mpiCC and the like). */
    public static boolean isCxx(String compiler) {
        String c = Path.of(compiler).getFileName().toString();
        return c.contains("++") || c.contains("cxx") || c.contains("CC") || c.endsWith("g++");
    }

    /** The template's main program for {@code compiler}: main.cpp for a C++ wrapper, else main.c. */
    public static String mainSource(String compiler) {
        return isCxx(compiler) ? "main.cpp" : "main.c";
    }

    /** The name programs and targets get from a project name: letters, digits, '_' and '-' kept, the rest '_'. */
    public static String programName(String projectName) {
        String s = projectName.replaceAll("[^A-Za-z0-9_-]", "_");
        return s.isEmpty() || s.charAt(0) == '-' ? "mpi_" + s : s;
    }

    /** The files {@link #create} writes for {@code spec}, by project-relative name. */
    public static Map<String, String> templateFiles(NewProject spec) {
        boolean cxx = isCxx(spec.compiler());
        String program = programName(spec.name());
        String ext = cxx ? "cpp" : "c";
        String source = mainSource(spec.compiler());
        Map<String, String> vars = new LinkedHashMap<>();
        vars.put("@NAME@", program);
        vars.put("@COMPILER@", spec.compiler());
        vars.put("@CCVAR@", cxx ? "CXX" : "CC");
        vars.put("@FLAGSVAR@", cxx ? "CXXFLAGS" : "CFLAGS");
        vars.put("@EXT@", ext);
        vars.put("@OBJECT@", "main.o");
        vars.put("@LANG@", cxx ? "CXX" : "C");
        vars.put("@SOURCE@", source);
        Map<String, String> files = new LinkedHashMap<>();
        files.put(source, fill(template(source), vars));
        String buildFile = spec.buildSystem() == BuildSystem.CMAKE ? BuildSystem.CMAKE_LISTS : "Makefile";
        files.put(buildFile, fill(template(buildFile), vars));
        return files;
    }

    private static String fill(String template, Map<String, String> vars) {
        String s = template;
        for (Map.Entry<String, String> e : vars.entrySet()) {
            s = s.replace(e.getKey(), e.getValue());
        }
        return s;
    }

    private static String template(String name) {
        try (InputStream in = MpiProjects.class.getResourceAsStream("/templates/" + name)) {
            if (in == null) {
                throw new IllegalStateException("The bundle " + BUNDLE + " lacks its template templates/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Creates and opens a new MPI project with the template's source and build file; fails, writing nothing, when the
     * project exists or its folder already holds one of those files (import the folder instead).
     */
    public static IProject create(NewProject spec, IProgressMonitor monitor) throws CoreException {
        SubMonitor m = SubMonitor.convert(monitor, "Creating " + spec.name(), 4);
        IWorkspace ws = ResourcesPlugin.getWorkspace();
        IProject project = newProjectHandle(spec.name());
        IProjectDescription d = ws.newProjectDescription(spec.name());
        Path dir = spec.location() != null ? spec.location()
                : ws.getRoot().getLocation().toPath().resolve(spec.name());
        d.setLocation(location(ws, spec.name(), dir));
        Map<String, String> files = templateFiles(spec);
        for (String f : files.keySet()) {
            if (Files.exists(dir.resolve(f))) {
                throw error(dir.resolve(f) + " exists already: import the folder instead (File > Import... > Straggler"
                        + " > Existing MPI Make/CMake Project), or choose another location.");
            }
        }
        project.create(d, m.split(1));
        project.open(m.split(1));
        SubMonitor each = m.split(1).setWorkRemaining(files.size());
        for (Map.Entry<String, String> f : files.entrySet()) {
            IFile file = project.getFile(f.getKey());
            file.create(new ByteArrayInputStream(f.getValue().getBytes(StandardCharsets.UTF_8)), false, each.split(1));
        }
        addNature(project, m.split(1)); // not in the description at creation: natures are configured only when set
        return project;
    }

    /**
     * Creates and opens a project over {@code folder} (linked where it is: nothing is copied) with the MPI nature and
     * builder; fails with what to do when the folder has neither a makefile nor a CMakeLists.txt.
     */
    public static IProject importFolder(String name, Path folder, IProgressMonitor monitor) throws CoreException {
        SubMonitor m = SubMonitor.convert(monitor, "Importing " + folder, 3);
        if (!Files.isDirectory(folder)) {
            throw error(folder + " is not a folder: choose the folder that holds the Makefile or CMakeLists.txt.");
        }
        if (BuildSystem.of(folder).isEmpty()) {
            throw error(folder + " has no Makefile (or makefile, GNUmakefile) and no CMakeLists.txt: choose the folder"
                    + " that holds the build file, or create a new MPI C/C++ Project.");
        }
        IWorkspace ws = ResourcesPlugin.getWorkspace();
        IProject project = newProjectHandle(name);
        IProjectDescription d = ws.newProjectDescription(name);
        d.setLocation(location(ws, name, folder));
        project.create(d, m.split(1));
        project.open(m.split(1));
        addNature(project, m.split(1));
        return project;
    }

    /** Adds the MPI nature (and so the builder) to an open project that lacks it. */
    public static void addNature(IProject project, IProgressMonitor monitor) throws CoreException {
        IProjectDescription d = project.getDescription();
        if (d.hasNature(NATURE_ID)) {
            return;
        }
        List<String> natures = new ArrayList<>(Arrays.asList(d.getNatureIds()));
        natures.add(NATURE_ID);
        d.setNatureIds(natures.toArray(String[]::new));
        project.setDescription(d, monitor);
    }

    /** Adds the builder to a project description unless it has it (the nature's configure). */
    public static boolean addBuilder(IProjectDescription d) {
        ICommand[] commands = d.getBuildSpec();
        if (Arrays.stream(commands).anyMatch(c -> BUILDER_ID.equals(c.getBuilderName()))) {
            return false;
        }
        ICommand c = d.newCommand();
        c.setBuilderName(BUILDER_ID);
        ICommand[] spec = Arrays.copyOf(commands, commands.length + 1);
        spec[commands.length] = c;
        d.setBuildSpec(spec);
        return true;
    }

    /** The executable the last build produced ({@link #EXECUTABLE}), if it still exists. */
    public static Optional<Path> executable(IProject project) throws CoreException {
        String rel = project.isOpen() ? project.getPersistentProperty(EXECUTABLE) : null;
        IPath loc = project.getLocation();
        if (rel == null || loc == null) {
            return Optional.empty();
        }
        Path p = loc.toPath().resolve(rel);
        return Files.isRegularFile(p) ? Optional.of(p) : Optional.empty();
    }

    private static IProject newProjectHandle(String name) throws CoreException {
        IWorkspace ws = ResourcesPlugin.getWorkspace();
        IStatus valid = ws.validateName(name, org.eclipse.core.resources.IResource.PROJECT);
        if (!valid.isOK()) {
            throw new CoreException(valid);
        }
        IProject project = ws.getRoot().getProject(name);
        if (project.exists()) {
            throw error("A project named " + name + " exists already: choose another name.");
        }
        return project;
    }

    /** The description's location: null for the workspace's default place of {@code name}, else {@code dir}, validated. */
    private static IPath location(IWorkspace ws, String name, Path dir) throws CoreException {
        Path normal = dir.toAbsolutePath().normalize();
        if (normal.equals(ws.getRoot().getLocation().toPath().resolve(name))) {
            return null;
        }
        IPath loc = IPath.fromPath(normal);
        IStatus valid = ws.validateProjectLocation(ws.getRoot().getProject(name), loc);
        if (!valid.isOK()) {
            throw new CoreException(valid);
        }
        return loc;
    }

    private static CoreException error(String message) {
        return new CoreException(Status.error(message));
    }
}
