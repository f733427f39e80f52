/*
 * diff_collectives.c - different collectives at the same point: in the group {0, 1, 2}, ranks 0
 * and 1 call MPI_Barrier while rank 2 calls MPI_Allreduce.
 *
 * The group synchronizes before its output phase; the task that also collects statistics (rank 2)
 * was changed to combine the synchronization with its reduction (the bug: the others still call the
 * barrier). Neither collective can complete. Rank 3 is not in the group and waits for everybody in
 * MPI_Barrier on MPI_COMM_WORLD.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0-2 at diff_collectives.c:36
 * Expected groups: 0-1 at diff_collectives.c:36; 2 at diff_collectives.c:34
 * Why: 0, 1 and 2 are all inside a collective of the same communicator, at the same point of it (each
 * has entered as many collectives on it): none has fallen behind the others and no order exists
 * between the two calls, so all three are least progressed (two groups: the two calls to compare).
 * Rank 3 waits for them (a victim).
 *
 * usage: diff_collectives
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm group;
    MPI_Comm_split(MPI_COMM_WORLD, rank < 3 ? 0 : MPI_UNDEFINED, rank, &group);
    int stats = rank * 3, total = 0;
    if (rank < 3) {
        int collects_stats = rank == 2;
        if (collects_stats) {
            MPI_Allreduce(&stats, &total, 1, MPI_INT, MPI_SUM, group); /* STRAGGLER-LP: ranks 2 */
        } else {
            MPI_Barrier(group); /* STRAGGLER-LP: ranks 0-1 */
        }
        MPI_Comm_free(&group);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("diff_collectives finished: %d\n", total);
    }
    MPI_Finalize();
    return 0;
}
