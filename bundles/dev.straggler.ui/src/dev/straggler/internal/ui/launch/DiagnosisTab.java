package dev.straggler.internal.ui.launch;

import java.util.Arrays;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Spinner;

import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.LaunchPreferences;

/** Hang timeout (0 = inferred), progress-dependence algorithm, keep the job alive after the dump, in-situ analysis. */
public class DiagnosisTab extends TabSupport {

    private Spinner timeout;
    private Combo algorithm;
    private Button keepAlive;
    private Button inSitu;

    @Override
    public void createControl(Composite parent) {
        Composite c = page(parent, 3);
        label(c, "Hang &timeout (s):");
        timeout = new Spinner(c, SWT.BORDER);
        timeout.setValues(LaunchAttributes.DEFAULT_TIMEOUT_SECONDS, 0, 86_400, 0, 1, 10);
        timeout.addModifyListener(e -> changed());
        label(c, "0 = inferred from the job's own transition times");
        label(c, "&Algorithm:");
        algorithm = new Combo(c, SWT.READ_ONLY);
        algorithm.setItems(LaunchAttributes.ALGORITHMS);
        algorithm.addModifyListener(e -> {
            updateInSitu();
            changed();
        });
        label(c, "dist: every task computes its view of the PDG; semi-dist: from the merged model; loop-aware: orders tasks in loops by iteration");
        keepAlive = new Button(c, SWT.CHECK);
        keepAlive.setText("&Keep the job alive after the dump (to attach a debugger) instead of aborting it");
        GridData gd = new GridData(SWT.FILL, SWT.CENTER, true, false);
        gd.horizontalSpan = 3;
        keepAlive.setLayoutData(gd);
        keepAlive.addListener(SWT.Selection, e -> changed());
        inSitu = new Button(c, SWT.CHECK);
        inSitu.setText("Run the analysis &inside the job (in situ; dist or semi-dist, loop-aware is offline only)");
        inSitu.setToolTipText("The tasks compute the progress dependence graph over MPI and rank 0 writes the reduced "
                + "result; the IDE reads it instead of analyzing every task's dump");
        GridData gi = new GridData(SWT.FILL, SWT.CENTER, true, false);
        gi.horizontalSpan = 3;
        inSitu.setLayoutData(gi);
        inSitu.addListener(SWT.Selection, e -> changed());
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy config) {
        // the user's defaults (Window > Preferences > Straggler)
        config.setAttribute(LaunchAttributes.TIMEOUT_SECONDS, LaunchPreferences.timeoutSeconds());
        config.setAttribute(LaunchAttributes.ALGORITHM, LaunchPreferences.algorithm());
        config.setAttribute(LaunchAttributes.KEEP_ALIVE, LaunchAttributes.DEFAULT_KEEP_ALIVE);
        config.setAttribute(LaunchAttributes.IN_SITU, LaunchAttributes.DEFAULT_IN_SITU);
    }

    /** In situ applies to dist and semi-dist only. */
    private boolean inSituApplies() {
        String a = algorithm.getText();
        return "dist".equals(a) || "semi-dist".equals(a);
    }

    private void updateInSitu() {
        if (inSitu != null) {
            inSitu.setEnabled(inSituApplies() || inSitu.getSelection());
        }
    }

    @Override
    public void initializeFrom(ILaunchConfiguration config) {
        try {
            timeout.setSelection(config.getAttribute(LaunchAttributes.TIMEOUT_SECONDS, LaunchAttributes.DEFAULT_TIMEOUT_SECONDS));
            String a = config.getAttribute(LaunchAttributes.ALGORITHM, LaunchAttributes.DEFAULT_ALGORITHM);
            int i = Arrays.asList(LaunchAttributes.ALGORITHMS).indexOf(a);
            algorithm.select(Math.max(0, i));
            keepAlive.setSelection(config.getAttribute(LaunchAttributes.KEEP_ALIVE, LaunchAttributes.DEFAULT_KEEP_ALIVE));
            inSitu.setSelection(config.getAttribute(LaunchAttributes.IN_SITU, LaunchAttributes.DEFAULT_IN_SITU));
            updateInSitu();
        } catch (CoreException e) {
            setErrorMessage(e.getStatus().getMessage());
        }
        setDirty(false);
    }

    @Override
    public void performApply(ILaunchConfigurationWorkingCopy config) {
        config.setAttribute(LaunchAttributes.TIMEOUT_SECONDS, timeout.getSelection());
        config.setAttribute(LaunchAttributes.ALGORITHM,
                algorithm.getSelectionIndex() < 0 ? LaunchAttributes.DEFAULT_ALGORITHM : algorithm.getText());
        config.setAttribute(LaunchAttributes.KEEP_ALIVE, keepAlive.getSelection());
        config.setAttribute(LaunchAttributes.IN_SITU, inSitu.getSelection());
    }

    @Override
    public boolean isValid(ILaunchConfiguration config) {
        setErrorMessage(null);
        if (algorithm.getSelectionIndex() < 0) {
            setErrorMessage("Choose the analysis algorithm (dist, semi-dist or loop-aware)");
            return false;
        }
        if (inSitu.getSelection() && !inSituApplies()) {
            setErrorMessage("The in-situ analysis runs dist or semi-dist inside the job; " + algorithm.getText()
                    + " runs offline only: choose dist or semi-dist, or clear \"in situ\"");
            return false;
        }
        return true;
    }

    @Override
    public String getName() {
        return "Diagnosis";
    }

    @Override
    public String getId() {
        return "dev.straggler.ui.launch.diagnosisTab";
    }
}
