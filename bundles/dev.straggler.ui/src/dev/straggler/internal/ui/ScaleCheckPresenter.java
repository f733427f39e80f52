package dev.straggler.internal.ui;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.WorkbenchException;

import dev.straggler.internal.ui.views.ScaleAnomalyView;
import dev.straggler.launch.ide.ScaleCheckResult;
import dev.straggler.launch.ide.ScaleCheckResults;

/** When a scale check is published: opens the Straggler perspective and shows it in the Scale Anomaly view (UI thread). */
class ScaleCheckPresenter implements ScaleCheckResults.Listener {

    @Override
    public void checked(ScaleCheckResult result) {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        Display display = PlatformUI.getWorkbench().getDisplay();
        if (!display.isDisposed()) {
            display.asyncExec(() -> show(result));
        }
    }

    /** Shows {@code result} in the Straggler perspective of the active (or first) window. UI thread. */
    public static ScaleAnomalyView show(ScaleCheckResult result) {
        IWorkbench wb = PlatformUI.getWorkbench();
        IWorkbenchWindow window = wb.getActiveWorkbenchWindow();
        if (window == null && wb.getWorkbenchWindowCount() > 0) {
            window = wb.getWorkbenchWindows()[0];
        }
        if (window == null) {
            return null;
        }
        try {
            IWorkbenchPage page = wb.showPerspective(StragglerPerspective.ID, window);
            ScaleAnomalyView view = (ScaleAnomalyView) page.showView(ScaleAnomalyView.ID);
            view.setResult(result);
            return view;
        } catch (WorkbenchException e) {
            ILog.of(ScaleCheckPresenter.class).log(Status.error("cannot show the scale check: " + e.getMessage(), e));
            return null;
        }
    }
}
