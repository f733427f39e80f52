/*
 * self_recv.c - a task receives from itself: rank 1 collects the contributions of its group with
 * a loop over the group's ranks, including its own, but never sends its own contribution.
 *
 * Rank 1 leads the group {1, 2, 3}: it receives one value from every member and then sends the
 * group's sum to rank 0. The loop starts at its own rank (the bug: the leader's own value should be
 * added locally), so its first receive is from itself and nothing was sent to it. Ranks 2 and 3 send
 * their value and wait in MPI_Barrier; rank 0 waits for the sum.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 1 at self_recv.c:36
 * Expected groups: 1 at self_recv.c:36
 * Why: rank 1 waits for itself (a cycle of one task: it can only be ended by the task that waits);
 * rank 0 waits for rank 1 (point-to-point), ranks 2 and 3 wait in the barrier for ranks 0 and 1: they
 * are victims. Issue 10, class 4: the self-waiting task alone.
 *
 * usage: self_recv
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int leader = 1, value = rank * rank, sum = 0;
    if (rank == 0) {
        MPI_Recv(&sum, 1, MPI_INT, leader, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        printf("group sum %d\n", sum);
    } else if (rank != leader) {
        MPI_Send(&value, 1, MPI_INT, leader, 1, MPI_COMM_WORLD);
    } else {
        for (int member = leader; member < size; member++) {
            int v = 0;
            MPI_Recv(&v, 1, MPI_INT, member, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 1 */
            sum += v;
        }
        MPI_Send(&sum, 1, MPI_INT, 0, 2, MPI_COMM_WORLD);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
