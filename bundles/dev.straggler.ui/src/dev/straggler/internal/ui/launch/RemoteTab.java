package dev.straggler.internal.ui.launch;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import dev.straggler.launch.LaunchException;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.remote.RemoteTarget;

/**
 * Where the job runs: here, or on a remote host reached with the system's ssh (the user's keys and ssh configuration),
 * in a remote working directory, with the remote Straggler command, directly or as a Slurm batch job; and where the
 * remote sources are here (a path prefix there, one here). The Application tab's executable and arguments are then the
 * remote machine's.
 */
public class RemoteTab extends TabSupport {

    private Button remote;
    private Text host;
    private Text sshOptions;
    private Text directory;
    private Text command;
    private Button batch;
    private Text batchArguments;
    private Text remotePrefix;
    private Text localPrefix;
    private Button browseLocal;
    /** The widgets that apply to a remote run (disabled otherwise). */
    private Control[] fields;

    @Override
    public void createControl(Composite parent) {
        Composite c = page(parent, 3);
        remote = new Button(c, SWT.CHECK);
        remote.setText(Messages.Remote_remote);
        span(remote, 3);
        remote.addListener(SWT.Selection, e -> {
            updateEnablement();
            changed();
        });

        Label lh = label(c, Messages.Remote_host);
        host = text(c, 2, SWT.SINGLE);
        host.setMessage(Messages.Remote_hostHint);
        Label lo = label(c, Messages.Remote_sshOptions);
        sshOptions = text(c, 2, SWT.SINGLE);
        sshOptions.setMessage(Messages.Remote_sshOptionsHint);
        Label ld = label(c, Messages.Remote_directory);
        directory = text(c, 2, SWT.SINGLE);
        directory.setMessage(Messages.Remote_directoryHint);
        Label lc = label(c, Messages.Remote_command);
        command = text(c, 2, SWT.SINGLE);
        command.setMessage(Messages.Remote_commandHint);

        batch = new Button(c, SWT.CHECK);
        batch.setText(Messages.Remote_batch);
        span(batch, 3);
        batch.addListener(SWT.Selection, e -> {
            updateEnablement();
            changed();
        });
        Label lb = label(c, Messages.Remote_batchArguments);
        batchArguments = text(c, 2, SWT.SINGLE);
        batchArguments.setMessage(Messages.Remote_batchArgumentsHint);

        Label lr = label(c, Messages.Remote_remoteSources);
        remotePrefix = text(c, 2, SWT.SINGLE);
        remotePrefix.setMessage(Messages.Remote_remoteSourcesHint);
        Label ll = label(c, Messages.Remote_localSources);
        localPrefix = text(c, 1, SWT.SINGLE);
        localPrefix.setMessage(Messages.Remote_localSourcesHint);
        browseLocal = new Button(c, SWT.PUSH);
        browseLocal.setText(Messages.Remote_browseLocal);
        browseLocal.addListener(SWT.Selection, e -> {
            DirectoryDialog dd = new DirectoryDialog(getShell());
            dd.setText(Messages.Remote_chooseLocal);
            String chosen = dd.open();
            if (chosen != null) {
                localPrefix.setText(chosen);
            }
        });
        fields = new Control[] { lh, host, lo, sshOptions, ld, directory, lc, command, batch, lb, batchArguments, lr,
                remotePrefix, ll, localPrefix, browseLocal };
    }

    private static void span(Control w, int columns) {
        GridData gd = new GridData(SWT.FILL, SWT.CENTER, true, false);
        gd.horizontalSpan = columns;
        w.setLayoutData(gd);
    }

    private void updateEnablement() {
        boolean on = remote.getSelection();
        for (Control f : fields) {
            f.setEnabled(on);
        }
        batchArguments.setEnabled(on && batch.getSelection());
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy config) {
        config.setAttribute(LaunchAttributes.REMOTE, LaunchAttributes.DEFAULT_REMOTE);
        config.setAttribute(LaunchAttributes.REMOTE_HOST, "");
        config.setAttribute(LaunchAttributes.REMOTE_SSH_OPTIONS, "");
        config.setAttribute(LaunchAttributes.REMOTE_DIRECTORY, LaunchAttributes.DEFAULT_REMOTE_DIRECTORY);
        config.setAttribute(LaunchAttributes.REMOTE_COMMAND, LaunchAttributes.DEFAULT_REMOTE_COMMAND);
        config.setAttribute(LaunchAttributes.REMOTE_BATCH, LaunchAttributes.DEFAULT_REMOTE_BATCH);
        config.setAttribute(LaunchAttributes.REMOTE_BATCH_ARGUMENTS, "");
        config.setAttribute(LaunchAttributes.REMOTE_SOURCE_PREFIX, "");
        config.setAttribute(LaunchAttributes.LOCAL_SOURCE_PREFIX, "");
    }

