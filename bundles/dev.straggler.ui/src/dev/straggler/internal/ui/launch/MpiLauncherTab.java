package dev.straggler.internal.ui.launch;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.LaunchPreferences;

/** Launcher (mpirun, mpiexec, srun or a path), number of ranks, extra launcher arguments. */
class MpiLauncherTab extends TabSupport {

    private Combo launcher;
    private Spinner ranks;
    private Text extra;

    @Override
    public void createControl(Composite parent) {
        Composite c = page(parent, 2);
        label(c, Messages.Launcher_launcher);
        launcher = new Combo(c, SWT.DROP_DOWN | SWT.BORDER);
        launcher.setItems(LaunchAttributes.LAUNCHERS);
        launcher.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        launcher.addModifyListener(e -> changed());
        label(c, Messages.Launcher_ranks);
        ranks = new Spinner(c, SWT.BORDER);
        ranks.setValues(LaunchAttributes.DEFAULT_RANKS, 1, 1_000_000, 0, 1, 16);
        ranks.addModifyListener(e -> changed());
        label(c, Messages.Launcher_extra);
        extra = text(c, 1, SWT.SINGLE);
        extra.setMessage(Messages.Launcher_extraHint);
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy config) {
        // the user's defaults (Window > Preferences > Straggler)
        config.setAttribute(LaunchAttributes.LAUNCHER, LaunchPreferences.launcher());
        config.setAttribute(LaunchAttributes.RANKS, LaunchPreferences.ranks());
        config.setAttribute(LaunchAttributes.LAUNCHER_ARGUMENTS, "");
    }

    @Override
    public void initializeFrom(ILaunchConfiguration config) {
        try {
            launcher.setText(config.getAttribute(LaunchAttributes.LAUNCHER, LaunchAttributes.DEFAULT_LAUNCHER));
            ranks.setSelection(config.getAttribute(LaunchAttributes.RANKS, LaunchAttributes.DEFAULT_RANKS));
            extra.setText(config.getAttribute(LaunchAttributes.LAUNCHER_ARGUMENTS, ""));
        } catch (CoreException e) {
            setErrorMessage(e.getStatus().getMessage());
        }
        setDirty(false);
    }

    @Override
    public void performApply(ILaunchConfigurationWorkingCopy config) {
        config.setAttribute(LaunchAttributes.LAUNCHER, launcher.getText().strip());
        config.setAttribute(LaunchAttributes.RANKS, ranks.getSelection());
        config.setAttribute(LaunchAttributes.LAUNCHER_ARGUMENTS, extra.getText().strip());
    }

    @Override
    public boolean isValid(ILaunchConfiguration config) {
        setErrorMessage(null);
        if (launcher.getText().isBlank()) {
            setErrorMessage(Messages.Launcher_noLauncher);
            return false;
        }
        if (ranks.getSelection() < 1) {
            setErrorMessage(Messages.Launcher_noRanks);
            return false;
        }
        return true;
    }

    @Override
    public String getName() {
        return Messages.Tab_mpiLauncher;
    }

    @Override
    public String getId() {
        return "dev.straggler.ui.launch.mpiLauncherTab";
    }
}
