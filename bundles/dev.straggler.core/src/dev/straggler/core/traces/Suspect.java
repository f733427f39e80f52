package dev.straggler.core.traces;

import dev.straggler.model.traces.TraceKey;

/**
 * A trace the ranking points at: how far its faulty trace got before it first departed from its normal twin
 * ({@code diverged}: the fraction of the normal trace's kept events before that point, earliest over the filters of
 * the rows naming it; 1 = never departed), in how many rows it is among the suspicious traces ({@code votes}), and
 * the sum over all rows of its DiffJSM row sum ({@code change}). Suspects are ordered by earliest divergence, then
 * votes, then change: a fault spreads along waits, so a trace that waits on a faulty one departs later in its own
 * progress than the one it waits on.
 */
public record Suspect(TraceKey key, double diverged, int votes, double change) {
}
