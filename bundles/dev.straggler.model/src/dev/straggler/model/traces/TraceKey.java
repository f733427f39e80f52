package dev.straggler.model.traces;

/**
 * Which trace of a run: the MPI rank (world rank, from 0) and the logical thread of that rank. The thread is not
 * an OS thread id: it is an index that is the same for "the same" thread in two runs of the program, so that the
 * normal and the faulty run's traces can be paired (0 is the thread that called {@code MPI_Init}; the recorder
 * numbers the others, e.g. by OpenMP thread number or order of creation, and documents how). Ordered by rank,
 * then thread.
 */
public record TraceKey(int rank, int thread) implements Comparable<TraceKey> {

    public TraceKey {
        if (rank < 0 || thread < 0) {
            throw new IllegalArgumentException("rank and thread must be >= 0: " + rank + "." + thread);
        }
    }

    @Override
    public int compareTo(TraceKey o) {
        int c = Integer.compare(rank, o.rank);
        return c != 0 ? c : Integer.compare(thread, o.thread);
    }

    /** {@code rank.thread}, as the paper's tables write it (e.g. {@code 6.2}). */
    @Override
    public String toString() {
        return rank + "." + thread;
    }
}
