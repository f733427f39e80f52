package dev.straggler.internal.ui;

import java.io.IOException;
import java.util.function.Consumer;

import org.eclipse.core.runtime.ILog;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.console.IConsole;
import org.eclipse.ui.console.IOConsole;
import org.eclipse.ui.console.IOConsoleOutputStream;

import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.launch.ide.RunOutcome;
import dev.straggler.launch.ide.Topics;

/**
 * Shows every run's outcome ({@link RunOutcome}, classified by the launch layer, published to
 * {@link Topics#RUN_OUTCOME}): in the PDG view's header (so the view never shows an older run's result without saying
 * so), in the run's console as a plain (not red) line, and in the window's status line.
 */
public class OutcomePresenter implements Consumer<RunOutcome> {

    @Override
    public void accept(RunOutcome outcome) {
        Presenters.asyncExec(() -> show(outcome));
    }

    /** Shows {@code outcome}. UI thread. */
    public static void show(RunOutcome outcome) {
        toConsole(outcome);
        IWorkbenchWindow window = Presenters.window();
        IWorkbenchPage page = window == null ? null : window.getActivePage();
        if (page == null) {
            return;
        }
        try {
            IViewPart v = page.findView(PdgView.ID);
            if (v == null && outcome.kind() != RunOutcome.Kind.HANG_DIAGNOSED
                    && outcome.kind() != RunOutcome.Kind.DIAGNOSED_ON_REQUEST) {
                v = page.showView(PdgView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
            }
            if (v instanceof PdgView pdg) {
                pdg.setOutcome(outcome);
            }
        } catch (org.eclipse.ui.PartInitException e) {
            ILog.of(OutcomePresenter.class).warn("cannot show the run's outcome: " + e.getMessage());
        }
        if (page.getActivePart() != null && page.getActivePart().getSite() instanceof org.eclipse.ui.IViewSite vs) {
            vs.getActionBars().getStatusLineManager().setMessage(NLS.bind(Messages.Outcome_status, outcome.headline()));
        }
    }

    /** Appends the outcome to the run's console in the console's normal colour (the MPI library's banner is red). */
    private static void toConsole(RunOutcome outcome) {
        if (outcome.launch() == null) {
            return;
        }
        for (IProcess p : outcome.launch().getProcesses()) {
            IConsole c = DebugUITools.getConsole(p);
            if (c instanceof IOConsole io) {
                IOConsoleOutputStream out = io.newOutputStream();
                try (out) {
                    out.write(NLS.bind(Messages.Outcome_console, outcome.detail()));
                } catch (IOException e) {
                    // the console was closed: the view header still says it
                }
                return;
            }
        }
    }
}
