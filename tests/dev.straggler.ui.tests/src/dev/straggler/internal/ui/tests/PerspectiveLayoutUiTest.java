package dev.straggler.internal.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;

import dev.straggler.internal.ui.StragglerPerspective;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.ui.fixtures.Screens;

/**
 * The Straggler perspective as a person sees it on opening it: the Project Explorer is on the left of the editor area,
 * created by its own bundle (not the workbench's error part) and drawn with a real size, and the PDG view on the right.
 */
class PerspectiveLayoutUiTest {

    private static final String PROJECT = "perspective-layout";

    @AfterEach
    void removeProject() throws Exception {
        UiTestSupport.deleteProject(PROJECT);
    }

    @Test
    void projectExplorerIsShownLeftOfTheEditorArea() throws Exception {
        Shell shell = Screens.workbenchShell();
        PlatformUI.getWorkbench().showPerspective(StragglerPerspective.ID, PlatformUI.getWorkbench().getActiveWorkbenchWindow());
        IWorkbenchPage page = UiTestSupport.page();
        // the layout StragglerPerspective makes, not what earlier tests left of it
        page.resetPerspective();
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        project.create(null);
        project.open(null);
        UiTestSupport.processEvents();

        IViewReference ref = page.findViewReference(IPageLayout.ID_PROJECT_EXPLORER);
        assertNotNull(ref, "the perspective has no Project Explorer");
        IViewPart explorer = ref.getView(true);
        assertNotNull(explorer, "the Project Explorer part was not created");
        assertEquals("org.eclipse.ui.navigator.resources", FrameworkUtil.getBundle(explorer.getClass()).getSymbolicName(),
                "the Project Explorer is the navigator's part, not the workbench's error part: " + explorer.getClass().getName());
        assertTrue(page.isPartVisible(explorer), "the Project Explorer is not the visible part of its stack");

        Control explorerControl = control(explorer);
        UiTestSupport.waitUntil(() -> explorerControl.isVisible() && explorerControl.getSize().x > 0
                && explorerControl.getSize().y > 0, 10_000, "the Project Explorer drawn with a size");
        Tree tree = find(explorerControl, Tree.class);
        assertNotNull(tree, "no tree in the Project Explorer");
        UiTestSupport.waitUntil(() -> hasItem(tree, PROJECT), 10_000, "the project " + PROJECT + " in the Project Explorer");
        assertTrue(tree.isVisible(), "the Project Explorer's tree is not visible");

        Rectangle shellArea = shell.getDisplay().map(shell, null, shell.getClientArea());
        Rectangle explorerArea = onDisplay(explorerControl);
        assertTrue(explorerArea.width >= 100 && explorerArea.height >= 200,
                "the Project Explorer is too small to use: " + explorerArea);
        assertTrue(explorerArea.x - shellArea.x < shellArea.width / 10,
                "the Project Explorer is not at the window's left edge: " + explorerArea + " in " + shellArea);
        assertTrue(explorerArea.width < shellArea.width / 3,
                "the Project Explorer takes too much of the window: " + explorerArea + " in " + shellArea);

        IViewPart pdg = page.showView(PdgView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
        UiTestSupport.processEvents();
        Rectangle pdgArea = onDisplay(control(pdg));
        assertTrue(explorerArea.x + explorerArea.width <= pdgArea.x,
                "the Project Explorer " + explorerArea + " is not left of the PDG view " + pdgArea);

        FeedbackUiTest.shot(shell, "project-explorer.png");
    }

    /** The composite the workbench renders the part into. */
    private static Control control(IViewPart part) {
        MPart model = part.getSite().getService(MPart.class);
        assertNotNull(model, "no model element for " + part.getSite().getId());
        assertTrue(model.getWidget() instanceof Control, "no widget for " + part.getSite().getId());
        return (Control) model.getWidget();
    }

    private static Rectangle onDisplay(Control c) {
        return c.getDisplay().map(c.getParent(), null, c.getBounds());
    }

    private static boolean hasItem(Tree tree, String text) {
        for (TreeItem i : tree.getItems()) {
            if (text.equals(i.getText())) {
                return true;
            }
        }
        return false;
    }

    private static <T extends Control> T find(Control c, Class<T> type) {
        if (type.isInstance(c)) {
            return type.cast(c);
        }
        if (c instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                T t = find(child, type);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }
}
