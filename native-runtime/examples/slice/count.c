/*
 * count.c - a receive blocked with a matching send that is never reached: the sender counts the blocks to send from a
 * wrongly computed variable.
 *
 * Rank 0 sends rank 1 a vector of N doubles in blocks of BLOCK; rank 1 receives the blocks it expects, the last one
 * partial. Rank 0 counts its blocks with a division that drops the partial block (the bug), sends one block fewer and
 * finishes; rank 1 waits in MPI_Recv for the last block. Ranks 2 and 3 have nothing to do.
 *
 * Increments (mpirun -np 4): 1 | 0,2-3
 * Increment 1: rank 1, MPI_Recv at 43: receive from 0, tag 7 -> matching send 38; lines 43 38 36 30
 * Why: rank 1 waits for rank 0, which finished: the receive can never be matched, rank 1 is least progressed. Its
 * partner's side is rank 0's MPI_Send to rank 1 with tag 7 (38), reached once per block: the loop (36) and the block
 * count it runs to (30, the bug) are in the first increment. Then the finished tasks, which no wait connects.
 *
 * usage: count
 */
#include <mpi.h>
#include <stdio.h>

#define N 10
#define BLOCK 4
#define TAG_BLOCK 7

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int expected = (N + BLOCK - 1) / BLOCK; /* 3 blocks, the last one partial */
    int nblocks = N / BLOCK;                /* the bug: 2, the partial block is dropped */
    double block[BLOCK];
    if (rank == 0) {
        for (int i = 0; i < BLOCK; i++) {
            block[i] = i;
        }
        for (int b = 0; b < nblocks; b++) {
            block[0] = b;
            MPI_Send(block, BLOCK, MPI_DOUBLE, 1, TAG_BLOCK, MPI_COMM_WORLD);
        }
    } else if (rank == 1) {
        double sum = 0;
        for (int b = 0; b < expected; b++) {
            MPI_Recv(block, BLOCK, MPI_DOUBLE, 0, TAG_BLOCK, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            sum += block[0];
        }
        printf("sum %g\n", sum);
    }
    MPI_Finalize();
    return 0;
}
