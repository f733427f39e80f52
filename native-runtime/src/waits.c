/*
 * The wait information of the Markov recorder's current state (waits.h, markov.h): which peers a blocked
 * call waits on, which task a nonblocking request waits on (request -> peer, for MPI_Wait*), the members of
 * the communicator of a collective or of an any-source receive (compressed rank ranges). The wrappers
 * call these hooks by call class (mpi_calls.def) inside a recorded call; a communicator's members are
 * computed with MPI the first time it is used, while the calling thread may call MPI (waits_comm.c).
 *
 * Locks: a thread writes its own wait information without a lock (readers, which hold stg_lock, copy a
 * blocked thread's, which does not change; a running thread's is a moment of it), except that a ranges
 * array grows under stg_lock. The request, communicator and count tables (waits_req.c, waits_comm.c,
 * waits_chan.c) are used by threads calling MPI only; they take the tables' lock when threads may call MPI
 * at once (MPI_THREAD_MULTIPLE), else no lock.
 *
 * Since dump format 1.3 (issue 10, docs/decisions/003-least-progressed-in-a-hang.md) also: the parts of
 * the wait (role, peer, tag, communicator of each send, receive, probe, request or collective), the pending
 * requests (posted, not completed: persistent ones between MPI_Start and their completion), whether the
 * task finalized, and per peer the sends posted to it and the receives posted from it (blocking calls,
 * nonblocking ones, MPI_Start of persistent ones; any-source receives counted apart). The dump's WDET
 * section and the in-situ facts (waits_dump.c) carry them. They keep the design above: the parts are the
 * thread's own wait information (no lock), the counts and the requests' facts live in the tables (no lock
 * unless MPI_THREAD_MULTIPLE); what a reader under stg_lock walks (the overflow requests, the counts and
 * their index) grows under stg_lock, so a reader never follows a freed array.
 *
 * Since dump format 1.5 (issue 14, the Message Queues) every part and pending request also has its size in
 * bytes (count x MPI_Type_size_x, the size remembered per thread by datatype handle until an MPI_Type_free
 * anywhere: a handle is reused only after a free) and a rooted collective its root (world rank).
 *
 * Since dump format 1.7 (issue 23, the Message Queues' matching) also per (peer, tag, communicator) the sends and
 * receives posted, with the state of the call that posted the last of each (waits_chan.c), and per part and pending
 * request its number among them (its ordinal) and its communicator's id (waits_comm.c): what tells a matched
 * operation (its partner posted as many) from an unmatched one, and a message sent with another tag or on another
 * communicator.
 */
#define _GNU_SOURCE
#include "waits.h"
#include "waits_chan.h"
#include "waits_comm.h"
#include "waits_req.h"

#include <stdlib.h>
#include <string.h>

volatile int stg_waits_finalized;

/* t->ranges (any: t->any) holds at least n; grows under stg_lock. 0, or -1 out of memory. */
static int reserve(stg_thread_t *t, int any, int n)
{
    stg_range_t **p = any ? &t->any : &t->ranges;
    int *cap = any ? &t->any_cap : &t->ranges_cap;
    if (n <= *cap) {
        return 0;
    }
    int ncap = *cap ? *cap : 4;
    while (ncap < n) {
        ncap *= 2;
    }
    pthread_mutex_lock(&stg_lock);
    stg_range_t *r = realloc(*p, (size_t) ncap * sizeof *r);
    if (r) {
        *p = r;
        *cap = ncap;
    }
    pthread_mutex_unlock(&stg_lock);
    return r ? 0 : -1;
}


static void add_peer(stg_thread_t *t, int32_t peer)
{
    for (int i = 0; i < t->npeers; i++) {
        if (t->peers[i] == peer) {
            return;
        }
    }
    if (t->npeers < STG_MAX_PEERS) {
        t->peers[t->npeers++] = peer;
    }
}

/* Appends ranges to the any-source part of the wait, skipping ranges it already has (a Waitany over
 * many any-source requests of one communicator). */
