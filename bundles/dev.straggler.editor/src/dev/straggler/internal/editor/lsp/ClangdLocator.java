package dev.straggler.internal.editor.lsp;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Which clangd the editor starts: the one set in the preferences, else {@code clangd} from the PATH, else the newest
 * {@code clangd-NN} there (Debian and Ubuntu install versioned names next to the plain one's alternative).
 */
public final class ClangdLocator {

    /** What to do when there is none, said once in every message about a missing clangd. */
    public static final String HOW_TO_INSTALL = "Install it with 'apt-get install clangd' (Debian, Ubuntu), or set its path in"
            + " Window > Preferences > Straggler > C/C++ Editor.";

    /** The executable found, or why there is none. */
    public record Found(Path executable, String problem) {
    }

    private ClangdLocator() {
    }

    /** Resolves {@code configured} (empty: search {@code pathVariable}, the PATH's value). */
    public static Found find(String configured, String pathVariable) {
        if (!configured.isEmpty()) {
            Path p = Path.of(configured);
            if (!Files.isRegularFile(p)) {
                return new Found(null, "The clangd set in the preferences, " + configured + ", does not exist.");
            }
            if (!Files.isExecutable(p)) {
                return new Found(null, "The clangd set in the preferences, " + configured + ", is not executable.");
            }
            return new Found(p, null);
        }
        String path = pathVariable == null ? "" : pathVariable;
        Path plain = onPath("clangd", path);
        if (plain != null) {
            return new Found(plain, null);
        }
        for (int v = 40; v >= 10; v--) {
            Path versioned = onPath("clangd-" + v, path);
            if (versioned != null) {
                return new Found(versioned, null);
            }
        }
        return new Found(null, "clangd is not on the PATH.");
    }

    private static Path onPath(String name, String path) {
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            Path p = Path.of(dir, name);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }
}
