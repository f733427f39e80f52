/*
 * skipped_collective.c - a collective skipped by some tasks: rank 3 skips the final MPI_Allreduce
 * and finishes; ranks 0, 1 and 2 wait in it forever.
 *
 * After the time loop every task contributes its energy to a global sum. The contribution is
 * guarded by "has particles" (the bug: the collective must be called by every task, with 0 if it has
 * none); rank 3 has no particles, skips it and reaches MPI_Finalize.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0-2 at skipped_collective.c:45
 * Expected groups: 0-2 at skipped_collective.c:45
 * Why: rank 3 is in MPI_Finalize: most progressed, never least progressed. Ranks 0-2 wait in a
 * collective for a finished member that skipped it: a wait that can never be matched, so they are the
 * tasks to look at (the collective's line shows who is missing).
 *
 * usage: skipped_collective
 */
#include <mpi.h>
#include <stdio.h>

#define STEPS 3

static double step(int rank, int s)
{
    double e = 0;
    for (int i = 0; i < 2000; i++) {
        e += (double) ((rank + 1) * (s + 1)) / (i + 1);
    }
    return e;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int particles = rank == size - 1 ? 0 : 100 * (rank + 1);
    double energy = 0, total = 0;
    for (int s = 0; s < STEPS; s++) {
        if (particles > 0) {
            energy += step(rank, s);
        }
    }
    if (particles > 0) { /* bug: every task must take part in the collective */
        MPI_Allreduce(&energy, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); /* STRAGGLER-LP: ranks 0-2 */
    }
    if (rank == 0) {
        printf("total energy %g\n", total);
    }
    MPI_Finalize();
    return 0;
}
