package dev.straggler.core.stacks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.model.RankSet;

/**
 * STAT's temporal order (SC'09 §4) as the rest of Straggler sees it: what a refinement needs ({@link ProgramPoints} of
 * the frames, {@link LoopValues} read from the live tasks) and what it yields (a {@link Result} of ordered
 * {@link Step}s of temporal equivalence classes, {@link Group}s). {@link StackAnalysis#refine} runs it; the algorithm
 * (adaptive refinement, §4.3) is {@code dev.straggler.internal.core.stacks.TemporalRefiner}. The source bundle supplies
 * the program points, the launch bundle the loop values (gdb).
 */
public final class TemporalRefinement {

    private TemporalRefinement() {
    }

    /** A frame's program point; {@code null} when it has none (no source, not in a function the parser found). */
    public interface ProgramPoints {
        ProgramPoint of(StackFrame frame);
    }

    /** A frame of a task and the Loop Order Variables to read in it. */
    public record Request(StackFrame frame, List<String> variables) {
    }

    /** Reads Loop Order Variable values from the live tasks. */
    public interface LoopValues {
        /**
         * Reads {@code requests} (rank → frames); returns rank → frame → variable → value, leaving out what could not
         * be read, with the reason in {@code notes}.
         */
        Map<Integer, Map<StackFrame, Map<String, Long>>> read(Map<Integer, List<Request>> requests, List<String> notes);
    }

    /**
     * A temporal equivalence class of one step.
     *
     * @param node         the node the class continues below (the child of the branching point, or the branching point
     *                     itself when the class was split off by loop values or ends there)
     * @param ranks        its tasks
     * @param point        the program point of {@code node}'s frame, {@code null} when unknown
     * @param iterations   the iteration values of the point's loops ({@code null} entries: unknown)
     * @param endsHere     whether the tasks' stacks end at {@code node} (nothing to refine below)
     * @param temporalRank 0 for the least progressed, then the length of the longest chain of classes before it
     */
    public record Group(Node node, RankSet ranks, ProgramPoint point, List<Long> iterations, boolean endsHere,
            int temporalRank) {
        /** "T3". */
        public String label() {
            return "T" + temporalRank;
        }
    }

    /**
     * One refinement step: the classes at a branching point, ordered.
     *
     * @param at           the branching point
     * @param byLoopValues whether the branching comes from different loop values at {@code at}'s own frame
     * @param groups       the classes, the lowest temporal rank first
     * @param before       pairs {i, j} of indexes into {@code groups}: group i is before group j
     */
    public record Step(Node at, boolean byLoopValues, List<Group> groups, List<int[]> before) {
    }

    /**
     * The refinement of the tree under {@link #start()}.
     *
     * @param steps            every step, outermost first
     * @param leastProgressed  the least-progressed tasks
     * @param mostProgressed   the most-progressed tasks
     * @param notes            what the user should know: comparisons that assumed the same iteration, frames without a
     *                         program point, tasks that could not be read
     * @param valuesRead       whether loop values were read from live tasks
     */
    public record Result(Node start, List<Step> steps, RankSet leastProgressed, RankSet mostProgressed,
            List<String> notes, boolean valuesRead) {
        /**
         * Whether the refinement ordered the tasks at all: false when the least- and the most-progressed tasks are the
         * same (no step separated any class from another, e.g. every task ended at the same point).
         */
        public boolean orderDecided() {
            return leastProgressed != null && mostProgressed != null && !leastProgressed.equals(mostProgressed);
        }

        /** The classes of every step that continue below or end at {@code node}. */
        public List<Group> groupsAt(Node node) {
            List<Group> out = new ArrayList<>();
            for (Step s : steps) {
                for (Group g : s.groups) {
                    if (g.node == node) {
                        out.add(g);
                    }
                }
            }
            return out;
        }
    }
}
