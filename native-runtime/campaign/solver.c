/*
 * solver.c - campaign mini-app (straggler inject): an iterative solver with halo exchange.
 *
 * 1D Jacobi iteration, rows split across ranks: halos with MPI_Isend/MPI_Irecv/MPI_Waitall, a
 * sweep, the local residual, and a convergence test on the global residual with MPI_Allreduce
 * every iteration. Does not hang by itself. At the end every rank prints a checksum of its rows
 * (bench/faults.py compares it with a fault-free run).
 *
 * usage: solver [iterations]   (default 500: about 1-2 s on 4 ranks)
 */
#include <mpi.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 50000

static double u[N + 2], unew[N + 2], rhs[N + 2];

static void setup(int rank)
{
    memset(u, 0, sizeof u);
    for (int i = 1; i <= N; i++) {
        rhs[i] = 1e-4 * sin(0.003 * (i + rank * N));
    }
}

static void exchange_halos(int left, int right)
{
    MPI_Request req[4];
    MPI_Irecv(&u[0], 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, &req[0]);
    MPI_Irecv(&u[N + 1], 1, MPI_DOUBLE, right, 1, MPI_COMM_WORLD, &req[1]);
    MPI_Isend(&u[1], 1, MPI_DOUBLE, left, 1, MPI_COMM_WORLD, &req[2]);
    MPI_Isend(&u[N], 1, MPI_DOUBLE, right, 0, MPI_COMM_WORLD, &req[3]);
    MPI_Waitall(4, req, MPI_STATUSES_IGNORE);
}

static void sweep(void)
{
    for (int i = 1; i <= N; i++) {
        unew[i] = 0.5 * (u[i - 1] + u[i + 1] - rhs[i]);
    }
}

static double residual(void)
{
    double r = 0;
    for (int i = 1; i <= N; i++) {
        double d = unew[i] - u[i];
        r += d * d;
    }
    return r;
}

static void update(void)
{
    memcpy(&u[1], &unew[1], N * sizeof(double));
}

static int converged(double local, double tol)
{
    double global = 0;
    MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return sqrt(global) < tol;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int max_it = argc > 1 ? atoi(argv[1]) : 500;
    int left = rank > 0 ? rank - 1 : MPI_PROC_NULL, right = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    setup(rank);
    int it;
    for (it = 0; it < max_it; it++) {
        exchange_halos(left, right);
        sweep();
        double r = residual();
        update();
        if (converged(r, 1e-30)) {
            break;
        }
    }
    if (rank == 0) {
        printf("solver: %d iterations\n", it);
    }
    double sum = 0, sum2 = 0;
    for (int i = 1; i <= N; i++) {
        sum += u[i];
        sum2 += u[i] * u[i] * i;
    }
    printf("solver: rank %d checksum %.17g %.17g\n", rank, sum, sum2);
    MPI_Finalize();
    return 0;
}
