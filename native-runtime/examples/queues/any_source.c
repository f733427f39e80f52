/*
 * any_source.c - receives from MPI_ANY_SOURCE: one matched, one that no send can fill.
 *
 * A server (rank 0) first posts a receive from any source for a shutdown request (tag 6), then serves requests (tag
 * 5) from any source, one per client it believes there is: three. Ranks 1 and 2 send a request each; rank 3 sends
 * its shutdown request instead (the bug: it should also send a request), then all three wait in MPI_Barrier. The
 * shutdown receive is matched (rank 3 sent it), only its completion is pending; the third request never comes.
 *
 * Expected queues (mpirun -np 4):
 *   ranks 1-3 waits collective: waiting for 0
 *   rank 0 pending receive from any tag 6: matched by rank 3 MPI_Send at any_source.c:39, posted 1,
 *     partner posted 1
 *   rank 0 waits receive from any tag 5: unmatched, posted 3, partner posted 2, no hint
 * Why: ranks 1-2 posted 2 sends to rank 0 with tag 5, rank 0 posted 3 receives from any source with tag 5; rank 3's
 * send with tag 6 is taken by the shutdown receive (no hint).
 *
 * usage: any_source
 */
#include <mpi.h>

enum { TAG_REQUEST = 5, TAG_SHUTDOWN = 6, CLIENTS = 3 };

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int request = rank, shutdown = 0;
    if (rank == 0) {
        MPI_Request stop;
        MPI_Irecv(&shutdown, 1, MPI_INT, MPI_ANY_SOURCE, TAG_SHUTDOWN, MPI_COMM_WORLD, &stop);
        for (int i = 0; i < CLIENTS; i++) {
            MPI_Recv(&request, 1, MPI_INT, MPI_ANY_SOURCE, TAG_REQUEST, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
        MPI_Wait(&stop, MPI_STATUS_IGNORE);
    } else if (rank < 3) {
        MPI_Send(&request, 1, MPI_INT, 0, TAG_REQUEST, MPI_COMM_WORLD);
    } else {
        MPI_Send(&shutdown, 1, MPI_INT, 0, TAG_SHUTDOWN, MPI_COMM_WORLD); /* the bug: a request first */
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
