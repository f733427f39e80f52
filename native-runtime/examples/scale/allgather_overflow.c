/*
 * allgather_overflow.c - a scale-dependent bug for the scale analysis (Vrisha §6.1; issue 13): a
 * collective whose algorithm is chosen from a product that overflows a 32-bit int from 16 ranks on,
 * as MPICH2's MPIR_Allgather chose its algorithm from count x type size x ranks.
 *
 * Every rank owns one row of n doubles and, every step, gathers all rows (exchange_rows). The routine
 * picks its algorithm from the work of a step, n * n * size, kept in an int: a large work goes round a
 * ring of MPI_Sendrecv (bandwidth-optimal), a small one through MPI_Allgather. With n = 11800 the
 * product is 2,088,600,000 at 15 ranks and overflows from 16 ranks on (2,227,840,000 > INT_MAX wraps
 * to a negative number: built with -fwrapv, so it wraps as the hardware does), and every rank takes
 * the small-work branch. The result stays right; the communication does not scale as below 16.
 * With n = 4000 the product fits up to 134 ranks: a correct program at every scale tried here.
 *
 * usage: allgather_overflow [n] [steps]   (defaults 11800 and 3)
 *
 * Scale train: --np 4,6,8,10 -- allgather_overflow
 * Scale check: --np 16 -- allgather_overflow
 * Expected flagged: 0-15 (new call site, missing call site)
 * Expected divergence: exchange_rows (allgather_overflow.c:50) instead of exchange_rows (allgather_overflow.c:47)
 * (every process from 16 processes on: the small-work branch, marker STRAGGLER-SCALE, a call site no training run
 * had, instead of the ring, marker STRAGGLER-SCALE-TRAINED, whose call site every training run had; trained at
 * 4-12 the same. With n = 4000, trained at 4-12 and checked at 16: no process flagged.)
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SMALL_WORK (1 << 24) /* below: latency-bound, one MPI_Allgather; above: a ring */

static void ring_allgather(const double *mine, double *all, int n, int rank, int size)
{
    memcpy(all + (size_t) rank * n, mine, (size_t) n * sizeof *mine);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    for (int k = 0; k < size - 1; k++) {
        int out = (rank - k + size) % size, in = (rank - k - 1 + size) % size;
        MPI_Sendrecv(all + (size_t) out * n, n, MPI_DOUBLE, right, 7, all + (size_t) in * n, n, MPI_DOUBLE, left, 7,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
}

/* every rank's row into all (size x n) */
static void exchange_rows(const double *mine, double *all, int n, int rank, int size)
{
    int work = n * n * size; /* the work of a step: overflows int from 16 ranks on (n = 11800) */
    if (work >= SMALL_WORK) {
        ring_allgather(mine, all, n, rank, size); /* STRAGGLER-SCALE-TRAINED */
    } else {
        /* latency-bound: one collective */
        MPI_Allgather(mine, n, MPI_DOUBLE, all, n, MPI_DOUBLE, MPI_COMM_WORLD); /* STRAGGLER-SCALE */
    }
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int n = argc > 1 ? atoi(argv[1]) : 11800;
    int steps = argc > 2 ? atoi(argv[2]) : 3;
    double *row = malloc((size_t) n * sizeof *row), *all = malloc((size_t) n * size * sizeof *all);
    if (n < 1 || steps < 1 || !row || !all) {
        fprintf(stderr, "usage: allgather_overflow [n >= 1] [steps >= 1]\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    for (int i = 0; i < n; i++) {
        row[i] = rank + i * 1e-6;
    }
    double sum = 0;
    for (int s = 0; s < steps; s++) {
        exchange_rows(row, all, n, rank, size);
        for (int i = 0; i < n; i++) { /* relax every row towards the mean of all */
            double m = 0;
            for (int r = 0; r < size; r++) {
                m += all[(size_t) r * n + i];
            }
            row[i] = 0.5 * (row[i] + m / size);
        }
    }
    for (int i = 0; i < n; i++) {
        sum += row[i];
    }
    double total = 0;
    MPI_Allreduce(&sum, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("allgather_overflow: %d ranks, n=%d, %d steps, checksum %.6f\n", size, n, steps, total);
    }
    free(row);
    free(all);
    MPI_Finalize();
    return 0;
}
