package dev.straggler.internal.ui.handlers;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.HandlerEvent;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;

import dev.straggler.launch.ide.RunningLaunches;
import dev.straggler.launch.ide.Topics;

/** "Diagnose Now": a snapshot diagnosis of the most recent running MPI job, which goes on; enabled while one runs. */
public class DiagnoseNowHandler extends AbstractHandler {

    /** Command id (plugin.xml). */
    public static final String COMMAND_ID = "dev.straggler.ui.diagnoseNow";

    private final Consumer<List<ILaunch>> listener = running -> {
        if (PlatformUI.isWorkbenchRunning()) {
            Display d = PlatformUI.getWorkbench().getDisplay();
            if (!d.isDisposed()) {
                d.asyncExec(() -> fireHandlerChanged(new HandlerEvent(this, true, false)));
            }
        }
    };

    public DiagnoseNowHandler() {
        Topics.RUNNING_LAUNCHES.subscribe(listener);
    }

    @Override
    public void dispose() {
        Topics.RUNNING_LAUNCHES.unsubscribe(listener);
        super.dispose();
    }

    @Override
    public boolean isEnabled() {
        return RunningLaunches.mostRecent() != null;
    }

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        ILaunch launch = RunningLaunches.mostRecent();
        if (launch == null) {
            return null;
        }
        try {
            RunningLaunches.diagnoseNow(launch);
        } catch (CoreException e) {
            ErrorDialog.openError(HandlerUtil.getActiveShell(event), Messages.DiagnoseNow_title, null, e.getStatus());
        }
        return null;
    }
}
