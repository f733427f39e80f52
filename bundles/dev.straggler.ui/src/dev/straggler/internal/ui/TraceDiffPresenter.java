package dev.straggler.internal.ui;

import java.util.function.Consumer;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;

import dev.straggler.core.traces.TraceDiff;
import dev.straggler.internal.ui.views.DiffNlrView;
import dev.straggler.internal.ui.views.JsmHeatmapView;
import dev.straggler.internal.ui.views.RankingView;
import dev.straggler.launch.ide.Topics;

/**
 * When a trace comparison is published ({@link Topics#TRACE_DIFF}: a launch with a normal run to compare with ended,
 * or Compare Runs): opens the Straggler perspective with the ranking table, the JSM heatmap and the diffNLR of the top
 * suspect, which read the comparison themselves. UI thread.
 */
class TraceDiffPresenter implements Consumer<TraceDiff> {

    @Override
    public void accept(TraceDiff diff) {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        Presenters.inStragglerPerspective("trace comparison", page -> {
            page.showView(JsmHeatmapView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
            page.showView(RankingView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
            return page.showView(DiffNlrView.ID);
        });
    }
}
