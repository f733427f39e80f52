/**
 * Launching MPI jobs with diagnosis from the Eclipse IDE, on the debug platform and the workspace (bundle
 * {@code dev.straggler.launch.ide}, no SWT; the launching itself is the headless {@code dev.straggler.launch}): the
 * launch configuration type {@code dev.straggler.launch.mpiDiagnosis} and its attributes
 * ({@link dev.straggler.launch.ide.LaunchAttributes}), the delegate that starts the job through
 * {@link dev.straggler.launch.JobRunner} with its output in a console, the background
 * {@link org.eclipse.core.runtime.jobs.Job} that waits for the runtime's dumps and runs the progress-dependence
 * analysis (AutomaDeD, via {@code dev.straggler.core.progress}), the problem marker at the least-progressed tasks'
 * line, the opening of a run diagnosed elsewhere ({@link dev.straggler.launch.ide.OpenRunJob}: an sbatch job's dump
 * directory), the run history, the preferences, gdb in the console ({@link dev.straggler.launch.ide.GdbConsole}), and
 * the progressive slice of a diagnosis (AutomaDeD §4.4.2): computed by {@link dev.straggler.launch.ide.SliceJob}, held
 * with its step by {@link dev.straggler.launch.ide.ActiveSlice}. A launch may record the tasks' communication profiles
 * and check them against a scale model when the run ends (Vrisha, via {@code dev.straggler.core.scale}). What happens
 * is published to the product's {@link dev.straggler.launch.ide.Topics} (diagnoses, run outcomes, scale checks,
 * running launches, the active slice, the run history, trace comparisons), which the UI subscribes to.
 */
package dev.straggler.launch.ide;
