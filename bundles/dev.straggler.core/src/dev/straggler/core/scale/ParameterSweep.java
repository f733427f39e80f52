package dev.straggler.core.scale;

import java.util.List;

/**
 * The cross-validated false-positive rate for each value of one parameter, averaged over every combination of the
 * other parameters (Vrisha Fig. 10 and Table 1).
 *
 * @param parameter         {@code "components"}, {@code "gamma"}, {@code "sigmaControl"} or
 *                          {@code "sigmaObservation"}
 * @param values            the values tried
 * @param falsePositiveRate the average false-positive rate at each value
 */
public record ParameterSweep(String parameter, List<Double> values, List<Double> falsePositiveRate) {

    /** Copies the lists. */
    public ParameterSweep {
        values = List.copyOf(values);
        falsePositiveRate = List.copyOf(falsePositiveRate);
        if (values.size() != falsePositiveRate.size()) {
            throw new IllegalArgumentException("one rate per value");
        }
    }
}
