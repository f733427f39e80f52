package dev.straggler.internal.ui;

import java.util.function.Consumer;

import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.plugin.AbstractUIPlugin;
import org.osgi.framework.BundleContext;

import dev.straggler.internal.ui.traces.TraceDiffOnLaunch;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.RunHistory;
import dev.straggler.launch.ide.Topics;

/**
 * Subscribes the presenters (and the run history) to the product's {@link Topics} (diagnoses, run outcomes, scale
 * checks, trace comparisons) as soon as the bundle starts (at workbench start-up, see {@link StragglerStartup}), and
 * shows the active slice in the editors ({@link SliceAnnotator}).
 */
public class Activator extends AbstractUIPlugin {

    public static final String PLUGIN_ID = "dev.straggler.ui";

    private static Activator plugin;
    private final DiagnosisPresenter presenter = new DiagnosisPresenter();
    private final TraceDiffOnLaunch traceDiffOnLaunch = new TraceDiffOnLaunch();
    private final TraceDiffPresenter traceDiffPresenter = new TraceDiffPresenter();
    private final ScaleCheckPresenter scalePresenter = new ScaleCheckPresenter();
    /** Every published diagnosis goes into the run history (Diagnoses view). */
    private final Consumer<DiagnosisResult> history = RunHistory::record;
    private final OutcomePresenter outcomePresenter = new OutcomePresenter();
    private final OutcomePresenter.Steps stepPresenter = new OutcomePresenter.Steps();

    @Override
    public void start(BundleContext context) throws Exception {
        super.start(context);
        plugin = this;
        Topics.DIAGNOSIS.subscribe(history);
        Topics.DIAGNOSIS.subscribe(presenter);
        DebugPlugin.getDefault().getLaunchManager().addLaunchListener(traceDiffOnLaunch);
        Topics.TRACE_DIFF.subscribe(traceDiffPresenter);
        Topics.SCALE_CHECK.subscribe(scalePresenter);
        Topics.RUN_OUTCOME.subscribe(outcomePresenter);
        Topics.RUN_STEP.subscribe(stepPresenter);
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
        Topics.DIAGNOSIS.unsubscribe(presenter);
        DebugPlugin.getDefault().getLaunchManager().removeLaunchListener(traceDiffOnLaunch);
        Topics.TRACE_DIFF.unsubscribe(traceDiffPresenter);
        Topics.SCALE_CHECK.unsubscribe(scalePresenter);
        Topics.DIAGNOSIS.unsubscribe(history);
        Topics.RUN_OUTCOME.unsubscribe(outcomePresenter);
        Topics.RUN_STEP.unsubscribe(stepPresenter);
        SliceAnnotator.uninstall();
        plugin = null;
        super.stop(context);
    }

    public static Activator getDefault() {
        return plugin;
    }
}
