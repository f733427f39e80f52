package dev.straggler.internal.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;

import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.Topics;

/** Shared helpers: example programs, launch configurations, bounded waits that keep the UI responsive. */
public final class UiTestSupport {

    /** Bound for a whole MPI run, launch to published diagnosis. */
    public static final long JOB_TIMEOUT_MILLIS = 120_000;

    private UiTestSupport() {
    }

    public record Expected(String ranks, String file, int line) {
    }

    public static Path examplesBin() {
        String p = System.getProperty("straggler.examples.bin");
        assertTrue(p != null && Files.isDirectory(Path.of(p)),
                "straggler.examples.bin must name the built examples (build the runtime fragment first): " + p);
        return Path.of(p).toAbsolutePath().normalize();
    }

    public static Path examplesSrc() {
        String p = System.getProperty("straggler.examples.src");
        assertTrue(p != null && Files.isDirectory(Path.of(p)), "straggler.examples.src: " + p);
        return Path.of(p).toAbsolutePath().normalize();
    }

    /** The example's header: "Expected diagnosis (mpirun -np 4): least-progressed ranks R at FILE:LINE". */
    public static Expected expected(String example) throws IOException {
        String src = Files.readString(examplesSrc().resolve(example + ".c"));
        Matcher m = Pattern.compile("least-progressed ranks (\\S+) at ([\\w.]+):(\\d+)").matcher(src);
        assertTrue(m.find(), "no expected diagnosis in the header of " + example + ".c");
        return new Expected(m.group(1), m.group(2), Integer.parseInt(m.group(3)));
    }

    /** A project {@code name} with native-runtime/examples linked in as "examples", so ring.c is a workspace file. */
    public static IProject examplesProject(String name) throws CoreException {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (!p.exists()) {
            p.create(null);
        }
        p.open(null);
        IFolder f = p.getFolder("examples");
        if (!f.exists()) {
            f.createLink(IPath.fromOSString(examplesSrc().toString()), IResource.NONE, null);
        }
        return p;
    }

    /**
     * Removes the project {@code name} from the workspace, if there is one, leaving the files (the linked examples are
     * never touched): a test that made it does not leave it to the next, which may expect no project to hold the
     * examples.
     */
    public static void deleteProject(String name) throws CoreException {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (p.exists()) {
            p.delete(IResource.NEVER_DELETE_PROJECT_CONTENT | IResource.FORCE, null);
        }
    }

    public static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    public static void processEvents() {
        Display d = Display.getCurrent();
        while (d.readAndDispatch()) {
            // spin
        }
    }

    /** Processes UI events until {@code condition} holds; fails with {@code what} after {@code millis}. */
    public static void waitUntil(BooleanSupplier condition, long millis, String what) {
        long deadline = System.currentTimeMillis() + millis;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                fail("timed out after " + millis / 1000 + " s waiting for " + what);
            }
            processEvents();
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                fail("interrupted waiting for " + what);
            }
        }
        processEvents();
    }

    /** A configuration of our type for an example, with the settings a root-run, 2-core machine needs. */
    public static ILaunchConfigurationWorkingCopy exampleConfiguration(String name, String example, String project)
            throws CoreException {
        ILaunchManager lm = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationType type = lm.getLaunchConfigurationType(LaunchAttributes.TYPE_ID);
        ILaunchConfigurationWorkingCopy wc = type.newInstance(null, lm.generateLaunchConfigurationName(name));
        wc.setAttribute(LaunchAttributes.EXECUTABLE, examplesBin().resolve(example).toString());
        wc.setAttribute(LaunchAttributes.LAUNCHER, "mpirun");
        wc.setAttribute(LaunchAttributes.RANKS, 4);
        wc.setAttribute(LaunchAttributes.LAUNCHER_ARGUMENTS, "--oversubscribe");
        wc.setAttribute(LaunchAttributes.TIMEOUT_SECONDS, 3);
        wc.setAttribute(LaunchAttributes.ALGORITHM, "dist");
        if (project != null) {
            wc.setAttribute(LaunchAttributes.PROJECT, project);
        }
        wc.setAttribute(ILaunchManager.ATTR_ENVIRONMENT_VARIABLES,
                Map.of("OMPI_ALLOW_RUN_AS_ROOT", "1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1"));
        wc.setAttribute(ILaunchManager.ATTR_APPEND_ENVIRONMENT_VARIABLES, true);
        return wc;
    }

    /** Launches {@code wc} and waits (bounded, UI responsive) for the diagnosis of that launch. */
    public static DiagnosisResult launchAndWait(ILaunchConfigurationWorkingCopy wc) throws CoreException {
        AtomicReference<ILaunch> launched = new AtomicReference<>();
        AtomicReference<DiagnosisResult> published = new AtomicReference<>();
        Consumer<DiagnosisResult> l = r -> {
            if (r.launch() != null && r.launch() == launched.get()) {
                published.set(r);
            }
        };
        Topics.DIAGNOSIS.subscribe(l);
        try {
            launched.set(wc.launch(ILaunchManager.RUN_MODE, null));
            // the launch object is known only after launch() returns: also accept a result published before
            waitUntil(() -> {
                DiagnosisResult latest = Topics.DIAGNOSIS.latest();
                if (published.get() == null && latest != null && latest.launch() == launched.get()) {
                    published.set(latest);
                }
                return published.get() != null;
            }, JOB_TIMEOUT_MILLIS, "the diagnosis of " + wc.getName());
            return published.get();
        } finally {
            Topics.DIAGNOSIS.unsubscribe(l);
        }
    }

    /** The colour of canvas pixel (x, y) as drawn (Control.print into an image). */
    public static RGB pixel(Canvas canvas, int x, int y) {
        Rectangle ca = canvas.getClientArea();
        Image img = new Image(canvas.getDisplay(), ca.width, ca.height);
        GC gc = new GC(img);
        try {
            assertTrue(canvas.print(gc), "Control.print is not supported here");
            ImageData data = img.getImageData();
            return data.palette.getRGB(data.getPixel(x, y));
        } finally {
            gc.dispose();
            img.dispose();
        }
    }

    /** Terminates every launch still running (an MPI job must not outlive its test). */
    public static void terminateAll() {
        for (ILaunch l : DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            try {
                if (!l.isTerminated()) {
                    l.terminate();
                }
            } catch (Exception e) {
                // best effort
            }
        }
    }

    /** The first tree in a view's own widget (the Project Explorer's, the Error Log's entries), or null. */
    public static Tree tree(IViewPart view) {
        var part = view.getSite().getService(MPart.class);
        return part == null ? null : tree((Control) part.getWidget());
    }

    private static Tree tree(Control c) {
        if (c instanceof Tree t) {
            return t;
        }
        if (c instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                Tree t = tree(child);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }
}
