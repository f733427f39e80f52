package dev.straggler.internal.ui;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.views.IViewDescriptor;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * Equinox application {@code dev.straggler.ui.installcheck}: the check after installing Straggler into an Eclipse
 * (releng/dev.straggler.installtest). Starts that installation's workbench with the Straggler perspective, shows every
 * view Straggler contributes and the perspective's Project Explorer, prints one line per finding and closes the
 * workbench; exit code 0 when the perspective opened and every view was created from its own bundle's classes (a view
 * that cannot be created shows the workbench's error part instead). Needs a display.
 */
public class InstallCheckApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        context.applicationRunning();
        Display display = PlatformUI.createDisplay();
        Check check = new Check();
        try {
            PlatformUI.createAndRunWorkbench(display, check);
        } finally {
            display.dispose();
        }
        check.report.forEach(System.out::println);
        return check.ok() ? EXIT_OK : Integer.valueOf(1);
    }

    @Override
    public void stop() {
        // the workbench closes itself once checked
    }

    /** Opens the perspective, shows the views, records what it found, closes the workbench. */
    static final class Check extends WorkbenchAdvisor {

        /** The bundle of the Project Explorer's part (org.eclipse.ui.navigator.resources.ProjectExplorer). */
        private static final String NAVIGATOR_BUNDLE = "org.eclipse.ui.navigator.resources";

        final List<String> report = new ArrayList<>();
        private boolean perspectiveOpen;
        private int views;
        private int failures;

        boolean ok() {
            return perspectiveOpen && views > 0 && failures == 0;
        }

        @Override
        public String getInitialWindowPerspectiveId() {
            return StragglerPerspective.ID;
        }

        @Override
        public void postStartup() {
            IWorkbench wb = getWorkbenchConfigurer().getWorkbench();
            try {
                IWorkbenchWindow window = wb.getActiveWorkbenchWindow();
                IWorkbenchPage page = window == null ? null : window.getActivePage();
                IPerspectiveDescriptor p = page == null ? null : page.getPerspective();
                perspectiveOpen = p != null && StragglerPerspective.ID.equals(p.getId());
                report.add("workbench: perspective " + (p == null ? "(none)" : p.getLabel() + " (" + p.getId() + ")")
                        + (perspectiveOpen ? " open" : ", not Straggler's"));
                if (page != null) {
                    checkProjectExplorer(page);
                }
                for (IViewDescriptor v : wb.getViewRegistry().getViews()) {
                    if (page == null || !v.getId().startsWith(Activator.PLUGIN_ID + ".")) {
                        continue;
                    }
                    views++;
                    String name = v.getLabel() + " (" + v.getId() + ")";
                    try {
                        IViewPart part = page.showView(v.getId());
                        Bundle from = part == null ? null : FrameworkUtil.getBundle(part.getClass());
                        if (from != null && Activator.PLUGIN_ID.equals(from.getSymbolicName())) {
                            report.add("workbench: view " + name + " shown (" + part.getClass().getSimpleName() + ")");
                        } else {
                            failures++;
                            report.add("workbench: view " + name + " NOT created (the workbench shows "
                                    + (part == null ? "nothing" : part.getClass().getName()) + ")");
                        }
                    } catch (PartInitException | RuntimeException e) {
                        failures++;
                        report.add("workbench: view " + name + " NOT created: " + e);
                    }
                }
                if (views == 0) {
                    report.add("workbench: no Straggler view in the view registry");
                }
            } finally {
                wb.getDisplay().asyncExec(wb::close);
            }
        }

        /** The perspective's Project Explorer (on its left), created from the navigator's bundle. */
        private void checkProjectExplorer(IWorkbenchPage page) {
            IViewReference ref = page.findViewReference(IPageLayout.ID_PROJECT_EXPLORER);
            IViewPart part = ref == null ? null : ref.getView(true);
            Bundle from = part == null ? null : FrameworkUtil.getBundle(part.getClass());
            if (from != null && NAVIGATOR_BUNDLE.equals(from.getSymbolicName())) {
                report.add("workbench: Project Explorer (" + IPageLayout.ID_PROJECT_EXPLORER + ") shown in the perspective");
            } else {
                failures++;
                report.add("workbench: Project Explorer (" + IPageLayout.ID_PROJECT_EXPLORER + ") NOT shown in the perspective ("
                        + (ref == null ? "not in its layout" : part == null ? "not created" : "the workbench shows "
                                + part.getClass().getName()) + ")");
            }
        }
    }
}
