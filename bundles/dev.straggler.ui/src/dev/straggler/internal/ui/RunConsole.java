package dev.straggler.internal.ui;

import java.io.IOException;
import java.util.Map;
import java.util.WeakHashMap;

import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.ui.console.IConsole;
import org.eclipse.ui.console.IOConsole;
import org.eclipse.ui.console.IOConsoleOutputStream;

/**
 * The lines Straggler writes into a launched run's console (its process console), in the console's normal colour:
 * the run's steps and its outcome. One output stream per launch, opened with its first line and closed with its
 * last. A stream opened after the process's own streams had closed is never closed: closing it made the console
 * finish a second time, which the platform logs as "Streams are already closed" (issue 24). UI thread only.
 */
final class RunConsole {

    /** The open stream of each launch, and whether it was opened while the process still ran. */
    private record Open(IOConsoleOutputStream out, boolean whileRunning) {
    }

    private static final Map<ILaunch, Open> OPEN = new WeakHashMap<>();

    private RunConsole() {
    }

    /** Appends {@code text} to the console of {@code launch}'s process; {@code last}: the run's last line. */
    static void write(ILaunch launch, String text, boolean last) {
        if (launch == null) {
            return;
        }
        Open o = OPEN.get(launch);
        if (o == null || o.out().isClosed()) {
            o = open(launch);
            if (o == null) {
                return; // no console (yet): the progress monitor and the views still say it
            }
            OPEN.put(launch, o);
        }
        try {
            o.out().write(text);
        } catch (IOException e) {
            // the console was closed
        }
        if (last) {
            OPEN.remove(launch);
            if (o.whileRunning()) {
                try {
                    o.out().close();
                } catch (IOException e) {
                    // the console was closed
                } catch (IllegalStateException e) {
                    // the process's streams closed between our look at it and the opening: the console had finished
                }
            }
        }
    }

    private static Open open(ILaunch launch) {
        for (IProcess p : launch.getProcesses()) {
            IConsole c = DebugUITools.getConsole(p);
            if (c instanceof IOConsole io) {
                boolean running = !p.isTerminated();
                return new Open(io.newOutputStream(), running);
            }
        }
        return null;
    }
}
