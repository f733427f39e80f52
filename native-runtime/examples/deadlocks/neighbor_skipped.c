/*
 * neighbor_skipped.c - a skipped neighbourhood collective on a cartesian communicator: on a periodic 2 x 2 grid,
 * rank 3 has no halo to send, skips MPI_Neighbor_alltoall and finishes; its neighbours, ranks 1 and 2, wait in it
 * forever. Rank 0, whose neighbours are 1 and 2 only, gets its halo and finishes.
 *
 * Every task exchanges one value with each of its four neighbours (two per dimension; on a 2 x 2 periodic grid the
 * same task twice). The exchange is guarded by "has a halo" (the bug: a neighbourhood collective is collective over
 * the whole communicator, every task must call it).
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 1-2 at neighbor_skipped.c:41
 * Expected groups: 1-2 at neighbor_skipped.c:41
 * Why: ranks 0 and 3 are in MPI_Finalize: most progressed, never least progressed. Ranks 1 and 2 wait in a
 * collective over the cartesian communicator (every task) for members that finished: a wait that can never be
 * matched, so they are the tasks to look at (as skipped_collective.c's).
 *
 * usage: neighbor_skipped
 */
#include <mpi.h>
#include <stdio.h>

static int has_halo(int rank, int size)
{
    return rank != size - 1; /* bug: every task takes part in the exchange, with or without data */
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int dims[2] = { 0, 0 }, periods[2] = { 1, 1 };
    MPI_Dims_create(size, 2, dims);
    MPI_Comm grid;
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &grid);
    double out[4], in[4] = { 0 };
    for (int i = 0; i < 4; i++) {
        out[i] = rank + i / 10.0;
    }
    if (has_halo(rank, size)) {
        MPI_Neighbor_alltoall(out, 1, MPI_DOUBLE, in, 1, MPI_DOUBLE, grid); /* STRAGGLER-LP: ranks 1-2 */
    }
    if (rank == 0) {
        printf("halo %g %g %g %g\n", in[0], in[1], in[2], in[3]);
    }
    MPI_Finalize();
    return 0;
}
