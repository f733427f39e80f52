/*
 * The traced threads (trace_thread.c; the call-trace recorder, trace.h): each thread's state, which only the
 * thread itself changes (no lock on the hot path; a sequence lock lets other threads copy its coder's state,
 * trace_lz.h), registered at the thread's first event and closed at its exit; the trace file format's
 * constants (docs/dump-format.md "Trace files"); the recorder's configuration that sizes the state
 * (trace.c reads it). Every unit of the trace includes it. Recorder layer (recorder.h).
 */
#ifndef STG_TRACE_THREAD_H
#define STG_TRACE_THREAD_H

#include <pthread.h>
#include <stddef.h>

#include "recorder.h"
#include "calls.h"
#include "htab.h"

#define TLS __thread __attribute__((tls_model("initial-exec")))
#define API __attribute__((visibility("default")))

/* ------------------------------------------------------------------ the configuration (trace.c reads it) */

enum { MODE_OFF, MODE_MPI, MODE_FUNCTIONS };
extern STG_HIDDEN int stg_trace_mode;
extern STG_HIDDEN volatile int stg_trace_ready; /* at_init done: the task has a rank and a directory */
extern STG_HIDDEN size_t stg_trace_memory;      /* per traced thread (STRAGGLER_TRACE_MEMORY) */
extern STG_HIDDEN double stg_trace_flush_period;
enum { Z_OFF, Z_DEFLATE, Z_ZSTD };
extern STG_HIDDEN int stg_trace_compress;
extern STG_HIDDEN int stg_trace_lz_on;
/* the sizes of a thread's buffers, from stg_trace_memory: the LZ window in tokens, the coded output and the
 * dictionary's entries; the dictionary's definitions take TRACE_DEFS_CAP bytes */
extern STG_HIDDEN uint32_t stg_trace_window, stg_trace_out_cap, stg_trace_dict_cap;
#define TRACE_DEFS_CAP (64u * 1024)
extern STG_HIDDEN MPI_Group stg_trace_world_group;
extern STG_HIDDEN char stg_trace_exe[4096];
extern STG_HIDDEN char stg_trace_prefix[4200]; /* DIR/trace-rank-NNNNNN-thread- (MPI_Init): a file's path, but TTTT */
extern STG_HIDDEN pid_t stg_trace_mpi_tid;

/* ------------------------------------------------------------------ the file format (docs/dump-format.md) */

#define FMT_MAJOR 1
#define FMT_MINOR 1
#define HEADER_BYTES 48
#define BLOCK_HEADER_BYTES 48
enum { DEF_MODULE = 1, DEF_FUNCTION = 2, DEF_MPI = 3, DEF_MPI_LEAVE = 4, DEF_COMM = 5 };
enum { BF_ZSTD = 1, BF_RESET = 2, BF_DEFLATE = 4 };
/* how a trace ends (a TAIL's or END's reason: the low byte; bits 8-15 the signal or the exit status) */
enum {
    REASON_NONE,
    REASON_HANG,        /* a dump: a hang, a diagnose-now request, the dump at exit */
    REASON_CRASH,       /* a crash signal (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT) */
    REASON_FINALIZE,    /* MPI_Finalize (the other threads' state) */
    REASON_EXIT,        /* the process exited */
    REASON_THREAD_EXIT, /* the thread ended */
    REASON_ABORT,       /* format 1.1: the process ended inside an MPI call (MPI_Abort, a fatal MPI error) */
    REASON_KILLED,      /* format 1.1: a signal that ends the process (SIGTERM, SIGINT, ...) */
    REASON_SCHEDULED,   /* format 1.1 (TAIL only): what an idle or blocked thread held, written on schedule */
};
#define REASON_OTHER_THREAD (1u << 16) /* REASON_ABORT: the call that ended the process was another thread's */
#define LITMAX 256
#define OUT_SLACK 4096

/* ------------------------------------------------------------------ per-thread state */

/* The key of an MPI event: its first KEY_BYTES bytes (no padding inside them), then its token. */
typedef struct stg_tevkey {
    int32_t call;
    int32_t type; /* DEF_MPI or DEF_MPI_LEAVE */
    int32_t kind, flags;
    uint32_t comm;
    int32_t dest, sendtag, source, recvtag, root;
    int64_t sent, received;
    uint32_t token, pad;
} stg_tevkey_t;
#define KEY_BYTES offsetof(stg_tevkey_t, token)
_Static_assert(KEY_BYTES == 56, "evkey_t has no padding in its key");

