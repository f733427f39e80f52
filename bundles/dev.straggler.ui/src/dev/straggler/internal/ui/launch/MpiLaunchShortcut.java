package dev.straggler.internal.ui.launch;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.ILaunchShortcut2;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.ElementListSelectionDialog;

import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.LaunchTargets;

/**
 * Run As / Debug As &gt; MPI Application with Diagnosis (extension org.eclipse.debug.ui.launchShortcuts): for an
 * executable, a C/C++ source with {@code main} or a project, the binary {@link LaunchTargets} finds is launched with
 * the configuration of this type that already runs it, else with a new one (the tabs' defaults: Window &gt;
 * Preferences &gt; Straggler), saved so that Run &gt; Run Configurations shows it afterwards.
 */
public class MpiLaunchShortcut implements ILaunchShortcut2 {

    @Override
    public void launch(ISelection selection, String mode) {
        launch(resource(selection), mode);
    }

    @Override
    public void launch(IEditorPart editor, String mode) {
        launch(resource(editor), mode);
    }

    private void launch(IResource resource, String mode) {
        try {
            ILaunchConfiguration config = configuration(LaunchTargets.executableFor(resource));
            if (config != null) {
                DebugUITools.launch(config, mode);
            }
        } catch (CoreException e) {
            ErrorDialog.openError(shell(), Messages.Shortcut_title, null, e.getStatus());
        }
    }

    /**
     * The configuration to launch {@code binary} with: the existing one (the user picks when there are several, null
     * when they cancel), else a new one with the tabs' defaults, saved.
     */
    private static ILaunchConfiguration configuration(IFile binary) throws CoreException {
        List<ILaunchConfiguration> existing = LaunchTargets.configurationsFor(binary);
        if (existing.size() == 1) {
            return existing.get(0);
        }
        if (existing.size() > 1) {
            ElementListSelectionDialog d = new ElementListSelectionDialog(shell(), new LabelProvider() {
                @Override
                public String getText(Object element) {
                    return ((ILaunchConfiguration) element).getName();
                }
            });
            d.setTitle(Messages.Shortcut_title);
            d.setMessage(Messages.Shortcut_choose);
            d.setElements(existing.toArray());
            d.setMultipleSelection(false);
            return d.open() == Window.OK ? (ILaunchConfiguration) d.getFirstResult() : null;
        }
        ILaunchConfigurationWorkingCopy wc = LaunchTargets.newConfiguration(binary);
        String executable = wc.getAttribute(LaunchAttributes.EXECUTABLE, "");
        String project = wc.getAttribute(LaunchAttributes.PROJECT, "");
        MpiDiagnosisTabGroup tabs = new MpiDiagnosisTabGroup();
        tabs.createTabs(null, ILaunchManager.RUN_MODE);
        try {
            tabs.setDefaults(wc);
        } finally {
            tabs.dispose();
        }
        // the Application tab's defaults are empty: the binary's stay
        wc.setAttribute(LaunchAttributes.EXECUTABLE, executable);
        wc.setAttribute(LaunchAttributes.PROJECT, project);
        return wc.doSave();
    }

    @Override
    public ILaunchConfiguration[] getLaunchConfigurations(ISelection selection) {
        return existing(resource(selection));
    }

    @Override
    public ILaunchConfiguration[] getLaunchConfigurations(IEditorPart editor) {
        return existing(resource(editor));
    }

    private static ILaunchConfiguration[] existing(IResource resource) {
        try {
            return LaunchTargets.configurationsFor(LaunchTargets.executableFor(resource))
                    .toArray(ILaunchConfiguration[]::new);
        } catch (CoreException e) {
            return null; // nothing to launch: the platform then asks the shortcut itself, which says why
        }
    }

    @Override
    public IResource getLaunchableResource(ISelection selection) {
        return launchable(resource(selection));
    }

    @Override
    public IResource getLaunchableResource(IEditorPart editor) {
        return launchable(resource(editor));
    }

    private static IResource launchable(IResource resource) {
        try {
            return LaunchTargets.executableFor(resource);
        } catch (CoreException e) {
            return null;
        }
    }

    private static IResource resource(ISelection selection) {
        if (selection instanceof IStructuredSelection ss && ss.size() == 1) {
            return Adapters.adapt(ss.getFirstElement(), IResource.class);
        }
        return null;
    }

    private static IResource resource(IEditorPart editor) {
        return editor == null ? null : Adapters.adapt(editor.getEditorInput(), IResource.class);
    }

    private static Shell shell() {
        var w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        return w == null ? null : w.getShell();
    }
}
