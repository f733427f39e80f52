package dev.straggler.launch.ide;

import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.Launch;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.osgi.util.NLS;

import dev.straggler.launch.LaunchException;
import dev.straggler.launch.attach.GdbAttach;
import dev.straggler.model.Job;

/**
 * The IDE's <em>Attach Debugger</em>: an interactive {@code gdb -p PID} on one task of a diagnosed job ({@link GdbAttach}
 * finds the process and the command line), run as the process of a new launch so that it talks to the user in the
 * Console view. No workbench class: the view that calls it shows the console.
 */
public final class GdbConsole {

    /** Where the user sets the gdb to run ({@link LaunchPreferences#gdb()}). */
    private static final String GDB_SETTING = "Window > Preferences > Straggler";

    private GdbConsole() {
    }

    /**
     * Starts gdb on the process of {@code rank} of {@code job}. Returns null when started, else the reason it was not:
     * no PID recorded, the job has ended ({@code jobLaunch}, the launch that ran it, terminated, or the process is
     * gone), no gdb.
     */
    public static String start(Job job, int rank, ILaunch jobLaunch) {
        return start(job, rank, jobLaunch, null);
    }

    /** As {@link #start(Job, int, ILaunch)}; {@code onEnd} (may be null) runs once gdb has ended, however it ended. */
    static String start(Job job, int rank, ILaunch jobLaunch, Runnable onEnd) {
        try {
            return start(GdbAttach.pid(job, rank), rank, jobLaunch, onEnd);
        } catch (LaunchException e) {
            return e.getMessage();
        }
    }

    /**
     * Starts gdb on process {@code pid} (rank {@code rank}) of a running job (the Ranks view, the debug mode). Returns
     * null when started, else why not.
     */
    public static String start(long pid, int rank, ILaunch jobLaunch) {
        return start(pid, rank, jobLaunch, null);
    }

    private static String start(long pid, int rank, ILaunch jobLaunch, Runnable onEnd) {
        if (jobLaunch != null && jobLaunch.isTerminated()) {
            return NLS.bind(Messages.Gdb_jobEnded, rank);
        }
        List<String> command;
        try {
            command = GdbAttach.command(pid, rank, LaunchPreferences.gdb(), GDB_SETTING);
        } catch (LaunchException e) {
            return e.getMessage();
        }
        try {
            Process p = DebugPlugin.exec(command.toArray(String[]::new), null);
            Launch l = new Launch(null, ILaunchManager.DEBUG_MODE, null);
            DebugPlugin.getDefault().getLaunchManager().addLaunch(l);
            IProcess process = DebugPlugin.newProcess(l, p, NLS.bind(Messages.Gdb_processLabel, pid, rank));
            process.setAttribute(IProcess.ATTR_CMDLINE, String.join(" ", command));
            if (onEnd != null) {
                p.onExit().thenRun(onEnd);
            }
            return null;
        } catch (CoreException e) {
            return NLS.bind(Messages.Gdb_cannotStart, e.getStatus().getMessage());
        }
    }
}
