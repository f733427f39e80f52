package dev.straggler.internal.core.scale;

import java.util.List;

import dev.straggler.core.scale.KccaParameters;
import dev.straggler.core.scale.ModelSelection;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.ProgramIdentity;
import dev.straggler.model.profile.TaskProfile;

/**
 * Everything a trained scale model is: what it was trained on (the program, the runs, every training process's
 * profile and scores), how processes become vectors ({@link ControlScaling}, {@link ObservationColumns}), the
 * selected parameters and the fitted KCCA (both {@link KernelSpace}s and the {@link Kcca}), and the threshold. What
 * {@link ModelFile} saves and loads.
 *
 * @param program           the program of the training runs
 * @param runs              the training runs, by scale
 * @param training          the training processes, by run and rank
 * @param controls          control vector scaling
 * @param columns           observation columns and the call-site table
 * @param parameters        the parameters the model was fitted with
 * @param selection         the cross-validation's report
 * @param limit             the abnormality threshold as a function of a run's scale ({@link ExtrapolationThreshold})
 * @param minimumThreshold  ε, the smallest threshold
 * @param inSampleThreshold the largest abnormality of a training process under the final model (Vrisha's literal
 *                          §6.1.2 threshold, kept for reference)
 * @param controlSpace      the control kernel space
 * @param observationSpace  the observation kernel space
 * @param kcca              the fit
 * @param rules             the call-site rules
 * @param heldOut           whether the chosen model's held-out predictions beat chance, per component (decision 053):
 *                          {@code parameters} keeps the leading components that do; when none does, the score flags
 *                          nothing and only the call-site rules do
 */
public record ModelState(ProgramIdentity program, List<RunInfo> runs, List<TrainingEntry> training,
        ControlScaling controls, ObservationColumns columns, KccaParameters parameters, ModelSelection selection,
        ExtrapolationThreshold limit, double minimumThreshold, double inSampleThreshold, KernelSpace controlSpace,
        KernelSpace observationSpace, Kcca kcca, CallSiteRules rules, HeldOutTest heldOut) {

    /**
     * A training run.
     *
     * @param label     its label
     * @param arguments its command-line arguments
     * @param size      its number of processes
     * @param fold      its cross-validation fold
     */
    public record RunInfo(String label, List<String> arguments, int size, int fold) {
    }

    /** The threshold at the largest training scale. */
    public double threshold() {
        return limit.at(limit.to());
    }

    /** The threshold for a run with these run-level control features ({@link ExtrapolationThreshold#at}). */
    public double threshold(ControlFeatures run) {
        return limit.at(run);
    }

    /**
     * A training process.
     *
     * @param run                       index into {@link ModelState#runs()}
     * @param profile                   its profile
     * @param abnormality               under the final model
     * @param crossValidatedAbnormality under the model of the fold without its run
     */
    public record TrainingEntry(int run, TaskProfile profile, double abnormality, double crossValidatedAbnormality) {
    }

    /**
     * How far along the scale axis the cross-validation tested the predictions ({@link TestedRange}, decision 054):
     * derived from the runs' folds and the training processes' positions on the threshold's axis.
     */
    public TestedRange tested() {
        double[] position = new double[training.size()];
        int[] foldOf = new int[training.size()];
        for (int i = 0; i < position.length; i++) {
            TrainingEntry e = training.get(i);
            position[i] = limit.axis().position(e.profile().control());
            foldOf[i] = runs.get(e.run()).fold();
        }
        return TestedRange.fit(position, foldOf);
    }

    /**
     * Whether a process's score may flag it at all: the model predicts held-out processes better than chance (a run
     * beyond the {@link #tested} range is not scored either: {@link ScaleChecker}).
     */
    public boolean scoreUsed() {
        return heldOut.used();
    }

    /** The number of components the scores use. */
    public int components() {
        return Math.min(parameters.components(), kcca.components());
    }

    /** The abnormality of a process with these control features and this observation. */
    public double abnormality(ControlFeatures control, ObservationColumns.Observation observation) {
        double[] u = kcca.projectControl(controlSpace.features(controls.standardize(control), 0));
        double[] v = kcca.projectObservation(
                observationSpace.features(observation.values(), observation.extraSquaredNorm()));
        return Kcca.abnormality(u, v, components());
    }
}
