package dev.straggler.internal.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.QualifiedName;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;

import dev.straggler.build.BuildConsoleFactory.BuildLog;
import dev.straggler.build.BuildConsoleFactory.Kind;
import dev.straggler.build.BuildSystem;
import dev.straggler.build.Executables;
import dev.straggler.build.MpiProjects;
import dev.straggler.internal.build.compiledb.MakeDryRun;
import dev.straggler.internal.build.diagnostics.Diagnostic;
import dev.straggler.internal.build.diagnostics.DiagnosticsParser;
import dev.straggler.internal.build.process.ExternalCommand;

/**
 * One build (or clean) of an MPI project, in its folder: {@code make -w}, or {@code cmake -S . -B build
 * -DCMAKE_EXPORT_COMPILE_COMMANDS=ON} (when the build folder is not configured so yet) then {@code cmake --build build};
 * each command's output streamed to the build consoles and read for diagnostics, which become markers as they come.
 * Then the project is refreshed, a Make project's compile_commands.json brought up to date (the dry run of
 * {@link MakeDryRun}, into the project folder, where the editor's clangd looks first; CMake writes its own into
 * {@code build/}, the editor's second place), and the newest executable recorded ({@link MpiProjects#EXECUTABLE}).
 * Bounded by {@link #timeout()} per command, cancelled through the progress monitor.
 */
final class ProjectBuild {

    /** Set on a project whose compile_commands.json the builder wrote (and may rewrite): a project's own is left alone. */
    static final QualifiedName GENERATED_DATABASE = new QualifiedName(MpiProjects.BUNDLE, "generatedCompileCommands");
    /** The compilation database's name (clangd's), written into a Make project's folder. */
    static final String COMPILE_COMMANDS = "compile_commands.json";
    private static final String TIMEOUT_PROPERTY = "straggler.build.timeoutSeconds";
    private static final Duration DEFAULT_TIMEOUT = Duration.ofHours(1);

    private final IProject project;
    private final Path dir;
    private final BuildLog log;
    private final DiagnosticsParser parser;
    private int errors;
    private int warnings;

    private ProjectBuild(IProject project, Path dir, BuildLog log) {
        this.project = project;
        this.dir = dir;
        this.log = log;
        this.parser = new DiagnosticsParser(dir);
    }

    /** Each command's bound: {@value #TIMEOUT_PROPERTY} seconds when set, else an hour. */
    static Duration timeout() {
        String s = System.getProperty(TIMEOUT_PROPERTY);
        try {
            return s == null ? DEFAULT_TIMEOUT : Duration.ofSeconds(Long.parseLong(s.trim()));
        } catch (NumberFormatException e) {
            return DEFAULT_TIMEOUT;
        }
    }

    /** Builds {@code project}; its markers are those of this build. */
    static void build(IProject project, IProgressMonitor monitor) throws CoreException {
        run(project, monitor, false);
    }

    /** Cleans {@code project}: {@code make clean}, or removes CMake's build folder; clears the markers. */
    static void clean(IProject project, IProgressMonitor monitor) throws CoreException {
        run(project, monitor, true);
    }

    private static void run(IProject project, IProgressMonitor monitor, boolean clean) throws CoreException {
        BuildMarkers.clear(project);
        IPath loc = project.getLocation();
        if (loc == null) {
            BuildMarkers.add(project, projectError("The project " + project.getName()
                    + " is not on the local file system: it cannot be built here."));
            return;
        }
        try (BuildLog log = BuildConsoles.open(project)) {
            ProjectBuild b = new ProjectBuild(project, loc.toPath(), log);
            if (clean) {
                b.clean(SubMonitor.convert(monitor, "Cleaning " + project.getName(), 2));
            } else {
                b.build(SubMonitor.convert(monitor, "Building " + project.getName(), 4));
            }
        }
    }

    private static Diagnostic projectError(String message) {
        return new Diagnostic(null, 0, 0, Diagnostic.Severity.ERROR, message);
    }

