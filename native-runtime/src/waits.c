/*
 * The wait information of the Markov recorder's current state (markov.h): which peers a blocked call
 * waits on, which task a nonblocking request waits on (request -> peer, for MPI_Wait*), the members of
 * the communicator of a collective or of an any-source receive (compressed rank ranges). The wrappers
 * call these hooks by call class (mpi_calls.def) inside a recorded call; a communicator's members are
 * computed with MPI the first time it is used, while the calling thread may call MPI.
 *
 * Locks: a thread writes its own wait information without a lock (readers, which hold stg_lock, copy a
 * blocked thread's, which does not change; a running thread's is a moment of it), except that a ranges
 * array grows under stg_lock. The request and communicator tables are used by threads calling MPI only;
 * they take tables_lock when threads may call MPI at once (MPI_THREAD_MULTIPLE), else no lock.
 *
 * Since dump format 1.3 (issue 10, docs/decisions/003-least-progressed-in-a-hang.md) also: the parts of
 * the wait (role, peer, tag, communicator of each send, receive, probe, request or collective), the pending
 * requests (posted, not completed: persistent ones between MPI_Start and their completion), whether the
 * task finalized, and per peer the sends posted to it and the receives posted from it (blocking calls,
 * nonblocking ones, MPI_Start of persistent ones; any-source receives counted apart). The dump's WDET
 * section and the in-situ facts (stg_waits_facts) carry them. They keep the design above: the parts are the
 * thread's own wait information (no lock), the counts and the requests' facts live in the tables (no lock
 * unless MPI_THREAD_MULTIPLE); what a reader under stg_lock walks (the overflow requests, the counts and
 * their index) grows under stg_lock, so a reader never follows a freed array.
 *
 * Since dump format 1.5 (issue 14, the Message Queues) every part and pending request also has its size in
 * bytes (count x MPI_Type_size_x, the size remembered per thread by datatype handle until an MPI_Type_free
 * anywhere: a handle is reused only after a free) and a rooted collective its root (world rank).
 *
 * Since dump format 1.7 (issue 23, the Message Queues' matching) also per (peer, tag, communicator) the sends and
 * receives posted, with the state of the call that posted the last of each, and per part and pending request its
 * number among them (its ordinal) and its communicator's id: what tells a matched operation (its partner posted as
 * many) from an unmatched one, and a message sent with another tag or on another communicator. A communicator's id is
 * the same at every member when the runtime saw it made by a constructor that is collective over its parent (the
 * parent's id, the number of such constructors called on the parent before, the new communicator's members: no
 * communication); else it is the task's own (bit 63 set).
 */
#define _GNU_SOURCE
#include "markov.h"
#include "htab.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static MPI_Group world_group = MPI_GROUP_NULL;
static pthread_mutex_t tables_lock = PTHREAD_MUTEX_INITIALIZER;
static int concurrent; /* MPI_THREAD_MULTIPLE: threads may call MPI at once */
static volatile int finalized; /* the thread that initialized MPI is in MPI_Finalize */

static inline void tables_enter(void)
{
    if (concurrent) {
        pthread_mutex_lock(&tables_lock);
    }
}

static inline void tables_leave(void)
{
    if (concurrent) {
        pthread_mutex_unlock(&tables_lock);
    }
}

void stg_waits_init(void)
{
    PMPI_Comm_group(MPI_COMM_WORLD, &world_group);
    int provided = MPI_THREAD_SINGLE;
    PMPI_Query_thread(&provided);
    concurrent = provided == MPI_THREAD_MULTIPLE;
}

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

/* ------------------------------------------------------------------ communicators */

typedef struct comm_entry {
    uint64_t key;
    int used;
    int size;                 /* local group size */
    int nlocal, nremote;      /* ranges of the local and (intercommunicator) remote group */
    stg_range_t *local, *remote;
    char name[64];            /* MPI_Comm_get_name's, truncated ("" unnamed) */
    uint64_t id;              /* dump format 1.7: COMM_ID_WORLD, an id every member agrees on, or COMM_LOCAL | serial */
    uint32_t children;        /* constructors collective over it called so far (stg_comm_created) */
} comm_entry_t;

#define COMM_ID_WORLD 1ull
#define COMM_LOCAL (1ull << 63)
static uint32_t comms_serial;  /* the last local serial given */
static uint32_t world_children; /* MPI_COMM_WORLD's children */

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
 * wrapper): this calls MPI. A thread remembers the communicator it looked up last (most programs use one
 * or two), valid while no communicator was forgotten since (comms_gen). */
static _Atomic unsigned comms_gen;
static __thread struct {
    uint64_t key;
    comm_entry_t *e;
    unsigned gen;
} last_comm;

