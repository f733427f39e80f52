/*
 * wrong_peer.c - a message sent to the wrong rank, in an exchange whose receivers accept any sender: nothing
 * hangs, one rank gets a message too many and another one too few.
 *
 * A particle migration: STEPS (12) time steps in which every rank moves its particle (1 double) to the rank that
 * owns the next cell, its right neighbour on a periodic ring. Receivers do not know their senders: MPI_Alltoall of
 * the per-destination counts (1 int each) tells every rank how many particles arrive, then MPI_Isend to the owner
 * (tag 3), as many MPI_Recv from MPI_ANY_SOURCE (tag 3) as announced, and MPI_Wait. Rank 0 prints the particles'
 * checksum.
 *
 * The bug (argument "wrongPeer"): in step 5 rank 2 computes the owner with the cell index off by one and sends its
 * particle to rank 4 instead of rank 3. The counts travel with it, so the exchange completes: rank 3 receives nothing
 * in that step and rank 4 two particles. Rank 2's calls are the same as in the normal run but for the Isend's peer
 * (a change only the call's arguments show); ranks 3 and 4 make one MPI_Recv fewer and one more. Rank 2 departs
 * first (its Isend precedes the receives of that step).
 *
 * Expected diff (mpirun -np 8; normal: no argument; faulty: wrongPeer):
 *   changed: ranks 2-4
 *   top suspect: rank 2
 *   change: - MPI_Isend(to 3, tag 3, 8 B) + MPI_Isend(to 4, tag 3, 8 B)
 *
 * usage: wrong_peer [wrongPeer]
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STEPS 12
#define TAG 3

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int bug = argc > 1 && strcmp(argv[1], "wrongPeer") == 0;
    int *out = calloc((size_t) size, sizeof *out), *in = calloc((size_t) size, sizeof *in);
    double particle = rank + 0.5, arrived[8];
    long checksum = 0;
    for (int step = 0; step < STEPS; step++) {
        int cell = rank + 1;
        if (bug && rank == 2 && step == 5) {
            cell++; /* the bug: the owner's index off by one */
        }
        int owner = cell % size;
        memset(out, 0, (size_t) size * sizeof *out);
        out[owner] = 1;
        MPI_Alltoall(out, 1, MPI_INT, in, 1, MPI_INT, MPI_COMM_WORLD);
        int expected = 0;
        for (int r = 0; r < size; r++) {
            expected += in[r];
        }
        MPI_Request req;
        MPI_Isend(&particle, 1, MPI_DOUBLE, owner, TAG, MPI_COMM_WORLD, &req);
        for (int i = 0; i < expected && i < 8; i++) {
            MPI_Recv(&arrived[i], 1, MPI_DOUBLE, MPI_ANY_SOURCE, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
        MPI_Wait(&req, MPI_STATUS_IGNORE);
        particle = expected > 0 ? arrived[0] : particle;
        checksum += (long) (particle * 2);
    }
    long total = 0;
    MPI_Reduce(&checksum, &total, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("checksum %ld\n", total);
    }
    free(out);
    free(in);
    MPI_Finalize();
    return 0;
}
