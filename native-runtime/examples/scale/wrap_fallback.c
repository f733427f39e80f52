/*
 * wrap_fallback.c - a scale-dependent bug for the scale analysis (issue 23): the same 4-bit wrap as
 * neighbour_wrap.c, here taking a fallback path through MPI_Allgather, a call site no training run had.
 *
 * The processes form a periodic ring and, every step, each needs the boundary cells of its two neighbours.
 * The exchange's plan (struct plan, packed into one word) keeps the number of processes in a 4-bit field.
 * With a ring in the plan, the boundaries go round it with MPI_Sendrecv (ring_exchange); without one (the
 * field says 0 or 1 process), exchange() falls back to gathering every process's boundary with
 * MPI_Allgather and picking the neighbours' from it. From 16 processes on the field wraps (16 -> 0,
 * 17 -> 1): every process takes the fallback. The result stays right (the neighbours' cells are the same),
 * but the exchange is no longer the ring's: a new call site (the MPI_Allgather in exchange), the ring's
 * MPI_Sendrecv site gone, and each process receives the boundaries of all the others.
 *
 * usage: wrap_fallback [n] [steps]   (defaults 1000 and 20)
 *
 * Scale train: --np 4,6,8,10 -- wrap_fallback
 * Scale check: --np 16 -- wrap_fallback
 * Expected flagged: 0-15 (new call site, missing call site)
 * Expected divergence: exchange (wrap_fallback.c:64) instead of exchange (wrap_fallback.c:57)
 * (every process at 16 and 17 processes; the point is where exchange() takes the fallback, marker
 * STRAGGLER-SCALE, instead of the ring, marker STRAGGLER-SCALE-TRAINED; checked at 18: none flagged)
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EDGE 32 /* boundary cells on each side of a block */

/* the exchange plan, packed into one word */
struct plan {
    unsigned procs : 4; /* processes in the ring: wraps from 16 on (the bug) */
    unsigned edge : 8;  /* boundary cells */
    unsigned ring : 1;  /* the ring is periodic */
};

/* the boundaries of the left and right neighbours, EDGE cells each */
struct ghosts {
    double left[EDGE], right[EDGE];
};

static void ring_exchange(const double *block, int n, struct ghosts *g, int rank, int size)
{
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    MPI_Status st;
    /* my last cells to the right, the left neighbour's last cells from the left; then the other way */
    MPI_Sendrecv(block + n - EDGE, EDGE, MPI_DOUBLE, right, 1, g->left, EDGE, MPI_DOUBLE, left, 1, MPI_COMM_WORLD, &st);
    MPI_Sendrecv(block, EDGE, MPI_DOUBLE, left, 2, g->right, EDGE, MPI_DOUBLE, right, 2, MPI_COMM_WORLD, &st);
}

/* every process's first and last EDGE cells, by rank */
static double *boundaries;

static void exchange(const double *block, int n, struct plan p, struct ghosts *g, int rank, int size)
{
    if (p.procs > 1) {
        ring_exchange(block, n, g, rank, size); /* STRAGGLER-SCALE-TRAINED */
        return;
    }
    /* no ring in the plan: gather everyone's boundary and take the neighbours' */
    double mine[2 * EDGE];
    memcpy(mine, block, EDGE * sizeof *mine);
    memcpy(mine + EDGE, block + n - EDGE, EDGE * sizeof *mine);
    MPI_Allgather(mine, 2 * EDGE, MPI_DOUBLE, boundaries, 2 * EDGE, MPI_DOUBLE, MPI_COMM_WORLD); /* STRAGGLER-SCALE */
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    memcpy(g->left, boundaries + (size_t) left * 2 * EDGE + EDGE, EDGE * sizeof *mine);
    memcpy(g->right, boundaries + (size_t) right * 2 * EDGE, EDGE * sizeof *mine);
}

static double smooth(double *block, int n, const struct ghosts *g)
{
    double change = 0, prev = g->left[EDGE - 1];
    for (int i = 0; i < n; i++) {
        double next = i + 1 < n ? block[i + 1] : g->right[0];
        double v = 0.5 * block[i] + 0.25 * (prev + next);
        prev = block[i];
        change += (v - block[i]) * (v - block[i]);
        block[i] = v;
    }
    return change;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    int steps = argc > 2 ? atoi(argv[2]) : 20;
    double *block = malloc((size_t) (n > 0 ? n : 1) * sizeof *block);
    boundaries = malloc((size_t) size * 2 * EDGE * sizeof *boundaries);
    if (n < 2 * EDGE || steps < 1 || !block || !boundaries) {
        fprintf(stderr, "usage: wrap_fallback [n >= %d] [steps >= 1]\n", 2 * EDGE);
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    for (int i = 0; i < n; i++) {
        block[i] = (double) ((rank * n + i) % 13);
    }
    struct plan p = { .procs = (unsigned) size, .edge = EDGE, .ring = 1 };
    struct ghosts g;
    double change = 0;
    for (int s = 0; s < steps; s++) {
        exchange(block, n, p, &g, rank, size);
        double local = smooth(block, n, &g);
        MPI_Allreduce(&local, &change, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    if (rank == 0) {
        printf("wrap_fallback: %d ranks, n=%d, %d steps, last change %.6g\n", size, n, steps, change);
    }
    free(block);
    free(boundaries);
    MPI_Finalize();
    return 0;
}