static comm_entry_t *comm_lookup(MPI_Comm comm)
{
    if (comm == MPI_COMM_NULL) {
        return NULL;
    }
    uint64_t key = stg_handle_key(&comm, sizeof comm);
    unsigned gen = atomic_load_explicit(&comms_gen, memory_order_acquire);
    if (last_comm.e && last_comm.key == key && last_comm.gen == gen) {
        return last_comm.e;
    }
    tables_enter();
    for (uint32_t i = 0; i < comms_n; i++) {
        if (comms[i]->used && comms[i]->key == key) {
            comm_entry_t *e = comms[i];
            tables_leave();
            last_comm.key = key;
            last_comm.e = e;
            last_comm.gen = gen;
            return e;
        }
    }
    tables_leave();
    comm_entry_t ne = { .key = key, .used = 1 };
    MPI_Group g;
    int inter = 0, rsize = 0;
    if (PMPI_Comm_group(comm, &g) != MPI_SUCCESS) {
        return NULL;
    }
    ne.nlocal = group_ranges(g, &ne.local, &ne.size);
    PMPI_Group_free(&g);
    char name[MPI_MAX_OBJECT_NAME + 1] = "";
    int len = 0;
    if (PMPI_Comm_get_name(comm, name, &len) == MPI_SUCCESS && len > 0) {
        snprintf(ne.name, sizeof ne.name, "%.*s", len, name);
    }
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
    tables_enter();
    ne.id = COMM_LOCAL | ++comms_serial;
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
                tables_leave();
                free(ne.local);
                free(ne.remote);
                return NULL;
            }
            comms = nc;
            comms_cap = ncap;
        }
        comms[slot] = malloc(sizeof **comms);
        if (!comms[slot]) {
            tables_leave();
            free(ne.local);
            free(ne.remote);
            return NULL;
        }
        comms_n++;
    }
    *comms[slot] = ne;
    comm_entry_t *e = comms[slot];
    tables_leave();
    last_comm.key = key;
    last_comm.e = e;
    last_comm.gen = gen;
    return e;
}

void stg_comm_forget(MPI_Comm comm)
{
    uint64_t key = stg_handle_key(&comm, sizeof comm);
    tables_enter();
    for (uint32_t i = 0; i < comms_n; i++) {
        if (comms[i]->used && comms[i]->key == key) {
            atomic_fetch_add_explicit(&comms_gen, 1, memory_order_acq_rel);
            free(comms[i]->local);
            free(comms[i]->remote);
            comms[i]->local = comms[i]->remote = NULL;
            comms[i]->used = 0;
        }
    }
    tables_leave();
}

/* A hash of a group's ranges, in the group's order. */
static uint64_t ranges_hash(const stg_range_t *r, int n)
{
    uint64_t h = stg_hash64((uint64_t) n + 1);
    for (int i = 0; i < n; i++) {
        h = stg_hash64(h ^ ((uint64_t) (uint32_t) r[i].first << 32 | r[i].count));
        h = stg_hash64(h ^ r[i].stride);
    }
    return h;
}

/* A hash of a communicator's members that every member computes alike: its group's, or an intercommunicator's two
 * groups' whichever side holds them (the remote group of one side is the local group of the other, in its order). */
static uint64_t members_hash(const comm_entry_t *e)
{
    uint64_t a = ranges_hash(e->local, e->nlocal);
    if (e->nremote == 0) {
        return a;
    }
    uint64_t b = ranges_hash(e->remote, e->nremote);
    return stg_hash64((a < b ? a : b) ^ stg_hash64(a < b ? b : a));
}

/* A communicator was made (dump format 1.7): newcomm gets an id every member computes alike, without communicating.
 * collective 1: a constructor collective over parent (every member of parent calls them in the same order): parent's
 * id, the number of such constructors called on parent before, newcomm's members. collective 2: MPI_Intercomm_create
 * (its two sides have different parents): its two groups only (two intercommunicators of the same groups share it).
 * 0 (MPI_Comm_create_group: collective over its group only): newcomm keeps its local id, as does a child of a parent
 * without an agreed id. Main-thread context (inside the wrapper, after the MPI call). */
