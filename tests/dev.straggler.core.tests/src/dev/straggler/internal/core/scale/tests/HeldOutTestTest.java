package dev.straggler.internal.core.scale.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.FeatureScale;
import dev.straggler.core.scale.KccaParameters;
import dev.straggler.core.scale.ProcessScore;
import dev.straggler.core.scale.Reason;
import dev.straggler.core.scale.ScaleModel;
import dev.straggler.core.scale.TrainingOptions;
import dev.straggler.core.scale.tests.SyntheticRuns;
import dev.straggler.internal.core.scale.HeldOutTest;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.RunProfile;
import dev.straggler.model.profile.TaskProfile;
import dev.straggler.model.profile.Traffic;

/**
 * The test of a model's held-out predictions against chance (decision 053): a model whose observations follow its
 * controls passes, one whose observations are drawn independently of them does not, and a model at chance level
 * flags no process by its score while the call-site rules still do.
 */
class HeldOutTestTest {

    private static final KccaParameters P = new KccaParameters(2, Math.pow(2, -8), 1, 1, FeatureScale.LINEAR);

    /** Processes of runs at 4, 6, 8, 10, 12 (one fold each): controls (rank, size) standardized roughly. */
    private static double[][] controls(int[] foldOf) {
        List<double[]> c = new ArrayList<>();
        int i = 0;
        for (int size = 4; size <= 12; size += 2) {
            for (int r = 0; r < size; r++) {
                c.add(new double[] {(r - 4) / 3.0, (size - 8) / 3.0});
                foldOf[i++] = (size - 4) / 2;
            }
        }
        return c.toArray(double[][]::new);
    }

    @Test
    void observationsThatFollowTheControlsPass() {
        int[] foldOf = new int[40];
        double[][] x = controls(foldOf);
        double[][] y = new double[40][];
        for (int i = 0; i < 40; i++) {
            // a halo (edge ranks have one neighbour) and an allgather growing with the size
            boolean edge = x[i][0] == -4 / 3.0 || x[i][0] == (x[i][1] * 3 + 8 - 1 - 4) / 3.0;
            y[i] = new double[] {edge ? 1 : 2, x[i][1] * 3 + 8};
        }
        HeldOutTest t = HeldOutTest.of(x, y, foldOf, 5, P);
        assertTrue(t.used(), () -> java.util.Arrays.toString(t.pValues()));
        assertTrue(t.pValues()[0] <= HeldOutTest.ALPHA, () -> java.util.Arrays.toString(t.pValues()));
    }

    @Test
    void observationsIndependentOfTheControlsDoNot() {
        int[] foldOf = new int[40];
        double[][] x = controls(foldOf);
        double[][] y = new double[40][];
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 40; i++) {
            y[i] = new double[] {random.nextDouble(), random.nextDouble()};
        }
        HeldOutTest t = HeldOutTest.of(x, y, foldOf, 5, P);
        assertFalse(t.used(), () -> java.util.Arrays.toString(t.pValues()));
        assertEquals(1, t.pValues().length, "the sequence stops at the first component at chance level");
        assertTrue(t.pValues()[0] > HeldOutTest.ALPHA);
        // the same data give the same p-values (a model file's reader recomputes them)
        assertEquals(t.pValues()[0], HeldOutTest.of(x, y, foldOf, 5, P).pValues()[0]);
    }

    /** The synthetic program's runs with each process's halo and allgather volumes drawn at random. */
    private static List<RunProfile> noise(SplittableRandom random) {
        List<RunProfile> runs = new ArrayList<>();
        for (int size = 4; size <= 12; size++) {
            List<TaskProfile> tasks = new ArrayList<>();
            for (int r = 0; r < size; r++) {
                TaskProfile.Builder b = TaskProfile.builder(new ControlFeatures(r, size, java.util.Map.of(1, 10.0),
                        null));
                long ag = 1024L * (1 + random.nextInt(64));
                long halo = 800L * (1 + random.nextInt(64));
                b.add(SyntheticRuns.AG, "MPI_Allgather", new Traffic(10, 10, ag, 10, ag), 0, 29);
                b.add(SyntheticRuns.HALO, "MPI_Sendrecv", new Traffic(10, 10, halo, 10, halo), 1, 30);
                tasks.add(b.build());
            }
            runs.add(new RunProfile("np=" + size, SyntheticRuns.PROGRAM, List.of("10"), size, tasks, null));
        }
        return runs;
    }

    @Test
    void aModelAtChanceLevelFlagsByTheRulesOnly() throws Exception {
        SplittableRandom random = new SplittableRandom(11);
        TrainingOptions small = TrainingOptions.defaults().withGrid(List.of(1, 2), TrainingOptions.powers(-20, -8, 12),
                TrainingOptions.powers(0, 8, 8), TrainingOptions.powers(0, 8, 8));
        ScaleModel model = ScaleModel.train(noise(random), small);
        assertFalse(model.scoreUsed(), model.heldOutPValues()::toString);
        assertTrue(model.heldOutPValues().get(0) > HeldOutTest.ALPHA);

        // a correct-looking run of the same kind: its scores flag nothing, however high
        CheckResult ok = model.check(noise(random).get(8));
        for (ProcessScore s : ok.scores()) {
            assertFalse(s.reasons().contains(Reason.ABNORMALITY), s.toString());
        }
        assertTrue(ok.notes().get(0).startsWith("The correlation model was not used: its held-out predictions are no"
                + " better than chance (permutation test of the held-out canonical correlation of its first"
                + " component: p = "), ok.notes().get(0));
        assertTrue(ok.notes().get(0).endsWith("the call-site rules (a new call site, a missing one, a volume outside"
                + " its predicted range) still apply."), ok.notes().get(0));

        // a run whose processes all moved their allgather to a call site no training run had: the rules flag it
        RunProfile bug = SyntheticRuns.run(12, java.util.stream.IntStream.range(0, 12).boxed().toList());
        CheckResult flagged = model.check(bug);
        assertEquals(12, flagged.flagged().size());
        for (ProcessScore s : flagged.scores()) {
            assertTrue(s.reasons().contains(Reason.NEW_CALL_SITE), s.toString());
            assertFalse(s.reasons().contains(Reason.ABNORMALITY), s.toString());
        }
    }
}
