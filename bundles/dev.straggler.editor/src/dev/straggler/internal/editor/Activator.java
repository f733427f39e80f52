package dev.straggler.internal.editor;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.util.IPropertyChangeListener;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchListener;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.plugin.AbstractUIPlugin;
import org.osgi.framework.BundleContext;

import dev.straggler.internal.editor.lsp.ClangdServer;
import dev.straggler.internal.editor.prefs.EditorPreferences;

/**
 * Ties the workspace's clangd to the workbench: documents are opened in clangd on the UI thread, its notices shown
 * ({@link Notices}), it restarts when its path or arguments change, and it stops with the workbench (and with the
 * bundle).
 */
public class Activator extends AbstractUIPlugin {

    private static Activator plugin;
    private final Notices notices = new Notices();
    private final IWorkbenchListener shutdown = new IWorkbenchListener() {
        @Override
        public boolean preShutdown(IWorkbench workbench, boolean forced) {
            ClangdServer.get().stop();
            return true;
        }

        @Override
        public void postShutdown(IWorkbench workbench) {
            // stopped before
        }
    };
    private final IPropertyChangeListener preferences = e -> {
        if (EditorPreferences.CLANGD_PATH.equals(e.getProperty()) || EditorPreferences.CLANGD_ARGUMENTS.equals(e.getProperty())) {
            notices.reset();
            Job restart = Job.create("Restarting clangd", (IProgressMonitor m) -> {
                ClangdServer.get().restart();
                return Status.OK_STATUS;
            });
            restart.setSystem(true);
            restart.schedule();
        }
    };

    @Override
    public void start(BundleContext context) throws Exception {
        super.start(context);
        plugin = this;
        ClangdServer server = ClangdServer.get();
        server.addStatusListener(notices);
        if (PlatformUI.isWorkbenchRunning()) {
            Display display = PlatformUI.getWorkbench().getDisplay();
            server.setUiExecutor(r -> {
                if (!display.isDisposed()) {
                    display.asyncExec(r);
                }
            });
            PlatformUI.getWorkbench().addWorkbenchListener(shutdown);
        }
        EditorPreferences.store().addPropertyChangeListener(preferences);
    }

    @Override
    public void stop(BundleContext context) throws Exception {
        EditorPreferences.store().removePropertyChangeListener(preferences);
        ClangdServer.get().removeStatusListener(notices);
        ClangdServer.get().stop();
        if (PlatformUI.isWorkbenchRunning()) {
            PlatformUI.getWorkbench().removeWorkbenchListener(shutdown);
        }
        plugin = null;
        super.stop(context);
    }

    /** The notices shown (for the tests). */
    public static Notices notices() {
        return plugin.notices;
    }
}
