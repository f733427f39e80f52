package dev.straggler.internal.core.scale;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import dev.straggler.core.scale.CallSiteVolume;
import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.DivergencePoint;
import dev.straggler.core.scale.Finding;
import dev.straggler.core.scale.ProcessScore;
import dev.straggler.core.scale.ProcessVolumes;
import dev.straggler.core.scale.Reason;
import dev.straggler.core.scale.ScaleModelException;
import dev.straggler.model.RankSet;
import dev.straggler.model.profile.CallSiteProfile;
import dev.straggler.model.profile.CallStack;
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

        run = RecursionFold.fold(run);
        CallSiteRules rules = model.rules();
        ObservationColumns table = model.columns();
        Map<Integer, List<CallSiteRules.Hit>> hits = new LinkedHashMap<>();
        List<TaskProfile> complete = new ArrayList<>();
        for (TaskProfile t : run.tasks()) {
            boolean done = run.crash() == null && t.end() == ProfileEnd.FINALIZED;
            if (done) {
                complete.add(t);
            }
            hits.put(t.rank(), new ArrayList<>(rules.check(t, table, done)));
        }
        // a site every training run had and no process used: every (complete) process misses it
        for (int site : rules.vanished(complete, table)) {
            boolean attributed = hits.values().stream().flatMap(List::stream)
                    .anyMatch(h -> h.kind() == Reason.MISSING_CALL_SITE && h.site() == site);
            if (!attributed) {
                for (TaskProfile t : complete) {
                    hits.get(t.rank()).add(new CallSiteRules.Hit(Reason.MISSING_CALL_SITE, site, null, null, null, 0,
                            0, 0));
                }
            }
        }

        // the score is used where the model predicts better than chance (decision 053) and as far along the scale
        // axis as the cross-validation tested its predictions (decision 054)
        double position = model.limit().axis().position(run.tasks().get(0).control());
        TestedRange tested = model.tested();
        boolean used = model.scoreUsed() && tested.covers(position);
        if (!model.scoreUsed()) {
            notes.add(0, notUsed(model));
        } else if (!used) {
            notes.add(0, notTested(model, tested, position, run.size()));
        }
        double threshold = threshold(model, position, used, notes);
        List<ProcessScore> scores = new ArrayList<>();
        List<TaskProfile> flagged = new ArrayList<>();
        for (TaskProfile t : run.tasks()) {
            double a = model.abnormality(t.control(), model.columns().observe(t));
            Set<Reason> reasons = EnumSet.noneOf(Reason.class);
            if (used && a > threshold) {
                reasons.add(Reason.ABNORMALITY);
            }
            hits.get(t.rank()).forEach(h -> reasons.add(h.kind()));
            scores.add(new ProcessScore(run.label(), t.rank(), run.size(), 1 - a, a, !reasons.isEmpty(), reasons));
            if (!reasons.isEmpty()) {
                flagged.add(t);
            }
        }

        List<List<DivergencePoint>> perProcess = new ArrayList<>();
        Map<Integer, List<DivergencePoint>> rulePoints = new LinkedHashMap<>();
        for (TaskProfile t : flagged) {
            rulePoints.put(t.rank(), rulePoints(model, t, hits.get(t.rank())));
        }
        Crash crash = run.crash();
        if (crash != null) {
            TaskProfile crashed = run.task(crash.rank());
            ControlFeatures c = crashed != null ? crashed.control()
                    : run.tasks().get(0).control().withRank(crash.rank());
            perProcess.add(Localizer.localizeCrash(crash, crashed == null ? null : crashed.callSites(),
                    reference(model, c), crashed == null ? Set.of()
                            : paired(model, hits.get(crashed.rank()), rulePoints.get(crashed.rank()))));
        }
        for (TaskProfile t : flagged) {
            List<DivergencePoint> points = new ArrayList<>(rulePoints.get(t.rank()));
            if (crash == null) {
                points.addAll(Localizer.localize(t.rank(), t.callSites(), reference(model, t.control()),
                        paired(model, hits.get(t.rank()), points)));
            }
            perProcess.add(points);
        }
        // Fig. 4: every process's volume per call site next to the training process it is compared with
        List<ProcessVolumes> volumes = new ArrayList<>();
        for (TaskProfile t : run.tasks()) {
            ModelState.TrainingEntry ref = nearest(model, t.control());
            volumes.add(new ProcessVolumes(t.rank(), model.runs().get(ref.run()).label(), ref.profile().rank(),
                    CallSiteVolume.compare(ref.profile(), t)));
        }
        return new CheckResult(run.label(), run.size(), threshold, used, scores, crash, merge(perProcess), notes,
                volumes, findings(model, hits));
    }

    /**
     * The threshold at the run's position {@code p} on the scale axis ({@link ExtrapolationThreshold}), with a note
     * when the run lies beyond the training scales and the score is used: how far, the threshold there, and whether
     * the score can still flag anything.
     */
    private static double threshold(ModelState model, double p, boolean used, List<String> notes) {
        ExtrapolationThreshold limit = model.limit();
        double t = limit.at(p);
        if (used && limit.axis().usable() && p > limit.to()) { // used: on the axis (decision 054)
            String where = String.format(Locale.ROOT, "%.2f times the largest training run (%s)",
                    Math.exp(p - limit.to()), String.join(" x ", limit.axis().names()));
            notes.add("The run is " + where + ": the score's threshold there is "
                    + String.format(Locale.ROOT, "%.4g", t) + " (at the largest training scale "
                    + String.format(Locale.ROOT, "%.4g", model.threshold()) + "), the training runs' held-out scores"
                    + " continued to its scale"
                    + (t >= Kcca.MAX_TERM ? "; no score reaches it: only the call-site rules can flag a process this"
                            + " far out (train closer to this scale)" : "")
                    + ".");
        }
        return t;
    }

    /**
     * Why the correlation model's score flags nothing (decision 053): its held-out predictions are no better than
     * chance, or it has no component to predict with.
     */
    public static String notUsed(ModelState model) {
        HeldOutTest t = model.heldOut();
        String why = t.pValues().length == 0
                ? "the training processes' volumes leave a cross-validation fold's model without a canonical component"
                        + " (nothing in them varies with the controls there), so it cannot be tested on held-out runs"
                : String.format(Locale.ROOT, "its held-out predictions are no better than chance (permutation test of"
                        + " the held-out canonical correlation of its first component: p = %.3f, above %.2f)",
                        t.pValues()[0], HeldOutTest.ALPHA);
        return "The correlation model was not used: " + why + "." + RULES_STILL_APPLY;
    }

    /** The second sentence of a note saying the score was not used. */
    private static final String RULES_STILL_APPLY = " The abnormalities are shown but flag no process; the call-site"
            + " rules (a new call site, a missing one, a volume outside its predicted range) still apply.";

    /**
     * Why the correlation model's score flags nothing at this run's scale (decision 054): the run lies further beyond
     * (or below) the training runs than any prediction the cross-validation tested; which runs would cover it.
     *
     * @param position the run's position on the scale axis (NaN: off it)
     * @param size     the run's number of processes
     */
    static String notTested(ModelState model, TestedRange tested, double position, int size) {
        List<String> axis = model.limit().axis().names();
        String names = String.join(" x ", axis);
        if (Double.isNaN(position)) {
            return "The correlation model was not used: the run is off the training runs' scale axis (" + names
                    + ": a feature is missing or not positive), where the cross-validation tested no prediction."
                    + RULES_STILL_APPLY;
        }
        boolean processes = axis.equals(List.of("size"));
        if (position > tested.to()) {
            double factor = Math.exp(position - tested.to());
            String cover = processes
                    ? String.format(Locale.ROOT, "train with runs up to at least %d processes (%d / %.2f), or check"
                            + " runs of at most %d processes", (int) Math.ceil(size / tested.beyond() - 1e-9), size,
                            tested.beyond(), (int) Math.floor(Math.exp(tested.to()) * tested.beyond() + 1e-9))
                    : String.format(Locale.ROOT, "train with runs whose scale (%s) is at least 1/%.2f of this run's",
                            names, tested.beyond());
            return String.format(Locale.ROOT, "The correlation model was not used: the run is %.2f times the largest"
                    + " training run (%s), and the cross-validation tested the model's predictions only up to %.2f"
                    + " times beyond the runs it was fitted on, so its score and threshold are not known to hold this"
                    + " far out.", factor, names, tested.beyond()) + RULES_STILL_APPLY + " To score a run this large, "
                    + cover + ".";
        }
        double factor = Math.exp(tested.from() - position);
        String cover = processes
                ? String.format(Locale.ROOT, "train with runs down to at most %d processes (%d x %.2f)",
                        (int) Math.floor(size * tested.underneath() + 1e-9), size, tested.underneath())
                : String.format(Locale.ROOT, "train with runs whose scale (%s) is at most %.2f times this run's",
                        names, tested.underneath());
        return String.format(Locale.ROOT, "The correlation model was not used: the run is 1/%.2f of the smallest"
                + " training run (%s), and the cross-validation tested the model's predictions only down to 1/%.2f of"
                + " the runs it was fitted on, so its score and threshold are not known to hold this far down.",
                factor, names, tested.underneath()) + RULES_STILL_APPLY + " To score a run this small, " + cover + ".";
    }

    /** The divergence points of a process's rule hits (Localizer: new, missing, volume). */
    private static List<DivergencePoint> rulePoints(ModelState model, TaskProfile t, List<CallSiteRules.Hit> hits) {
        List<DivergencePoint> out = new ArrayList<>();
        if (hits.isEmpty()) {
            return out;
        }
        Localizer.Reference ref = reference(model, t.control());
        for (CallSiteRules.Hit h : hits) {
            switch (h.kind()) {
            case NEW_CALL_SITE -> {
                CallSiteProfile site = t.callSite(h.stack());
                out.addAll(Localizer.newSite(t.rank(), site, Localizer.share(t.callSites(), site), ref));
            }
            case MISSING_CALL_SITE -> {
                CallStack missing = model.columns().sites().get(h.site());
                ModelState.TrainingEntry user = nearestUser(model, t.control(), missing);
                out.addAll(Localizer.missingSite(t.rank(), missing, model.runs().get(user.run()).label(),
                        user.profile().rank(), Localizer.share(user.profile().callSites(),
                                user.profile().callSite(missing)), t.callSites()));
            }
            case VOLUME -> {
                ModelState.TrainingEntry user = nearestUser(model, t.control(), h.stack());
                CallSiteProfile mine = t.callSite(h.stack());
                out.add(Localizer.volume(t.rank(), h.stack(), Localizer.share(t.callSites(), mine),
                        model.runs().get(user.run()).label(), user.profile().rank(),
                        Localizer.share(user.profile().callSites(), user.profile().callSite(h.stack()))));
            }
            default -> throw new IllegalStateException(h.kind().toString());
            }
        }
        return out;
    }

    /**
     * The call sites the rules paired in a process (their own, and for a new site the training site it stands for):
     * left out of Vrisha's matching, which would pair them again with other sites.
     */
    private static Set<CallStack> paired(ModelState model, List<CallSiteRules.Hit> hits,
            List<DivergencePoint> points) {
        Set<CallStack> out = new HashSet<>();
        for (CallSiteRules.Hit h : hits) {
            out.add(stack(model, h));
        }
        if (points != null) {
            for (DivergencePoint p : points) {
                if (p.basis() == DivergencePoint.Basis.NEW_CALL_SITE) {
                    out.add(p.trainingStack());
                }
            }
        }
        return out;
    }

    /** A hit's call site: the process's, or for a missing site the training runs'. */
    private static CallStack stack(ModelState model, CallSiteRules.Hit h) {
        return h.stack() != null ? h.stack() : model.columns().sites().get(h.site());
    }

    /** The training process nearest to these control features among those that used {@code site}. */
    private static ModelState.TrainingEntry nearestUser(ModelState model, ControlFeatures control, CallStack site) {
        return nearest(model, control, e -> e.profile().callSite(site) != null);
    }

    private record FindingKey(Reason kind, CallStack stack, Finding.Direction direction) {
    }

    /** The hits merged per kind, call site and direction: new sites first, then missing ones, then volumes. */
    private static List<Finding> findings(ModelState model, Map<Integer, List<CallSiteRules.Hit>> hits) {
        Map<FindingKey, List<Object[]>> byKey = new LinkedHashMap<>();
        hits.forEach((rank, list) -> {
            for (CallSiteRules.Hit h : list) {
                CallStack stack = stack(model, h);
                byKey.computeIfAbsent(new FindingKey(h.kind(), stack, h.direction()), k -> new ArrayList<>())
                        .add(new Object[] {rank, h});
            }
        });
        List<Finding> out = new ArrayList<>();
        byKey.forEach((k, list) -> {
            RankSet.Builder ranks = RankSet.builder();
            long lo = Long.MAX_VALUE;
            long hi = Long.MIN_VALUE;
            CallSiteRules.Hit first = (CallSiteRules.Hit) list.get(0)[1];
            for (Object[] o : list) {
                CallSiteRules.Hit h = (CallSiteRules.Hit) o[1];
                ranks.add((Integer) o[0]);
                lo = Math.min(lo, h.bytes());
                hi = Math.max(hi, h.bytes());
            }
            String calls = first.calls() != null ? first.calls() : trainingCalls(model, k.stack());
            Finding.ByteRange observed = k.kind() == Reason.MISSING_CALL_SITE ? null : new Finding.ByteRange(lo, hi);
            Finding.ByteRange expected = k.kind() == Reason.VOLUME ? new Finding.ByteRange(first.low(), first.high())
                    : null;
            out.add(new Finding(k.kind(), ranks.build(), k.stack(), calls, k.direction(), observed, expected));
        });
        out.sort(Comparator.comparingInt((Finding f) -> f.kind().ordinal()));
        return out;
    }

    /** The MPI calls the training processes made at a site. */
    private static String trainingCalls(ModelState model, CallStack stack) {
        for (ModelState.TrainingEntry e : model.training()) {
            CallSiteProfile s = e.profile().callSite(stack);
            if (s != null) {
                return s.calls();
            }
        }
        return "";
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
        return nearest(model, control, e -> true);
    }

    private static ModelState.TrainingEntry nearest(ModelState model, ControlFeatures control,
            java.util.function.Predicate<ModelState.TrainingEntry> among) {
        double[] z = model.controls().standardize(control);
        ModelState.TrainingEntry best = null;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (ModelState.TrainingEntry e : model.training()) {
            if (!among.test(e)) {
                continue;
            }
            double d = KernelSpace.squaredDistance(z, model.controls().standardize(e.profile().control()), 0);
            if (best == null || d < bestDistance || (d == bestDistance && e.run() > best.run())) {
                best = e;
                bestDistance = d;
            }
        }
        return best;
    }

    private record Key(int group, Object checked, Object training, Object cf, Object tf) {
    }

    /** The crash's points first, then the call-site rules' (of any rule: one pair is one point), then Vrisha's. */
    private static int group(DivergencePoint.Basis b) {
        return b == DivergencePoint.Basis.CRASH ? 0 : b.rule() ? 1 : 2;
    }

    /**
     * Merges equal points of different processes (their ranks united) and of different rules (a new site and the
     * missing site it replaced are one pair), and ranks them: the crash, the rules' points, Vrisha's pairs; within
     * each by weight, then by how many ranks share them.
     */
    static List<DivergencePoint> merge(List<List<DivergencePoint>> perProcess) {
        Map<Key, DivergencePoint> merged = new LinkedHashMap<>();
        Map<Key, Integer> order = new LinkedHashMap<>();
        for (List<DivergencePoint> points : perProcess) {
            for (DivergencePoint p : points) {
                Key k = new Key(group(p.basis()), p.checkedStack(), p.trainingStack(), p.checkedFrames(),
                        p.trainingFrames());
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
        keys.sort(Comparator.comparingInt(Key::group)
                .thenComparingDouble(k -> k.group() == 0 ? 0 : -merged.get(k).weight())
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
