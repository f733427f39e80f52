package dev.straggler.ui.launch;

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

/** Hang timeout (0 = inferred), progress-dependence algorithm, keep the job alive after the dump. */
public class DiagnosisTab extends TabSupport {

    private Spinner timeout;
    private Combo algorithm;
    private Button keepAlive;

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
        algorithm.addModifyListener(e -> changed());
        label(c, "dist: every task computes its view of the PDG; semi-dist: from the merged model; loop-aware: orders tasks in loops by iteration");
        keepAlive = new Button(c, SWT.CHECK);
        keepAlive.setText("&Keep the job alive after the dump (to attach a debugger) instead of aborting it");
        GridData gd = new GridData(SWT.FILL, SWT.CENTER, true, false);
        gd.horizontalSpan = 3;
        keepAlive.setLayoutData(gd);
        keepAlive.addListener(SWT.Selection, e -> changed());
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy config) {
        config.setAttribute(LaunchAttributes.TIMEOUT_SECONDS, LaunchAttributes.DEFAULT_TIMEOUT_SECONDS);
        config.setAttribute(LaunchAttributes.ALGORITHM, LaunchAttributes.DEFAULT_ALGORITHM);
        config.setAttribute(LaunchAttributes.KEEP_ALIVE, LaunchAttributes.DEFAULT_KEEP_ALIVE);
    }

    @Override
    public void initializeFrom(ILaunchConfiguration config) {
        try {
            timeout.setSelection(config.getAttribute(LaunchAttributes.TIMEOUT_SECONDS, LaunchAttributes.DEFAULT_TIMEOUT_SECONDS));
            String a = config.getAttribute(LaunchAttributes.ALGORITHM, LaunchAttributes.DEFAULT_ALGORITHM);
            int i = Arrays.asList(LaunchAttributes.ALGORITHMS).indexOf(a);
            algorithm.select(Math.max(0, i));
            keepAlive.setSelection(config.getAttribute(LaunchAttributes.KEEP_ALIVE, LaunchAttributes.DEFAULT_KEEP_ALIVE));
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
    }

    @Override
    public boolean isValid(ILaunchConfiguration config) {
        setErrorMessage(null);
        if (algorithm.getSelectionIndex() < 0) {
            setErrorMessage("Choose the analysis algorithm (dist, semi-dist or loop-aware)");
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
