package dev.straggler.core.scale;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.straggler.internal.core.scale.ModelFile;
import dev.straggler.internal.core.scale.ModelState;
import dev.straggler.internal.core.scale.ScaleChecker;
import dev.straggler.internal.core.scale.ScaleTrainer;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.ProgramIdentity;
import dev.straggler.model.profile.RunProfile;

/**
 * A scale model (Vrisha): trained on correct runs of one program at small scales, it checks a run at another scale,
 * scores every process and localizes the call sites whose communication no longer fits. Immutable and thread-safe.
 *
 * <pre>{@code
 * ScaleModel model = ScaleModel.train(trainingRuns);          // 5-fold cross-validation over §6.4's grid
 * model.save(Path.of("app.scale.json"));                       // for a nightly job
 * CheckResult r = ScaleModel.load(Path.of("app.scale.json")).check(run);
 * r.flagged(); r.divergences();
 * }</pre>
 *
 * Every problem a user can cause — too few training scales, runs of different programs, missing profiles, a bad
 * model file — is a {@link ScaleModelException} with one clear message.
 */
public final class ScaleModel {

    private final ModelState state;

    private ScaleModel(ModelState state) {
        this.state = state;
    }

    /** Trains with {@link TrainingOptions#defaults()}. */
    public static ScaleModel train(List<RunProfile> trainingRuns) throws ScaleModelException {
        return train(trainingRuns, TrainingOptions.defaults());
    }

    /**
     * Trains a model on correct runs of one program at three or more scales: every run complete (each rank's profile
     * written at {@code MPI_Finalize}), none crashed, all of one build, all with the same control feature names.
     */
    public static ScaleModel train(List<RunProfile> trainingRuns, TrainingOptions options)
            throws ScaleModelException {
        return new ScaleModel(ScaleTrainer.train(trainingRuns, options));
    }

    /**
     * Refuses training runs at fewer distinct scales than a model needs (three: with two a trend cannot be told from
     * a step, and the cross-validation would train every fold on one scale), as {@link #train} does, so that runs
     * still to be made can be checked before any of them runs.
     *
     * @param runs one process's control features of each planned run (the scale is the number of processes and the
     *             run-level features: numeric arguments, named features)
     */
    public static void checkScales(List<ControlFeatures> runs) throws ScaleModelException {
        ScaleTrainer.checkScales(runs.stream().map(c -> ScaleTrainer.scaleKey(c.size(), c)).toList());
    }

    /** Loads a model saved with {@link #save(Path)}. */
    public static ScaleModel load(Path file) throws ScaleModelException {
        return new ScaleModel(ModelFile.read(file));
    }

    /** Saves the model (JSON, {@code docs/scale-model.md}); an interrupted save leaves the previous file. */
    public void save(Path file) throws ScaleModelException {
        ModelFile.write(state, file);
    }

    /**
     * Checks a run of the same program: scores every process that wrote a profile, flags those above the threshold,
     * and localizes — the flagged processes' call sites, or the crash for a run that crashed. A run that did not
     * crash needs every rank's profile.
     */
    public CheckResult check(RunProfile run) throws ScaleModelException {
        return ScaleChecker.check(state, run);
    }

    /** The program the model was trained on. */
    public ProgramIdentity program() {
        return state.program();
    }

    /** The parameters the model was fitted with (the cross-validation's choice). */
    public KccaParameters parameters() {
        return state.parameters();
    }

    /** What the cross-validation tried and chose. */
    public ModelSelection selection() {
        return state.selection();
    }

    /**
     * The abnormality above which a process of a run at the largest training scale is flagged. The threshold follows
     * the trend of the held-out scores over the scale ({@link #threshold(ControlFeatures)}).
     */
    public double threshold() {
        return state.threshold();
    }

    /**
     * The abnormality above which a process of a run with these run-level control features is flagged: the trend of
     * the cross-validation's held-out scores over the training scales, on the logarithmic scale axis, continued to the
     * run's scale (decision 049).
     */
    public double threshold(ControlFeatures run) {
        return state.threshold(run);
    }

    /**
     * The threshold of a run {@code factor} times as large as the largest training run on the scale axis (e.g. 2 for
     * twice its processes, or its input on an axis of inputs).
     */
    public double thresholdBeyond(double factor) {
        if (!(factor > 0)) {
            throw new IllegalArgumentException("factor must be positive: " + factor);
        }
        return state.limit().beyond(factor);
    }

    /**
     * How far beyond the largest training run, on the scale axis, the cross-validation tested the model's predictions
     * (decision 054): the largest factor by which a fold's runs lay beyond every run its model was fitted on (e.g.
     * 1.67 when the runs at 8 and 10 processes were predicted from those at 4 and 6; 1 when none did). The score is
     * used on runs up to this factor times the largest training run; beyond, only the call-site rules flag.
     */
    public double testedBeyond() {
        return state.tested().beyond();
    }

