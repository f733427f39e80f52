/*
 * neighbour_wrap.c - a scale-dependent bug for the scale analysis (issue 23): the number of processes of
 * a ring is kept in a 4-bit field, which wraps at 16 processes, and from then on every halo exchange
 * silently sends 0 cells.
 *
 * The processes form a periodic ring; each owns a block of n cells and, every step, exchanges HALO cells
 * with its left and its right neighbour (one MPI_Sendrecv per direction, one call site), relaxes its block
 * and sums the change with MPI_Allreduce. The exchange plan is packed into one word (struct plan) and its
 * ring size is a 4-bit field: 4 to 15 processes fit, 16 wraps to 0 and 17 to 1, and a ring of 0 or 1
 * process has no neighbour to exchange with (halo_cells), so every exchange sends and receives 0 cells.
 * Nothing else changes: the same call sites, the same number of messages; the program ends normally
 * with a wrong result. The exchange's volume is the same at every scale (2 x HALO doubles each way per
 * step), a feature that does not vary with scale. From 18 to 31 processes the field holds 2 to 15 and
 * the exchange is right again.
 *
 * usage: neighbour_wrap [n] [steps]   (defaults 1000 and 20)
 *
 * Scale train: --np 4,6,8,10 -- neighbour_wrap
 * Scale check: --np 16 -- neighbour_wrap
 * Expected flagged: 0-15 (volume)
 * Expected divergence: halo_exchange (neighbour_wrap.c:62) instead of halo_exchange (neighbour_wrap.c:62)
 * (every process at 16 and 17 processes; the point is the exchange's call site, marker STRAGGLER-SCALE,
 * whose bytes fell to 0 where the training runs sent HALO doubles each way; checked at 18: none flagged)
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define HALO 64 /* cells exchanged with each neighbour */

/* the exchange plan, packed into one word */
struct plan {
    unsigned procs : 4;  /* processes in the ring: wraps from 16 on (the bug) */
    unsigned width : 12; /* halo cells */
    unsigned periodic : 1;
};

static struct plan make_plan(int size)
{
    struct plan p = { 0 };
    p.procs = (unsigned) size;
    p.width = HALO;
    p.periodic = 1;
    return p;
}

/* cells exchanged with each neighbour: none when the ring has no other process */
static int halo_cells(struct plan p)
{
    return p.procs > 1 ? (int) p.width : 0;
}

/* u: HALO ghost cells, n owned cells, HALO ghost cells */
static void halo_exchange(double *u, int n, struct plan p, int rank, int size)
{
    int h = halo_cells(p);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    for (int d = 0; d < 2; d++) { /* d = 0: to the right, from the left; d = 1: to the left, from the right */
        double *out = d == 0 ? u + HALO + n - h : u + HALO, *in = d == 0 ? u + HALO - h : u + HALO + n;
        int to = d == 0 ? right : left, from = d == 0 ? left : right;
        MPI_Status st;
        MPI_Sendrecv(out, h, MPI_DOUBLE, to, d, in, h, MPI_DOUBLE, from, d, MPI_COMM_WORLD, &st); /* STRAGGLER-SCALE */
    }
}

static double relax(double *u, double *v, int n)
{
    double change = 0;
    for (int i = HALO; i < HALO + n; i++) {
        v[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
        change += (v[i] - u[i]) * (v[i] - u[i]);
    }
    for (int i = HALO; i < HALO + n; i++) {
        u[i] = v[i];
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
    double *u = calloc((size_t) n + 2 * HALO, sizeof *u), *v = calloc((size_t) n + 2 * HALO, sizeof *v);
    if (n < HALO || steps < 1 || !u || !v) {
        fprintf(stderr, "usage: neighbour_wrap [n >= %d] [steps >= 1]\n", HALO);
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    for (int i = HALO; i < HALO + n; i++) {
        u[i] = (double) ((rank * n + i) % 17);
    }
    struct plan p = make_plan(size);
    double change = 0;
    for (int s = 0; s < steps; s++) {
        halo_exchange(u, n, p, rank, size);
        double local = relax(u, v, n);
        MPI_Allreduce(&local, &change, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    if (rank == 0) {
        printf("neighbour_wrap: %d ranks, n=%d, %d steps, last change %.6g\n", size, n, steps, change);
    }
    free(u);
    free(v);
    MPI_Finalize();
    return 0;
}
