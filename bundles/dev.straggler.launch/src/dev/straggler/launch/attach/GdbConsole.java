package dev.straggler.launch.attach;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.Launch;
import org.eclipse.debug.core.model.IProcess;

import dev.straggler.internal.launch.attach.GdbStacks;
import dev.straggler.model.Job;
import dev.straggler.model.Task;

/**
 * The IDE's <em>Attach Debugger</em>: an interactive {@code gdb -p PID} on one task of a diagnosed job, run as the
 * process of a new launch so that it talks to the user in the Console view. Headless: no workbench class; the view
 * that calls it shows the console.
 */
public final class GdbConsole {

    private GdbConsole() {
    }

    /**
     * Starts gdb on the process of {@code rank} of {@code job}. Returns null when started, else the reason it was not:
     * no PID recorded, the job has ended ({@code jobLaunch}, the launch that ran it, terminated, or the process is
     * gone), no gdb.
     */
    public static String start(Job job, int rank, ILaunch jobLaunch) {
        Task task = null;
        for (Task t : job.getTasks()) {
            if (t.getRank() == rank) {
                task = t;
                break;
            }
        }
        if (task == null || task.getPid() <= 0) {
            return "No process ID is recorded for rank " + rank + ".";
        }
        return start(task.getPid(), rank, jobLaunch);
    }

    /**
     * Starts gdb on process {@code pid} (rank {@code rank}) of a running job (the Ranks view, the debug mode). Returns
     * null when started, else why not.
     */
    public static String start(long pid, int rank, ILaunch jobLaunch) {
        if (jobLaunch != null && jobLaunch.isTerminated()) {
            return "The job has ended (its launch terminated): there is no rank " + rank + " to attach to. Keep the job "
                    + "running after the diagnosis (Diagnosis tab) to debug it.";
        }
        if (!Files.isDirectory(Path.of("/proc", Long.toString(pid)))) {
            return "The job has ended: rank " + rank + " (PID " + pid + ") no longer runs on this machine.";
        }
        String configured = dev.straggler.launch.ide.LaunchPreferences.gdb();
        String gdb = GdbStacks.locate(configured);
        if (gdb == null) {
            return "gdb".equals(configured)
                    ? "gdb is not installed or not on the PATH (on Debian/Ubuntu: apt-get install gdb), or set its path in Window > Preferences > Straggler."
                    : "The gdb set in Window > Preferences > Straggler (" + configured + ") is not an executable file: fix the path there.";
        }
        try {
            Process p = DebugPlugin.exec(new String[] { gdb, "-q", "-p", Long.toString(pid) }, null);
            Launch l = new Launch(null, ILaunchManager.DEBUG_MODE, null);
            DebugPlugin.getDefault().getLaunchManager().addLaunch(l);
            IProcess process = DebugPlugin.newProcess(l, p, "gdb -p " + pid + " (rank " + rank + ")");
            process.setAttribute(IProcess.ATTR_CMDLINE, gdb + " -q -p " + pid);
            return null;
        } catch (CoreException e) {
            return "Cannot start gdb: " + e.getStatus().getMessage();
        }
    }
}
