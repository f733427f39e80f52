package dev.straggler.internal.ui.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.ui.actions.ContextualLaunchAction;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.ISetSelectionTarget;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.internal.ui.launch.MpiLaunchShortcut;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.LaunchPreferences;
import dev.straggler.launch.ide.LaunchTargets;
import dev.straggler.launch.tests.fixtures.Commands;

/**
 * Run As / Debug As &gt; MPI Application with Diagnosis: offered in the Project Explorer's Run As menu and in the C
 * editor for an executable, a source with main and a project, not for an object file, a shared library or a source
 * without main; it launches the right binary (a real MPI program built with mpicc here), making one configuration
 * and reusing it.
 */
class LaunchShortcutUiTest {

    private static final String PROJECT = "shortcut-mpi";
    private static final String LABEL = "MPI Application with Diagnosis";

    private static final String HELLO = """
            #include <mpi.h>
            #include <stdio.h>

            /* main() in a comment does not count; the definition below does */
            int main(int argc, char **argv)
            {
                int rank, size;
                MPI_Init(&argc, &argv);
                MPI_Comm_rank(MPI_COMM_WORLD, &rank);
                MPI_Comm_size(MPI_COMM_WORLD, &size);
                MPI_Barrier(MPI_COMM_WORLD);
                char name[64];
                snprintf(name, sizeof name, "ran-%d.txt", rank); /* in the working directory: the project's */
                FILE *f = fopen(name, "w");
                if (f) {
                    fprintf(f, "hello from shortcut rank %d of %d\\n", rank, size);
                    fclose(f);
                }
                MPI_Finalize();
                return 0;
            }
            """;
    private static final String HELPER = """
            /* int main(void) in a comment */
            int helper(int x) { return x + 1; }
            """;

    private Path dir;
    private IProject project;
    private String savedRanks;

    @BeforeEach
    void buildProject() throws Exception {
        dir = Commands.openTempDirectory("stg-shortcut-");
        Files.writeString(dir.resolve("hello.c"), HELLO);
        Files.writeString(dir.resolve("helper.c"), HELPER);
        Files.writeString(dir.resolve("notes.txt"), "not a program\n");
        Path build = Files.createDirectories(dir.resolve("build"));
        cc(List.of("mpicc", "-O0", "-g", "-o", "build/hello", "hello.c"));
        cc(List.of("mpicc", "-c", "-o", "build/helper.o", "helper.c"));
        // a shared library without the .so name: ELF, but no program interpreter, so not an executable
        cc(List.of("mpicc", "-shared", "-fPIC", "-o", "build/plugin", "helper.c"));
        assertTrue(Files.isExecutable(build.resolve("hello")));

        project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        IProjectDescription d = ResourcesPlugin.getWorkspace().newProjectDescription(PROJECT);
        d.setLocation(IPath.fromOSString(dir.toString()));
        project.create(d, null);
        project.open(null);
        project.refreshLocal(IResource.DEPTH_INFINITE, null);

        // 2 tasks: the test machines have 2 cores, and a new configuration takes the preferences' rank count
        IEclipsePreferences prefs = InstanceScope.INSTANCE.getNode(LaunchPreferences.QUALIFIER);
        savedRanks = prefs.get(LaunchPreferences.RANKS, null);
        prefs.putInt(LaunchPreferences.RANKS, 2);
    }

    private void cc(List<String> command) {
        Commands.Result r = Commands.run(command, Map.of(), dir, 120);
        assertEquals(0, r.exit(), String.join(" ", command) + ": " + r.output());
    }

    @AfterEach
    void cleanUp() throws Exception {
        UiTestSupport.terminateAll();
        UiTestSupport.page().closeAllEditors(false);
        ILaunchManager lm = DebugPlugin.getDefault().getLaunchManager();
        for (ILaunchConfiguration c : lm.getLaunchConfigurations(lm.getLaunchConfigurationType(LaunchAttributes.TYPE_ID))) {
            c.delete();
        }
        IEclipsePreferences prefs = InstanceScope.INSTANCE.getNode(LaunchPreferences.QUALIFIER);
        if (savedRanks == null) {
            prefs.remove(LaunchPreferences.RANKS);
        } else {
            prefs.put(LaunchPreferences.RANKS, savedRanks);
        }
        UiTestSupport.deleteProject(PROJECT);
        Commands.deleteTree(dir);
    }

    /** The Run As (or Debug As) menu as the workbench fills it for the active part's selection. */
    private static final class RunAsMenu extends ContextualLaunchAction {
        RunAsMenu(String mode) {
            super(mode);
        }

