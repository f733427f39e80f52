/*
 * allreduce_count.c - a wrong count in MPI_Allreduce on every rank: the calls are the same, only their size is not,
 * and every trace changes alike.
 *
 * STEPS (12) time steps of: MPI_Sendrecv of a boundary value with both neighbours of a periodic ring (to the
 * right, from the left, tag 0; then to the left, from the right, tag 1), a local update, and MPI_Allreduce (SUM) of
 * NSTATS (4) statistics of the step (mass, energy, min, max stand-ins). Rank 0 prints the last statistics.
 *
 * The bug (argument "allreduceCount"): from step 4 on every rank reduces NSTATS - 1 values (an off-by-one in the
 * count): the last statistic is never summed and the printed result is silently wrong; no error, no hang. The
 * calls are made in the same order with the same peers, so compared by name no trace changed. Compared with call
 * arguments every trace changed, and the same way: DiffJSM, which sees how the traces group, may see no trace
 * stand out; the diff must still say that all of them changed, and show the count.
 *
 * Expected diff (mpirun -np 8; normal: no argument; faulty: allreduceCount):
 *   changed: ranks 0-7
 *   top suspect: one of ranks 0-7
 *   change: - MPI_Allreduce(32 B) + MPI_Allreduce(24 B)
 *
 * usage: allreduce_count [allreduceCount]
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

#define STEPS 12
#define NSTATS 4

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int bug = argc > 1 && strcmp(argv[1], "allreduceCount") == 0;
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double value = rank + 1.0, stats[NSTATS] = { 0 }, sums[NSTATS] = { 0 };
    for (int step = 0; step < STEPS; step++) {
        double from_left = 0, from_right = 0;
        MPI_Sendrecv(&value, 1, MPI_DOUBLE, right, 0, &from_left, 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        MPI_Sendrecv(&value, 1, MPI_DOUBLE, left, 1, &from_right, 1, MPI_DOUBLE, right, 1, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        value = (from_left + value + from_right) / 3;
        stats[0] = value;
        stats[1] = value * value;
        stats[2] = -value;
        stats[3] = value + 1;
        int count = bug && step >= 4 ? NSTATS - 1 : NSTATS; /* the bug: one statistic short */
        MPI_Allreduce(stats, sums, count, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    if (rank == 0) {
        printf("stats %.6f %.6f %.6f %.6f\n", sums[0], sums[1], sums[2], sums[3]);
    }
    MPI_Finalize();
    return 0;
}