void stg_comm_created(MPI_Comm parent, MPI_Comm newcomm, int collective)
{
    uint64_t h;
    if (collective == 1) {
        comm_entry_t *pe = parent == MPI_COMM_WORLD ? NULL : comm_lookup(parent);
        if (parent != MPI_COMM_WORLD && (!pe || pe->id & COMM_LOCAL)) {
            return; /* a parent without an agreed id: its children have none either */
        }
        uint64_t pid = pe ? pe->id : COMM_ID_WORLD;
        uint32_t k = pe ? pe->children++ : world_children++;
        h = stg_hash64(pid ^ stg_hash64((uint64_t) k + 1));
    } else if (collective == 2) {
        h = stg_hash64(0x696e746572636f6dull); /* "intercom" */
    } else {
        return;
    }
    comm_entry_t *e = newcomm == MPI_COMM_NULL ? NULL : comm_lookup(newcomm);
    if (!e) {
        return;
    }
    h = stg_hash64(h ^ members_hash(e)) & ~COMM_LOCAL;
    e->id = h > COMM_ID_WORLD ? h : h + 2;
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

/* ------------------------------------------------------------------ parts of a wait, channel counts */

#define PEER_ANY (-2)

/* The thread's own wait information: no lock (a reader sees the parts counted, each written before). */
static void add_part(stg_thread_t *t, int role, int request, int32_t peer, int tag, const comm_entry_t *ce,
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

/* stg_msg_bytes (markov.h) when the type's size is not at hand */
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

/* Per peer (world rank): sends posted to it, receives posted from it. Sparse: only peers talked to. */
typedef struct chan {
    int32_t peer;
    uint64_t sends, recvs;
} chan_t;

static chan_t *chans;
static uint32_t chans_n, chans_cap;
static stg_htab_t chan_index;
static uint64_t any_recvs; /* receives posted from MPI_ANY_SOURCE */
/* The peers counted last (a loop with a few neighbours), by the peer's low bits; an entry is valid while chans
 * stays where it was (base) */
#define CHAN_CACHE 8
static __thread struct {
    int32_t peer;
    uint32_t id;
    const chan_t *base; /* NULL: empty */
} chan_cache[CHAN_CACHE];

/* Counts one posted send or receive (role) with peer (world rank, PEER_ANY, or -1: not counted). Caller
 * is in the tables; a new peer is added under stg_lock (readers walk chans and chan_index). */
static void __attribute__((noinline)) count_posted_slow(int role, int32_t peer)
{
    if (role != STG_ROLE_SEND && role != STG_ROLE_RECV) {
        return;
    }
    if (peer == PEER_ANY) {
        any_recvs += role == STG_ROLE_RECV;
        return;
    }
    if (peer < 0) {
        return;
    }
    uint32_t id;
    __typeof__(&chan_cache[0]) c = &chan_cache[(uint32_t) peer % CHAN_CACHE];
    if (c->peer == peer && c->base == chans && chans) {
        id = c->id;
    } else {
        uint64_t h = stg_hash64((uint64_t) (uint32_t) peer);
        id = stg_htab_get(&chan_index, h);
        if (id == STG_NONE) {
            pthread_mutex_lock(&stg_lock);
            if (chans_n == chans_cap) {
                uint32_t ncap = chans_cap ? chans_cap * 2 : 16;
                chan_t *nc = stg_xrealloc(chans, ncap * sizeof *nc);
                if (!nc) {
                    pthread_mutex_unlock(&stg_lock);
                    return;
                }
                chans = nc;
                chans_cap = ncap;
            }
            if (stg_htab_add(&chan_index, h, chans_n)) {
                pthread_mutex_unlock(&stg_lock);
                return;
            }
            id = chans_n;
            chans[id] = (chan_t) { .peer = peer };
            chans_n = id + 1;
            pthread_mutex_unlock(&stg_lock);
        }
        c->peer = peer;
        c->id = id;
        c->base = chans;
    }
    if (role == STG_ROLE_SEND) {
        chans[id].sends++;
    } else {
        chans[id].recvs++;
    }
}

/* count_posted: a peer counted lately (chan_cache) inline */
static inline void count_posted(int role, int32_t peer)
{
    __typeof__(&chan_cache[0]) c = &chan_cache[(uint32_t) peer % CHAN_CACHE];
    if (c->peer == peer && peer >= 0 && c->base == chans && chans) {
        if (role == STG_ROLE_SEND) {
            chans[c->id].sends++;
            return;
        }
        if (role == STG_ROLE_RECV) {
            chans[c->id].recvs++;
            return;
        }
    }
    count_posted_slow(role, peer);
}

/* Per (peer, tag, communicator) (dump format 1.7): the sends posted to the peer with that tag on that communicator,
 * the receives posted from it (peer PEER_ANY: from MPI_ANY_SOURCE; tag -1: MPI_ANY_TAG), and the state of the call that
 * posted the last of each. At most TAGGED_MAX keys: a key first seen beyond them is not counted (tagged_full); a key
 * listed counts every post. Grows like chans (a new key under stg_lock). */
#define TAGGED_MAX 4096
typedef struct tagged {
    int32_t peer, tag;
    uint64_t comm;                   /* the communicator's id (comm_entry_t) */
    uint32_t comm_size;
    const char *comm_name;           /* interned (names outlive their communicator) */
    uint64_t sends, recvs;
    uint32_t send_state, recv_state; /* STG_NONE: none */
} tagged_t;

static tagged_t *tagged;
static uint32_t tagged_n, tagged_cap;
static stg_htab_t tagged_index;
static int tagged_full;
/* the keys counted last, by their hash's low bits; valid while tagged stays where it was (base) */
#define TAGGED_CACHE 4
static __thread struct {
    int32_t peer, tag;
    uint64_t comm;
    uint32_t id;
    const tagged_t *base; /* NULL: empty */
} tagged_cache[TAGGED_CACHE];

static inline uint64_t tagged_hash(int32_t peer, int32_t tag, uint64_t comm)
{
    return stg_hash64(((uint64_t) (uint32_t) peer << 32 | (uint32_t) tag) ^ stg_hash64(comm));
}

/* A communicator's name, copied once per distinct name and kept (a tagged entry outlives its communicator). */
static const char *intern_name(const char *name)
{
    static struct name_list {
        struct name_list *next;
        char name[];
    } *names;
    if (!*name) {
        return "";
    }
    for (struct name_list *l = names; l; l = l->next) {
        if (!strcmp(l->name, name)) {
            return l->name;
        }
    }
    size_t len = strlen(name) + 1;
    struct name_list *l = malloc(sizeof *l + len);
    if (!l) {
        return "";
    }
    memcpy(l->name, name, len);
    l->next = names;
    names = l;
    return l->name;
}

/* The id of key (peer, tag, comm), added when new; STG_NONE when the table is full or out of memory. Caller is in
 * the tables. */
static uint32_t __attribute__((noinline)) tagged_slow(int32_t peer, int32_t tag, const comm_entry_t *ce)
{
    uint64_t comm = ce ? ce->id : COMM_ID_WORLD;
    uint32_t probe = 0, id;
    uint64_t h = tagged_hash(peer, tag, comm);
    while ((id = stg_htab_next(&tagged_index, h, &probe)) != STG_NONE) {
        if (tagged[id].peer == peer && tagged[id].tag == tag && tagged[id].comm == comm) {
            return id;
        }
    }
    if (tagged_n == TAGGED_MAX) {
        tagged_full = 1;
        return STG_NONE;
    }
    pthread_mutex_lock(&stg_lock);
    if (tagged_n == tagged_cap) {
        uint32_t ncap = tagged_cap ? tagged_cap * 2 : 16;
        tagged_t *nt = stg_xrealloc(tagged, ncap * sizeof *nt);
        if (!nt) {
            tagged_full = 1;
            pthread_mutex_unlock(&stg_lock);
            return STG_NONE;
        }
        tagged = nt;
        tagged_cap = ncap;
    }
    if (stg_htab_add(&tagged_index, h, tagged_n)) {
        tagged_full = 1;
        pthread_mutex_unlock(&stg_lock);
        return STG_NONE;
    }
    id = tagged_n;
    tagged[id] = (tagged_t) { .peer = peer, .tag = tag, .comm = comm,
                              .comm_size = ce ? (uint32_t) ce->size : (uint32_t) stg_size,
                              .comm_name = ce ? intern_name(ce->name) : "MPI_COMM_WORLD",
                              .send_state = STG_NONE, .recv_state = STG_NONE };
    tagged_n = id + 1;
    pthread_mutex_unlock(&stg_lock);
    return id;
}

/* Counts one posted send or receive (role) with peer (world rank or PEER_ANY), tag (-1 MPI_ANY_TAG) on ce (NULL
 * MPI_COMM_WORLD); returns its ordinal (the count after it), 0 when not counted. Caller is in the tables. */
static inline uint64_t count_tagged(int role, int32_t peer, int32_t tag, const comm_entry_t *ce)
{
    if ((role != STG_ROLE_SEND && role != STG_ROLE_RECV) || (peer < 0 && peer != PEER_ANY)) {
        return 0;
    }
    uint64_t comm = ce ? ce->id : COMM_ID_WORLD;
    uint32_t id;
    __typeof__(&tagged_cache[0]) c = &tagged_cache[((uint32_t) peer ^ (uint32_t) tag) % TAGGED_CACHE];
    if (c->base == tagged && tagged && c->peer == peer && c->tag == tag && c->comm == comm) {
        id = c->id;
    } else if ((id = tagged_slow(peer, tag, ce)) == STG_NONE) {
        return 0;
    } else {
        *c = (__typeof__(*c)) { .peer = peer, .tag = tag, .comm = comm, .id = id, .base = tagged };
    }
    stg_thread_t *t = stg_self_thread;
    uint32_t state = t && t->cur != STG_NONE ? t->cur & ~1u : STG_NONE; /* the call's state (markov.h) */
    tagged_t *e = &tagged[id];
    if (role == STG_ROLE_SEND) {
        e->send_state = state;
        return ++e->sends;
    }
    e->recv_state = state;
    return ++e->recvs;
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
    comm_entry_t *any_comm = NULL;
    comm_entry_t *ce = comm == MPI_COMM_WORLD || comm == MPI_COMM_NULL ? NULL : comm_lookup(comm);
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
                pw[np++] = PEER_ANY;
                continue;
            }
        }
        w[m++] = pw[np++] = world_rank(comm, peers[i]);
    }
    for (int i = 0; i < m; i++) {
        add_peer(t, w[i]);
    }
    uint64_t seq[4] = { 0 };
    if (np) {
        tables_enter();
        for (int i = 0; i < np; i++) {
            count_posted(prole[i], pw[i]);
            seq[i] = count_tagged(prole[i], pw[i], ptag[i], ce);
        }
        tables_leave();
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

static void set_coll_wait(stg_thread_t *t, const comm_entry_t *e)
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
    comm_entry_t *e = comm_lookup(comm);
    if (e) {
        add_part(t, STG_ROLE_COLL, 0, -1, -1, e, bytes, world_rank(comm, root), 0);
        set_coll_wait(t, e);
    }
}

