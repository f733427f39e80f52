package dev.straggler.internal.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;

/** Screenshots of shells as the screen (Xvfb) shows them, into target/screenshots (for the README, looked at by people). */
public final class Screens {

    private Screens() {
    }

    /** Saves what the screen shows of {@code shell} as {@code name}.png; returns the file. */
    public static Path shot(Shell shell, String name) throws Exception {
        return shotAs(shell, name + ".png");
    }

    /** Whether screenshots were asked for ({@code -Dstraggler.screenshot=true}): tests that take them only then. */
    public static boolean asked() {
        String ask = System.getProperty("straggler.screenshot", "");
        return !ask.isBlank() && !ask.equals("false");
    }

    /** Saves what the screen shows of {@code shell} in target/screenshots under the file name given; returns the file. */
    public static Path shotAs(Shell shell, String fileName) throws Exception {
        shell.forceActive();
        for (int i = 0; i < 5; i++) {
            UiTestSupport.processEvents();
            Thread.sleep(100);
        }
        UiTestSupport.processEvents();
        Rectangle b = shell.getBounds();
        Image img = new Image(shell.getDisplay(), b.width, b.height);
        GC gc = new GC(shell.getDisplay());
        try {
            gc.copyArea(img, b.x, b.y);
            Path dir = Path.of(System.getProperty("straggler.screenshot.dir", "target/screenshots"));
            Files.createDirectories(dir);
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { img.getImageData() };
            Path file = dir.resolve(fileName);
            loader.save(file.toString(), SWT.IMAGE_PNG);
            System.out.println("screenshot: " + file);
            return file;
        } finally {
            gc.dispose();
            img.dispose();
        }
    }

    /** The workbench window at 1280x800 (within the screen), for view screenshots. */
    public static Shell workbenchShell() {
        return workbenchShell(1280, 800);
    }

    /** The workbench window at the size given (within the screen), for view screenshots. */
    public static Shell workbenchShell(int width, int height) {
        Shell shell = org.eclipse.ui.PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        Rectangle screen = shell.getDisplay().getBounds();
        shell.setBounds(0, 0, Math.min(width, screen.width), Math.min(height, screen.height));
        return shell;
    }
}
