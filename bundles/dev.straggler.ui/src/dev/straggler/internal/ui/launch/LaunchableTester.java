package dev.straggler.internal.ui.launch;

import org.eclipse.core.expressions.PropertyTester;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;

import dev.straggler.launch.ide.LaunchTargets;

/**
 * Property {@code dev.straggler.ui.mpiLaunchable} of a resource (the launch shortcut's contextual enablement): an ELF
 * executable, a C/C++ source with {@code main}, or a project with a binary ({@link LaunchTargets#isLaunchable}).
 */
public class LaunchableTester extends PropertyTester {

    @Override
    public boolean test(Object receiver, String property, Object[] args, Object expectedValue) {
        IResource r = Adapters.adapt(receiver, IResource.class);
        return r != null && "mpiLaunchable".equals(property) && LaunchTargets.isLaunchable(r);
    }
}
