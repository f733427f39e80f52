/*
 * Output and exit code must be the same with and without the runtime: rank 0 prints results that
 * depend on point-to-point, collective and nonblocking traffic, and the program exits with 3.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    long acc = rank + 1;
    for (int it = 0; it < 50; it++) {
        long in = 0, out = acc * 31 + it;
        MPI_Request r[2];
        MPI_Irecv(&in, 1, MPI_LONG, (rank + size - 1) % size, it, MPI_COMM_WORLD, &r[0]);
        MPI_Isend(&out, 1, MPI_LONG, (rank + 1) % size, it, MPI_COMM_WORLD, &r[1]);
        MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
        long sum;
        MPI_Allreduce(&in, &sum, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
        acc = (acc + sum) % 1000003;
    }
    MPI_Comm sub;
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &sub);
    long subsum;
    MPI_Allreduce(&acc, &subsum, 1, MPI_LONG, MPI_SUM, sub);
    long all[64];
    MPI_Gather(&subsum, 1, MPI_LONG, all, 1, MPI_LONG, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        for (int i = 0; i < size && i < 64; i++) {
            printf("rank %d: %ld\n", i, all[i]);
        }
        fflush(stdout);
    }
    MPI_Comm_free(&sub);
    MPI_Finalize();
    return 3;
}
