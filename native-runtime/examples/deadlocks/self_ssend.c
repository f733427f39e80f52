/*
 * self_ssend.c - a task sends to itself synchronously before posting the matching receive.
 *
 * Every rank sends its block to the rank that owns it (a transpose); rank 2 owns its own block.
 * The exchange uses MPI_Ssend followed by the receive (the bug: a send to oneself must be posted
 * nonblocking, or be a local copy), so rank 2 blocks in MPI_Ssend to itself. Rank 3 waits for rank
 * 2's next block; ranks 0 and 1 finish their exchange and wait in MPI_Allreduce.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 2 at self_ssend.c:39
 * Expected groups: 2 at self_ssend.c:39
 * Why: rank 2 waits for itself (a cycle of one task); rank 3 waits for rank 2, ranks 0 and 1 wait
 * in the allreduce for 2 and 3: victims. Issue 10, class 4.
 *
 * usage: self_ssend
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int block = rank * 100, got = -1, total = 0;
    if (rank == 0 || rank == 1) {
        /* the lower pair swaps blocks, ordered by rank */
        if (rank == 0) {
            MPI_Ssend(&block, 1, MPI_INT, 1, 5, MPI_COMM_WORLD);
            MPI_Recv(&got, 1, MPI_INT, 1, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(&got, 1, MPI_INT, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Ssend(&block, 1, MPI_INT, 0, 5, MPI_COMM_WORLD);
        }
    } else if (rank == 3) {
        MPI_Recv(&got, 1, MPI_INT, 2, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
        int owner = rank; /* rank 2 keeps its own block */
        MPI_Ssend(&block, 1, MPI_INT, owner, 5, MPI_COMM_WORLD); /* STRAGGLER-LP: ranks 2 */
        MPI_Recv(&got, 1, MPI_INT, owner, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Send(&block, 1, MPI_INT, 3, 5, MPI_COMM_WORLD);
    }
    MPI_Allreduce(&got, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("self_ssend finished: %d\n", total);
    }
    MPI_Finalize();
    return 0;
}
