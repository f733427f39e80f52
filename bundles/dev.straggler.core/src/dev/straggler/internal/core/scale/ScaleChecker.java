package dev.straggler.internal.core.scale;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.straggler.core.scale.CallSiteVolume;
import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.DivergencePoint;
import dev.straggler.core.scale.ProcessScore;
import dev.straggler.core.scale.ProcessVolumes;
import dev.straggler.core.scale.ScaleModelException;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.Crash;
import dev.straggler.model.profile.ProfileEnd;
import dev.straggler.model.profile.RunProfile;
import dev.straggler.model.profile.TaskProfile;

/** Checks a run against a {@link ModelState}: scores (Vrisha §5.3) and localization (§5.4). */
public final class ScaleChecker {

    private ScaleChecker() {
    }

    /** Checks {@code run}. */
    public static CheckResult check(ModelState model, RunProfile run) throws ScaleModelException {
        if (!run.program().sameProgram(model.program())) {
            throw new ScaleModelException("Run " + run.label() + " ran " + run.program().describe()
                    + ", the scale model was trained on " + model.program().describe()
                    + ": check runs of the build the model was trained on, or train a model for this one.");
        }
        List<String> notes = new ArrayList<>();
        List<Integer> missing = run.missingRanks();
        if (run.tasks().isEmpty()) {
            throw new ScaleModelException("Run " + run.label() + " has no profiles: no task wrote one (was the"
                    + " runtime's communication profile on, and did the tasks reach MPI_Finalize?).");
        }
        if (!missing.isEmpty()) {
            String which = "no profile for rank" + (missing.size() == 1 ? " " : "s ") + ScaleTrainer.ranks(missing)
                    + " of " + run.size();
            if (run.crash() == null) {
                throw new ScaleModelException("Run " + run.label() + " has " + which + " (a task that ends before"
                        + " MPI_Finalize, a hang or a crash writes none): run it again.");
            }
            notes.add("The run crashed and has " + which + ".");
        }
        checkControls(model, run, notes);
        if (run.crash() != null || run.tasks().stream().anyMatch(t -> t.end() != ProfileEnd.FINALIZED)) {
            notes.add("Profiles that end at a " + (run.crash() != null ? "crash" : "hang")
                    + " cover part of the run only: their scores are not comparable with complete runs.");
        }

        List<ProcessScore> scores = new ArrayList<>();
        List<TaskProfile> flagged = new ArrayList<>();
        for (TaskProfile t : run.tasks()) {
            double a = model.abnormality(t.control(), model.columns().observe(t));
            boolean f = a > model.threshold();
            scores.add(new ProcessScore(run.label(), t.rank(), run.size(), 1 - a, a, f));
            if (f) {
                flagged.add(t);
            }
        }

        List<List<DivergencePoint>> perProcess = new ArrayList<>();
        Crash crash = run.crash();
        if (crash != null) {
            TaskProfile crashed = run.task(crash.rank());
            ControlFeatures c = crashed != null ? crashed.control()
                    : run.tasks().get(0).control().withRank(crash.rank());
            perProcess.add(Localizer.localizeCrash(crash, crashed == null ? null : crashed.callSites(),
                    reference(model, c)));
        } else {
            for (TaskProfile t : flagged) {
                perProcess.add(Localizer.localize(t.rank(), t.callSites(), reference(model, t.control())));
            }
        }
        // Fig. 4: every process's volume per call site next to the training process it is compared with
        List<ProcessVolumes> volumes = new ArrayList<>();
        for (TaskProfile t : run.tasks()) {
            ModelState.TrainingEntry ref = nearest(model, t.control());
            volumes.add(new ProcessVolumes(t.rank(), model.runs().get(ref.run()).label(), ref.profile().rank(),
                    CallSiteVolume.compare(ref.profile(), t)));
        }
        return new CheckResult(run.label(), run.size(), model.threshold(), scores, crash, merge(perProcess), notes,
                volumes);
    }

