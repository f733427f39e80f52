/*
 * A job that MPI aborts: rank 0 sends 8 ints, rank 1 receives at most 4 (MPI_ERR_TRUNCATE) under the default error
 * handler, MPI_ERRORS_ARE_FATAL. The other ranks wait in MPI_Barrier.
 *
 *   mpirun -np 3 truncate K     (K iterations of MPI_Allreduce first; default 5)
 *
 * Expected traces (STRAGGLER_TRACE=mpi, any STRAGGLER_TRACE_FLUSH), every rank's file kept:
 *   rank 1: MPI_Init, K x MPI_Allreduce, then the failing call as its last event,
 *           "MPI_Recv comm=world source=0 recvtag=7 sent=0 received=16" (no "done"), the end "abort in MPI_Recv"
 *           (Open MPI and MPICH both end the task from inside the call);
 *   rank 0: MPI_Init, K x MPI_Allreduce, MPI_Send (done), MPI_Barrier -- unless MPI ended it first;
 *   rank 2: MPI_Init, K x MPI_Allreduce, MPI_Barrier (the job's end: the launcher kills it, a "killed" end).
 */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, buf[8] = { 0 };
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    long k = argc > 1 ? atol(argv[1]) : 5;
    for (long i = 0; i < k; i++) {
        int v = 1, s;
        MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }
    if (rank == 0) {
        MPI_Send(buf, 8, MPI_INT, 1, 7, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Recv(buf, 4, MPI_INT, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* STRAGGLER-TRACE-END */
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
