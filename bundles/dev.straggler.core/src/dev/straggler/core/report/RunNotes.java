package dev.straggler.core.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.straggler.core.symbols.Frames;
import dev.straggler.core.symbols.TaskStates;
import dev.straggler.model.Job;
import dev.straggler.model.dump.RunDirectory;

/**
 * What a run's files add to its dumps (docs/dump-format.md "The run directory"), as sentences for the diagnosis
 * ({@link DiagnosisReport}'s run notes, JSON {@code runNotes}): a task that crashed and where (from its crashed thread's
 * stack), the tasks that died without a dump and their last known state ({@link TaskStates}), the tasks on nodes a
 * partial gather could not read and why each node could not be read.
 */
public final class RunNotes {

    private RunNotes() {
    }

    /**
     * "rank 2 crashed (signal 11) at crash_here (crash_program.c:30)", "incomplete: rank 1 (on node7) died without a
     * dump; last known state: ..."; empty when the dumps tell everything (or the job was not read from a run directory).
     */
    public static List<String> of(Job job) {
        List<String> notes = new ArrayList<>();
        if (job.getDumpDir() == null) {
            return notes;
        }
        RunDirectory run = new RunDirectory(Path.of(job.getDumpDir()));
        RunDirectory.Complete c = run.complete().orElse(null);
        if (c == null) {
            return notes;
        }
        if (c.crashedRank() >= 0) {
            long tid = run.state(c.crashedRank()).map(RunDirectory.TaskState::crashedTid).orElse(0L);
            String at = job.getTasks().stream().filter(t -> t.getRank() == c.crashedRank())
                    .flatMap(t -> t.getThreads().stream()).filter(th -> th.getTid() == tid).findFirst()
                    .map(th -> " at " + Frames.describe(Frames.userFrame(th.getFrames())))
                    .orElse("");
            notes.add("rank " + c.crashedRank() + " crashed (signal " + c.signal() + ")" + at);
        }
        if (!c.unread().isEmpty()) {
            notes.addAll(unread(c, run.unreachedReasons()));
        }
        for (int r : c.dead().toArray()) {
            String on = run.state(r).map(RunDirectory.TaskState::host).filter(h -> h != null && !h.isBlank())
                    .map(h -> " (on " + h + ")").orElse("");
            notes.add("incomplete: rank " + r + on + " died without a dump; " + run.state(r).map(TaskStates::lastState)
                    .orElse("no state file (it died before MPI_Init)"));
        }
        return notes;
    }

    /**
     * The tasks a partial gather could not read and their nodes, each node with why ({@code reasons}, by node; a run
     * gathered before the reasons were kept has none: then in general words): "incomplete: ranks 6-7 of 8 not read:
     * node n4 could not be read: it went down during the job and does not answer now; ...", with several nodes one
     * line for the ranks and one per node.
     */
    private static List<String> unread(RunDirectory.Complete c, Map<String, String> reasons) {
        String ranks = "incomplete: " + (c.unread().size() == 1 ? "rank " : "ranks ") + c.unread() + " of " + c.np()
                + " not read";
        String rest = "; the diagnosis is of the other ranks";
        List<String> nodes = c.unreachedNodes();
        if (nodes.stream().noneMatch(reasons::containsKey)) {
            return List.of(ranks + ": " + (nodes.size() == 1 ? "node " : "nodes ") + String.join(", ", nodes)
                    + " could not be read (down, cut off, or restarted)" + rest);
        }
        if (nodes.size() == 1) {
            return List.of(ranks + ": " + node(nodes.get(0), reasons) + rest);
        }
        List<String> notes = new ArrayList<>();
        notes.add(ranks + " (nodes " + String.join(", ", nodes) + ")" + rest);
        nodes.forEach(n -> notes.add("incomplete: " + node(n, reasons)));
        return notes;
    }

    private static String node(String n, Map<String, String> reasons) {
        return "node " + n + " could not be read: " + reasons.getOrDefault(n, "down, cut off, or restarted");
    }
}
