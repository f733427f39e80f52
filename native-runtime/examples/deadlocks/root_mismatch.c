/*
 * root_mismatch.c - a rooted collective whose tasks disagree on the root: both tasks of the pair
 * 0-1 believe they are the root of MPI_Gather.
 *
 * Every pair gathers its values at the task that read the pair's input. The input flag is set per
 * node rather than per pair (the bug), so both 0 and 1 claim the input and each calls MPI_Gather
 * with itself as the root: each waits for the other's contribution, which never comes. The pair 2-3
 * gathers correctly; its tasks then wait for everybody in MPI_Barrier on MPI_COMM_WORLD.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0-1 at root_mismatch.c:35
 * Expected groups: 0-1 at root_mismatch.c:35
 * Why: 0 and 1 are blocked inside the same collective (one state, one group): neither has gone past
 * the gather, ranks 2 and 3 have (the model orders the gather before their barrier, and the barrier's
 * communicator contains 0 and 1, who have not entered it): 0 and 1 are least progressed, together;
 * the root arguments say why.
 *
 * usage: root_mismatch
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm pair;
    MPI_Comm_split(MPI_COMM_WORLD, rank / 2, rank, &pair);
    int prank;
    MPI_Comm_rank(pair, &prank);
    int has_input = rank < 2 ? 1 : prank == 0; /* bug: per node (ranks 0 and 1), not per pair */
    int root = has_input ? prank : 1 - prank;
    double value = rank + 0.5, gathered[2] = { 0, 0 };
    MPI_Gather(&value, 1, MPI_DOUBLE, gathered, 1, MPI_DOUBLE, root, pair); /* STRAGGLER-LP: ranks 0-1 */
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("root_mismatch finished: %g %g\n", gathered[0], gathered[1]);
    }
    MPI_Comm_free(&pair);
    MPI_Finalize();
    return 0;
}
