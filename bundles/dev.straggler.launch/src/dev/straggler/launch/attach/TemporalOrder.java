package dev.straggler.launch.attach;

import java.nio.file.Path;
import java.util.List;

import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.core.stacks.StackAnalysis;
import dev.straggler.core.stacks.TemporalRefinement;
import dev.straggler.internal.launch.attach.GdbLoopValues;
import dev.straggler.source.order.SourceProgramPoints;
import dev.straggler.source.slice.SourceResolver;

/**
 * STAT's chronology-aware refinement (SC'09 §4) with everything it needs wired: program points from the sources
 * (debug-info paths, then the search roots; flags from compile_commands.json) and Loop Order Variable values read with
 * gdb from the live tasks of the refined node (on other nodes through the remote shell). The command line and the IDE
 * call this; {@link StackAnalysis#refine} is the algorithm's entry.
 */
public final class TemporalOrder {

    private TemporalOrder() {
    }

    /**
     * Refines the function+line tree of {@code stacks} below {@code node} (a node of either tree, null: the root).
     * Records nothing in {@code stacks}: the caller does ({@link StackAnalysis#addRefinement}).
     *
     * @param live        the running tasks, {@link LiveTasks#NONE} when the job is gone (then the tuples alone order the
     *                    classes and the notes say which comparisons needed loop values)
     * @param sourceRoots where to look for sources the debug information names but that are not there
     * @param recursive   every class down to the leaves, or one step
     * @param warnings    receives the source warnings (sources or headers not found)
     */
    public static TemporalRefinement.Result refine(StackAnalysis stacks, Node node, LiveTasks live,
            List<Path> sourceRoots, long timeoutSeconds, boolean recursive, List<String> warnings) {
        SourceProgramPoints points = new SourceProgramPoints(SourceResolver.of(sourceRoots));
        TemporalRefinement.LoopValues values = live.isEmpty() ? null
                : new GdbLoopValues(live.byRank(), timeoutSeconds, live.rsh());
        TemporalRefinement.Result r = stacks.refine(node, points, values, recursive);
        points.warnings().stream().filter(w -> !warnings.contains(w)).forEach(warnings::add);
        return r;
    }
}
