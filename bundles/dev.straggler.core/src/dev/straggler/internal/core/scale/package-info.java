/**
 * The algorithms behind {@code dev.straggler.core.scale} (Vrisha, HPDC'11, §3–§5): Gaussian kernel spaces with
 * centring and pivoted incomplete Cholesky ({@link dev.straggler.internal.core.scale.KernelSpace},
 * {@link dev.straggler.internal.core.scale.IncompleteCholesky}; Hardoon et al. 2004 §3.3), regularized kernel CCA
 * solved as an SVD of the whitened cross-covariance ({@link dev.straggler.internal.core.scale.Kcca}, §3.2, §5.2), the
 * control and observation vectors ({@link dev.straggler.internal.core.scale.ControlScaling},
 * {@link dev.straggler.internal.core.scale.ObservationColumns}, §4), run-level cross-validation
 * ({@link dev.straggler.internal.core.scale.ModelSelector}, §6.4) on the logarithmic scale axis
 * ({@link dev.straggler.internal.core.scale.ScaleAxis}), the threshold that follows the held-out scores' trend to the
 * checked run's scale ({@link dev.straggler.internal.core.scale.ExtrapolationThreshold}, decision 049) and only as far as
 * the folds tested it ({@link dev.straggler.internal.core.scale.TestedRange}, decision 054), training and
 * checking with their checks of the input
 * ({@link dev.straggler.internal.core.scale.ScaleTrainer}, {@link dev.straggler.internal.core.scale.ScaleChecker},
 * §5.3), the call-site rules beside the score ({@link dev.straggler.internal.core.scale.CallSiteRules}: new, missing
 * and out-of-band call sites, what §5.5 says the KCCA cannot see) on stacks up to recursion
 * ({@link dev.straggler.internal.core.scale.RecursionFold}), localization by share-of-volume matching and stack diffs
 * ({@link dev.straggler.internal.core.scale.Localizer}, {@link dev.straggler.internal.core.scale.StackDiff}, §5.4),
 * and the model file ({@link dev.straggler.internal.core.scale.ModelFile}). Internal: the facade and its tests only.
 */
package dev.straggler.internal.core.scale;
