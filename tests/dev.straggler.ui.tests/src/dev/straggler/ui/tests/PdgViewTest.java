package dev.straggler.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

class PdgViewTest {

    private static final String VIEW_ID = "dev.straggler.ui.pdgView";

    @Test
    void placeholderViewOpens() throws Exception {
        assertTrue(PlatformUI.isWorkbenchRunning());
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        IViewPart view = page.showView(VIEW_ID);
        while (Display.getCurrent().readAndDispatch()) {
            // let the view paint
        }
        assertNotNull(view);
        // dev.straggler.ui.views is not exported: check by name, not by type
        assertEquals("dev.straggler.ui.views.PdgView", view.getClass().getName());
        assertEquals(VIEW_ID, view.getViewSite().getId());
    }
}
