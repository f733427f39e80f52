/*
 * Hooks called by the generated wrappers: the per-task Markov model (AutomaDeD §3.1: a state is
 * an MPI call site identified by its call stack, plus the computation region after it; edges count
 * transitions and keep transition-time statistics), the wait information of the current state
 * (point-to-point peers, request -> peer, communicator membership for collectives), and MPI
 * start-up and shut-down of the runtime.
 */
#define _GNU_SOURCE
#include "straggler.h"
#include "calls.h"
#include "fault.h"
#include "htab.h"

#include <dlfcn.h>
#include <signal.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

pthread_mutex_t stg_lock = PTHREAD_MUTEX_INITIALIZER;
double stg_start_mono;
uint64_t stg_start_ns;
int stg_thread_level = -1;
char stg_mpi_version[MPI_MAX_LIBRARY_VERSION_STRING];

stg_site_t *stg_sites;
uint32_t stg_nsites;
stg_edge_t *stg_edges;
uint32_t stg_nedges;
uint64_t stg_time_n;
double stg_time_mean, stg_time_m2, stg_time_max;
volatile double stg_last_progress;

static uint32_t site_cap, edge_cap;
static stg_htab_t site_index, edge_index;               /* site hash -> site, edge hash -> edge */
static stg_thread_t *threads;                           /* all threads that called MPI */
static stg_thread_t *main_thread;
static __thread stg_thread_t *self_thread;
static __thread int early_depth;                        /* nesting before the runtime is up */
static MPI_Group world_group = MPI_GROUP_NULL;

/* ------------------------------------------------------------------ threads */

static stg_thread_t *thread_self(void)
{
    if (!self_thread) {
        stg_thread_t *t = calloc(1, sizeof *t);
        if (!t) {
            return NULL;
        }
        t->tid = (pid_t) syscall(SYS_gettid);
        t->self = pthread_self();
        t->cur = STG_NONE;
        pthread_mutex_lock(&stg_lock);
        t->next = threads;
        threads = t;
        pthread_mutex_unlock(&stg_lock);
        self_thread = t;
    }
    return self_thread;
}

stg_thread_t *stg_main_thread(void)
{
    return main_thread;
}

int stg_nested(void)
{
    return early_depth > 0 || (self_thread && self_thread->depth > 0);
}

void stg_init_hold(void)
{
    early_depth++;
}

void stg_init_release(void)
{
    early_depth--;
}

/* ------------------------------------------------------------------ the Markov model */

static uint32_t intern_site(int call, const uintptr_t *addrs, int depth)
{
    uint64_t h = stg_site_hash(call, addrs, depth);
    uint32_t probe = 0, id;
    while ((id = stg_htab_next(&site_index, h, &probe)) != STG_NONE) {
        const stg_site_t *s = &stg_sites[id];
        if (s->call == call && s->depth == depth && memcmp(s->addrs, addrs, (size_t) depth * sizeof *addrs) == 0) {
            return id;
        }
    }
    if (stg_nsites == site_cap) {
        uint32_t ncap = site_cap ? site_cap * 2 : 256;
        stg_site_t *ns = stg_xrealloc(stg_sites, ncap * sizeof *ns);
        if (!ns) {
            return STG_NONE;
        }
        stg_sites = ns;
        site_cap = ncap;
    }
    stg_site_t *s = &stg_sites[stg_nsites];
    memset(s, 0, sizeof *s);
    s->hash = h;
    s->call = (uint16_t) call;
    s->depth = (uint16_t) depth;
    s->addrs = malloc((size_t) (depth ? depth : 1) * sizeof *addrs);
    if (!s->addrs || stg_htab_add(&site_index, h, stg_nsites)) {
        free(s->addrs);
        return STG_NONE;
    }
    memcpy(s->addrs, addrs, (size_t) depth * sizeof *addrs);
    return stg_nsites++;
}

