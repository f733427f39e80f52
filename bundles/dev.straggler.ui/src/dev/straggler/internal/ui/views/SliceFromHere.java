package dev.straggler.internal.ui.views;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;

import dev.straggler.launch.ide.ActiveSlice;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.SliceJob;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.source.slice.SourceLine;

/**
 * The "Slice from Here" action of the PDG and Prefix Tree views: computes the slice from the chosen node
 * ({@link SliceJob}), then shows the Slice view and opens the editor at the line it starts from.
 */
final class SliceFromHere {

    private SliceFromHere() {
    }

    /** The published result of {@code d}, or one made for it (a diagnosis shown without a launch). */
    static DiagnosisResult result(Job job, Diagnosis d) {
        DiagnosisResult latest = Topics.DIAGNOSIS.latest();
        if (latest != null && latest.diagnosis() == d) {
            return latest;
        }
        // for the slice only, which needs no run notes (reading them here would read files on the UI thread)
        return new DiagnosisResult(null, "", job, d, job.getDumpDir() == null ? null : Path.of(job.getDumpDir()), List.of(),
                false, List.of());
    }

    /**
     * An action that runs {@code start}, which schedules a {@link SliceJob} (or returns null: no task group to
     * start from, which the user is told).
     */
    static Action action(IWorkbenchPage page, boolean enabled, Supplier<SliceJob> start) {
        Action a = new Action(Messages.SliceFromHere) {
            @Override
            public void run() {
                SliceJob j = start.get();
                if (j == null) {
                    MessageDialog.openInformation(page.getWorkbenchWindow().getShell(), Messages.SliceFromHere,
                            Messages.SliceFromHere_nothing);
                } else {
                    j.addJobChangeListener(new JobChangeAdapter() {
                        @Override
                        public void done(IJobChangeEvent e) {
                            if (e.getResult().getSeverity() != IStatus.CANCEL && !page.getWorkbenchWindow().getShell().isDisposed()) {
                                Display d = page.getWorkbenchWindow().getShell().getDisplay();
                                d.asyncExec(() -> reveal(page));
                            }
                        }
                    });
                }
            }
        };
        a.setToolTipText(Messages.SliceFromHere_tooltip);
        a.setEnabled(enabled);
        return a;
    }

    private static void reveal(IWorkbenchPage page) {
        ActiveSlice.Snapshot s = ActiveSlice.get();
        try {
            page.showView(SliceView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
        } catch (PartInitException e) {
            // the editor still shows the slice
        }
        SourceLine c = s.shown() ? s.session().increments().get(0).criterion() : null;
        if (c != null) {
            SourceOpener.open(page, s.session().result().job(), c.file(), c.line(), m -> { });
        }
    }
}
