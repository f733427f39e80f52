/*
 * hybrid.c - MPI + OpenMP: every OpenMP thread of every rank exchanges with the thread of the same number
 * on the neighbouring ranks, so each thread has its own trace.
 *
 * MPI_Init_thread asks for MPI_THREAD_MULTIPLE. ITER iterations (argument 1, default 20) of: an OpenMP
 * parallel region of T threads (argument 2, default 3) in which thread t computes (work) and then
 * MPI_Sendrecv's one double with the ranks on its right (dest) and left (source), tag t; then the MPI
 * thread alone MPI_Allreduce's the sum. Rank 0 prints the final sum; exit code 0. Without
 * MPI_THREAD_MULTIPLE the exchanges are funneled through the MPI thread (rank 0 says so on stderr).
 *
 * Expected trace shapes (STRAGGLER_TRACE=mpi, MPI_THREAD_MULTIPLE, every rank): T traces per rank;
 *   the MPI thread (trace thread 0): MPI_Init_thread, [MPI_Sendrecv (tag 0), MPI_Allreduce]^ITER, MPI_Finalize
 *   the OpenMP thread t > 0:         [MPI_Sendrecv (tag t)]^ITER   (trace threads 1 .. T-1, numbered in the
 *                                    order of their first event)
 * (each call an entry and an exit). With -finstrument-functions (hybrid_instr, STRAGGLER_TRACE=functions)
 * each thread's trace also has the outlined parallel region (main._omp_fn.0) around work and the
 * MPI_Sendrecv; thread 0 has main around everything.
 *
 * usage: hybrid [ITER] [T]
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static double work(int t, int it)
{
    double x = 0;
    for (int k = 0; k < 20000; k++) {
        x += (double) ((k * (t + 1) + it) % 7) * 1e-3;
    }
    return x;
}

int main(int argc, char **argv)
{
    int provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int iters = argc > 1 ? atoi(argv[1]) : 20, nt = argc > 2 ? atoi(argv[2]) : 3;
    int multiple = provided >= MPI_THREAD_MULTIPLE;
    if (!multiple && rank == 0) {
        fprintf(stderr, "hybrid: no MPI_THREAD_MULTIPLE; the MPI thread makes every exchange\n");
    }
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    double total = 0;
    double *mine = calloc((size_t) nt, sizeof *mine), *got = calloc((size_t) nt, sizeof *got);
    for (int it = 0; it < iters; it++) {
#pragma omp parallel num_threads(nt)
        {
            int t = omp_get_thread_num();
            mine[t] = work(t, it) + rank;
            if (multiple) {
                MPI_Sendrecv(&mine[t], 1, MPI_DOUBLE, right, t, &got[t], 1, MPI_DOUBLE, left, t, MPI_COMM_WORLD,
                             MPI_STATUS_IGNORE);
            }
        }
        if (!multiple) {
            for (int t = 0; t < nt; t++) {
                MPI_Sendrecv(&mine[t], 1, MPI_DOUBLE, right, t, &got[t], 1, MPI_DOUBLE, left, t, MPI_COMM_WORLD,
                             MPI_STATUS_IGNORE);
            }
        }
        double local = 0, sum;
        for (int t = 0; t < nt; t++) local += got[t];
        MPI_Allreduce(&local, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        total += sum;
    }
    if (rank == 0) {
        printf("total %.6f\n", total);
    }
    free(mine);
    free(got);
    MPI_Finalize();
    return 0;
}
