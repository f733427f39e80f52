/*
 * The trace tests' workload (test_trace.py), also built with -finstrument-functions (trace_program_instr).
 *
 *   trace_program loop N     N iterations of: step() (3 x MPI_Allreduce of one int), MPI_Barrier; a
 *                            loop-dominated run (nested loops with fixed trip counts); prints "loop N"
 *   trace_program crash K    K iterations of MPI_Allreduce, then the last rank writes through a null
 *                            pointer (SIGSEGV); the others wait in MPI_Barrier
 *   trace_program abort K    the same, the last rank calls abort() (SIGABRT)
 *   trace_program fill PATH K   rank 0 writes PATH until its file system is full (PATH "-": nothing), then every
 *                            rank makes K MPI_Allreduce calls of 1 .. 4000 ints (as many distinct events: a trace
 *                            that does not compress to nothing); prints "fill K"
 */
#include <errno.h>
#include <fcntl.h>
#include <mpi.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

__attribute__((noinline)) static int step(int v)
{
    int s = 0;
    for (int k = 0; k < 3; k++) {
        MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }
    return s;
}

/* writes path until its file system has no room left */
static void fill(const char *path)
{
    static char block[4096];
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
        perror(path);
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    while (write(fd, block, sizeof block) > 0) {
    }
    if (errno != ENOSPC) {
        perror(path);
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    close(fd);
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
    if (!strcmp(what, "fill")) {
        long k = argc > 3 ? atol(argv[3]) : 1000;
        if (rank == 0 && strcmp(argv[2], "-") != 0) {
            fill(argv[2]);
        }
        MPI_Barrier(MPI_COMM_WORLD);
        static int v[4000], s[4000];
        for (long i = 0; i < k; i++) {
            MPI_Allreduce(v, s, (int) (i % 4000) + 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        }
        if (rank == 0) {
            printf("fill %ld\n", k);
        }
    } else if (!strcmp(what, "loop")) {
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
