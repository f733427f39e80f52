package dev.straggler.internal.core.scale;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

import dev.straggler.core.scale.FeatureScale;
import dev.straggler.core.scale.KccaParameters;
import dev.straggler.core.scale.ModelSelection;
import dev.straggler.core.scale.ScaleModelException;
import dev.straggler.core.scale.TrainingOptions;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.ProfileEnd;
import dev.straggler.model.profile.ProgramIdentity;
import dev.straggler.model.profile.RunProfile;
import dev.straggler.model.profile.TaskProfile;

/** Checks the training runs and trains a {@link ModelState} (Vrisha §2 steps a–c, §5.2, §6.4). */
public final class ScaleTrainer {

    /** The fewest distinct scales a model is trained on. */
    public static final int MIN_SCALES = 3;

    private ScaleTrainer() {
    }

    /** Trains a model on correct runs at several scales. */
    public static ModelState train(List<RunProfile> runs, TrainingOptions options) throws ScaleModelException {
        if (runs == null || runs.isEmpty()) {
            throw new ScaleModelException("No training runs: train a scale model on correct runs of the program at "
                    + MIN_SCALES + " or more scales (e.g. 4, 6, 8 and 12 processes).");
        }
        runs = runs.stream().map(RecursionFold::fold).toList();
        ProgramIdentity program = runs.get(0).program();
        for (RunProfile r : runs) {
            if (!r.program().sameProgram(program)) {
                throw new ScaleModelException("Training run " + r.label() + " ran " + r.program().describe()
                        + ", training run " + runs.get(0).label() + " ran " + program.describe()
                        + ": a scale model compares runs of one build of one program; leave out the other runs"
                        + " or profile them again with the same build.");
            }
            checkComplete(r);
        }
        List<RunProfile> sorted = new ArrayList<>(runs);
        sorted.sort(Comparator.comparingInt(RunProfile::size).thenComparing(ScaleTrainer::compareScale)
                .thenComparing(RunProfile::label));
        List<String> keys = new ArrayList<>();
        for (RunProfile r : sorted) {
            keys.add(scaleKey(r));
        }
        checkScales(keys);

        List<String> names = new ArrayList<>(sorted.get(0).tasks().get(0).control().asMap().keySet());
        List<TaskProfile> tasks = new ArrayList<>();
        List<Integer> runOf = new ArrayList<>();
        for (int ri = 0; ri < sorted.size(); ri++) {
            for (TaskProfile t : sorted.get(ri).tasks()) {
                Set<String> have = t.control().asMap().keySet();
                if (!have.equals(new LinkedHashSet<>(names))) {
                    throw new ScaleModelException("The training runs differ in their control features: "
                            + sorted.get(ri).label() + " rank " + t.rank() + " has " + String.join(", ", have) + ", "
                            + sorted.get(0).label() + " rank 0 has " + String.join(", ", names)
                            + ": give every training run the same kind of numeric arguments and the same"
                            + " STRAGGLER_CONTROL names.");
                }
                tasks.add(t);
                runOf.add(ri);
            }
        }
        List<ControlFeatures> controlsOf = tasks.stream().map(TaskProfile::control).toList();
        ObservationColumns linearColumns = ObservationColumns.fit(tasks, FeatureScale.LINEAR);
        if (linearColumns.dimension() == 0) {
            throw new ScaleModelException("The training runs sent and received no bytes at any MPI call site: there"
                    + " is no communication to model (was the runtime's communication profile recorded?).");
        }
        int n = tasks.size();
        List<ModelSelector.Data> variants = new ArrayList<>();
        for (FeatureScale scale : options.featureScales()) {
            ControlScaling cs = ControlScaling.fit(names, controlsOf, scale);
            ObservationColumns oc = linearColumns.withScale(scale);
            double[][] cz = new double[n][];
            double[][] obs = new double[n][];
            for (int i = 0; i < n; i++) {
                cz[i] = cs.standardize(tasks.get(i).control());
                obs[i] = oc.observe(tasks.get(i)).values();
            }
            variants.add(new ModelSelector.Data(scale, cz, obs));
        }
        int[] runFold = runFolds(sorted, options.folds());
        int folds = 0;
        for (int f : runFold) {
            folds = Math.max(folds, f + 1);
        }
        int[] foldOf = new int[n];
        for (int i = 0; i < n; i++) {
            foldOf[i] = runFold[runOf.get(i)];
        }
        ModelSelector.Selection sel;
        try {
            int[] columnSite = new int[linearColumns.dimension()];
            for (int c = 0; c < columnSite.length; c++) {
                columnSite[c] = linearColumns.columnSite(c);
            }
            sel = ModelSelector.select(variants, columnSite, foldOf, folds, options);
        } catch (ArithmeticException e) {
            throw new ScaleModelException("No parameters of the grid gave a usable model on these training runs ("
                    + e.getMessage() + "); try larger values of gamma.", e);
        }
        KccaParameters p = sel.chosen();
        ControlScaling controls = ControlScaling.fit(names, controlsOf, p.features());
        ObservationColumns columns = linearColumns.withScale(p.features());
        ModelSelector.Data chosen = variants.get(options.featureScales().indexOf(p.features()));
        double[][] cz = chosen.control();
        double[][] obs = chosen.observation();
        KernelSpace xs = new KernelSpace(cz, p.sigmaControl(), ModelSelector.ICD_TOLERANCE, ModelSelector.ICD_MAX_RANK);
        KernelSpace ys = new KernelSpace(obs, p.sigmaObservation(), ModelSelector.ICD_TOLERANCE,
                ModelSelector.ICD_MAX_RANK);
        Kcca kcca;
        double[] crossValidated;
        HeldOutTest chance;
        try {
            // the chosen parameters' held-out projections: do they predict better than chance (decision 053)?
            ModelSelector.HeldOut heldOut = ModelSelector.heldOut(cz, obs, foldOf, folds, p);
            chance = HeldOutTest.of(heldOut, p.components());
            p = scored(p, chance);
            kcca = Kcca.fit(xs.trainingFeatures(), ys.trainingFeatures(), p.gamma(), p.components());
            // the out-of-fold scores of the components the score uses, as the model file's reader recomputes them
            crossValidated = heldOut.outOfFold(p.components());
        } catch (ArithmeticException e) {
            throw new ScaleModelException("The chosen parameters " + p + " gave no usable model on these training"
                    + " runs (" + e.getMessage() + "); try larger values of gamma.", e);
        }
        int nc = Math.min(p.components(), kcca.components());
        double inSample = 0;
        List<ModelState.TrainingEntry> entries = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double[] u = kcca.projectControl(xs.trainingFeatures()[i]);
            double[] v = kcca.projectObservation(ys.trainingFeatures()[i]);
            double a = Kcca.abnormality(u, v, nc);
            inSample = Math.max(inSample, a);
            entries.add(new ModelState.TrainingEntry(runOf.get(i), tasks.get(i), a, crossValidated[i]));
        }
        List<ModelState.RunInfo> infos = new ArrayList<>();
        for (int ri = 0; ri < sorted.size(); ri++) {
            RunProfile r = sorted.get(ri);
            infos.add(new ModelState.RunInfo(r.label(), r.arguments(), r.size(), runFold[ri]));
        }
        ModelSelection selection = new ModelSelection(sel.chosen(), sel.folds(), sel.falsePositiveRate(),
                sel.detectionRate(), sel.evaluated(), sel.sweeps());
        ScaleAxis axis = axis(sorted);
        double[] position = new double[n];
        for (int i = 0; i < n; i++) {
            position[i] = axis.position(tasks.get(i).control());
        }
        ExtrapolationThreshold limit = ExtrapolationThreshold.fit(axis, position, foldOf, crossValidated,
                options.minimumThreshold());
        return new ModelState(program, infos, entries, controls, columns, p, selection, limit,
                options.minimumThreshold(), inSample, xs, ys, kcca,
                CallSiteRules.fit(columns.sites(), entries, infos), chance);
    }

    /**
     * The parameters the score uses: the cross-validation's choice with only its leading components whose held-out
     * predictions beat chance ({@link HeldOutTest}); all of them when none does (the score is then not used at all).
     */
    public static KccaParameters scored(KccaParameters chosen, HeldOutTest test) {
        if (!test.used() || test.predictive() >= chosen.components()) {
            return chosen;
        }
        return new KccaParameters(test.predictive(), chosen.gamma(), chosen.sigmaControl(), chosen.sigmaObservation(),
                chosen.features());
    }

    /**
     * Refuses fewer than {@link #MIN_SCALES} distinct scales.
     *
     * @param scales each run's scale ({@link #scaleKey(int, ControlFeatures)}), duplicates allowed
     */
    public static void checkScales(List<String> scales) throws ScaleModelException {
        Set<String> distinct = new LinkedHashSet<>(scales);
        if (distinct.size() < MIN_SCALES) {
            throw new ScaleModelException("Only " + distinct.size() + " training scale"
                    + (distinct.size() == 1 ? "" : "s") + " (" + String.join("; ", distinct)
                    + "): a scale model needs correct runs at " + MIN_SCALES + " or more scales (process counts or"
                    + " input sizes) to learn how the communication changes with scale and to cross-validate it; add"
                    + " runs, e.g. at 4, 6, 8 and 12 processes.");
        }
    }

    /**
     * The cross-validation fold of each run (sorted by scale): contiguous blocks of equal width on the logarithmic
     * scale axis, so that a held-out block lies as far beyond (or below) the scales its fold's model saw as the
     * spacing of the folds, however densely the training scales are spaced. A run's position is on its
     * {@link ScaleAxis} (the sum of the logarithms of its run-level control features that vary over the training
     * runs): with 4, 5, ..., 12 processes and 5 folds the last block
     * holds 10-12 out of a model fitted on 4-9 (a third beyond it, as a check at 16 is beyond 12). Empty blocks are
     * dropped. Without such features (a varying feature that is not positive), blocks of equally many runs.
     */
    public static int[] runFolds(List<RunProfile> sorted, int maxFolds) {
        int runs = sorted.size();
        int folds = Math.min(maxFolds, runs);
        int[] out = new int[runs];
        ScaleAxis axis = axis(sorted);
        double[] position = new double[runs];
        for (int i = 0; i < runs; i++) {
            position[i] = axis.position(sorted.get(i).tasks().get(0).control());
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (double x : position) {
            lo = Math.min(lo, x);
            hi = Math.max(hi, x);
        }
        if (!axis.usable() || !(hi > lo)) {
            for (int i = 0; i < runs; i++) {
                out[i] = (int) ((long) i * folds / runs);
            }
            return out;
        }
        int[] bin = new int[runs];
        boolean[] used = new boolean[folds];
        for (int i = 0; i < runs; i++) {
            bin[i] = Math.min(folds - 1, (int) Math.floor((position[i] - lo) / (hi - lo) * folds + 1e-9));
            used[bin[i]] = true;
        }
        int[] renumber = new int[folds];
        int next = 0;
        for (int f = 0; f < folds; f++) {
            renumber[f] = used[f] ? next++ : -1;
        }
        for (int i = 0; i < runs; i++) {
            out[i] = renumber[bin[i]];
        }
        return out;
    }

    /** The scale axis of training runs (their first processes' run-level control features). */
    static ScaleAxis axis(List<RunProfile> runs) {
        return ScaleAxis.of(runs.stream().map(r -> r.tasks().get(0).control()).toList());
    }

    private static void checkComplete(RunProfile r) throws ScaleModelException {
        if (r.crash() != null) {
            throw new ScaleModelException("Training run " + r.label() + " crashed (rank " + r.crash().rank()
                    + (r.crash().reason().isEmpty() ? "" : ": " + r.crash().reason())
                    + "): a scale model is trained on correct runs only; leave it out.");
        }
        List<Integer> missing = r.missingRanks();
        if (!missing.isEmpty()) {
            throw new ScaleModelException("Training run " + r.label() + " has no profile for rank"
                    + (missing.size() == 1 ? " " : "s ") + ranks(missing) + " of " + r.size()
                    + " (a task that ends before MPI_Finalize, a hang or a crash writes none): run it again or leave"
                    + " it out.");
        }
        for (TaskProfile t : r.tasks()) {
            if (t.end() != ProfileEnd.FINALIZED) {
                throw new ScaleModelException("Training run " + r.label() + ": the profile of rank " + t.rank()
                        + " ends at " + (t.end() == ProfileEnd.HUNG ? "a hang" : "a crash")
                        + ", not at MPI_Finalize: train on runs that completed.");
            }
        }
    }

    /** Ranks as compressed ranges, e.g. {@code 3, 5-7}. */
    static String ranks(List<Integer> ranks) {
        return dev.straggler.model.RankSet.of(ranks.stream().mapToInt(Integer::intValue).toArray()).toString()
                .replace(",", ", ");
    }

    /** Orders runs of one size by their run-level control features, numerically, in feature order. */
    static int compareScale(RunProfile a, RunProfile b) {
        if (a.tasks().isEmpty() || b.tasks().isEmpty()) {
            return Boolean.compare(a.tasks().isEmpty(), b.tasks().isEmpty());
        }
        Map<String, Double> x = a.tasks().get(0).control().asMap();
        Map<String, Double> y = b.tasks().get(0).control().asMap();
        for (Map.Entry<String, Double> e : x.entrySet()) {
            Double other = y.get(e.getKey());
            if (!e.getKey().equals("rank") && other != null) {
                int c = Double.compare(e.getValue(), other);
                if (c != 0) {
                    return c;
                }
            }
        }
        return scaleKey(a).compareTo(scaleKey(b));
    }

    /** The run-level control features: {@code np=8 argv[1]=1000 n=5}. */
    static String scaleKey(RunProfile r) {
        return scaleKey(r.size(), r.tasks().isEmpty() ? null : r.tasks().get(0).control());
    }

    /** The run-level control features of a run of {@code size} processes, one of whose processes has {@code c}. */
    public static String scaleKey(int size, ControlFeatures c) {
        StringJoiner j = new StringJoiner(" ");
        j.add("np=" + size);
        if (c != null) {
            for (Map.Entry<String, Double> e : c.asMap().entrySet()) {
                if (!e.getKey().equals("rank") && !e.getKey().equals("size")) {
                    j.add(e.getKey() + "=" + number(e.getValue()));
                }
            }
        }
        return j.toString();
    }

    static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
