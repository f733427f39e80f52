package dev.straggler.internal.ui;

import org.eclipse.ui.IStartup;

/**
 * Loaded at workbench start-up (org.eclipse.ui.startup) so that the bundle — and its {@link Activator}, which
 * registers the {@link DiagnosisPresenter} — is active before the first diagnosis is published, and the
 * {@link SliceAnnotator} follows the editors.
 */
public class StragglerStartup implements IStartup {

    @Override
    public void earlyStartup() {
        // activation of the bundle is all it takes; the workbench runs by now, so the editors can be followed
        Activator.installSliceAnnotator();
    }
}
