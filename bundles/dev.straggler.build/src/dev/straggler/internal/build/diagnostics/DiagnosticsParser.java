package dev.straggler.internal.build.diagnostics;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.straggler.internal.build.diagnostics.Diagnostic.Severity;

/**
 * Reads a build's output, one line at a time, into {@link Diagnostic}s, each once (a header's warning that every
 * source including it repeats is one diagnostic). What it understands:
 * <ul>
 * <li>GCC and Clang: {@code file:line:col: error|fatal error|warning: message}, also without the column; notes
 * ({@code note:}) and {@code In file included from} are context, not diagnostics;</li>
 * <li>the linker: {@code file.c:2: undefined reference to `f'} (with debug information), {@code file.c:(.text+0x1e):
 * undefined reference to `f'} (without: on the file, no line), and other {@code ld: ...}
 * errors such as a missing library (on the project);</li>
 * <li>make: {@code Makefile:5: *** missing separator.  Stop.} (on the makefile's line) and
 * {@code make: *** No rule to make target ...} (on the project); its {@code make: *** [...] Error 1} lines only repeat
 * a failure said before and are skipped;</li>
 * <li>CMake: {@code CMake Error at CMakeLists.txt:4 (add_executable):} with its indented message that follows;</li>
 * <li>{@code make[1]: Entering directory '...'} and {@code Leaving directory}: relative file names resolve against the
 * directory make is in (the build runs {@code make -w}).</li>
 * </ul>
 * ANSI colour sequences are ignored.
 */
public final class DiagnosticsParser {

    private static final Pattern ANSI = Pattern.compile("\u001B\\[[0-9;]*[mK]");
    private static final Pattern COMPILER = Pattern.compile(
            "^(.+?):(\\d+):(?:(\\d+):)? (fatal error|error|warning): (.*)$");
    private static final Pattern LINKER_UNDEFINED = Pattern.compile("^(?:.*?: )?([^:\\s]+):\\(\\.[^)]*\\): (.*)$");
    private static final Pattern LINKER_AT_LINE = Pattern.compile(
            "^(?:\\S*ld(?:\\.\\w+)?: )?(.+?):(\\d+): ((?:undefined reference to|multiple definition of) .*)$");
    private static final Pattern LINKER = Pattern.compile("^(?:\\S*/)?ld(?:\\.\\w+)?: (?!.*: in function)(.*)$");
    private static final Pattern MAKE_AT_LINE = Pattern.compile("^(.+?):(\\d+): \\*\\*\\* (.*?)\\.?(?:  Stop\\.)?$");
    private static final Pattern MAKE = Pattern.compile("^g?make(?:\\[\\d+\\])?: \\*\\*\\* (.*?)\\.?(?:  Stop\\.)?$");
    private static final Pattern MAKE_FAILED_TARGET = Pattern.compile("^\\[.*\\] (Error \\d+|Interrupt|Killed.*)$");
    private static final Pattern MAKE_DIR = Pattern.compile(
            "^g?make(?:\\[\\d+\\])?: (Entering|Leaving) directory [`'\"](.*)['\"]$");
    private static final Pattern CMAKE = Pattern.compile("^CMake (Error|Warning)(?: \\(dev\\))? at (.+?):(\\d+)(?: \\(.*\\))?:$");
    private static final Pattern CMAKE_PLAIN = Pattern.compile("^CMake Error: (.*)$");

    private final Deque<Path> directories = new ArrayDeque<>();
    private final Set<Diagnostic> found = new LinkedHashSet<>();
    /** A CMake message being read: its place and severity, the indented lines so far. */
    private Diagnostic cmakePending;
    private StringBuilder cmakeText;

    /** A parser for a build run in {@code directory} (relative names resolve against it). */
    public DiagnosticsParser(Path directory) {
        directories.push(directory.toAbsolutePath().normalize());
    }