    private static void checkControls(ModelState model, RunProfile run, List<String> notes)
            throws ScaleModelException {
        ControlScaling cs = model.controls();
        Set<String> extra = new java.util.LinkedHashSet<>();
        Set<String> differs = new java.util.LinkedHashSet<>();
        for (TaskProfile t : run.tasks()) {
            Map<String, Double> have = t.control().asMap();
            for (int i = 0; i < cs.names().size(); i++) {
                String name = cs.names().get(i);
                Double v = have.get(name);
                if (v == null && cs.used(i)) {
                    throw new ScaleModelException("Run " + run.label() + " rank " + t.rank() + " has no control"
                            + " feature " + name + ", which the model was trained with: run the program with the same"
                            + " kind of numeric arguments and STRAGGLER_CONTROL names as the training runs.");
                }
                if (!cs.used(i) && v != null && v != cs.mean(i)) {
                    differs.add(name + " was " + ScaleTrainer.number(cs.mean(i)) + " in every training run and is "
                            + ScaleTrainer.number(v) + " here");
                }
            }
            for (String name : have.keySet()) {
                if (!cs.names().contains(name)) {
                    extra.add(name);
                }
            }
        }
        if (!differs.isEmpty()) {
            notes.add("Control feature " + String.join(", ", differs)
                    + ": the model cannot tell how it changes the communication (train with runs that vary it).");
        }
        if (!extra.isEmpty()) {
            notes.add("Control feature" + (extra.size() == 1 ? " " : "s ") + String.join(", ", extra)
                    + " not in the model: ignored.");
        }
    }

    /**
     * The training process nearest to these control features in the standardized control space (ties: the larger
     * run, then the lower rank): the process the checked one is compared with.
     */
    static Localizer.Reference reference(ModelState model, ControlFeatures control) {
        ModelState.TrainingEntry best = nearest(model, control);
        return new Localizer.Reference(model.runs().get(best.run()).label(), best.profile().rank(),
                best.profile().callSites());
    }

    /** The training process nearest to these control features (see {@link #reference}). */
    public static ModelState.TrainingEntry nearest(ModelState model, ControlFeatures control) {
        double[] z = model.controls().standardize(control);
        ModelState.TrainingEntry best = null;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (ModelState.TrainingEntry e : model.training()) {
            double d = KernelSpace.squaredDistance(z, model.controls().standardize(e.profile().control()), 0);
            if (best == null || d < bestDistance || (d == bestDistance && e.run() > best.run())) {
                best = e;
                bestDistance = d;
            }
        }
        return best;
    }

    private record Key(DivergencePoint.Basis basis, Object checked, Object training, Object cf, Object tf) {
    }

    /** Merges equal points of different processes (their ranks united) and ranks them. */
    static List<DivergencePoint> merge(List<List<DivergencePoint>> perProcess) {
        Map<Key, DivergencePoint> merged = new LinkedHashMap<>();
        Map<Key, Integer> order = new LinkedHashMap<>();
        for (List<DivergencePoint> points : perProcess) {
            for (DivergencePoint p : points) {
                Key k = new Key(p.basis(), p.checkedStack(), p.trainingStack(), p.checkedFrames(), p.trainingFrames());
                DivergencePoint old = merged.get(k);
                if (old == null) {
                    merged.put(k, p);
                    order.put(k, order.size());
                } else {
                    DivergencePoint keep = p.weight() > old.weight() ? p : old;
                    merged.put(k, new DivergencePoint(keep.basis(), old.ranks().union(p.ranks()), keep.checkedStack(),
                            keep.checkedShare(), keep.trainingRun(), keep.trainingRank(), keep.trainingStack(),
                            keep.trainingShare(), keep.checkedFrames(), keep.trainingFrames(), keep.checkedAt(),
                            keep.trainingAt()));
                }
            }
        }
        // points of one pair stay together, innermost first: a pair is ranked by its first point's occurrence
        Map<List<Object>, Integer> pairOrder = new LinkedHashMap<>();
        for (Map.Entry<Key, DivergencePoint> e : merged.entrySet()) {
            pairOrder.putIfAbsent(List.of(e.getKey().checked(), e.getKey().training()), order.get(e.getKey()));
        }
        List<Key> keys = new ArrayList<>(merged.keySet());
        keys.sort(java.util.Comparator
                .comparingInt((Key k) -> merged.get(k).basis() == DivergencePoint.Basis.CRASH ? 0 : 1)
                .thenComparingDouble(k -> merged.get(k).basis() == DivergencePoint.Basis.CRASH ? 0
                        : -merged.get(k).weight())
                .thenComparingInt(k -> -merged.get(k).ranks().size())
                .thenComparingInt(k -> pairOrder.get(List.of(k.checked(), k.training())))
                .thenComparingInt(order::get));
        List<DivergencePoint> out = new ArrayList<>();
        for (Key k : keys) {
            out.add(merged.get(k));
        }
        return out;
    }
}
