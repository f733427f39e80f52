package dev.straggler.internal.cli;

/** An error the user can fix (a missing directory, unreadable dumps, a failed run): the message says how; exit 1. */
public final class UserError extends Exception {
    private static final long serialVersionUID = 1L;

    public UserError(String message) {
        super(message);
    }
}
