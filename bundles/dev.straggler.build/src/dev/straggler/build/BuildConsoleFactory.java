package dev.straggler.build;

import org.eclipse.core.resources.IProject;

/**
 * Where the builder writes a build's output: contributed through the extension point
 * {@code dev.straggler.build.buildConsoles} (the UI's "Straggler Build" console). Called from the build's thread.
 */
public interface BuildConsoleFactory {

    /** What a line is: the builder's own words, a command it runs, or the command's standard output or error. */
    enum Kind {
        INFO, COMMAND, OUTPUT, ERROR
    }

    /** One build's output. */
    interface BuildLog extends AutoCloseable {
        void line(Kind kind, String text);

        @Override
        void close();
    }

    /** The log of a build of {@code project} that starts now. */
    BuildLog open(IProject project);
}