static void add_edge(uint32_t from, uint32_t to, double dt)
{
    uint64_t h = stg_hash64((uint64_t) from << 32 | to);
    uint32_t probe = 0, id;
    stg_edge_t *e = NULL;
    while (!e && (id = stg_htab_next(&edge_index, h, &probe)) != STG_NONE) {
        if (stg_edges[id].from == from && stg_edges[id].to == to) {
            e = &stg_edges[id];
        }
    }
    if (!e) {
        if (stg_nedges == edge_cap) {
            uint32_t ncap = edge_cap ? edge_cap * 2 : 256;
            stg_edge_t *ne = stg_xrealloc(stg_edges, ncap * sizeof *ne);
            if (!ne) {
                return;
            }
            stg_edges = ne;
            edge_cap = ncap;
        }
        if (stg_htab_add(&edge_index, h, stg_nedges)) {
            return;
        }
        e = &stg_edges[stg_nedges++];
        memset(e, 0, sizeof *e);
        e->from = from;
        e->to = to;
        e->min = dt;
        e->max = dt;
    }
    /* Welford's running mean and sum of squared deviations */
    e->count++;
    double d = dt - e->mean;
    e->mean += d / (double) e->count;
    e->m2 += d * (dt - e->mean);
    if (dt < e->min) e->min = dt;
    if (dt > e->max) e->max = dt;
    stg_time_n++;
    d = dt - stg_time_mean;
    stg_time_mean += d / (double) stg_time_n;
    stg_time_m2 += d * (dt - stg_time_mean);
    if (dt > stg_time_max) stg_time_max = dt;
}

/* Caller holds stg_lock. */
static void transition(stg_thread_t *t, uint32_t state, double now)
{
    if (state == STG_NONE) {
        return;
    }
    stg_sites[state >> 1].visited[state & 1] = 1;
    if (t->cur != STG_NONE) {
        add_edge(t->cur, state, now - t->entered);
    }
    t->cur = state;
    t->entered = now;
    stg_last_progress = now;
}

static void clear_wait(stg_thread_t *t)
{
    t->wait_kind = STG_WAIT_NONE;
    t->npeers = 0;
    t->nranges = 0;
    t->wait_any = 0;
    t->nany = 0;
}

void stg_begin(stg_call_t *c, int call)
{
    c->call = call;
    c->active = 0;
    c->nsnap = 0;
    c->snap = c->snap_inline;
    c->early = 0;
    stg_thread_t *t = stg_active ? thread_self() : NULL;
    if (!t) {
        c->early = 1;
        early_depth++;
        return;
    }
    if (t->depth++ > 0 || early_depth > 0) {
        return;
    }
    c->active = 1;
    uintptr_t addrs[STG_MAX_DEPTH];
    int depth = stg_capture(addrs, stg_cfg.depth);
    double now = stg_now();
    pthread_mutex_lock(&stg_lock);
    uint32_t site = intern_site(call, addrs, depth);
    if (site != STG_NONE) {
        transition(t, site << 1, now);
    }
    t->in_mpi = 1;
    clear_wait(t);
    pthread_mutex_unlock(&stg_lock);
}

void stg_end(stg_call_t *c)
{
    stg_thread_t *t = self_thread;
    if (c->snap != c->snap_inline) {
        free(c->snap);
        c->snap = c->snap_inline;
    }
    if (c->early) {
        early_depth--;
        return;
    }
    t->depth--;
    if (!c->active) {
        return;
    }
    double now = stg_now();
    pthread_mutex_lock(&stg_lock);
    if (t->cur != STG_NONE && !(t->cur & 1)) {
        transition(t, t->cur | 1, now);
    }
    t->in_mpi = 0;
    clear_wait(t);
    pthread_mutex_unlock(&stg_lock);
}

/* ------------------------------------------------------------------ communicators */

typedef struct comm_entry {
    uint64_t key;
    int used;
    int size;                 /* local group size */
    int nlocal, nremote;      /* ranges of the local and (intercommunicator) remote group */
    stg_range_t *local, *remote;
} comm_entry_t;

static comm_entry_t **comms; /* entries are allocated one by one: a pointer stays valid while the array grows */
static uint32_t comms_cap, comms_n;

