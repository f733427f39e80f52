/*
 * The application's own MPI_Abort: after K iterations of MPI_Allreduce, rank 1 calls MPI_Abort(MPI_COMM_WORLD, 3);
 * the other ranks wait in MPI_Barrier.
 *
 *   mpirun -np 3 abort K        (default K 5; the job's exit code is 3 under both Open MPI and MPICH)
 *
 * Expected traces (STRAGGLER_TRACE=mpi, any STRAGGLER_TRACE_FLUSH), every rank's file kept:
 *   rank 1: MPI_Init, K x MPI_Allreduce, "MPI_Abort" as its last event (no "done"), the end "abort in MPI_Abort";
 *   ranks 0, 2: MPI_Init, K x MPI_Allreduce, MPI_Barrier as the last event (ended by the launcher: "killed",
 *   or by the MPI library from inside the barrier: "abort in MPI_Barrier").
 */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    long k = argc > 1 ? atol(argv[1]) : 5;
    for (long i = 0; i < k; i++) {
        int v = 1, s;
        MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }
    if (rank == 1) {
        MPI_Abort(MPI_COMM_WORLD, 3); /* STRAGGLER-TRACE-END */
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
