package dev.straggler.ui;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

import dev.straggler.ui.views.PdgView;

/** The Straggler perspective: editor area with the PDG view on its right. */
public class StragglerPerspective implements IPerspectiveFactory {

    /** Perspective id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.perspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        layout.addView(PdgView.ID, IPageLayout.RIGHT, 0.6f, layout.getEditorArea());
        layout.addShowViewShortcut(PdgView.ID);
    }
}
