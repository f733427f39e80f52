package dev.straggler.internal.core.scale.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.core.scale.ExtrapolationThreshold;
import dev.straggler.internal.core.scale.ScaleAxis;
import dev.straggler.model.profile.ControlFeatures;

/**
 * The threshold by extrapolation (decision 049): the held-out scores' trend over the logarithmic scale axis, continued
 * to the checked run's scale, never below the cross-validation threshold, no held-out score above it.
 */
class ExtrapolationThresholdTest {

    private static final ScaleAxis SIZE = new ScaleAxis(List.of("size"));
    private static final double EPS = 0.01;

    private static ControlFeatures at(int size, double arg) {
        return new ControlFeatures(0, size, Map.of(1, arg), null);
    }

    /**
     * Runs at 4, 6, 8, 10 processes (one fold each) whose largest held-out scores' roots rise by 0.05 per unit of
     * log(size), every process of a run scoring below its largest: the fitted slope is the trend, the threshold passes
     * through the largest run's score and grows as the square of the line beyond it.
     */
    @Test
    void aRisingTrendIsContinuedBeyondTheTrainingScales() {
        int[] sizes = {4, 6, 8, 10};
        double[] position = new double[8];
        double[] scores = new double[8];
        int[] fold = new int[8];
        for (int r = 0; r < sizes.length; r++) {
            double root = 0.05 + 0.05 * Math.log(sizes[r] / 4.0);
            for (int k = 0; k < 2; k++) {
                position[2 * r + k] = Math.log(sizes[r]);
                fold[2 * r + k] = r;
                scores[2 * r + k] = k == 0 ? root * root : root * root / 4;
            }
        }
        ExtrapolationThreshold t = ExtrapolationThreshold.fit(SIZE, position, fold, scores, EPS);
        assertEquals(0.05, t.slope(), 1e-12);
        double rootAt10 = 0.05 + 0.05 * Math.log(10 / 4.0);
        assertEquals(rootAt10, t.top(), 1e-12);
        assertEquals(Math.log(4), t.from(), 1e-12);
        assertEquals(Math.log(10), t.to(), 1e-12);
        // the floor: the largest held-out score (no fold jumped above the others), at least ε
        assertEquals(Math.max(EPS, rootAt10 * rootAt10), t.floor(), 1e-12);
        // at 16 processes: the line continued by log(1.6)
        double r16 = rootAt10 + 0.05 * Math.log(1.6);
        assertEquals(r16 * r16, t.at(at(16, 1)), 1e-12);
        assertEquals(r16 * r16, t.beyond(1.6), 1e-12);
        assertTrue(t.at(at(32, 1)) > t.at(at(16, 1)));
        // no held-out score is above the threshold at its own run's scale
        for (int i = 0; i < scores.length; i++) {
            assertTrue(scores[i] <= t.at(position[i]) + 1e-15, "process " + i);
        }
        // within and below the training scales: never below the floor; below them the value at the smallest
        assertEquals(t.floor(), t.at(at(6, 1)), 1e-12);
        assertEquals(t.at(at(4, 1)), t.at(at(2, 1)), 1e-12);
        // the argument is not on the axis (it does not vary over the training runs)
        assertEquals(t.at(at(16, 1)), t.at(at(16, 7)), 1e-12);
    }

    /** The envelope: a run above the least-squares line raises the line until it is not above it. */
    @Test
    void noHeldOutScoreIsAboveTheLine() {
        double[] position = {Math.log(4), Math.log(6), Math.log(8), Math.log(10)};
        double[] scores = {0.01, 0.09, 0.04, 0.09};
        int[] fold = {0, 1, 2, 3};
        ExtrapolationThreshold t = ExtrapolationThreshold.fit(SIZE, position, fold, scores, EPS);
        assertTrue(t.slope() > 0);
        for (int i = 0; i < scores.length; i++) {
            assertTrue(scores[i] <= t.at(position[i]) + 1e-15, "run " + i);
        }
        // the run at 6 processes lies furthest above the trend: the line passes through it
        assertEquals(0.3, t.top() - t.slope() * (position[3] - position[1]), 1e-12);
    }

    /** Scores that fall with the scale are not extrapolated downwards: the threshold is the same at every scale. */
    @Test
    void aFallingTrendGivesOneThreshold() {
        double[] position = {Math.log(4), Math.log(6), Math.log(8)};
        double[] scores = {0.5, 0.3, 0.2};
        int[] fold = {0, 1, 2};
        ExtrapolationThreshold t = ExtrapolationThreshold.fit(SIZE, position, fold, scores, EPS);
        assertEquals(0, t.slope());
        // the floor: the largest, raised by the first fold's jump above the others (0.5 - 0.3)
        assertEquals(0.7, t.floor(), 1e-12);
        assertEquals(0.7, t.at(at(64, 1)), 1e-12);
        assertEquals(0.7, t.at(at(4, 1)), 1e-12);
    }

    /** Without a scale axis (a varying feature that is not positive) every run is at one position: one threshold. */
    @Test
    void withoutAnAxisOneThreshold() {
        ScaleAxis none = ScaleAxis.of(List.of(at(4, -1), at(6, 0), at(8, 1)));
        assertEquals(List.of(), none.names());
        double[] position = new double[3];
        double[] scores = {0.02, 0.03, 0.05};
        ExtrapolationThreshold t = ExtrapolationThreshold.fit(none, position, new int[] {0, 1, 2}, scores, EPS);
        assertEquals(0, t.slope());
        assertEquals(0.05 + (0.05 - 0.03), t.at(at(100, 5)), 1e-12);
    }

    /** With a rising trend, a run off the axis (a feature of the axis not positive) has no threshold to reach. */
    @Test
    void aRunOffTheAxisHasNoThresholdItCanReach() {
        ScaleAxis axis = ScaleAxis.of(List.of(at(4, 1), at(4, 2), at(4, 4)));
        assertEquals(List.of("argv[1]"), axis.names());
        assertEquals(Math.log(2), axis.position(at(16, 2)), 1e-12);
        assertTrue(Double.isNaN(axis.position(at(4, 0))));
        double[] position = {0, Math.log(2), Math.log(4)};
        ExtrapolationThreshold t = ExtrapolationThreshold.fit(axis, position, new int[] {0, 1, 2},
                new double[] {0.01, 0.04, 0.09}, EPS);
        assertTrue(t.slope() > 0);
        assertEquals(Double.POSITIVE_INFINITY, t.at(at(4, 0)));
    }

    /** The axis: the run-level features that vary, process count and input together (a sum of logarithms). */
    @Test
    void theAxisIsTheSumOfTheLogarithmsOfWhatVaries() {
        ScaleAxis axis = ScaleAxis.of(List.of(at(4, 8), at(8, 8), at(8, 16)));
        assertEquals(List.of("size", "argv[1]"), axis.names());
        assertEquals(Math.log(16 * 32.0), axis.position(at(16, 32)), 1e-12);
        assertEquals(List.of("size"), ScaleAxis.of(List.of(at(4, 8), at(8, 8))).names());
    }
}
