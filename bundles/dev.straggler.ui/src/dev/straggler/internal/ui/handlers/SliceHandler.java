package dev.straggler.internal.ui.handlers;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.HandlerEvent;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;

import dev.straggler.internal.ui.views.SourceOpener;
import dev.straggler.launch.ide.ActiveSlice;
import dev.straggler.source.slice.SourceLine;

/**
 * Next / Previous / Clear Slice: step the {@link ActiveSlice} (the editors and the Slice view follow it); each is
 * enabled when the active diagnosis has a slice it can step. Next also opens the editor at the new increment's
 * {@link ActiveSlice.Snapshot#focus() focus}: the partner's side of its blocked call (e.g. the send a receive waits
 * for, in the partner's file), else its own line.
 */
public abstract class SliceHandler extends AbstractHandler {

    public static final String NEXT_ID = "dev.straggler.ui.nextSlice";
    public static final String PREVIOUS_ID = "dev.straggler.ui.previousSlice";
    public static final String CLEAR_ID = "dev.straggler.ui.clearSlice";

    private final ActiveSlice.Listener listener = () -> {
        if (PlatformUI.isWorkbenchRunning()) {
            Display d = PlatformUI.getWorkbench().getDisplay();
            if (!d.isDisposed()) {
                d.asyncExec(() -> fireHandlerChanged(new HandlerEvent(this, true, false)));
            }
        }
    };

    SliceHandler() {
        ActiveSlice.addListener(listener);
    }

    @Override
    public void dispose() {
        ActiveSlice.removeListener(listener);
        super.dispose();
    }

    @Override
    public Object execute(ExecutionEvent event) {
        if (step()) {
            stepped(HandlerUtil.getActiveWorkbenchWindow(event));
        }
        return null;
    }

    abstract boolean step();

    /** After a step: nothing to do but for Next. */
    void stepped(IWorkbenchWindow window) {
    }

    /** Adds the next increment. */
    public static class Next extends SliceHandler {
        @Override
        public boolean isEnabled() {
            return ActiveSlice.get().canNext();
        }

        @Override
        boolean step() {
            return ActiveSlice.next();
        }

        @Override
        void stepped(IWorkbenchWindow window) {
            ActiveSlice.Snapshot s = ActiveSlice.get();
            SourceLine focus = s.focus();
            if (focus != null && window != null && window.getActivePage() != null) {
                SourceOpener.open(window.getActivePage(), s.session().result().job(), focus.file(), focus.line(),
                        m -> ILog.of(SliceHandler.class).log(Status.warning("Next Slice: " + m)));
            }
        }
    }

    /** Takes the newest increment off. */
    public static class Previous extends SliceHandler {
        @Override
        public boolean isEnabled() {
            return ActiveSlice.get().canPrevious();
        }

        @Override
        boolean step() {
            return ActiveSlice.previous();
        }
    }

    /** Hides the slice. */
    public static class Clear extends SliceHandler {
        @Override
        public boolean isEnabled() {
            return ActiveSlice.get().canClear();
        }

        @Override
        boolean step() {
            return ActiveSlice.clear();
        }
    }
}
