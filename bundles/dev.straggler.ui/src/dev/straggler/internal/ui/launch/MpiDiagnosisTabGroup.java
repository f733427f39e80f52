package dev.straggler.internal.ui.launch;

import org.eclipse.debug.ui.AbstractLaunchConfigurationTabGroup;
import org.eclipse.debug.ui.CommonTab;
import org.eclipse.debug.ui.EnvironmentTab;
import org.eclipse.debug.ui.ILaunchConfigurationDialog;
import org.eclipse.debug.ui.ILaunchConfigurationTab;

/** Tabs of "MPI Application with Diagnosis": Application, MPI Launcher, Remote, Diagnosis, Environment, Common. */
public class MpiDiagnosisTabGroup extends AbstractLaunchConfigurationTabGroup {

    @Override
    public void createTabs(ILaunchConfigurationDialog dialog, String mode) {
        setTabs(new ILaunchConfigurationTab[] { new ApplicationTab(), new MpiLauncherTab(), new RemoteTab(), new DiagnosisTab(),
                new EnvironmentTab(), new CommonTab() });
    }
}
