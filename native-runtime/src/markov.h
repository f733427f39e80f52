/*
 * The Markov model recorder (AutomaDeD §3.1): a state is an MPI call site identified by its call stack,
 * plus the computation region after it; edges count transitions and keep transition-time statistics.
 * markov.c keeps the states, edges and the per-thread current state and writes the dump's STAT, EDGE,
 * CURR and TIME sections; waits.c keeps the wait information of the current state (point-to-point
 * peers, request -> peer, communicator membership for collectives and any-source waits) through the
 * call-class hooks below, which the generated wrappers call. Recorder layer (recorder.h).
 */
#ifndef STG_MARKOV_H
#define STG_MARKOV_H

#include <pthread.h>

#include "recorder.h"

#define STG_MAX_PEERS 64
#define STG_INLINE_REQS 16

enum { STG_WAIT_NONE = 0, STG_WAIT_P2P = 1, STG_WAIT_COLL = 2 };

/* The role of one part of a wait (dump format 1.3, WDET): what the task waits for from its peer. */
enum { STG_ROLE_UNKNOWN = 0, STG_ROLE_RECV = 1, STG_ROLE_PROBE = 2, STG_ROLE_SEND = 3, STG_ROLE_COLL = 4 };
#define STG_MAX_PARTS 16

/* One part of the current wait: a blocking call's send or receive, a pending request it waits on, a
 * collective (waits.c). */
