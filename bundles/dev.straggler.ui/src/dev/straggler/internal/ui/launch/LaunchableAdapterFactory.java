package dev.straggler.internal.ui.launch;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.debug.ui.actions.ILaunchable;

/**
 * Resources adapt to the debug platform's {@link ILaunchable} marker: the Run As / Debug As submenus of the Project
 * Explorer's context menu are shown only for objects that do (property org.eclipse.debug.core.launchable); which
 * shortcuts they list is then up to each shortcut's enablement ({@link LaunchableTester} for ours). In an IDE with CDT
 * or JDT the same registration is theirs; in the Straggler product nobody else makes it.
 */
public class LaunchableAdapterFactory implements IAdapterFactory {

    private static final ILaunchable LAUNCHABLE = new ILaunchable() {
    };

    @Override
    public <T> T getAdapter(Object adaptableObject, Class<T> adapterType) {
        return adaptableObject instanceof IResource && adapterType == ILaunchable.class ? adapterType.cast(LAUNCHABLE)
                : null;
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] { ILaunchable.class };
    }
}
