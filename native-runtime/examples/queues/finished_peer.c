/*
 * finished_peer.c - a receive from a task that finished without sending.
 *
 * Rank 3 returns early when its part of the work is empty (the bug: it still owes rank 2 its result) and calls
 * MPI_Finalize; rank 2 waits for the result (tag 4). Ranks 0 and 1 wait for rank 2 in MPI_Barrier on a communicator
 * of the first three ranks.
 *
 * Expected queues (mpirun -np 4):
 *   ranks 0-1 waits collective: waiting for 2
 *   rank 2 waits receive from 3 tag 4: peer finished, posted 1, partner posted 0, no hint
 *   rank 3 waits collective: waiting for 0-2
 * Why: rank 3 posted no send to rank 2 and is in MPI_Finalize (whose collective on MPI_COMM_WORLD waits for the
 * others): the receive is never matched.
 *
 * usage: finished_peer
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm first3;
    MPI_Comm_split(MPI_COMM_WORLD, rank < 3 ? 0 : MPI_UNDEFINED, rank, &first3);
    double result = 0;
    if (rank == 3) {
        MPI_Finalize(); /* the bug: MPI_Send(&result, 1, MPI_DOUBLE, 2, 4, MPI_COMM_WORLD) first */
        return 0;
    }
    if (rank == 2) {
        MPI_Recv(&result, 1, MPI_DOUBLE, 3, 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Barrier(first3);
    MPI_Comm_free(&first3);
    MPI_Finalize();
    return 0;
}
