package dev.straggler.ui;

import org.eclipse.ui.plugin.AbstractUIPlugin;
import org.osgi.framework.BundleContext;

import dev.straggler.launch.ide.DiagnosisResults;

/** Starts listening for diagnoses as soon as the bundle starts (at workbench start-up, see {@link StragglerStartup}). */
public class Activator extends AbstractUIPlugin {

    public static final String PLUGIN_ID = "dev.straggler.ui";

    private static Activator plugin;
    private final DiagnosisPresenter presenter = new DiagnosisPresenter();

    @Override
    public void start(BundleContext context) throws Exception {
        super.start(context);
        plugin = this;
        DiagnosisResults.addListener(presenter);
    }

    @Override
    public void stop(BundleContext context) throws Exception {
        DiagnosisResults.removeListener(presenter);
        plugin = null;
        super.stop(context);
    }

    public static Activator getDefault() {
        return plugin;
    }
}