static int compress_ranks(const int *w, int n, stg_range_t **out)
{
    stg_range_t *r = malloc((size_t) (n ? n : 1) * sizeof *r);
    int nr = 0;
    if (!r) {
        return -1;
    }
    for (int i = 0; i < n;) {
        int stride = 1, count = 1;
        if (i + 1 < n && w[i + 1] > w[i]) {
            stride = w[i + 1] - w[i];
            while (i + count < n && w[i + count] == w[i] + count * stride) {
                count++;
            }
        }
        r[nr].first = w[i];
        r[nr].count = (uint32_t) count;
        r[nr].stride = (uint32_t) stride;
        nr++;
        i += count;
    }
    *out = r;
    return nr;
}

static int group_ranges(MPI_Group g, stg_range_t **out, int *size)
{
    int n = 0;
    PMPI_Group_size(g, &n);
    *size = n;
    int *in = malloc((size_t) (n ? n : 1) * sizeof *in), *w = malloc((size_t) (n ? n : 1) * sizeof *w);
    int nr = -1;
    if (in && w) {
        for (int i = 0; i < n; i++) {
            in[i] = i;
        }
        if (PMPI_Group_translate_ranks(g, n, in, world_group, w) == MPI_SUCCESS) {
            nr = compress_ranks(w, n, out);
        }
    }
    free(in);
    free(w);
    return nr;
}

/* Looks a communicator up, computing its members on first use. Main-thread context (inside a
 * wrapper), caller does NOT hold stg_lock (this calls MPI). */
static comm_entry_t *comm_lookup(MPI_Comm comm)
{
    if (comm == MPI_COMM_NULL) {
        return NULL;
    }
    uint64_t key = stg_handle_key(&comm, sizeof comm);
    pthread_mutex_lock(&stg_lock);
    for (uint32_t i = 0; i < comms_n; i++) {
        if (comms[i]->used && comms[i]->key == key) {
            comm_entry_t *e = comms[i];
            pthread_mutex_unlock(&stg_lock);
            return e;
        }
    }
    pthread_mutex_unlock(&stg_lock);
    comm_entry_t ne = { .key = key, .used = 1 };
    MPI_Group g;
    int inter = 0, rsize = 0;
    if (PMPI_Comm_group(comm, &g) != MPI_SUCCESS) {
        return NULL;
    }
    ne.nlocal = group_ranges(g, &ne.local, &ne.size);
    PMPI_Group_free(&g);
    PMPI_Comm_test_inter(comm, &inter);
    if (inter && PMPI_Comm_remote_group(comm, &g) == MPI_SUCCESS) {
        ne.nremote = group_ranges(g, &ne.remote, &rsize);
        PMPI_Group_free(&g);
    }
    if (ne.nlocal < 0 || ne.nremote < 0) {
        free(ne.local);
        free(ne.remote);
        return NULL;
    }
    pthread_mutex_lock(&stg_lock);
    uint32_t slot = comms_n;
    for (uint32_t i = 0; i < comms_n; i++) {
        if (!comms[i]->used) {
            slot = i;
            break;
        }
    }
    if (slot == comms_n) {
        if (comms_n == comms_cap) {
            uint32_t ncap = comms_cap ? comms_cap * 2 : 16;
            comm_entry_t **nc = stg_xrealloc(comms, ncap * sizeof *nc);
            if (!nc) {
                pthread_mutex_unlock(&stg_lock);
                free(ne.local);
                free(ne.remote);
                return NULL;
            }
            comms = nc;
            comms_cap = ncap;
        }
        comms[slot] = malloc(sizeof **comms);
        if (!comms[slot]) {
            pthread_mutex_unlock(&stg_lock);
            free(ne.local);
            free(ne.remote);
            return NULL;
        }
        comms_n++;
    }
    *comms[slot] = ne;
    comm_entry_t *e = comms[slot];
    pthread_mutex_unlock(&stg_lock);
    return e;
}

