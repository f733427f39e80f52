/*
 * Straggler native runtime: internal interfaces.
 *
 * The generated wrappers (wrappers.c, from mpi_calls.def) call the hooks declared here; hooks.c
 * keeps the per-task Markov model (AutomaDeD §3.1) and the wait information of the current state,
 * helper.c detects hangs (§4.1) and coordinates the dump, dump.c writes the format of
 * docs/dump-format.md.
 */
#ifndef STRAGGLER_H
#define STRAGGLER_H

#include <mpi.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

#include "base.h"
#include "addr.h"

#define STG_MAX_PEERS 64
#define STG_INLINE_REQS 16

enum { STG_WAIT_NONE = 0, STG_WAIT_P2P = 1, STG_WAIT_COLL = 2 };
enum { STG_REASON_TIMEOUT = 1, STG_REASON_REQUEST = 2, STG_REASON_PEER = 3, STG_REASON_EXIT = 4 };

/* One call in progress (lives on the wrapper's stack). */
typedef struct stg_call {
    int call;    /* index in mpi_calls.def */
    int active;  /* recorded: outermost wrapper and runtime active */
    int early;   /* counted in the pre-initialization nesting depth */
    int nsnap;   /* request handles saved before the call */
    MPI_Request *snap;
    MPI_Request snap_inline[STG_INLINE_REQS];
} stg_call_t;

/* A strided range of world ranks: first, first+stride, ... (count of them). */
typedef struct stg_range {
    int32_t first;
    uint32_t count;
    uint32_t stride;
} stg_range_t;

/* Per-thread state of the model. */
typedef struct stg_thread {
    struct stg_thread *next;
    pid_t tid;
    pthread_t self;
    int depth;       /* wrapper nesting: only the outermost wrapper records */
    int is_main;     /* the thread that initialized MPI */
    uint32_t cur;    /* current state id or STG_NONE */
    double entered;  /* monotonic seconds when cur was entered */
    int in_mpi;
    int wait_kind;
    int npeers;
    int32_t peers[STG_MAX_PEERS];
    int nranges;           /* collective wait: members of the communicator */
    stg_range_t *ranges;   /* owned copy */
    int wait_any;          /* MPI_Waitany/Waitsome over several requests: one peer or source suffices */
    int nany;              /* any-source part of the wait: members of its communicator(s) */
    stg_range_t *any;      /* owned copy */
} stg_thread_t;

/* Global runtime state (hooks.c). */
extern pthread_mutex_t stg_lock;
extern double stg_start_mono;
extern uint64_t stg_start_ns;
extern int stg_thread_level;
extern char stg_mpi_version[MPI_MAX_LIBRARY_VERSION_STRING];

/* Hooks used by the generated wrappers. */
int stg_nested(void);
void stg_init_hold(void);
void stg_init_release(void);
void stg_after_init(int call);
void stg_before_finalize(stg_call_t *c);
void stg_after_finalize(stg_call_t *c);
int stg_main_in_finalize(void);
void stg_begin(stg_call_t *c, int call);
void stg_end(stg_call_t *c);
void stg_wait_p2p(stg_call_t *c, MPI_Comm comm, int n, const int *peers);
void stg_wait_coll(stg_call_t *c, MPI_Comm comm);
/* blocking: 0 = test (never blocks), STG_BLOCK_ALL = every request is needed (MPI_Wait, MPI_Waitall),
 * STG_BLOCK_ANY = one request suffices (MPI_Waitany, MPI_Waitsome) */
enum { STG_BLOCK_ALL = 1, STG_BLOCK_ANY = 2 };
void stg_reqs_before(stg_call_t *c, int n, MPI_Request *reqs, int blocking);
void stg_reqs_after(stg_call_t *c, int n, MPI_Request *reqs, int freed);
void stg_reqs_before_f(stg_call_t *c, int n, MPI_Fint *reqs, int blocking);
void stg_reqs_after_f(stg_call_t *c, int n, MPI_Fint *reqs, int freed);
void stg_req_p2p(stg_call_t *c, MPI_Comm comm, int n, const int *peers, MPI_Request req);
void stg_req_coll(stg_call_t *c, MPI_Comm comm, MPI_Request req);
void stg_comm_forget(MPI_Comm comm);
void *stg_fortran_symbol(const char *name, void **cache);

/* Model access for the dump (caller holds stg_lock). */
typedef struct stg_site {
    uint64_t hash;
    uint16_t call;
    uint16_t depth;
    uintptr_t *addrs;
    uint8_t visited[2]; /* communication / computation state seen */
} stg_site_t;
typedef struct stg_edge {
    uint32_t from, to;
    uint64_t count;
    double mean, m2, min, max;
} stg_edge_t;
extern stg_site_t *stg_sites;
extern uint32_t stg_nsites;
extern stg_edge_t *stg_edges;
extern uint32_t stg_nedges;
extern uint64_t stg_time_n;
extern double stg_time_mean, stg_time_m2, stg_time_max;
extern volatile double stg_last_progress;
stg_thread_t *stg_main_thread(void);

/* stack.c */
void stg_sampler_install(int sig);
/* THRD flags (docs/dump-format.md) */
#define STG_THREAD_MPI 1       /* the thread that initialized MPI */
#define STG_THREAD_PC_FIRST 2  /* frame 0 is the interrupted program counter */
#define STG_THREAD_FAILED 4    /* the thread did not answer */
typedef struct stg_tsample {
    pid_t tid;
    int flags;
    int n;
    uintptr_t frames[STG_MAX_DEPTH];
} stg_tsample_t;
/* Samples every thread of the task but the runtime's helper thread (stg_helper_tid) and a calling
 * thread that is not the MPI thread: the MPI thread (main_tid) first, then the others by tid.
 * Returns the count and a malloc'd array (*out), -1 on failure. */
int stg_sample_threads(pid_t main_tid, stg_tsample_t **out);

/* helper.c */
void stg_helper_start(void);
void stg_helper_stop(void);
double stg_effective_timeout(int *inferred);
/* writes DIR/name (exclusive: create only if absent; else atomically through a temporary file) */
void stg_write_control_file(const char *name, const char *text, int exclusive);
/* after the diagnosis is written: abort the job with the exit code, or keep it alive, as configured */
void stg_end_after_diagnosis(const char *what);

/* dump.c */
int stg_write_dump(int reason, int trigger_rank);

/* insitu.c: in-situ analysis over MPI (STRAGGLER_INSITU=dist|semi-dist) */
extern int stg_insitu_active;
int stg_insitu_init_mpi(int *argc, char ***argv, int required, int *provided);
void stg_insitu_setup(void);
double stg_insitu_poll_period(void);
int stg_insitu_poll(double now, double timeout);
void stg_insitu_before_finalize(void);

#endif
