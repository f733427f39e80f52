/*
 * ring.c - a ring exchange where one rank spins before its send.
 *
 * Every iteration each rank posts a receive from its left neighbour, sends to its right neighbour,
 * waits for both, and meets the others in a barrier. In iteration 3 one rank (size/2) enters an
 * endless computation before its send: its right neighbour waits for the message in MPI_Waitall,
 * every other rank waits in MPI_Barrier.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 2 at ring.c:28
 *
 * usage: ring [iterations]
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static volatile int keep_going = 1;
static volatile long work;

static void compute_before_send(int rank, int stalled)
{
    for (int i = 0; i < 1000; i++) {
        work += i ^ rank;
    }
    if (!stalled) {
        return;
    }
    while (keep_going) work++; /* STRAGGLER-LP: spins forever, the send below never happens */
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int iterations = argc > 1 ? atoi(argv[1]) : 10;
    int left = (rank + size - 1) % size, right = (rank + 1) % size, stall_rank = size / 2;
    int token = rank, in = -1;
    for (int it = 0; it < iterations; it++) {
        MPI_Request req[2];
        MPI_Irecv(&in, 1, MPI_INT, left, it, MPI_COMM_WORLD, &req[0]);
        compute_before_send(rank, rank == stall_rank && it == 3);
        MPI_Isend(&token, 1, MPI_INT, right, it, MPI_COMM_WORLD, &req[1]);
        MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
        token = in + 1;
        MPI_Barrier(MPI_COMM_WORLD);
    }
    if (rank == 0) {
        printf("ring done: token %d\n", token);
    }
    MPI_Finalize();
    return 0;
}
