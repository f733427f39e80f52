package dev.straggler.launch.ide;

import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.osgi.framework.FrameworkUtil;

import dev.straggler.launch.JobRunner;

/**
 * Where the IDE keeps the run history and the dumps of launches without a project: the state location of the launch
 * bundle {@code dev.straggler.launch} ({@code .metadata/.plugins/dev.straggler.launch/} of the workspace), where they
 * were before the IDE's part of launching moved to this bundle, so a workspace keeps its history and dumps.
 */
final class StateLocation {

    private StateLocation() {
    }

    /** The folder {@code name} in the launch bundle's state location (not created). */
    static Path resolve(String name) {
        return Platform.getStateLocation(FrameworkUtil.getBundle(JobRunner.class)).toPath().resolve(name);
    }
}
