/*
 * steady.c - a healthy job that takes its time: every iteration each rank sleeps a second (its "work"),
 * then all meet in an MPI_Allreduce.
 *
 * Expected: no hang; a snapshot (Diagnose Now) at any moment finds every task progressing, and the job
 * goes on to print "steady done" and exit 0.
 *
 * usage: steady [iterations]   (default 60)
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int iterations = argc > 1 ? atoi(argv[1]) : 60;
    long sum = 0;
    for (int it = 0; it < iterations; it++) {
        sleep(1);
        long mine = rank + it, all = 0;
        MPI_Allreduce(&mine, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
        sum += all;
    }
    if (rank == 0) {
        printf("steady done: %ld\n", sum);
    }
    MPI_Finalize();
    return 0;
}
