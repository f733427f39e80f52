/*
 * The Markov model recorder (AutomaDeD §3.1): a state is an MPI call site identified by its call stack,
 * plus the computation region after it; edges count transitions and keep transition-time statistics.
 * markov.c keeps the states, edges and the per-thread current state and writes the dump's STAT, EDGE,
 * CURR and TIME sections; waits.c keeps the wait information of the current state (point-to-point
 * peers, request -> peer, communicator membership for collectives and any-source waits) through the
 * call-class hooks of waits.h, which the generated wrappers call, in the tables of waits_comm.h,
 * waits_req.h and waits_chan.h; waits_dump.h writes it (WDET). Recorder layer (recorder.h).
 */
#ifndef STG_MARKOV_H
#define STG_MARKOV_H

#include <pthread.h>

#include "recorder.h"

#define STG_MAX_PEERS 64

enum { STG_WAIT_NONE = 0, STG_WAIT_P2P = 1, STG_WAIT_COLL = 2 };

/* The role of one part of a wait (dump format 1.3, WDET): what the task waits for from its peer. */
enum { STG_ROLE_UNKNOWN = 0, STG_ROLE_RECV = 1, STG_ROLE_PROBE = 2, STG_ROLE_SEND = 3, STG_ROLE_COLL = 4 };
#define STG_MAX_PARTS 16
#define STG_PEER_ANY (-2) /* a part's or a count's peer: MPI_ANY_SOURCE */

/* One part of the current wait: a blocking call's send or receive, a pending request it waits on, a
 * collective (waits.c). */
typedef struct stg_part {
    uint8_t role;     /* STG_ROLE_* */
    uint8_t request;  /* 1: a pending request the call waits on */
    int32_t peer;     /* world rank; -1 unknown (or none: collectives), STG_PEER_ANY: MPI_ANY_SOURCE */
    int32_t tag;      /* -1: MPI_ANY_TAG or none (collectives) */
    const void *comm; /* the communicator's entry (waits_comm.h; NULL: MPI_COMM_WORLD) */
    int64_t bytes;    /* the message's or the posted buffer's size, the task's block of a collective; -1 unknown */
    int32_t root;     /* world rank of a rooted collective's root, -1 none */
    uint64_t seq;     /* dump format 1.7: its number among the task's sends (receives) posted with its peer, tag and
                       * communicator, 1 = the first; 0 unknown (a probe, a collective, an unknown request) */
} stg_part_t;

/* A strided range of world ranks: first, first+stride, ... (count of them). */
typedef struct stg_range {
    int32_t first;
    uint32_t count;
    uint32_t stride;
} stg_range_t;

/* A thread's count and times of one transition (ticks of stg_ticks). The sums are shifted by the first
 * time seen (d = ticks - shift), which keeps the variance exact where the times hardly vary. One cache line
 * (the arrays are aligned to it): a transition touches one line. */
typedef struct stg_tedge {
    uint64_t key;      /* from << 32 | to */
    uint64_t count;
    uint64_t min, max;
    double shift, s, q; /* sum of d, sum of d * d */
} __attribute__((aligned(64))) stg_tedge_t;

/* Per-thread state of the model. The thread itself writes it without a lock (the runtime's hot path);
 * readers hold stg_lock and see a moment of a running thread's state, or the state of a blocked one. */
typedef struct stg_thread {
    struct stg_thread *next; /* all threads that called MPI, in the order they first did */
    pid_t tid;
    pthread_t self;
    int is_main;     /* the thread that initialized MPI */
    uint32_t cur;    /* current state id (site << 1 | computation) or STG_NONE */
    uint32_t first;  /* the thread's first state, STG_NONE before */
    uint64_t entered; /* stg_ticks() of the thread's last timed transition (a call that never waits is not timed) */
    uint64_t steps;   /* untimed transitions so far (written by the thread, read by stg_last_progress) */
    /* stg_last_progress's (under stg_lock): steps when it last saw them change, and when (atomic: move reads it) */
    uint64_t seen_steps, seen_at;
    int in_mpi;
    int wait_kind;
    int npeers;
    int32_t peers[STG_MAX_PEERS];
    int nranges;           /* collective wait: members of the communicator */
    stg_range_t *ranges;   /* owned copy, ranges_cap long: it grows under stg_lock only (readers copy it) */
    int wait_any;          /* MPI_Waitany/Waitsome over several requests: one peer or source suffices */
    int nany;              /* any-source part of the wait: members of its communicator(s) */
    stg_range_t *any;      /* owned copy, any_cap long, grows under stg_lock only */
    int ranges_cap, any_cap;
    /* the thread's transitions, in the order first taken: the thread appends and updates them; an array
     * that grows is published before the count that needs it, and old arrays are kept (a reader may still
     * be copying one), so a reader loads nedges, then edges (both acquire) */
    stg_tedge_t *edges;
    uint32_t nedges, edge_cap;
    uint32_t *eindex;      /* the thread's own index: (key hash) -> edge + 1, eindex_mask + 1 slots */
    uint32_t eindex_mask;
    void *retired;         /* edge arrays replaced by larger ones, kept (a list through their first word) */
    int nparts;            /* the parts of the wait, their roles and tags (waits.c) */
    stg_part_t parts[STG_MAX_PARTS];
} stg_thread_t;

