/*
 * deadlock.c - a receive-receive deadlock between ranks 0 and 1.
 *
 * Ranks pair up (0-1, 2-3, ...) and exchange a value. In a well-ordered pair the even rank sends
 * first; the pair 0-1 takes the other branch (the bug: rank 0 should send first), so both block
 * in MPI_Recv waiting for each other, and the other pairs wait for them in MPI_Barrier.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0-1 at deadlock.c:27
 *
 * usage: deadlock
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int partner = rank ^ 1, mine = rank * 10, theirs = -1;
    if (partner < size) {
        if (rank % 2 == 0 && rank >= 2) {
            MPI_Send(&mine, 1, MPI_INT, partner, 0, MPI_COMM_WORLD);
            MPI_Recv(&theirs, 1, MPI_INT, partner, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(&theirs, 1, MPI_INT, partner, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* STRAGGLER-LP */
            MPI_Send(&mine, 1, MPI_INT, partner, 0, MPI_COMM_WORLD);
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("deadlock example finished: no deadlock?\n");
    }
    MPI_Finalize();
    return 0;
}
