/*
 * wrong_tag.c - a wrong tag that a wildcard receive accepts: the message arrives, its tag is wrong, and only the
 * sender's call says so.
 *
 * STEPS (12) time steps of: MPI_Sendrecv along a periodic ring, sending 1 double to the right with tag DATA (5) and
 * receiving from the left with MPI_ANY_TAG (the receiver does not check the tag), a local update, then MPI_Allreduce
 * (SUM, 1 double). Rank 0 prints the sum.
 *
 * The bug (argument "wrongTag"): from step 6 on, rank 2 sends with tag CONTROL (7) instead of DATA. The receiver's
 * wildcard matches it anyway: the run completes, every rank makes the same calls with the same peers, and only
 * rank 2's send names another tag.
 *
 * Expected diff (mpirun -np 8; normal: no argument; faulty: wrongTag):
 *   changed: ranks 2
 *   top suspect: rank 2
 *   change: - MPI_Sendrecv(to 3, tag 5, 8 B; from 1, tag any, 8 B) + MPI_Sendrecv(to 3, tag 7, 8 B; from 1, tag any, 8 B)
 *
 * usage: wrong_tag [wrongTag]
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

#define STEPS 12

enum { DATA = 5, CONTROL = 7 };

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int bug = argc > 1 && strcmp(argv[1], "wrongTag") == 0;
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double value = rank, received = 0, sum = 0;
    for (int step = 0; step < STEPS; step++) {
        int tag = bug && rank == 2 && step >= 6 ? CONTROL : DATA; /* the bug: the wrong tag */
        MPI_Sendrecv(&value, 1, MPI_DOUBLE, right, tag, &received, 1, MPI_DOUBLE, left, MPI_ANY_TAG, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        value = 0.5 * (value + received);
        MPI_Allreduce(&value, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    if (rank == 0) {
        printf("sum %.6f\n", sum);
    }
    MPI_Finalize();
    return 0;
}