        List<String> labels(IWorkbenchPart part) {
            IAction action = new Action("Run As", IAction.AS_DROP_DOWN_MENU) {
            };
            setActivePart(action, part);
            ISelection selection = part.getSite().getSelectionProvider() == null ? StructuredSelection.EMPTY
                    : part.getSite().getSelectionProvider().getSelection();
            selectionChanged(action, selection);
            Shell shell = part.getSite().getShell();
            Menu menu = new Menu(shell);
            try {
                fillMenu(menu);
                return Arrays.stream(menu.getItems()).map(MenuItem::getText).toList();
            } finally {
                menu.dispose();
            }
        }
    }

    private static boolean offers(List<String> labels) {
        return labels.stream().anyMatch(l -> l.replace("&", "").contains(LABEL));
    }

    /** Selects {@code r} in the Project Explorer and returns Run As's and Debug As's items there. */
    private static List<List<String>> inProjectExplorer(IResource r) throws Exception {
        IViewPart explorer = UiTestSupport.page().showView(IPageLayout.ID_PROJECT_EXPLORER);
        ((ISetSelectionTarget) explorer).selectReveal(new StructuredSelection(r));
        UiTestSupport.processEvents();
        assertEquals(r, ((StructuredSelection) explorer.getSite().getSelectionProvider().getSelection()).getFirstElement());
        return List.of(new RunAsMenu(ILaunchManager.RUN_MODE).labels(explorer),
                new RunAsMenu(ILaunchManager.DEBUG_MODE).labels(explorer), contextMenu(explorer));
    }

    /** The items of the Project Explorer's context menu for its selection, as shown to the user. */
    private static List<String> contextMenu(IViewPart explorer) {
        Tree tree = UiTestSupport.tree(explorer);
        assertNotNull(tree, "the Project Explorer's tree");
        Menu menu = tree.getMenu();
        menu.notifyListeners(SWT.Show, new Event());
        try {
            return Arrays.stream(menu.getItems()).map(i -> i.getText().replace("&", "")).toList();
        } finally {
            menu.notifyListeners(SWT.Hide, new Event());
        }
    }

    @Test
    void offeredForExecutablesSourcesWithMainAndProjectsOnly() throws Exception {
        IFile hello = project.getFile("build/hello");
        for (IResource r : List.of(hello, project.getFile("hello.c"), project)) {
            List<List<String>> menus = inProjectExplorer(r);
            assertTrue(offers(menus.get(0)), "Run As for " + r + ": " + menus.get(0));
            assertTrue(offers(menus.get(1)), "Debug As for " + r + ": " + menus.get(1));
            assertTrue(menus.get(2).contains("Run As") && menus.get(2).contains("Debug As"),
                    "the context menu's Run As and Debug As for " + r + ": " + menus.get(2));
        }
        for (IResource r : List.of(project.getFile("helper.c"), project.getFile("build/helper.o"),
                project.getFile("build/plugin"), project.getFile("notes.txt"))) {
            assertFalse(offers(inProjectExplorer(r).get(0)), "no Run As item for " + r);
        }

        // the binary of each: the executable itself, the source's build, the project's newest executable
        assertEquals(hello, LaunchTargets.executableFor(hello));
        assertEquals(hello, LaunchTargets.executableFor(project.getFile("hello.c")));
        assertEquals(hello, LaunchTargets.executableFor(project));
        String msg = assertThrows(CoreException.class,
                () -> LaunchTargets.executableFor(project.getFile("notes.txt"))).getStatus().getMessage();
        assertTrue(msg.contains("notes.txt") && msg.contains("select one of those"), msg);

        // a builder's record wins over the search
        Files.copy(dir.resolve("build/hello"), dir.resolve("other"));
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
        Files.setLastModifiedTime(dir.resolve("other"), java.nio.file.attribute.FileTime.fromMillis(0));
        assertEquals(hello, LaunchTargets.executableFor(project), "newest first");
        project.setPersistentProperty(LaunchTargets.BUILT_EXECUTABLE, "other");
        assertEquals(project.getFile("other"), LaunchTargets.executableFor(project));
        project.setPersistentProperty(LaunchTargets.BUILT_EXECUTABLE, null);

        // a source whose binary is not built yet: offered, and launching it says to build
        Files.writeString(dir.resolve("later.c"), HELLO);
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
        assertTrue(offers(inProjectExplorer(project.getFile("later.c")).get(0)));
        msg = assertThrows(CoreException.class, () -> LaunchTargets.executableFor(project.getFile("later.c")))
                .getStatus().getMessage();
        assertTrue(msg.contains("build it first") && msg.contains("later"), msg);
    }

