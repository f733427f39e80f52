package dev.straggler.internal.core.progress;

import java.util.List;

import dev.straggler.model.DependenceType;
import dev.straggler.model.RankSet;

/**
 * A progress-dependence graph in compact form: nodes are task groups (the ranks in one state),
 * edges are typed dependencies between node indices.
 *
 * @param nodes task groups, ordered by their lowest rank
 * @param edges dependencies; see {@link Edge}
 * @param leastProgressed indices of the least-progressed nodes
 */
public record Pdg(List<Node> nodes, List<Edge> edges, int[] leastProgressed) {

    /**
     * The tasks {@code ranks} are all in global state {@code state}; for the loop-aware analysis also in
     * the same iteration of every loop they run through at that state ({@code loops}: loop indices,
     * outermost first; {@code iterations}: completed iterations of each; both null for the other
     * algorithms).
     */
    public record Node(int state, RankSet ranks, long[] iterations, int[] loops) {

        public Node(int state, RankSet ranks) {
            this(state, ranks, null, null);
        }
    }

    /**
     * A dependence between nodes {@code source} and {@code target}. {@code FORWARD}: source depends
     * on target; {@code BACKWARD}: target depends on source (AutomaDeD Table 1 with i = source, j =
     * target); {@code UNDEFINED}: no direction; {@code POINT_TO_POINT} and {@code COLLECTIVE}: tasks
     * of source are blocked waiting on tasks of target. Probabilities are NaN when not computed from
     * a single model.
     */
    public record Edge(int source, int target, DependenceType type, double forward, double backward) {

        /** The node that waits, or -1 for an undefined dependence. */
        public int dependent() {
            return type == DependenceType.BACKWARD ? target : type == DependenceType.UNDEFINED ? -1 : source;
        }

        /** The node waited on, or -1 for an undefined dependence. */
        public int dependee() {
            return type == DependenceType.BACKWARD ? source : type == DependenceType.UNDEFINED ? -1 : target;
        }

        public boolean probabilistic() {
            return type == DependenceType.FORWARD || type == DependenceType.BACKWARD;
        }

        public boolean definite() {
            return type == DependenceType.POINT_TO_POINT || type == DependenceType.COLLECTIVE;
        }
    }
}
