package dev.straggler.core.traces;

import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

import dev.straggler.model.traces.TraceKey;

/**
 * The nested loop representation of one filtered trace (DiffTrace §II-B, §III-A): its top-level entries, and the
 * bodies of every loop they use (nested loops included), by id. Loop ids come from a table shared by all traces the
 * analysis read (so {@code L0} names the same body in every trace of the comparison).
 */
public final class NlrSequence {

    private final TraceKey key;
    private final List<NlrEntry> entries;
    private final SortedMap<Integer, List<NlrEntry>> loops;
    private final long events;
    private final int k;

    public NlrSequence(TraceKey key, List<NlrEntry> entries, Map<Integer, List<NlrEntry>> loops, long events) {
        this(key, entries, loops, events, 0);
    }

    /** As {@link #NlrSequence(TraceKey, List, Map, long)}, reduced with loop bodies of at most {@code k} entries. */
    public NlrSequence(TraceKey key, List<NlrEntry> entries, Map<Integer, List<NlrEntry>> loops, long events, int k) {
        this.k = k;
        this.key = key;
        this.entries = List.copyOf(entries);
        TreeMap<Integer, List<NlrEntry>> m = new TreeMap<>();
        loops.forEach((id, body) -> m.put(id, List.copyOf(body)));
        this.loops = java.util.Collections.unmodifiableSortedMap(m);
        this.events = events;
    }

    /** The trace. */
    public TraceKey key() {
        return key;
    }

    /** The top-level entries in trace order. */
    public List<NlrEntry> entries() {
        return entries;
    }

    /** The body of every loop used (at any depth), by id. */
    public SortedMap<Integer, List<NlrEntry>> loops() {
        return loops;
    }

    /** The number of trace events the filter kept (what the entries stand for). */
    public long events() {
        return events;
    }

    /** The bound on loop bodies it was reduced with (chosen from the data unless given), 0 when not told. */
    public int k() {
        return k;
    }

    /** The entries separated by spaces: {@code MPI_Init MPI_Comm_rank MPI_Comm_size L1^16 MPI_Finalize}. */
    @Override
    public String toString() {
        return join(entries);
    }

    /** One entry per line, then the loop bodies ({@code L0 = [MPI_Send MPI_Recv]}). */
    public String toText() {
        StringBuilder b = new StringBuilder();
        for (NlrEntry e : entries) {
            b.append(e).append('\n');
        }
        appendLoops(b, loops);
        return b.toString();
    }

    static String join(List<NlrEntry> entries) {
        StringBuilder b = new StringBuilder();
        for (NlrEntry e : entries) {
            b.append(b.isEmpty() ? "" : " ").append(e);
        }
        return b.toString();
    }

    static void appendLoops(StringBuilder b, Map<Integer, List<NlrEntry>> loops) {
        loops.forEach((id, body) -> b.append("L").append(id).append(" = [").append(join(body)).append("]\n"));
    }
}
