/*
 * irecv_count.c - a wrong count in MPI_Irecv: a bug only the call's arguments show.
 *
 * A 1D periodic halo exchange: STEPS (12) time steps of: MPI_Irecv of HALO (8) doubles from the left neighbour
 * (tag 0) and from the right one (tag 1), MPI_Isend of HALO doubles to the right (tag 0) and to the left (tag 1),
 * MPI_Waitall, a local update, then MPI_Allreduce of the step's residual (1 double). Rank 0 prints the residual.
 *
 * The bug (argument "irecvCount"): from step 5 on, rank 2 posts its receive from the left with 2 * HALO doubles (a
 * count computed from the wrong size). MPI allows a receive larger than the message: the run completes with the
 * same calls in the same order, so the traces differ only in that receive's size (128 B instead of 64 B). Compared
 * by name, every trace of the faulty run is its normal twin ("no trace changed"); compared with call arguments,
 * rank 2's trace changes at step 5 and no other does.
 *
 * Expected diff (mpirun -np 8; normal: no argument; faulty: irecvCount):
 *   changed: ranks 2
 *   top suspect: rank 2
 *   change: - MPI_Irecv(from 1, tag 0, 64 B) + MPI_Irecv(from 1, tag 0, 128 B)
 *
 * usage: irecv_count [irecvCount]
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

#define STEPS 12
#define HALO 8
#define CELLS 64

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int bug = argc > 1 && strcmp(argv[1], "irecvCount") == 0;
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double u[CELLS + 4 * HALO], from_left[2 * HALO], from_right[HALO], residual = 0;
    for (int i = 0; i < CELLS + 4 * HALO; i++) {
        u[i] = rank + i * 0.01;
    }
    for (int step = 0; step < STEPS; step++) {
        MPI_Request req[4];
        int count = bug && rank == 2 && step >= 5 ? 2 * HALO : HALO; /* the bug: the wrong size */
        MPI_Irecv(from_left, count, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, &req[0]);
        MPI_Irecv(from_right, HALO, MPI_DOUBLE, right, 1, MPI_COMM_WORLD, &req[1]);
        MPI_Isend(u + CELLS, HALO, MPI_DOUBLE, right, 0, MPI_COMM_WORLD, &req[2]);
        MPI_Isend(u, HALO, MPI_DOUBLE, left, 1, MPI_COMM_WORLD, &req[3]);
        MPI_Waitall(4, req, MPI_STATUSES_IGNORE);
        double local = 0;
        for (int i = 0; i < HALO; i++) {
            u[i] = 0.5 * (u[i] + from_left[i]);
            u[CELLS + i] = 0.5 * (u[CELLS + i] + from_right[i]);
            local += u[i] - u[CELLS + i];
        }
        MPI_Allreduce(&local, &residual, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    if (rank == 0) {
        printf("residual %.6f\n", residual);
    }
    MPI_Finalize();
    return 0;
}
