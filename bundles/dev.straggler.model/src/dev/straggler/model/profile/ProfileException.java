package dev.straggler.model.profile;

/**
 * Communication profiles that cannot be read: no profile in a directory, a truncated or damaged file, files of
 * different runs mixed. The message names the file or directory, what is wrong and what to do, and is meant to be
 * shown to the user as is.
 */
public class ProfileException extends Exception {

    private static final long serialVersionUID = 1L;

    /** A problem described by {@code message}. */
    public ProfileException(String message) {
        super(message);
    }

    /** A problem described by {@code message}, caused by {@code cause}. */
    public ProfileException(String message, Throwable cause) {
        super(message, cause);
    }
}
