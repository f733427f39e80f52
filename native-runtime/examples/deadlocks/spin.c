/*
 * spin.c - a task spinning in computation: rank 1's smoother never converges, the others wait for
 * its residual in MPI_Allreduce.
 *
 * Every rank smooths its block until the local change drops below a tolerance, then the ranks sum
 * their residuals. Rank 1's block gets a relaxation weight of 1 (the bug: the weight is read from
 * the wrong array entry), so its change never decreases and it never leaves the loop.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 1 at spin.c:27
 * Expected groups: 1 at spin.c:27
 * Why: rank 1 is not inside MPI: it waits on no task, and every other task waits for it in the
 * collective (its communicator contains rank 1, which has not entered it). Rank 1 is least progressed,
 * at the line where it spins.
 *
 * usage: spin
 */
#include <mpi.h>
#include <stdio.h>

static const double weights[4] = { 0.5, 1.0, 0.6, 0.7 }; /* bug: entry 1 is the unrelaxed weight */

static long smooth(int rank, double *change)
{
    double w = weights[rank % 4];
    long sweeps = 0;
    double c = 1.0;
    while (c > 1e-12) { c = c * w; sweeps++; } /* STRAGGLER-LP: ranks 1 */
    *change = c;
    return sweeps;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double change = 0, residual = 0;
    for (int step = 0; step < 3; step++) {
        long sweeps = smooth(rank, &change);
        double local = change * (double) sweeps;
        MPI_Allreduce(&local, &residual, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    if (rank == 0) {
        printf("spin finished: %g\n", residual);
    }
    MPI_Finalize();
    return 0;
}
