/*
 * The counts by peer, tag and communicator, the ordinals and the communicator ids (dump format 1.7, WDET), on four
 * tasks (test_counts.py reads their dumps):
 *   every rank: two duplicates of MPI_COMM_WORLD (a, b), a split by parity (half), and for ranks 0-1
 *   MPI_Comm_create_group (pair, an id of the task's own); one message around a ring on a (tag 1) and on b (tag 2),
 *   one exchange on half (tag 3) and on pair (tag 4);
 *   rank 0: 2 MPI_Send and 1 MPI_Isend to 1 (tag 5, the last left pending: ordinal 3), an MPI_Irecv from any source
 *           with any tag left pending (ordinal 1), a persistent receive from 2 (tag 6) started, waited for and
 *           started again (pending, ordinal 2), then MPI_Recv from 3 (tag 9): blocks;
 *   rank 1: receives the three messages, then MPI_Barrier: blocks;
 *   rank 2: 2 MPI_Send to 0 (tag 6), then MPI_Barrier;
 *   rank 3: MPI_Barrier.
 */
#include <mpi.h>

static void ring(MPI_Comm c, int tag)
{
    int rank, size, out = 1, in = 0;
    MPI_Comm_rank(c, &rank);
    MPI_Comm_size(c, &size);
    MPI_Sendrecv(&out, 1, MPI_INT, (rank + 1) % size, tag, &in, 1, MPI_INT, (rank + size - 1) % size, tag, c,
                 MPI_STATUS_IGNORE);
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size != 4) {
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    MPI_Comm a, b, half, pair = MPI_COMM_NULL;
    MPI_Comm_dup(MPI_COMM_WORLD, &a);
    MPI_Comm_dup(MPI_COMM_WORLD, &b);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
    if (rank < 2) {
        MPI_Group world, first;
        int two[2] = { 0, 1 };
        MPI_Comm_group(MPI_COMM_WORLD, &world);
        MPI_Group_incl(world, 2, two, &first);
        MPI_Comm_create_group(MPI_COMM_WORLD, first, 7, &pair);
        MPI_Group_free(&first);
        MPI_Group_free(&world);
    }
    ring(a, 1);
    ring(b, 2);
    ring(half, 3);
    if (pair != MPI_COMM_NULL) {
        ring(pair, 4);
    }
    int x = 0, y[3], any = 0, p = 0;
    if (rank == 0) {
        MPI_Request s, r, per;
        MPI_Send(&x, 1, MPI_INT, 1, 5, MPI_COMM_WORLD);
        MPI_Send(&x, 1, MPI_INT, 1, 5, MPI_COMM_WORLD);
        MPI_Isend(&x, 1, MPI_INT, 1, 5, MPI_COMM_WORLD, &s);
        MPI_Irecv(&any, 1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &r);
        MPI_Recv_init(&p, 1, MPI_INT, 2, 6, MPI_COMM_WORLD, &per);
        MPI_Start(&per);
        MPI_Wait(&per, MPI_STATUS_IGNORE);
        MPI_Start(&per);
        MPI_Recv(&x, 1, MPI_INT, 3, 9, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else if (rank == 1) {
        for (int i = 0; i < 3; i++) {
            MPI_Recv(&y[i], 1, MPI_INT, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
    } else if (rank == 2) {
        MPI_Send(&x, 1, MPI_INT, 0, 6, MPI_COMM_WORLD);
        MPI_Send(&x, 1, MPI_INT, 0, 6, MPI_COMM_WORLD);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
