package dev.straggler.internal.ui;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.WorkbenchException;

import dev.straggler.internal.ui.views.MessageQueuesView;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.internal.ui.views.PrefixTreeView;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.DiagnosisResults;

/** When a diagnosis is published: opens the Straggler perspective and shows the graph, the stacks and the message queues (on the UI thread). */
class DiagnosisPresenter implements DiagnosisResults.Listener {

    @Override
    public void diagnosed(DiagnosisResult result) {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        Display display = PlatformUI.getWorkbench().getDisplay();
        if (display.isDisposed()) {
            return;
        }
        display.asyncExec(() -> show(result));
    }

    /** Shows {@code result} in the Straggler perspective of the active (or first) window. UI thread. */
    public static PdgView show(DiagnosisResult result) {
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
            if (page.showView(PrefixTreeView.ID, null, IWorkbenchPage.VIEW_VISIBLE) instanceof PrefixTreeView tree) {
                tree.setResult(result);
            }
            if (page.showView(MessageQueuesView.ID, null, IWorkbenchPage.VIEW_CREATE) instanceof MessageQueuesView queues) {
                queues.setResult(result);
            }
            PdgView view = (PdgView) page.showView(PdgView.ID);
            view.setResult(result);
            return view;
        } catch (WorkbenchException e) {
            ILog.of(DiagnosisPresenter.class).log(Status.error("cannot show the diagnosis: " + e.getMessage(), e));
            return null;
        }
    }
}