void stg_wait_finalize(void)
{
    stg_thread_t *t = stg_self_thread;
    if (t && t->is_main) {
        finalized = 1;
    }
    stg_wait_coll(MPI_COMM_WORLD, -1, -1);
}

/* ------------------------------------------------------------------ requests */

/* A communicator already looked up (comm_lookup), by its key; caller is in the tables. */
static comm_entry_t *comm_by_key(uint64_t key)
{
    for (uint32_t k = 0; k < comms_n; k++) {
        if (comms[k]->used && comms[k]->key == key) {
            return comms[k];
        }
    }
    return NULL;
}


typedef struct req_entry {
    uint64_t key;
    uint8_t live;       /* in a slot: holds a request */
    uint8_t coll;
    uint8_t any;        /* point-to-point from MPI_ANY_SOURCE: any member of comm can complete it */
    int8_t npeers;
    uint8_t role;       /* point-to-point: STG_ROLE_SEND or STG_ROLE_RECV */
    uint8_t persistent; /* MPI_*_init: posted by MPI_Start */
    uint8_t active;     /* posted and not known complete (a persistent request between start and wait) */
    int32_t tag;
    int32_t root;       /* collective: world rank of its root, -1 none */
    int64_t bytes;      /* dump format 1.5: -1 unknown */
    uint64_t seq;       /* dump format 1.7: its ordinal (count_tagged) when posted or last started, 0 unknown */
    int32_t peers[2];
    uint64_t comm;      /* collective or any-source: communicator key */
    const comm_entry_t *ce; /* its entry (NULL: MPI_COMM_WORLD or unknown) */
} req_entry_t;

