package dev.straggler.launch.attach;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import dev.straggler.internal.launch.attach.GdbStacks;
import dev.straggler.launch.LaunchException;
import dev.straggler.model.Job;
import dev.straggler.model.Task;

/**
 * An interactive {@code gdb -p PID} on one task of a diagnosed or running job on this machine: which process, and the
 * command line, or why there is none (no PID recorded, the process has ended, no gdb). Headless: the IDE runs the
 * command as the process of a launch, in the Console view ({@code dev.straggler.launch.ide.GdbConsole}).
 */
public final class GdbAttach {

    private GdbAttach() {
    }

    /** The process ID recorded for {@code rank} of {@code job}; a LaunchException when none is recorded. */
    public static long pid(Job job, int rank) throws LaunchException {
        for (Task t : job.getTasks()) {
            if (t.getRank() == rank && t.getPid() > 0) {
                return t.getPid();
            }
        }
        throw new LaunchException("No process ID is recorded for rank " + rank + ".");
    }

    /**
     * The command line of an interactive gdb attached to process {@code pid} (rank {@code rank}): {@code gdb -q -p PID}.
     *
     * @param gdb      the gdb to run: a path, or "gdb" for the one on the PATH
     * @param gdbSetting where the user sets that path (said when it is wrong), e.g. "Window > Preferences > Straggler"
     * @throws LaunchException when the process no longer runs on this machine, or the gdb is not found
     */
    public static List<String> command(long pid, int rank, String gdb, String gdbSetting) throws LaunchException {
        if (!Files.isDirectory(Path.of("/proc", Long.toString(pid)))) {
            throw new LaunchException("The job has ended: rank " + rank + " (PID " + pid + ") no longer runs on this machine.");
        }
        String found = GdbStacks.locate(gdb);
        if (found == null) {
            throw new LaunchException("gdb".equals(gdb)
                    ? "gdb is not installed or not on the PATH (on Debian/Ubuntu: apt-get install gdb), or set its path in "
                            + gdbSetting + "."
                    : "The gdb set in " + gdbSetting + " (" + gdb + ") is not an executable file: fix the path there.");
        }
        return List.of(found, "-q", "-p", Long.toString(pid));
    }
}