static void add_any_ranges(stg_thread_t *t, const stg_range_t *src, int n)
{
    if (reserve(t, 1, t->nany + n)) {
        return;
    }
    stg_range_t *r = t->any;
    for (int i = 0; i < n; i++) {
        int known = 0;
        for (int k = 0; k < t->nany && !known; k++) {
            known = r[k].first == src[i].first && r[k].count == src[i].count && r[k].stride == src[i].stride;
        }
        if (!known) {
            r[t->nany++] = src[i];
        }
    }
}

/* The members of a communicator an any-source operation can receive from: the remote group of an
 * intercommunicator, else the local group (as world_rank maps peers). */
static void add_any_comm(stg_thread_t *t, const stg_comm_entry_t *e)
{
    if (e->nremote > 0) {
        add_any_ranges(t, e->remote, e->nremote);
    } else {
        add_any_ranges(t, e->local, e->nlocal);
    }
}

static void add_any_world(stg_thread_t *t)
{
    stg_range_t all = { 0, (uint32_t) stg_size, 1 };
    add_any_ranges(t, &all, 1);
}

/* ------------------------------------------------------------------ parts of a wait, datatype sizes */

/* The thread's own wait information: no lock (a reader sees the parts counted, each written before). */
static void add_part(stg_thread_t *t, int role, int request, int32_t peer, int tag, const stg_comm_entry_t *ce,
                     int64_t bytes, int32_t root, uint64_t seq)
{
    int n = t->nparts;
    if (n < STG_MAX_PARTS) {
        stg_part_t *p = &t->parts[n];
        p->role = (uint8_t) role;
        p->request = (uint8_t) request;
        p->peer = peer;
        p->tag = tag < 0 ? -1 : tag; /* MPI_ANY_TAG, or none */
        p->comm = ce;
        p->bytes = bytes;
        p->root = root;
        p->seq = seq;
        __atomic_store_n(&t->nparts, n + 1, __ATOMIC_RELEASE);
    }
}

__thread stg_type_size_t stg_type_cache[STG_TYPE_CACHE];
unsigned stg_types_gen;

void stg_types_forget(void)
{
    __atomic_fetch_add(&stg_types_gen, 1, __ATOMIC_ACQ_REL);
}

/* stg_msg_bytes (waits.h) when the type's size is not at hand */
int64_t stg_msg_bytes_slow(int count, MPI_Datatype t)
{
    if (count < 0 || t == MPI_DATATYPE_NULL) {
        return -1;
    }
    unsigned gen = __atomic_load_n(&stg_types_gen, __ATOMIC_ACQUIRE) + 1;
    uint64_t key = stg_handle_key(&t, sizeof t);
    stg_type_size_t *c = &stg_type_cache[(key * 0x9e3779b97f4a7c15ull) >> 61];
    MPI_Count size;
    if (c->gen == gen && c->type == t) {
        size = c->size;
    } else {
        if (PMPI_Type_size_x(t, &size) != MPI_SUCCESS) {
            return -1;
        }
        c->type = t;
        c->size = size;
        c->gen = gen;
    }
    int64_t bytes;
    if (size < 0 || __builtin_mul_overflow((int64_t) count, (int64_t) size, &bytes)) {
        return -1; /* MPI_UNDEFINED, or too large */
    }
    return bytes;
}