/* A state's site: the interned stack (addr.h) of the same id. */
typedef struct stg_site {
    uint64_t hash; /* stg_site_hash */
    uint16_t call;
    uint16_t depth;
    const uintptr_t *addrs; /* the interned stack's frames */
    uint8_t visited[2]; /* communication / computation state seen */
} stg_site_t;

/* An edge of the task's model: every thread's transitions from -> to, times in seconds. */
typedef struct stg_edge {
    uint32_t from, to;
    uint64_t count;
    double mean, m2, min, max;
} stg_edge_t;

extern const stg_recorder_t stg_markov_recorder;
/* While the Markov recorder is the only one recording calls (stg_quick_calls, dispatch.h), the wrappers call it
 * directly, without the recorder table. A call that never waits, recorded after the MPI library's call: its stack
 * (stg_call_stack from frame) and its begin and end hooks in one, the thread into the call's
 * state and out of it into the computation after it, untimed; the thread's wait is already clear (every end hook
 * clears it). Any other recorded call: stg_markov_call_begin sets c's stack (stg_call_stack_set), then runs the
 * begin hook; stg_markov_call_end runs the end hook. */
void stg_markov_quick(int call, const void *frame);
void stg_markov_call_begin(stg_call_t *c, const void *frame);
void stg_markov_call_end(stg_call_t *c);

/* ------------------------------------------------------------------ the model, for its readers */

/* Guards the task's model below and the threads' wait information; readers (the in-situ analysis) hold
 * it and call stg_model_sync first: the threads record their transitions on their own (stg_thread_t),
 * and stg_model_sync merges them into stg_sites (the visited flags) and stg_edges (ids stay as they were:
 * a new edge is appended). */
extern pthread_mutex_t stg_lock;
extern stg_site_t *stg_sites;
extern uint32_t stg_nsites;
extern stg_edge_t *stg_edges;
extern uint32_t stg_nedges;
void stg_model_sync(void);           /* caller holds stg_lock */
/* Monotonic seconds (stg_now) of the last transition of any thread: its last timed transition, or when a caller of
 * this function first saw the thread's untimed transitions (stg_thread_t.steps) move on, whichever is later. The
 * helper calls it at least every poll period (100 ms), which bounds how late an untimed transition is seen. */
double stg_last_progress(void);
stg_thread_t *stg_main_thread(void); /* the thread that initialized MPI, NULL before */
/* When the thread last progressed, in ticks: its last timed transition, or when stg_last_progress last saw its
 * untimed ones move on, whichever is later (a timed transition's time, the time in its state: CURR, the state file). */
static inline uint64_t stg_thread_progress(const stg_thread_t *t)
{
    uint64_t e = __atomic_load_n(&t->entered, __ATOMIC_ACQUIRE), seen = __atomic_load_n(&t->seen_at, __ATOMIC_ACQUIRE);
    return seen > e ? seen : e;
}
/* The thread that initialized MPI is inside MPI_Finalize (its hang is no hang). */
int stg_main_in_finalize(void);
/* The hang timeout: STRAGGLER_TIMEOUT, or inferred from the transition times (*inferred = 1).
 * Takes stg_lock. */
double stg_effective_timeout(int *inferred);

/* ------------------------------------------------------------------ inside the recorder (markov.c, waits*.c) */

extern __thread stg_thread_t *stg_self_thread; /* the calling thread's state, NULL before its first call */

#endif