void stg_comm_forget(MPI_Comm comm)
{
    uint64_t key = stg_handle_key(&comm, sizeof comm);
    pthread_mutex_lock(&stg_lock);
    for (uint32_t i = 0; i < comms_n; i++) {
        if (comms[i]->used && comms[i]->key == key) {
            free(comms[i]->local);
            free(comms[i]->remote);
            comms[i]->local = comms[i]->remote = NULL;
            comms[i]->used = 0;
        }
    }
    pthread_mutex_unlock(&stg_lock);
}

static int32_t range_rank(const stg_range_t *r, int n, int local)
{
    for (int i = 0; i < n; i++) {
        if ((uint32_t) local < r[i].count) {
            return r[i].first + (int32_t) ((uint32_t) local * r[i].stride);
        }
        local -= (int) r[i].count;
    }
    return -1;
}

/* Maps a rank of comm to a world rank; -1 when unknown (MPI_ANY_SOURCE, unknown comm). */
static int32_t world_rank(MPI_Comm comm, int rank)
{
    if (rank == MPI_ANY_SOURCE || rank < 0) {
        return -1;
    }
    if (comm == MPI_COMM_WORLD) {
        return rank;
    }
    comm_entry_t *e = comm_lookup(comm);
    if (!e) {
        return -1;
    }
    return e->nremote > 0 ? range_rank(e->remote, e->nremote, rank) : range_rank(e->local, e->nlocal, rank);
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
 * many any-source requests of one communicator). Caller holds stg_lock. */
