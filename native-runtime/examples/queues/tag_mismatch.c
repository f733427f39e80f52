/*
 * tag_mismatch.c - a message sent with one tag, received with another.
 *
 * Rank 0 sends rank 1 a header (tag 3), then the payload with the header's tag (the bug: the payload's tag is 4), and
 * waits in MPI_Barrier. Rank 1 receives the header, then waits for the payload with tag 4: the message rank 0 sent is
 * there, with tag 3, and no receive takes it. Ranks 2 and 3 wait in MPI_Barrier.
 *
 * Expected queues (mpirun -np 4):
 *   ranks 0,2-3 waits collective: waiting for 1
 *   rank 1 waits receive from 0 tag 4: unmatched, posted 1, partner posted 0,
 *     hint "rank 0 posted 1 send to rank 1 with tag 3 that no receive can take: another tag?"
 * Why: rank 0 posted no send to rank 1 with tag 4; of its 2 sends with tag 3 rank 1's 1 receive with tag 3 takes one,
 * the other is the hint's (the header, taken, is not).
 *
 * usage: tag_mismatch
 */
#include <mpi.h>

enum { TAG_HEADER = 3, TAG_PAYLOAD = 4 };

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int header = 8, payload[8] = { 0 };
    if (rank == 0) {
        MPI_Send(&header, 1, MPI_INT, 1, TAG_HEADER, MPI_COMM_WORLD);
        MPI_Send(payload, 8, MPI_INT, 1, TAG_HEADER, MPI_COMM_WORLD); /* the bug: TAG_PAYLOAD */
    } else if (rank == 1) {
        MPI_Recv(&header, 1, MPI_INT, 0, TAG_HEADER, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Recv(payload, header, MPI_INT, 0, TAG_PAYLOAD, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
