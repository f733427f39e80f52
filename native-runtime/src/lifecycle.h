/*
 * The lifecycle layer (docs/architecture.md §4 "Runtime units"): the top of the runtime, which drives
 * the recorders (recorder.h) and uses the base (base.h): the recorder table and the per-call path
 * through it (dispatch.c), the job and its dump directory (job.c), the per-task dump (dump.c), the
 * in-situ analysis (insitu.c, reduce.c), the helper thread (helper.c), crashes (crash.c), MPI start-up
 * and shut-down (lifecycle.c) and the debugger hold (inject.c). The generated wrappers call it (straggler.h).
 */
#ifndef STG_LIFECYCLE_H
#define STG_LIFECYCLE_H

#include <signal.h>

#include "recorder.h"
#include "markov.h"

/* ------------------------------------------------------------------ dispatch.c: recorders and calls */

enum {
    STG_NRECORDERS = 0
#define STG_RECORDER(name) +1
#include "recorders.def"
#undef STG_RECORDER
};
extern const stg_recorder_t *const stg_recorders[STG_NRECORDERS]; /* recorders.def, in order */

int stg_recorders_init(int call); /* every at_init; -1: a recorder cannot record */
void stg_recorders_finalize(void);
void stg_recorders_flush(void);   /* every flush hook: before the job ends without per-task dumps */

/* Hooks used by the generated wrappers: a wrapper calls stg_begin before the MPI library's call and
 * stg_end after it (MPI_Finalize: stg_after_finalize); around the call, stg_before/stg_after while
 * stg_msg_hooks; the recorders' call-class hooks (markov.h) inside `if (c.active)`. */
extern int stg_msg_hooks; /* a recorder asked for the message hooks */
extern int stg_ev_hooks;  /* a recorder asked for the call descriptors (STG_REC_EVENTS) */
/* Only the Markov recorder records calls (no other begin or end hook, no message or descriptor hooks): a call
 * that never waits (stg_call_never_blocks) is recorded after the MPI library's call (gen_wrappers.py) */
extern int stg_quick_calls;
void stg_before(stg_call_t *c, const stg_msg_t *m);
void stg_after(stg_call_t *c, const stg_msg_t *m, int ok);
int stg_unnest(stg_call_t *c); /* the nesting part of stg_end; returns c->active */
int stg_nested(void);          /* inside a wrapper (MPI_Init: call the MPI library directly) */
void stg_init_hold(void);      /* around the MPI library's MPI_Init: calls it makes are not recorded */
void stg_init_release(void);
void *stg_fortran_symbol(const char *name, void **cache); /* the MPI library's Fortran binding */

/* stg_enter, stg_record, stg_begin and stg_end are inlined into every wrapper: the nesting test is a few
 * instructions, and the wrapper's own frame (where the application's return address is) is at hand for
 * stg_call_stack. A wrapper calls stg_begin, or (a described call while a recorder asked for call
 * descriptors) stg_enter, fills its descriptor, then stg_record when stg_enter returned 1. */
typedef struct stg_nesting {
    int depth; /* wrapper nesting of this thread: only the outermost wrapper records */
    int early; /* nesting before the runtime is up */
} stg_nesting_t;
extern __thread stg_nesting_t stg_nesting;
void stg_begin_recorded(stg_call_t *c, const void *frame); /* the stack once, every begin hook */
void stg_end_recorded(stg_call_t *c);                       /* every end hook, then c->then */

/* the nesting part of stg_begin: 1 when the call is recorded */
static inline __attribute__((always_inline)) int stg_enter(stg_call_t *c, int call)
{
    c->call = call;
    c->active = 0;
    c->early = 0;
    c->then = NULL;
    c->ev = NULL;
    if (__builtin_expect(!stg_active, 0)) {
        c->early = 1;
        stg_nesting.early++;
        return 0;
    }
    if (stg_nesting.depth++ > 0 || stg_nesting.early > 0) {
        return 0;
    }
    c->active = 1;
    return 1;
}

/* a recorded call: its stack, every recorder's begin hook */
static inline __attribute__((always_inline)) void stg_record(stg_call_t *c)
{
    stg_begin_recorded(c, __builtin_frame_address(0));
}

/* A call that never waits while stg_quick_calls (gen_wrappers.py's quick_call), after the MPI library's call: its
 * stack, and the Markov recorder's begin and end hooks at once (stg_markov_quick); then stg_quick_end. */
void stg_quick_recorded(stg_call_t *c, const void *frame);
static inline __attribute__((always_inline)) void stg_quick_record(stg_call_t *c)
{
    stg_quick_recorded(c, __builtin_frame_address(0));
}

/* the end of a call stg_quick_record recorded: no hook is left */
static inline __attribute__((always_inline)) void stg_quick_end(void)
{
    stg_nesting.depth--;
}

static inline __attribute__((always_inline)) void stg_begin(stg_call_t *c, int call)
{
    if (stg_enter(c, call)) {
        stg_record(c);
    }
}

static inline __attribute__((always_inline)) void stg_end(stg_call_t *c)
{
    if (c->early) {
        stg_nesting.early--;
        return;
    }
    stg_nesting.depth--;
    if (c->active) {
        stg_end_recorded(c);
    }
}

/* ------------------------------------------------------------------ describe.c: call descriptors */

/* The collective families (describe.c's table of bytes; a nonblocking collective has its blocking
 * one's family). */
