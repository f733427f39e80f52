package dev.straggler.core.scale;

import java.util.List;

import dev.straggler.model.profile.Crash;

/**
 * A run checked against a scale model: every process's score against the threshold (Vrisha §5.3), the ranked
 * divergence points of the flagged processes' call sites (§5.4.1) or of the crash (§5.4.2), and notes about what the
 * check could not use.
 *
 * @param run         the checked run's label
 * @param size        its number of processes
 * @param threshold   the model's threshold
 * @param scores      every process that has a profile, by rank
 * @param crash       the run's crash, {@code null} when it did not crash
 * @param divergences the divergence points, ranked (most important first)
 * @param notes       what the user should know about the check (ignored features, missing profiles of a crashed
 *                    run); empty when nothing
 */
public record CheckResult(String run, int size, double threshold, List<ProcessScore> scores, Crash crash,
        List<DivergencePoint> divergences, List<String> notes) {

    /** Copies the lists. */
    public CheckResult {
        scores = List.copyOf(scores);
        divergences = List.copyOf(divergences);
        notes = List.copyOf(notes);
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
