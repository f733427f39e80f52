package dev.straggler.model.profile;

import java.util.Objects;

/**
 * One frame of a call stack in a communication profile: where the code is, as the runtime records it (the module and
 * the offset of the address in it) and, once symbolized, the function, source file and line.
 * <p>
 * <b>Identity is the location, not the symbols:</b> {@link #equals(Object)} and {@link #hashCode()} compare the
 * module and the offset only, so a frame read from a file and the same frame after symbolization are equal, and two
 * runs of one build of a program agree on every frame they share. Symbolization (which reads the executable and
 * libraries) returns new frames with {@link #withSymbols(String, String, int)}; a profile is immutable.
 * <p>
 * For a caller frame the offset is a return address (the instruction after the call): a symbolizer looks up
 * {@code offset - 1} to find the line of the call. The innermost frame of a crash stack is the faulting instruction
 * itself.
 */
public final class ProfileFrame {

    private final String module;
    private final long offset;
    private final String function;
    private final String file;
    private final int line;

    /**
     * A frame.
     *
     * @param module   the module (executable or shared library path) the address is in; {@code null} when the address
     *                 is in no known module (then {@code offset} is the absolute address)
     * @param offset   the offset of the address in the module
     * @param function the function, {@code null} when not (yet) symbolized or unknown
     * @param file     the source file, {@code null} when unknown
     * @param line     the source line, 0 when unknown
     */
    public ProfileFrame(String module, long offset, String function, String file, int line) {
        if (line < 0) {
            throw new IllegalArgumentException("a line must not be negative: " + line);
        }
        this.module = module == null || module.isEmpty() ? null : module;
        this.offset = offset;
        this.function = function == null || function.isEmpty() ? null : function;
        this.file = file == null || file.isEmpty() ? null : file;
        this.line = line;
    }

    /** An unsymbolized frame: module and offset only. */
    public static ProfileFrame of(String module, long offset) {
        return new ProfileFrame(module, offset, null, null, 0);
    }

    /** The same location with the given symbols. */
    public ProfileFrame withSymbols(String function, String file, int line) {
        return new ProfileFrame(module, offset, function, file, line);
    }

    /** The module path, {@code null} when unknown. */
    public String module() {
        return module;
    }

    /** The offset in the module (the absolute address when the module is unknown). */
    public long offset() {
        return offset;
    }

    /** The function, {@code null} when unknown. */
    public String function() {
        return function;
    }

    /** The source file, {@code null} when unknown. */
    public String file() {
        return file;
    }

    /** The source line, 0 when unknown. */
    public int line() {
        return line;
    }

    /** True when function, file and line are known. */
    public boolean hasSourceLocation() {
        return function != null && file != null && line > 0;
    }

    /**
     * How the frame reads to a user: {@code "function (file.c:42)"}, {@code "function (libfoo.so+0x1a2b)"} without a
     * line, {@code "?? (libfoo.so+0x1a2b)"} unsymbolized.
     */
    public String describe() {
        String fn = function == null ? "??" : function;
        if (file != null && line > 0) {
            return fn + " (" + baseName(file) + ":" + line + ")";
        }
        return fn + " (" + (module == null ? "" : baseName(module)) + "+0x" + Long.toHexString(offset) + ")";
    }

    private static String baseName(String path) {
        int i = path.lastIndexOf('/');
        return i >= 0 ? path.substring(i + 1) : path;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof ProfileFrame other && offset == other.offset && Objects.equals(module, other.module);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(module) * 31 + Long.hashCode(offset);
    }

    @Override
    public String toString() {
        return (module == null ? "" : module) + "+0x" + Long.toHexString(offset)
                + (function == null ? "" : " " + describe());
    }
}
