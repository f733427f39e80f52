/*
 * sendrecv_cycle.c - an MPI_Sendrecv cycle: ranks 0, 1 and 2 shift values around a ring with
 * MPI_Sendrecv, but each receives from the neighbour it sends to.
 *
 * The ring shift should send right and receive from the left; the source is computed with the
 * destination's formula (the bug), so every task of the ring waits for a message from its right
 * neighbour, which sends to its own right. Rank 3 is not in the ring and waits in MPI_Barrier.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0-2 at sendrecv_cycle.c:31
 * Expected groups: 0-2 at sendrecv_cycle.c:31
 * Why: 0 waits for 1, 1 for 2, 2 for 0 (the receive parts: a cycle of observed waits); none of them
 * has sent the task that waits for it a message (their sends went the other way), so nothing orders
 * them: all three are least progressed, in the same call. Rank 3 is a victim.
 *
 * usage: sendrecv_cycle
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int ring = size - 1;
    double out = rank * 1.5, in = 0;
    if (rank < ring) {
        int right = (rank + 1) % ring;
        int left = (rank + 1) % ring; /* bug: (rank + ring - 1) % ring */
        MPI_Sendrecv(&out, 1, MPI_DOUBLE, right, 14, &in, 1, MPI_DOUBLE, left, 14, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 0-2 */
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("sendrecv_cycle finished: %g\n", in);
    }
    MPI_Finalize();
    return 0;
}
