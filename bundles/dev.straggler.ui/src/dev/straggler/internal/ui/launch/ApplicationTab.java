package dev.straggler.internal.ui.launch;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.ui.StringVariableSelectionDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.ElementListSelectionDialog;

import dev.straggler.launch.ide.LaunchAttributes;

/** Executable (Browse, Variables), program arguments, working directory, project. */
class ApplicationTab extends TabSupport {

    private Text project;
    private Text executable;
    private Text arguments;
    private Text workingDirectory;

    @Override
    public void createControl(Composite parent) {
        Composite c = page(parent, 3);
        label(c, Messages.Application_project);
        project = text(c, 1, SWT.SINGLE);
        button(c, Messages.Application_browseProject, this::browseProject);

        label(c, Messages.Application_executable);
        executable = text(c, 1, SWT.SINGLE);
        Composite buttons = new Composite(c, SWT.NONE);
        buttons.setLayout(new org.eclipse.swt.layout.RowLayout());
        button(buttons, Messages.Application_browseExecutable, this::browseExecutable);
        button(buttons, Messages.Application_variables, () -> variables(executable));

        label(c, Messages.Application_arguments).setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false));
        arguments = text(c, 1, SWT.MULTI | SWT.WRAP | SWT.V_SCROLL);
        // a few lines high, not the whole tab (the platform's own Arguments tabs do the same)
        GridData argsData = (GridData) arguments.getLayoutData();
        argsData.grabExcessVerticalSpace = false;
        argsData.verticalAlignment = SWT.TOP;
        argsData.heightHint = 4 * arguments.getLineHeight();
        argsData.widthHint = 300;
        button(c, Messages.Application_argumentVariables, () -> variables(arguments)).setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false));

        label(c, Messages.Application_workingDirectory);
        workingDirectory = text(c, 1, SWT.SINGLE);
        workingDirectory.setMessage(Messages.Application_workingDirectoryHint);
        button(c, Messages.Application_browseDirectory, this::browseDirectory);
    }

    private Button button(Composite c, String text, Runnable action) {
        Button b = new Button(c, SWT.PUSH);
        b.setText(text);
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }

    private void browseExecutable() {
        FileDialog fd = new FileDialog(getShell(), SWT.OPEN);
        fd.setText(Messages.Application_chooseExecutable);
        String current = executable.getText().strip();
        if (!current.isEmpty() && !hasVariables(current)) {
            fd.setFilterPath(Path.of(current).toAbsolutePath().getParent().toString());
        }
        String chosen = fd.open();
        if (chosen != null) {
            executable.setText(chosen);
        }
    }

    private void browseDirectory() {
        DirectoryDialog dd = new DirectoryDialog(getShell());
        dd.setText(Messages.Application_chooseDirectory);
        String chosen = dd.open();
        if (chosen != null) {
            workingDirectory.setText(chosen);
        }
    }

    private void browseProject() {
        ElementListSelectionDialog d = new ElementListSelectionDialog(getShell(), new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((IProject) element).getName();
            }
        });
        d.setTitle(Messages.Application_projectTitle);
        d.setMessage(Messages.Application_projectMessage);
        d.setElements(java.util.Arrays.stream(ResourcesPlugin.getWorkspace().getRoot().getProjects())
                .filter(IProject::isOpen).toArray());
        if (d.open() == ElementListSelectionDialog.OK && d.getFirstResult() instanceof IProject p) {
            project.setText(p.getName());
        }
    }

    private void variables(Text target) {
        StringVariableSelectionDialog d = new StringVariableSelectionDialog(getShell());
        if (d.open() == StringVariableSelectionDialog.OK && d.getVariableExpression() != null) {
            target.insert(d.getVariableExpression());
        }
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy config) {
        config.setAttribute(LaunchAttributes.EXECUTABLE, "");
        config.setAttribute(LaunchAttributes.ARGUMENTS, "");
        config.setAttribute(LaunchAttributes.WORKING_DIRECTORY, "");
        IProject selected = selectedProject();
        config.setAttribute(LaunchAttributes.PROJECT, selected == null ? "" : selected.getName());
    }

    private static IProject selectedProject() {
        IWorkbenchWindow w = PlatformUI.isWorkbenchRunning() ? PlatformUI.getWorkbench().getActiveWorkbenchWindow() : null;
        if (w == null || w.getSelectionService() == null) {
            return null;
        }
        ISelection s = w.getSelectionService().getSelection();
        if (s instanceof IStructuredSelection ss && ss.getFirstElement() != null) {
            IResource r = org.eclipse.core.runtime.Adapters.adapt(ss.getFirstElement(), IResource.class);
            return r == null ? null : r.getProject();
        }
        return null;
    }

    @Override
    public void initializeFrom(ILaunchConfiguration config) {
        project.setText(attr(config, LaunchAttributes.PROJECT));
        executable.setText(attr(config, LaunchAttributes.EXECUTABLE));
        arguments.setText(attr(config, LaunchAttributes.ARGUMENTS));
        workingDirectory.setText(attr(config, LaunchAttributes.WORKING_DIRECTORY));
        setDirty(false);
    }

    private static String attr(ILaunchConfiguration config, String key) {
        try {
            return config.getAttribute(key, "");
        } catch (CoreException e) {
            return "";
        }
    }

    @Override
    public void performApply(ILaunchConfigurationWorkingCopy config) {
        config.setAttribute(LaunchAttributes.PROJECT, project.getText().strip());
        config.setAttribute(LaunchAttributes.EXECUTABLE, executable.getText().strip());
        config.setAttribute(LaunchAttributes.ARGUMENTS, arguments.getText());
        config.setAttribute(LaunchAttributes.WORKING_DIRECTORY, workingDirectory.getText().strip());
    }

    @Override
    public boolean isValid(ILaunchConfiguration config) {
        setErrorMessage(null);
        setMessage(null);
        String p = project.getText().strip();
        IProject proj = null;
        if (!p.isEmpty()) {
            if (!ResourcesPlugin.getWorkspace().getRoot().getFullPath().isValidSegment(p)) {
                setErrorMessage(NLS.bind(Messages.Application_invalidProject, p));
                return false;
            }
            proj = ResourcesPlugin.getWorkspace().getRoot().getProject(p);
            if (!proj.exists() || !proj.isOpen()) {
                setErrorMessage(NLS.bind(Messages.Application_noProject, p));
                return false;
            }
        }
        String exe = executable.getText().strip();
        if (exe.isEmpty()) {
            setErrorMessage(Messages.Application_noExecutable);
            return false;
        }
        if (remote(config)) {
            // the executable is the remote machine's (Remote tab); its working directory is the remote one
            setMessage(Messages.Application_remote);
            return true;
        }
        if (!hasVariables(exe)) {
            try {
                Path path = Path.of(exe);
                if (!path.isAbsolute() && proj != null && proj.getLocation() != null) {
                    path = proj.getLocation().toPath().resolve(path);
                }
                if (path.isAbsolute() && !Files.isRegularFile(path)) {
                    setErrorMessage(NLS.bind(Messages.Application_executableMissing, path));
                    return false;
                }
                if (path.isAbsolute() && !Files.isExecutable(path)) {
                    setErrorMessage(NLS.bind(Messages.Application_notExecutable, path));
                    return false;
                }
                String notMpi = path.isAbsolute() ? dev.straggler.launch.MpiPrograms.notMpiReason(path) : null;
                if (notMpi != null) {
                    setErrorMessage(notMpi.substring(0, 1).toUpperCase() + notMpi.substring(1));
                    return false;
                }
            } catch (InvalidPathException e) {
                setErrorMessage(NLS.bind(Messages.Application_invalidExecutable, exe));
                return false;
            }
        }
        String wd = workingDirectory.getText().strip();
        if (!wd.isEmpty() && !hasVariables(wd)) {
            try {
                if (!Files.isDirectory(Path.of(wd))) {
                    setErrorMessage(NLS.bind(Messages.Application_workingDirectoryMissing, wd));
                    return false;
                }
            } catch (InvalidPathException e) {
                setErrorMessage(NLS.bind(Messages.Application_invalidWorkingDirectory, wd));
                return false;
            }
        }
        return true;
    }

    private static boolean remote(ILaunchConfiguration config) {
        try {
            return config != null && config.getAttribute(LaunchAttributes.REMOTE, LaunchAttributes.DEFAULT_REMOTE);
        } catch (CoreException e) {
            return false;
        }
    }

    @Override
    public String getName() {
        return Messages.Tab_application;
    }

    @Override
    public String getId() {
        return "dev.straggler.ui.launch.applicationTab";
    }
}
