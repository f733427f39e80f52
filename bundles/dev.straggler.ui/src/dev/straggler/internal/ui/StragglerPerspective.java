package dev.straggler.internal.ui;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.eclipse.ui.console.IConsoleConstants;

import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.internal.ui.views.PrefixTreeView;
import dev.straggler.internal.ui.views.ScaleAnomalyView;
import dev.straggler.internal.ui.views.SliceView;

/** The Straggler perspective: editor area, the PDG view and the Prefix Tree, Slice and Scale Anomaly views on its right, problems and console below. */
public class StragglerPerspective implements IPerspectiveFactory {

    /** Perspective id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.perspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        layout.setEditorAreaVisible(true);
        layout.addView(PdgView.ID, IPageLayout.RIGHT, 0.45f, editors);
        IFolderLayout lower = layout.createFolder("dev.straggler.ui.lower", IPageLayout.BOTTOM, 0.5f, PdgView.ID);
        lower.addView(PrefixTreeView.ID);
        lower.addView(SliceView.ID);
        lower.addView(ScaleAnomalyView.ID);
        IFolderLayout bottom = layout.createFolder("dev.straggler.ui.bottom", IPageLayout.BOTTOM, 0.7f, editors);
        bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
        bottom.addView(IConsoleConstants.ID_CONSOLE_VIEW);
        layout.addShowViewShortcut(PdgView.ID);
        layout.addShowViewShortcut(PrefixTreeView.ID);
        layout.addShowViewShortcut(SliceView.ID);
        layout.addShowViewShortcut(ScaleAnomalyView.ID);
        layout.addShowViewShortcut(IPageLayout.ID_PROBLEM_VIEW);
        layout.addShowViewShortcut(IConsoleConstants.ID_CONSOLE_VIEW);
        layout.addActionSet("org.eclipse.debug.ui.launchActionSet");
        layout.addPerspectiveShortcut("org.eclipse.ui.resourcePerspective");
    }
}
