package dev.straggler.launch.ide;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.debug.core.ILaunch;
import org.eclipse.osgi.util.NLS;

import dev.straggler.internal.launch.attach.AttachTargets;
import dev.straggler.internal.launch.attach.RemoteShell;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.attach.AttachTarget;
import dev.straggler.model.dump.RunDirectory;
import dev.straggler.model.dump.RunDirectory.TaskState;

/**
 * The ranks of a running launch's job, for the Ranks view: rank, host, PID and state. The state comes from each task's
 * state file in the run directory (docs/dump-format.md, {@code rank-NNNNNN.state}: the MPI call it is in, or that it
 * computes after it, dumped, crashed, finalizing), which the runtime's helper thread rewrites at most once a second;
 * the ranks are found in the process tree under the launcher (the ranks carry their rank in their environment, as
 * attach mode finds them) and, for ranks on other nodes (not under the local launcher), from their state files when
 * the run directory is shared with them. A rank without a state file yet (before MPI_Init) shows its /proc state.
 */
public final class RunningRanks {

    /**
     * One rank process. {@code state}: from its state file "in MPI_X", "computing (after MPI_X)", "dumped", "crashed
     * (signal N)", "in MPI_Finalize", "exited"; without one, from /proc: running, waiting (sleeping), stopped, ended.
     */
    public record Rank(int rank, String host, long pid, String state) {
    }

    private RunningRanks() {
    }

    /** The ranks of {@code launch}'s job, by rank; empty when the launch is not running or its ranks are not found yet. */
    public static List<Rank> of(ILaunch launch) {
        Process p = RunningLaunches.process(launch);
        Path dumps = RunningLaunches.dumpDirectory(launch);
        if (p == null || !p.isAlive()) {
            return List.of();
        }
        List<AttachTarget> targets;
        try {
            targets = AttachTargets.resolve(Long.toString(p.pid()), RemoteShell.fromEnvironment(), 5, new ArrayList<>());
        } catch (LaunchException e) {
            // no rank below the launcher (not started yet, or all on other nodes, as under srun): the state files
            targets = List.of();
        }
        List<Rank> out = new ArrayList<>();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        RunDirectory run = dumps == null ? null : new RunDirectory(dumps);
        for (AttachTarget t : targets) {
            if (!t.rankKnown()) {
                continue;
            }
            String host = t.host() == null ? AttachTargets.hostName() : t.host();
            TaskState st = run == null ? null : run.state(t.rank()).orElse(null);
            out.add(new Rank(t.rank(), host, t.pid(), st != null && st.pid() == t.pid() ? state(st) : state(t.pid(), t.rank(), dumps)));
            seen.add(t.rank());
        }
        // ranks on other nodes: their state files, when the run directory is shared with them
        if (run != null) {
            try (var files = Files.list(dumps)) {
                for (Path f : files.filter(x -> x.getFileName().toString().matches("rank-\\d+\\.state")).toList()) {
                    String name = f.getFileName().toString();
                    int rank = Integer.parseInt(name.substring(5, name.length() - 6));
                    if (!seen.contains(rank)) {
                        run.state(rank).ifPresent(st -> out.add(new Rank(st.rank(), st.host(), st.pid(), state(st))));
                    }
                }
            } catch (IOException | NumberFormatException e) {
                // the run directory went away: the local ranks only
            }
        }
        out.sort(Comparator.comparingInt(Rank::rank));
        return out;
    }

    /** The state a task's state file gives (class comment). */
    static String state(TaskState st) {
        return switch (st.phase()) {
        case "dumped" -> Messages.Ranks_dumped;
        case "crashed" -> st.signal() > 0 ? NLS.bind(Messages.Ranks_crashedBySignal, st.signal()) : Messages.Ranks_crashed;
        case "dump-failed" -> Messages.Ranks_dumpFailed;
        case "finalizing" -> Messages.Ranks_finalizing;
        case "exited" -> Messages.Ranks_exited;
        default -> st.stateKind().equals("call") && !st.stateCall().isEmpty()
                ? NLS.bind(Messages.Ranks_inCall, st.stateCall())
                : st.stateKind().equals("computation") ? (st.stateCall().isEmpty() ? Messages.Ranks_computing
                        : NLS.bind(Messages.Ranks_computingAfter, st.stateCall()))
                : Messages.Ranks_starting;
        };
    }

    static String state(long pid, int rank, Path dumps) {
        if (dumps != null && Files.isRegularFile(dumps.resolve(String.format("rank-%06d.sdump", rank)))) {
            return Messages.Ranks_dumped;
        }
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            char s = stat.charAt(stat.lastIndexOf(')') + 2);
            return switch (s) {
                case 'R' -> Messages.Ranks_running;
                case 'S', 'D' -> Messages.Ranks_waiting;
                case 'T', 't' -> Messages.Ranks_stopped;
                case 'Z', 'X' -> Messages.Ranks_ended;
                default -> String.valueOf(s);
            };
        } catch (IOException | RuntimeException e) {
            return Messages.Ranks_ended;
        }
    }

    /** Starts gdb on {@code rank} in the Console; null when started, else why not. */
    public static String attachGdb(ILaunch launch, Rank rank) {
        return GdbConsole.start(rank.pid(), rank.rank(), launch);
    }
}
