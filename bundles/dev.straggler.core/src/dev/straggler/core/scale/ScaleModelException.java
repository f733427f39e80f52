package dev.straggler.core.scale;

/**
 * Why a scale model cannot be trained, loaded, saved or used on a run: too few training scales, runs of different
 * programs, a missing profile, a bad model file. The message is one sentence or two for the user, naming the run or
 * file and what to do; no stack trace is needed to understand it.
 */
public class ScaleModelException extends Exception {

    private static final long serialVersionUID = 1L;

    /** A problem described by {@code message}. */
    public ScaleModelException(String message) {
        super(message);
    }

    /** A problem described by {@code message}, caused by {@code cause}. */
    public ScaleModelException(String message, Throwable cause) {
        super(message, cause);
    }
}
