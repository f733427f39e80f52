package dev.straggler.internal.core.scale;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import dev.straggler.core.scale.DivergencePoint;
import dev.straggler.core.scale.DivergencePoint.Basis;
import dev.straggler.model.RankSet;
import dev.straggler.model.profile.CallSiteProfile;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.Crash;

/**
 * Vrisha's localization (§5.4) for one checked process against one reference training process.
 * <p>
 * <b>Matching (§5.4.1).</b> Shares are of the process's volume (bytes sent + received). A call site present on both
 * sides with the same share (within {@link #SAME_SHARE}) is unchanged and pairs with itself. The others are ordered
 * by share and paired in that order: the i-th largest training site with the i-th largest checked site (Fig. 3's
 * pairing). For one-dimensional shares this order is the assignment that minimizes the sum of share differences,
 * which is what "matching call sites by their communication behaviour" asks. Sites left over on the side with more
 * sites are paired with the most similar stack on the other side (most common frames).
 * <b>Divergence.</b> Pairs with different stacks yield their {@link StackDiff} hunks.
 * <p>
 * <b>Crash (§5.4.2).</b> The training site closest to the crash stack (most common frames; then the latest first
 * use, then the largest volume) marks the crash point: training sites first used after it are dropped, the crash
 * stack is diffed with that site first, and the crashed task's own sites are matched with the remaining ones.
 */
public final class Localizer {

    /** A training process as a reference: where it comes from and its call sites. */
    public record Reference(String run, int rank, List<CallSiteProfile> sites) {
    }

    private record Site(CallStack stack, double share, long firstCall) {
    }

    /** Shares within this of each other (one point of the volume) are the same: an unchanged call site. */
    public static final double SAME_SHARE = 0.01;

    private Localizer() {
    }

    /** The divergence points of a process's sites against the reference's. */
    public static List<DivergencePoint> localize(int rank, List<CallSiteProfile> checked, Reference reference) {
        return match(rank, shares(checked), shares(reference.sites()), reference);
    }

    /**
     * The divergence points of a crashed task: the crash stack against the closest training site first, then its
     * sites (if it wrote a profile) against the training sites up to the crash point.
     */
    public static List<DivergencePoint> localizeCrash(Crash crash, List<CallSiteProfile> checked,
            Reference reference) {
        List<DivergencePoint> out = new ArrayList<>();
        CallSiteProfile closest = null;
        int bestCommon = -1;
        for (CallSiteProfile s : reference.sites()) {
            int c = StackDiff.common(crash.stack(), s.stack());
            if (closest == null || c > bestCommon || (c == bestCommon && (s.firstCall() > closest.firstCall()
                    || (s.firstCall() == closest.firstCall() && s.volume() > closest.volume())))) {
                closest = s;
                bestCommon = c;
            }
        }
        if (closest == null) {
            return out;
        }
        List<CallSiteProfile> kept = new ArrayList<>();
        long cut = closest.firstCall();
        for (CallSiteProfile s : reference.sites()) {
            if (cut == CallSiteProfile.UNKNOWN_ORDINAL || s.firstCall() == CallSiteProfile.UNKNOWN_ORDINAL
                    || s.firstCall() <= cut) {
                kept.add(s);
            }
        }
        List<Site> training = shares(kept);
        CallStack closestStack = closest.stack();
        double closestShare = training.stream().filter(s -> s.stack.equals(closestStack)).mapToDouble(Site::share)
                .findFirst().orElse(0);
        RankSet ranks = RankSet.of(crash.rank());
        List<StackDiff.Hunk> hunks = StackDiff.diff(crash.stack(), closest.stack());
        if (hunks.isEmpty()) {
            hunks = List.of(new StackDiff.Hunk(List.of(), List.of()));
        }
        for (StackDiff.Hunk h : hunks) {
            out.add(new DivergencePoint(Basis.CRASH, ranks, crash.stack(), 0, reference.run(), reference.rank(),
                    closest.stack(), closestShare, h.checked(), h.training(), h.checkedAt(), h.trainingAt()));
        }
        if (checked != null) {
            out.addAll(match(crash.rank(), shares(checked), training, reference));
        }
        return out;
    }

    private static List<DivergencePoint> match(int rank, List<Site> checked, List<Site> training,
            Reference reference) {
        List<DivergencePoint> out = new ArrayList<>();
        // unchanged call sites pair with themselves
        List<Site> c = new ArrayList<>(checked);
        List<Site> t = new ArrayList<>(training);
        for (java.util.Iterator<Site> it = c.iterator(); it.hasNext();) {
            Site s = it.next();
            for (java.util.Iterator<Site> jt = t.iterator(); jt.hasNext();) {
                Site o = jt.next();
                if (o.stack.equals(s.stack) && Math.abs(o.share - s.share) <= SAME_SHARE) {
                    it.remove();
                    jt.remove();
                    break;
                }
            }
        }
        int common = Math.min(c.size(), t.size());
        RankSet ranks = RankSet.of(rank);
        for (int i = 0; i < common; i++) {
            addPair(out, Basis.SHARE, ranks, c.get(i), t.get(i), reference);
        }
        for (int i = common; i < c.size(); i++) {
            addPair(out, Basis.STACK, ranks, c.get(i), mostSimilar(c.get(i), training), reference);
        }
        for (int i = common; i < t.size(); i++) {
            addPair(out, Basis.STACK, ranks, mostSimilar(t.get(i), checked), t.get(i), reference);
        }
        return out;
    }

    private static void addPair(List<DivergencePoint> out, Basis basis, RankSet ranks, Site checked, Site training,
            Reference reference) {
        if (checked == null || training == null || checked.stack.equals(training.stack)) {
            return;
        }
        for (StackDiff.Hunk h : StackDiff.diff(checked.stack, training.stack)) {
            out.add(new DivergencePoint(basis, ranks, checked.stack, checked.share, reference.run(), reference.rank(),
                    training.stack, training.share, h.checked(), h.training(), h.checkedAt(), h.trainingAt()));
        }
    }

    private static Site mostSimilar(Site s, List<Site> others) {
        Site best = null;
        int bestCommon = -1;
        for (Site o : others) {
            int c = StackDiff.common(s.stack, o.stack);
            if (c > bestCommon) {
                best = o;
                bestCommon = c;
            }
        }
        return best;
    }

    /** Sites with volume, by share descending, equal shares by stack order. */
    private static List<Site> shares(List<CallSiteProfile> sites) {
        double total = 0;
        for (CallSiteProfile s : sites) {
            total += s.volume();
        }
        List<Site> out = new ArrayList<>();
        if (total <= 0) {
            return out;
        }
        for (CallSiteProfile s : sites) {
            if (s.volume() > 0) {
                out.add(new Site(s.stack(), s.volume() / total, s.firstCall()));
            }
        }
        out.sort(Comparator.comparingDouble((Site s) -> -s.share).thenComparing(s -> s.stack.toString()));
        return out;
    }
}