static void add_any_ranges(stg_thread_t *t, const stg_range_t *src, int n)
{
    stg_range_t *r = realloc(t->any, (size_t) (t->nany + n > 0 ? t->nany + n : 1) * sizeof *r);
    if (!r) {
        return;
    }
    t->any = r;
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
 * intercommunicator, else the local group (as world_rank maps peers). Caller holds stg_lock. */
static void add_any_comm(stg_thread_t *t, const comm_entry_t *e)
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

void stg_wait_p2p(stg_call_t *c, MPI_Comm comm, int n, const int *peers)
{
    stg_thread_t *t = self_thread;
    int32_t w[4];
    int m = 0, any = 0;
    comm_entry_t *any_comm = NULL;
    for (int i = 0; i < n && i < 4; i++) {
        if (peers[i] == MPI_PROC_NULL) {
            continue;
        }
        if (peers[i] == MPI_ANY_SOURCE && comm != MPI_COMM_NULL) {
            /* any member of the communicator can end the wait: record them (else peer -1, unknown) */
            any_comm = comm == MPI_COMM_WORLD ? NULL : comm_lookup(comm);
            if (comm == MPI_COMM_WORLD || any_comm) {
                any = 1;
                continue;
            }
        }
        w[m++] = world_rank(comm, peers[i]);
    }
    (void) c;
    pthread_mutex_lock(&stg_lock);
    t->wait_kind = m || any ? STG_WAIT_P2P : STG_WAIT_NONE;
    for (int i = 0; i < m; i++) {
        add_peer(t, w[i]);
    }
    if (any && any_comm) {
        add_any_comm(t, any_comm);
    } else if (any) {
        add_any_world(t);
    }
    pthread_mutex_unlock(&stg_lock);
}

static void set_coll_wait(stg_thread_t *t, const comm_entry_t *e)
{
    /* caller holds stg_lock */
    int n = e->nlocal + e->nremote;
    stg_range_t *r = realloc(t->ranges, (size_t) (n ? n : 1) * sizeof *r);
    if (!r) {
        return;
    }
    memcpy(r, e->local, (size_t) e->nlocal * sizeof *r);
    if (e->nremote) {
        memcpy(r + e->nlocal, e->remote, (size_t) e->nremote * sizeof *r);
    }
    t->ranges = r;
    t->nranges = n;
    t->wait_kind = STG_WAIT_COLL;
}

void stg_wait_coll(stg_call_t *c, MPI_Comm comm)
{
    stg_thread_t *t = self_thread;
    (void) c;
    if (comm == MPI_COMM_WORLD) {
        pthread_mutex_lock(&stg_lock);
        stg_range_t *r = realloc(t->ranges, sizeof *r);
        if (r) {
            r->first = 0;
            r->count = (uint32_t) stg_size;
            r->stride = 1;
            t->ranges = r;
            t->nranges = 1;
            t->wait_kind = STG_WAIT_COLL;
        }
        pthread_mutex_unlock(&stg_lock);
        return;
    }
    comm_entry_t *e = comm_lookup(comm);
    if (!e) {
        return;
    }
    pthread_mutex_lock(&stg_lock);
    set_coll_wait(t, e);
    pthread_mutex_unlock(&stg_lock);
}

/* ------------------------------------------------------------------ requests */

typedef struct req_entry {
    uint64_t key;
    uint8_t coll;
    uint8_t any;        /* point-to-point from MPI_ANY_SOURCE: any member of comm can complete it */
    int8_t npeers;
    int32_t peers[2];
    uint64_t comm;      /* collective or any-source: communicator key */
} req_entry_t;

static req_entry_t *reqs;             /* the pending requests, in no particular order */
static uint32_t reqs_cap, reqs_n;
static stg_htab_t req_index;          /* stg_hash64(key) -> request */

static req_entry_t *req_find(uint64_t key, int create)
{
    uint64_t h = stg_hash64(key);
    uint32_t probe = 0, id;
    while ((id = stg_htab_next(&req_index, h, &probe)) != STG_NONE) {
        if (reqs[id].key == key) {
            return &reqs[id];
        }
    }
    if (!create) {
        return NULL;
    }
    if (reqs_n == reqs_cap) {
        uint32_t ncap = reqs_cap ? reqs_cap * 2 : 256;
        req_entry_t *nr = realloc(reqs, ncap * sizeof *nr);
        if (!nr) {
            return NULL;
        }
        reqs = nr;
        reqs_cap = ncap;
    }
    if (stg_htab_add(&req_index, h, reqs_n)) {
        return NULL;
    }
    req_entry_t *e = &reqs[reqs_n++];
    memset(e, 0, sizeof *e);
    e->key = key;
    return e;
}

static void req_remove(uint64_t key)
{
    req_entry_t *e = req_find(key, 0);
    if (!e) {
        return;
    }
    /* the last request takes the place of the removed one */
    uint32_t id = (uint32_t) (e - reqs), last = --reqs_n;
    stg_htab_del(&req_index, stg_hash64(key), id);
    if (id != last) {
        reqs[id] = reqs[last];
        stg_htab_move(&req_index, stg_hash64(reqs[id].key), last, id);
    }
}

void stg_req_p2p(stg_call_t *c, MPI_Comm comm, int n, const int *peers, MPI_Request req)
{
    (void) c;
    if (req == MPI_REQUEST_NULL) {
        return;
    }
    int32_t w[2] = { -1, -1 };
    int m = 0, any = 0;
    for (int i = 0; i < n && i < 2; i++) {
        if (peers[i] == MPI_ANY_SOURCE && comm != MPI_COMM_NULL
            && (comm == MPI_COMM_WORLD || comm_lookup(comm))) { /* members computed now, while MPI may be called */
            any = 1;
        } else if (peers[i] != MPI_PROC_NULL) {
            w[m++] = world_rank(comm, peers[i]);
        }
    }
    if (n == 0) {
        m = 1; /* matched message (MPI_Imrecv): peer unknown */
    }
    pthread_mutex_lock(&stg_lock);
    req_entry_t *e = req_find(stg_handle_key(&req, sizeof req), 1);
    if (e) {
        e->coll = 0;
        e->any = (uint8_t) any;
        e->comm = any ? stg_handle_key(&comm, sizeof comm) : 0;
        e->npeers = (int8_t) m;
        e->peers[0] = w[0];
        e->peers[1] = w[1];
    }
    pthread_mutex_unlock(&stg_lock);
}

void stg_req_coll(stg_call_t *c, MPI_Comm comm, MPI_Request req)
{
    (void) c;
    if (req == MPI_REQUEST_NULL) {
        return;
    }
    if (comm != MPI_COMM_WORLD) {
        comm_lookup(comm); /* compute members now, while MPI may be called */
    }
    pthread_mutex_lock(&stg_lock);
    req_entry_t *e = req_find(stg_handle_key(&req, sizeof req), 1);
    if (e) {
        e->coll = 1;
        e->any = 0;
        e->npeers = 0;
        e->comm = stg_handle_key(&comm, sizeof comm);
    }
    pthread_mutex_unlock(&stg_lock);
}

static void snapshot(stg_call_t *c, int n, const MPI_Request *r)
{
    if (n > STG_INLINE_REQS) {
        MPI_Request *s = malloc((size_t) n * sizeof *s);
        if (!s) {
            return;
        }
        c->snap = s;
    }
    memcpy(c->snap, r, (size_t) n * sizeof *r);
    c->nsnap = n;
}

/* A communicator already looked up (comm_lookup), by its key; caller holds stg_lock. */
static comm_entry_t *comm_by_key(uint64_t key)
{
    for (uint32_t k = 0; k < comms_n; k++) {
        if (comms[k]->used && comms[k]->key == key) {
            return comms[k];
        }
    }
    return NULL;
}

static void reqs_before(stg_call_t *c, int blocking)
{
    stg_thread_t *t = self_thread;
    int n = c->nsnap, npending = 0;
    int pending[n > 0 ? n : 1];
    MPI_Comm world = MPI_COMM_WORLD;
    uint64_t world_key = stg_handle_key(&world, sizeof world);
    for (int i = 0; i < n; i++) {
        pending[i] = c->snap[i] != MPI_REQUEST_NULL;
        if (blocking && pending[i] && n > 1) {
            /* non-destructive: drop requests that are already complete from the wait set */
            int flag = 0;
            if (PMPI_Request_get_status(c->snap[i], &flag, MPI_STATUS_IGNORE) == MPI_SUCCESS && flag) {
                pending[i] = 0;
            }
        }
        npending += pending[i];
    }
    if (!blocking) {
        return;
    }
    pthread_mutex_lock(&stg_lock);
    t->wait_any = blocking == STG_BLOCK_ANY && npending > 1;
    for (int i = 0; i < n; i++) {
        if (!pending[i]) {
            continue;
        }
        req_entry_t *e = req_find(stg_handle_key(&c->snap[i], sizeof c->snap[i]), 0);
        const comm_entry_t *ce;
        if (!e) {
            t->wait_kind = STG_WAIT_P2P;
            add_peer(t, -1);
        } else if (e->coll) {
            if (e->comm == world_key) {
                stg_range_t *r = realloc(t->ranges, sizeof *r);
                if (r) {
                    r->first = 0;
                    r->count = (uint32_t) stg_size;
                    r->stride = 1;
                    t->ranges = r;
                    t->nranges = 1;
                }
            } else if ((ce = comm_by_key(e->comm)) != NULL) {
                set_coll_wait(t, ce);
            }
            if (t->wait_kind == STG_WAIT_NONE) {
                t->wait_kind = STG_WAIT_COLL;
            }
        } else {
            t->wait_kind = STG_WAIT_P2P;
            for (int k = 0; k < e->npeers; k++) {
                add_peer(t, e->peers[k]);
            }
            if (e->any) {
                if (e->comm == world_key) {
                    add_any_world(t);
                } else if ((ce = comm_by_key(e->comm)) != NULL) {
                    add_any_comm(t, ce);
                } else {
                    add_peer(t, -1); /* the communicator was freed meanwhile */
                }
            }
        }
    }
    pthread_mutex_unlock(&stg_lock);
}

void stg_reqs_before(stg_call_t *c, int n, MPI_Request *r, int blocking)
{
    if (n <= 0 || !r) {
        return;
    }
    snapshot(c, n, r);
    reqs_before(c, blocking);
}

void stg_reqs_before_f(stg_call_t *c, int n, MPI_Fint *r, int blocking)
{
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
    snapshot(c, n, h);
    if (h != tmp) {
        free(h);
    }
    reqs_before(c, blocking);
}

static void reqs_after(stg_call_t *c, const int *done)
{
    pthread_mutex_lock(&stg_lock);
    for (int i = 0; i < c->nsnap; i++) {
        if (done[i] && c->snap[i] != MPI_REQUEST_NULL) {
            req_remove(stg_handle_key(&c->snap[i], sizeof c->snap[i]));
        }
    }
    pthread_mutex_unlock(&stg_lock);
}

void stg_reqs_after(stg_call_t *c, int n, MPI_Request *r, int freed)
{
    if (c->nsnap != n || n <= 0) {
        return;
    }
    int done[n];
    for (int i = 0; i < n; i++) {
        done[i] = freed || r[i] == MPI_REQUEST_NULL;
    }
    reqs_after(c, done);
}

void stg_reqs_after_f(stg_call_t *c, int n, MPI_Fint *r, int freed)
{
    if (c->nsnap != n || n <= 0) {
        return;
    }
    int done[n];
    for (int i = 0; i < n; i++) {
        done[i] = freed || PMPI_Request_f2c(r[i]) == MPI_REQUEST_NULL;
    }
    reqs_after(c, done);
}

/* ------------------------------------------------------------------ Fortran */

void *stg_fortran_symbol(const char *name, void **cache)
{
    if (!*cache) {
        *cache = dlsym(RTLD_NEXT, name);
        if (!*cache) {
            stg_log("the MPI library has no Fortran entry point '%s' (%s); is the program linked with "
                    "the MPI Fortran library it was compiled for?", name, dlerror());
            abort();
        }
    }
    return *cache;
}

/* ------------------------------------------------------------------ start-up and shut-down */

static int mkdirs(const char *path)
{
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++) {
        if (*p == '/') {
            *p = 0;
            if (mkdir(tmp, 0777) && errno != EEXIST) {
                return -1;
            }
            *p = '/';
        }
    }
    return mkdir(tmp, 0777) && errno != EEXIST ? -1 : 0;
}

