package dev.straggler.launch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.straggler.core.stacks.PrefixTree;
import dev.straggler.core.stacks.TemporalRefinement;
import dev.straggler.model.Job;
import dev.straggler.model.Task;
import dev.straggler.source.order.SourceProgramPoints;
import dev.straggler.source.slice.SourceResolver;

/**
 * The chronology-aware refinement of a prefix tree with everything it needs wired: program points from the sources
 * (debug-info paths, then the search roots; flags from compile_commands.json) and Loop Order Variable values read with
 * gdb from the live tasks of the refined node (on other nodes through the remote shell). The command line and the IDE
 * call this.
 */
public final class TemporalOrder {

    private TemporalOrder() {
    }

    /**
     * Refines {@code tree} (function+line level) below {@code node}.
     *
     * @param live        the process of each rank, empty when the job is gone (then the tuples alone order the
     *                    classes and the notes say which comparisons needed loop values)
     * @param sourceRoots where to look for sources the debug information names but that are not there
     * @param recursive   every class down to the leaves, or one step
     * @param warnings    receives the source warnings (sources or headers not found)
     */
    public static TemporalRefinement.Result refine(PrefixTree tree, PrefixTree.Node node,
            Map<Integer, AttachTargets.Target> live, List<Path> sourceRoots, long timeoutSeconds, boolean recursive,
            List<String> warnings) {
        return refine(tree, node, live, sourceRoots, timeoutSeconds, recursive, RemoteShell.fromEnvironment(), warnings);
    }

    /** As above; the loop values of tasks on other nodes are read through {@code rsh}. */
    public static TemporalRefinement.Result refine(PrefixTree tree, PrefixTree.Node node,
            Map<Integer, AttachTargets.Target> live, List<Path> sourceRoots, long timeoutSeconds, boolean recursive,
            RemoteShell rsh, List<String> warnings) {
        SourceProgramPoints points = new SourceProgramPoints(SourceResolver.of(sourceRoots));
        TemporalRefinement.LoopValues values = live.isEmpty() ? null : new GdbLoopValues(live, timeoutSeconds, rsh);
        TemporalRefinement.Result r = TemporalRefinement.refine(tree, node, points, values, recursive);
        points.warnings().stream().filter(w -> !warnings.contains(w)).forEach(warnings::add);
        return r;
    }

    /**
     * The processes of a dumped job that are still running on this machine (a job kept alive after the dump,
     * {@code STRAGGLER_ON_HANG=keep}): the task's pid and host from the dump, and the process must still run the
     * dumped executable. Empty when the job has ended.
     */
    public static Map<Integer, AttachTargets.Target> liveTasks(Job job) {
        Map<Integer, AttachTargets.Target> out = new HashMap<>();
        for (Task t : job.getTasks()) {
            if (t.getPid() <= 0 || t.getHost() != null && !t.getHost().isEmpty() && !AttachTargets.isThisHost(t.getHost())) {
                continue;
            }
            Path proc = Path.of("/proc/" + t.getPid());
            if (!Files.isDirectory(proc) || !sameProgram(proc, job.getExecutable())) {
                continue;
            }
            out.put(t.getRank(), new AttachTargets.Target(t.getHost(), t.getPid(), t.getRank(), true,
                    AttachTargets.name(t.getPid())));
        }
        return out;
    }

    private static boolean sameProgram(Path proc, String executable) {
        if (executable == null || executable.isEmpty()) {
            return true;
        }
        try {
            Path exe = Files.readSymbolicLink(proc.resolve("exe"));
            return exe.getFileName().toString().equals(Path.of(executable).getFileName().toString());
        } catch (Exception e) {
            return false;
        }
    }
}
