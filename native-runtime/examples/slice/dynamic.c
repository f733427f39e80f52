/*
 * dynamic.c - a peer the source cannot resolve: the server replies to the rank its request names.
 *
 * Each client (ranks 1 to size-1) sends rank 0 a request naming where the reply goes and waits for the reply; the
 * server serves the clients one by one and replies to the rank the request names. The server's loop stops one client
 * early (the bug): the last client's request is never taken, rank 0 finishes, rank 3 waits for its reply.
 *
 * Increments (mpirun -np 4): 3 | 0-2
 * Increment 1: rank 3, MPI_Recv at 44: receive from 0, tag 2 -> unresolved send 38; lines 44
 * Why: rank 3 waits for rank 0, which finished: rank 3 is least progressed. Rank 0's only send with tag 2 (38) goes to
 * req.reply_to, a value received in the request: the source does not say whether it reaches rank 3, so the increment
 * names it as not resolved and adds nothing for it (the receive's own slice holds every send that may match it, this
 * one too). Then the finished tasks.
 *
 * usage: dynamic
 */
#include <mpi.h>
#include <stdio.h>

enum { TAG_REQUEST = 1, TAG_REPLY = 2 };

struct request {
    int reply_to;
    int value;
};

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (rank == 0) {
        for (int client = 1; client < size - 1; client++) { /* the bug: client < size */
            struct request req;
            MPI_Recv(&req, 2, MPI_INT, client, TAG_REQUEST, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            int answer = req.value * 2;
            MPI_Send(&answer, 1, MPI_INT, req.reply_to, TAG_REPLY, MPI_COMM_WORLD);
        }
    } else {
        struct request req = { rank, rank * 10 };
        int answer = 0;
        MPI_Send(&req, 2, MPI_INT, 0, TAG_REQUEST, MPI_COMM_WORLD);
        MPI_Recv(&answer, 1, MPI_INT, 0, TAG_REPLY, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        printf("rank %d: answer %d\n", rank, answer);
    }
    MPI_Finalize();
    return 0;
}
