/*
 * The communicators the waits name (waits_comm.h; the Markov recorder's wait information, markov.h): the
 * members of a communicator (compressed rank ranges of its local and remote groups, as world ranks) and its
 * name, computed with MPI at its first use inside a wrapper and kept until MPI_Comm_free; the lock of the wait
 * tables. A thread remembers the communicator it looked up last.
 */
#define _GNU_SOURCE
#include "waits_comm.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static MPI_Group world_group = MPI_GROUP_NULL;
pthread_mutex_t stg_tables_lock = PTHREAD_MUTEX_INITIALIZER;
int stg_tables_concurrent;

void stg_waits_init(void)
{
    PMPI_Comm_group(MPI_COMM_WORLD, &world_group);
    int provided = MPI_THREAD_SINGLE;
    PMPI_Query_thread(&provided);
    stg_tables_concurrent = provided == MPI_THREAD_MULTIPLE;
}

/* ------------------------------------------------------------------ communicators */

stg_comm_entry_t **stg_comms;
uint32_t stg_comms_n;
static uint32_t comms_cap;
static uint32_t comms_serial;   /* the last local serial given (STG_COMM_LOCAL) */
static uint32_t world_children; /* constructors collective over MPI_COMM_WORLD called so far */

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

/* stg_entry_find: a thread remembers the entry of each kind it looked up last (most programs use one or two
 * communicators; a window's fence or a file's collective between two calls on a communicator does not evict it),
 * valid while no entry was forgotten since (comms_gen). */
static _Atomic unsigned comms_gen;
static __thread struct {
    uint64_t key;
    stg_comm_entry_t *e;
    unsigned gen;
} last_entry[3]; /* by kind: STG_ENTRY_COMM, STG_ENTRY_WIN, STG_ENTRY_FILE */

/* The members (and name) of the object a handle names: a communicator (local and remote group), a window
 * (MPI_Win_get_group) or a file (MPI_File_get_group); 0, or -1 when MPI refused or out of memory. */
static int members(int kind, const void *handle, stg_comm_entry_t *ne)
{
    MPI_Group g;
    int rc;
    if (kind == STG_ENTRY_WIN) {
        rc = PMPI_Win_get_group(*(const MPI_Win *) handle, &g);
    } else if (kind == STG_ENTRY_FILE) {
        rc = PMPI_File_get_group(*(const MPI_File *) handle, &g);
    } else {
        rc = PMPI_Comm_group(*(const MPI_Comm *) handle, &g);
    }
    if (rc != MPI_SUCCESS) {
        return -1;
    }
    ne->nlocal = group_ranges(g, &ne->local, &ne->size);
    PMPI_Group_free(&g);
    char name[MPI_MAX_OBJECT_NAME + 1] = "";
    int len = 0;
    if (kind == STG_ENTRY_COMM) {
        MPI_Comm comm = *(const MPI_Comm *) handle;
        int inter = 0, rsize = 0;
        if (PMPI_Comm_get_name(comm, name, &len) == MPI_SUCCESS && len > 0) {
            snprintf(ne->name, sizeof ne->name, "%.*s", len, name);
        }
        PMPI_Comm_test_inter(comm, &inter);
        if (inter && PMPI_Comm_remote_group(comm, &g) == MPI_SUCCESS) {
            ne->nremote = group_ranges(g, &ne->remote, &rsize);
            PMPI_Group_free(&g);
        }
    } else if (kind == STG_ENTRY_WIN) {
        if (PMPI_Win_get_name(*(const MPI_Win *) handle, name, &len) == MPI_SUCCESS && len > 0) {
            snprintf(ne->name, sizeof ne->name, "%.*s", len, name);
        } else {
            snprintf(ne->name, sizeof ne->name, "a window of %d tasks", ne->size);
        }
    } else {
        snprintf(ne->name, sizeof ne->name, "a file of %d tasks", ne->size); /* stg_file_opened names it */
    }
    if (ne->nlocal < 0 || ne->nremote < 0) {
        free(ne->local);
        free(ne->remote);
        return -1;
    }
    return 0;
}

stg_comm_entry_t *stg_entry_find(int kind, const void *handle, uint64_t key)
{
    unsigned gen = atomic_load_explicit(&comms_gen, memory_order_acquire);
    __typeof__(last_entry[0]) *last = &last_entry[kind];
    if (last->e && last->key == key && last->gen == gen) {
        return last->e;
    }
    stg_tables_enter();
    for (uint32_t i = 0; i < stg_comms_n; i++) {
        if (stg_comms[i]->used && stg_comms[i]->key == key) {
            stg_comm_entry_t *e = stg_comms[i];
            stg_tables_leave();
            last->key = key;
            last->e = e;
            last->gen = gen;
            return e;
        }
    }
    stg_tables_leave();
    stg_comm_entry_t ne = { .key = key, .used = 1 };
    if (members(kind, handle, &ne)) {
        return NULL;
    }
    stg_tables_enter();
    ne.id = STG_COMM_LOCAL | ++comms_serial;
    uint32_t slot = stg_comms_n;
    for (uint32_t i = 0; i < stg_comms_n; i++) {
        if (!stg_comms[i]->used) {
            slot = i;
            break;
        }
    }
    if (slot == stg_comms_n) {
        if (stg_comms_n == comms_cap) {
            uint32_t ncap = comms_cap ? comms_cap * 2 : 16;
            stg_comm_entry_t **nc = stg_xrealloc(stg_comms, ncap * sizeof *nc);
            if (!nc) {
                stg_tables_leave();
                free(ne.local);
                free(ne.remote);
                return NULL;
            }
            stg_comms = nc;
            comms_cap = ncap;
        }
        stg_comms[slot] = malloc(sizeof **stg_comms);
        if (!stg_comms[slot]) {
            stg_tables_leave();
            free(ne.local);
            free(ne.remote);
            return NULL;
        }
        stg_comms_n++;
    }
    *stg_comms[slot] = ne;
    stg_comm_entry_t *e = stg_comms[slot];
    stg_tables_leave();
    last->key = key;
    last->e = e;
    last->gen = gen;
    return e;
}