    /** Reads one line of output; returns the diagnostics it completes that were not seen before (usually none or one). */
    public List<Diagnostic> accept(String rawLine) {
        String line = ANSI.matcher(rawLine).replaceAll("");
        List<Diagnostic> out = new ArrayList<>();
        if (cmakePending != null) {
            if (line.startsWith("-- ")) {
                return out; // CMake's status, on standard output: it may come between a message's lines (on standard error)
            }
            if (line.startsWith(" ") || (line.isEmpty() && cmakeText.isEmpty())) {
                if (!line.isBlank()) {
                    cmakeText.append(cmakeText.isEmpty() ? "" : " ").append(line.trim());
                }
                return out;
            }
            flushCmake(out);
        }
        Matcher m;
        if ((m = MAKE_DIR.matcher(line)).matches()) {
            if (m.group(1).equals("Entering")) {
                directories.push(resolve(m.group(2)));
            } else if (directories.size() > 1) {
                directories.pop();
            }
        } else if ((m = COMPILER.matcher(line)).matches()) {
            Severity s = m.group(4).equals("warning") ? Severity.WARNING : Severity.ERROR;
            int column = m.group(3) == null ? 0 : Integer.parseInt(m.group(3));
            add(out, new Diagnostic(resolve(m.group(1)), Integer.parseInt(m.group(2)), column, s, m.group(5).trim()));
        } else if ((m = CMAKE.matcher(line)).matches()) {
            Severity s = m.group(1).equals("Error") ? Severity.ERROR : Severity.WARNING;
            cmakePending = new Diagnostic(resolve(m.group(2)), Integer.parseInt(m.group(3)), 0, s, "CMake " + m.group(1));
            cmakeText = new StringBuilder();
        } else if ((m = CMAKE_PLAIN.matcher(line)).matches()) {
            add(out, new Diagnostic(null, 0, 0, Severity.ERROR, "CMake: " + m.group(1).trim()));
        } else if ((m = MAKE.matcher(line)).matches()) {
            if (!MAKE_FAILED_TARGET.matcher(m.group(1)).matches()) {
                add(out, new Diagnostic(null, 0, 0, Severity.ERROR, "make: " + m.group(1).trim()));
            }
        } else if ((m = MAKE_AT_LINE.matcher(line)).matches()) {
            add(out, new Diagnostic(resolve(m.group(1)), Integer.parseInt(m.group(2)), 0, Severity.ERROR,
                    "make: " + m.group(3).trim()));
        } else if ((m = LINKER_AT_LINE.matcher(line)).matches()) {
            add(out, new Diagnostic(resolve(m.group(1)), Integer.parseInt(m.group(2)), 0, Severity.ERROR, m.group(3).trim()));
        } else if ((m = LINKER_UNDEFINED.matcher(line)).matches() && m.group(2).contains("undefined reference")) {
            add(out, new Diagnostic(resolve(m.group(1)), 0, 0, Severity.ERROR, m.group(2).trim()));
        } else if ((m = LINKER.matcher(line)).matches() && !m.group(1).contains("undefined reference")) {
            add(out, new Diagnostic(null, 0, 0, Severity.ERROR, "ld: " + m.group(1).trim()));
        }
        return out;
    }

    /** Ends the output: returns a CMake message still being read, if any. */
    public List<Diagnostic> finish() {
        List<Diagnostic> out = new ArrayList<>();
        if (cmakePending != null) {
            flushCmake(out);
        }
        return out;
    }

    /** Every diagnostic read so far, in the order first seen. */
    public List<Diagnostic> diagnostics() {
        return List.copyOf(found);
    }

    private void flushCmake(List<Diagnostic> out) {
        Diagnostic d = cmakePending;
        String text = cmakeText.toString().trim();
        add(out, new Diagnostic(d.file(), d.line(), 0, d.severity(), text.isEmpty() ? d.message() : d.message() + ": " + text));
        cmakePending = null;
        cmakeText = null;
    }

    private void add(List<Diagnostic> out, Diagnostic d) {
        if (found.add(d)) {
            out.add(d);
        }
    }

    private Path resolve(String name) {
        return directories.peek().resolve(name.trim()).normalize();
    }
}
