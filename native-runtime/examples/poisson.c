/*
 * poisson.c - a Jacobi solver for a 2D Poisson problem, rows split across ranks: halo exchange
 * with MPI_Sendrecv, update, local residual norm, global norm with MPI_Allreduce, until converged.
 *
 * The bug: the residual norm is summed in chunks, and the chunk stride is rows/chunks; on rank
 * size/2 the chunk count is taken from a corrupted setting at iteration 5, the stride becomes 0
 * and the norm loop never ends. Its neighbours already have its halo, so every other rank waits
 * in MPI_Allreduce for the norm.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 2 at poisson.c:29
 *
 * usage: poisson [max_iterations]
 */
#include <mpi.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NX 64
#define ROWS 16

static double u[ROWS + 2][NX], unew[ROWS + 2][NX], f[ROWS + 2][NX];

static double local_norm(int chunks)
{
    int stride = ROWS / chunks; /* rows per chunk: 0 when chunks > ROWS */
    double sum = 0;
    for (int i = 1; i <= ROWS; i += stride) for (int j = 1; j < NX - 1; j++) { double r = unew[i][j] - u[i][j]; sum += r * r; } /* STRAGGLER-LP */
    return sum;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int max_it = argc > 1 ? atoi(argv[1]) : 200;
    int up = rank > 0 ? rank - 1 : MPI_PROC_NULL, down = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    memset(u, 0, sizeof u);
    for (int i = 1; i <= ROWS; i++) {
        for (int j = 0; j < NX; j++) {
            f[i][j] = sin(0.1 * (rank * ROWS + i)) * cos(0.1 * j);
        }
    }
    double norm = 1;
    int it;
    for (it = 0; it < max_it && norm > 1e-10; it++) {
        MPI_Sendrecv(u[1], NX, MPI_DOUBLE, up, 0, u[ROWS + 1], NX, MPI_DOUBLE, down, 0, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        MPI_Sendrecv(u[ROWS], NX, MPI_DOUBLE, down, 1, u[0], NX, MPI_DOUBLE, up, 1, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        for (int i = 1; i <= ROWS; i++) {
            for (int j = 1; j < NX - 1; j++) {
                unew[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]);
            }
        }
        int chunks = (rank == size / 2 && it == 5) ? ROWS * 4 : 4; /* corrupted setting on one rank */
        double local = local_norm(chunks), global;
        MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        norm = sqrt(global);
        memcpy(u, unew, sizeof u);
    }
    if (rank == 0) {
        printf("poisson: %d iterations, residual %g\n", it, norm);
    }
    MPI_Finalize();
    return 0;
}
