package dev.straggler.internal.build.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.IWizard;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.console.MessageConsole;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.build.BuildSystem;
import dev.straggler.build.MpiProjects;
import dev.straggler.internal.build.ui.BuildConsole;
import dev.straggler.internal.build.ui.wizards.ImportMpiProjectWizard;
import dev.straggler.internal.build.ui.wizards.NewMpiProjectPage;
import dev.straggler.internal.build.ui.wizards.NewMpiProjectWizard;
import dev.straggler.ui.fixtures.Screens;

/**
 * The wizards in a real workbench, through their pages as a user fills them in: File > New > MPI C/C++ Project makes a
 * project that Build Automatically builds at once (its executable and compile_commands.json exist, the "Straggler
 * Build" console shows the build); a deliberate compile error saved in main.c becomes an error marker on its line; the
 * import wizard makes a project over an existing folder. With {@code -Dstraggler.screenshot=true}: the wizard's page
 * and the workbench with the console and the marker, in target/screenshots (the README's docs/images/build.png).
 */
class MpiProjectWizardUiTest {

    private static final String PROJECT = "mpi-ring";
    private static final String IMPORTED = "mpi-imported";
    private static final long BUILD_MILLIS = 90_000;

    @TempDir
    Path dir;

    /** A wizard dialog whose Finish the test presses. */
    private static final class Dialog extends WizardDialog {
        Dialog(IWizard wizard) {
            super(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
            setBlockOnOpen(false);
        }

        void finish() {
            buttonPressed(IDialogConstants.FINISH_ID);
        }
    }

    @BeforeEach
    @AfterEach
    void noProjects() throws CoreException {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
        Fixtures.delete(PROJECT);
        Fixtures.delete(IMPORTED);
    }

    private static Text firstText(Control c) {
        if (c instanceof Text t) {
            return t;
        }
        if (c instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                Text t = firstText(child);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    private static IMarker[] errors(IFile f) {
        try {
            return Arrays.stream(f.findMarkers(MpiProjects.MARKER_TYPE, false, IResource.DEPTH_ZERO))
                    .filter(m -> m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR).toArray(IMarker[]::new);
        } catch (CoreException e) {
            return new IMarker[0];
        }
    }

    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void theNewProjectWizardMakesABuiltProjectAndASavedCompileErrorBecomesAMarker() throws Exception {
        NewMpiProjectWizard wizard = new NewMpiProjectWizard();
        wizard.init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
        Dialog dialog = new Dialog(wizard);
        dialog.open();
        NewMpiProjectPage page = wizard.page();
        firstText(page.getControl()).setText(PROJECT); // the project name, as typed
        page.choose(BuildSystem.MAKE, "mpicc");
        assertTrue(page.isPageComplete(), page.getErrorMessage());
        if (Screens.asked()) {
            Screens.shotAs(dialog.getShell(), "new-mpi-project-wizard.png");
        }
        dialog.finish();
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        assertTrue(p.exists() && p.hasNature(MpiProjects.NATURE_ID));
        Path loc = p.getLocation().toPath();

        Fixtures.waitUntil(() -> executable(p) != null, BUILD_MILLIS, "the automatic build of the new project");
        assertTrue(Files.isExecutable(executable(p)));
        assertTrue(Files.readString(loc.resolve("compile_commands.json")).contains(loc.resolve("main.c").toString()));
        MessageConsole console = BuildConsole.find(p);
        assertNotNull(console, "the project's Straggler Build console");
        Fixtures.waitUntil(() -> console.getDocument().get().contains("Build finished"), 10_000,
                "the build's end in the console");
        assertTrue(console.getDocument().get().contains("$ make -w"), console.getDocument().get());

        // a deliberate error, saved as the editor saves: Build Automatically builds, the error is a marker on its line
        IFile main = p.getFile("main.c");
        String text = Files.readString(loc.resolve("main.c"));
        String broken = text.replace("    int token = 0;", "    int token = 0;\n    token = undeclared_count;");
        main.setContents(broken.getBytes(), IResource.KEEP_HISTORY, null);
        Fixtures.waitUntil(() -> errors(main).length > 0, BUILD_MILLIS, "the compile error's marker");
        IMarker error = errors(main)[0];
        int line = Arrays.asList(broken.split("\n")).indexOf("    token = undeclared_count;") + 1;
        assertEquals(line, error.getAttribute(IMarker.LINE_NUMBER, -1));
        assertTrue(error.getAttribute(IMarker.MESSAGE, "").contains("'undeclared_count' undeclared"),
                error.getAttribute(IMarker.MESSAGE, ""));
        Fixtures.waitUntil(() -> console.getDocument().get().contains("Build FAILED"), 10_000, "the failed build in the console");

        if (Screens.asked()) {
            IWorkbenchPage wb = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
            Shell shell = Screens.workbenchShell();
            wb.showView(IPageLayout.ID_PROBLEM_VIEW);
            org.eclipse.ui.ide.IDE.gotoMarker(org.eclipse.ui.ide.IDE.openEditor(wb, main), error);
            wb.showView(org.eclipse.ui.console.IConsoleConstants.ID_CONSOLE_VIEW);
            Screens.shotAs(shell, "build.png");
        }
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void theImportWizardMakesAProjectOverTheFolderAndBuildsIt() throws Exception {
        Path src = dir.resolve("heat");
        Fixtures.write(src, "heat.c", "#include <mpi.h>\nint main(int c, char **v) { MPI_Init(&c, &v); MPI_Finalize(); return 0; }\n");
        Fixtures.write(src, "Makefile", "heat: heat.c\n\tmpicc -g -o heat heat.c\n");
        ImportMpiProjectWizard wizard = new ImportMpiProjectWizard();
        wizard.init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
        Dialog dialog = new Dialog(wizard);
        dialog.open();
        wizard.page().setFolder(dir);
        assertTrue(wizard.page().getErrorMessage().contains("has no Makefile"), wizard.page().getErrorMessage());
        wizard.page().setFolder(src);
        assertEquals("heat", wizard.page().projectName());
        wizard.page().setProjectName(IMPORTED);
        assertTrue(wizard.page().isPageComplete(), wizard.page().getErrorMessage());
        dialog.finish();
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(IMPORTED);
        assertEquals(src, p.getLocation().toPath());
        Fixtures.waitUntil(() -> src.resolve("heat").equals(executable(p)), BUILD_MILLIS, "the imported project's build");
        assertTrue(Files.exists(src.resolve("compile_commands.json")));
    }

    private static Path executable(IProject p) {
        try {
            return MpiProjects.executable(p).orElse(null);
        } catch (CoreException e) {
            return null;
        }
    }
}
