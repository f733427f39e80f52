/*
 * win_fence_skipped.c - a skipped MPI_Win_fence: rank 3 leaves out the fence that closes the epoch of its put and
 * goes on to the next synchronization, an MPI_Barrier; ranks 0, 1 and 2 wait in the fence forever.
 *
 * Every task puts its value into its right neighbour's window between two fences. The second fence is guarded by
 * "has a put to complete" (the bug: a fence is collective over the window's group, every task must call it); rank 3
 * thinks it has none and skips it.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0-3 at win_fence_skipped.c:39
 * Expected groups: 0-2 at win_fence_skipped.c:39; 3 at win_fence_skipped.c:41
 * Why: a window's collectives are collectives over its group, here every task, as MPI_COMM_WORLD's are: 0-2 are in
 * the fence and 3 in the barrier, all inside a collective over the same tasks at the same point of it (each has
 * entered as many collectives over them: the window's creation, a fence, and the fence or the barrier). None has
 * fallen behind the others and no order exists between the two calls, so all four are least progressed, in two
 * groups: the two calls to compare (as diff_collectives.c's).
 *
 * usage: win_fence_skipped
 */
#include <mpi.h>
#include <stdio.h>

static int has_put_to_complete(int rank, int size)
{
    return rank != size - 1; /* bug: the last task's put needs the fence as much as the others' */
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int halo[4] = { 0 }, value = 10 * rank;
    MPI_Win win;
    MPI_Win_create(halo, sizeof halo, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_fence(0, win);
    MPI_Put(&value, 1, MPI_INT, (rank + 1) % size, 0, 1, MPI_INT, win);
    if (has_put_to_complete(rank, size)) {
        MPI_Win_fence(0, win); /* STRAGGLER-LP: ranks 0-2 */
    }
    MPI_Barrier(MPI_COMM_WORLD); /* STRAGGLER-LP: ranks 3 */
    if (rank == 0) {
        printf("halo %d\n", halo[0]);
    }
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