/* Removes this library from LD_PRELOAD so that programs the application starts (system(),
 * popen()) do not load the MPI runtime. */
static void unpreload(void)
{
    const char *pre = getenv("LD_PRELOAD");
    Dl_info info;
    if (!pre || !dladdr((void *) &unpreload, &info) || !info.dli_fname) {
        return;
    }
    const char *base = strrchr(info.dli_fname, '/');
    base = base ? base + 1 : info.dli_fname;
    char out[8192] = "";
    size_t len = 0;
    char *copy = strdup(pre), *save = NULL;
    if (!copy) {
        return;
    }
    for (char *tok = strtok_r(copy, ": ", &save); tok; tok = strtok_r(NULL, ": ", &save)) {
        const char *tb = strrchr(tok, '/');
        tb = tb ? tb + 1 : tok;
        if (strcmp(tb, base) == 0) {
            continue;
        }
        len += (size_t) snprintf(out + len, sizeof out - len, "%s%s", len ? ":" : "", tok);
        if (len >= sizeof out) {
            free(copy);
            return;
        }
    }
    free(copy);
    if (len) {
        setenv("LD_PRELOAD", out, 1);
    } else {
        unsetenv("LD_PRELOAD");
    }
}

static void write_job_info(void)
{
    char path[4200], tmp[4200], exe[4096] = "";
    snprintf(path, sizeof path, "%s/job.info", stg_cfg.dir);
    snprintf(tmp, sizeof tmp, "%s/.job.info.tmp", stg_cfg.dir);
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = 0;
    FILE *f = fopen(tmp, "w");
    if (!f) {
        stg_log("cannot write %s: %s", path, strerror(errno));
        return;
    }
    char ver[MPI_MAX_LIBRARY_VERSION_STRING];
    snprintf(ver, sizeof ver, "%s", stg_mpi_version);
    for (char *p = ver; *p; p++) {
        if (*p == '\n' || *p == '\r') *p = ' ';
    }
    fprintf(f, "format=1.0\nnp=%d\nexecutable=%s\nmpi=%s\nstart=%llu\nruntime=%s\n", stg_size, exe, ver,
            (unsigned long long) (stg_start_ns / 1000000000ull), STG_VERSION);
    fclose(f);
    rename(tmp, path);
}

