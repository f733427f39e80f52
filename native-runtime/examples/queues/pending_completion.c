/*
 * pending_completion.c - operations whose partner posted the matching one: only their completion is pending.
 *
 * Every rank posts a receive from its left neighbour and a send to its right one (tag 1), as a ring exchange does.
 * Rank 1 then computes forever before it waits for them (the bug: a loop that never ends); the others wait for their
 * two requests, which complete, and meet in MPI_Barrier, where they wait for rank 1. Rank 1's two requests stay
 * pending, but each is matched: rank 0 sent the message its receive takes, rank 2 posted the receive its send goes
 * to.
 *
 * Expected queues (mpirun -np 4):
 *   ranks 0,2-3 waits collective: waiting for 1
 *   rank 1 pending receive from 0 tag 1: matched by rank 0 MPI_Isend at pending_completion.c:36,
 *     posted 1, partner posted 1
 *   rank 1 pending send to 2 tag 1: matched by rank 2 MPI_Irecv at pending_completion.c:35,
 *     posted 1, partner posted 1
 * Why: the counts of rank 0 (1 send to rank 1 with tag 1) reach the ordinal of rank 1's receive (its first from rank
 * 0 with tag 1); those of rank 2 (1 receive from rank 1 with tag 1) the ordinal of rank 1's send. A collective reads
 * as the members not in it.
 *
 * usage: pending_completion
 */
#include <mpi.h>

static volatile long work;

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    int token = rank, in = -1;
    MPI_Request req[2];
    MPI_Irecv(&in, 1, MPI_INT, left, 1, MPI_COMM_WORLD, &req[0]);
    MPI_Isend(&token, 1, MPI_INT, right, 1, MPI_COMM_WORLD, &req[1]);
    if (rank == 1) {
        for (;;) {
            work++; /* computes forever: its requests stay pending */
        }
    }
    MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