void stg_wait_p2p(MPI_Comm comm, int n, const int *peers, const int *tags, const int *roles, const int64_t *bytes)
{
    stg_thread_t *t = stg_self_thread;
    if (!t) {
        return;
    }
    int32_t w[4], pw[4];
    int m = 0, any = 0, np = 0, prole[4], ptag[4];
    int64_t pbytes[4];
    stg_comm_entry_t *any_comm = NULL;
    stg_comm_entry_t *ce = comm == MPI_COMM_WORLD || comm == MPI_COMM_NULL ? NULL : stg_comm_lookup(comm);
    for (int i = 0; i < n && i < 4; i++) {
        if (peers[i] == MPI_PROC_NULL) {
            continue;
        }
        prole[np] = roles[i];
        ptag[np] = tags[i] == MPI_ANY_TAG ? -1 : tags[i];
        pbytes[np] = bytes[i];
        if (peers[i] == MPI_ANY_SOURCE && comm != MPI_COMM_NULL) {
            /* any member of the communicator can end the wait: record them (else peer -1, unknown) */
            any_comm = ce;
            if (comm == MPI_COMM_WORLD || any_comm) {
                any = 1;
                pw[np++] = STG_PEER_ANY;
                continue;
            }
        }
        w[m++] = pw[np++] = stg_comm_world_rank(comm, peers[i]);
    }
    for (int i = 0; i < m; i++) {
        add_peer(t, w[i]);
    }
    uint64_t seq[4] = { 0 };
    if (np) {
        stg_tables_enter();
        for (int i = 0; i < np; i++) {
            stg_count_posted(prole[i], pw[i]);
            seq[i] = stg_count_tagged(prole[i], pw[i], ptag[i], ce);
        }
        stg_tables_leave();
    }
    for (int i = 0; i < np; i++) {
        add_part(t, prole[i], 0, pw[i], ptag[i], ce, pbytes[i], -1, seq[i]);
    }
    if (any && any_comm) {
        add_any_comm(t, any_comm);
    } else if (any) {
        add_any_world(t);
    }
    t->wait_kind = m || any ? STG_WAIT_P2P : STG_WAIT_NONE;
}

static void set_coll_wait(stg_thread_t *t, const stg_comm_entry_t *e)
{
    int n = e->nlocal + e->nremote;
    if (reserve(t, 0, n)) {
        return;
    }
    stg_range_t *r = t->ranges;
    memcpy(r, e->local, (size_t) e->nlocal * sizeof *r);
    if (e->nremote) {
        memcpy(r + e->nlocal, e->remote, (size_t) e->nremote * sizeof *r);
    }
    t->nranges = n;
    t->wait_kind = STG_WAIT_COLL;
}

/* The members of the collective wait are all tasks; 0, or -1 out of memory. */
static int set_world_members(stg_thread_t *t)
{
    if (reserve(t, 0, 1)) {
        return -1;
    }
    stg_range_t *r = t->ranges;
    r->first = 0;
    r->count = (uint32_t) stg_size;
    r->stride = 1;
    t->nranges = 1;
    return 0;
}

void stg_wait_coll(MPI_Comm comm, int64_t bytes, int root)
{
    stg_thread_t *t = stg_self_thread;
    if (!t) {
        return;
    }
    if (comm == MPI_COMM_WORLD) {
        add_part(t, STG_ROLE_COLL, 0, -1, -1, NULL, bytes, root >= 0 ? root : -1, 0);
        if (set_world_members(t) == 0) {
            t->wait_kind = STG_WAIT_COLL;
        }
        return;
    }
    stg_comm_entry_t *e = stg_comm_lookup(comm);
    if (e) {
        add_part(t, STG_ROLE_COLL, 0, -1, -1, e, bytes, stg_comm_world_rank(comm, root), 0);
        set_coll_wait(t, e);
    }
}

/* A collective over a window's or a file's members (their group) waits on them as on a communicator's. */
static void wait_entry(stg_comm_entry_t *e)
{
    stg_thread_t *t = stg_self_thread;
    if (t && e) {
        add_part(t, STG_ROLE_COLL, 0, -1, -1, e, -1, -1, 0);
        set_coll_wait(t, e);
    }
}

void stg_wait_coll_win(MPI_Win win)
{
    wait_entry(stg_win_lookup(win));
}

void stg_wait_coll_file(MPI_File fh)
{
    wait_entry(stg_file_lookup(fh));
}

void stg_wait_finalize(void)
{
    stg_thread_t *t = stg_self_thread;
    if (t && t->is_main) {
        stg_waits_finalized = 1;
    }
    stg_wait_coll(MPI_COMM_WORLD, -1, -1);
}

/* ------------------------------------------------------------------ requests */


