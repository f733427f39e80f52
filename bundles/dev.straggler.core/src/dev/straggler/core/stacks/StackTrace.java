package dev.straggler.core.stacks;

import java.util.List;

/**
 * The stack of one thread of one task.
 *
 * @param rank   the task's MPI rank (world)
 * @param thread the thread id (Linux tid), 0 when not known
 * @param frames the frames, innermost first
 */
public record StackTrace(int rank, long thread, List<StackFrame> frames) {

    public StackTrace {
        if (rank < 0) {
            throw new IllegalArgumentException("a rank must not be negative: " + rank);
        }
        frames = List.copyOf(frames);
    }

    /** The stack of a task's MPI thread. */
    public StackTrace(int rank, List<StackFrame> frames) {
        this(rank, 0, frames);
    }
}
