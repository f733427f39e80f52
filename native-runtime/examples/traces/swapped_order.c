/*
 * swapped_order.c - a swapped send/receive order that does no visible harm (DiffTrace's swapBug, in a ring).
 *
 * STEPS (12) time steps of a shift along a periodic ring with blocking calls ordered so that it cannot deadlock:
 * even ranks MPI_Send to the right then MPI_Recv from the left, odd ranks MPI_Recv from the left then MPI_Send to the
 * right (1 int, tag 0); then MPI_Allreduce (SUM, 1 int) of a checksum. Rank 0 prints it.
 *
 * The bug (argument "swapOrder"): from step 6 on, rank 3 sends before it receives, as the even ranks do, against
 * the ring's design. In this run the neighbours' orders still pair up (and the MPI library buffers the small
 * message), so the run completes with the same result; a later change elsewhere could turn the order into a
 * deadlock. Only rank 3's trace changes: its loop [Recv Send Allreduce] stops after 6 iterations and
 * [Send Recv Allreduce] takes over.
 *
 * Expected diff (mpirun -np 8; normal: no argument; faulty: swapOrder):
 *   changed: ranks 3
 *   top suspect: rank 3
 *   change: - [MPI_Recv MPI_Send MPI_Allreduce]^12 + [MPI_Send MPI_Recv MPI_Allreduce]^6
 *
 * usage: swapped_order [swapOrder]
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

#define STEPS 12

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int bug = argc > 1 && strcmp(argv[1], "swapOrder") == 0;
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    int token = rank, received = -1, sum = 0;
    for (int step = 0; step < STEPS; step++) {
        int send_first = rank % 2 == 0 || (bug && rank == 3 && step >= 6); /* the bug: rank 3 swaps */
        if (send_first) {
            MPI_Send(&token, 1, MPI_INT, right, 0, MPI_COMM_WORLD);
            MPI_Recv(&received, 1, MPI_INT, left, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(&received, 1, MPI_INT, left, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(&token, 1, MPI_INT, right, 0, MPI_COMM_WORLD);
        }
        token = received + 1;
        MPI_Allreduce(&token, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }
    if (rank == 0) {
        printf("checksum %d\n", sum);
    }
    MPI_Finalize();
    return 0;
}
