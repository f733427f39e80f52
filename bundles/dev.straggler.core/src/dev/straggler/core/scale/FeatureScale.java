package dev.straggler.core.scale;

/**
 * How control and observation values enter the kernels. Training scales are often spaced geometrically (4, 8, 16, 32
 * processes; 8 MB to 1 GB messages, Vrisha §6.2): in linear units the next doubling is as large as the whole
 * training range, on a logarithmic scale it is one more step. The cross-validation chooses.
 */
public enum FeatureScale {
    /** The values as they are: bytes, process counts, argument values. */
    LINEAR,
    /**
     * Logarithms: {@code log(1 + bytes)} for observations; {@code sign(x) log(1 + |x|)} for every control feature but
     * the rank (an index, not a magnitude), so size and arguments scale geometrically.
     */
    LOG;

    /** The transformed observation value (bytes ≥ 0). */
    public double bytes(double b) {
        return this == LOG ? Math.log1p(b) : b;
    }

    /** The transformed value of control feature {@code name}. */
    public double control(String name, double x) {
        if (this == LINEAR || name.equals("rank")) {
            return x;
        }
        return Math.signum(x) * Math.log1p(Math.abs(x));
    }
}
