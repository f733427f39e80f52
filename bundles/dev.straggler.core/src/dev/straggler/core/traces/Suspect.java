package dev.straggler.core.traces;

import dev.straggler.model.traces.TraceKey;

/**
 * A trace the ranking points at: in how many rows it is among the suspicious traces ({@code votes}), and the sum
 * over all rows of its DiffJSM row sum ({@code change}), which breaks ties.
 */
public record Suspect(TraceKey key, int votes, double change) {
}
