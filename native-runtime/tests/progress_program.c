/*
 * Progress through calls that never wait (test_progress.py): the runtime reads no clock at MPI_Test, MPI_Iprobe,
 * MPI_Isend, ... (docs/architecture.md §9 "Calls that never wait"), so the hang detection must still see such calls
 * as progress, and must still see a task that stops making them.
 *
 * usage: progress_program SECONDS poll|spin
 *   poll: rank 0 posts a receive and polls it with MPI_Test, computing between tests; the other ranks compute
 *         between MPI_Iprobe calls; after SECONDS rank 1 sends and rank 0's test succeeds. No task makes a call
 *         that can wait, yet every task makes progress: expected, exit 0 and no hang.
 *   spin: the same for SECONDS, then rank 0 computes forever without an MPI call (its last calls were tests) and
 *         the others wait in MPI_Barrier: expected, a hang (timeout), the diagnosis and Straggler's exit code.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static volatile double sink;

static void compute(long n) /* about a microsecond per 1000 */
{
    double x = 0;
    for (long i = 0; i < n; i++) {
        x += (double) i * 1e-9;
    }
    sink += x;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double seconds = argc > 1 ? atof(argv[1]) : 3;
    int spin = argc > 2 && strcmp(argv[2], "spin") == 0;
    int value = 0, flag = 0;
    MPI_Request r = MPI_REQUEST_NULL;
    if (rank == 0) {
        MPI_Irecv(&value, 1, MPI_INT, 1, 7, MPI_COMM_WORLD, &r);
    }
    double end = MPI_Wtime() + seconds;
    while (MPI_Wtime() < end) {
        compute(20000);
        if (rank == 0) {
            MPI_Test(&r, &flag, MPI_STATUS_IGNORE);
        } else {
            MPI_Iprobe(MPI_ANY_SOURCE, 99, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
        }
    }
    if (spin && rank == 0) {
        for (;;) {
            compute(1000000);
        }
    }
    if (rank == 1) {
        value = 42;
        MPI_Send(&value, 1, MPI_INT, 0, 7, MPI_COMM_WORLD);
    }
    if (rank == 0) {
        while (!flag) {
            MPI_Test(&r, &flag, MPI_STATUS_IGNORE);
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("progress_program: done, value=%d\n", value);
    }
    MPI_Finalize();
    return 0;
}
