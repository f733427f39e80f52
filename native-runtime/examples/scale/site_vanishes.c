/*
 * site_vanishes.c - a scale-dependent bug for the scale analysis (issue 23): a call site every training
 * run had disappears at scale, and nothing takes its place.
 *
 * Each process owns a block of cells and, every step, exchanges one boundary cell with each neighbour
 * of a periodic ring (MPI_Sendrecv) and relaxes its block; every step it also balances the load: the
 * cells of all processes are summed with MPI_Allreduce (balance) and a process with more than its share
 * would give some away. The global cell count is kept in a short, plenty for the small runs the code was
 * tested with: with the default 2048 cells per process it holds 8,192 to 30,720 cells on 4 to 15
 * processes, and from 16 processes on the product (32,768 and more) wraps to a negative number. The
 * balancing is skipped when there are no cells ("nothing to balance"), so from 16 processes on no process
 * ever balances: the MPI_Allreduce in balance() is never called, the other call sites are as before.
 *
 * usage: site_vanishes [cells] [steps]   (defaults 2048 and 20)
 *
 * Scale train: --np 4,6,8,10 -- site_vanishes
 * Scale check: --np 16 -- site_vanishes
 * Expected flagged: 0-15 (missing call site)
 * Expected divergence: step (site_vanishes.c:60) instead of step (site_vanishes.c:63)
 * (every process from 16 to 31 processes; the balance call, marker STRAGGLER-SCALE-TRAINED, is no
 * longer reached: the run's stacks leave it at the exchange call before it, marker STRAGGLER-SCALE)
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/* the total of all processes' cells, and a process's share of it */
static void balance(int cells, int size, int *share)
{
    int total = 0;
    MPI_Allreduce(&cells, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    *share = total / size;
}

static void exchange(double *u, int cells, int rank, int size)
{
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    MPI_Status st;
    MPI_Sendrecv(&u[cells], 1, MPI_DOUBLE, right, 0, &u[0], 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, &st);
    MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, 1, &u[cells + 1], 1, MPI_DOUBLE, right, 1, MPI_COMM_WORLD, &st);
}

static double relax(double *u, double *v, int cells)
{
    double change = 0;
    for (int i = 1; i <= cells; i++) {
        v[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
        change += (v[i] - u[i]) * (v[i] - u[i]);
    }
    for (int i = 1; i <= cells; i++) {
        u[i] = v[i];
    }
    return change;
}

/* one step: the neighbours' cells, the relaxation, the load balance */
static double step(double *u, double *v, int cells, int rank, int size, int *share)
{
    short global = (short) (cells * size); /* the bug: wraps from 32,768 cells on */
    exchange(u, cells, rank, size); /* STRAGGLER-SCALE */
    double change = relax(u, v, cells);
    if (global > 0) { /* nothing to balance without cells */
        balance(cells, size, share); /* STRAGGLER-SCALE-TRAINED */
    }
    return change;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int cells = argc > 1 ? atoi(argv[1]) : 2048;
    int steps = argc > 2 ? atoi(argv[2]) : 20;
    double *u = calloc((size_t) (cells > 0 ? cells : 0) + 2, sizeof *u);
    double *v = calloc((size_t) (cells > 0 ? cells : 0) + 2, sizeof *v);
    if (cells < 1 || steps < 1 || !u || !v) {
        fprintf(stderr, "usage: site_vanishes [cells >= 1] [steps >= 1]\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    for (int i = 1; i <= cells; i++) {
        u[i] = (double) ((rank * cells + i) % 11);
    }
    int share = cells;
    double change = 0;
    for (int s = 0; s < steps; s++) {
        change = step(u, v, cells, rank, size, &share);
    }
    double total = 0;
    MPI_Reduce(&change, &total, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("site_vanishes: %d ranks, %d cells each, share %d, change %.6g\n", size, cells, share, total);
    }
    free(u);
    free(v);
    MPI_Finalize();
    return 0;
}
