/*
 * chain.c - a chain of waits over three groups: a pipeline whose first stage never finishes.
 *
 * Rank 2 iterates a value to convergence and sends it to rank 1, which scales it and passes it on to rank 0; rank 3
 * meets them in MPI_Barrier. Rank 2's error converges to 2e-3 (the drift, the bug), never below its tolerance: it
 * spins. Rank 1 waits for it, rank 0 for rank 1, rank 3 for all three.
 *
 * Increments (mpirun -np 4): 2 | 1 | 0 | 3
 * Increment 1: rank 2, computing at 27; lines 27 26 38
 * Increment 2: rank 1, MPI_Recv at 41: receive from 2, tag 1 -> matching send 39; lines 41 39 38
 * Increment 3: rank 0, MPI_Recv at 45: receive from 1, tag 2 -> matching send 43; lines 45 43 42 41
 * Why: rank 2 waits for no one: least progressed, its slice the loop (27), the drift (26) and the call (38). Then the
 * waits back along the chain: rank 1 waits for rank 2 (its receive, 41, and rank 2's send to it, 39, behind the
 * call), rank 0 waits for rank 1 (its receive, 45, and rank 1's send to it, 43), and last rank 3, which waits for all
 * of them in the barrier.
 *
 * usage: chain
 */
#include <mpi.h>
#include <stdio.h>

enum { TAG_STAGE1 = 1, TAG_STAGE2 = 2 };

static double converge(double x, double tol)
{
    double err = 1.0, drift = 1e-3; /* the bug: the error never gets below 2 * drift */
    while (err > tol) { err = 0.5 * err + drift; x = 0.5 * x + 1.0; }
    return x;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    double value = rank;
    if (rank == 2) {
        value = converge(value, 1e-6);
        MPI_Send(&value, 1, MPI_DOUBLE, 1, TAG_STAGE1, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Recv(&value, 1, MPI_DOUBLE, 2, TAG_STAGE1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        value *= 2;
        MPI_Send(&value, 1, MPI_DOUBLE, 0, TAG_STAGE2, MPI_COMM_WORLD);
    } else if (rank == 0) {
        MPI_Recv(&value, 1, MPI_DOUBLE, 1, TAG_STAGE2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        printf("result %g\n", value);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