typedef struct stg_tcomm {
    uint64_t key;
    uint32_t id;
} stg_tcomm_t;

typedef struct stg_tmod {
    const void *lm;
    uint32_t id;
} stg_tmod_t;

enum { FR_NONE, FR_ASKED, FR_WORKING, FR_DONE };

typedef struct stg_tthread {
    struct stg_tthread *next;
    uint32_t index;
    pid_t tid;
    int omp;                /* OpenMP thread number + 1 at the first event; 0: no OpenMP */
    int dead;
    uint64_t start_ns;
    /* the sequence lock over the coder's state; odd while the owner changes it */
    volatile uint32_t seq;
    volatile int flush_req; /* FR_*: another thread asks the owner to write what it holds */
    volatile int req_reason;
    int in_hook;
    int off;                /* stopped: out of memory, or a full buffer before MPI_Init */
    /* the coder */
    uint32_t *win, wmask;   /* the last window_tokens tokens */
    uint64_t pos;           /* tokens since the last reset */
    uint64_t total;         /* tokens since the start */
    uint32_t *lz, lzmask;   /* hash of three tokens -> the position after them */
    int in_match;
    uint32_t mdist;
    uint64_t mlen;
    uint32_t lit[LITMAX];
    int nlit;
    uint8_t *out;
    uint32_t out_len;
    uint8_t *defs;
    uint32_t defs_len;
    uint64_t block_first;   /* total at the start of the unwritten block */
    int reset_next;         /* the next block starts with a reset */
    /* the dictionary */
    uint32_t ndict;
    stg_htab_t fn_index;    /* stg_hash64(address) -> token of its entry */
    stg_htab_t ev_index;    /* hash of an event key -> index in evkeys */
    stg_tevkey_t *evkeys;
    uint32_t nev, evcap;
    stg_tmod_t *mods;
    uint32_t nmods, modcap;
    stg_tcomm_t *comms;
    uint32_t ncomms, commcap, next_comm;
    unsigned comm_epoch;
    /* the file */
    pthread_mutex_t wlock;
    int fd, closed;
    uint64_t dropped;
    uint32_t since_check, mpi_events;
    double next_flush;
    uint32_t leave_tok[STG_NCALLS]; /* token + 1 of each call's plain exit; 0: not yet */
    /* the end of the last TAIL written (its total events + 1; 0: none): cut_mark a dump's or a crash's, until a BLCK
     * follows it (an end that finds nothing new keeps it: trace_end.c), tail_mark any (stg_trace_scheduled) */
    volatile uint64_t cut_mark, tail_mark;
    uint64_t tick_total;    /* the thread's total at the helper's previous look (stg_trace_scheduled) */
} stg_tthread_t;

/* ------------------------------------------------------------------ the registry */

extern STG_HIDDEN TLS stg_tthread_t *stg_trace_self;
extern STG_HIDDEN pthread_mutex_t stg_trace_reg_lock;
extern STG_HIDDEN stg_tthread_t *volatile stg_trace_threads; /* every traced thread, the newest first */

/* A new state for the calling thread, registered; NULL when the trace is off, the thread's state was closed
 * at its exit, or out of memory. */
stg_tthread_t *stg_trace_thread_new(void);

/* the calling thread's state, made at its first event */
static inline stg_tthread_t *stg_trace_me(void)
{
    stg_tthread_t *t = stg_trace_self;
    return t ? t : stg_trace_thread_new();
}

/* ------------------------------------------------------------------ little helpers */

static inline double stg_trace_mono_coarse(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC_COARSE, &ts);
    return (double) ts.tv_sec + ts.tv_nsec * 1e-9;
}

static inline void stg_trace_seq_begin(stg_tthread_t *t)
{
    __atomic_store_n(&t->seq, t->seq + 1, __ATOMIC_RELAXED);
    __atomic_thread_fence(__ATOMIC_RELEASE);
}

static inline void stg_trace_seq_end(stg_tthread_t *t)
{
    __atomic_store_n(&t->seq, t->seq + 1, __ATOMIC_RELEASE);
}

static inline uint32_t stg_trace_varint(uint8_t *p, uint64_t v)
{
    uint32_t n = 0;
    while (v >= 0x80) {
        p[n++] = (uint8_t) (v | 0x80);
        v >>= 7;
    }
    p[n++] = (uint8_t) v;
    return n;
}

#endif
