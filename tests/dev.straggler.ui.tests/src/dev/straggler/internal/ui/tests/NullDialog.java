package dev.straggler.internal.ui.tests;

import java.lang.reflect.InvocationTargetException;

import org.eclipse.debug.ui.ILaunchConfigurationDialog;
import org.eclipse.debug.ui.ILaunchConfigurationTab;
import org.eclipse.jface.operation.IRunnableWithProgress;

/** A launch configuration dialog that does nothing, so tabs can be created in a plain shell. */
public class NullDialog implements ILaunchConfigurationDialog {
    @Override
    public void run(boolean fork, boolean cancelable, IRunnableWithProgress runnable)
            throws InvocationTargetException, InterruptedException {
        runnable.run(new org.eclipse.core.runtime.NullProgressMonitor());
    }

    @Override
    public void updateButtons() {
    }

    @Override
    public void updateMessage() {
    }

    @Override
    public void setName(String name) {
    }

    @Override
    public String generateName(String name) {
        return name;
    }

    @Override
    public ILaunchConfigurationTab[] getTabs() {
        return new ILaunchConfigurationTab[0];
    }

    @Override
    public ILaunchConfigurationTab getActiveTab() {
        return null;
    }

    @Override
    public String getMode() {
        return "run";
    }

    @Override
    public void setActiveTab(ILaunchConfigurationTab tab) {
    }

    @Override
    public void setActiveTab(int index) {
    }
}
