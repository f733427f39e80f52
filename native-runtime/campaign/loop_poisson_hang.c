/*
 * loop_poisson_hang.c - the hang inside a Poisson solver loop of the loop-aware paper
 * (AutomaDeD-LA, Table 1: "Hang, Poisson solver: AutomaDeD could not create the PDG (due to the
 * infinite loop)").
 *
 * A Jacobi solver for a 1D Poisson problem, rows split across ranks: halos with
 * MPI_Isend/MPI_Irecv/MPI_Waitall, a smoothing sweep, and a convergence test with MPI_Allreduce
 * every 10 iterations. The bug: in iteration 23 the smoother of rank size/2 reads a corrupted
 * sweep count and never ends. Its halo of iteration 23 is already sent, so its neighbours finish
 * iteration 23 and wait in MPI_Waitall of iteration 24, and the ranks further away get one
 * iteration further still: every task is stalled in the same loop, in different iterations.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 2 at loop_poisson_hang.c:39
 *
 * usage: loop_poisson_hang [iterations]
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 512

static double u[N + 2], unew[N + 2], f[N + 2];

static void halos(int left, int right)
{
    MPI_Request req[4];
    MPI_Irecv(&u[0], 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, &req[0]);
    MPI_Irecv(&u[N + 1], 1, MPI_DOUBLE, right, 1, MPI_COMM_WORLD, &req[1]);
    MPI_Isend(&u[1], 1, MPI_DOUBLE, left, 1, MPI_COMM_WORLD, &req[2]);
    MPI_Isend(&u[N], 1, MPI_DOUBLE, right, 0, MPI_COMM_WORLD, &req[3]);
    MPI_Waitall(4, req, MPI_STATUSES_IGNORE);
}

static double smooth(int sweeps)
{
    double r = 0;
    for (int s = 0; s != sweeps; s += 2) for (int i = 1; i <= N; i++) { unew[i] = 0.5 * (u[i - 1] + u[i + 1] - f[i]); r += unew[i] - u[i]; } /* STRAGGLER-LP */
    memcpy(&u[1], &unew[1], N * sizeof(double));
    return r * r;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int iterations = argc > 1 ? atoi(argv[1]) : 60;
    int left = rank > 0 ? rank - 1 : MPI_PROC_NULL, right = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    for (int i = 1; i <= N; i++) {
        f[i] = 1e-3 * ((rank * N + i) % 7);
    }
    double res = 0, global = 1;
    for (int it = 0; it < iterations && global > 1e-300; it++) {
        halos(left, right);
        int sweeps = (rank == size / 2 && it == 23) ? 3 : 2; /* corrupted: an odd count never ends */
        res = smooth(sweeps);
        if (it % 10 == 9) {
            MPI_Allreduce(&res, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        }
    }
    if (rank == 0) {
        printf("loop_poisson_hang: residual %g: no hang?\n", global);
    }
    MPI_Finalize();
    return 0;
}
