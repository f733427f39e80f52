package dev.straggler.model.profile;

/**
 * The crash of a run: which task crashed first, why, and its stack at the crash (innermost frame = the faulting
 * instruction), the starting point of Vrisha's localization for crashes (§5.4.2).
 *
 * @param rank   the crashed task's rank
 * @param reason what happened, e.g. {@code "SIGSEGV"} or {@code "MPI_ERR_OTHER: socket closed"}; may be empty
 * @param stack  the crashed thread's stack at the crash
 */
public record Crash(int rank, String reason, CallStack stack) {

    /** Checks the rank and the stack. */
    public Crash {
        if (rank < 0) {
            throw new IllegalArgumentException("a crash needs the rank of the crashed task: " + rank);
        }
        if (stack == null) {
            throw new IllegalArgumentException("a crash needs the crashed task's stack");
        }
        reason = reason == null ? "" : reason;
    }
}
