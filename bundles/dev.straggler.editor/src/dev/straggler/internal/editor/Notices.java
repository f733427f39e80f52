package dev.straggler.internal.editor;

import java.util.HashSet;
import java.util.Set;

import org.eclipse.jface.notifications.NotificationPopup;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;

import dev.straggler.internal.editor.lsp.ClangdServer;

/**
 * What the user is told about clangd, as a notification (the same message in the Error Log, written by the server):
 * that it is unavailable and how to install it or where to set its path, once per message until its preferences
 * change; that a compilation database was generated.
 */
public final class Notices implements ClangdServer.StatusListener {

    /** The notification titles. */
    public static final String UNAVAILABLE_TITLE = "C/C++ editor: clangd is not available";
    public static final String NOTE_TITLE = "C/C++ editor";

    private final Set<String> shown = new HashSet<>();
    private volatile String lastUnavailable;
    private volatile String lastNote;
    private volatile NotificationPopup lastPopup;

    @Override
    public void unavailable(String message) {
        lastUnavailable = message;
        synchronized (shown) {
            if (!shown.add(message)) {
                return;
            }
        }
        show(UNAVAILABLE_TITLE, message);
    }

    @Override
    public void note(String message) {
        lastNote = message;
        show(NOTE_TITLE, message);
    }

    /** Forgets what was shown (clangd's preferences changed: a failure is said again). */
    public void reset() {
        synchronized (shown) {
            shown.clear();
        }
        lastUnavailable = null;
    }

    /** The last unavailability message (for the tests), or null. */
    public String lastUnavailable() {
        return lastUnavailable;
    }

    /** The last note (for the tests), or null. */
    public String lastNote() {
        return lastNote;
    }

    /** The last notification opened (for the tests and screenshots), or null. */
    public NotificationPopup lastPopup() {
        return lastPopup;
    }

    private void show(String title, String message) {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        Display d = PlatformUI.getWorkbench().getDisplay();
        d.asyncExec(() -> {
            if (d.isDisposed()) {
                return;
            }
            NotificationPopup p = NotificationPopup.forDisplay(d).title(title, true).text(message).delay(20_000).build();
            p.open();
            lastPopup = p;
        });
    }
}
