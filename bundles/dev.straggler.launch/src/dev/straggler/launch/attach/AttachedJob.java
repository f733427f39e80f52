package dev.straggler.launch.attach;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.straggler.core.stacks.StackTrace;
import dev.straggler.internal.launch.attach.AttachTargets;
import dev.straggler.internal.launch.attach.GdbStacks;
import dev.straggler.internal.launch.attach.GdbStacks.ProcessStacks;
import dev.straggler.internal.launch.attach.RemoteShell;
import dev.straggler.internal.launch.attach.SlurmJob;
import dev.straggler.launch.LaunchException;
import dev.straggler.model.RankSet;

/**
 * Attach mode (no runtime in the job): the rank processes of a running MPI job, found from a launcher's PID or a list
 * {@code HOST:PID,...} / Slurm's {@code scontrol listpids} output, and their stacks read with gdb in batch mode (one gdb
 * per local process, one session per other node through the remote shell); gdb detaches and the job runs on. A
 * process that cannot be read is a warning naming the cause and the fix; the others are shown.
 */
public final class AttachedJob {

    /**
     * The stacks read.
     *
     * @param traces       the stack of each process's MPI thread, or of every thread
     * @param withoutStack the ranks whose process could not be read
     * @param live         the processes that were read: where loop values can be read next ({@link TemporalOrder})
     */
    public record Stacks(List<StackTrace> traces, RankSet withoutStack, LiveTasks live) {
    }

    private final List<AttachTarget> targets;
    private final RemoteShell rsh;
    private final long timeoutSeconds;

    private AttachedJob(List<AttachTarget> targets, RemoteShell rsh, long timeoutSeconds) {
        this.targets = List.copyOf(targets);
        this.rsh = rsh;
        this.timeoutSeconds = timeoutSeconds;
    }

    /**
     * Finds the processes of {@code spec}: {@code PID}, {@code HOST:PID,...}, {@code [HOST:]@FILE} or
     * {@code slurm:JOBID[.STEP]}; a PID may be a launcher or daemon (all the ranks under it) or a rank process; a Slurm
     * job id is enough (squeue names its nodes, {@code scontrol listpids} on each node its tasks).
     *
     * @param rshCommand the remote shell for other nodes ({@code --rsh}); null: {@code $STRAGGLER_RSH}, else for a
     *                   Slurm job an overlapping step of the job ({@code srun --overlap --jobid=JOBID -w NODE}), else
     *                   {@code ssh -o BatchMode=yes}
     * @param notes      receives what the user should know (ranks guessed, hosts left out)
     * @throws LaunchException naming the problem: a bad remote shell, not a PID, no such process, no ranks found
     */
    public static AttachedJob resolve(String spec, String rshCommand, long timeoutSeconds, List<String> notes)
            throws LaunchException {
        SlurmJob slurm = SlurmJob.of(spec);
        RemoteShell rsh = slurm != null && rshCommand == null && RemoteShell.fromEnvironmentOnly() == null
                ? RemoteShell.of(slurm.defaultRemoteShell())
                : RemoteShell.of(rshCommand);
        return new AttachedJob(AttachTargets.resolve(spec, rsh, timeoutSeconds, notes), rsh, timeoutSeconds);
    }

    /** The processes found, by rank. */
    public List<AttachTarget> targets() {
        return targets;
    }

    /**
     * Reads the stacks of every process with gdb, in parallel, each attach bounded by the timeout. Processes that
     * cannot be read are in {@link Stacks#withoutStack()}, with one warning per cause.
     *
     * @param allThreads every thread of every process, not only the main (MPI) thread
     * @throws LaunchException when gdb is missing, or when no process at all could be read (with the cause and fix)
     */
    public Stacks readStacks(boolean allThreads, List<String> warnings) throws LaunchException {
        List<ProcessStacks> stacks = new GdbStacks(timeoutSeconds, rsh).read(targets);
        List<StackTrace> traces = new ArrayList<>();
        RankSet.Builder failed = RankSet.builder();
        Map<Integer, AttachTarget> live = new HashMap<>();
        warnings.addAll(GdbStacks.failures(stacks));
        for (ProcessStacks p : stacks) {
            if (p.error() != null) {
                failed.add(p.target().rank());
            } else {
                live.put(p.target().rank(), p.target());
                if (allThreads) {
                    traces.addAll(p.threads());
                } else {
                    traces.add(p.mainThread());
                }
            }
        }
        return new Stacks(traces, failed.build(), new LiveTasks(live, rsh));
    }
}
