package dev.straggler.internal.ui.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.ILaunchConfigurationTab;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.ui.launch.MpiDiagnosisTabGroup;
import dev.straggler.internal.ui.launch.RemoteTab;
import dev.straggler.internal.ui.tests.NullDialog;
import dev.straggler.launch.ide.LaunchAttributes;

/**
 * The Remote tab: off by default (its fields disabled, the launch local); on, it checks the host, the ssh options, the
 * command and the source directories with messages that say what to fix, writes the remote target into the
 * configuration, and the Application tab stops checking the executable on this machine.
 */
class RemoteTabTest {

    /** Deleted after each test. */
    @TempDir
    Path tmp;

    private Shell shell;
    private ILaunchConfigurationTab[] tabs;
    private ILaunchConfigurationTab remote;
    private ILaunchConfigurationWorkingCopy wc;

    @BeforeEach
    void open() throws Exception {
        shell = new Shell(Display.getCurrent());
        MpiDiagnosisTabGroup group = new MpiDiagnosisTabGroup();
        group.createTabs(null, ILaunchManager.RUN_MODE);
        tabs = group.getTabs();
        remote = Arrays.stream(tabs).filter(t -> t instanceof RemoteTab).findFirst().orElseThrow();
        ILaunchManager lm = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationType type = lm.getLaunchConfigurationType(LaunchAttributes.TYPE_ID);
        wc = type.newInstance(null, "remote-tab");
        group.setDefaults(wc);
        for (ILaunchConfigurationTab t : tabs) {
            t.setLaunchConfigurationDialog(new NullDialog());
            t.createControl(shell);
        }
    }

    @AfterEach
    void close() {
        shell.dispose();
    }

    /** The tab's text fields, in order: host, ssh options, directory, command, sbatch arguments, remote and local sources. */
    private List<Text> texts() {
        List<Text> out = new ArrayList<>();
        for (Control c : ((Composite) remote.getControl()).getChildren()) {
            if (c instanceof Text t) {
                out.add(t);
            }
        }
        assertEquals(7, out.size());
        return out;
    }

    private List<Button> checks() {
        List<Button> out = new ArrayList<>();
        for (Control c : ((Composite) remote.getControl()).getChildren()) {
            if (c instanceof Button b && (b.getStyle() & org.eclipse.swt.SWT.CHECK) != 0) {
                out.add(b);
            }
        }
        assertEquals(2, out.size());
        return out;
    }

    private String invalid() {
        remote.initializeFrom(wc);
        assertFalse(remote.isValid(wc), "should be invalid");
        assertNotNull(remote.getErrorMessage());
        return remote.getErrorMessage();
    }

    @Test
    void offByDefaultWithItsFieldsDisabled() throws Exception {
        assertFalse(wc.getAttribute(LaunchAttributes.REMOTE, true));
        assertEquals("~", wc.getAttribute(LaunchAttributes.REMOTE_DIRECTORY, ""));
        assertEquals("straggler", wc.getAttribute(LaunchAttributes.REMOTE_COMMAND, ""));
        remote.initializeFrom(wc);
        assertTrue(remote.isValid(wc), remote.getErrorMessage());
        assertFalse(checks().get(0).getSelection());
        assertTrue(texts().stream().noneMatch(Text::isEnabled), "fields of a local launch are disabled");

        wc.setAttribute(LaunchAttributes.REMOTE, true);
        remote.initializeFrom(wc);
        List<Text> t = texts();
        assertTrue(t.get(0).isEnabled() && t.get(3).isEnabled() && t.get(6).isEnabled());
        assertFalse(t.get(4).isEnabled(), "sbatch arguments without sbatch");
        wc.setAttribute(LaunchAttributes.REMOTE_BATCH, true);
        remote.initializeFrom(wc);
        assertTrue(texts().get(4).isEnabled());
    }

    @Test
    void mistakesAreNamed() throws Exception {
        wc.setAttribute(LaunchAttributes.REMOTE, true);
        assertTrue(invalid().contains("Give the remote host"));
        wc.setAttribute(LaunchAttributes.REMOTE_HOST, "me@login1 -p 2222");
        assertTrue(invalid().contains("put ssh options in the SSH options field"));
        wc.setAttribute(LaunchAttributes.REMOTE_HOST, "me@login1");
        wc.setAttribute(LaunchAttributes.REMOTE_SSH_OPTIONS, "-i '/my keys/id");
        assertTrue(invalid().contains("unbalanced"));
        wc.setAttribute(LaunchAttributes.REMOTE_SSH_OPTIONS, "-p 2222 -i '/my keys/id'");
        wc.setAttribute(LaunchAttributes.REMOTE_COMMAND, " ");
        assertTrue(invalid().contains("command that runs Straggler"));
        wc.setAttribute(LaunchAttributes.REMOTE_COMMAND, "module load openmpi && ~/straggler/straggler");
        wc.setAttribute(LaunchAttributes.REMOTE_SOURCE_PREFIX, "src");
        assertTrue(invalid().contains("must be an absolute path"));
        wc.setAttribute(LaunchAttributes.REMOTE_SOURCE_PREFIX, "/home/me/proj");
        wc.setAttribute(LaunchAttributes.LOCAL_SOURCE_PREFIX, "/no/such/dir");
        assertTrue(invalid().contains("/no/such/dir does not exist"));
        Path here = Files.createTempDirectory(tmp, "local-src");
        wc.setAttribute(LaunchAttributes.LOCAL_SOURCE_PREFIX, here.toString());
        remote.initializeFrom(wc);
        assertTrue(remote.isValid(wc), remote.getErrorMessage());
    }

    @Test
    void writesTheTargetAndTheApplicationTabTakesRemotePaths() throws Exception {
        remote.initializeFrom(wc);
        checks().get(0).setSelection(true);
        List<Text> t = texts();
        t.get(0).setText(" me@login1 ");
        t.get(1).setText("-J gateway");
        t.get(2).setText("/scratch/me/proj");
        t.get(3).setText("~/straggler/straggler");
        checks().get(1).setSelection(true);
        t.get(4).setText("-p debug -t 10");
        remote.performApply(wc);
        assertTrue(wc.getAttribute(LaunchAttributes.REMOTE, false));
        assertEquals("me@login1", wc.getAttribute(LaunchAttributes.REMOTE_HOST, ""));
        assertEquals("-J gateway", wc.getAttribute(LaunchAttributes.REMOTE_SSH_OPTIONS, ""));
        assertEquals("/scratch/me/proj", wc.getAttribute(LaunchAttributes.REMOTE_DIRECTORY, ""));
        assertEquals("~/straggler/straggler", wc.getAttribute(LaunchAttributes.REMOTE_COMMAND, ""));
        assertTrue(wc.getAttribute(LaunchAttributes.REMOTE_BATCH, false));
        assertEquals("-p debug -t 10", wc.getAttribute(LaunchAttributes.REMOTE_BATCH_ARGUMENTS, ""));

        // an executable that exists only on the remote machine: fine for a remote launch, not for a local one
        ILaunchConfigurationTab app = tabs[0];
        assertEquals("Application", app.getName());
        wc.setAttribute(LaunchAttributes.EXECUTABLE, "/scratch/me/proj/build/app");
        app.initializeFrom(wc);
        assertTrue(app.isValid(wc), app.getErrorMessage());
        wc.setAttribute(LaunchAttributes.REMOTE, false);
        app.initializeFrom(wc);
        assertFalse(app.isValid(wc));
        assertTrue(app.getErrorMessage().contains("/scratch/me/proj/build/app does not exist"), app.getErrorMessage());
    }
}
