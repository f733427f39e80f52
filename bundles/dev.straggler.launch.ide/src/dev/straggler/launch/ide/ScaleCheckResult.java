package dev.straggler.launch.ide;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.debug.core.ILaunch;

import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.ScaleModel;

/**
 * One launched run checked against a scale model (Vrisha), as published by {@link Topics#SCALE_CHECK}.
 *
 * @param launch            the launch that ran the job (null when the run was checked without a launch)
 * @param configurationName the launch configuration's name ("" without one)
 * @param model             the scale model the run was checked against
 * @param result            the check: every process's abnormality against the threshold, the flagged ranks, the
 *                          ranked divergence points
 * @param runDirectory      where the run's profiles are
 * @param warnings          what the check could not do (frames of modules not on this machine); empty when nothing
 */
public record ScaleCheckResult(ILaunch launch, String configurationName, ScaleModel model, CheckResult result,
        Path runDirectory, List<String> warnings) {

    public ScaleCheckResult {
        warnings = List.copyOf(warnings);
    }
}
