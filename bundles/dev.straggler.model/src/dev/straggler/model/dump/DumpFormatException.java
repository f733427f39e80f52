package dev.straggler.model.dump;

import java.io.IOException;

/**
 * A dump file or directory that cannot be read. The message names the file, the byte offset (when there is one),
 * the likely cause and what to do, and is meant to be shown to the user as is.
 */
public class DumpFormatException extends IOException {

    private static final long serialVersionUID = 1L;

    /** Offset value when the problem is not at a particular byte. */
    public static final long NO_OFFSET = -1;

    private final String fileName;
    private final long offset;

    /** A problem at byte {@code offset} of the file {@code fileName} (a file name, not a full path). */
    public DumpFormatException(String fileName, long offset, String message) {
        this(fileName, offset, message, null);
    }

    /** A problem at byte {@code offset} of the file {@code fileName}, caused by {@code cause}. */
    public DumpFormatException(String fileName, long offset, String message, Throwable cause) {
        super(message, cause);
        this.fileName = fileName;
        this.offset = offset;
    }

    /** A problem that is not about one file (e.g. a directory without dumps). */
    public DumpFormatException(String message) {
        this(null, NO_OFFSET, message, null);
    }

    /** The name of the file, {@code null} when the problem is not about one file. */
    public String getFileName() {
        return fileName;
    }

    /** The byte offset of the problem in the file, {@link #NO_OFFSET} when there is none. */
    public long getOffset() {
        return offset;
    }
}