void stg_entry_forget(int kind, const void *handle, size_t size)
{
    uint64_t key = stg_entry_key(kind, handle, size);
    stg_tables_enter();
    for (uint32_t i = 0; i < stg_comms_n; i++) {
        if (stg_comms[i]->used && stg_comms[i]->key == key) {
            atomic_fetch_add_explicit(&comms_gen, 1, memory_order_acq_rel);
            free(stg_comms[i]->local);
            free(stg_comms[i]->remote);
            stg_comms[i]->local = stg_comms[i]->remote = NULL;
            stg_comms[i]->used = 0;
        }
    }
    stg_tables_leave();
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
static uint64_t members_hash(const stg_comm_entry_t *e)
{
    uint64_t a = ranges_hash(e->local, e->nlocal);
    if (e->nremote == 0) {
        return a;
    }
    uint64_t b = ranges_hash(e->remote, e->nremote);
    return stg_hash64((a < b ? a : b) ^ stg_hash64(a < b ? b : a));
}

/* The seed of a new object's id from its parent (every member computes it alike without communicating), 0 when it
 * gets none (it keeps its local id). collective 1 (every member of parent calls the constructors collective over it in
 * the same order: communicators, windows, files): parent's id and the number of such constructors called on parent
 * before. collective 2 (MPI_Intercomm_create): its two groups only (two intercommunicators of the same groups share
 * it). 0 (MPI_Comm_create_group), and a child of a parent without an agreed id: none. */
static uint64_t child_seed(MPI_Comm parent, int collective)
{
    if (collective == 1) {
        stg_comm_entry_t *pe = parent == MPI_COMM_WORLD ? NULL : stg_comm_lookup(parent);
        if (parent != MPI_COMM_WORLD && (!pe || pe->id & STG_COMM_LOCAL)) {
            return 0; /* a parent without an agreed id: its children have none either */
        }
        uint64_t pid = pe ? pe->id : STG_COMM_ID_WORLD;
        uint32_t k = pe ? pe->children++ : world_children++;
        return stg_hash64(pid ^ stg_hash64((uint64_t) k + 1));
    }
    if (collective == 2) {
        return stg_hash64(0x696e746572636f6dull); /* "intercom" */
    }
    return 0;
}

/* The id of a new object from its seed (child_seed) and its members. */
static void set_child_id(stg_comm_entry_t *e, uint64_t seed)
{
    if (e && seed) {
        uint64_t h = stg_hash64(seed ^ members_hash(e)) & ~STG_COMM_LOCAL;
        e->id = h > STG_COMM_ID_WORLD ? h : h + 2;
    }
}

/* newcomm's id: its parent's seed (child_seed) and its members. Main-thread context (inside the wrapper, after the MPI
 * call). */
void stg_comm_created(MPI_Comm parent, MPI_Comm newcomm, int collective)
{
    uint64_t seed = child_seed(parent, collective);
    if (seed && newcomm != MPI_COMM_NULL) {
        set_child_id(stg_comm_lookup(newcomm), seed);
    }
}

void stg_win_created(MPI_Comm comm, MPI_Win win)
{
    uint64_t seed = child_seed(comm, 1);
    if (win != MPI_WIN_NULL) {
        set_child_id(stg_win_lookup(win), seed);
    }
}

void stg_file_opened(MPI_Comm comm, MPI_File fh, const char *filename)
{
    uint64_t seed = child_seed(comm, 1);
    stg_comm_entry_t *e = fh == MPI_FILE_NULL ? NULL : stg_file_lookup(fh);
    if (!e) {
        return;
    }
    set_child_id(e, seed);
    if (filename) {
        const char *base = strrchr(filename, '/');
        snprintf(e->name, sizeof e->name, "file %s", base && base[1] ? base + 1 : filename);
    }
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

int32_t stg_comm_world_rank(MPI_Comm comm, int rank)
{
    if (rank == MPI_ANY_SOURCE || rank < 0) {
        return -1;
    }
    if (comm == MPI_COMM_WORLD) {
        return rank;
    }
    stg_comm_entry_t *e = stg_comm_lookup(comm);
    if (!e) {
        return -1;
    }
    return e->nremote > 0 ? range_rank(e->remote, e->nremote, rank) : range_rank(e->local, e->nlocal, rank);
}
