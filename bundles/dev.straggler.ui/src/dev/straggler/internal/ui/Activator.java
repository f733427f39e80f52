package dev.straggler.internal.ui;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.plugin.AbstractUIPlugin;
import org.osgi.framework.BundleContext;

import dev.straggler.launch.ide.DiagnosisResults;
import dev.straggler.launch.ide.ScaleCheckResults;

/**
 * Starts listening for diagnoses (and scale checks) as soon as the bundle starts (at workbench start-up, see {@link StragglerStartup}),
 * and shows the active slice in the editors ({@link SliceAnnotator}).
 */
public class Activator extends AbstractUIPlugin {

    public static final String PLUGIN_ID = "dev.straggler.ui";

    private static Activator plugin;
    private final DiagnosisPresenter presenter = new DiagnosisPresenter();
    private final ScaleCheckPresenter scalePresenter = new ScaleCheckPresenter();
    private final OutcomePresenter outcomePresenter = new OutcomePresenter();

    @Override
    public void start(BundleContext context) throws Exception {
        super.start(context);
        plugin = this;
        DiagnosisResults.addListener(presenter);
        ScaleCheckResults.addListener(scalePresenter);
        dev.straggler.launch.ide.RunOutcomes.addListener(outcomePresenter);
        installSliceAnnotator();
    }

    /** Installs the {@link SliceAnnotator} on the UI thread once the workbench runs (idempotent). */
    public static void installSliceAnnotator() {
        if (PlatformUI.isWorkbenchRunning()) {
            Display d = PlatformUI.getWorkbench().getDisplay();
            if (!d.isDisposed()) {
                d.asyncExec(SliceAnnotator::install);
            }
        }
    }

    @Override
    public void stop(BundleContext context) throws Exception {
        DiagnosisResults.removeListener(presenter);
        ScaleCheckResults.removeListener(scalePresenter);
        dev.straggler.launch.ide.RunOutcomes.removeListener(outcomePresenter);
        SliceAnnotator.uninstall();
        plugin = null;
        super.stop(context);
    }

    public static Activator getDefault() {
        return plugin;
    }
}
