package dev.straggler.internal.ui;

import java.util.function.Consumer;

import org.eclipse.ui.IWorkbenchPage;

import dev.straggler.internal.ui.views.MessageQueuesView;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.internal.ui.views.PrefixTreeView;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.Topics;

/**
 * When a diagnosis is published ({@link Topics#DIAGNOSIS}): opens the Straggler perspective and shows the graph, the
 * stacks and the message queues (on the UI thread).
 */
class DiagnosisPresenter implements Consumer<DiagnosisResult> {

    @Override
    public void accept(DiagnosisResult result) {
        Presenters.asyncExec(() -> show(result));
    }

    /** Shows {@code result} in the Straggler perspective of the active (or first) window. UI thread. */
    public static PdgView show(DiagnosisResult result) {
        return Presenters.inStragglerPerspective("diagnosis", page -> {
            if (page.showView(PrefixTreeView.ID, null, IWorkbenchPage.VIEW_VISIBLE) instanceof PrefixTreeView tree) {
                tree.setResult(result);
            }
            if (page.showView(MessageQueuesView.ID, null, IWorkbenchPage.VIEW_CREATE) instanceof MessageQueuesView queues) {
                queues.setResult(result);
            }
            PdgView view = (PdgView) page.showView(PdgView.ID);
            view.setResult(result);
            return view;
        });
    }
}