/* The pending requests: a direct-mapped table of slots by the handle's hash, which holds nearly all of
 * them (a program has few pending at a time, and the MPI library reuses its handles), and for a request
 * whose slot is taken, the overflow: an array (in no particular order) indexed by the hash table. */
#define REQ_SLOT_BITS 10
static req_entry_t req_slots[1u << REQ_SLOT_BITS];
static req_entry_t *reqs;
static uint32_t reqs_cap, reqs_n;
static stg_htab_t req_index;          /* stg_hash64(key) -> overflow request */

static inline req_entry_t *req_slot(uint64_t key)
{
    return &req_slots[(key * 0x9e3779b97f4a7c15ull) >> (64 - REQ_SLOT_BITS)];
}

static req_entry_t *req_overflow(uint64_t key)
{
    uint64_t h = stg_hash64(key);
    uint32_t probe = 0, id;
    while ((id = stg_htab_next(&req_index, h, &probe)) != STG_NONE) {
        if (reqs[id].key == key) {
            return &reqs[id];
        }
    }
    return NULL;
}

/* req_find when the handle's slot does not hold it: the overflow, or a new entry */
static req_entry_t *__attribute__((noinline)) req_find_slow(uint64_t key, int create)
{
    req_entry_t *s = req_slot(key);
    req_entry_t *e = reqs_n ? req_overflow(key) : NULL;
    if (e || !create) {
        return e;
    }
    if (!s->live) {
        memset(s, 0, sizeof *s);
        s->key = key;
        s->live = 1;
        return s;
    }
    if (reqs_n == reqs_cap) {
        uint32_t ncap = reqs_cap ? reqs_cap * 2 : 256;
        pthread_mutex_lock(&stg_lock); /* a dump's reader may be walking the overflow */
        req_entry_t *nr = realloc(reqs, ncap * sizeof *nr);
        if (nr) {
            reqs = nr;
            reqs_cap = ncap;
        }
        pthread_mutex_unlock(&stg_lock);
        if (!nr) {
            return NULL;
        }
    }
    if (stg_htab_add(&req_index, stg_hash64(key), reqs_n)) {
        return NULL;
    }
    e = &reqs[reqs_n++];
    memset(e, 0, sizeof *e);
    e->key = key;
    return e;
}

/* The request's entry (create: a new one when it has none; NULL out of memory), or NULL */
static inline req_entry_t *req_find(uint64_t key, int create)
{
    req_entry_t *s = req_slot(key);
    if (s->live && s->key == key) {
        return s;
    }
    return req_find_slow(key, create);
}

/* req_remove when the handle's slot does not hold it */
static void __attribute__((noinline)) req_remove_overflow(uint64_t key)
{
    req_entry_t *e = reqs_n ? req_overflow(key) : NULL;
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

static inline void req_remove(uint64_t key)
{
    req_entry_t *s = req_slot(key);
    if (s->live && s->key == key) {
        s->live = 0;
        return;
    }
    req_remove_overflow(key);
}

void stg_req_p2p(MPI_Comm comm, int n, const int *peers, const int *tags, int role, int persistent,
                 int64_t bytes, MPI_Request req)
{
    if (req == MPI_REQUEST_NULL) {
        return;
    }
    int32_t w[2] = { -1, -1 };
    int m = 0, any = 0;
    const comm_entry_t *ce = comm == MPI_COMM_WORLD || comm == MPI_COMM_NULL ? NULL : comm_lookup(comm);
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
    tables_enter();
    req_entry_t *e = req_find(stg_handle_key(&req, sizeof req), 1);
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
                count_posted(role, w[k]);
                e->seq = count_tagged(role, w[k], e->tag, ce);
            }
            if (any) {
                count_posted(role, PEER_ANY);
                e->seq = count_tagged(role, PEER_ANY, e->tag, ce);
            }
        }
    }
    tables_leave();
}

