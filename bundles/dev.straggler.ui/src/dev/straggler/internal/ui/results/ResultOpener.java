package dev.straggler.internal.ui.results;

import java.nio.file.Path;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DropTarget;
import org.eclipse.swt.dnd.DropTargetAdapter;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.dnd.FileTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;

import dev.straggler.launch.ide.OpenResults;
import dev.straggler.launch.ide.OpenRunJob;
import dev.straggler.launch.remote.SourcePathMap;

/**
 * Opens dump directories and {@code .straggler} files in the background ({@link OpenRunJob}, the job behind File &gt;
 * Open Straggler Run) and shows them in every view; a path that cannot be opened is one message dialog saying why.
 * Also the drop target for files (the graph, the Diagnoses view) and what the import wizard finishes with.
 */
public final class ResultOpener {

    private ResultOpener() {
    }

    /**
     * Opens {@code path} (a dump or run directory, one of its dumps, or a .straggler file) with main's
     * {@link OpenRunJob} (the saved diagnosis, else the dumps diagnosed semi-dist), scheduled and returned; what cannot
     * be opened is one dialog saying why, and null.
     */
    public static Job open(Path path) {
        String why = OpenResults.check(path);
        if (why != null) {
            error(why);
            return null;
        }
        Job job = new OpenRunJob(path, null, SourcePathMap.NONE);
        job.schedule();
        return job;
    }

    /** Lets files and directories be dropped on {@code control}: each is opened. */
    public static DropTarget installDrop(Control control) {
        DropTarget t = new DropTarget(control, DND.DROP_COPY | DND.DROP_DEFAULT | DND.DROP_LINK);
        t.setTransfer(new Transfer[] { FileTransfer.getInstance() });
        t.addDropListener(new DropTargetAdapter() {
            @Override
            public void dragEnter(DropTargetEvent e) {
                if (e.detail == DND.DROP_DEFAULT || e.detail == DND.DROP_MOVE) {
                    e.detail = DND.DROP_COPY;
                }
            }

            @Override
            public void drop(DropTargetEvent e) {
                if (e.data instanceof String[] files) {
                    dropped(files);
                }
            }
        });
        return t;
    }

    /** What a drop of {@code files} does (public for tests: a real drag cannot be simulated under Xvfb). */
    public static void dropped(String[] files) {
        for (String f : files) {
            open(Path.of(f));
        }
    }

    private static void error(String message) {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        Display d = PlatformUI.getWorkbench().getDisplay();
        d.asyncExec(() -> MessageDialog.openError(d.getActiveShell(), Messages.Opener_title, message));
    }
}
