/*
 * any_source.c - an MPI_ANY_SOURCE wait whose possible senders are stuck elsewhere: the master
 * (rank 0) receives results from any worker, workers 1 and 2 deadlock in their halo exchange before
 * reporting, worker 3 has reported and waits for its next task.
 *
 * Workers exchange a boundary value with their neighbour worker before computing; workers 1 and 2
 * both receive first (the bug: the lower one should send first). Worker 3 has no neighbour, reports
 * its result and waits for the master's next message.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 1-2 at any_source.c:42
 * Expected groups: 1-2 at any_source.c:42
 * Why: rank 0 waits for any one of 1, 2, 3. Rank 3 cannot end that wait (it waits for rank 0), so
 * rank 0 depends on 1 and 2; 1 and 2 wait for each other (a receive cycle: a deadlock): they are least
 * progressed. Ranks 0 and 3 are victims.
 *
 * usage: any_source
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (rank == 0) {
        double sum = 0;
        for (int w = 1; w < size; w++) {
            double r = 0;
            MPI_Status st;
            MPI_Recv(&r, 1, MPI_DOUBLE, MPI_ANY_SOURCE, 1, MPI_COMM_WORLD, &st);
            sum += r;
        }
        for (int w = 1; w < size; w++) {
            MPI_Send(&sum, 1, MPI_DOUBLE, w, 2, MPI_COMM_WORLD);
        }
    } else {
        double boundary = rank, neighbour = 0, next = 0;
        if (rank == 1 || rank == 2) {
            int other = 3 - rank;
            MPI_Recv(&neighbour, 1, MPI_DOUBLE, other, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 1-2 */
            MPI_Send(&boundary, 1, MPI_DOUBLE, other, 3, MPI_COMM_WORLD);
        }
        double result = boundary * 2 + neighbour;
        MPI_Send(&result, 1, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD);
        MPI_Recv(&next, 1, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Finalize();
    return 0;
}
