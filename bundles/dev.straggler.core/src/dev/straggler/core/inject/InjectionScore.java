package dev.straggler.core.inject;

import dev.straggler.model.Diagnosis;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;

/**
 * How one diagnosis fares against the one task a run suspended (AutomaDeD §5.2.2, Fig. 7).
 *
 * @param leastProgressed the ranks of all least-progressed nodes
 * @param accurate the least-progressed set contains the injected task
 * @param precise the least-progressed set is not empty and contains no task but the injected one
 *            (so a precise diagnosis is accurate; an empty set is neither)
 * @param isolated the injected task is alone in its PDG node (whether that node is least-progressed
 *            or not: a singleton looks suspicious to a user, the paper's "semi-success")
 */
public record InjectionScore(RankSet leastProgressed, boolean accurate, boolean precise, boolean isolated) {

    /** Scores {@code d} for a fault injected in {@code injectedRank}. */
    public static InjectionScore of(Diagnosis d, int injectedRank) {
        RankSet lp = RankSet.unionAll(d.getLeastProgressed().stream().map(PdgNode::getRanks).toList());
        boolean accurate = lp.contains(injectedRank);
        boolean precise = accurate && lp.size() == 1;
        boolean isolated = false;
        for (PdgNode n : d.getNodes()) {
            if (n.getRanks() != null && n.getRanks().contains(injectedRank)) {
                isolated = n.getRanks().size() == 1;
                break;
            }
        }
        return new InjectionScore(lp, accurate, precise, isolated);
    }
}