void stg_req_p2p(MPI_Comm comm, int n, const int *peers, const int *tags, int role, int persistent,
                 int64_t bytes, MPI_Request req)
{
    if (req == MPI_REQUEST_NULL) {
        return;
    }
    int32_t w[2] = { -1, -1 };
    int m = 0, any = 0;
    const stg_comm_entry_t *ce = comm == MPI_COMM_WORLD || comm == MPI_COMM_NULL ? NULL : stg_comm_lookup(comm);
    for (int i = 0; i < n && i < 2; i++) {
        if (peers[i] == MPI_ANY_SOURCE && comm != MPI_COMM_NULL
            && (comm == MPI_COMM_WORLD || stg_comm_lookup(comm))) { /* members computed now, while MPI may be called */
            any = 1;
        } else if (peers[i] != MPI_PROC_NULL) {
            w[m++] = stg_comm_world_rank(comm, peers[i]);
        }
    }
    if (n == 0) {
        m = 1; /* matched message (MPI_Imrecv): peer unknown */
    }
    stg_tables_enter();
    stg_req_entry_t *e = stg_req_find(stg_handle_key(&req, sizeof req), 1);
    if (e) {
        e->coll = 0;
        e->any = (uint8_t) any;
        e->comm = any ? stg_handle_key(&comm, sizeof comm) : 0;
        e->npeers = (int8_t) m;
        e->peers[0] = w[0];
        e->peers[1] = w[1];
        e->role = (uint8_t) role;
        e->persistent = (uint8_t) persistent;
        e->active = !persistent;
        e->tag = n > 0 && tags[0] != MPI_ANY_TAG ? tags[0] : -1;
        e->ce = ce;
        e->bytes = bytes;
        e->root = -1;
        e->seq = 0;
        if (!persistent) {
            for (int k = 0; k < m; k++) {
                stg_count_posted(role, w[k]);
                e->seq = stg_count_tagged(role, w[k], e->tag, ce);
            }
            if (any) {
                stg_count_posted(role, STG_PEER_ANY);
                e->seq = stg_count_tagged(role, STG_PEER_ANY, e->tag, ce);
            }
        }
    }
    stg_tables_leave();
}

/* Persistent requests started: posted now. */
static void start_requests(int n, const MPI_Request *r)
{
    stg_tables_enter();
    for (int i = 0; i < n; i++) {
        if (r[i] == MPI_REQUEST_NULL) {
            continue;
        }
        stg_req_entry_t *e = stg_req_find(stg_handle_key(&r[i], sizeof r[i]), 0);
        if (!e || e->coll) {
            continue;
        }
        e->active = 1;
        for (int k = 0; k < e->npeers; k++) {
            stg_count_posted(e->role, e->peers[k]);
            e->seq = stg_count_tagged(e->role, e->peers[k], e->tag, e->ce);
        }
        if (e->any) {
            stg_count_posted(e->role, STG_PEER_ANY);
            e->seq = stg_count_tagged(e->role, STG_PEER_ANY, e->tag, e->ce);
        }
    }
    stg_tables_leave();
}

void stg_reqs_start(int n, const MPI_Request *reqs)
{
    if (n > 0 && reqs) {
        start_requests(n, reqs);
    }
}

void stg_reqs_start_f(int n, const MPI_Fint *reqs)
{
    if (n <= 0 || !reqs) {
        return;
    }
    MPI_Request tmp[STG_INLINE_REQS];
    MPI_Request *h = n > STG_INLINE_REQS ? malloc((size_t) n * sizeof *h) : tmp;
    if (!h) {
        return;
    }
    for (int i = 0; i < n; i++) {
        h[i] = PMPI_Request_f2c(reqs[i]);
    }
    start_requests(n, h);
    if (h != tmp) {
        free(h);
    }
}

void stg_req_coll(MPI_Comm comm, int64_t bytes, int root, MPI_Request req)
{
    if (req == MPI_REQUEST_NULL) {
        return;
    }
    if (comm != MPI_COMM_WORLD) {
        stg_comm_lookup(comm); /* compute members now, while MPI may be called */
    }
    int32_t wroot = root >= 0 ? stg_comm_world_rank(comm, root) : -1;
    stg_tables_enter();
    stg_req_entry_t *e = stg_req_find(stg_handle_key(&req, sizeof req), 1);
    if (e) {
        e->coll = 1;
        e->any = 0;
        e->npeers = 0;
        e->comm = stg_handle_key(&comm, sizeof comm);
        e->role = STG_ROLE_COLL;
        e->persistent = 0;
        e->active = 1;
        e->tag = -1;
        e->ce = comm == MPI_COMM_WORLD ? NULL : stg_comm_by_key(e->comm);
        e->bytes = bytes;
        e->root = wroot;
    }
    stg_tables_leave();
}

