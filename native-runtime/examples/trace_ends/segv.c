/*
 * A crash: after K iterations of MPI_Allreduce, the last rank writes through a null pointer (SIGSEGV); the others
 * wait in MPI_Barrier.
 *
 *   mpirun -np 3 segv K         (default K 5)
 *
 * Expected traces (STRAGGLER_TRACE=mpi, any STRAGGLER_TRACE_FLUSH), every rank's file kept:
 *   rank 2: MPI_Init, K x MPI_Allreduce (the last one done), cut at the crash ("crash (signal 11)");
 *   ranks 0, 1: MPI_Init, K x MPI_Allreduce, MPI_Barrier as the last event (the launcher kills them: "killed",
 *   or the runtime's crash dump cuts them: "dump").
 */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    long k = argc > 1 ? atol(argv[1]) : 5;
    for (long i = 0; i < k; i++) {
        int v = 1, s;
        MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }
    if (rank == size - 1) {
        volatile int *p = NULL;
        *p = 1; /* STRAGGLER-TRACE-END */
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
