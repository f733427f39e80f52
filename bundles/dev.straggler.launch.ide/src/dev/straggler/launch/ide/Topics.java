package dev.straggler.launch.ide;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.debug.core.ILaunch;

import dev.straggler.core.traces.TraceDiff;

/**
 * The product's topics ({@link Topic}): the one path by which launching, the analyses run for the IDE and the UI's
 * commands tell the views and presenters of {@code dev.straggler.ui} what happened. The state behind a topic stays with
 * its owner ({@link RunningLaunches}, {@link ActiveSlice}, {@link RunHistory}); the topic only carries the news.
 */
public final class Topics {

    /**
     * Every diagnosis shown: of a launched job (its dumps analysed), of a run opened or imported, of a run history
     * entry selected again. Background job or UI thread.
     */
    public static final Topic<DiagnosisResult> DIAGNOSIS = new Topic<>("diagnosis");

    /** How every launched run ended ({@link RunOutcome}). Background job. */
    public static final Topic<RunOutcome> RUN_OUTCOME = new Topic<>("run outcome");

    /** Every step of a launched run ({@link RunStep}), before its outcome. Background job. */
    public static final Topic<RunStep> RUN_STEP = new Topic<>("run step");

    /** Every scale check of a launched run (a configuration with a scale model). Background job. */
    public static final Topic<ScaleCheckResult> SCALE_CHECK = new Topic<>("scale check");

    /**
     * The launches still running an undiagnosed job, oldest first, after every change ({@link RunningLaunches}). The
     * thread that started or ended the launch.
     */
    public static final Topic<List<ILaunch>> RUNNING_LAUNCHES = new Topic<>("running launches");

    /**
     * The slice shown after every change of session or step ({@link ActiveSlice}). UI thread for the commands, a
     * background job for a newly computed slice.
     */
    public static final Topic<ActiveSlice.Snapshot> ACTIVE_SLICE = new Topic<>("active slice");

    /**
     * The run history's folder after every change of its entries (one recorded or deleted) or of the folder itself
     * ({@link RunHistory}: its {@code entries()} are the history). Any thread.
     */
    public static final Topic<Path> RUN_HISTORY = new Topic<>("run history");

    /** Every trace comparison (DiffTrace) of a launch with a normal run to compare with, or of Compare Runs. UI thread. */
    public static final Topic<TraceDiff> TRACE_DIFF = new Topic<>("trace diff");

    private Topics() {
    }
}
