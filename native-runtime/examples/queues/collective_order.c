/*
 * collective_order.c - collectives called in another order on two communicators.
 *
 * The library's communicator is a duplicate of MPI_COMM_WORLD. Ranks 0 and 1 call MPI_Barrier on MPI_COMM_WORLD, then
 * on the library's communicator; ranks 2 and 3 in the other order (the bug). Each pair waits in its first barrier for
 * the pair that entered the other one: neither collective is unmatched, both wait for members that never come.
 *
 * Expected queues (mpirun -np 4):
 *   ranks 0-1 waits collective: waiting for 2-3
 *   ranks 2-3 waits collective: waiting for 0-1
 * Why: every member of each communicator is in a collective, but ranks 2-3 in one of the other communicator: the
 * members not in it are named as rank ranges.
 *
 * usage: collective_order
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm library;
    MPI_Comm_dup(MPI_COMM_WORLD, &library);
    if (rank < 2) {
        MPI_Barrier(MPI_COMM_WORLD);
        MPI_Barrier(library);
    } else {
        MPI_Barrier(library); /* the bug: MPI_COMM_WORLD first */
        MPI_Barrier(MPI_COMM_WORLD);
    }
    MPI_Comm_free(&library);
    MPI_Finalize();
    return 0;
}
