/*
 * SIGTERM from the launcher: after K iterations of MPI_Allreduce, rank 0 prints "ready" and computes for good;
 * the other ranks wait in MPI_Recv from rank 0 (tag 5). The test sends SIGTERM to mpirun/mpiexec, which passes it
 * on to every task.
 *
 *   mpirun -np 3 sigterm K      (default K 5)
 *
 * Expected traces (STRAGGLER_TRACE=mpi, STRAGGLER_TIMEOUT large enough that no hang is diagnosed), every rank's
 * file ended with "killed (signal 15)":
 *   rank 0: MPI_Init, K x MPI_Allreduce (the last one done): it was computing;
 *   ranks 1, 2: MPI_Init, K x MPI_Allreduce, "MPI_Recv comm=world source=0 recvtag=5 ..." as the last event.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, x = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    long k = argc > 1 ? atol(argv[1]) : 5;
    for (long i = 0; i < k; i++) {
        int v = 1, s;
        MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }
    if (rank == 0) {
        printf("ready\n");
        fflush(stdout);
        for (;;) {
            usleep(1000); /* computes, outside MPI: STRAGGLER-TRACE-END */
        }
    }
    MPI_Recv(&x, 1, MPI_INT, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* STRAGGLER-TRACE-END */
    MPI_Finalize();
    return 0;
}
