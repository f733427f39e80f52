package dev.straggler.core.traces;

import java.util.List;

/**
 * A block of a {@link DiffNlr}: entries both traces have at this point ({@link Kind#COMMON}, {@code normal} and
 * {@code faulty} equal), or entries only the normal or only the faulty trace has. A change (Myers' diff replacing
 * some entries by others) is an {@link Kind#ONLY_NORMAL} block directly followed by an {@link Kind#ONLY_FAULTY}
 * block, to be shown side by side.
 */
public record DiffBlock(Kind kind, List<NlrEntry> normal, List<NlrEntry> faulty) {

    /** Where the entries are. */
    public enum Kind {
        COMMON, ONLY_NORMAL, ONLY_FAULTY
    }

    public DiffBlock {
        normal = List.copyOf(normal);
        faulty = List.copyOf(faulty);
    }

    /** The block's entries (the normal side's for a common block). */
    public List<NlrEntry> entries() {
        return kind == Kind.ONLY_FAULTY ? faulty : normal;
    }
}
