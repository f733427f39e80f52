/*
 * missing_send.c - a receiver that posts one receive more than its sender sends.
 *
 * Rank 0 posts three receives from rank 1 (tag 7), waits for rank 1's word that it sent them (tag 8), then for the
 * three receives; rank 1 sends two (the bug: its loop bound is one short; MPI_Ssend, so that they are received when
 * the word goes out), sends the word and waits in MPI_Barrier with ranks 2 and 3. Rank 0's first two receives are
 * matched, only their completion is pending (MPI_Waitall has not returned); the third never is.
 *
 * Expected queues (mpirun -np 4):
 *   ranks 1-3 waits collective: waiting for 0
 *   rank 0 pending receive from 1 tag 7 #1: matched by rank 1 MPI_Ssend at missing_send.c:40, posted 3,
 *     partner posted 2
 *   rank 0 pending receive from 1 tag 7 #2: matched by rank 1 MPI_Ssend at missing_send.c:40, posted 3,
 *     partner posted 2
 *   rank 0 waits receive from 1 tag 7 #3: unmatched, posted 3, partner posted 2, no hint
 * Why: rank 1 posted 2 sends to rank 0 with tag 7, rank 0 posted 3 receives: the third has no message, and rank 1
 * sent nothing else that rank 0 does not take (no hint).
 *
 * usage: missing_send
 */
#include <mpi.h>

enum { N = 3, TAG = 7, TAG_SENT = 8 };

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int data[N] = { 0 }, word = 0;
    if (rank == 0) {
        MPI_Request req[N];
        for (int i = 0; i < N; i++) {
            MPI_Irecv(&data[i], 1, MPI_INT, 1, TAG, MPI_COMM_WORLD, &req[i]);
        }
        MPI_Recv(&word, 1, MPI_INT, 1, TAG_SENT, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Waitall(N, req, MPI_STATUSES_IGNORE);
    } else if (rank == 1) {
        for (int i = 0; i < N - 1; i++) { /* the bug: i < N */
            MPI_Ssend(&data[i], 1, MPI_INT, 0, TAG, MPI_COMM_WORLD);
        }
        MPI_Send(&word, 1, MPI_INT, 0, TAG_SENT, MPI_COMM_WORLD);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
