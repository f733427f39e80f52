/*
 * Benchmark only (bench/callcost.py --lib): the floor of an intercepted call, a preload library that is not the
 * runtime. It intercepts the calls bench/callcost makes and passes them on to the MPI library, doing no more than
 * the least any interposition does (FLOOR_CLOCKS=0: the call through the preload library and its PMPI call), or
 * that and the two clock reads the Markov model's timed transitions need in a call that can wait (FLOOR_CLOCKS=2:
 * the time stamp counter before and after the MPI library's call, as the runtime reads it where the kernel's
 * clocksource is the TSC (stg_ticks), into a thread's running sum so the reads cannot be dropped). Calls that never wait (MPI_Isend, MPI_Irecv, MPI_Test) are
 * not timed, as in the runtime (docs/dump-format.md, EDGE). What the runtime adds beyond these is its own work: the
 * call site by its full stack, the model's edges and sums, the request table, the wait's parts.
 */
#include <mpi.h>
#include <stdint.h>
#include <time.h>

#ifndef FLOOR_CLOCKS
#define FLOOR_CLOCKS 0
#endif

static __thread uint64_t spent; /* the reads' running sum (never read: it only keeps them) */

static inline uint64_t tick(void)
{
#if FLOOR_CLOCKS && defined(__x86_64__)
    return __builtin_ia32_rdtsc();
#elif FLOOR_CLOCKS
    struct timespec ts; /* elsewhere the runtime reads CLOCK_MONOTONIC (base.h) */
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t) ts.tv_sec * 1000000000u + (uint64_t) ts.tv_nsec;
#else
    return 0;
#endif
}

/* a call that can wait: timed before and after */
#define TIMED(call)                                                                                                   \
    do {                                                                                                              \
        uint64_t t0 = tick();                                                                                         \
        int rc = call;                                                                                                \
        spent += tick() - t0;                                                                                         \
        return rc;                                                                                                    \
    } while (0)

int MPI_Test(MPI_Request *r, int *flag, MPI_Status *s)
{
    return PMPI_Test(r, flag, s);
}

int MPI_Isend(const void *b, int n, MPI_Datatype t, int dest, int tag, MPI_Comm c, MPI_Request *r)
{
    return PMPI_Isend(b, n, t, dest, tag, c, r);
}

int MPI_Irecv(void *b, int n, MPI_Datatype t, int src, int tag, MPI_Comm c, MPI_Request *r)
{
    return PMPI_Irecv(b, n, t, src, tag, c, r);
}

int MPI_Send(const void *b, int n, MPI_Datatype t, int dest, int tag, MPI_Comm c)
{
    TIMED(PMPI_Send(b, n, t, dest, tag, c));
}

int MPI_Wait(MPI_Request *r, MPI_Status *s)
{
    TIMED(PMPI_Wait(r, s));
}

int MPI_Waitall(int n, MPI_Request *r, MPI_Status *s)
{
    TIMED(PMPI_Waitall(n, r, s));
}

int MPI_Barrier(MPI_Comm c)
{
    TIMED(PMPI_Barrier(c));
}

int MPI_Allreduce(const void *in, void *out, int n, MPI_Datatype t, MPI_Op op, MPI_Comm c)
{
    TIMED(PMPI_Allreduce(in, out, n, t, op, c));
}
