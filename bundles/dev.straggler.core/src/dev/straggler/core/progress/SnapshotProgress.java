package dev.straggler.core.progress;

import java.util.ArrayList;
import java.util.List;

import dev.straggler.model.Job;
import dev.straggler.model.RankSet;
import dev.straggler.model.Task;

/**
 * Whether the tasks of a snapshot (docs/dump-format.md, "Snapshots": dumps of a job that goes on) were progressing
 * when it was taken: a task whose MPI thread had not progressed for longer than {@link #window} seconds is not
 * progressing. The window is {@link #WINDOW_SECONDS}, or the task's hang timeout when that is shorter: a snapshot is a
 * look at a running job, not a hang verdict, so a task that sleeps or computes for a second between calls is
 * progressing, and one stuck for longer is worth a look (the hang detection decides at the timeout).
 *
 * @param notProgressing the tasks that had not progressed for longer than the window
 * @param longestSeconds the longest time any task had gone without progress
 * @param longestRank    the task that had, -1 without tasks
 * @param window         the window, seconds (the smallest of the tasks')
 */
public record SnapshotProgress(RankSet notProgressing, double longestSeconds, int longestRank, double window) {

    /** A task that has not progressed for this long (or its timeout, when shorter) is not progressing. */
    public static final double WINDOW_SECONDS = 3.0;

    /** The progress of {@code job}'s tasks, from each one's time since it last progressed (CURR). */
    public static SnapshotProgress of(Job job) {
        List<Integer> stuck = new ArrayList<>();
        double longest = 0, window = WINDOW_SECONDS;
        int longestRank = -1;
        for (Task t : job.getTasks()) {
            double w = t.getTimeoutSeconds() > 0 ? Math.min(WINDOW_SECONDS, t.getTimeoutSeconds()) : WINDOW_SECONDS;
            window = Math.min(window, w);
            if (t.getSecondsInState() > w) {
                stuck.add(t.getRank());
            }
            if (longestRank < 0 || t.getSecondsInState() > longest) {
                longest = t.getSecondsInState();
                longestRank = t.getRank();
            }
        }
        return new SnapshotProgress(RankSet.of(stuck.stream().mapToInt(Integer::intValue).toArray()), longest,
                longestRank, window);
    }

    /** Every task was progressing. */
    public boolean allProgressing() {
        return notProgressing.isEmpty();
    }
}