/* Saves the handles (the call may set them to MPI_REQUEST_NULL). */
static void __attribute__((optimize("no-tree-loop-distribute-patterns"))) snapshot(stg_reqs_t *s, int n,
                                                                                      const MPI_Request *r)
{
    if (n > STG_INLINE_REQS) {
        MPI_Request *h = malloc((size_t) n * sizeof *h);
        if (!h) {
            return;
        }
        s->snap = h;
    }
    for (int i = 0; i < n; i++) { /* a few handles: no call to memcpy */
        s->snap[i] = r[i];
    }
    s->n = n;
}

/* Is the request of a wait on several pending? A null one is not; nor one already complete (non-destructive: the
 * request stays as it is, to the call), which drops it from the wait set. */
static inline int still_pending(MPI_Request r, int n)
{
    int flag = 0;
    return r != MPI_REQUEST_NULL
           && (n == 1 || PMPI_Request_get_status(r, &flag, MPI_STATUS_IGNORE) != MPI_SUCCESS || !flag);
}

static void reqs_before(const stg_reqs_t *s, int blocking)
{
    stg_thread_t *t = stg_self_thread;
    int n = s->n, npending = 0;
    if (!blocking || !t) {
        return;
    }
    unsigned char flags[STG_INLINE_REQS];
    unsigned char *pending = n <= STG_INLINE_REQS ? flags : malloc((size_t) n);
    if (!pending) {
        return;
    }
    for (int i = 0; i < n; i++) {
        pending[i] = (unsigned char) still_pending(s->snap[i], n);
        npending += pending[i];
    }
    t->wait_any = blocking == STG_BLOCK_ANY && npending > 1;
    MPI_Comm world = MPI_COMM_WORLD;
    uint64_t world_key = stg_handle_key(&world, sizeof world);
    stg_tables_enter();
    for (int i = 0; npending > 0 && i < n; i++) {
        if (!pending[i]) {
            continue;
        }
        stg_req_entry_t *e = stg_req_find(stg_handle_key(&s->snap[i], sizeof s->snap[i]), 0);
        const stg_comm_entry_t *ce;
        if (!e) {
            t->wait_kind = STG_WAIT_P2P;
            add_peer(t, -1);
            add_part(t, STG_ROLE_UNKNOWN, 1, -1, -1, NULL, -1, -1, 0);
        } else if (e->coll) {
            if (e->comm == world_key) {
                set_world_members(t);
            } else if ((ce = stg_comm_by_key(e->comm)) != NULL) {
                set_coll_wait(t, ce);
            }
            if (t->wait_kind == STG_WAIT_NONE) {
                t->wait_kind = STG_WAIT_COLL;
            }
            add_part(t, STG_ROLE_COLL, 1, -1, -1, e->ce, e->bytes, e->root, 0);
        } else {
            t->wait_kind = STG_WAIT_P2P;
            for (int k = 0; k < e->npeers; k++) {
                add_peer(t, e->peers[k]);
                add_part(t, e->role, 1, e->peers[k], e->tag, e->ce, e->bytes, -1, e->seq);
            }
            if (e->any) {
                add_part(t, e->role, 1, STG_PEER_ANY, e->tag, e->ce, e->bytes, -1, e->seq);
            }
            if (e->any) {
                if (e->comm == world_key) {
                    add_any_world(t);
                } else if ((ce = stg_comm_by_key(e->comm)) != NULL) {
                    add_any_comm(t, ce);
                } else {
                    add_peer(t, -1); /* the communicator was freed meanwhile */
                }
            }
        }
    }
    stg_tables_leave();
    if (pending != flags) {
        free(pending);
    }
}

