package dev.straggler.internal.core.scale.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.core.scale.ModelSelection;
import dev.straggler.core.scale.ParameterSweep;
import dev.straggler.core.scale.ScaleModel;
import dev.straggler.core.scale.ScaleModelException;
import dev.straggler.core.scale.TrainingOptions;
import dev.straggler.core.scale.tests.SyntheticRuns;

/**
 * Cross-validation over whole runs chooses sensible parameters: a control kernel so narrow that every unseen scale
 * is "far from everything" (2^-20 of the variance) cannot predict the held-out runs and loses to a wide one.
 */
class ModelSelectionTest {

    @Test
    void aKernelThatCannotGeneralizeLoses() throws ScaleModelException {
        TrainingOptions o = TrainingOptions.defaults().withGrid(List.of(1),
                List.of(Math.scalb(1.0, -20)), List.of(Math.scalb(1.0, -20), Math.scalb(1.0, 8)),
                List.of(Math.scalb(1.0, 8)));
        ModelSelection s = ScaleModel.train(SyntheticRuns.training(), o).selection();
        System.out.println("ModelSelectionTest: " + s);
        assertEquals(Math.scalb(1.0, 8), s.chosen().sigmaControl());
        assertEquals(4, s.evaluated()); // two widths, two feature scales
        ParameterSweep sx = s.sweeps().get(2);
        assertEquals("sigmaControl", sx.parameter());
        assertTrue(sx.falsePositiveRate().get(0) > 0, sx::toString);
        assertEquals(0.0, sx.falsePositiveRate().get(1));
        assertEquals(0.0, s.falsePositiveRate());
        // not every mismatched pair is detected: two held-out processes may differ in a few bytes only
        assertTrue(s.detectionRate() > 0.85, s::toString);
    }
}
