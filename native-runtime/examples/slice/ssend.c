/*
 * ssend.c - a synchronous send blocked on a receive that is never posted.
 *
 * Rank 0 hands NJOBS jobs to rank 2 with MPI_Ssend. Rank 2 receives as many jobs as it believes it gets: one fewer,
 * as if rank 0 kept the first job for itself (the bug). Rank 2 finishes; rank 0 waits in its last MPI_Ssend for a
 * receive that is never posted. Ranks 1 and 3 have nothing to do.
 *
 * Increments (mpirun -np 4): 0 | 1-3
 * Increment 1: rank 0, MPI_Ssend at 30: send to 2, tag 9 -> matching receive 37; lines 30 37 35 33
 * Why: rank 0 waits for rank 2, which finished: rank 0 is least progressed. Its partner's side is rank 2's MPI_Recv
 * from rank 0 with tag 9 (37), posted once per job it counts: the loop (35) and the count (33, the bug) are in the
 * first increment. Then the finished tasks.
 *
 * usage: ssend
 */
#include <mpi.h>
#include <stdio.h>

#define NJOBS 3
#define TAG_JOB 9

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        for (int j = 0; j < NJOBS; j++) {
            int job = 100 + j;
            MPI_Ssend(&job, 1, MPI_INT, 2, TAG_JOB, MPI_COMM_WORLD);
        }
    } else if (rank == 2) {
        int jobs = NJOBS - 1; /* the bug: rank 0 keeps no job */
        int done = 0;
        for (int j = 0; j < jobs; j++) {
            int job;
            MPI_Recv(&job, 1, MPI_INT, 0, TAG_JOB, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            done += job;
        }
        printf("rank 2 did %d\n", done);
    }
    MPI_Finalize();
    return 0;
}
