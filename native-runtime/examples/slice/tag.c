/*
 * tag.c - a tag mismatch: the end-of-data marker is sent with the data's tag.
 *
 * Rank 0 streams three values to rank 1, then an end marker, and waits for rank 1's acknowledgement. Rank 1 takes the
 * values with TAG_DATA and waits for the marker with TAG_END, but rank 0 sends it with TAG_DATA (the bug): it waits in
 * the queue, never taken. Rank 0 waits for the acknowledgement rank 1 never sends; ranks 2 and 3 wait in MPI_Barrier.
 *
 * Increments (mpirun -np 4): 1 | 0 | 2-3
 * Increment 1: rank 1, MPI_Recv at 43: receive from 0, tag 101 -> mismatched send 33 35; lines 43 33 35 32
 * Increment 2: rank 0, MPI_Recv at 36: receive from 1, tag 102 -> matching send 45; lines 36 45 44 43
 * Why: 0 and 1 wait for each other, but rank 0 already sent rank 1 as many messages as rank 1's receives from it
 * need: rank 1 is least progressed. No send of rank 0 to rank 1 has tag 101 (TAG_END); its sends to rank 1 have tag
 * 100 (33 in the loop of 32, 35): both sides of the mismatch are in the first increment. The next increment is the
 * group rank 1 waits for, rank 0, with its own blocked receive and rank 1's acknowledgement (45) it waits for (not
 * posted: behind the receive at 43). Then ranks 2-3, which wait for both.
 *
 * usage: tag
 */
#include <mpi.h>
#include <stdio.h>

enum { TAG_DATA = 100, TAG_END = 101, TAG_ACK = 102 };

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        double v[3] = { 1, 2, 3 };
        int done = 1, ack = 0;
        for (int i = 0; i < 3; i++) {
            MPI_Send(&v[i], 1, MPI_DOUBLE, 1, TAG_DATA, MPI_COMM_WORLD);
        }
        MPI_Send(&done, 1, MPI_INT, 1, TAG_DATA, MPI_COMM_WORLD); /* the bug: TAG_END */
        MPI_Recv(&ack, 1, MPI_INT, 1, TAG_ACK, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else if (rank == 1) {
        double v[3];
        int done = 0;
        for (int i = 0; i < 3; i++) {
            MPI_Recv(&v[i], 1, MPI_DOUBLE, 0, TAG_DATA, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
        MPI_Recv(&done, 1, MPI_INT, 0, TAG_END, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        int ack = done;
        MPI_Send(&ack, 1, MPI_INT, 0, TAG_ACK, MPI_COMM_WORLD);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
