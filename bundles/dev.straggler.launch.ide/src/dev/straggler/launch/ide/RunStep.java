package dev.straggler.launch.ide;

import org.eclipse.debug.core.ILaunch;

/**
 * One step of a launched run as the user follows it (issue 24: the console was silent until the outcome): the job
 * started (and where its run directory and traces go), waiting for a hang, the tasks dumping, the dumps gathered,
 * analysing, the job's end. Published to {@link Topics#RUN_STEP} by the job that watches the run, which shows the same
 * text in its progress monitor; the UI writes it to the run's console.
 *
 * @param launch            the launch (never null)
 * @param configurationName the launch configuration's name
 * @param text              what happens now, one line (without the run's name)
 */
public record RunStep(ILaunch launch, String configurationName, String text) {
}
