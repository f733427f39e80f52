package dev.straggler.internal.cli;

/** Bad usage of the command line: the message says what is wrong; {@code straggler} prints it with the usage, exit 2. */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
