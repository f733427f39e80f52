/*
 * tag_mismatch.c - a receive whose message was sent with another tag, while the sender waits for
 * the reply.
 *
 * Rank 0 sends a request to rank 1 and waits for the reply. Rank 1 receives requests with the
 * server's tag constant, but rank 0 uses the client's (the bug), so rank 1's receive never matches
 * the message that is already there. Ranks 2 and 3 wait for both in MPI_Barrier.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 1 at tag_mismatch.c:36
 * Expected groups: 1 at tag_mismatch.c:36
 * Why: 0 waits for 1 (the reply) and 1 waits for 0 (the request): a cycle of observed waits. But
 * rank 0 has already sent rank 1 as many messages as rank 1's receives from it need: rank 0 did its
 * part, rank 1 is behind on their channel (it does not take what was sent). So rank 1 is least
 * progressed; rank 0 waits for it, ranks 2 and 3 wait for both (victims).
 *
 * usage: tag_mismatch
 */
#include <mpi.h>
#include <stdio.h>

enum { TAG_CLIENT = 20, TAG_SERVER = 21, TAG_REPLY = 22 };

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int request = 42, reply = -1;
    if (rank == 0) {
        MPI_Send(&request, 1, MPI_INT, 1, TAG_CLIENT, MPI_COMM_WORLD);
        MPI_Recv(&reply, 1, MPI_INT, 1, TAG_REPLY, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        printf("reply %d\n", reply);
    } else if (rank == 1) {
        int got = 0;
        MPI_Recv(&got, 1, MPI_INT, 0, TAG_SERVER, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 1 */
        reply = got + 1;
        MPI_Send(&reply, 1, MPI_INT, 0, TAG_REPLY, MPI_COMM_WORLD);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
