package dev.straggler.internal.ui.results;

import java.nio.file.Path;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DropTarget;
import org.eclipse.swt.dnd.DropTargetAdapter;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.dnd.FileTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;

import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.LaunchPreferences;
import dev.straggler.launch.ide.OpenResults;
import dev.straggler.model.PdgAlgorithm;

/**
 * Opens dump directories and {@code .straggler} files in the background ({@link OpenResults}) and shows them in every
 * view; a path that cannot be opened is one message dialog saying why. Also the drop target for files.
 */
public final class ResultOpener {

    private ResultOpener() {
    }

    /** The algorithm for dump directories: the user's default (Window > Preferences > Straggler). */
    public static PdgAlgorithm defaultAlgorithm() {
        PdgAlgorithm a = PdgAlgorithm.get(LaunchPreferences.algorithm());
        return a == null ? PdgAlgorithm.SEMI_DIST : a;
    }

    /** Opens {@code path} in a background job (returned, scheduled); errors are shown to the user. */
    public static Job open(Path path, PdgAlgorithm algorithm) {
        String why = OpenResults.check(path);
        if (why != null) {
            error(why);
            return null;
        }
        Job job = new Job("Opening Straggler result " + path.getFileName()) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                try {
                    DiagnosisResult r = OpenResults.openAndPublish(path, algorithm, monitor);
                    return Status.info(r.configurationName() + ": " + r.diagnosis().getSummary());
                } catch (CoreException e) {
                    error(e.getStatus().getMessage());
                    return Status.OK_STATUS; // said already, in a dialog without a stack trace
                }
            }
        };
        job.setUser(true);
        job.schedule();
        return job;
    }

    /** File > Open Straggler Result: a .straggler file, or any dump of a dump directory (opens the directory). */
    public static Job openWithDialog(Shell shell) {
        FileDialog d = new FileDialog(shell, SWT.OPEN);
        d.setText("Open Straggler Result (a .straggler file, or any .sdump file of a dump directory)");
        d.setFilterExtensions(new String[] { "*.straggler;*.sdump", "*.straggler", "*.sdump", "*" });
        d.setFilterNames(new String[] { "Straggler results (*.straggler, dumps *.sdump)", "Saved results (*.straggler)",
                "Dumps (*.sdump)", "All files" });
        String f = d.open();
        return f == null ? null : open(Path.of(f), defaultAlgorithm());
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
            open(Path.of(f), defaultAlgorithm());
        }
    }

    private static void error(String message) {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        Display d = PlatformUI.getWorkbench().getDisplay();
        d.asyncExec(() -> MessageDialog.openError(d.getActiveShell(), "Open Straggler Result", message));
    }
}
