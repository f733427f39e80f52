package dev.straggler.internal.build.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspaceDescription;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;

import dev.straggler.build.BuildSystem;
import dev.straggler.build.MpiProjects;

/**
 * Real builds of real projects in the workspace, through the platform's build (the builder as Eclipse runs it): a new
 * Make project and a new CMake project from the templates (built, run under mpirun, an error becoming a marker and
 * going away, clean), an imported folder whose makefile names its compiler outright, and a build cancelled mid-way.
 */
class ProjectBuildTest {

    private static final String PROJECT = "straggler-build-test";

    @TempDir
    Path dir;

    @BeforeEach
    @AfterEach
    void noProject() throws CoreException {
        Fixtures.delete(PROJECT);
    }

    private static void build(IProject p) throws CoreException {
        p.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());
    }

    private static IMarker[] markers(IProject p) throws CoreException {
        return p.findMarkers(MpiProjects.MARKER_TYPE, true, IResource.DEPTH_INFINITE);
    }

    private static String describe(IMarker[] markers) {
        return Arrays.stream(markers).map(m -> m.getResource().getName() + ":" + m.getAttribute(IMarker.LINE_NUMBER, -1)
                + " " + m.getAttribute(IMarker.MESSAGE, "")).toList().toString();
    }

    private static List<String> mpirun(Path exe) throws Exception {
        return Fixtures.run(exe.getParent(), "env", "OMPI_ALLOW_RUN_AS_ROOT=1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1",
                "mpirun", "--oversubscribe", "-np", "3", exe.toString());
    }

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void aNewMakeProjectBuildsRunsMarksItsErrorsAndCleans() throws Exception {
        Path loc = dir.resolve("ring");
        IProject p = MpiProjects.create(new MpiProjects.NewProject(PROJECT, loc, BuildSystem.MAKE, "mpicc"), null);
        assertTrue(p.hasNature(MpiProjects.NATURE_ID));
        assertEquals(MpiProjects.BUILDER_ID, p.getDescription().getBuildSpec()[0].getBuilderName());
        build(p);
        assertEquals(0, markers(p).length, describe(markers(p)));
        Path exe = MpiProjects.executable(p).orElseThrow(() -> new AssertionError("no executable recorded"));
        assertEquals(loc.resolve(MpiProjects.programName(PROJECT)), exe);
        List<String> ran = mpirun(exe);
        assertTrue(ran.contains("The token went around 3 ranks: 2"), ran.toString());

        JsonArray db = JsonParser.parseString(Files.readString(loc.resolve("compile_commands.json"))).getAsJsonArray();
        assertEquals(1, db.size(), db.toString());
        assertEquals(loc.resolve("main.c").toString(), db.get(0).getAsJsonObject().get("file").getAsString());
        assertTrue(db.get(0).getAsJsonObject().get("arguments").toString().contains("openmpi/include")
                || db.get(0).getAsJsonObject().get("arguments").toString().contains("mpich"), db.toString());

        IFile main = p.getFile("main.c");
        String good = Files.readString(loc.resolve("main.c"));
        String bad = good.replace("int token = 0;", "int token = 0\n    int unused;");
        main.setContents(bad.getBytes(), IResource.FORCE, null);
        build(p);
        IMarker[] m = markers(p);
        IMarker error = Arrays.stream(m).filter(x -> x.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR)
                .findFirst().orElseThrow(() -> new AssertionError(describe(m)));
        assertEquals(main, error.getResource(), describe(m));
        int line = Arrays.asList(bad.split("\n")).indexOf("    int unused;") + 1;
        assertEquals(line, error.getAttribute(IMarker.LINE_NUMBER, -1), describe(m));
        assertTrue(error.getAttribute(IMarker.MESSAGE, "").contains("expected"), describe(m));

        main.setContents(good.getBytes(), IResource.FORCE, null);
        build(p);
        assertEquals(0, markers(p).length, describe(markers(p)));

        p.build(IncrementalProjectBuilder.CLEAN_BUILD, null);
        assertFalse(Files.exists(exe), "make clean removed the program");
        assertTrue(MpiProjects.executable(p).isEmpty());
    }

    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void aNewCMakeCxxProjectBuildsInBuildWithCMakesDatabaseAndCleansItAway() throws Exception {
        Path loc = dir.resolve("ringxx");
        IProject p = MpiProjects.create(new MpiProjects.NewProject(PROJECT, loc, BuildSystem.CMAKE, "mpicxx"), null);
        assertTrue(p.getFile("main.cpp").exists());
        assertTrue(p.getFile("CMakeLists.txt").exists());
        build(p);
        assertEquals(0, markers(p).length, describe(markers(p)));
        Path exe = MpiProjects.executable(p).orElseThrow(() -> new AssertionError("no executable recorded"));
        assertEquals(loc.resolve("build").resolve(MpiProjects.programName(PROJECT)), exe);
        List<String> ran = mpirun(exe);
        assertTrue(ran.contains("The token went around 3 ranks: 2"), ran.toString());
        String db = Files.readString(loc.resolve("build/compile_commands.json"));
        assertTrue(db.contains("main.cpp") && (db.contains("-isystem") || db.contains("-I")), db);
        assertFalse(Files.exists(loc.resolve("compile_commands.json")), "CMake's database stays in build/");
        assertTrue(p.getFolder("build").isDerived());

        p.build(IncrementalProjectBuilder.CLEAN_BUILD, null);
        assertFalse(Files.exists(loc.resolve("build")));
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void anImportedFolderStaysWhereItIsAndItsOwnDatabaseIsLeftAlone() throws Exception {
        Path src = dir.resolve("existing");
        Fixtures.write(src, "solver.c", "#include <mpi.h>\nint main(int c, char **v) { MPI_Init(&c, &v); MPI_Finalize(); return 0; }\n");
        Fixtures.write(src, "Makefile", "solver: solver.c\n\tmpicc -g -o solver solver.c\n");
        IProject p = MpiProjects.importFolder(PROJECT, src, null);
        assertEquals(src, p.getLocation().toPath(), "linked where it is");
        assertFalse(Files.exists(ResourcesPlugin.getWorkspace().getRoot().getLocation().toPath().resolve(PROJECT)),
                "nothing copied into the workspace");
        assertTrue(p.hasNature(MpiProjects.NATURE_ID));
        build(p);
        assertEquals(src.resolve("solver"), MpiProjects.executable(p).orElseThrow());
        assertTrue(Files.readString(src.resolve("compile_commands.json")).contains("solver.c"));
        Fixtures.delete(PROJECT);

        Path own = dir.resolve("own");
        Fixtures.write(own, "Makefile", "all:\n\ttrue\n");
        Fixtures.write(own, "compile_commands.json", "[]\n");
        build(MpiProjects.importFolder(PROJECT, own, null));
        assertEquals("[]\n", Files.readString(own.resolve("compile_commands.json")), "the project's own database kept");
        Fixtures.delete(PROJECT);

        Path none = Files.createDirectories(dir.resolve("none"));
        CoreException e = assertThrows(CoreException.class, () -> MpiProjects.importFolder(PROJECT, none, null));
        assertTrue(e.getMessage().contains("has no Makefile"), e.getMessage());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aCancelledBuildStopsMakeAndWhatItRuns() throws Exception {
        IWorkspaceDescription ws = ResourcesPlugin.getWorkspace().getDescription();
        boolean auto = ws.isAutoBuilding();
        ws.setAutoBuilding(false); // this build only: an automatic one would hold the workspace with its own make
        ResourcesPlugin.getWorkspace().setDescription(ws);
        try {
            Path src = dir.resolve("slow");
            Fixtures.write(src, "Makefile", "all:\n\techo started > started; sleep 117; echo finished > finished\n");
            IProject p = MpiProjects.importFolder(PROJECT, src, null);
            NullProgressMonitor monitor = new NullProgressMonitor();
            CompletableFuture<Throwable> build = CompletableFuture.supplyAsync(() -> {
                try {
                    p.build(IncrementalProjectBuilder.FULL_BUILD, monitor);
                    return null;
                } catch (Throwable t) {
                    return t;
                }
            });
            Fixtures.waitUntil(() -> Files.exists(src.resolve("started")), 20_000, "make to start");
            long cancelled = System.nanoTime();
            monitor.setCanceled(true);
            Throwable t = build.get(20, TimeUnit.SECONDS);
            assertTrue(t == null || t instanceof OperationCanceledException, String.valueOf(t));
            assertTrue(System.nanoTime() - cancelled < TimeUnit.SECONDS.toNanos(10), "stopped within seconds");
            assertEquals(List.of(), Fixtures.run(src, "pgrep", "-f", "sleep 117"), "make's shell and its sleep are gone");
            assertFalse(Files.exists(src.resolve("finished")));
        } finally {
            ws.setAutoBuilding(auto);
            ResourcesPlugin.getWorkspace().setDescription(ws);
        }
    }
}
