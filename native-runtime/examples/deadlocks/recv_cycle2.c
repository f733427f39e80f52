/*
 * recv_cycle2.c - a two-task receive cycle: ranks 1 and 2 each receive from the other before
 * sending.
 *
 * Ranks 0-1 and 2-3 are two workers' pairs that swap boundary values with their partner: the lower
 * rank sends first, the upper one receives first. Ranks 1 and 2 also exchange a checksum with each
 * other, and both receive first (the bug: one of them should send first). Ranks 0 and 3 finish their
 * pair exchange and wait for the others in MPI_Barrier.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 1-2 at recv_cycle2.c:37
 * Expected groups: 1-2 at recv_cycle2.c:37
 * Why: 1 waits for 2 and 2 for 1 (observed point-to-point waits, a cycle: a deadlock); neither has
 * sent the other anything, so nothing orders them: both are least progressed, at the same receive.
 * Ranks 0 and 3 wait in the barrier for them (victims).
 *
 * usage: recv_cycle2
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int partner = rank ^ 1, mine = rank, theirs = -1, sum = 0, other = -1;
    if (rank % 2 == 0) {
        MPI_Send(&mine, 1, MPI_INT, partner, 0, MPI_COMM_WORLD);
        MPI_Recv(&theirs, 1, MPI_INT, partner, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
        MPI_Recv(&theirs, 1, MPI_INT, partner, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Send(&mine, 1, MPI_INT, partner, 0, MPI_COMM_WORLD);
    }
    sum = mine + theirs;
    if (rank == 1 || rank == 2) {
        MPI_Recv(&other, 1, MPI_INT, 3 - rank, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 1-2 */
        MPI_Send(&sum, 1, MPI_INT, 3 - rank, 1, MPI_COMM_WORLD);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("recv_cycle2 finished: no deadlock?\n");
    }
    MPI_Finalize();
    return 0;
}
