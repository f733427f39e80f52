package dev.straggler.internal.build.tests;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.widgets.Display;

import dev.straggler.internal.build.process.ExternalCommand;

/** Files, commands and waiting, for the tests. */
final class Fixtures {

    private Fixtures() {
    }

    /** Writes {@code text} to {@code dir/name} (making folders); returns the file. */
    static Path write(Path dir, String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
        return f;
    }

    /** Runs a command in {@code dir} (at most a minute); returns its standard output and error, interleaved. */
    static List<String> run(Path dir, String... command) throws Exception {
        List<String> lines = new ArrayList<>();
        ExternalCommand.Result r = new ExternalCommand(List.of(command), dir, Map.of()).run(Duration.ofSeconds(60),
                () -> false, l -> {
                    synchronized (lines) {
                        lines.add(l);
                    }
                }, l -> {
                    synchronized (lines) {
                        lines.add(l);
                    }
                });
        if (r.timedOut()) {
            fail(String.join(" ", command) + " did not end within 60 s");
        }
        return lines;
    }

    /** Deletes the project and its folder (the tests' projects are in temporary directories, or new in the workspace). */
    static void delete(String name) throws CoreException {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (p.exists()) {
            p.delete(IResource.ALWAYS_DELETE_PROJECT_CONTENT | IResource.FORCE, null);
        }
    }

    /** Waits until the condition holds, running the UI's events when on its thread; fails with {@code what} after {@code millis}. */
    static void waitUntil(BooleanSupplier condition, long millis, String what) {
        long deadline = System.currentTimeMillis() + millis;
        Display ui = Display.getCurrent();
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                fail("timed out after " + millis / 1000 + " s waiting for " + what);
            }
            if (ui != null) {
                while (ui.readAndDispatch()) {
                    // spin
                }
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                fail("interrupted waiting for " + what);
            }
        }
    }
}
