package dev.straggler.launch.inject;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A function of the application with debug information, where faults are injected.
 *
 * @param file the source file as the debug information names it
 * @param name the function's name
 */
public record UserFunction(String file, String name) {

    /** gdb's location of the function: {@code FILE:NAME} (static functions of the same name in other files stay apart). */
    public String location() {
        return file + ":" + name;
    }

    /** "name (file.c)" */
    @Override
    public String toString() {
        return name + " (" + baseName(file) + ")";
    }

    static String baseName(String path) {
        int i = path.lastIndexOf('/');
        return i >= 0 ? path.substring(i + 1) : path;
    }

    private static final Pattern DECLARATION = Pattern.compile("^\\d+:\\s+(.*?)([A-Za-z_][A-Za-z0-9_]*)\\s*\\(.*\\);\\s*$");

    /**
     * The functions with debug information of {@code executable} (gdb's {@code info functions} of the
     * file, so no shared library's), except {@code main} and functions of system headers.
     */
    public static List<UserFunction> of(Path executable, Gdb gdb) throws IOException {
        String out = gdb.batch(List.of("-ex", "info functions"), executable.toString());
        List<UserFunction> fs = new ArrayList<>();
        String file = null;
        for (String line : out.split("\n")) {
            if (line.startsWith("File ") && line.endsWith(":")) {
                file = line.substring(5, line.length() - 1);
                continue;
            }
            if (line.startsWith("Non-debugging symbols")) {
                break;
            }
            Matcher m = DECLARATION.matcher(line);
            if (file != null && m.matches() && !m.group(2).equals("main") && !file.startsWith("/usr/")
                    && !file.startsWith("/lib")) {
                fs.add(new UserFunction(file, m.group(2)));
            }
        }
        return fs;
    }
}
