/*
 * orphan_recv.c - an orphan receive whose sender has finished: rank 0 posts one receive more than
 * rank 1 sends, and rank 1 has already reached MPI_Finalize.
 *
 * Rank 1 streams its chunks to rank 0 (MPI_Send) and finishes. Rank 0 receives them with MPI_Irecv +
 * MPI_Wait, counting chunks with "<=" (the bug), so its last wait can never complete. Ranks 2 and 3
 * wait for rank 0 in a barrier of the group {0, 2, 3}, which gathers the results after the stream.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0 at orphan_recv.c:45
 * Expected groups: 0 at orphan_recv.c:45
 * Why: rank 1 is in MPI_Finalize: it has done all its communication, it is the most progressed task
 * and never least progressed. Rank 0 waits for a message from a finished task: a wait that can never
 * be matched, so rank 0 is the one to look at. Ranks 2 and 3 wait for rank 0 (victims).
 *
 * usage: orphan_recv
 */
#include <mpi.h>
#include <stdio.h>

#define CHUNKS 4
#define LEN 16

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm results;
    MPI_Comm_split(MPI_COMM_WORLD, rank == 1 ? MPI_UNDEFINED : 0, rank, &results);
    double chunk[LEN];
    if (rank == 1) {
        for (int c = 0; c < CHUNKS; c++) {
            for (int i = 0; i < LEN; i++) {
                chunk[i] = c * LEN + i;
            }
            MPI_Send(chunk, LEN, MPI_DOUBLE, 0, 11, MPI_COMM_WORLD);
        }
    } else {
        if (rank == 0) {
            double sum = 0;
            for (int c = 0; c <= CHUNKS; c++) {
                MPI_Request req;
                MPI_Irecv(chunk, LEN, MPI_DOUBLE, 1, 11, MPI_COMM_WORLD, &req);
                MPI_Wait(&req, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 0 */
                for (int i = 0; i < LEN; i++) {
                    sum += chunk[i];
                }
            }
            printf("stream sum %g\n", sum);
        }
        MPI_Barrier(results);
        MPI_Comm_free(&results);
    }
    MPI_Finalize();
    return 0;
}
