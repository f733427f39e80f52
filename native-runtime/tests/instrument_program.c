/* A workload for `straggler instrument` (tests/test_instrument.py, the CLI's InstrumentCommandTest): main calls
 * step() ITER times; step, kept out of line and looping (XRay instruments it at any threshold), sums a series, then
 * MPI_Allreduce's the sum. Prints the total on rank 0. -DSTEP_ONLY compiles step alone (for a shared library),
 * -DMAIN_ONLY main alone (the program that links it). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

double step(int i);

#ifndef MAIN_ONLY
__attribute__((noinline)) double step(int i)
{
    double x = 0;
    for (int k = 0; k < 1000 + i; k++) {
        x += k * 0.5;
    }
    MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return x;
}
#endif

#ifndef STEP_ONLY
int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, iters = argc > 1 ? atoi(argv[1]) : 5;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    double s = 0;
    for (int i = 0; i < iters; i++) {
        s += step(i);
    }
    if (rank == 0) {
        printf("total %.1f\n", s);
    }
    MPI_Finalize();
    return 0;
}
#endif
