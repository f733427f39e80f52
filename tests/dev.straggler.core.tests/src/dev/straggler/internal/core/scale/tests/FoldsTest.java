package dev.straggler.internal.core.scale.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.straggler.core.scale.tests.SyntheticRuns;
import dev.straggler.internal.core.scale.ScaleTrainer;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.RunProfile;
import dev.straggler.model.profile.TaskProfile;

/**
 * The cross-validation folds: contiguous blocks of equal width on the logarithmic scale axis, so the held-out block
 * is as far from its fold's training scales whether the runs are dense or sparse.
 */
class FoldsTest {

    private static RunProfile run(int size, double arg) {
        List<TaskProfile> tasks = new ArrayList<>();
        for (int r = 0; r < size; r++) {
            tasks.add(TaskProfile.builder(new ControlFeatures(r, size, Map.of(1, arg), null)).build());
        }
        return new RunProfile("np=" + size + " " + arg, SyntheticRuns.PROGRAM, List.of(), size, tasks, null);
    }

    /** 4, 5, ..., 12 processes: the last block is 10-12, held out from a model of 4-9 (a third beyond, as 16 is). */
    @Test
    void denseProcessCounts() {
        List<RunProfile> runs = new ArrayList<>();
        for (int p = 4; p <= 12; p++) {
            runs.add(run(p, 10));
        }
        assertArrayEquals(new int[] {0, 1, 1, 2, 3, 3, 4, 4, 4}, ScaleTrainer.runFolds(runs, 5));
    }

    /** 4, 6, 8, 12 processes: one run per fold, the empty block dropped. */
    @Test
    void sparseProcessCounts() {
        assertArrayEquals(new int[] {0, 1, 2, 3},
                ScaleTrainer.runFolds(List.of(run(4, 10), run(6, 10), run(8, 10), run(12, 10)), 5));
    }

    /** An input swept by doubling on 3 processes (Vrisha §6.2's 8 MB ... 1 GB): the argument is the axis. */
    @Test
    void inputSweep() {
        List<RunProfile> runs = new ArrayList<>();
        for (int mb = 8; mb <= 1024; mb *= 2) {
            runs.add(run(3, mb));
        }
        assertArrayEquals(new int[] {0, 0, 1, 2, 2, 3, 4, 4}, ScaleTrainer.runFolds(runs, 5));
    }

    /** A varying feature that is not positive has no logarithm: blocks of equally many runs. */
    @Test
    void withoutAPositiveAxisEqualCounts() {
        List<RunProfile> runs = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            runs.add(run(4, i - 3));
        }
        assertArrayEquals(new int[] {0, 0, 1, 1, 2, 2}, ScaleTrainer.runFolds(runs, 3));
    }
}
