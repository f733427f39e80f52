package dev.straggler.launch;

/** A problem the user can fix (wrong path, no MPI, no runtime library): the message says how. */
public class LaunchException extends Exception {
    private static final long serialVersionUID = 1L;

    public LaunchException(String message) {
        super(message);
    }

    public LaunchException(String message, Throwable cause) {
        super(message, cause);
    }
}
