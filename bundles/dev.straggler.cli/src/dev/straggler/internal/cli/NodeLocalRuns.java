package dev.straggler.internal.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.regex.Pattern;

import dev.straggler.launch.JobRunner;
import dev.straggler.launch.NodeDumps;

/**
 * Runs whose run directory is on node-local storage (each task writes its files on its own node, under the same path):
 * after the job, {@code trace} and {@code scale} gather the nodes' files to this machine, as {@code diagnose} gathers
 * the dumps ({@link NodeDumps}).
 */
final class NodeLocalRuns {

    /** A task's trace (one per thread). */
    static final Pattern TRACE = Pattern.compile("trace-rank-(\\d+)-thread-\\d+\\.strace");
    /** A task's profile of a scale run. */
    static final Pattern PROFILE = Pattern.compile("profile-rank-(\\d+)\\.sprof");

    private NodeLocalRuns() {
    }

    /**
     * When the job ran on other nodes and {@code dir} holds here fewer tasks' {@code perTask} files than its
     * {@code np} tasks: gathers, from the nodes, the files written since {@code started}. A node that cannot be read
     * is an error naming it ({@code then}: what to do once it can be); none reachable at all (names only the launcher
     * knows) leaves the directory as it is, with a note.
     */
    static void gatherAfterJob(JobRunner runner, Path dir, int np, Instant started, Pattern perTask, String what,
            String then, PrintStream err) throws UserError {
        if (NodeDumps.tasksWith(dir, perTask) >= np) {
            return;
        }
        List<String> nodes = runner.nodes();
        if (nodes.isEmpty()) {
            return;
        }
        long t0 = System.nanoTime();
        NodeDumps.Result r = NodeDumps.gather(dir, nodes, started);
        if (!reached(r, nodes, err)) {
            return;
        }
        if (!r.complete()) {
            throw new UserError(r.unreachedMessage(what, dir, then));
        }
        gathered(nodes, t0, NodeDumps.tasksWith(dir, perTask), np, what, err);
    }

    /** False, with a note, when no node answered at all: the directory is taken as it is. */
    static boolean reached(NodeDumps.Result r, List<String> nodes, PrintStream err) {
        if (r.unreached().size() < nodes.size()) {
            return true;
        }
        // no node answers the remote shell at all (no ssh to the nodes here, names only Slurm knows): the directory is
        // taken as it is, as without the gather
        err.println("straggler: no node could be reached to gather a node-local run directory; "
                + r.unreached().values().iterator().next());
        return false;
    }

    /** The line that says what a gather brought: {@code have} of {@code np} tasks' {@code what}. */
    static void gathered(List<String> nodes, long startNanos, int have, int np, String what, PrintStream err) {
        err.printf("straggler: gathered the run directory from %d %s (%s) in %.1f s: %d of %d %s%n", nodes.size(),
                nodes.size() == 1 ? "node" : "nodes", String.join(",", nodes), (System.nanoTime() - startNanos) / 1e9,
                have, np, what);
    }
}
