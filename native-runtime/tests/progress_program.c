/*
 * Progress through calls that never wait (test_progress.py): the runtime reads no clock at MPI_Test, MPI_Iprobe,
 * MPI_Isend, ... (docs/decisions/028-calls-that-never-wait-no-clock.md), so the hang detection must still see such
 * calls as progress, and must still see a task that stops making them.
 *
 * usage: progress_program SECONDS poll|spin
 *   poll: rank 0 posts a receive and polls it with MPI_Test, computing between tests; the other ranks compute
 *         between MPI_Iprobe calls for a stop message (tag 99); after SECONDS rank 1 sends, rank 0's test succeeds,
 *         and rank 0 sends every other rank the stop message. No task makes a call that can wait until then, yet
 *         every task makes progress: expected, exit 0 and no hang.
 *   spin: rank 0 polls for SECONDS, then computes forever without an MPI call (its last calls were tests); the
 *         others probe for the stop message, which never comes, so they keep progressing: expected, a hang that only
 *         rank 0's timeout can find (the trigger names rank 0), the diagnosis and Straggler's exit code.
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
    int value = 0, flag = 0, stop = 0;
    if (rank == 0) {
        MPI_Request r;
        MPI_Irecv(&value, 1, MPI_INT, 1, 7, MPI_COMM_WORLD, &r);
        double end = MPI_Wtime() + seconds;
        while (!flag) {
            compute(20000);
            MPI_Test(&r, &flag, MPI_STATUS_IGNORE);
            if (spin && MPI_Wtime() > end) {
                for (;;) {
                    compute(1000000);
                }
            }
        }
        for (int i = 1; i < size; i++) {
            MPI_Send(&stop, 1, MPI_INT, i, 99, MPI_COMM_WORLD);
        }
    } else {
        double end = MPI_Wtime() + seconds;
        int sent = spin; /* spin: rank 1 never sends */
        while (!flag) {
            compute(20000);
            if (rank == 1 && !sent && MPI_Wtime() > end) {
                value = 42;
                MPI_Send(&value, 1, MPI_INT, 0, 7, MPI_COMM_WORLD);
                sent = 1;
            }
            MPI_Iprobe(0, 99, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
        }
        MPI_Recv(&stop, 1, MPI_INT, 0, 99, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("progress_program: done, value=%d\n", value);
    }
    MPI_Finalize();
    return 0;
}
