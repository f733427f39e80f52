package dev.straggler.core.traces;

import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

import dev.straggler.model.traces.TraceKey;

/**
 * diffNLR(x) (DiffTrace §II-D-1, Fig. 6): the normal and the faulty NLR of trace x aligned by Myers' diff into
 * common, only-normal and only-faulty blocks. Entries compare equal when they are the same call or the same loop
 * body with the same count, so a loop that ran a different number of times shows as a change ({@code L1^16} against
 * {@code L1^7 L0^9}).
 */
public final class DiffNlr {

    private final TraceKey key;
    private final NlrSequence normal;
    private final NlrSequence faulty;
    private final List<DiffBlock> blocks;

    public DiffNlr(TraceKey key, NlrSequence normal, NlrSequence faulty, List<DiffBlock> blocks) {
        this.key = key;
        this.normal = normal;
        this.faulty = faulty;
        this.blocks = List.copyOf(blocks);
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
        return b.toString();
    }

    /** The blocks on one line each: {@code = MPI_Init MPI_Comm_rank | - L1^16 | + L1^7 L0^9 | = MPI_Finalize}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (DiffBlock block : blocks) {
            b.append(b.isEmpty() ? "" : " | ").append(switch (block.kind()) {
                case COMMON -> "=";
                case ONLY_NORMAL -> "-";
                case ONLY_FAULTY -> "+";
            }).append(' ').append(NlrSequence.join(block.entries()));
        }
        return b.toString();
    }
}
