/*
 * Benchmark workload: a 2D Jacobi stencil, rows split across ranks, halo exchange with
 * MPI_Irecv/MPI_Isend/MPI_Waitall and a residual MPI_Allreduce every iteration.
 * Prints, from rank 0: seconds=<max wall time over ranks> maxrss_kib=<max peak RSS over ranks>.
 *
 * usage: stencil [iterations] [columns] [rows per rank]
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int iters = argc > 1 ? atoi(argv[1]) : 300;
    int nx = argc > 2 ? atoi(argv[2]) : 512;
    int ny = argc > 3 ? atoi(argv[3]) : 256;
    double *u = calloc((size_t) (ny + 2) * nx, sizeof *u), *v = calloc((size_t) (ny + 2) * nx, sizeof *v);
    for (int i = 1; i <= ny; i++) {
        for (int j = 0; j < nx; j++) {
            u[i * nx + j] = (double) ((rank * ny + i) % 7) + j % 5;
        }
    }
    int up = rank > 0 ? rank - 1 : MPI_PROC_NULL, down = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime(), res = 0;
    for (int it = 0; it < iters; it++) {
        MPI_Request r[4];
        MPI_Irecv(&u[0], nx, MPI_DOUBLE, up, 0, MPI_COMM_WORLD, &r[0]);
        MPI_Irecv(&u[(ny + 1) * nx], nx, MPI_DOUBLE, down, 1, MPI_COMM_WORLD, &r[1]);
        MPI_Isend(&u[nx], nx, MPI_DOUBLE, up, 1, MPI_COMM_WORLD, &r[2]);
        MPI_Isend(&u[ny * nx], nx, MPI_DOUBLE, down, 0, MPI_COMM_WORLD, &r[3]);
        MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
        double local = 0;
        for (int i = 1; i <= ny; i++) {
            for (int j = 1; j < nx - 1; j++) {
                double n = 0.25 * (u[(i - 1) * nx + j] + u[(i + 1) * nx + j] + u[i * nx + j - 1] + u[i * nx + j + 1]);
                local += (n - u[i * nx + j]) * (n - u[i * nx + j]);
                v[i * nx + j] = n;
            }
        }
        MPI_Allreduce(&local, &res, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        double *t = u;
        u = v;
        v = t;
    }
    double elapsed = MPI_Wtime() - t0, maxt;
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    long rss = ru.ru_maxrss, maxrss;
    MPI_Reduce(&elapsed, &maxt, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    MPI_Reduce(&rss, &maxrss, 1, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("seconds=%.6f maxrss_kib=%ld residual=%.6e\n", maxt, maxrss, res);
    }
    free(u);
    free(v);
    MPI_Finalize();
    return 0;
}
