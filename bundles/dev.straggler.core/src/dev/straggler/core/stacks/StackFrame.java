package dev.straggler.core.stacks;

/**
 * One frame of a stack as the prefix tree sees it: function, source file and line (where the frame currently is:
 * the line of the call for a caller frame, of the program counter for the innermost one) and the module it is in.
 * Any of them may be unknown ({@code null}, line 0).
 *
 * @param function the function name, {@code null} when unknown
 * @param file     the source file, {@code null} when unknown
 * @param line     the line, 0 when unknown
 * @param module   the module (executable or shared library path), {@code null} when unknown
 */
public record StackFrame(String function, String file, int line, String module) {

    /** A frame of function, file and line (no module). */
    public static StackFrame of(String function, String file, int line) {
        return new StackFrame(function, file, line, null);
    }

    /**
     * The name a function-level tree merges on: the function, or {@code ??@libfoo.so} for a frame whose function is
     * unknown (unknown frames of one module merge: their addresses differ from task to task, their meaning does not).
     */
    public String functionKey() {
        if (function != null && !function.isEmpty()) {
            return function;
        }
        return module == null || module.isEmpty() ? "??" : "??@" + baseName(module);
    }

    /** What a function+line tree merges on: the function key, file and line. */
    StackFrame lineKey() {
        if (function != null && !function.isEmpty() && module == null) {
            return this;
        }
        return new StackFrame(functionKey(), file, line, null);
    }

    /** "function (file:line)", "function" without a line, "??@module" when unknown. */
    public String describe(boolean withLine) {
        String name = functionKey();
        if (withLine && file != null && !file.isEmpty() && line > 0) {
            return name + " (" + baseName(file) + ":" + line + ")";
        }
        return name;
    }

    static String baseName(String path) {
        int i = path.lastIndexOf('/');
        return i >= 0 ? path.substring(i + 1) : path;
    }
}
