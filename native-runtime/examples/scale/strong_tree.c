/*
 * strong_tree.c - a correct program for the scale analysis (issue 23): strong scaling, with a reduction
 * written as a recursion whose depth grows with the number of processes.
 *
 * A fixed problem of N cells is split into blocks, one per process (the first N % size processes own
 * one cell more): the more processes, the smaller each block. Every step each process smooths its block
 * and the blocks' histograms (BINS counts) are summed to rank 0 by tree_sum, a recursive halving of the
 * rank range written with MPI_Send and MPI_Recv: the lower half's first process receives the upper
 * half's sum, at every level, so rank 0 receives once per level (2 levels at 4 processes, 5 at 18) and
 * the recursion is one frame deeper for every doubling of the processes. At the end rank 0 gathers every
 * block with MPI_Gatherv. So a process's bytes shrink with the number of processes (its block), grow
 * slowly at rank 0 (the tree's levels), and the gather's total at rank 0 is N cells at every scale.
 *
 * usage: strong_tree [N] [steps]   (defaults 60000 and 10)
 *
 * Scale train: --np 4,6,8,10 -- strong_tree
 * Scale check: --np 16 -- strong_tree
 * Expected flagged: none
 * (Call sites count up to recursion: at 16 processes some processes reach their sends and receives through a path
 * of recursive calls no training run took, at 18 rank 0 one level deeper than any; none is a new call site. The
 * score grows with the scale, and so does the threshold beyond the training scales (decision 049): margins in
 * docs/benchmarks.md "The scale check's margins with the call-site rules".)
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define BINS 32

/* sums h (BINS counts) over the processes of ranks lo..hi-1 into rank lo, by halves */
static void tree_sum(long *h, int lo, int hi, int rank)
{
    if (hi - lo < 2) {
        return;
    }
    int mid = lo + (hi - lo + 1) / 2;
    if (rank < mid) {
        tree_sum(h, lo, mid, rank);
        if (rank == lo) {
            long other[BINS];
            MPI_Recv(other, BINS, MPI_LONG, mid, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            for (int b = 0; b < BINS; b++) {
                h[b] += other[b];
            }
        }
    } else {
        tree_sum(h, mid, hi, rank);
        if (rank == mid) {
            MPI_Send(h, BINS, MPI_LONG, lo, 3, MPI_COMM_WORLD);
        }
    }
}

static void smooth(double *x, int n)
{
    double prev = x[0];
    for (int i = 1; i + 1 < n; i++) {
        double cur = x[i];
        x[i] = 0.25 * prev + 0.5 * cur + 0.25 * x[i + 1];
        prev = cur;
    }
}

static void histogram(const double *x, int n, long *h)
{
    for (int b = 0; b < BINS; b++) {
        h[b] = 0;
    }
    for (int i = 0; i < n; i++) {
        int b = (int) (x[i] * BINS);
        h[b < 0 ? 0 : b >= BINS ? BINS - 1 : b]++;
    }
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int total = argc > 1 ? atoi(argv[1]) : 60000;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    int n = total / size + (rank < total % size ? 1 : 0);
    double *x = malloc((size_t) (n > 0 ? n : 1) * sizeof *x);
    double *all = rank == 0 ? malloc((size_t) (total > 0 ? total : 1) * sizeof *all) : NULL;
    int *counts = rank == 0 ? malloc((size_t) size * sizeof *counts) : NULL;
    int *starts = rank == 0 ? malloc((size_t) size * sizeof *starts) : NULL;
    if (total < size || steps < 1 || !x || (rank == 0 && (!all || !counts || !starts))) {
        fprintf(stderr, "usage: strong_tree [N >= processes] [steps >= 1]\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    for (int i = 0; i < n; i++) {
        x[i] = (double) ((rank * 31 + i * 7) % 100) / 100.0;
    }
    long h[BINS];
    for (int s = 0; s < steps; s++) {
        smooth(x, n);
        histogram(x, n, h);
        tree_sum(h, 0, size, rank);
    }
    if (rank == 0) {
        for (int r = 0, at = 0; r < size; r++) {
            counts[r] = total / size + (r < total % size ? 1 : 0);
            starts[r] = at;
            at += counts[r];
        }
    }
    MPI_Gatherv(x, n, MPI_DOUBLE, all, counts, starts, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        double sum = 0;
        for (int i = 0; i < total; i++) {
            sum += all[i];
        }
        printf("strong_tree: %d ranks, %d cells, first bin %ld, sum %.6f\n", size, total, h[0], sum);
    }
    free(x);
    free(all);
    free(counts);
    free(starts);
    MPI_Finalize();
    return 0;
}
