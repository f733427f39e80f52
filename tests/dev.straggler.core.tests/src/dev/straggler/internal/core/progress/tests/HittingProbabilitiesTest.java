package dev.straggler.internal.core.progress.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.core.progress.Dependence;
import dev.straggler.internal.core.progress.HittingProbabilities;
import dev.straggler.internal.core.progress.MarkovChain;
import dev.straggler.internal.core.progress.ProbabilityClass;

/**
 * Path probabilities on the model of AutomaDeD's Fig. 4, against values computed by hand.
 * <p>
 * The figure itself is not in our copy of the paper; this is a model consistent with everything the
 * text says about it: tasks a..e in states 1, 3, 5, 8, 10; P(3,5) = 1 and P(5,3) = 0; P(8,5) = 1 and
 * P(5,8) = 0.9 (a loop 5..8 with an exit); e in state 10 on a right branch that starts at 2 and that
 * b, c, d never see, so P(3,10) = P(10,3) = 0.
 *
 * <pre>
 *   0 -> 1;  1 -> 2 (1/2), 1 -> 3 (1/2)
 *   left:  3 -> 4 -> 5 -> 6;  6 -> 7 (9/10), 6 -> 11 (1/10);  7 -> 8 -> 5
 *   right: 2 -> 9 -> 10
 * </pre>
 */
class HittingProbabilitiesTest {

    static MarkovChain fig4() {
        int[][] e = { { 0, 1, 2 }, { 1, 2, 1 }, { 1, 3, 1 }, { 3, 4, 2 }, { 4, 5, 2 }, { 5, 6, 20 }, { 6, 7, 18 },
                { 6, 11, 2 }, { 7, 8, 18 }, { 8, 5, 18 }, { 2, 9, 1 }, { 9, 10, 1 } };
        int[] from = new int[e.length], to = new int[e.length];
        long[] count = new long[e.length];
        for (int i = 0; i < e.length; i++) {
            from[i] = e[i][0];
            to[i] = e[i][1];
            count[i] = e[i][2];
        }
        return MarkovChain.of(12, null, from, to, count);
    }

    @Test
    void toStateEight() {
        HittingProbabilities h = HittingProbabilities.toTarget(fig4(), 8);
        double[] expected = { 0.45, 0.45, 0, 0.9, 0.9, 0.9, 0.9, 1, 1, 0, 0, 0 };
        for (int x = 0; x < expected.length; x++) {
            assertEquals(expected[x], h.probability(x), 1e-12, "P(" + x + ",8)");
        }
        assertEquals(ProbabilityClass.ONE, h.probabilityClass(7));
        assertEquals(ProbabilityClass.FRACTION, h.probabilityClass(5));
        assertEquals(ProbabilityClass.ZERO, h.probabilityClass(10));
    }

    @Test
    void toStateFive() {
        HittingProbabilities h = HittingProbabilities.toTarget(fig4(), 5);
        double[] expected = { 0.5, 0.5, 0, 1, 1, 1, 0.9, 1, 1, 0, 0, 0 };
        for (int x = 0; x < expected.length; x++) {
            assertEquals(expected[x], h.probability(x), 1e-12, "P(" + x + ",5)");
        }
        // exactly one, decided structurally, not by rounding: 8 always returns to 5
        assertEquals(ProbabilityClass.ONE, h.probabilityClass(8));
    }

    @Test
    void paperDependencies() {
        MarkovChain m = fig4();
        // b (3) and c (5): c waits for b
        assertEquals(Dependence.BACKWARD, dep(m, 3, 5));
        // c (5) and d (8): c waits for d, d must come back to 5 to leave the loop
        assertEquals(Dependence.FORWARD, dep(m, 5, 8));
        // b (3) and e (10): different branches
        assertEquals(Dependence.NONE, dep(m, 3, 10));
        assertEquals(Dependence.NONE, dep(m, 10, 5));
        // a (1) is behind everybody
        for (int s : new int[] { 3, 5, 8, 10 }) {
            assertEquals(Dependence.BACKWARD, dep(m, 1, s), "state " + s + " waits for a");
        }
    }

    static Dependence dep(MarkovChain m, int i, int j) {
        return Dependence.of(HittingProbabilities.toTarget(m, j).probabilityClass(i),
                HittingProbabilities.toTarget(m, i).probabilityClass(j));
    }

    @Test
    void statesOutsideTheModelAreUnreachable() {
        MarkovChain local = MarkovChain.of(12, null, new int[] { 0, 1 }, new int[] { 1, 2 }, new long[] { 1, 1 });
        assertEquals(0, HittingProbabilities.toTarget(local, 8).probability(0));
        assertEquals(1, HittingProbabilities.toTarget(local, 2).probability(0));
    }
}
