package dev.straggler.internal.ui;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.WorkbenchException;

/**
 * What the presenters share (a result published by the launch layer or a trace comparison, shown in the workbench):
 * getting onto the UI thread while the workbench runs, the window to show in (the active one, else the first), and
 * the Straggler perspective opened there.
 */
final class Presenters {

    /** Shows something on the Straggler perspective's page (e.g. shows its views and hands them the result). */
    @FunctionalInterface
    interface PageAction<T> {
        T show(IWorkbenchPage page) throws WorkbenchException;
    }

    private Presenters() {
    }

    /** Runs {@code r} later on the UI thread if the workbench runs and its display is not disposed; else not at all. */
    static void asyncExec(Runnable r) {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        Display display = PlatformUI.getWorkbench().getDisplay();
        if (!display.isDisposed()) {
            display.asyncExec(r);
        }
    }

    /** The active workbench window, else the first one, else null. UI thread. */
    static IWorkbenchWindow window() {
        IWorkbench wb = PlatformUI.getWorkbench();
        IWorkbenchWindow window = wb.getActiveWorkbenchWindow();
        if (window == null && wb.getWorkbenchWindowCount() > 0) {
            window = wb.getWorkbenchWindows()[0];
        }
        return window;
    }

    /**
     * Opens the Straggler perspective in {@link #window()} and runs {@code action} on its page; returns what the action
     * returns, or null when there is no window or the perspective or a view cannot be shown (logged as "cannot show
     * the {@code what}"). UI thread.
     */
    static <T> T inStragglerPerspective(String what, PageAction<T> action) {
        IWorkbenchWindow window = window();
        if (window == null) {
            return null;
        }
        try {
            return action.show(PlatformUI.getWorkbench().showPerspective(StragglerPerspective.ID, window));
        } catch (WorkbenchException e) {
            ILog.of(Presenters.class).log(Status.error("cannot show the " + what + ": " + e.getMessage(), e));
            return null;
        }
    }
}
