package dev.straggler.internal.ui;

import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.plugin.AbstractUIPlugin;
import org.osgi.framework.BundleContext;

import dev.straggler.internal.ui.traces.TraceDiffOnLaunch;
import dev.straggler.internal.ui.traces.TraceDiffs;
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
    private final TraceDiffOnLaunch traceDiffOnLaunch = new TraceDiffOnLaunch();
    private final TraceDiffPresenter traceDiffPresenter = new TraceDiffPresenter();
    private final ScaleCheckPresenter scalePresenter = new ScaleCheckPresenter();
    /** Every published diagnosis goes into the run history (Diagnoses view). */
    private final DiagnosisResults.Listener history = dev.straggler.launch.ide.RunHistory::record;
    private final OutcomePresenter outcomePresenter = new OutcomePresenter();

    @Override
    public void start(BundleContext context) throws Exception {
        super.start(context);
        plugin = this;
        DiagnosisResults.addListener(history);
        DiagnosisResults.addListener(presenter);
        DebugPlugin.getDefault().getLaunchManager().addLaunchListener(traceDiffOnLaunch);
        TraceDiffs.addListener(traceDiffPresenter);
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
        DebugPlugin.getDefault().getLaunchManager().removeLaunchListener(traceDiffOnLaunch);
        TraceDiffs.removeListener(traceDiffPresenter);
        ScaleCheckResults.removeListener(scalePresenter);
        DiagnosisResults.removeListener(history);
        dev.straggler.launch.ide.RunOutcomes.removeListener(outcomePresenter);
        SliceAnnotator.uninstall();
        plugin = null;
        super.stop(context);
    }

    public static Activator getDefault() {
        return plugin;
    }
}
