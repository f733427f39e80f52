/**
 * Scale-dependent bug detection and localization: Vrisha (Zhou, Kulkarni, Bagchi, "Vrisha: Using Scaling Properties
 * of Parallel Programs for Bug Detection and Localization", HPDC'11). A {@link dev.straggler.core.scale.ScaleModel}
 * is trained on the communication profiles ({@code dev.straggler.model.profile}) of correct runs at small scales
 * (§2 a–c): per process a control vector (rank, size, numeric arguments, named features; standardized) and an
 * observation vector (bytes sent and received per call site, §4), related by regularized kernel CCA with Gaussian
 * kernels (§3, §5.2; Hardoon et al. 2004's formulation, solved as described in
 * {@code dev.straggler.internal.core.scale.Kcca}). {@link dev.straggler.core.scale.ScaleModel#check} scores every
 * process of a larger run (§5.3), flags those above the threshold or caught by a call-site rule
 * ({@link dev.straggler.core.scale.Reason}, {@link dev.straggler.core.scale.Finding}: a call site no training run had,
 * one every training run had and the process's position in the rank order used, a volume outside the range the
 * training runs predict at the checked scale — what the KCCA cannot see, §5.5), and ranks the points where the
 * flagged processes' call stacks leave the training stacks (§5.4.1) or, for a crash, where the crash stack does
 * (§5.4.2): {@link dev.straggler.core.scale.CheckResult}, {@link dev.straggler.core.scale.DivergencePoint}. Models are saved
 * and loaded as versioned JSON ({@code docs/scale-model.md}). Runs come from the runtime's communication profile
 * ({@code STRAGGLER_PROFILE=1}): {@link dev.straggler.core.scale.ScaleRuns} reads and symbolizes a run's directory;
 * {@link dev.straggler.core.scale.CallSiteVolume} compares a process's volume per call site at two scales (Fig. 4;
 * a check keeps it for every process as {@link dev.straggler.core.scale.ProcessVolumes}) and {@link dev.straggler.core.scale.ScaleModel#reference} names the training process a checked one is compared
 * with. Definitions where the paper is vague
 * ({@code docs/decisions/036-scale-model.md}):
 * <ul>
 * <li><b>Feature scale.</b> Values enter the kernels linearly or as logarithms
 * ({@link dev.straggler.core.scale.FeatureScale}): with training scales spaced geometrically (4, 8, 16, 32; 8 MB to
 * 1 GB as in §6.2) a linear model cannot reach the next doubling. The cross-validation chooses, like σ and γ.</li>
 * <li><b>Kernel width.</b> {@code k(a,b) = exp(-|a-b|²/(2σ²))}, {@code σ² = fraction × (1/n)Σ|x_i - x̄|²}, the total
 * variance of the training points ("the variance of the norms" of the centred points): invariant to the unit and
 * origin of the features, never 0 unless all points coincide. §6.4's σx, σy are these fractions.</li>
 * <li><b>A process's correlation.</b> KCCA gives N pairs of projections, each standardized to mean 0 and variance 1
 * over the training processes: {@code u_c} (control), {@code v_c} (observation). A process's correlation is
 * {@code r = 1 - (1/N) Σ_c (u_c - v_c)²/2} and its <b>abnormality</b> {@code 1 - r}. For standardized variables
 * {@code (u - v)²/2 = 1 - u·v} on average, so the mean of {@code r} over the training processes is exactly the mean
 * of the N empirical canonical correlations: {@code r} is the per-process share of §5.3's correlation, and
 * {@code 1 - r} is §2's distance between {@code f(c)} and {@code g(o)} in units of the training spread. 1 when the
 * projections coincide; it falls, without bound, as they part.</li>
 * <li><b>Threshold.</b> The smallest value with no false positive on the training set (§6.1.2), where each training
 * process is scored as a checked one is, by a model that did not see its run (its cross-validated abnormality), and
 * at least ε ({@link dev.straggler.core.scale.TrainingOptions#minimumThreshold()}, §2's tolerance, default 0.01):
 * communication volumes are deterministic, so in-sample scores are ~0 and a literal in-sample threshold flags any
 * rounding at a new scale. When the cross-validation had false positives (a fold's scores above the threshold the
 * other folds give), the model is known to jump at scales it has not seen, and the threshold is raised by the largest
 * such excess, the jump to expect at the checked scale.</li>
 * <li><b>Against chance.</b> The chosen model's held-out projections are tested per component, in order, by a
 * permutation test of the held-out canonical correlation (observations permuted within each fold, α = 0.05,
 * fixed-sequence); the score uses the leading components that predict better than chance, and when none does it
 * flags no process: only the call-site rules do, and the check's first note says why (decision 053,
 * {@link dev.straggler.core.scale.ScaleModel#scoreUsed()}).</li>
 * <li><b>As far as tested.</b> The score and its threshold are used on a checked run only as far along the scale axis
 * as the cross-validation tested the predictions: up to the largest factor by which a fold's runs lay beyond every
 * run its model was fitted on (and down to the same below the smallest). Beyond that no held-out error was measured;
 * the check flags by the call-site rules only, and its first note says how far the run is, how far was tested and
 * which training runs would cover it (decision 054, {@link dev.straggler.core.scale.ScaleModel#testedBeyond()},
 * {@link dev.straggler.core.scale.CheckResult#scoreUsed()}).</li>
 * <li><b>Call sites.</b> A call site is its stack up to recursion: each function keeps its innermost frame, so the
 * depths of one recursion (a tree by halves, deeper by one level per doubling of the processes) are one site.</li>
 * <li><b>Call-site rules.</b> The KCCA ignores an observation that does not vary with the controls (§5.5: a volume
 * the same at every scale) and hardly notices a new call site under wide kernels; the rules look at each site: a
 * new site; a site every training run had, missing where every training run had it at the process's position (the
 * interior of the rank order, a rank from the start or from the end), or missing from the whole run; bytes sent or
 * received outside the band of the training runs' smallest and largest bytes there, each followed across the runs as
 * a power law or a linear trend of the scale (whichever extrapolated better within them), widened by its residual,
 * its extrapolation error times the distance to the checked scale, and a factor of 1.5. A rule's point pairs the
 * site with the most similar one on the other side (a volume's: the site with itself) and comes before Vrisha's
 * pairs, whose matching leaves the rules' sites out.</li>
 * <li><b>Model selection.</b> k-fold (5) cross-validation over whole runs in contiguous blocks of equal width on the
 * logarithmic scale axis (so the held-out block is as far beyond its fold's training scales however densely the
 * runs are spaced), over §6.4's grid (Table 1's ranges, powers of two in steps of 4) and both feature scales,
 * maximizing (1 − cross-validated false-positive rate + detection rate of mismatched control/observation pairs) / 2,
 * ties to the most accurate prediction of held-out scales (the lowest threshold, differences below ε not counted);
 * {@link dev.straggler.core.scale.ModelSelection} says which parameters won, their rates, and Fig. 10's
 * per-parameter false-positive rates.</li>
 * </ul>
 */
package dev.straggler.core.scale;
