package dev.straggler.internal.build;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;

import dev.straggler.build.BuildConsoleFactory;
import dev.straggler.build.BuildConsoleFactory.BuildLog;
import dev.straggler.build.BuildConsoleFactory.Kind;

/**
 * The consoles contributed to {@code dev.straggler.build.buildConsoles} (elements {@code <console class="..."/>}), as
 * one log that writes to each of them and keeps the lines for the caller. A contribution that fails is logged once
 * and left out.
 */
final class BuildConsoles {

    static final String EXTENSION_POINT = "dev.straggler.build.buildConsoles";

    private static List<BuildConsoleFactory> factories;

    private BuildConsoles() {
    }

    private static synchronized List<BuildConsoleFactory> factories() {
        if (factories == null) {
            List<BuildConsoleFactory> f = new ArrayList<>();
            for (IConfigurationElement e : Platform.getExtensionRegistry().getConfigurationElementsFor(EXTENSION_POINT)) {
                try {
                    if (e.createExecutableExtension("class") instanceof BuildConsoleFactory c) {
                        f.add(c);
                    }
                } catch (CoreException ex) {
                    ILog.of(BuildConsoles.class).error("Cannot create the build console of " + e.getContributor().getName(), ex);
                }
            }
            factories = List.copyOf(f);
        }
        return factories;
    }

    /** A log of a build of {@code project} to every contributed console. */
    static BuildLog open(IProject project) {
        List<BuildLog> logs = new ArrayList<>();
        for (BuildConsoleFactory f : factories()) {
            logs.add(f.open(project));
        }
        return new BuildLog() {
            @Override
            public void line(Kind kind, String text) {
                logs.forEach(l -> l.line(kind, text));
            }

            @Override
            public void close() {
                logs.forEach(BuildLog::close);
            }
        };
    }
}
