/*
 * comm_mismatch.c - a message sent on one communicator, received on another of the same size and name.
 *
 * Two libraries each duplicate MPI_COMM_WORLD for their own messages; neither names its communicator. Rank 0 sends
 * rank 2 a request on the first library's communicator (the bug: it belongs to the second), then waits in
 * MPI_Barrier; rank 2 waits for it on the second library's. Ranks 1 and 3 wait in MPI_Barrier. Each communicator is
 * used by one side only: only their ids, which every member computes alike, tell them apart.
 *
 * Expected queues (mpirun -np 4):
 *   ranks 0-1,3 waits collective: waiting for 2
 *   rank 2 waits receive from 0 tag 5: unmatched, posted 1, partner posted 0,
 *     hint "rank 0 posted 1 send to rank 2 with tag 5 on another communicator of 4 that no receive can take:
 *     another communicator?"
 * Why: rank 0's counts hold 1 send to rank 2 with tag 5, on the first communicator, and none on the second.
 *
 * usage: comm_mismatch
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm first, second;
    MPI_Comm_dup(MPI_COMM_WORLD, &first);
    MPI_Comm_dup(MPI_COMM_WORLD, &second);
    int request = 42;
    if (rank == 0) {
        MPI_Send(&request, 1, MPI_INT, 2, 5, first); /* the bug: the second library's communicator */
    } else if (rank == 2) {
        MPI_Recv(&request, 1, MPI_INT, 0, 5, second, MPI_STATUS_IGNORE);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Comm_free(&first);
    MPI_Comm_free(&second);
    MPI_Finalize();
    return 0;
}
