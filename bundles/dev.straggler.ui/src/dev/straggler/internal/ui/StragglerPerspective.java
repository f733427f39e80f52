package dev.straggler.internal.ui;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.eclipse.ui.console.IConsoleConstants;

import dev.straggler.internal.ui.views.DiffNlrView;
import dev.straggler.internal.ui.views.JsmHeatmapView;
import dev.straggler.internal.ui.views.MessageQueuesView;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.internal.ui.views.PrefixTreeView;
import dev.straggler.internal.ui.views.RankingView;
import dev.straggler.internal.ui.views.ScaleAnomalyView;
import dev.straggler.internal.ui.views.SliceView;

/**
 * The Straggler perspective: the Project Explorer on the left, editor area, the PDG view and the Prefix Tree, Slice,
 * Message Queues and Scale Anomaly views on its right, problems and console below; after a trace comparison the Trace
 * Ranking, JSM Heatmap and diffNLR views join the Prefix Tree's folder, the diffNLR view in front.
 */
public class StragglerPerspective implements IPerspectiveFactory {

    /** Perspective id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.perspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        layout.setEditorAreaVisible(true);
        // the workspace's projects on the left, as in the Resource perspective (org.eclipse.ui.navigator.resources, which
        // org.eclipse.ui.ide.application requires: in every IDE and in the product)
        layout.addView(IPageLayout.ID_PROJECT_EXPLORER, IPageLayout.LEFT, 0.18f, editors);
        layout.addView(PdgView.ID, IPageLayout.RIGHT, 0.45f, editors);
        IFolderLayout lower = layout.createFolder("dev.straggler.ui.lower", IPageLayout.BOTTOM, 0.5f, PdgView.ID);
        lower.addView(PrefixTreeView.ID);
        lower.addView(SliceView.ID);
        lower.addView(MessageQueuesView.ID);
        lower.addView(ScaleAnomalyView.ID);
        // DiffTrace's views appear when a trace comparison is published (TraceDiffPresenter), diffNLR in front: its
        // two columns of text need this folder's width (below the editors, 1280x800 left it unreadably small)
        lower.addPlaceholder(RankingView.ID);
        lower.addPlaceholder(JsmHeatmapView.ID);
        lower.addPlaceholder(DiffNlrView.ID);
        IFolderLayout bottom = layout.createFolder("dev.straggler.ui.bottom", IPageLayout.BOTTOM, 0.7f, editors);
        bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
        bottom.addView(IConsoleConstants.ID_CONSOLE_VIEW);
        layout.addShowViewShortcut(IPageLayout.ID_PROJECT_EXPLORER);
        layout.addShowViewShortcut(PdgView.ID);
        layout.addShowViewShortcut(PrefixTreeView.ID);
        layout.addShowViewShortcut(SliceView.ID);
        layout.addShowViewShortcut(MessageQueuesView.ID);
        layout.addShowViewShortcut(RankingView.ID);
        layout.addShowViewShortcut(DiffNlrView.ID);
        layout.addShowViewShortcut(JsmHeatmapView.ID);
        layout.addShowViewShortcut(ScaleAnomalyView.ID);
        layout.addShowViewShortcut(IPageLayout.ID_PROBLEM_VIEW);
        layout.addShowViewShortcut(IConsoleConstants.ID_CONSOLE_VIEW);
        layout.addActionSet("org.eclipse.debug.ui.launchActionSet");
        layout.addPerspectiveShortcut("org.eclipse.ui.resourcePerspective");
    }
}
