/*
 * class2_mixed.c - issue 10, class 2: two tasks blocked on each other through different kinds of
 * wait: rank 0 in a collective whose communicator contains rank 1, rank 1 in a receive from rank 0.
 *
 * Each pair (0-1, 2-3) has its own communicator. The lower rank of a pair sends its partner the
 * boundary and then both meet in a barrier of the pair; the upper rank receives and then joins the
 * barrier. Rank 0 runs the "checkpoint first" path (the bug: the branch tests rank < 1 instead of
 * the checkpoint flag) and enters the pair's barrier before sending. Ranks 2 and 3 then wait for
 * everybody in MPI_Barrier on MPI_COMM_WORLD.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0-1 at class2_mixed.c:35
 * Expected groups: 0 at class2_mixed.c:35; 1 at class2_mixed.c:42
 * Why: rank 0 waits (collective) for rank 1 to enter the pair's barrier; rank 1 waits
 * (point-to-point) for rank 0's message. Observed waits are facts: a cycle of them is a deadlock.
 * Rank 0 has sent rank 1 nothing and nothing in the model orders the two states (no task went from
 * one to the other), so both are least progressed. Ranks 2 and 3 wait for them (victims).
 *
 * usage: class2_mixed
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
    double boundary = rank * 2.0, got = 0;
    int partner = rank ^ 1;
    if (rank % 2 == 0) {
        if (rank < 1) { /* bug: should test the checkpoint flag */
            MPI_Barrier(pair); /* STRAGGLER-LP: ranks 0 */
            MPI_Send(&boundary, 1, MPI_DOUBLE, partner, 6, MPI_COMM_WORLD);
        } else {
            MPI_Send(&boundary, 1, MPI_DOUBLE, partner, 6, MPI_COMM_WORLD);
            MPI_Barrier(pair);
        }
    } else {
        MPI_Recv(&got, 1, MPI_DOUBLE, partner, 6, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 1 */
        MPI_Barrier(pair);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("class2_mixed finished: %g\n", got);
    }
    MPI_Comm_free(&pair);
    MPI_Finalize();
    return 0;
}
