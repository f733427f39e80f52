package dev.straggler.internal.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.Arrays;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.views.IViewDescriptor;
import org.junit.jupiter.api.Test;

/** Window &gt; Show View &gt; Error Log (org.eclipse.ui.views.log, which the product ships): it opens and shows a logged error. */
class ErrorLogUiTest {

    private static final String ERROR_LOG = "org.eclipse.pde.runtime.LogView";

    @Test
    void errorLogViewOpensAndShowsWhatIsLogged() throws Exception {
        IViewDescriptor d = PlatformUI.getWorkbench().getViewRegistry().find(ERROR_LOG);
        assertNotNull(d, "the Error Log view is registered");
        assertEquals("Error Log", d.getLabel());
        String message = "straggler error log test " + System.nanoTime();
        IViewPart view = UiTestSupport.page().showView(ERROR_LOG);
        try {
            ILog.of(ErrorLogUiTest.class).log(Status.error(message));
            Tree tree = UiTestSupport.tree(view);
            assertNotNull(tree, "the Error Log view has a tree of entries");
            UiTestSupport.waitUntil(() -> Arrays.stream(tree.getItems()).map(TreeItem::getText)
                    .anyMatch(t -> t.contains(message)), 20_000, "the logged error in the Error Log view");
        } finally {
            UiTestSupport.page().hideView(view);
        }
    }
}