    @Test
    void offeredInTheCEditor() throws Exception {
        IEditorPart editor = IDE.openEditor(UiTestSupport.page(), project.getFile("hello.c"));
        assertEquals("dev.straggler.editor.cEditor", editor.getSite().getId());
        UiTestSupport.page().activate(editor);
        UiTestSupport.processEvents();
        assertTrue(offers(new RunAsMenu(ILaunchManager.RUN_MODE).labels(editor)), "Run As in the C editor");
        assertEquals(project.getFile("build/hello"), new MpiLaunchShortcut().getLaunchableResource(editor));

        IEditorPart other = IDE.openEditor(UiTestSupport.page(), project.getFile("helper.c"));
        UiTestSupport.page().activate(other);
        UiTestSupport.processEvents();
        assertFalse(offers(new RunAsMenu(ILaunchManager.RUN_MODE).labels(other)), "no Run As item for helper.c");
    }

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void launchesTheProjectsBinaryAndReusesItsConfiguration() throws Exception {
        ILaunchManager lm = DebugPlugin.getDefault().getLaunchManager();
        MpiLaunchShortcut shortcut = new MpiLaunchShortcut();
        assertEquals(0, shortcut.getLaunchConfigurations(new StructuredSelection(project)).length);

        ILaunch first = launchAndWait(shortcut, new StructuredSelection(project));
        ILaunchConfiguration config = first.getLaunchConfiguration();
        assertEquals(LaunchAttributes.TYPE_ID, config.getType().getIdentifier());
        assertEquals("${workspace_loc:/" + PROJECT + "/build/hello}", config.getAttribute(LaunchAttributes.EXECUTABLE, ""));
        assertEquals(PROJECT, config.getAttribute(LaunchAttributes.PROJECT, ""));
        assertEquals(2, config.getAttribute(LaunchAttributes.RANKS, 0));
        assertEquals("mpirun", config.getAttribute(LaunchAttributes.LAUNCHER, ""));
        IProcess process = first.getProcesses()[0];
        assertEquals(0, process.getExitValue());
        String cmdline = process.getAttribute(IProcess.ATTR_CMDLINE);
        assertTrue(cmdline.contains(dir.resolve("build/hello").toString()), cmdline);
        // what the program wrote: both ranks ran
        for (int rank = 0; rank < 2; rank++) {
            Path ran = dir.resolve("ran-" + rank + ".txt");
            assertTrue(Files.isRegularFile(ran), "the program's rank " + rank + " ran in the project (" + cmdline + ")");
            assertEquals("hello from shortcut rank " + rank + " of 2\n", Files.readString(ran));
            Files.delete(ran);
        }

        // the same binary from its source file, in the editor: the same configuration, no second one
        IEditorPart editor = IDE.openEditor(UiTestSupport.page(), project.getFile("hello.c"));
        assertArrayEquals(new ILaunchConfiguration[] { config }, shortcut.getLaunchConfigurations(editor));
        ILaunch second = launchAndWait(shortcut, editor);
        assertEquals(config, second.getLaunchConfiguration());
        assertEquals(0, second.getProcesses()[0].getExitValue());
        assertTrue(Files.isRegularFile(dir.resolve("ran-1.txt")), "the second launch ran the program");
        assertEquals(1, lm.getLaunchConfigurations(lm.getLaunchConfigurationType(LaunchAttributes.TYPE_ID)).length);
    }

    private static void assertArrayEquals(Object[] expected, Object[] actual) {
        assertEquals(Arrays.asList(expected), actual == null ? null : Arrays.asList(actual));
    }

    /** Launches through the shortcut (as the menu item does) and waits for the new launch to end. */
    private static ILaunch launchAndWait(MpiLaunchShortcut shortcut, Object target) {
        ILaunchManager lm = DebugPlugin.getDefault().getLaunchManager();
        List<ILaunch> before = new ArrayList<>(Arrays.asList(lm.getLaunches()));
        if (target instanceof IEditorPart e) {
            shortcut.launch(e, ILaunchManager.RUN_MODE);
        } else {
            shortcut.launch((ISelection) target, ILaunchManager.RUN_MODE);
        }
        ILaunch[] launched = new ILaunch[1];
        UiTestSupport.waitUntil(() -> {
            for (ILaunch l : lm.getLaunches()) {
                if (!before.contains(l) && l.getProcesses().length > 0) {
                    launched[0] = l;
                }
            }
            return launched[0] != null;
        }, 60_000, "the shortcut's launch");
        UiTestSupport.waitUntil(launched[0]::isTerminated, UiTestSupport.JOB_TIMEOUT_MILLIS, "the job to end");
        assertNotNull(launched[0].getLaunchConfiguration());
        return launched[0];
    }
}
