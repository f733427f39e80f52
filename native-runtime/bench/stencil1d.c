/*
 * Benchmark workload: a 1-D stencil with one-element halos, the message-bound case of the runtime's
 * overhead (bench/overhead.py --workload stencil1d). Each rank owns `cells` points of a line; an
 * iteration exchanges one double with each neighbour (MPI_Irecv, MPI_Irecv, MPI_Isend, MPI_Isend,
 * MPI_Waitall: 5 MPI calls), updates its points (3-point average) and, every `reduce_every` iterations,
 * sums a residual with MPI_Allreduce. With few cells per rank an iteration is its messages.
 *
 * Side by side in one run: the iterations come in blocks, and every other block calls the MPI library
 * directly (PMPI_Irecv, ...: the runtime does not see them) instead of through the runtime (MPI_Irecv,
 * ...: intercepted when the runtime is preloaded). The two kinds alternate (ABBA ...) in the same
 * processes, on the same cores, under the same load from the rest of the machine, so their ratio is
 * what intercepting the calls costs, which separate runs on a shared machine cannot resolve. Each
 * block starts after a barrier; its time is the slowest rank's.
 *
 * Prints, from rank 0 (with STENCIL1D_PAIRS set, first one line per pair of blocks:
 * pair=<i> direct_s=<block time calling PMPI_*> intercepted_s=<block time calling MPI_*>):
 *   seconds_direct=<sum> seconds_intercepted=<sum> ratio=<median of the pairs' ratios>
 *   us_per_iteration_direct=<median block / iterations> us_per_iteration_intercepted=<the same>
 *   calls=<intercepted calls per rank> ns_per_call=<(median intercepted - median direct block) / calls per block>
 *   maxrss_kib=<max over ranks>
 *
 * usage: stencil1d [iterations per block] [cells per rank] [pairs of blocks] [reduce_every (0: never)]
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

typedef struct mpi_fns {
    int (*irecv)(void *, int, MPI_Datatype, int, int, MPI_Comm, MPI_Request *);
    int (*isend)(const void *, int, MPI_Datatype, int, int, MPI_Comm, MPI_Request *);
    int (*waitall)(int, MPI_Request *, MPI_Status *);
    int (*allreduce)(const void *, void *, int, MPI_Datatype, MPI_Op, MPI_Comm);
} mpi_fns_t;

static const mpi_fns_t intercepted = { MPI_Irecv, MPI_Isend, MPI_Waitall, MPI_Allreduce };
static const mpi_fns_t direct = { PMPI_Irecv, PMPI_Isend, PMPI_Waitall, PMPI_Allreduce };

static int n, every, left, right;
static double *u, *v, res;

/* one block of iterations through fns; returns the MPI calls made */
static long block(const mpi_fns_t *fns, long iters)
{
    long calls = 0;
    for (long it = 0; it < iters; it++) {
        MPI_Request r[4];
        fns->irecv(&u[0], 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, &r[0]);
        fns->irecv(&u[n + 1], 1, MPI_DOUBLE, right, 1, MPI_COMM_WORLD, &r[1]);
        fns->isend(&u[1], 1, MPI_DOUBLE, left, 1, MPI_COMM_WORLD, &r[2]);
        fns->isend(&u[n], 1, MPI_DOUBLE, right, 0, MPI_COMM_WORLD, &r[3]);
        fns->waitall(4, r, MPI_STATUSES_IGNORE);
        calls += 5;
        double local = 0;
        for (int i = 1; i <= n; i++) {
            v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3.0;
            local += (v[i] - u[i]) * (v[i] - u[i]);
        }
        double *t = u;
        u = v;
        v = t;
        if (every > 0 && it % every == 0) {
            fns->allreduce(&local, &res, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
            calls++;
        }
    }
    return calls;
}

static double timed(const mpi_fns_t *fns, long iters, long *calls)
{
    PMPI_Barrier(MPI_COMM_WORLD);
    double t0 = PMPI_Wtime();
    long c = block(fns, iters);
    if (calls) {
        *calls += c;
    }
    return PMPI_Wtime() - t0;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *) a, y = *(const double *) b;
    return x < y ? -1 : x > y;
}

static double median(double *x, int n) /* sorts x */
{
    qsort(x, (size_t) n, sizeof *x, cmp);
    return n % 2 ? x[n / 2] : (x[n / 2 - 1] + x[n / 2]) / 2;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    long iters = argc > 1 ? atol(argv[1]) : 2000;
    n = argc > 2 ? atoi(argv[2]) : 16;
    int pairs = argc > 3 ? atoi(argv[3]) : 20;
    every = argc > 4 ? atoi(argv[4]) : 0;
    u = calloc((size_t) n + 2, sizeof *u);
    v = calloc((size_t) n + 2, sizeof *v);
    double *td = calloc((size_t) pairs, sizeof *td), *ti = calloc((size_t) pairs, sizeof *ti);
    double *md = calloc((size_t) pairs, sizeof *md), *mi = calloc((size_t) pairs, sizeof *mi);
    for (int i = 1; i <= n; i++) {
        u[i] = (double) ((rank * n + i) % 7);
    }
    left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
    right = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    timed(&direct, iters, NULL); /* warm-up: connections, the runtime's tables */
    timed(&intercepted, iters, NULL);
    long calls = 0;
    for (int p = 0; p < pairs; p++) {
        if (p % 2 == 0) {
            td[p] = timed(&direct, iters, NULL);
            ti[p] = timed(&intercepted, iters, &calls);
        } else {
            ti[p] = timed(&intercepted, iters, &calls);
            td[p] = timed(&direct, iters, NULL);
        }
    }
    PMPI_Reduce(td, md, pairs, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    PMPI_Reduce(ti, mi, pairs, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    long rss = ru.ru_maxrss, maxrss;
    PMPI_Reduce(&rss, &maxrss, 1, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        double sd = 0, si = 0, *ratio = calloc((size_t) pairs, sizeof *ratio);
        for (int p = 0; p < pairs; p++) {
            if (getenv("STENCIL1D_PAIRS")) {
                printf("pair=%d direct_s=%.6f intercepted_s=%.6f\n", p, md[p], mi[p]);
            }
            sd += md[p];
            si += mi[p];
            ratio[p] = mi[p] / md[p];
        }
        double med = median(ratio, pairs), mdm = median(md, pairs), mim = median(mi, pairs);
        printf("seconds_direct=%.6f seconds_intercepted=%.6f ratio=%.4f us_per_iteration_direct=%.3f "
               "us_per_iteration_intercepted=%.3f calls=%ld ns_per_call=%.1f maxrss_kib=%ld residual=%.3e\n", sd, si,
               med, mdm * 1e6 / (double) iters, mim * 1e6 / (double) iters, calls,
               (mim - mdm) * 1e9 / ((double) calls / pairs), maxrss, res);
        free(ratio);
    }
    free(u);
    free(v);
    MPI_Finalize();
    return 0;
}