    @Override
    public void initializeFrom(ILaunchConfiguration config) {
        try {
            remote.setSelection(config.getAttribute(LaunchAttributes.REMOTE, LaunchAttributes.DEFAULT_REMOTE));
            host.setText(config.getAttribute(LaunchAttributes.REMOTE_HOST, ""));
            sshOptions.setText(config.getAttribute(LaunchAttributes.REMOTE_SSH_OPTIONS, ""));
            directory.setText(config.getAttribute(LaunchAttributes.REMOTE_DIRECTORY, LaunchAttributes.DEFAULT_REMOTE_DIRECTORY));
            command.setText(config.getAttribute(LaunchAttributes.REMOTE_COMMAND, LaunchAttributes.DEFAULT_REMOTE_COMMAND));
            batch.setSelection(config.getAttribute(LaunchAttributes.REMOTE_BATCH, LaunchAttributes.DEFAULT_REMOTE_BATCH));
            batchArguments.setText(config.getAttribute(LaunchAttributes.REMOTE_BATCH_ARGUMENTS, ""));
            remotePrefix.setText(config.getAttribute(LaunchAttributes.REMOTE_SOURCE_PREFIX, ""));
            localPrefix.setText(config.getAttribute(LaunchAttributes.LOCAL_SOURCE_PREFIX, ""));
        } catch (CoreException e) {
            setErrorMessage(e.getStatus().getMessage());
        }
        updateEnablement();
        setDirty(false);
    }

    @Override
    public void performApply(ILaunchConfigurationWorkingCopy config) {
        config.setAttribute(LaunchAttributes.REMOTE, remote.getSelection());
        config.setAttribute(LaunchAttributes.REMOTE_HOST, host.getText().strip());
        config.setAttribute(LaunchAttributes.REMOTE_SSH_OPTIONS, sshOptions.getText().strip());
        config.setAttribute(LaunchAttributes.REMOTE_DIRECTORY, directory.getText().strip());
        config.setAttribute(LaunchAttributes.REMOTE_COMMAND, command.getText().strip());
        config.setAttribute(LaunchAttributes.REMOTE_BATCH, batch.getSelection());
        config.setAttribute(LaunchAttributes.REMOTE_BATCH_ARGUMENTS, batchArguments.getText().strip());
        config.setAttribute(LaunchAttributes.REMOTE_SOURCE_PREFIX, remotePrefix.getText().strip());
        config.setAttribute(LaunchAttributes.LOCAL_SOURCE_PREFIX, localPrefix.getText().strip());
    }

    @Override
    public boolean isValid(ILaunchConfiguration config) {
        setErrorMessage(null);
        if (!remote.getSelection()) {
            return true;
        }
        String h = host.getText().strip();
        if (h.isEmpty()) {
            setErrorMessage(Messages.Remote_noHost);
            return false;
        }
        if (h.startsWith("-") || h.chars().anyMatch(Character::isWhitespace)) {
            setErrorMessage(NLS.bind(Messages.Remote_notAHost, h));
            return false;
        }
        for (Text t : List.of(sshOptions, batchArguments)) {
            try {
                RemoteTarget.splitOptions(t.getText());
            } catch (LaunchException e) {
                setErrorMessage(e.getMessage());
                return false;
            }
        }
        if (command.getText().isBlank()) {
            setErrorMessage(Messages.Remote_noCommand);
            return false;
        }
        String rp = remotePrefix.getText().strip();
        if (!rp.isEmpty() && !hasVariables(rp) && !rp.startsWith("/")) {
            setErrorMessage(Messages.Remote_remoteSourcesNotAbsolute);
            return false;
        }
        String lp = localPrefix.getText().strip();
        if (!lp.isEmpty() && !hasVariables(lp)) {
            try {
                if (!Files.isDirectory(Path.of(lp))) {
                    setErrorMessage(NLS.bind(Messages.Remote_localSourcesMissing, lp));
                    return false;
                }
            } catch (InvalidPathException e) {
                setErrorMessage(NLS.bind(Messages.Remote_invalidLocalSources, lp));
                return false;
            }
        }
        return true;
    }

    @Override
    public String getName() {
        return Messages.Tab_remote;
    }

    @Override
    public String getId() {
        return "dev.straggler.ui.launch.remoteTab";
    }
}
