package dev.straggler.internal.ui.help;

import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.help.IContext;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.help.AbstractHelpUI;

import dev.straggler.internal.ui.Activator;

/**
 * The product's help UI (extension org.eclipse.ui.helpSupport): Help &gt; Help Contents opens the Straggler user
 * guide's contents page, a topic opens its page, inside the workbench ({@link GuideView}, an embedded browser), so no
 * external browser is needed. The product has no org.eclipse.help.ui (its help window needs the help web application
 * on an embedded Jetty server); the guide's pages are plain HTML in this bundle, extracted to files and opened as
 * such. The table of contents is registered with org.eclipse.help as usual (help/toc.xml), so a product that adds
 * org.eclipse.help.ui shows the same guide there.
 */
public class GuideHelpUI extends AbstractHelpUI {

    /** The guide's folder in this bundle and its first page. */
    public static final String GUIDE = "help/html/";
    public static final String INDEX = "index.html";

    /** How pages are shown; tests replace it to see what would open. */
    private static volatile Consumer<URL> opener = GuideHelpUI::openInView;

    /** For tests: replaces how pages are shown; returns the previous one. */
    public static Consumer<URL> setOpener(Consumer<URL> o) {
        Consumer<URL> old = opener;
        opener = o;
        return old;
    }

    @Override
    public void displayHelp() {
        showContents();
    }

    /** Opens the guide's contents page. */
    public static void showContents() {
        show(GUIDE + INDEX);
    }

    @Override
    public void displayContext(IContext context, int x, int y) {
        displayHelp();
    }

    /** {@code href}: "/dev.straggler.ui/help/html/x.html", "help/html/x.html" or an absolute URL. */
    @Override
    public void displayHelpResource(String href) {
        if (href == null || href.isBlank()) {
            displayHelp();
            return;
        }
        if (href.contains("://")) {
            try {
                opener.accept(URI.create(href).toURL());
            } catch (Exception e) {
                error(NLS.bind(Messages.Open_error, href, e.getMessage()));
            }
            return;
        }
        String prefix = "/" + Activator.PLUGIN_ID + "/";
        show(href.startsWith(prefix) ? href.substring(prefix.length()) : href.replaceFirst("^/", ""));
    }

    @Override
    public boolean isContextHelpDisplayed() {
        return false;
    }

    /** Opens the guide's page {@code path} (relative to this bundle, with an optional #anchor). */
    private static void show(String path) {
        String anchor = "";
        int hash = path.indexOf('#');
        if (hash >= 0) {
            anchor = path.substring(hash);
            path = path.substring(0, hash);
        }
        try {
            Path file = page(path);
            opener.accept(URI.create(file.toUri() + anchor).toURL());
        } catch (IOException e) {
            error(NLS.bind(Messages.Page_error, path, e.getMessage()));
        }
    }

    /**
     * The guide page {@code path} as a file on disk (the guide's folder is extracted once when the bundle is a jar,
     * so its links and style sheet work).
     */
    public static Path page(String path) throws IOException {
        var bundle = Platform.getBundle(Activator.PLUGIN_ID);
        URL dir = bundle == null ? null : bundle.getEntry(GUIDE);
        if (dir == null) {
            throw new IOException("the bundle has no " + GUIDE);
        }
        Path folder = Path.of(URI.create(FileLocator.toFileURL(dir).toString().replace(" ", "%20")));
        Path file = folder.resolve(path.startsWith(GUIDE) ? path.substring(GUIDE.length()) : path).normalize();
        if (!file.startsWith(folder) || !Files.isRegularFile(file)) {
            throw new IOException("no page " + path);
        }
        return file;
    }

    /** Shows {@code url} in the Guide view of the active workbench page (opened, or brought to the front). */
    private static void openInView(URL url) {
        if (PlatformUI.isWorkbenchRunning() && Display.getCurrent() == null) {
            PlatformUI.getWorkbench().getDisplay().asyncExec(() -> openInView(url));
            return;
        }
        IWorkbenchWindow w = PlatformUI.isWorkbenchRunning() ? PlatformUI.getWorkbench().getActiveWorkbenchWindow() : null;
        if (w == null || w.getActivePage() == null) {
            IWorkbenchWindow[] all = PlatformUI.isWorkbenchRunning() ? PlatformUI.getWorkbench().getWorkbenchWindows()
                    : new IWorkbenchWindow[0];
            w = all.length == 0 ? null : all[0];
        }
        if (w == null || w.getActivePage() == null) {
            error(NLS.bind(Messages.Guide_noWindow, url));
            return;
        }
        try {
            ((GuideView) w.getActivePage().showView(GuideView.ID)).show(url);
        } catch (PartInitException e) {
            error(NLS.bind(Messages.Guide_cannotOpen, url, e.getMessage()));
        }
    }

    private static void error(String message) {
        ILog.of(GuideHelpUI.class).log(Status.warning(message));
        Display d = PlatformUI.isWorkbenchRunning() ? PlatformUI.getWorkbench().getDisplay() : null;
        if (d != null && !d.isDisposed()) {
            d.asyncExec(() -> {
                Shell shell = d.getActiveShell();
                MessageDialog.openError(shell, Messages.Guide_title, message);
            });
        }
    }
}
