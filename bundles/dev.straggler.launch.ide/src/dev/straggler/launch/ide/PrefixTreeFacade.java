package dev.straggler.launch.ide;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.osgi.util.NLS;

import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.core.stacks.StackAnalysis;
import dev.straggler.core.stacks.TemporalRefinement;
import dev.straggler.launch.attach.LiveTasks;
import dev.straggler.launch.attach.TemporalOrder;
import dev.straggler.model.Job;

/**
 * The work behind the Prefix Tree view, each step a background {@link ResultJob} whose value the view draws: the
 * stacks of a job merged ({@link StackAnalysis}), a temporal refinement ({@link TemporalOrder}: program points from the
 * workspace's projects and the debug-info paths, loop values read with gdb from the running tasks), and gdb attached to
 * a rank in the Console ({@link GdbConsole}).
 */
public final class PrefixTreeFacade {

    /** How long a refinement may read loop values from the tasks with gdb, in seconds. */
    private static final int REFINE_SECONDS = 60;

    /** A refinement and the warnings met on the way (sources not found, tasks not readable). */
    public record Refinement(TemporalRefinement.Result result, List<String> warnings) {
    }

    private PrefixTreeFacade() {
    }

    /** Merges the stacks of {@code job} (every sampled thread's with {@code allThreads}); {@code done} gets them. */
    public static ResultJob<StackAnalysis> analyse(Job job, boolean allThreads, Consumer<StackAnalysis> done) {
        ResultJob<StackAnalysis> work = new ResultJob<>(NLS.bind(Messages.PrefixTree_mergeJob, job.getTasks().size()),
                () -> StackAnalysis.of(job, allThreads), done);
        work.setSystem(true);
        return work.start();
    }

    /**
     * Orders the classes of {@code stacks}' function+line tree below {@code start} (null: the whole tree) by relative
     * progress, reading the tasks of {@code job} while it runs; {@code done} gets the refinement.
     */
    public static ResultJob<Refinement> refine(StackAnalysis stacks, Node start, Job job, Consumer<Refinement> done) {
        String below = start == null || start.frame() == null ? Messages.PrefixTree_root : start.frame().describe(true);
        ResultJob<Refinement> work = new ResultJob<>(NLS.bind(Messages.PrefixTree_refineJob, below), () -> {
            List<String> warnings = new ArrayList<>();
            TemporalRefinement.Result r = TemporalOrder.refine(stacks, start, LiveTasks.of(job), workspaceRoots(),
                    REFINE_SECONDS, false, warnings);
            return new Refinement(r, warnings);
        }, done);
        work.setUser(true);
        return work.start();
    }

    /** The locations of the workspace's open projects: where a refinement looks for sources first. */
    public static List<Path> workspaceRoots() {
        List<Path> roots = new ArrayList<>();
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            if (p.isOpen() && p.getLocation() != null) {
                roots.add(p.getLocation().toFile().toPath());
            }
        }
        return roots;
    }

    /**
     * Starts gdb on {@code rank} of {@code job} in a console ({@link GdbConsole#start(Job, int, ILaunch)}); {@code done}
     * gets null when it started, else why not.
     */
    public static ResultJob<String> attachDebugger(Job job, int rank, ILaunch launch, Consumer<String> done) {
        ResultJob<String> work = new ResultJob<>(NLS.bind(Messages.AttachJob, rank),
                () -> GdbConsole.start(job, rank, launch), done);
        work.setSystem(true);
        return work.start();
    }
}