    private Optional<BuildSystem> buildSystem() throws CoreException {
        Optional<BuildSystem> bs = BuildSystem.of(dir);
        if (bs.isEmpty()) {
            String msg = "The project " + project.getName() + " has no Makefile and no CMakeLists.txt in " + dir
                    + ": add one (File > New > MPI C/C++ Project creates a project with one).";
            log.line(Kind.ERROR, msg);
            BuildMarkers.add(project, projectError(msg));
        }
        return bs;
    }

    private void build(SubMonitor m) throws CoreException {
        Optional<BuildSystem> bs = buildSystem();
        if (bs.isEmpty()) {
            return;
        }
        long started = System.currentTimeMillis();
        log.line(Kind.INFO, "Building " + project.getName() + " (" + bs.get().label() + ") in " + dir);
        boolean ok;
        if (bs.get() == BuildSystem.CMAKE) {
            ok = !needsConfigure() || step(List.of("cmake", "-S", ".", "-B", BuildSystem.CMAKE_BUILD_DIR,
                    "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON"), m.split(1));
            ok = ok && step(List.of("cmake", "--build", BuildSystem.CMAKE_BUILD_DIR), m.split(2));
        } else {
            ok = step(List.of("make", "-w"), m.split(2));
        }
        parser.finish().forEach(this::mark);
        refresh(m.split(1));
        if (bs.get() == BuildSystem.MAKE) {
            compileCommands(m.split(1));
        }
        if (ok) {
            recordExecutable(bs.get());
        }
        String took = String.format("%.1f s", (System.currentTimeMillis() - started) / 1000.0);
        String counts = errors + " error" + (errors == 1 ? "" : "s") + ", " + warnings + " warning" + (warnings == 1 ? "" : "s");
        log.line(ok ? Kind.INFO : Kind.ERROR, (ok ? "Build finished" : "Build FAILED") + " (" + counts + ", " + took + ")");
        if (!ok && errors == 0) {
            mark(projectError("The build of " + project.getName() + " failed: see the Straggler Build console."));
        }
    }

    private void clean(SubMonitor m) throws CoreException {
        Optional<BuildSystem> bs = buildSystem();
        if (bs.isEmpty()) {
            return;
        }
        project.setPersistentProperty(MpiProjects.EXECUTABLE, null);
        if (bs.get() == BuildSystem.CMAKE) {
            log.line(Kind.INFO, "Cleaning " + project.getName() + ": removing " + dir.resolve(BuildSystem.CMAKE_BUILD_DIR));
            IFolder build = project.getFolder(BuildSystem.CMAKE_BUILD_DIR);
            build.refreshLocal(IResource.DEPTH_ZERO, m.split(1));
            if (build.exists()) {
                build.delete(true, m.split(1));
            }
        } else {
            log.line(Kind.INFO, "Cleaning " + project.getName() + " in " + dir);
            step(List.of("make", "-w", "clean"), m.split(1));
            refresh(m.split(1));
        }
    }

    /** Whether CMake's build folder lacks a cache made with compile commands on (the first build, or the user's own). */
    private boolean needsConfigure() {
        Path cache = dir.resolve(BuildSystem.CMAKE_BUILD_DIR).resolve("CMakeCache.txt");
        try {
            return !Files.isRegularFile(cache)
                    || !Files.readString(cache, StandardCharsets.UTF_8).contains("CMAKE_EXPORT_COMPILE_COMMANDS:BOOL=ON");
        } catch (IOException e) {
            return true;
        }
    }

