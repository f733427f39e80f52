/*
 * guard.c - a missing send under a rank guard: the guard of the send stops one rank too early.
 *
 * Each rank but the last passes its boundary value to its right neighbour, each rank but the first receives its left
 * neighbour's. The send's guard excludes the last two ranks instead of the last one (the bug): rank 2 never sends, and
 * rank 3 waits for it in MPI_Recv while the others finish.
 *
 * Increments (mpirun -np 4): 3 | 0-2
 * Increment 1: rank 3, MPI_Recv at 33: receive from 2, tag 5 -> missing send 30; lines 33 30 29 28 26
 * Why: rank 3 waits for rank 2, which finished: rank 3 is least progressed. Rank 2 reaches no send to rank 3 with tag
 * 5: the send at 30 (to right = rank + 1, 28) would match, but the condition at 29 (rank < size - 2) is false for rank
 * 2 on 4 ranks. The first increment holds both, and where size comes from (26). Then the finished tasks.
 *
 * usage: guard
 */
#include <mpi.h>
#include <stdio.h>

#define TAG_HALO 5

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double edge = rank * 1.5, ghost = 0;
    int left = rank - 1, right = rank + 1;
    if (rank < size - 2) { /* the bug: rank < size - 1 */
        MPI_Send(&edge, 1, MPI_DOUBLE, right, TAG_HALO, MPI_COMM_WORLD);
    }
    if (rank > 0) {
        MPI_Recv(&ghost, 1, MPI_DOUBLE, left, TAG_HALO, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    printf("rank %d: ghost %g\n", rank, ghost);
    MPI_Finalize();
    return 0;
}
