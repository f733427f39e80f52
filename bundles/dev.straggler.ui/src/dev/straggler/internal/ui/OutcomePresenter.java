package dev.straggler.internal.ui;

import java.util.function.Consumer;

import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.action.IStatusLineManager;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;

import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.launch.ide.RunOutcome;
import dev.straggler.launch.ide.RunStep;
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
        var site = page.getActivePart() == null ? null : page.getActivePart().getSite();
        org.eclipse.ui.IActionBars bars = site instanceof org.eclipse.ui.IViewSite vs ? vs.getActionBars()
                : site instanceof org.eclipse.ui.IEditorSite es ? es.getActionBars() : null;
        status(bars == null ? null : bars.getStatusLineManager(), NLS.bind(Messages.Outcome_status, outcome.headline()));
    }

    /**
     * The status line that shows the latest outcome: a part's own, which shows its message again whenever the part
     * is activated, so the one of an older run is cleared when a newer run ends (it showed the older run's outcome).
     */
    private static java.lang.ref.WeakReference<IStatusLineManager> statusLine = new java.lang.ref.WeakReference<>(null);

    /** Shows {@code message} on {@code line} (null: nowhere) and clears the older outcome's status line. UI thread. */
    private static void status(IStatusLineManager line, String message) {
        IStatusLineManager old = statusLine.get();
        if (old != null && old != line) {
            old.setMessage(null);
        }
        statusLine = new java.lang.ref.WeakReference<>(line);
        if (line != null) {
            line.setMessage(message);
        }
    }

    /** For tests: the status line the latest outcome was shown on, or null. */
    public static IStatusLineManager statusLine() {
        return statusLine.get();
    }

    /** Appends the outcome to the run's console in the console's normal colour (the MPI library's banner is red). */
    private static void toConsole(RunOutcome outcome) {
        // the job still runs (kept alive): more lines may follow
        RunConsole.write(outcome.launch(), NLS.bind(Messages.Outcome_console, outcome.detail()),
                outcome.exitCode() != null);
    }

    /** Writes every step of a launched run ({@link Topics#RUN_STEP}) into its console, as the progress monitor shows it. */
    public static final class Steps implements Consumer<RunStep> {
        @Override
        public void accept(RunStep step) {
            Presenters.asyncExec(() -> RunConsole.write(step.launch(), NLS.bind(Messages.Step_console, step.text()), false));
        }
    }
}
