package dev.straggler.core.progress;

import dev.straggler.model.DependenceType;
import dev.straggler.model.PdgEdge;
import dev.straggler.model.PdgNode;

/**
 * Which side of a PDG edge waits: for every type but BACKWARD the source waits for the target (a
 * BACKWARD edge keeps Table 1's orientation, i = source, j = target, with t_j waiting for t_i). An
 * UNDEFINED edge has no direction; these methods then give source and target.
 */
public final class PdgEdges {

    private PdgEdges() {
    }

    /** The task group that waits. */
    public static PdgNode waiting(PdgEdge e) {
        return e.getType() == DependenceType.BACKWARD ? e.getTarget() : e.getSource();
    }

    /** The task group waited for. */
    public static PdgNode waitedFor(PdgEdge e) {
        return e.getType() == DependenceType.BACKWARD ? e.getSource() : e.getTarget();
    }
}
