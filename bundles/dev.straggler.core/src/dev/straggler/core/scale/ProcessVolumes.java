package dev.straggler.core.scale;

import java.util.List;

/**
 * One checked process's communication volume per call site next to the training process it is compared with (its
 * nearest in the control space, {@link ScaleModel#reference}): the data of Vrisha Fig. 4, kept in the
 * {@link CheckResult} so that a viewer can draw it without the profiles.
 *
 * @param rank          the checked process's rank
 * @param trainingRun   the label of the training run of the process it is compared with
 * @param trainingRank  that process's rank
 * @param sites         every call site of either process ({@link CallSiteVolume#compare}: first = the training
 *                      process, second = the checked one), the same site's two volumes in one element
 */
public record ProcessVolumes(int rank, String trainingRun, int trainingRank, List<CallSiteVolume> sites) {

    /** Copies the list. */
    public ProcessVolumes {
        sites = List.copyOf(sites);
    }

    /** The largest volume of a site in either process (0 when none communicated). */
    public long maxVolume() {
        long m = 0;
        for (CallSiteVolume s : sites) {
            m = Math.max(m, Math.max(s.first(), s.second()));
        }
        return m;
    }
}
