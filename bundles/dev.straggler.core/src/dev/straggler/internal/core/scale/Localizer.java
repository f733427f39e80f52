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
import dev.straggler.model.profile.ProfileFrame;

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
 * <p>
 * <b>The call-site rules' sites</b> ({@link CallSiteRules}) are paired before the matching and left out of it: a
 * new site with the reference's most similar site, a missing site with the process's most similar site, a site whose
 * volume departed with itself (the point is the site's frame on both sides).
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
        return localize(rank, checked, reference, java.util.Set.of());
    }

    /**
     * The divergence points of a process's sites against the reference's, leaving out the sites in {@code excluded}
     * (those the call-site rules paired already) on both sides; shares stay those of the whole process.
     */
    public static List<DivergencePoint> localize(int rank, List<CallSiteProfile> checked, Reference reference,
            java.util.Set<CallStack> excluded) {
        List<Site> c = shares(checked);
        List<Site> t = shares(reference.sites());
        c.removeIf(x -> excluded.contains(x.stack));
        t.removeIf(x -> excluded.contains(x.stack));
        return match(rank, c, t, reference);
    }

    /** A new call site of a checked process against the reference's most similar site (with or without volume). */
    public static List<DivergencePoint> newSite(int rank, CallSiteProfile site, double share, Reference reference) {
        CallSiteProfile best = null;
        int bestCommon = -1;
        for (CallSiteProfile s : reference.sites()) {
            int c = StackDiff.common(site.stack(), s.stack());
            if (c > bestCommon || (c == bestCommon && s.volume() > best.volume())) {
                best = s;
                bestCommon = c;
            }
        }
        if (best == null) {
            return List.of();
        }
        return points(Basis.NEW_CALL_SITE, RankSet.of(rank), site.stack(), share, reference.run(), reference.rank(),
                best.stack(), share(reference.sites(), best));
    }

    /**
     * A training call site a checked process does not have (used by the training process {@code run}, {@code
     * trainingRank}, with share {@code trainingShare}) against the process's most similar site.
     */
    public static List<DivergencePoint> missingSite(int rank, CallStack missing, String run, int trainingRank,
            double trainingShare, List<CallSiteProfile> checked) {
        CallSiteProfile best = null;
        int bestCommon = -1;
        for (CallSiteProfile s : checked) {
            int c = StackDiff.common(s.stack(), missing);
            if (c > bestCommon || (c == bestCommon && s.volume() > best.volume())) {
                best = s;
                bestCommon = c;
            }
        }
        if (best == null) {
            return points(Basis.MISSING_CALL_SITE, RankSet.of(rank), CallStack.of(), 0, run, trainingRank, missing,
                    trainingShare);
        }
        return points(Basis.MISSING_CALL_SITE, RankSet.of(rank), best.stack(), share(checked, best), run,
                trainingRank, missing, trainingShare);
    }

    /** A call site whose volume departed: the site against itself, the point its user-facing frame on both sides. */
    public static DivergencePoint volume(int rank, CallStack site, double share, String run, int trainingRank,
            double trainingShare) {
        ProfileFrame f = dev.straggler.core.scale.CallSiteVolume.siteFrame(site);
        List<ProfileFrame> frames = f == null ? List.of() : List.of(f);
        return new DivergencePoint(Basis.VOLUME, RankSet.of(rank), site, share, run, trainingRank, site,
                trainingShare, frames, frames, f, f);
    }

    /** A site's share of the process's volume (0 when the process has none). */
    public static double share(List<CallSiteProfile> sites, CallSiteProfile site) {
        double total = 0;
        for (CallSiteProfile s : sites) {
            total += s.volume();
        }
        return total > 0 ? site.volume() / total : 0;
    }

    private static List<DivergencePoint> points(Basis basis, RankSet ranks, CallStack checked, double checkedShare,
            String run, int trainingRank, CallStack training, double trainingShare) {
        List<DivergencePoint> out = new ArrayList<>();
        List<StackDiff.Hunk> hunks = StackDiff.diff(checked, training);
        if (hunks.isEmpty()) {
            hunks = List.of(new StackDiff.Hunk(List.of(), List.of()));
        }
        for (StackDiff.Hunk h : hunks) {
            out.add(new DivergencePoint(basis, ranks, checked, checkedShare, run, trainingRank, training,
                    trainingShare, h.checked(), h.training(), h.checkedAt(), h.trainingAt()));
        }
        return out;
    }

    /**
     * The divergence points of a crashed task: the crash stack against the closest training site first, then its
     * sites (if it wrote a profile) against the training sites up to the crash point.
     */
    public static List<DivergencePoint> localizeCrash(Crash crash, List<CallSiteProfile> checked,
            Reference reference) {
        return localizeCrash(crash, checked, reference, java.util.Set.of());
    }

    /**
     * The divergence points of a crashed task: the crash stack against the closest training site first, then its
     * sites (if it wrote a profile) against the training sites up to the crash point, those in {@code excluded}
     * (paired by the call-site rules) left out.
     */
    public static List<DivergencePoint> localizeCrash(Crash crash, List<CallSiteProfile> checked,
            Reference reference, java.util.Set<CallStack> excluded) {
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
        out.addAll(points(Basis.CRASH, RankSet.of(crash.rank()), crash.stack(), 0, reference.run(), reference.rank(),
                closest.stack(), closestShare));
        if (checked != null) {
            List<Site> c = shares(checked);
            c.removeIf(x -> excluded.contains(x.stack));
            training.removeIf(x -> excluded.contains(x.stack));
            out.addAll(match(crash.rank(), c, training, reference));
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
