/*
 * truncate.c - a matched message larger than the receive's buffer, under a cycle of waits.
 *
 * Rank 0 sends rank 1 a block of 100 ints (tag 3) with MPI_Isend; rank 1 posted its receive for 10 ints (the bug:
 * the block grew, the receive did not). Then each waits for the other's acknowledgement (tag 9), which neither sends
 * before its own arrives. The block's send and receive are matched, but the message does not fit: waiting for the
 * receive would end in MPI_ERR_TRUNCATE. Ranks 2 and 3 wait in MPI_Barrier.
 *
 * Expected queues (mpirun -np 4):
 *   ranks 2-3 waits collective: waiting for 0-1
 *   rank 0 pending send to 1 tag 3: matched by rank 1 MPI_Irecv at truncate.c:38, posted 1, partner posted 1, no note
 *   rank 1 pending receive from 0 tag 3: matched by rank 0 MPI_Isend at truncate.c:35, posted 1, partner posted 1,
 *     note "message of 400 bytes is larger than the receive's 40 bytes (MPI_ERR_TRUNCATE)"
 *   rank 0 waits receive from 1 tag 9: unmatched, posted 1, partner posted 0, no hint
 *   rank 1 waits receive from 0 tag 9: unmatched, posted 1, partner posted 0, no hint
 * Why: each pair of counts reaches the ordinals of the block's send and receive; the sizes are those of the posted
 * operations (400 B sent, 40 B of buffer). Neither task posted a send with tag 9: unmatched, with nothing sent with
 * another tag that nothing takes (no hint).
 *
 * usage: truncate
 */
#include <mpi.h>

enum { BLOCK = 100, TAG_BLOCK = 3, TAG_ACK = 9 };

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int block[BLOCK] = { 0 }, ack = 0;
    MPI_Request req = MPI_REQUEST_NULL;
    if (rank == 0) {
        MPI_Isend(block, BLOCK, MPI_INT, 1, TAG_BLOCK, MPI_COMM_WORLD, &req);
        MPI_Recv(&ack, 1, MPI_INT, 1, TAG_ACK, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else if (rank == 1) {
        MPI_Irecv(block, 10, MPI_INT, 0, TAG_BLOCK, MPI_COMM_WORLD, &req); /* the bug: BLOCK ints */
        MPI_Recv(&ack, 1, MPI_INT, 0, TAG_ACK, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    if (rank < 2) {
        MPI_Wait(&req, MPI_STATUS_IGNORE);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
