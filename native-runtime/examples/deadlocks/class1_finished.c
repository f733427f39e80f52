/*
 * class1_finished.c - issue 10, class 1: a task that reached MPI_Finalize, and a task waiting on it.
 *
 * Ranks 2 and 3 each compute a partial result; rank 3 sends its partial result to rank 2, which
 * combines them. Rank 3 decides whether it has a result with a test on the wrong variable (the bug),
 * skips the send and finishes. Rank 2 waits for it forever. Ranks 0 and 1 have finished their work.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 2 at class1_finished.c:42
 * Expected groups: 2 at class1_finished.c:42
 * Why: a task in MPI_Finalize has done all its communication: it is the most progressed, never
 * least progressed (ranks 0, 1 and 3). Rank 2 waits for a finished task: it waits for something that
 * will never come, and is the one the user must look at.
 *
 * usage: class1_finished
 */
#include <mpi.h>
#include <stdio.h>

static double partial(int rank)
{
    double s = 0;
    for (int i = 1; i <= 1000; i++) {
        s += (double) rank / i;
    }
    return s;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double mine = partial(rank), theirs = 0;
    int rows = rank == 3 ? 0 : 10, columns = 10;
    if (rank == 3) {
        if (rows > 0) { /* bug: the test should be on columns, rank 3 has no rows of its own */
            MPI_Send(&mine, 1, MPI_DOUBLE, 2, 4, MPI_COMM_WORLD);
        }
        (void) columns;
    } else if (rank == 2) {
        MPI_Recv(&theirs, 1, MPI_DOUBLE, 3, 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 2 */
        printf("combined %g\n", mine + theirs);
    }
    MPI_Finalize();
    return 0;
}
