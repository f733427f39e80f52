package dev.straggler.internal.build.ui.wizards;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.IImportWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.actions.WorkspaceModifyOperation;

import dev.straggler.build.MpiProjects;

/**
 * File > Import... > Straggler > Existing MPI Make/CMake Project: a project over the folder (linked where it is, nothing
 * copied) with the MPI nature and builder; Build Automatically then builds it.
 */
public final class ImportMpiProjectWizard extends Wizard implements IImportWizard {

    private ImportMpiProjectPage page;
    private volatile IProject imported;

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        setWindowTitle(Messages.ImportWizard_title);
        setNeedsProgressMonitor(true);
    }

    @Override
    public void addPages() {
        page = new ImportMpiProjectPage();
        addPage(page);
    }

    public ImportMpiProjectPage page() {
        return page;
    }

    /** The project imported (null before the wizard finished). */
    public IProject imported() {
        return imported;
    }

    @Override
    public boolean performFinish() {
        String name = page.projectName();
        Path folder = page.folder();
        try {
            getContainer().run(true, true, new WorkspaceModifyOperation() {
                @Override
                protected void execute(IProgressMonitor monitor) throws CoreException {
                    imported = MpiProjects.importFolder(name, folder, monitor);
                }
            });
            return true;
        } catch (InvocationTargetException e) {
            String why = e.getCause() instanceof CoreException ce ? ce.getStatus().getMessage() : String.valueOf(e.getCause());
            MessageDialog.openError(getShell(), NLS.bind(Messages.ImportWizard_cannotImport, folder), why);
            return false;
        } catch (InterruptedException e) {
            return false;
        }
    }
}
