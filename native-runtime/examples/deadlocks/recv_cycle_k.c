/*
 * recv_cycle_k.c - a k-task receive cycle: ranks 0, 1 and 2 pass a token around a ring, and every
 * one of them waits for its left neighbour's token before sending its own.
 *
 * The ring is meant to be started by its first rank (send, then receive); the start condition tests
 * the wrong variable, so nobody starts it. Rank 3 is not in the ring and waits for the others in
 * MPI_Allreduce.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0-2 at recv_cycle_k.c:36
 * Expected groups: 0-2 at recv_cycle_k.c:36
 * Why: 0 waits for 2, 2 for 1, 1 for 0 (observed point-to-point waits, a cycle of three: a
 * deadlock), none has sent anything to its left neighbour, so nothing orders them: all three are
 * least progressed. Rank 3 waits in the allreduce for them (a victim).
 *
 * usage: recv_cycle_k
 */
#include <mpi.h>
#include <stdio.h>

static int ring_started = 0;

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int k = size - 1, token = rank, in = -1, total = 0;
    if (rank < k) {
        int left = (rank + k - 1) % k, right = (rank + 1) % k;
        int first = ring_started; /* bug: should be (rank == 0) */
        if (first) {
            MPI_Send(&token, 1, MPI_INT, right, 7, MPI_COMM_WORLD);
            MPI_Recv(&in, 1, MPI_INT, left, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(&in, 1, MPI_INT, left, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 0-2 */
            MPI_Send(&token, 1, MPI_INT, right, 7, MPI_COMM_WORLD);
        }
    }
    MPI_Allreduce(&token, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("recv_cycle_k finished: total %d\n", total);
    }
    MPI_Finalize();
    return 0;
}
