/*
 * The wait information of the Markov recorder's current state (waits.c; markov.h): the call-class hooks the
 * generated wrappers call inside a recorded call (mpi_calls.def's classes: gen_wrappers.py), which record
 * what the calling thread's call waits on (peers, a communicator's members, the parts of the wait) and what
 * its nonblocking requests wait on. Its tables are waits_comm.h (communicators, and the tables' lock),
 * waits_req.h (pending requests) and waits_chan.h (per-peer counts); waits_dump.h writes them for a reader.
 * Recorder layer (recorder.h).
 */
#ifndef STG_WAITS_H
#define STG_WAITS_H

#include "markov.h"
#include "waits_chan.h"
#include "waits_req.h"

#define STG_INLINE_REQS 16

extern STG_HIDDEN volatile int stg_waits_finalized; /* the thread that initialized MPI is in MPI_Finalize */

/* The calling thread's recorded call waits on peers (ranks in comm; tags[i], roles[i]: STG_ROLE_*, bytes[i]:
 * the part's size, -1 unknown) / on the members of comm (bytes: the task's block, -1 unknown; root: the
 * root's rank in comm, -1 none); MPI_Finalize (the task has finished: a collective wait on MPI_COMM_WORLD).
 * A send or receive part is counted as posted to / from its peer. */
void stg_wait_p2p(MPI_Comm comm, int n, const int *peers, const int *tags, const int *roles, const int64_t *bytes);
void stg_wait_coll(MPI_Comm comm, int64_t bytes, int root);
/* The calling thread's recorded call is a collective over the members of a window (MPI_Win_fence, MPI_Win_free) or of
 * a file (collective I/O, MPI_File_close): a collective wait on them, as on a communicator (waits_comm.h). */
void stg_wait_coll_win(MPI_Win win);
void stg_wait_coll_file(MPI_File fh);
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
/* more than one request (stg_reqs_before, below, takes one inline) */
void stg_reqs_before_n(stg_reqs_t *s, int n, MPI_Request *reqs, int blocking);
/* the wait of one request (MPI_Wait; s holds it): its peers and parts from its entry, the general path when the
 * common case's short path does not apply */
void stg_reqs_wait1(const stg_reqs_t *s);
void stg_reqs_after_n(stg_reqs_t *s, int n, MPI_Request *reqs, int freed);
void stg_req_done_slow(MPI_Request req); /* stg_req_done when the short path does not apply */
/* forgets a completed request; inline for the common case (one thread in MPI at a time, the request in its slot) */
static inline void stg_req_done(MPI_Request req)
{
    uint64_t key = stg_handle_key(&req, sizeof req);
    stg_req_entry_t *e = stg_req_slot(key);
    if (__builtin_expect(!stg_tables_concurrent && e->live && e->key == key, 1)) {
        e->live = 0;
        return;
    }
    stg_req_done_slow(req);
}
void stg_req_waited(MPI_Request req); /* MPI_Wait completed a request it left (persistent: inactive) */
/* inline for one request (MPI_Test, MPI_Wait: stg_reqs_wait1) and for its completion */
static inline void stg_reqs_before(stg_reqs_t *s, int n, MPI_Request *reqs, int blocking)
{
    if (n == 1 && reqs) {
        s->n = 1;
        s->blocking = blocking;
        s->snap = s->snap_inline;
        s->snap_inline[0] = reqs[0];
        if (blocking) {
            stg_reqs_wait1(s);
        }
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
/* stg_req_p2p of one peer, not persistent (MPI_Isend, MPI_Irecv, ...); inline for the common case: a rank of
 * MPI_COMM_WORLD (the world rank itself) or MPI_PROC_NULL (no peer), the handle's slot free (or holding this handle: a
 * request completed where the runtime did not see it, or a shared handle such as MPI_PROC_NULL's) and no overflow
 * (where this handle may have an entry already), one thread in MPI at a time */
static inline void stg_req_p2p1(MPI_Comm comm, int peer, int tag, int role, int64_t bytes, MPI_Request req)
{
    uint64_t key = stg_handle_key(&req, sizeof req);
    stg_req_entry_t *e = stg_req_slot(key);
    int real = peer >= 0;
    if (__builtin_expect(comm != MPI_COMM_WORLD || (!real && peer != MPI_PROC_NULL) || req == MPI_REQUEST_NULL
                         || stg_tables_concurrent || (e->live ? e->key != key : stg_req_noverflow != 0), 0)) {
        stg_req_p2p(comm, 1, &peer, &tag, role, 0, bytes, req);
        return;
    }
    int32_t t = tag != MPI_ANY_TAG ? tag : -1;
    *e = (stg_req_entry_t) { .key = key, .live = 1, .npeers = (int8_t) real, .role = (uint8_t) role, .active = 1,
                             .tag = t, .root = -1, .bytes = bytes, .peers = { real ? peer : -1, -1 } };
    if (real) {
        stg_count_posted(role, peer);
        e->seq = stg_count_tagged(role, peer, t, NULL);
    }
}
void stg_req_coll(MPI_Comm comm, int64_t bytes, int root, MPI_Request req);
/* MPI_Start / MPI_Startall started these (persistent) requests: posted now. */
void stg_reqs_start(int n, const MPI_Request *reqs);
void stg_reqs_start_f(int n, const MPI_Fint *reqs);

#endif
