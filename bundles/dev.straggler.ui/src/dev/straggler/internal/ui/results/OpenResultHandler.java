package dev.straggler.internal.ui.results;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.ui.handlers.HandlerUtil;

/** File > Open Straggler Result…: see {@link ResultOpener#openWithDialog}. */
public class OpenResultHandler extends AbstractHandler {

    /** Command id (plugin.xml). */
    public static final String COMMAND_ID = "dev.straggler.ui.openResult";

    @Override
    public Object execute(ExecutionEvent event) {
        ResultOpener.openWithDialog(HandlerUtil.getActiveShell(event));
        return null;
    }
}
