package dev.straggler.model.traces;

import java.util.List;

/**
 * The traces of one run: one per (rank, thread) that recorded events, sharing one {@link FunctionTable}. What the
 * trace analyses ({@code dev.straggler.core.traces}) get from a recorded run, and all they get.
 */
public interface TraceSet {

    /** Where the traces come from, for messages: e.g. the dump directory's path. */
    String source();

    /**
     * What program was traced, or {@code null} when unknown: the executable's path as the recorder saw it. Two runs
     * without build ids ({@link #buildId()}) whose non-null values differ are runs of different programs.
     */
    String program();

    /**
     * The executable's GNU build id (the ELF {@code NT_GNU_BUILD_ID} note of the main program, in hex), or
     * {@code null} when the run does not say (recorded by an older runtime, or the run's job information is missing).
     * Two runs with the same build id ran the same build, wherever it was; two with different ones, different builds.
     */
    default String buildId() {
        return null;
    }

    /** The number of ranks of the run ({@code MPI_COMM_WORLD}'s size), or -1 when unknown. */
    int worldSize();

    /** The functions every trace of the run refers to. */
    FunctionTable functions();

    /** The keys of every trace of the run, sorted (by rank, then thread), without duplicates. */
    List<TraceKey> keys();

    /** The trace of {@code key}, or {@code null} when the run has none. */
    Trace trace(TraceKey key);
}
