package dev.straggler.internal.build.diagnostics;

import java.nio.file.Path;

/**
 * One diagnostic of a build: on {@code file} (absolute and normalized; null: on the project as a whole) at {@code line}
 * and {@code column} (1-based; 0: not known).
 */
public record Diagnostic(Path file, int line, int column, Severity severity, String message) {

    public enum Severity {
        ERROR, WARNING
    }

    @Override
    public String toString() {
        return (file == null ? "(project)" : file.toString()) + ":" + line + ":" + column + ": "
                + severity.name().toLowerCase(java.util.Locale.ROOT) + ": " + message;
    }
}