void stg_req_p2p1(MPI_Comm comm, int peer, int tag, int role, int64_t bytes, MPI_Request req)
{
    uint64_t key = stg_handle_key(&req, sizeof req);
    req_entry_t *e = req_slot(key);
    /* the common case: a rank of MPI_COMM_WORLD (the world rank itself) or MPI_PROC_NULL (no peer), the handle's
     * slot free (or holding this handle: a request completed where the runtime did not see it, or MPI_PROC_NULL's
     * shared one) and no overflow (where this handle may have an entry already), one thread in MPI at a time */
    int real = peer >= 0;
    if (comm != MPI_COMM_WORLD || (!real && peer != MPI_PROC_NULL) || req == MPI_REQUEST_NULL || concurrent
        || (e->live ? e->key != key : reqs_n != 0)) {
        stg_req_p2p(comm, 1, &peer, &tag, role, 0, bytes, req);
        return;
    }
    *e = (req_entry_t) { .key = key, .live = 1, .npeers = (int8_t) real, .role = (uint8_t) role, .active = 1,
                         .tag = tag != MPI_ANY_TAG ? tag : -1, .root = -1, .bytes = bytes,
                         .peers = { real ? peer : -1, -1 } };
    if (real) {
        count_posted(role, peer);
        e->seq = count_tagged(role, peer, e->tag, NULL);
    }
}

/* Persistent requests started: posted now. */
static void start_requests(int n, const MPI_Request *r)
{
    tables_enter();
    for (int i = 0; i < n; i++) {
        if (r[i] == MPI_REQUEST_NULL) {
            continue;
        }
        req_entry_t *e = req_find(stg_handle_key(&r[i], sizeof r[i]), 0);
        if (!e || e->coll) {
            continue;
        }
        e->active = 1;
        for (int k = 0; k < e->npeers; k++) {
            count_posted(e->role, e->peers[k]);
            e->seq = count_tagged(e->role, e->peers[k], e->tag, e->ce);
        }
        if (e->any) {
            count_posted(e->role, PEER_ANY);
            e->seq = count_tagged(e->role, PEER_ANY, e->tag, e->ce);
        }
    }
    tables_leave();
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
        comm_lookup(comm); /* compute members now, while MPI may be called */
    }
    int32_t wroot = root >= 0 ? world_rank(comm, root) : -1;
    tables_enter();
    req_entry_t *e = req_find(stg_handle_key(&req, sizeof req), 1);
    if (e) {
        e->coll = 1;
        e->any = 0;
        e->npeers = 0;
        e->comm = stg_handle_key(&comm, sizeof comm);
        e->role = STG_ROLE_COLL;
        e->persistent = 0;
        e->active = 1;
        e->tag = -1;
        e->ce = comm == MPI_COMM_WORLD ? NULL : comm_by_key(e->comm);
        e->bytes = bytes;
        e->root = wroot;
    }
    tables_leave();
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

