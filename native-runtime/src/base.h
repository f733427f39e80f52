/*
 * Base layer of the runtime (docs/architecture.md §4 "Runtime units"): what every unit above uses and
 * nothing in it uses a unit above: the task's identity, the configuration (the STRAGGLER_* environment),
 * diagnostics, clocks, allocation, hashing and the names of the interposed calls. The other base units
 * are htab.h (the hash table), buf.h (byte buffers), addr.h (call stacks and loaded modules), sig.h (the
 * handler of the signals that end a task) and crc32.h.
 */
#ifndef STG_BASE_H
#define STG_BASE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>

#define STG_VERSION "0.1.0"

/* On the declaration of a variable that one unit defines and the other units of its recorder read on the hot
 * path: hidden (as every symbol of the library but the MPI entry points, CMakeLists.txt), so the compiler
 * addresses it directly, as in the unit that defines it, instead of loading its address from the GOT. */
#define STG_HIDDEN __attribute__((visibility("hidden")))
#define STG_NONE 0xFFFFFFFFu
#define STG_MAX_DEPTH 64

/* ------------------------------------------------------------------ the task (set by the lifecycle) */

extern int stg_rank, stg_size;       /* world rank (-1 before MPI_Init) and size */
extern volatile int stg_active;      /* the runtime records (MPI_Init .. MPI_Finalize, memory permitting) */
extern _Atomic pid_t stg_main_tid;   /* the thread that initialized MPI; 0 before */
extern _Atomic pid_t stg_helper_tid; /* the runtime's helper thread; 0 before it runs */

/* A crash of the task, while the lifecycle's crash handler holds the crashing thread (crash.c): the thread,
 * the signal and the thread's stack from the signal's context (frame 0: the interrupted program counter).
 * sig is set last, when the rest is filled in; readers (the sampler) take the stack from here instead of
 * signalling that thread. */
typedef struct stg_crash {
    volatile pid_t tid;
    int n;
    uintptr_t frames[STG_MAX_DEPTH];
    volatile int sig; /* 0: no crash */
} stg_crash_t;
extern stg_crash_t stg_crash;

/* ------------------------------------------------------------------ configuration */

/* Read from the STRAGGLER_* environment at MPI_Init (its readers: env.h, generated from env.def; docs/dump-format.md
 * "Environment"). */
typedef struct stg_config {
    int enabled;
    double timeout;      /* seconds; 0 = infer */
    double min_timeout;  /* floor of the inferred timeout */
    double poll;         /* helper period, seconds */
    double grace;        /* how long the coordinator waits for all dumps */
    int keep_alive;      /* 1: keep the job hung after the dump; 0: abort it */
    int yield;           /* 1: a task that dumped before the abort leaves the CPUs to others (SCHED_IDLE) */
    int exit_code;
    int depth;           /* call-stack depth of a state */
    int sample_signal;
    int dump_at_exit;
    char dir[4096];
} stg_config_t;

extern stg_config_t stg_cfg;
void stg_config_read(void);

/* ------------------------------------------------------------------ diagnostics, time, memory */

/* Diagnostics of the runtime itself, on stderr (never the application's output channel unless asked). */
void stg_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

double stg_now(void); /* monotonic seconds */
uint64_t stg_wall_ns(void);

/* The hot path's clock: the time stamp counter where the kernel keeps time with it (clocksource tsc: it
 * runs at a constant rate and agrees across cores), else CLOCK_MONOTONIC in nanoseconds. Read as ticks;
 * stg_tick_seconds gives seconds per tick (calibrated against CLOCK_MONOTONIC), stg_ticks_now turns an
 * instant into stg_now()'s seconds. */
extern int stg_tsc;
void stg_ticks_init(void); /* at MPI_Init, before anything reads the ticks */
static inline uint64_t stg_ticks(void)
{
#if defined(__x86_64__)
    if (stg_tsc) {
        return __builtin_ia32_rdtsc();
    }
#endif
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t) ts.tv_sec * 1000000000ull + (uint64_t) ts.tv_nsec;
}
double stg_tick_seconds(void);
double stg_ticks_now(uint64_t ticks);

/* realloc; on failure says so and stops recording (stg_active = 0), returns NULL */
void *stg_xrealloc(void *p, size_t n);

/* ------------------------------------------------------------------ hashing */

/* combines v into h */
static inline uint64_t stg_mix64(uint64_t h, uint64_t v)
{
    h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    h *= 0xff51afd7ed558ccdull;
    return h ^ (h >> 33);
}

/* a bijective mix of one 64-bit key (MurmurHash3's finalizer): distinct keys never share a hash */
static inline uint64_t stg_hash64(uint64_t k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdull;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ull;
    return k ^ (k >> 33);
}

uint64_t stg_fnv64(const void *d, size_t n); /* FNV-1a of bytes */

/* an MPI handle (a pointer in Open MPI, an int in MPICH) as a key */
static inline uint64_t stg_handle_key(const void *handle, size_t size)
{
    uint64_t k = 0;
    memcpy(&k, handle, size < sizeof k ? size : sizeof k);
    return k;
}

/* ------------------------------------------------------------------ the interposed calls (mpi_calls.def) */

const char *stg_call_name(int call);
/* By call index: 1 for a call that never waits for another task (nonblocking starts, tests, MPI_Start,
 * MPI_Request_free, nonblocking collectives; generated from mpi_calls.def's classes). It is not timed: the
 * Markov recorder reads no clock for such a call (a clock read is ~30 ns on a virtual machine whose clock is
 * kvm-clock: bench/callcost.py), its edges have time 0, and its time counts to the thread's next timed edge
 * (dump format 1.6). */
extern const unsigned char *const stg_call_never_blocks;
int stg_call_index(const char *name); /* -1 when the runtime does not interpose it */

#endif
