package dev.straggler.internal.ui.launch;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.LaunchPreferences;

/**
 * Hang timeout (0 = inferred), progress-dependence algorithm, keep the job alive after the dump, in-situ analysis; the
 * scale analysis: record the communication profile, check the run against a scale model when it ends; call traces:
 * record them, and compare them with an earlier run's (DiffTrace) once the job ends.
 */
public class DiagnosisTab extends TabSupport {

    private Spinner timeout;
    private Combo algorithm;
    private Button keepAlive;
    private Button inSitu;
    private Button recordTraces;
    private Text baseline;
    private Button browseBaseline;
    private Button profile;
    private Text scaleModel;

    @Override
    public void createControl(Composite parent) {
        Composite c = page(parent, 3);
        label(c, Messages.Diagnosis_timeout);
        timeout = new Spinner(c, SWT.BORDER);
        timeout.setValues(LaunchAttributes.DEFAULT_TIMEOUT_SECONDS, 0, 86_400, 0, 1, 10);
        timeout.addModifyListener(e -> changed());
        label(c, Messages.Diagnosis_timeoutHint);
        label(c, Messages.Diagnosis_algorithm);
        algorithm = new Combo(c, SWT.READ_ONLY);
        algorithm.setItems(LaunchAttributes.ALGORITHMS);
        algorithm.addModifyListener(e -> {
            updateInSitu();
            changed();
        });
        new org.eclipse.swt.widgets.Label(c, SWT.NONE); // the combo's row ends here; the explanation wraps below it
        org.eclipse.swt.widgets.Label explain = new org.eclipse.swt.widgets.Label(c, SWT.WRAP);
        explain.setText(Messages.Diagnosis_algorithms);
        GridData ge = new GridData(SWT.FILL, SWT.TOP, true, false);
        ge.horizontalSpan = 3;
        ge.widthHint = 400;
        explain.setLayoutData(ge);
        keepAlive = new Button(c, SWT.CHECK);
        keepAlive.setText(Messages.Diagnosis_keepAlive);
        GridData gd = new GridData(SWT.FILL, SWT.CENTER, true, false);
        gd.horizontalSpan = 3;
        keepAlive.setLayoutData(gd);
        keepAlive.addListener(SWT.Selection, e -> changed());
        inSitu = new Button(c, SWT.CHECK);
        inSitu.setText(Messages.Diagnosis_inSitu);
        inSitu.setToolTipText(Messages.Diagnosis_inSituTooltip);
        GridData gi = new GridData(SWT.FILL, SWT.CENTER, true, false);
        gi.horizontalSpan = 3;
        inSitu.setLayoutData(gi);
        inSitu.addListener(SWT.Selection, e -> changed());
        recordTraces = new Button(c, SWT.CHECK);
        recordTraces.setText(Messages.Diagnosis_recordTraces);
        recordTraces.setToolTipText(Messages.Diagnosis_recordTracesTooltip);
        GridData gr = new GridData(SWT.FILL, SWT.CENTER, true, false);
        gr.horizontalSpan = 3;
        recordTraces.setLayoutData(gr);
        recordTraces.addListener(SWT.Selection, e -> {
            updateBaseline();
            changed();
        });
        label(c, Messages.Diagnosis_baseline);
        baseline = new Text(c, SWT.BORDER);
        baseline.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        baseline.setMessage(Messages.Diagnosis_baselineHint);
        baseline.setToolTipText(Messages.Diagnosis_baselineTooltip);
        baseline.addModifyListener(e -> changed());
        browseBaseline = new Button(c, SWT.PUSH);
        browseBaseline.setText(Messages.Diagnosis_browseBaseline);
        browseBaseline.addListener(SWT.Selection, e -> {
            DirectoryDialog dd = new DirectoryDialog(getShell());
            dd.setMessage(Messages.Diagnosis_chooseBaseline);
            String d = dd.open();
            if (d != null) {
                baseline.setText(d);
            }
        });

        profile = new Button(c, SWT.CHECK);
        profile.setText(Messages.Diagnosis_profile);
        profile.setToolTipText(Messages.Diagnosis_profileTooltip);
        GridData gp = new GridData(SWT.FILL, SWT.CENTER, true, false);
        gp.horizontalSpan = 3;
        profile.setLayoutData(gp);
        profile.addListener(SWT.Selection, e -> changed());
        label(c, Messages.Diagnosis_scaleModel);
        scaleModel = text(c, 1, SWT.SINGLE);
        scaleModel.setToolTipText(Messages.Diagnosis_scaleModelTooltip);
        scaleModel.addModifyListener(e -> updateProfile());
        Button browse = new Button(c, SWT.PUSH);
        browse.setText(Messages.Diagnosis_browseScaleModel);
        browse.addListener(SWT.Selection, e -> {
            FileDialog fd = new FileDialog(c.getShell(), SWT.OPEN);
            fd.setText(Messages.Diagnosis_chooseScaleModel);
            fd.setFilterExtensions(new String[] { "*.json", "*" });
            String f = fd.open();
            if (f != null) {
                scaleModel.setText(f);
            }
        });
    }

