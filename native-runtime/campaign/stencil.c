/*
 * stencil.c - campaign mini-app (straggler inject) built optimized: a correct 5-point stencil.
 *
 * A 2D Jacobi sweep on a strip of rows per rank: the halo rows are exchanged with MPI_Sendrecv, the
 * sweep and the local residual are computed, and every 10 iterations the global residual is summed
 * with MPI_Allreduce. Does not hang by itself. Built `-O2 -g` (stencil_o2, CMakeLists.txt): its static
 * functions are inlined into main (the debug information lists them as DW_TAG_inlined_subroutine), the
 * case of issue 10's "injection into optimized builds"; also built -O0 -g (stencil_o0) to compare.
 *
 * usage: stencil [iterations]   (default 400)
 */
#include <mpi.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NX 256
#define ROWS 64

static double u[ROWS + 2][NX], unew[ROWS + 2][NX];

static void init_rows(int rank)
{
    memset(u, 0, sizeof u);
    for (int i = 1; i <= ROWS; i++) {
        for (int j = 0; j < NX; j++) {
            u[i][j] = sin(0.01 * (rank * ROWS + i)) * cos(0.02 * j);
        }
    }
}

static void exchange_halos(int up, int down)
{
    MPI_Sendrecv(u[1], NX, MPI_DOUBLE, up, 0, u[ROWS + 1], NX, MPI_DOUBLE, down, 0, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    MPI_Sendrecv(u[ROWS], NX, MPI_DOUBLE, down, 1, u[0], NX, MPI_DOUBLE, up, 1, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
}

static void sweep(void)
{
    for (int i = 1; i <= ROWS; i++) {
        for (int j = 1; j < NX - 1; j++) {
            unew[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        }
    }
}

static double residual(void)
{
    double r = 0;
    for (int i = 1; i <= ROWS; i++) {
        for (int j = 1; j < NX - 1; j++) {
            double d = unew[i][j] - u[i][j];
            r += d * d;
        }
    }
    return r;
}

static void copy_back(void)
{
    for (int i = 1; i <= ROWS; i++) {
        memcpy(&u[i][1], &unew[i][1], (NX - 2) * sizeof(double));
    }
}

static double global_residual(double local)
{
    double global = 0;
    MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return sqrt(global);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int iterations = argc > 1 ? atoi(argv[1]) : 400;
    int up = rank > 0 ? rank - 1 : MPI_PROC_NULL, down = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    init_rows(rank);
    double norm = 0;
    for (int it = 0; it < iterations; it++) {
        exchange_halos(up, down);
        sweep();
        double local = residual();
        copy_back();
        if (it % 10 == 9) {
            norm = global_residual(local);
        }
    }
    double sum = 0;
    for (int i = 1; i <= ROWS; i++) {
        for (int j = 0; j < NX; j++) {
            sum += u[i][j];
        }
    }
    printf("rank %d: %d iterations, residual %.6e, checksum %.6e\n", rank, iterations, norm, sum);
    MPI_Finalize();
    return 0;
}