enum {
    STG_COLL_BARRIER, STG_COLL_BCAST, STG_COLL_GATHER, STG_COLL_GATHERV, STG_COLL_SCATTER, STG_COLL_SCATTERV,
    STG_COLL_ALLGATHER, STG_COLL_ALLGATHERV, STG_COLL_ALLTOALL, STG_COLL_ALLTOALLV, STG_COLL_ALLTOALLW,
    STG_COLL_REDUCE, STG_COLL_ALLREDUCE, STG_COLL_REDUCE_SCATTER, STG_COLL_REDUCE_SCATTER_BLOCK, STG_COLL_SCAN,
    STG_COLL_EXSCAN
};
/* Fill a descriptor (recorder.h) from a call's arguments: point-to-point and probes (kind STG_EV_P2P or
 * STG_EV_PROBE; flags say which parts), collectives (the count and type of a call with one buffer, as
 * MPI_Bcast and MPI_Reduce, come as sendcount/sendtype; ftypes: MPI_Alltoallw's type arrays are
 * Fortran handles), communicator constructors and destructors. */
void stg_describe_p2p(stg_ev_t *e, int kind, int flags, MPI_Comm comm, int dest, int sendtag, int sendcount,
                      MPI_Datatype sendtype, int source, int recvtag, int recvcount, MPI_Datatype recvtype);
void stg_describe_coll(stg_ev_t *e, int family, int flags, MPI_Comm comm, int root, const void *sendbuf,
                       int sendcount, const int *sendcounts, MPI_Datatype sendtype, const void *sendtypes,
                       const void *recvbuf, int recvcount, const int *recvcounts, MPI_Datatype recvtype,
                       const void *recvtypes, int ftypes);
void stg_describe_comm(stg_ev_t *e, int kind, MPI_Comm comm);
/* after the call: the matched source and tag of a receive or probe from its status (may be ignored) */
void stg_describe_status(stg_ev_t *e, const MPI_Status *st);
void stg_describe_status_f(stg_ev_t *e, const MPI_Fint *st);
/* a Fortran buffer argument, MPI_IN_PLACE when it is the Fortran binding's MPI_IN_PLACE */
const void *stg_fortran_buf(const void *buf);

/* ------------------------------------------------------------------ job.c */

enum { STG_REASON_TIMEOUT = 1, STG_REASON_REQUEST = 2, STG_REASON_PEER = 3, STG_REASON_EXIT = 4, STG_REASON_CRASH = 5 };

extern double stg_start_mono;
extern uint64_t stg_start_ns;
extern int stg_thread_level;
extern char stg_mpi_version[MPI_MAX_LIBRARY_VERSION_STRING];
void stg_job_start(void);    /* start time, thread level, MPI library */
extern int stg_default_dir;  /* the run directory is the default one (STRAGGLER_DUMP_DIR unset) */
void stg_job_name_dir(void); /* collective: the default run directory, named by rank 0 */
/* collective: creates it and the task's state file; rank 0 removes an earlier job's files, writes job.info;
 * -1 (one message, from rank 0) when any task cannot: the runtime is then off in every task */
int stg_job_make_dir(void);
/* a file of the run directory could not be written (err): says so once per job where all fail; 1 if said */
int stg_job_write_failed(int err, const char *what);
/* The task's state file, rank-NNNNNN.state: STG_STATE_SIZE bytes of key=value lines, rewritten in place. */
#define STG_STATE_SIZE 4096
extern int stg_state_fd;
void stg_state_write(const char *text);
/* DIR/name exists and belongs to this job (an earlier job's is older than this job's start) */
int stg_control_exists(const char *name);
/* writes DIR/name (exclusive: create only if absent; else atomically through a temporary file) */
void stg_write_control_file(const char *name, const char *text, int exclusive);
/* after the diagnosis is written: abort the job with the exit code, or keep it alive, as configured */
void stg_end_after_diagnosis(const char *what);

/* ------------------------------------------------------------------ dump.c */

int stg_write_dump(int reason, int trigger_rank);

/* ------------------------------------------------------------------ insitu.c: in-situ analysis over MPI */

extern int stg_insitu_active;
int stg_insitu_init_mpi(int *argc, char ***argv, int required, int *provided);
void stg_insitu_setup(void);
double stg_insitu_poll_period(void);
int stg_insitu_poll(double now, double timeout);
void stg_insitu_quiesce(void);
void stg_insitu_close(void);

/* ------------------------------------------------------------------ helper.c */

void stg_helper_start(void);
void stg_helper_stop(void);
int stg_helper_alive(void);
void stg_helper_wake(void); /* async-signal-safe */
/* Rewrites the task's state file (phase: a new phase, or NULL: the same, at most once a second). */
void stg_state_update(const char *phase);
extern volatile sig_atomic_t stg_crash_requested; /* crash.c -> helper: write the crash dump */
extern volatile sig_atomic_t stg_crash_released;  /* helper -> crash.c: the crashed thread may die now */

/* ------------------------------------------------------------------ crash.c */

void stg_crash_install(void);   /* at MPI_Init */
void stg_crash_uninstall(void); /* at MPI_Finalize */

/* ------------------------------------------------------------------ lifecycle.c: MPI start-up and shut-down */

void stg_after_init(int call);
void stg_before_finalize(stg_call_t *c);
void stg_after_finalize(stg_call_t *c);

#endif
