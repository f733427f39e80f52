package dev.straggler.internal.ui.handlers;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.ui.handlers.HandlerUtil;

import dev.straggler.launch.ide.OpenRunJob;
import dev.straggler.launch.remote.SourcePathMap;

/**
 * "Open Straggler Run...": a run diagnosed elsewhere (an sbatch script running {@code straggler diagnose} headless on a
 * cluster, copied here or on a shared file system) is chosen as its dump directory and opened in the views
 * ({@link OpenRunJob}); the markers go to the selected project when its files are not in the workspace.
 */
public class OpenRunHandler extends AbstractHandler {

    /** Command id (plugin.xml). */
    public static final String COMMAND_ID = "dev.straggler.ui.openRun";

    @Override
    public Object execute(ExecutionEvent event) {
        DirectoryDialog dialog = new DirectoryDialog(HandlerUtil.getActiveShell(event));
        dialog.setText(Messages.OpenRun_title);
        dialog.setMessage(Messages.OpenRun_message);
        String dir = dialog.open();
        if (dir != null) {
            new OpenRunJob(Path.of(dir), selectedProject(event), SourcePathMap.NONE).schedule();
        }
        return null;
    }

    private static IProject selectedProject(ExecutionEvent event) {
        if (HandlerUtil.getCurrentSelection(event) instanceof IStructuredSelection s && !s.isEmpty()) {
            IResource r = Adapters.adapt(s.getFirstElement(), IResource.class);
            if (r != null) {
                return r.getProject();
            }
        }
        return null;
    }
}
