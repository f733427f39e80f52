/*
 * large_message.c - an input-scale bug for the scale analysis (Vrisha §6.2; issue 13): a message-size
 * limit that only trips at large inputs, and then crashes, as MPICH2 did for messages over 2 GB.
 *
 * Rank 0 broadcasts the input size n, sends a block of n doubles to every other rank (ship), each
 * receiver checks it (take), and a final MPI_Reduce sums the checks. A message of up to MAX_PIECE bytes (1 MiB) goes in one MPI_Send; a
 * larger one takes the piecewise path (send_pieces), which stages each piece in a buffer of the staging
 * table — a table nobody fills (its allocation was lost), so the first large message crashes rank 0
 * with SIGSEGV in memcpy. Inputs up to 131072 doubles (1 MiB) never take that path; the receivers of a
 * large input wait for pieces that never come and are ended with the job.
 *
 * usage: large_message [n]   (default 65536 doubles)
 *
 * Scale train: --np 3 --args-sweep 16384,32768,65536,131072 -- large_message {}
 * Scale check: --np 3 -- large_message 1048576
 * Expected crash: rank 0
 * Expected divergence: ship (large_message.c:50) instead of ship (large_message.c:47)
 * (rank 0 crashes with SIGSEGV; the top point is the crash stack's, where it leaves the closest training call site:
 * the large-message branch, marker STRAGGLER-SCALE, instead of the one-piece send, marker STRAGGLER-SCALE-TRAINED.
 * At one input (65536) trained at 4-12 ranks and checked at 16: no process flagged.)
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PIECE (1 << 20) /* bytes in one message */
#define STAGES 4

static char *staging[STAGES]; /* the piecewise path's buffers: never allocated (the bug) */

static void send_pieces(const double *block, long n, int dest)
{
    const char *bytes = (const char *) block;
    long total = n * (long) sizeof *block;
    for (long off = 0, k = 0; off < total; off += MAX_PIECE, k++) {
        long len = total - off < MAX_PIECE ? total - off : MAX_PIECE;
        char *stage = staging[k % STAGES];
        memcpy(stage, bytes + off, (size_t) len); /* crashes: stage is NULL */
        MPI_Send(stage, (int) len, MPI_BYTE, dest, 2, MPI_COMM_WORLD);
    }
}

static void ship(const double *block, long n, int dest)
{
    if (n * (long) sizeof *block <= MAX_PIECE) {
        MPI_Send(block, (int) n, MPI_DOUBLE, dest, 1, MPI_COMM_WORLD); /* STRAGGLER-SCALE-TRAINED */
    } else {
        /* a large message: in pieces */
        send_pieces(block, n, dest); /* STRAGGLER-SCALE */
    }
}

static void take(double *block, long n)
{
    long total = n * (long) sizeof *block;
    if (total <= MAX_PIECE) {
        MPI_Recv(block, (int) n, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        return;
    }
    for (long off = 0; off < total; off += MAX_PIECE) {
        long len = total - off < MAX_PIECE ? total - off : MAX_PIECE;
        MPI_Recv((char *) block + off, (int) len, MPI_BYTE, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    long n = argc > 1 ? atol(argv[1]) : 65536;
    MPI_Bcast(&n, 1, MPI_LONG, 0, MPI_COMM_WORLD); /* rank 0's input decides */
    double *block = malloc((size_t) (n > 0 ? n : 1) * sizeof *block);
    if (n < 1 || !block || size < 2) {
        fprintf(stderr, "usage: large_message [n >= 1] (on 2 ranks or more)\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    double check = 0;
    if (rank == 0) {
        for (long i = 0; i < n; i++) {
            block[i] = (double) (i % 1000);
        }
        for (int r = 1; r < size; r++) {
            ship(block, n, r);
        }
    } else {
        take(block, n);
        for (long i = 0; i < n; i++) {
            check += block[i];
        }
    }
    double total = 0;
    MPI_Reduce(&check, &total, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("large_message: %d ranks, %ld doubles, checksum %.0f\n", size, n, total);
    }
    free(block);
    MPI_Finalize();
    return 0;
}
