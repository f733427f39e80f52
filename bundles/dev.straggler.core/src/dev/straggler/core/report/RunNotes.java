package dev.straggler.core.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.straggler.core.symbols.Frames;
import dev.straggler.core.symbols.TaskStates;
import dev.straggler.model.Job;
import dev.straggler.model.dump.RunDirectory;

/**
 * What a run's files add to its dumps (docs/dump-format.md "The run directory"), as sentences for the diagnosis
 * ({@link DiagnosisReport}'s run notes, JSON {@code runNotes}): a task that crashed and where (from its crashed thread's
 * stack), the tasks that died without a dump and their last known state ({@link TaskStates}), the tasks on nodes a
 * partial gather could not read.
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
            notes.add("incomplete: " + (c.unread().size() == 1 ? "rank " : "ranks ") + c.unread() + " of " + c.np()
                    + " not read: " + (c.unreachedNodes().size() == 1 ? "node " : "nodes ")
                    + String.join(", ", c.unreachedNodes()) + " could not be read (down, cut off, or restarted); the"
                    + " diagnosis is of the other ranks");
        }
        for (int r : c.dead().toArray()) {
            String on = run.state(r).map(RunDirectory.TaskState::host).filter(h -> h != null && !h.isBlank())
                    .map(h -> " (on " + h + ")").orElse("");
            notes.add("incomplete: rank " + r + on + " died without a dump; " + run.state(r).map(TaskStates::lastState)
                    .orElse("no state file (it died before MPI_Init)"));
        }
        return notes;
    }
}
