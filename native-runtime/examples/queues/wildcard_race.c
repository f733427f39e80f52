/*
 * wildcard_race.c - a receive from any source and a receive from one rank that both can take one message.
 *
 * Rank 0 posts a receive from any source with any tag (for a notification it may or may not get), then waits for
 * rank 1's result (tag 2). Rank 1 sends its result once, and waits in MPI_Barrier with ranks 2 and 3. MPI gives the
 * message to the receive posted first, the wildcard one (the bug: it was meant for others' notifications): rank 0
 * waits forever. Which receive took it the counts cannot say: both are unknown, with the reason.
 *
 * Expected queues (mpirun -np 4):
 *   ranks 1-3 waits collective: waiting for 0
 *   rank 0 pending receive from any: unknown, posted 1, partner posted 1,
 *     why "rank 0 posted 1 other receive that can take them"
 *   rank 0 waits receive from 1 tag 2: unknown, posted 1, partner posted 1,
 *     why "rank 0 posted 1 other receive that can take them"
 * Why: rank 1 posted 1 send to rank 0 with tag 2 and rank 0 posted 2 receives that can take it, one from any source
 * with any tag: the message matches one of them, the counts do not say which.
 *
 * usage: wildcard_race
 */
#include <mpi.h>

enum { TAG_RESULT = 2 };

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int note = 0, result = rank;
    if (rank == 0) {
        MPI_Request req;
        MPI_Irecv(&note, 1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &req); /* the bug: a tag of its own */
        MPI_Recv(&result, 1, MPI_INT, 1, TAG_RESULT, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Wait(&req, MPI_STATUS_IGNORE);
    } else if (rank == 1) {
        MPI_Send(&result, 1, MPI_INT, 0, TAG_RESULT, MPI_COMM_WORLD);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
