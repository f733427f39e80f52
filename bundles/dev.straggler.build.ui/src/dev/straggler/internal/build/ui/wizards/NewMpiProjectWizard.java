package dev.straggler.internal.build.ui.wizards;

import java.lang.reflect.InvocationTargetException;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.WorkspaceModifyOperation;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.wizards.newresource.BasicNewResourceWizard;

import dev.straggler.build.MpiProjects;

/**
 * File > New > Project... > Straggler > MPI C/C++ Project: creates the project (nature, builder, the ring program and
 * its Makefile or CMakeLists.txt), builds it (in the wizard's progress: Cancel stops the build, the project stays) and
 * opens its main program, whose compile_commands.json is then in place for clangd.
 */
public final class NewMpiProjectWizard extends BasicNewResourceWizard {

    private NewMpiProjectPage page;
    private volatile IProject created;

    @Override
    public void addPages() {
        setWindowTitle(Messages.NewWizard_title);
        setNeedsProgressMonitor(true);
        page = new NewMpiProjectPage();
        addPage(page);
    }

    /** The wizard's page (for tests that fill it in). */
    public NewMpiProjectPage page() {
        return page;
    }

    /** The project the wizard created (null before it finished). */
    public IProject created() {
        return created;
    }

    @Override
    public boolean performFinish() {
        MpiProjects.NewProject spec = page.spec();
        try {
            getContainer().run(true, true, new WorkspaceModifyOperation() {
                @Override
                protected void execute(IProgressMonitor monitor) throws CoreException {
                    SubMonitor m = SubMonitor.convert(monitor, 3);
                    created = MpiProjects.create(spec, m.split(1));
                    // built here, before its editor opens: clangd then finds the compile_commands.json of the build
                    created.build(IncrementalProjectBuilder.FULL_BUILD, m.split(2));
                }
            });
        } catch (InvocationTargetException e) {
            String why = e.getCause() instanceof CoreException ce ? ce.getStatus().getMessage() : String.valueOf(e.getCause());
            MessageDialog.openError(getShell(), Messages.NewWizard_cannotCreate, why);
            return false;
        } catch (InterruptedException e) {
            if (created == null) {
                return false; // cancelled before the project was made
            } // else the build was cancelled: the project is there
        }
        selectAndReveal(created);
        IFile main = created.getFile(MpiProjects.mainSource(spec.compiler()));
        IWorkbenchPage active = PlatformUI.getWorkbench().getActiveWorkbenchWindow() == null ? null
                : PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        if (active != null && main.exists()) {
            try {
                IDE.openEditor(active, main);
            } catch (PartInitException e) {
                // the project is made; the editor is a convenience
            }
        }
        return true;
    }
}
