/*
 * The trace tests' workload (test_trace.py), also built with -finstrument-functions (trace_program_instr).
 *
 *   trace_program loop N     N iterations of: step() (3 x MPI_Allreduce of one int), MPI_Barrier; a
 *                            loop-dominated run (nested loops with fixed trip counts); prints "loop N"
 *   trace_program crash K    K iterations of MPI_Allreduce, then the last rank writes through a null
 *                            pointer (SIGSEGV); the others wait in MPI_Barrier
 *   trace_program abort K    the same, the last rank calls abort() (SIGABRT)
 */
#include <mpi.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) static int step(int v)
{
    int s = 0;
    for (int k = 0; k < 3; k++) {
        MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }
    return s;
}

__attribute__((noinline)) static void crash_now(int how)
{
    if (how) {
        abort();
    }
    volatile int *p = NULL;
    *p = 1;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    const char *what = argc > 1 ? argv[1] : "loop";
    long n = argc > 2 ? atol(argv[2]) : 1000;
    if (!strcmp(what, "loop")) {
        long acc = 0;
        for (long i = 0; i < n; i++) {
            acc += step(1);
            MPI_Barrier(MPI_COMM_WORLD);
        }
        if (rank == 0) {
            printf("loop %ld %ld\n", n, acc);
        }
    } else {
        for (long i = 0; i < n; i++) {
            int v = 1, s;
            MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        }
        if (rank == size - 1) {
            crash_now(!strcmp(what, "abort"));
        }
        MPI_Barrier(MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}