    private void updateBaseline() {
        boolean on = recordTraces.getSelection();
        baseline.setEnabled(on);
        browseBaseline.setEnabled(on);
    }

    /** A scale model implies the profile. */
    private void updateProfile() {
        if (profile != null && scaleModel != null) {
            boolean model = !scaleModel.getText().isBlank();
            if (model) {
                profile.setSelection(true);
            }
            profile.setEnabled(!model);
        }
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy config) {
        // the user's defaults (Window > Preferences > Straggler)
        config.setAttribute(LaunchAttributes.TIMEOUT_SECONDS, LaunchPreferences.timeoutSeconds());
        config.setAttribute(LaunchAttributes.ALGORITHM, LaunchPreferences.algorithm());
        config.setAttribute(LaunchAttributes.KEEP_ALIVE, LaunchAttributes.DEFAULT_KEEP_ALIVE);
        config.setAttribute(LaunchAttributes.IN_SITU, LaunchAttributes.DEFAULT_IN_SITU);
        config.setAttribute(LaunchAttributes.RECORD_TRACES, LaunchAttributes.DEFAULT_RECORD_TRACES);
        config.setAttribute(LaunchAttributes.BASELINE_DIRECTORY, LaunchAttributes.DEFAULT_BASELINE_DIRECTORY);
        config.setAttribute(LaunchAttributes.PROFILE, LaunchAttributes.DEFAULT_PROFILE);
        config.setAttribute(LaunchAttributes.SCALE_MODEL, LaunchAttributes.DEFAULT_SCALE_MODEL);
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
            recordTraces.setSelection(config.getAttribute(LaunchAttributes.RECORD_TRACES,
                    LaunchAttributes.DEFAULT_RECORD_TRACES));
            baseline.setText(config.getAttribute(LaunchAttributes.BASELINE_DIRECTORY,
                    LaunchAttributes.DEFAULT_BASELINE_DIRECTORY));
            updateBaseline();
            profile.setSelection(config.getAttribute(LaunchAttributes.PROFILE, LaunchAttributes.DEFAULT_PROFILE));
            scaleModel.setText(config.getAttribute(LaunchAttributes.SCALE_MODEL, LaunchAttributes.DEFAULT_SCALE_MODEL));
            updateProfile();
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
        config.setAttribute(LaunchAttributes.RECORD_TRACES, recordTraces.getSelection());
        config.setAttribute(LaunchAttributes.BASELINE_DIRECTORY, baseline.getText().strip());
        config.setAttribute(LaunchAttributes.PROFILE, profile.getSelection());
        config.setAttribute(LaunchAttributes.SCALE_MODEL, scaleModel.getText().strip());
    }

    @Override
    public boolean isValid(ILaunchConfiguration config) {
        setErrorMessage(null);
        if (algorithm.getSelectionIndex() < 0) {
            setErrorMessage(Messages.Diagnosis_noAlgorithm);
            return false;
        }
        if (inSitu.getSelection() && !inSituApplies()) {
            setErrorMessage(NLS.bind(Messages.Diagnosis_inSituOffline, algorithm.getText()));
            return false;
        }
        String b = baseline.getText().strip();
        if (!b.isEmpty() && !hasVariables(b)) {
            if (!recordTraces.getSelection()) {
                setErrorMessage(Messages.Diagnosis_baselineNeedsTraces);
                return false;
            }
            boolean dir;
            try {
                dir = Files.isDirectory(Path.of(b));
            } catch (InvalidPathException e) {
                dir = false;
            }
            if (!dir) {
                setErrorMessage(NLS.bind(Messages.Diagnosis_baselineMissing, b));
                return false;
            }
        }
        String model = scaleModel.getText().strip();
        if (!model.isEmpty() && !hasVariables(model)) {
            try {
                if (Path.of(model).isAbsolute() && !Files.isRegularFile(Path.of(model))) {
                    setErrorMessage(NLS.bind(Messages.Diagnosis_scaleModelMissing, model));
                    return false;
                }
            } catch (InvalidPathException e) {
                setErrorMessage(NLS.bind(Messages.Diagnosis_invalidScaleModel, model, e.getReason()));
                return false;
            }
        }
        return true;
    }

    @Override
    public String getName() {
        return Messages.Tab_diagnosis;
    }

    @Override
    public String getId() {
        return "dev.straggler.ui.launch.diagnosisTab";
    }
}
