package dev.straggler.core.scale;

/**
 * The parameters of a kernel CCA model (Vrisha §5.2.2, §6.4).
 *
 * @param components       N, the number of canonical components a process's score averages over
 * @param gamma            γ, the regularization: a ridge added to the feature-space covariances (whose trace is at most
 *                         1), so it does not depend on the number of training processes
 * @param sigmaControl     the Gaussian kernel's σ² on the control features, as a fraction of their total variance
 * @param sigmaObservation the Gaussian kernel's σ² on the observation features, as a fraction of their total variance
 * @param features         how values enter the kernels (linear or logarithmic)
 */
public record KccaParameters(int components, double gamma, double sigmaControl, double sigmaObservation,
        FeatureScale features) {

    /** Checks the ranges. */
    public KccaParameters {
        if (components < 1) {
            throw new IllegalArgumentException("at least one component: " + components);
        }
        if (!(gamma > 0) || !(sigmaControl > 0) || !(sigmaObservation > 0) || Double.isInfinite(gamma)
                || Double.isInfinite(sigmaControl) || Double.isInfinite(sigmaObservation)) {
            throw new IllegalArgumentException("gamma and the kernel widths must be positive and finite");
        }
        if (features == null) {
            throw new IllegalArgumentException("the feature scale must be given");
        }
    }

    /** {@code N=1 γ=2^-20 σx=2^12 σy=2^12 linear} (powers of two as such). */
    @Override
    public String toString() {
        return "N=" + components + " γ=" + power(gamma) + " σx=" + power(sigmaControl) + " σy="
                + power(sigmaObservation) + " " + features.name().toLowerCase(java.util.Locale.ROOT);
    }

    /** {@code 2^-20} for a power of two, else the number. */
    public static String power(double v) {
        double e = Math.log(v) / Math.log(2);
        if (Math.abs(e - Math.rint(e)) < 1e-9) {
            return "2^" + (long) Math.rint(e);
        }
        return Double.toString(v);
    }
}