void stg_after_init(int call)
{
    stg_config_read();
    PMPI_Comm_rank(MPI_COMM_WORLD, &stg_rank);
    PMPI_Comm_size(MPI_COMM_WORLD, &stg_size);
    unpreload();
    if (!stg_cfg.enabled) {
        return;
    }
    stg_start_mono = stg_now();
    stg_start_ns = stg_wall_ns();
    stg_last_progress = stg_start_mono;
    PMPI_Query_thread(&stg_thread_level);
    int len = 0;
    PMPI_Get_library_version(stg_mpi_version, &len);
    PMPI_Comm_group(MPI_COMM_WORLD, &world_group);
    if (!stg_cfg.dir[0]) {
        /* one directory for the whole job: rank 0 names it, everyone learns it */
        if (stg_rank == 0) {
            time_t now = time(NULL);
            struct tm tm;
            localtime_r(&now, &tm);
            char cwd[3500];
            if (!getcwd(cwd, sizeof cwd)) {
                strcpy(cwd, ".");
            }
            snprintf(stg_cfg.dir, sizeof stg_cfg.dir, "%s/straggler-dump-%04d%02d%02d-%02d%02d%02d-%d", cwd,
                     tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec,
                     (int) getpid());
        }
        PMPI_Bcast(stg_cfg.dir, (int) sizeof stg_cfg.dir, MPI_CHAR, 0, MPI_COMM_WORLD);
    }
    stg_insitu_setup(); /* collective: the tool communicator, when in-situ analysis is on */
    if (mkdirs(stg_cfg.dir)) {
        stg_log("cannot create the dump directory %s: %s; set STRAGGLER_DUMP_DIR to a writable directory. "
                "Hang detection is off for this task.", stg_cfg.dir, strerror(errno));
        return;
    }
    if (stg_rank == 0) {
        /* control files and dumps of an earlier job in the same directory */
        static const char *const stale[] = { "trigger", "diagnose-now", "complete", "complete.lock" };
        char p[4200];
        for (size_t i = 0; i < sizeof stale / sizeof *stale; i++) {
            snprintf(p, sizeof p, "%s/%s", stg_cfg.dir, stale[i]);
            unlink(p);
        }
        for (int r = 0; r < stg_size; r++) {
            snprintf(p, sizeof p, "%s/rank-%06d.sdump", stg_cfg.dir, r);
            unlink(p);
        }
        write_job_info();
    }
    stg_addr_init();
    stg_thread_t *t = thread_self();
    if (!t) {
        return;
    }
    t->is_main = 1;
    main_thread = t;
    stg_main_tid = t->tid;
    stg_sampler_install(stg_cfg.sample_signal);
    stg_active = 1;
    /* MPI_Init itself is the first state */
    stg_call_t c;
    stg_begin(&c, call);
    stg_end(&c);
    stg_fault_setup();
    stg_helper_start();
}

void stg_after_finalize(stg_call_t *c)
{
    if (c->early) {
        early_depth--;
        return;
    }
    self_thread->depth--;
    if (!c->active) {
        return;
    }
    stg_helper_stop();
    stg_active = 0;
}

void stg_before_finalize(stg_call_t *c)
{
    if (c->active && stg_cfg.dump_at_exit) {
        stg_write_dump(STG_REASON_EXIT, -1);
    }
    if (c->active) {
        stg_fault_finish();
        stg_insitu_before_finalize(); /* the helper stops using MPI once every task is here */
    }
}

int stg_main_in_finalize(void)
{
    static int finalize_call = -1;
    if (finalize_call < 0) {
        finalize_call = stg_call_index("MPI_Finalize");
    }
    stg_thread_t *t = main_thread;
    return t && t->cur != STG_NONE && stg_sites[t->cur >> 1].call == finalize_call && t->in_mpi;
}
