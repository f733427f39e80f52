/*
 * collectives.c - the shape of AutomaDeD's Fig. 1: one rank hangs in computation before a
 * broadcast; the other members of its half wait in that MPI_Bcast; the other half completes its
 * own broadcast and then waits in different collectives, on communicators that include ranks of
 * the first half (even ranks in MPI_Barrier, odd ranks in MPI_Allreduce).
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 1 at collectives.c:25
 *
 * usage: collectives
 */
#include <mpi.h>
#include <stdio.h>

static volatile int ready = 0;

static void load_balance(int rank, MPI_Comm half)
{
    int hrank;
    MPI_Comm_rank(half, &hrank);
    if (rank != 1) {
        return;
    }
    /* rank 1 waits for a flag that another thread of its was supposed to set: it never is */
    long polls = 0;
    while (!ready) polls++; /* STRAGGLER-LP: rank 1 never reaches the broadcast below */
    (void) hrank;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm half, parity;
    MPI_Comm_split(MPI_COMM_WORLD, rank < size / 2 ? 0 : 1, rank, &half);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &parity);
    int data[4] = { rank, 0, 0, 0 }, sum = 0;
    load_balance(rank, half);
    /* the first half broadcasts from rank 1 (its local rank 1), the second half from its local rank 0 */
    MPI_Bcast(data, 4, MPI_INT, rank < size / 2 ? 1 : 0, half);
    if (rank >= size / 2) {
        if (rank % 2 == 0) {
            MPI_Barrier(parity);
        } else {
            MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, parity);
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("collectives done\n");
    }
    MPI_Comm_free(&parity);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
