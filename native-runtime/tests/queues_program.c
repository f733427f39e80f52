/*
 * The sizes and roots of the parts of a wait and of the pending requests (dump format 1.5, WDET), on
 * four tasks that each block differently (test_queues.py reads their dumps):
 *   rank 0: MPI_Irecv of 7 MPI_INT from 1 (tag 3) left pending, then MPI_Gather at its root 0 with
 *           MPI_IN_PLACE and a receive count of 5 MPI_DOUBLE (own block 40 bytes, root 0): blocks;
 *   rank 1: MPI_Ssend of 5 MPI_SHORT to 2 (tag 9), never received: 10 bytes, blocks;
 *   rank 2: a datatype of 4 MPI_INT used, freed, then one of 8 MPI_INT (the runtime must not reuse the
 *           first one's size if the handle is reused); MPI_Irecv of 2 of it from 0 (tag 4) pending (64 bytes),
 *           then MPI_Reduce of 3 MPI_DOUBLE at its own root on a communicator that reverses the ranks
 *           (root 1 there is world rank 2): 24 bytes, root 2, blocks;
 *   rank 3: MPI_Ibcast of 6 MPI_INT from root 1 then MPI_Wait: 24 bytes, root 1, blocks.
 */
#include <mpi.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm rev;
    MPI_Comm_split(MPI_COMM_WORLD, 0, size - 1 - rank, &rev);
    if (size != 4) {
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    static int ibuf[64];
    static double dbuf[64];
    static short sbuf[16];
    MPI_Request r;
    if (rank == 0) {
        MPI_Irecv(ibuf, 7, MPI_INT, 1, 3, MPI_COMM_WORLD, &r);
        MPI_Gather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, dbuf, 5, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Ssend(sbuf, 5, MPI_SHORT, 2, 9, MPI_COMM_WORLD);
    } else if (rank == 2) {
        MPI_Datatype t1, t2;
        MPI_Type_contiguous(4, MPI_INT, &t1);
        MPI_Type_commit(&t1);
        MPI_Sendrecv(ibuf, 1, t1, 2, 0, ibuf + 32, 1, t1, 2, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Type_free(&t1);
        MPI_Type_contiguous(8, MPI_INT, &t2);
        MPI_Type_commit(&t2);
        MPI_Irecv(ibuf, 2, t2, 0, 4, MPI_COMM_WORLD, &r);
        MPI_Reduce(dbuf, dbuf + 8, 3, MPI_DOUBLE, MPI_SUM, 1, rev);
    } else {
        MPI_Ibcast(ibuf, 6, MPI_INT, 1, MPI_COMM_WORLD, &r);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
    }
    MPI_Finalize();
    return 0;
}
