/*
 * nbc_order.c - nonblocking collectives waited out of order: in the pair 0-1, rank 0 waits for the
 * pair's MPI_Iallreduce before starting the pair's MPI_Ibarrier, rank 1 waits for the Ibarrier
 * before starting the Iallreduce.
 *
 * Each pair has two communicators: "data" for reductions and "sync" (a duplicate) for the I/O
 * barrier. The I/O task of a pair (the upper rank) synchronizes first; the other task starts both
 * collectives and then waits for them. Rank 0 still runs the old code (the bug), which waits for the
 * reduction before it starts the barrier: each task of pair 0-1 waits for a collective its partner
 * has not started. Pair 2-3 completes; its tasks then wait for everybody in MPI_Barrier on
 * MPI_COMM_WORLD.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0-1 at nbc_order.c:46
 * Expected groups: 0 at nbc_order.c:46; 1 at nbc_order.c:41
 * Why: rank 0 waits (collective, "data") for rank 1 to start the reduction, rank 1 waits (collective,
 * "sync") for rank 0 to start the barrier: a cycle of observed waits, a deadlock. Nothing orders the
 * two waits (different branches, same point on their communicators), so both are least progressed.
 * Ranks 2 and 3 wait for them (victims).
 *
 * usage: nbc_order
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm data, sync;
    MPI_Comm_split(MPI_COMM_WORLD, rank / 2, rank, &data);
    MPI_Comm_dup(data, &sync);
    double local = rank + 1.0, sum = 0;
    MPI_Request reduce_req, barrier_req;
    int prank;
    MPI_Comm_rank(data, &prank);
    int io_task = prank == 1, old_code = rank == 0; /* bug: rank 0 was not moved to the new code */
    if (io_task) {
        MPI_Ibarrier(sync, &barrier_req);
        MPI_Wait(&barrier_req, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 1 */
        MPI_Iallreduce(&local, &sum, 1, MPI_DOUBLE, MPI_SUM, data, &reduce_req);
        MPI_Wait(&reduce_req, MPI_STATUS_IGNORE);
    } else if (old_code) {
        MPI_Iallreduce(&local, &sum, 1, MPI_DOUBLE, MPI_SUM, data, &reduce_req);
        MPI_Wait(&reduce_req, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 0 */
        MPI_Ibarrier(sync, &barrier_req);
        MPI_Wait(&barrier_req, MPI_STATUS_IGNORE);
    } else {
        /* start both, then wait: any order of the waits is fine */
        MPI_Ibarrier(sync, &barrier_req);
        MPI_Iallreduce(&local, &sum, 1, MPI_DOUBLE, MPI_SUM, data, &reduce_req);
        MPI_Wait(&reduce_req, MPI_STATUS_IGNORE);
        MPI_Wait(&barrier_req, MPI_STATUS_IGNORE);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("nbc_order finished: %g\n", sum);
    }
    MPI_Comm_free(&sync);
    MPI_Comm_free(&data);
    MPI_Finalize();
    return 0;
}
