package dev.straggler.core.traces;

import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

import dev.straggler.model.traces.TraceKey;

/**
 * diffNLR(x) (DiffTrace §II-D-1, Fig. 6): the normal and the faulty NLR of trace x aligned by Myers' diff into
 * common, only-normal and only-faulty blocks. Entries compare equal when they are the same call or the same loop
 * body with the same count, so a loop that ran a different number of times shows as a change ({@code L1^16} against
 * {@code L1^7 L0^9}). The alignment's work is bounded: two NLRs too far apart to align entry by entry get their
 * differing middle as one change and a {@link #note()} saying so. Calls are compared by name, or with their
 * arguments ({@link #arguments()}: {@code MPI_Irecv(from 1, tag 0, 64 B)}).
 */
public final class DiffNlr {

    private final TraceKey key;
    private final NlrSequence normal;
    private final NlrSequence faulty;
    private final List<DiffBlock> blocks;
    private final TraceFilter filter;
    private final int k;
    private final boolean arguments;
    private final String note;

    public DiffNlr(TraceKey key, NlrSequence normal, NlrSequence faulty, List<DiffBlock> blocks) {
        this(key, normal, faulty, blocks, null, normal.k(), false, null);
    }

    /**
     * The diffNLR of {@code key} under {@code filter} (null: not told) and K {@code k}, calls compared with their
     * {@code arguments} or by name; {@code note}: what the reader must know about the alignment (null: nothing).
     */
    public DiffNlr(TraceKey key, NlrSequence normal, NlrSequence faulty, List<DiffBlock> blocks, TraceFilter filter,
            int k, boolean arguments, String note) {
        this.key = key;
        this.normal = normal;
        this.faulty = faulty;
        this.blocks = List.copyOf(blocks);
        this.filter = filter;
        this.k = k;
        this.arguments = arguments;
        this.note = note;
    }

    /** The trace compared. */
    public TraceKey key() {
        return key;
    }

    /** The normal run's NLR of the trace. */
    public NlrSequence normal() {
        return normal;
    }

    /** The faulty run's NLR of the trace. */
    public NlrSequence faulty() {
        return faulty;
    }

    /** The blocks in order. */
    public List<DiffBlock> blocks() {
        return blocks;
    }

    /** The filter the traces were read with, or null when not told. */
    public TraceFilter filter() {
        return filter;
    }

    /** The bound on loop bodies of both NLRs (chosen from the data unless given). */
    public int k() {
        return k;
    }

    /** Whether MPI calls were compared with their arguments (peers, tags, bytes) rather than by name. */
    public boolean arguments() {
        return arguments;
    }

    /** What the reader must know about the alignment (its work bound was reached), or null. */
    public String note() {
        return note;
    }

    /** How the NLRs were made, for a title: {@code ret.mpi, K 10} or {@code ret.mpi with call arguments, K 10}. */
    public String under() {
        return (filter == null ? "" : filter + (arguments ? " with call arguments" : "") + ", ") + "K " + k;
    }

    /** Whether the two NLRs are equal (one common block, or none). */
    public boolean identical() {
        return blocks.stream().allMatch(b -> b.kind() == DiffBlock.Kind.COMMON);
    }

    /** The bodies of the loops either side uses, by id. */
    public SortedMap<Integer, List<NlrEntry>> loops() {
        TreeMap<Integer, List<NlrEntry>> all = new TreeMap<>(normal.loops());
        all.putAll(faulty.loops());
        return all;
    }

    /**
     * Unified-diff text: one entry per line, prefixed by two spaces (common), {@code "- "} (only normal) or
     * {@code "+ "} (only faulty), then the loop bodies.
     */
    public String toText() {
        StringBuilder b = new StringBuilder();
        b.append("diffNLR(").append(key).append("): - normal, + faulty\n");
        for (DiffBlock block : blocks) {
            String prefix = switch (block.kind()) {
                case COMMON -> "  ";
                case ONLY_NORMAL -> "- ";
                case ONLY_FAULTY -> "+ ";
            };
            for (NlrEntry e : block.entries()) {
                b.append(prefix).append(e).append('\n');
            }
        }
        NlrSequence.appendLoops(b, loops());
        if (note != null) {
            b.append("note: ").append(note).append('\n');
        }
        return b.toString();
    }

    /**
     * The blocks on one line: {@code = MPI_Init MPI_Comm_rank | - L1^16 | + L1^7 L0^9 | = MPI_Finalize}; a block of
     * more than {@value #SHOWN} entries shows its first ones and how many more it has.
     */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (DiffBlock block : blocks) {
            List<NlrEntry> e = block.entries();
            b.append(b.isEmpty() ? "" : " | ").append(switch (block.kind()) {
                case COMMON -> "=";
                case ONLY_NORMAL -> "-";
                case ONLY_FAULTY -> "+";
            }).append(' ').append(NlrSequence.join(e.size() > SHOWN ? e.subList(0, SHOWN) : e));
            if (e.size() > SHOWN) {
                b.append(" ... (").append(e.size() - SHOWN).append(" more)");
            }
        }
        return b.toString();
    }

    /** The most entries per block {@link #toString()} shows. */
    static final int SHOWN = 40;
}
