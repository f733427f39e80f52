/*
 * Benchmark workload: the time of one MPI call, to measure what the runtime adds to an intercepted
 * call (bench/callcost.py runs it with and without the runtime preloaded). One task, calls that never
 * wait (to MPI_PROC_NULL, collectives of one task on MPI_COMM_SELF and MPI_COMM_WORLD; halo-self: a stencil's halo
 * exchange with the task itself as both neighbours, two MPI_Irecv, two MPI_Isend, one MPI_Waitall of the four;
 * halo-sweep: the same with a stencil's update of 4000 cells between exchanges),
 * each pattern from its own call site, eight
 * frames below main() (the runtime unwinds the call stack at every call). Prints, per pattern,
 * pattern=<name> calls=<MPI calls made> ns=<CPU nanoseconds of the calling thread per MPI call>
 * wall_ns=<elapsed nanoseconds per MPI call>: the thread's CPU time leaves out the time the thread
 * waited for a core, which dominates on a machine shared with other work.
 *
 * usage: callcost [iterations per pattern] [pattern: only that one]
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { TEST_NULL, SEND, ISEND_WAIT, BARRIER_SELF, ALLREDUCE, HALO, HALO_SWEEP, NPATTERNS };
static const char *const names[NPATTERNS] = { "test-null", "send", "isend+wait", "barrier-self", "allreduce",
                                              "halo-self", "halo-sweep" };
static const int calls_per_iteration[NPATTERNS] = { 1, 1, 2, 1, 1, 5, 5 };
/* halo-sweep: halo-self, then a 3-point update of SWEEP cells (two arrays of 32 KiB, as bench/stencil1d at 4000
 * cells): the runtime's tables and code compete with the application's data for the caches between calls */
#define SWEEP 4000
static double sweep_u[SWEEP + 2], sweep_v[SWEEP + 2];
static volatile int sink;

typedef struct times {
    double cpu, wall;
} times_t;

static double seconds(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double) ts.tv_sec + ts.tv_nsec * 1e-9;
}

static __attribute__((noinline)) times_t loop(int pattern, long iters)
{
    int x = 1, y = 0, halo[4] = { 0 };
    MPI_Request r, null = MPI_REQUEST_NULL, rs[4];
    int flag;
    times_t t0 = { seconds(CLOCK_THREAD_CPUTIME_ID), seconds(CLOCK_MONOTONIC) };
    for (long i = 0; i < iters; i++) {
        switch (pattern) {
        case TEST_NULL:
            MPI_Test(&null, &flag, MPI_STATUS_IGNORE);
            break;
        case SEND:
            MPI_Send(&x, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD);
            break;
        case ISEND_WAIT:
            MPI_Isend(&x, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &r);
            MPI_Wait(&r, MPI_STATUS_IGNORE);
            break;
        case BARRIER_SELF:
            MPI_Barrier(MPI_COMM_SELF);
            break;
        case HALO:
        case HALO_SWEEP:
            MPI_Irecv(&halo[0], 1, MPI_INT, 0, 1, MPI_COMM_WORLD, &rs[0]);
            MPI_Irecv(&halo[1], 1, MPI_INT, 0, 2, MPI_COMM_WORLD, &rs[1]);
            MPI_Isend(&halo[2], 1, MPI_INT, 0, 2, MPI_COMM_WORLD, &rs[2]);
            MPI_Isend(&halo[3], 1, MPI_INT, 0, 1, MPI_COMM_WORLD, &rs[3]);
            MPI_Waitall(4, rs, MPI_STATUSES_IGNORE);
            if (pattern == HALO_SWEEP) {
                double *u = i % 2 ? sweep_v : sweep_u, *v = i % 2 ? sweep_u : sweep_v;
                for (int k = 1; k <= SWEEP; k++) {
                    v[k] = (u[k - 1] + u[k] + u[k + 1]) / 3.0;
                }
            }
            break;
        default:
            MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        }
    }
    times_t t = { seconds(CLOCK_THREAD_CPUTIME_ID) - t0.cpu, seconds(CLOCK_MONOTONIC) - t0.wall };
    return t;
}

/* depth frames between main() and the loop; the addition after the call keeps it from being a tail call */
static __attribute__((noinline)) times_t nest(int depth, int pattern, long iters)
{
    times_t t = depth > 0 ? nest(depth - 1, pattern, iters) : loop(pattern, iters);
    sink += depth;
    return t;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    long iters = argc > 1 ? atol(argv[1]) : 100000;
    for (int p = 0; p < NPATTERNS; p++) {
        if (argc > 2 && strcmp(argv[2], names[p]) != 0) {
            continue;
        }
        nest(6, p, iters / 10 + 1); /* warm-up: the runtime's tables reach their size */
        times_t t = nest(6, p, iters);
        long calls = iters * calls_per_iteration[p];
        printf("pattern=%s calls=%ld ns=%.1f wall_ns=%.1f\n", names[p], calls, t.cpu * 1e9 / (double) calls,
               t.wall * 1e9 / (double) calls);
    }
    MPI_Finalize();
    return 0;
}