    /**
     * Likewise below the smallest training run: the score is used on runs down to 1 / this factor of it
     * ({@link #testedBeyond()}).
     */
    public double testedBelow() {
        return state.tested().underneath();
    }

    /** The run-level control features a run's scale is measured on (the scale axis; empty when there is none). */
    public List<String> scaleAxis() {
        return state.limit().axis().names();
    }

    /**
     * The largest abnormality of a training process under the final model, which saw it (Vrisha §6.1.2's threshold
     * taken literally; {@link #threshold()} is at least this large unless ε and the cross-validated scores are lower).
     */
    public double inSampleThreshold() {
        return state.inSampleThreshold();
    }

    /** The regularized canonical correlations of the final fit, descending. */
    public List<Double> canonicalCorrelations() {
        List<Double> l = new ArrayList<>();
        for (double r : state.kcca().correlations()) {
            l.add(r);
        }
        return l;
    }

    /** The control feature names of the training runs ({@code rank}, {@code size}, {@code argv[i]}, named). */
    public List<String> controlFeatures() {
        return state.controls().names();
    }

    /** The control features that vary over the training processes, i.e. the control vector. */
    public List<String> usedControlFeatures() {
        List<String> l = new ArrayList<>();
        for (int i = 0; i < state.controls().names().size(); i++) {
            if (state.controls().used(i)) {
                l.add(state.controls().names().get(i));
            }
        }
        return l;
    }

    /** The training runs' labels, by scale. */
    public List<String> trainingRuns() {
        return state.runs().stream().map(ModelState.RunInfo::label).toList();
    }

    /** The training processes, by run (scale) and rank, with their profiles and scores. */
    public List<TrainingProcess> trainingProcesses() {
        return state.training().stream().map(e -> new TrainingProcess(state.runs().get(e.run()).label(), e.profile(),
                e.abnormality(), e.crossValidatedAbnormality())).toList();
    }

    /** The training process of run {@code run} (a label of {@link #trainingRuns()}) and rank, or {@code null}. */
    public TrainingProcess trainingProcess(String run, int rank) {
        return trainingProcesses().stream().filter(t -> t.run().equals(run) && t.profile().rank() == rank).findFirst()
                .orElse(null);
    }

    /**
     * The training process a checked process with these control features is compared with: the nearest in the
     * standardized control space (ties: the larger run, then the lower rank). With {@link CallSiteVolume#compare} it
     * gives a process's volume per call site at a training scale and at the checked one (Vrisha Fig. 4).
     */
    public TrainingProcess reference(ControlFeatures control) {
        ModelState.TrainingEntry e = ScaleChecker.nearest(state, control);
        return new TrainingProcess(state.runs().get(e.run()).label(), e.profile(), e.abnormality(),
                e.crossValidatedAbnormality());
    }

    /**
     * Whether a process's score may flag it: the model predicts held-out training runs better than chance (a
     * permutation test of the held-out canonical correlation, decision 053). When not, the check flags processes by
     * the call-site rules only and says why in a note. A model whose score is used still does not score a run beyond
     * the tested range ({@link #testedBeyond()}, {@link CheckResult#scoreUsed()}).
     */
    public boolean scoreUsed() {
        return state.scoreUsed();
    }

    /**
     * The held-out test's p-value of each component the cross-validation chose, in order, up to the first at chance
     * level (see {@link #scoreUsed()}); the score uses the components before that one.
     */
    public List<Double> heldOutPValues() {
        return java.util.Arrays.stream(state.heldOut().pValues()).boxed().toList();
    }

    /** Why the score flags nothing, one sentence for the user; {@code null} when it is used. */
    public String scoreNotUsedReason() {
        return state.scoreUsed() ? null : ScaleChecker.notUsed(state);
    }

    /**
     * The training processes' scores as the threshold sees them (cross-validated: each scored by the model that did
     * not see its run, and flagged against the threshold at its run's scale, which none exceeds),
     * by run and rank (Vrisha Fig. 5's training scales).
     */
    public List<ProcessScore> trainingScores() {
        return state.training().stream().map(e -> {
            ModelState.RunInfo r = state.runs().get(e.run());
            double a = e.crossValidatedAbnormality();
            return new ProcessScore(r.label(), e.profile().rank(), r.size(), 1 - a, a,
                    a > state.threshold(e.profile().control()));
        }).toList();
    }

    @Override
    public String toString() {
        return "scale model of " + state.program().describe() + ": " + state.runs().size() + " runs, "
                + state.training().size() + " processes, " + state.parameters() + ", threshold " + state.threshold();
    }
}
