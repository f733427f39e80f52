package dev.straggler.internal.core.progress.tests;

import static dev.straggler.internal.core.progress.ProbabilityClass.FRACTION;
import static dev.straggler.internal.core.progress.ProbabilityClass.ONE;
import static dev.straggler.internal.core.progress.ProbabilityClass.ZERO;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.straggler.internal.core.progress.Dependence;
import dev.straggler.internal.core.progress.ProbabilityClass;

/**
 * Every row of AutomaDeD's Table 1 and Table 2.
 * <p>
 * Table 1 as the text of §3.2.2 states it (the arrows of the table in our copy of the paper are
 * garbled by text extraction; the rules are not): one probability zero and the other not → the zero
 * one decides; one is 1 and the other below 1 → the other decides; both zero → none; both 1 or both
 * fractional → undefined. FORWARD is t_i →pd t_j (t_i waits for t_j).
 */
class DependenceRulesTest {

    @ParameterizedTest(name = "P(i,j)={0}, P(j,i)={1} -> {2}")
    @CsvSource({
            "ZERO,     ZERO,     NONE",      // different branches
            "ZERO,     FRACTION, FORWARD",   // i cannot reach j, j may reach i: i is ahead, waits for j
            "ZERO,     ONE,      FORWARD",
            "FRACTION, ZERO,     BACKWARD",
            "FRACTION, FRACTION, UNDEFINED",
            "FRACTION, ONE,      FORWARD",   // j always comes back to i: j is behind
            "ONE,      ZERO,     BACKWARD",  // Fig. 4: b (3) and c (5): P(3,5)=1, P(5,3)=0 -> c waits for b
            "ONE,      FRACTION, BACKWARD",  // Fig. 4: d (8) and c (5): P(8,5)=1, P(5,8)=0.9 -> c waits for d
            "ONE,      ONE,      UNDEFINED" })
    void table1(ProbabilityClass forward, ProbabilityClass backward, Dependence expected) {
        assertEquals(expected, Dependence.of(forward, backward));
        // seen from the other task, the same dependence in the other direction
        assertEquals(expected.transpose(), Dependence.of(backward, forward));
    }

    @ParameterizedTest(name = "{0} + {1} = {2}")
    @CsvSource({
            "FORWARD,  NONE,     FORWARD",   // 1: first dependence dominates (1 + 0 = 1)
            "FORWARD,  FORWARD,  FORWARD",   // 2: same dependence (1 + 1 = 1)
            "BACKWARD, BACKWARD, BACKWARD",  // 3: same dependence (2 + 2 = 2)
            "FORWARD,  BACKWARD, UNDEFINED", // 4: conflict (1 + 2 = 3)
            "NONE,     NONE,     NONE" })    // 5: no dependence (0 + 0 = 0)
    void table2(Dependence x, Dependence y, Dependence expected) {
        assertEquals(expected, x.union(y));
        assertEquals(expected, y.union(x));
        assertEquals(expected.code(), x.code() | y.code());
    }

    @org.junit.jupiter.api.Test
    void probabilityClasses() {
        assertEquals(ZERO, ProbabilityClass.of(0.0));
        assertEquals(FRACTION, ProbabilityClass.of(0.45));
        assertEquals(ONE, ProbabilityClass.of(1.0));
    }
}