void stg_reqs_wait1(const stg_reqs_t *s)
{
    stg_thread_t *t = stg_self_thread;
    MPI_Request req = s->snap_inline[0];
    uint64_t key = stg_handle_key(&req, sizeof req);
    const stg_req_entry_t *e = stg_req_slot(key);
    /* the common case: one thread in MPI at a time, a point-to-point request in its slot (not from MPI_ANY_SOURCE) */
    if (!t || req == MPI_REQUEST_NULL || stg_tables_concurrent || !e->live || e->key != key || e->coll || e->any) {
        reqs_before(s, s->blocking);
        return;
    }
    t->wait_any = 0;
    t->wait_kind = STG_WAIT_P2P;
    for (int k = 0; k < e->npeers; k++) {
        add_peer(t, e->peers[k]);
        add_part(t, e->role, 1, e->peers[k], e->tag, e->ce, e->bytes, -1, e->seq);
    }
}

void stg_reqs_before_n(stg_reqs_t *s, int n, MPI_Request *r, int blocking)
{
    s->n = 0;
    s->blocking = blocking;
    s->snap = s->snap_inline;
    if (n <= 0 || !r) {
        return;
    }
    snapshot(s, n, r); /* n > 1 here: stg_reqs_before (waits.h) takes one request inline */
    if (blocking) { /* a test never blocks: no wait to record */
        reqs_before(s, blocking);
    }
}

void stg_reqs_before_f(stg_reqs_t *s, int n, MPI_Fint *r, int blocking)
{
    s->n = 0;
    s->blocking = blocking;
    s->snap = s->snap_inline;
    if (n <= 0 || !r) {
        return;
    }
    MPI_Request tmp[STG_INLINE_REQS];
    MPI_Request *h = n > STG_INLINE_REQS ? malloc((size_t) n * sizeof *h) : tmp;
    if (!h) {
        return;
    }
    for (int i = 0; i < n; i++) {
        h[i] = PMPI_Request_f2c(r[i]);
    }
    snapshot(s, n, h);
    if (h != tmp) {
        free(h);
    }
    reqs_before(s, blocking);
}

/* Forgets the requests the call completed (r[i] now MPI_REQUEST_NULL, or every one when freed), and the snapshot;
 * after MPI_Wait/MPI_Waitall every persistent request is complete (inactive until its next start). r may be C
 * handles (rf NULL) or Fortran ones (rf). */
static inline __attribute__((always_inline)) void reqs_after(stg_reqs_t *s, const MPI_Request *r, const MPI_Fint *rf,
                                                             int freed)
{
    int locked = 0;
    for (int i = 0; i < s->n; i++) {
        int done = freed || (rf ? PMPI_Request_f2c(rf[i]) : r[i]) == MPI_REQUEST_NULL;
        if (s->snap[i] == MPI_REQUEST_NULL || (!done && s->blocking != STG_BLOCK_ALL)) {
            continue;
        }
        if (!locked) { /* a test of a null or pending request has nothing to forget */
            stg_tables_enter();
            locked = 1;
        }
        uint64_t key = stg_handle_key(&s->snap[i], sizeof s->snap[i]);
        if (done) {
            stg_req_remove(key);
        } else {
            stg_req_entry_t *e = stg_req_find(key, 0);
            if (e && e->persistent) {
                e->active = 0;
            }
        }
    }
    if (locked) {
        stg_tables_leave();
    }
}

static void snapshot_free(stg_reqs_t *s)
{
    if (s->snap != s->snap_inline) {
        free(s->snap);
        s->snap = s->snap_inline;
    }
}

void stg_req_done_slow(MPI_Request req)
{
    stg_tables_enter();
    stg_req_remove(stg_handle_key(&req, sizeof req));
    stg_tables_leave();
}

void stg_req_waited(MPI_Request req)
{
    stg_tables_enter();
    stg_req_entry_t *e = stg_req_find(stg_handle_key(&req, sizeof req), 0);
    if (e && e->persistent) {
        e->active = 0;
    }
    stg_tables_leave();
}

void stg_reqs_after_n(stg_reqs_t *s, int n, MPI_Request *r, int freed)
{
    if (s->n == n && n > 0) {
        reqs_after(s, r, NULL, freed);
    }
    snapshot_free(s);
}

void stg_reqs_after_f(stg_reqs_t *s, int n, MPI_Fint *r, int freed)
{
    if (s->n == n && n > 0) {
        reqs_after(s, NULL, r, freed);
    }
    snapshot_free(s);
}
