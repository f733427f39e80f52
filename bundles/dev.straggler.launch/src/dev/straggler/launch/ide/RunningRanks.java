package dev.straggler.launch.ide;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.debug.core.ILaunch;

import dev.straggler.internal.launch.attach.AttachTargets;
import dev.straggler.internal.launch.attach.RemoteShell;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.attach.AttachTarget;
import dev.straggler.launch.attach.GdbConsole;

/**
 * The ranks of a running launch's job on this machine, for the Ranks view: rank, host, PID and state, read from the
 * process tree under the launcher (the ranks carry their rank in their environment, as attach mode finds them) and
 * from /proc; a rank whose dump is in the dump directory is "dumped". Ranks on other nodes are not listed (their
 * processes are not under the local launcher).
 */
public final class RunningRanks {

    /** One rank process. {@code state}: running, waiting (sleeping: usually inside an MPI call), stopped, dumped, ended. */
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
            return List.of(); // the launcher has not started its ranks yet
        }
        List<Rank> out = new ArrayList<>();
        for (AttachTarget t : targets) {
            if (!t.rankKnown()) {
                continue;
            }
            String host = t.host() == null ? AttachTargets.hostName() : t.host();
            out.add(new Rank(t.rank(), host, t.pid(), state(t.pid(), t.rank(), dumps)));
        }
        out.sort(Comparator.comparingInt(Rank::rank));
        return out;
    }

    static String state(long pid, int rank, Path dumps) {
        if (dumps != null && Files.isRegularFile(dumps.resolve("rank-" + rank + ".sdump"))) {
            return "dumped";
        }
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            char s = stat.charAt(stat.lastIndexOf(')') + 2);
            return switch (s) {
                case 'R' -> "running";
                case 'S', 'D' -> "waiting";
                case 'T', 't' -> "stopped";
                case 'Z', 'X' -> "ended";
                default -> String.valueOf(s);
            };
        } catch (IOException | RuntimeException e) {
            return "ended";
        }
    }

    /** Starts gdb on {@code rank} in the Console; null when started, else why not. */
    public static String attachGdb(ILaunch launch, Rank rank) {
        return GdbConsole.start(rank.pid(), rank.rank(), launch);
    }
}
