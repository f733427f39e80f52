package dev.straggler.launch.ide;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IMarker;
import org.eclipse.debug.core.ILaunch;

import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;

/**
 * One diagnosed job, as published by {@link DiagnosisResults}.
 *
 * @param launch the launch that ran the job (null when the dumps were diagnosed without a launch)
 * @param configurationName the launch configuration's name ("" without one)
 * @param job the loaded and symbolized dumps
 * @param diagnosis the progress-dependence diagnosis of {@code job}
 * @param dumpDirectory where the dumps are (for a result opened from a .straggler file, that file)
 * @param markers the least-progressed markers created for it
 * @param inSitu whether the job ran the analysis itself (the diagnosis comes from its reduced.sdump)
 */
public record DiagnosisResult(ILaunch launch, String configurationName, Job job, Diagnosis diagnosis, Path dumpDirectory,
        List<IMarker> markers, boolean inSitu) {

    public DiagnosisResult {
        markers = List.copyOf(markers);
    }

    /** A result of an offline analysis. */
    public DiagnosisResult(ILaunch launch, String configurationName, Job job, Diagnosis diagnosis, Path dumpDirectory,
            List<IMarker> markers) {
        this(launch, configurationName, job, diagnosis, dumpDirectory, markers, false);
    }
}
