/*
 * ssend_cycle.c - a synchronous-send cycle: ranks 0 and 1 both send their halo with MPI_Ssend
 * before receiving the other's.
 *
 * Every pair (0-1, 2-3) exchanges a halo; the upper pair orders the exchange by rank parity, the
 * lower pair uses the "everybody sends first" shortcut, which only works while the library buffers
 * the message: MPI_Ssend never does, so both block. Ranks 2 and 3 wait in MPI_Barrier.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0-1 at ssend_cycle.c:34
 * Expected groups: 0-1 at ssend_cycle.c:34
 * Why: 0 waits for 1 to post the receive its synchronous send needs, and 1 for 0 (observed waits, a
 * cycle: a deadlock); neither has posted that receive, so nothing orders them: both are least
 * progressed, at the same send. Ranks 2 and 3 wait in the barrier for them (victims).
 *
 * usage: ssend_cycle
 */
#include <mpi.h>
#include <stdio.h>

#define N 64

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double halo_out[N], halo_in[N];
    for (int i = 0; i < N; i++) {
        halo_out[i] = rank + i * 0.5;
    }
    int partner = rank ^ 1;
    if (rank < 2) {
        MPI_Ssend(halo_out, N, MPI_DOUBLE, partner, 3, MPI_COMM_WORLD); /* STRAGGLER-LP: ranks 0-1 */
        MPI_Recv(halo_in, N, MPI_DOUBLE, partner, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else if (rank % 2 == 0) {
        MPI_Ssend(halo_out, N, MPI_DOUBLE, partner, 3, MPI_COMM_WORLD);
        MPI_Recv(halo_in, N, MPI_DOUBLE, partner, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
        MPI_Recv(halo_in, N, MPI_DOUBLE, partner, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Ssend(halo_out, N, MPI_DOUBLE, partner, 3, MPI_COMM_WORLD);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("ssend_cycle finished: %g\n", halo_in[0]);
    }
    MPI_Finalize();
    return 0;
}