static void reqs_before(const stg_reqs_t *s, int blocking)
{
    stg_thread_t *t = stg_self_thread;
    int n = s->n, npending = 0;
    int pending[n > 0 ? n : 1];
    MPI_Comm world = MPI_COMM_WORLD;
    uint64_t world_key = stg_handle_key(&world, sizeof world);
    for (int i = 0; i < n; i++) {
        pending[i] = s->snap[i] != MPI_REQUEST_NULL;
        if (blocking && pending[i] && n > 1) {
            /* non-destructive: drop requests that are already complete from the wait set */
            int flag = 0;
            if (PMPI_Request_get_status(s->snap[i], &flag, MPI_STATUS_IGNORE) == MPI_SUCCESS && flag) {
                pending[i] = 0;
            }
        }
        npending += pending[i];
    }
    if (!blocking || !t) {
        return;
    }
    tables_enter();
    t->wait_any = blocking == STG_BLOCK_ANY && npending > 1;
    for (int i = 0; i < n; i++) {
        if (!pending[i]) {
            continue;
        }
        req_entry_t *e = req_find(stg_handle_key(&s->snap[i], sizeof s->snap[i]), 0);
        const comm_entry_t *ce;
        if (!e) {
            t->wait_kind = STG_WAIT_P2P;
            add_peer(t, -1);
            add_part(t, STG_ROLE_UNKNOWN, 1, -1, -1, NULL, -1, -1, 0);
        } else if (e->coll) {
            if (e->comm == world_key) {
                set_world_members(t);
            } else if ((ce = comm_by_key(e->comm)) != NULL) {
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
                add_part(t, e->role, 1, PEER_ANY, e->tag, e->ce, e->bytes, -1, e->seq);
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
    tables_leave();
}

void stg_reqs_before_n(stg_reqs_t *s, int n, MPI_Request *r, int blocking)
{
    s->n = 0;
    s->blocking = blocking;
    s->snap = s->snap_inline;
    if (n <= 0 || !r) {
        return;
    }
    if (n == 1) { /* the common case, MPI_Wait and MPI_Test */
        s->snap_inline[0] = r[0];
        s->n = 1;
    } else {
        snapshot(s, n, r);
    }
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
static void reqs_after(stg_reqs_t *s, const MPI_Request *r, const MPI_Fint *rf, int freed)
{
    int locked = 0;
    for (int i = 0; i < s->n; i++) {
        int done = freed || (rf ? PMPI_Request_f2c(rf[i]) : r[i]) == MPI_REQUEST_NULL;
        if (s->snap[i] == MPI_REQUEST_NULL || (!done && s->blocking != STG_BLOCK_ALL)) {
            continue;
        }
        if (!locked) { /* a test of a null or pending request has nothing to forget */
            tables_enter();
            locked = 1;
        }
        uint64_t key = stg_handle_key(&s->snap[i], sizeof s->snap[i]);
        if (done) {
            req_remove(key);
        } else {
            req_entry_t *e = req_find(key, 0);
            if (e && e->persistent) {
                e->active = 0;
            }
        }
    }
    if (locked) {
        tables_leave();
    }
}

static void snapshot_free(stg_reqs_t *s)
{
    if (s->snap != s->snap_inline) {
        free(s->snap);
        s->snap = s->snap_inline;
    }
}

void stg_req_done(MPI_Request req)
{
    tables_enter();
    req_remove(stg_handle_key(&req, sizeof req));
    tables_leave();
}

void stg_req_waited(MPI_Request req)
{
    tables_enter();
    req_entry_t *e = req_find(stg_handle_key(&req, sizeof req), 0);
    if (e && e->persistent) {
        e->active = 0;
    }
    tables_leave();
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

/* ------------------------------------------------------------------ WDET (dump format 1.3, sizes 1.5, counts 1.7) */

#define MAX_PENDING 256

/* Writes one part to b, its size and root to sz (appended after WDET's counts since 1.5), and unless ext is NULL its
 * ordinal and communicator id to ext (appended after the sizes since 1.7). */
static void put_part(stg_buf_t *b, stg_buf_t *sz, stg_buf_t *ext, int role, int flags, int32_t peer, int32_t tag,
                     const comm_entry_t *ce, int64_t bytes, int32_t root, uint64_t seq)
{
    stg_buf_u8(b, (uint8_t) role);
    stg_buf_u8(b, (uint8_t) flags);
    stg_buf_i32(b, peer);
    stg_buf_i32(b, tag);
    stg_buf_str(b, ce ? ce->name : "MPI_COMM_WORLD");
    stg_buf_u32(b, ce ? (uint32_t) ce->size : (uint32_t) stg_size);
    stg_buf_u64(sz, (uint64_t) bytes);
    stg_buf_i32(sz, root);
    if (ext) {
        stg_buf_u64(ext, seq);
        stg_buf_u64(ext, ce ? ce->id : COMM_ID_WORLD);
    }
}

static void put_parts(stg_buf_t *b, stg_buf_t *sz, stg_buf_t *ext, const stg_thread_t *mt)
{
    stg_buf_u8(b, (uint8_t) finalized);
    int n = mt ? mt->nparts : 0;
    stg_buf_u32(b, (uint32_t) n);
    for (int i = 0; i < n; i++) {
        const stg_part_t *p = &mt->parts[i];
        put_part(b, sz, ext, p->role, p->request, p->peer, p->tag, p->comm, p->bytes, p->root, p->seq);
    }
}

/* Writes one pending request's parts to b, sz and ext, while *n < MAX_PENDING. */
static void pending_entry(stg_buf_t *b, stg_buf_t *sz, stg_buf_t *ext, const req_entry_t *e, uint32_t *n)
{
    int flags = 1 | (e->persistent ? 2 : 0);
    if (e->coll) {
        put_part(b, sz, ext, STG_ROLE_COLL, flags, -1, -1, e->ce, e->bytes, e->root, 0);
        ++*n;
        return;
    }
    if (!e->active) {
        return;
    }
    for (int k = 0; k < e->npeers && *n < MAX_PENDING; k++, ++*n) {
        put_part(b, sz, ext, e->role, flags, e->peers[k], e->tag, e->ce, e->bytes, -1, e->seq);
    }
    if (e->any && *n < MAX_PENDING) {
        put_part(b, sz, ext, e->role, flags, PEER_ANY, e->tag, e->ce, e->bytes, -1, e->seq);
        ++*n;
    }
}

/* Writes the pending requests' parts to b, sz and ext, at most MAX_PENDING; their number. The slots first, then
 * the overflow. */
static uint32_t pending_parts(stg_buf_t *b, stg_buf_t *sz, stg_buf_t *ext)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < (1u << REQ_SLOT_BITS) && n < MAX_PENDING; i++) {
        if (req_slots[i].live) {
            pending_entry(b, sz, ext, &req_slots[i], &n);
        }
    }
    for (uint32_t i = 0; i < reqs_n && n < MAX_PENDING; i++) {
        pending_entry(b, sz, ext, &reqs[i], &n);
    }
    return n;
}

/* The counts by (peer, tag, communicator) (1.7): complete, then each key's. Caller holds stg_lock (tagged grows under
 * it). */
static void put_tagged(stg_buf_t *b)
{
    uint32_t n = tagged_n;
    stg_buf_u8(b, (uint8_t) !tagged_full);
    stg_buf_u32(b, n);
    for (uint32_t i = 0; i < n; i++) {
        const tagged_t *e = &tagged[i];
        stg_buf_i32(b, e->peer);
        stg_buf_i32(b, e->tag);
        stg_buf_u64(b, e->comm);
        stg_buf_str(b, e->comm_name);
        stg_buf_u32(b, e->comm_size);
        stg_buf_u64(b, e->sends);
        stg_buf_u64(b, e->recvs);
        stg_buf_u32(b, e->send_state);
        stg_buf_u32(b, e->recv_state);
    }
}

void stg_waits_dump(stg_buf_t *b, const stg_thread_t *mt)
{
    stg_buf_t sz = { 0 }; /* the sizes and roots of the parts, in order (1.5) */
    stg_buf_t ext = { 0 }; /* their ordinals and communicator ids, in order (1.7) */
    size_t s = stg_buf_section_begin(b, "WDET");
    put_parts(b, &sz, &ext, mt);
    /* the number written, patched after the parts: a running thread's table may change in between */
    size_t at = b->len;
    stg_buf_u32(b, 0);
    uint32_t np = pending_parts(b, &sz, &ext);
    if (!b->failed && at + 4 <= b->len) {
        memcpy(b->p + at, &np, 4);
    }
    stg_buf_u64(b, any_recvs);
    uint32_t nc = chans_n; /* chans grows under stg_lock, which the caller holds */
    stg_buf_u32(b, nc);
    for (uint32_t i = 0; i < nc; i++) {
        stg_buf_i32(b, chans[i].peer);
        stg_buf_u64(b, chans[i].sends);
        stg_buf_u64(b, chans[i].recvs);
    }
    if (!sz.failed) { /* out of memory: a 1.4 section, without the sizes */
        stg_buf_u32(b, (uint32_t) (sz.len / 12));
        stg_buf_put(b, sz.p, sz.len);
        if (!ext.failed) { /* out of memory: a 1.6 section, without the ordinals and counts by tag */
            stg_buf_u32(b, (uint32_t) (ext.len / 16));
            stg_buf_put(b, ext.p, ext.len);
            put_tagged(b);
        }
    }
    free(sz.p);
    free(ext.p);
    stg_buf_section_end(b, s);
}

void stg_waits_facts(stg_buf_t *parts, stg_buf_t *chan, const stg_thread_t *mt, int cap)
{
    /* the parts, then their sizes and roots (n_parts x 12 bytes: insitu.c splits them off by that length) */
    stg_buf_t sz = { 0 };
    put_parts(parts, &sz, NULL, mt);
    if (sz.failed) {
        parts->failed = 1;
    } else {
        stg_buf_put(parts, sz.p, sz.len);
    }
    free(sz.p);
    /* the peers of the wait first, then the others while there is room */
    uint32_t n = 0, listed[STG_MAX_PARTS];
    int nl = 0;
    for (int i = 0; mt && i < mt->nparts; i++) {
        uint32_t id = mt->parts[i].peer >= 0 ? stg_htab_get(&chan_index, stg_hash64((uint64_t) (uint32_t) mt->parts[i].peer))
                                             : STG_NONE;
        int seen = 0;
        for (int k = 0; k < nl; k++) {
            seen |= listed[k] == id;
        }
        if (id != STG_NONE && !seen && nl < STG_MAX_PARTS) {
            listed[nl++] = id;
        }
    }
    uint32_t total = chans_n;
    n = total < (uint32_t) cap ? total : (uint32_t) cap;
    stg_buf_u8(chan, (uint8_t) ((total <= (uint32_t) cap ? 1 : 0) | (any_recvs ? 2 : 0)));
    stg_buf_u32(chan, n);
    uint32_t written = 0;
    for (int k = 0; k < nl && written < n; k++, written++) {
        stg_buf_i32(chan, chans[listed[k]].peer);
        stg_buf_u64(chan, chans[listed[k]].sends);
        stg_buf_u64(chan, chans[listed[k]].recvs);
    }
    for (uint32_t i = 0; i < chans_n && written < n; i++) {
        int seen = 0;
        for (int k = 0; k < nl; k++) {
            seen |= listed[k] == i;
        }
        if (!seen) {
            stg_buf_i32(chan, chans[i].peer);
            stg_buf_u64(chan, chans[i].sends);
            stg_buf_u64(chan, chans[i].recvs);
            written++;
        }
    }
}
