package dev.straggler.internal.ui.traces;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchesListener2;

import dev.straggler.core.traces.RankingParameters;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.MpiDiagnosisLaunchDelegate;

/**
 * Compares the traces of an MPI launch with those of the normal run its configuration names
 * ({@link LaunchAttributes#BASELINE_DIRECTORY}, with {@link LaunchAttributes#RECORD_TRACES}) once the launch ends,
 * hang or not: a {@link TraceDiffJob} over the baseline and the launch's dump directory.
 */
public final class TraceDiffOnLaunch implements ILaunchesListener2 {

    @Override
    public void launchesTerminated(ILaunch[] launches) {
        for (ILaunch l : launches) {
            Path[] pair = pair(l);
            if (pair != null) {
                new TraceDiffJob(pair[0], pair[1], RankingParameters.defaults()).schedule();
            }
        }
    }

    /** The normal and the faulty directory of a launch to compare, or null. */
    static Path[] pair(ILaunch l) {
        ILaunchConfiguration c = l.getLaunchConfiguration();
        String dump = l.getAttribute(MpiDiagnosisLaunchDelegate.ATTR_DUMP_DIRECTORY);
        if (c == null || dump == null) {
            return null;
        }
        try {
            if (!LaunchAttributes.TYPE_ID.equals(c.getType().getIdentifier())
                    || !c.getAttribute(LaunchAttributes.RECORD_TRACES, LaunchAttributes.DEFAULT_RECORD_TRACES)) {
                return null;
            }
            String baseline = c.getAttribute(LaunchAttributes.BASELINE_DIRECTORY,
                    LaunchAttributes.DEFAULT_BASELINE_DIRECTORY).strip();
            if (baseline.isEmpty() || !Files.isDirectory(Path.of(dump))) {
                return null;
            }
            return new Path[] { Path.of(baseline), Path.of(dump) };
        } catch (CoreException | RuntimeException e) {
            return null;
        }
    }

    @Override
    public void launchesRemoved(ILaunch[] launches) {
        // nothing
    }

    @Override
    public void launchesAdded(ILaunch[] launches) {
        // nothing
    }

    @Override
    public void launchesChanged(ILaunch[] launches) {
        // nothing
    }
}
