package dev.straggler.core.scale;

import java.util.List;

import dev.straggler.model.profile.Crash;

/**
 * A run checked against a scale model: every process's score against the threshold (Vrisha §5.3), what the call-site
 * rules found (a new call site, a missing one, a volume out of its predicted range), the ranked divergence points of
 * the flagged processes' call sites (§5.4.1) or of the crash (§5.4.2), and notes about what the check could not use.
 *
 * @param run         the checked run's label
 * @param size        its number of processes
 * @param threshold   the threshold at this run's scale (the model's, grown with the run's distance beyond the training
 *                    scales)
 * @param scoreUsed   whether a process's score may flag it: false when the model predicts held-out runs no better than
 *                    chance (decision 053) or the run lies further from the training scales than the cross-validation
 *                    tested its predictions (decision 054); the first note then says why, and only the call-site rules
 *                    flag
 * @param scores      every process that has a profile, by rank
 * @param crash       the run's crash, {@code null} when it did not crash
 * @param divergences the divergence points, ranked (most important first)
 * @param notes       what the user should know about the check (ignored features, missing profiles of a crashed
 *                    run); empty when nothing
 * @param volumes     every checked process's volume per call site next to its reference training process (Vrisha
 *                    Fig. 4), by rank; empty when not kept
 * @param findings    what the call-site rules found, the processes they flag merged per call site (new sites first,
 *                    then missing ones, then volumes); empty when nothing
 */
public record CheckResult(String run, int size, double threshold, boolean scoreUsed, List<ProcessScore> scores,
        Crash crash, List<DivergencePoint> divergences, List<String> notes, List<ProcessVolumes> volumes,
        List<Finding> findings) {

    /** Copies the lists. */
    public CheckResult {
        scores = List.copyOf(scores);
        divergences = List.copyOf(divergences);
        notes = List.copyOf(notes);
        volumes = List.copyOf(volumes);
        findings = List.copyOf(findings);
    }

    /** A result whose score was used. */
    public CheckResult(String run, int size, double threshold, List<ProcessScore> scores, Crash crash,
            List<DivergencePoint> divergences, List<String> notes, List<ProcessVolumes> volumes,
            List<Finding> findings) {
        this(run, size, threshold, true, scores, crash, divergences, notes, volumes, findings);
    }

    /** A result whose score was used, without findings of the call-site rules. */
    public CheckResult(String run, int size, double threshold, List<ProcessScore> scores, Crash crash,
            List<DivergencePoint> divergences, List<String> notes, List<ProcessVolumes> volumes) {
        this(run, size, threshold, true, scores, crash, divergences, notes, volumes, List.of());
    }

    /** A result whose score was used, without volumes per call site and without findings. */
    public CheckResult(String run, int size, double threshold, List<ProcessScore> scores, Crash crash,
            List<DivergencePoint> divergences, List<String> notes) {
        this(run, size, threshold, true, scores, crash, divergences, notes, List.of(), List.of());
    }

    /** Process {@code rank}'s volumes per call site (Fig. 4), or {@code null} when the result has none for it. */
    public ProcessVolumes volumes(int rank) {
        for (ProcessVolumes v : volumes) {
            if (v.rank() == rank) {
                return v;
            }
        }
        return null;
    }

    /**
     * The process Fig. 4 shows first: the crashed one, else the most abnormal flagged one, else the lowest rank with
     * volumes; -1 when there are no volumes.
     */
    public int defaultVolumeRank() {
        if (crash != null && volumes(crash.rank()) != null) {
            return crash.rank();
        }
        ProcessScore worst = null;
        for (ProcessScore s : scores) {
            if (s.flagged() && volumes(s.rank()) != null && (worst == null || s.abnormality() > worst.abnormality())) {
                worst = s;
            }
        }
        if (worst != null) {
            return worst.rank();
        }
        return volumes.stream().mapToInt(ProcessVolumes::rank).min().orElse(-1);
    }

    /** The flagged processes, by rank. */
    public List<ProcessScore> flagged() {
        return scores.stream().filter(ProcessScore::flagged).toList();
    }

    /** True when a process was flagged or the run crashed. */
    public boolean anomalous() {
        return crash != null || scores.stream().anyMatch(ProcessScore::flagged);
    }
}
