/*
 * comm_mismatch.c - a receive on one communicator for a message sent on another, by a sender that
 * went on and finished.
 *
 * The library duplicates MPI_COMM_WORLD for its own messages. Rank 0 sends the configuration to
 * rank 2 on MPI_COMM_WORLD (the bug: it should use the library's communicator), then finishes; rank
 * 2 receives it on the duplicate and waits forever. Ranks 1 and 3 have nothing to do and finish.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 2 at comm_mismatch.c:34
 * Expected groups: 2 at comm_mismatch.c:34
 * Why: ranks 0, 1 and 3 are in MPI_Finalize: most progressed, never least progressed. Rank 2 waits
 * for a message from a finished task (its message went to another communicator): that wait can
 * never be matched, so rank 2 is the task to look at. Issue 10, class 1.
 *
 * usage: comm_mismatch
 */
#include <mpi.h>
#include <stdio.h>

static MPI_Comm library_comm = MPI_COMM_NULL;

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_dup(MPI_COMM_WORLD, &library_comm);
    double config[4] = { 1.5, 2.5, 3.5, 4.5 };
    if (rank == 0) {
        MPI_Send(config, 4, MPI_DOUBLE, 2, 9, MPI_COMM_WORLD);
    } else if (rank == 2) {
        double got[4];
        MPI_Recv(got, 4, MPI_DOUBLE, 0, 9, library_comm, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 2 */
        printf("configured with %g\n", got[0]);
    }
    MPI_Finalize();
    return 0;
}
