package dev.straggler.launch.attach;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import dev.straggler.internal.launch.attach.AttachTargets;
import dev.straggler.internal.launch.attach.RemoteShell;
import dev.straggler.model.Job;
import dev.straggler.model.Task;

/**
 * The processes of a job's tasks that are still running, by rank, and how to reach those on other nodes: where
 * {@link TemporalOrder} reads Loop Order Variable values with gdb. Empty when the job has ended (then the refinement
 * orders by the program points alone and says which comparisons needed loop values).
 */
public final class LiveTasks {

    /** No running task. */
    public static final LiveTasks NONE = new LiveTasks(Map.of(), null);

    private final Map<Integer, AttachTarget> byRank;
    /** null: the remote shell of the environment (the tasks of a dumped job run on this machine). */
    private final RemoteShell rsh;

    LiveTasks(Map<Integer, AttachTarget> byRank, RemoteShell rsh) {
        this.byRank = Map.copyOf(byRank);
        this.rsh = rsh;
    }

    /**
     * The tasks of a dumped job that still run on this machine (a job kept alive after the dump,
     * {@code STRAGGLER_ON_HANG=keep}): the task's pid and host from the dump, and the process must still run the
     * dumped executable. {@link #NONE} when the job has ended.
     */
    public static LiveTasks of(Job job) {
        Map<Integer, AttachTarget> out = new HashMap<>();
        for (Task t : job.getTasks()) {
            if (t.getPid() <= 0 || t.getHost() != null && !t.getHost().isEmpty() && !AttachTargets.isThisHost(t.getHost())) {
                continue;
            }
            Path proc = Path.of("/proc/" + t.getPid());
            if (!Files.isDirectory(proc) || !sameProgram(proc, job.getExecutable())) {
                continue;
            }
            out.put(t.getRank(), new AttachTarget(t.getHost(), t.getPid(), t.getRank(), true,
                    AttachTargets.name(t.getPid())));
        }
        return out.isEmpty() ? NONE : new LiveTasks(out, null);
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

    /** The process of each running task. */
    public Map<Integer, AttachTarget> byRank() {
        return byRank;
    }

    public boolean isEmpty() {
        return byRank.isEmpty();
    }

    public int size() {
        return byRank.size();
    }

    RemoteShell rsh() {
        return rsh != null ? rsh : RemoteShell.fromEnvironment();
    }
}