    /** Runs one command of the build: its output to the log and the parser; false when it failed. */
    private boolean step(List<String> command, SubMonitor m) throws CoreException {
        m.setTaskName(String.join(" ", command));
        log.line(Kind.COMMAND, String.join(" ", command));
        ExternalCommand c = new ExternalCommand(command, dir, Map.of());
        ExternalCommand.Result r;
        try {
            r = c.run(timeout(), m::isCanceled, line -> output(Kind.OUTPUT, line), line -> output(Kind.ERROR, line));
        } catch (IOException e) {
            log.line(Kind.ERROR, e.getMessage());
            mark(projectError(e.getMessage()));
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OperationCanceledException();
        }
        if (r.cancelled()) {
            log.line(Kind.ERROR, "Cancelled: " + command.get(0) + " was stopped.");
            throw new OperationCanceledException();
        }
        if (r.timedOut()) {
            String msg = "'" + String.join(" ", command) + "' did not end within " + timeout().toSeconds()
                    + " s and was stopped (-D" + TIMEOUT_PROPERTY + "=SECONDS sets the bound).";
            log.line(Kind.ERROR, msg);
            mark(projectError(msg));
            return false;
        }
        if (r.exitCode() != 0) {
            log.line(Kind.ERROR, command.get(0) + " exited with code " + r.exitCode());
        }
        return r.exitCode() == 0;
    }

    /** One line of a command's output: to the log, then its diagnostics (lines come from two threads). */
    private synchronized void output(Kind kind, String line) {
        log.line(kind, line);
        parser.accept(line).forEach(this::mark);
    }

    private void mark(Diagnostic d) {
        if (d.severity() == Diagnostic.Severity.ERROR) {
            errors++;
        } else {
            warnings++;
        }
        try {
            BuildMarkers.add(project, d);
        } catch (CoreException e) {
            log.line(Kind.ERROR, "Cannot mark " + d + ": " + e.getMessage());
        }
    }

    private void refresh(SubMonitor m) throws CoreException {
        project.refreshLocal(IResource.DEPTH_INFINITE, m);
        IFolder build = project.getFolder(BuildSystem.CMAKE_BUILD_DIR);
        if (build.exists() && Files.isRegularFile(dir.resolve(BuildSystem.CMAKE_LISTS))) {
            build.setDerived(true, null);
        }
    }

    /**
     * Brings the project's compile_commands.json up to date from make's dry run, unless the project has one of its own
     * (one the builder did not write): that one is left as it is.
     */
    private void compileCommands(SubMonitor m) throws CoreException {
        Path file = dir.resolve(COMPILE_COMMANDS);
        if (Files.exists(file) && project.getPersistentProperty(GENERATED_DATABASE) == null) {
            log.line(Kind.INFO, "Keeping the project's own " + file.getFileName() + " (not written by this builder).");
            return;
        }
        log.line(Kind.COMMAND, String.join(" ", MakeDryRun.command(List.of("make"))) + "   (for compile_commands.json)");
        try {
            MakeDryRun.Result r = MakeDryRun.run(List.of("make"), dir, timeout(), m::isCanceled);
            if (r.make().cancelled()) {
                throw new OperationCanceledException();
            }
            if (r.entries().isEmpty()) {
                log.line(Kind.ERROR, "make's dry run shows no compiler command"
                        + (r.errors().isEmpty() ? "" : " (" + String.join(" ", r.errors()) + ")")
                        + ": compile_commands.json not written; clangd uses the editor's generated flags.");
                return;
            }
            boolean written = MakeDryRun.write(file, r.entries());
            project.setPersistentProperty(GENERATED_DATABASE, "true");
            log.line(Kind.INFO, (written ? "Wrote " : "Up to date: ") + file + " (" + r.entries().size() + " source"
                    + (r.entries().size() == 1 ? "" : "s") + ")");
            project.getFile(file.getFileName().toString()).refreshLocal(IResource.DEPTH_ZERO, m);
        } catch (IOException e) {
            log.line(Kind.ERROR, "Cannot write " + file + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OperationCanceledException();
        }
    }

    private void recordExecutable(BuildSystem bs) throws CoreException {
        Path out = bs == BuildSystem.CMAKE ? dir.resolve(BuildSystem.CMAKE_BUILD_DIR) : dir;
        try {
            Optional<Path> exe = Executables.newest(out);
            project.setPersistentProperty(MpiProjects.EXECUTABLE, exe.map(p -> dir.relativize(p).toString()).orElse(null));
            exe.ifPresent(p -> log.line(Kind.INFO, "Executable: " + p));
        } catch (IOException e) {
            throw new CoreException(Status.error("Cannot look for the executable in " + out + ": " + e.getMessage(), e));
        }
    }
}