typedef struct stg_part {
    uint8_t role;     /* STG_ROLE_* */
    uint8_t request;  /* 1: a pending request the call waits on */
    int32_t peer;     /* world rank; -1 unknown (or none: collectives), -2 MPI_ANY_SOURCE */
    int32_t tag;      /* -1: MPI_ANY_TAG or none (collectives) */
    const void *comm; /* the communicator's entry in waits.c (NULL: MPI_COMM_WORLD) */
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
 * time seen (d = ticks - shift), which keeps the variance exact where the times hardly vary. */
typedef struct stg_tedge {
    uint64_t key;      /* from << 32 | to */
    uint64_t count;
    uint64_t min, max;
    double shift, s, q; /* sum of d, sum of d * d */
} stg_tedge_t;

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
/* A call that never waits, recorded after the MPI library's call while the Markov recorder is the only one recording
 * calls (stg_quick_calls): its begin and end hooks in one, the thread into the call's state s and out of it into the
 * computation after it, untimed; the thread's wait is already clear (every end hook clears it). */
void stg_markov_quick(const stg_stack_t *s);

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

/* ------------------------------------------------------------------ call-class hooks (waits.c) */

/* The calling thread's recorded call waits on peers (ranks in comm; tags[i], roles[i]: STG_ROLE_*, bytes[i]:
 * the part's size, -1 unknown) / on the members of comm (bytes: the task's block, -1 unknown; root: the
 * root's rank in comm, -1 none); MPI_Finalize (the task has finished: a collective wait on MPI_COMM_WORLD).
 * A send or receive part is counted as posted to / from its peer. */
void stg_wait_p2p(MPI_Comm comm, int n, const int *peers, const int *tags, const int *roles, const int64_t *bytes);
void stg_wait_coll(MPI_Comm comm, int64_t bytes, int root);
/* The sizes of the datatypes a thread used last, by handle; valid while no datatype was freed since (stg_types_gen):
 * a handle names one datatype until it is freed. */
#define STG_TYPE_CACHE 8
typedef struct stg_type_size {
    MPI_Datatype type;
    MPI_Count size;
    unsigned gen; /* stg_types_gen + 1 when filled: 0 never matches */
} stg_type_size_t;
extern __thread stg_type_size_t stg_type_cache[STG_TYPE_CACHE];
extern unsigned stg_types_gen; /* atomic */
int64_t stg_msg_bytes_slow(int count, MPI_Datatype t);
/* count elements of type t in bytes (MPI_Type_size_x, remembered per thread), -1 unknown; may call MPI. */
static inline int64_t stg_msg_bytes(int count, MPI_Datatype t)
{
    uint64_t key = stg_handle_key(&t, sizeof t);
    const stg_type_size_t *c = &stg_type_cache[(key * 0x9e3779b97f4a7c15ull) >> 61];
    int64_t bytes;
    if (__builtin_expect(count >= 0 && c->type == t && c->gen == __atomic_load_n(&stg_types_gen, __ATOMIC_ACQUIRE) + 1
                         && c->size >= 0 && !__builtin_mul_overflow((int64_t) count, (int64_t) c->size, &bytes), 1)) {
        return bytes;
    }
    return stg_msg_bytes_slow(count, t);
}
void stg_types_forget(void); /* MPI_Type_free: the sizes remembered may be stale */
void stg_wait_finalize(void);

/* The request handles of a wait/test call, saved before it (lives on the wrapper's stack). */
typedef struct stg_reqs {
    int n;
    int blocking;
    MPI_Request *snap;
    MPI_Request snap_inline[STG_INLINE_REQS];
} stg_reqs_t;

/* blocking: 0 = test (never blocks), STG_BLOCK_ALL = every request is needed (MPI_Wait, MPI_Waitall),
 * STG_BLOCK_ANY = one request suffices (MPI_Waitany, MPI_Waitsome) */
enum { STG_BLOCK_ALL = 1, STG_BLOCK_ANY = 2 };
void stg_reqs_before_n(stg_reqs_t *s, int n, MPI_Request *reqs, int blocking);
void stg_reqs_after_n(stg_reqs_t *s, int n, MPI_Request *reqs, int freed);
void stg_req_done(MPI_Request req);   /* forgets a completed request */
void stg_req_waited(MPI_Request req); /* MPI_Wait completed a request it left (persistent: inactive) */
/* inline for one request that the call does not wait on (MPI_Test) or that it completes */
static inline void stg_reqs_before(stg_reqs_t *s, int n, MPI_Request *reqs, int blocking)
{
    if (n == 1 && reqs && !blocking) {
        s->n = 1;
        s->blocking = 0;
        s->snap = s->snap_inline;
        s->snap_inline[0] = reqs[0];
        return;
    }
    stg_reqs_before_n(s, n, reqs, blocking);
}
static inline void stg_reqs_after(stg_reqs_t *s, int n, MPI_Request *reqs, int freed)
{
    if (n == 1 && s->n == 1) {
        if (s->snap_inline[0] != MPI_REQUEST_NULL) {
            if (freed || reqs[0] == MPI_REQUEST_NULL) {
                stg_req_done(s->snap_inline[0]);
            } else if (s->blocking == STG_BLOCK_ALL) {
                stg_req_waited(s->snap_inline[0]); /* a persistent request: complete, inactive */
            }
        }
        return;
    }
    stg_reqs_after_n(s, n, reqs, freed);
}
void stg_reqs_before_f(stg_reqs_t *s, int n, MPI_Fint *reqs, int blocking);
void stg_reqs_after_f(stg_reqs_t *s, int n, MPI_Fint *reqs, int freed);
/* A nonblocking call created req: point-to-point with peers (ranks in comm) and tags, role STG_ROLE_SEND
 * or STG_ROLE_RECV, persistent (MPI_*_init: posted by MPI_Start only), or collective on comm (root: its
 * rank in comm, -1 none); bytes as for the waits. */
void stg_req_p2p(MPI_Comm comm, int n, const int *peers, const int *tags, int role, int persistent,
                 int64_t bytes, MPI_Request req);
/* stg_req_p2p of one peer, not persistent (MPI_Isend, MPI_Irecv, ...): the common case's short path */
void stg_req_p2p1(MPI_Comm comm, int peer, int tag, int role, int64_t bytes, MPI_Request req);
void stg_req_coll(MPI_Comm comm, int64_t bytes, int root, MPI_Request req);
/* MPI_Start / MPI_Startall started these (persistent) requests: posted now. */
void stg_reqs_start(int n, const MPI_Request *reqs);
void stg_reqs_start_f(int n, const MPI_Fint *reqs);
void stg_comm_forget(MPI_Comm comm);
/* A constructor made newcomm from parent (collective: over parent, MPI_Comm_dup, _split, _create, ...): its id
 * (dump format 1.7, waits.c) */
void stg_comm_created(MPI_Comm parent, MPI_Comm newcomm, int collective);

/* ------------------------------------------------------------------ inside the recorder (markov.c <-> waits.c) */

extern __thread stg_thread_t *stg_self_thread; /* the calling thread's state, NULL before its first call */
void stg_waits_init(void);                      /* at MPI_Init: the world group */
/* The dump's WDET section (docs/dump-format.md): finalized, the parts of mt's wait, the pending requests,
 * the per-peer counts. Caller holds stg_lock. */
void stg_waits_dump(stg_buf_t *b, const stg_thread_t *mt);
/* For the in-situ reduction (caller holds stg_lock): `parts` gets WDET's finalized flag and the parts of
 * mt's wait; `chan` the per-peer counts, the peers of the wait first, at most cap peers. */
void stg_waits_facts(stg_buf_t *parts, stg_buf_t *chan, const stg_thread_t *mt, int cap);

#endif
