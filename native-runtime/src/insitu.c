/*
 * In-situ progress-dependence analysis (AutomaDeD §4.1.2, §4.2): the helper threads of all tasks
 * cooperate over a duplicate of MPI_COMM_WORLD (the tool communicator) and rank 0 writes one
 * reduced result, reduced.sdump (docs/dump-format.md), instead of every task writing its model.
 *
 * - MPI start-up: when STRAGGLER_INSITU=dist|semi-dist, the application's MPI_Init becomes
 *   MPI_Init_thread(MPI_THREAD_MULTIPLE) (MPI_Init_thread asks for max(required, MULTIPLE)); when
 *   MULTIPLE is not granted the runtime keeps the post-mortem mode (per-task dumps) and says so.
 * - Trigger: the first task whose timeout expires sends a trigger to rank 0 on the tool
 *   communicator (rank 0 also polls `diagnose-now`); rank 0 sends "go" down a binomial tree, every
 *   task forwards it to its children at once and joins, whether it is hung or still progressing.
 * - DIST (Algorithm 2): current states reduced to rank 0 (compressed rank ranges per state) with
 *   the wait information, broadcast, each task computes its row of the PDG (Algorithm 1, Table 1
 *   with structural 0 / fraction / 1 classes of the path probabilities in its local model), rows
 *   reduced with the OR of Table 2.
 * - SEMI-DIST (Algorithm 3): states reduced, the models merged by a reduction (edges keyed by
 *   their states, rank ranges per distinct count), rank 0 computes every pair in the merged model.
 *
 * States are identified across tasks by a 64-bit hash of their key (kind, call name, each frame as
 * module path + offset), the state identity of docs/dump-format.md, never by raw addresses.
 */
#define _GNU_SOURCE
#include "insitu.h"
#include "crc32.h"
#include "sampler.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int stg_insitu_mode;
int stg_insitu_active;
static int insitu_dumps;
static double insitu_poll = 0.01;
static volatile int diagnosing;

enum { TAG_TRIGGER = 7101, TAG_GO = 7102, TAG_STATES = 7103, TAG_BCAST = 7104, TAG_PDG = 7105,
       TAG_MODEL = 7106, TAG_DONE = 7107 };

/* ------------------------------------------------------------------ start-up */

static int level_of(const char *v)
{
    if (!strcmp(v, "single")) return MPI_THREAD_SINGLE;
    if (!strcmp(v, "funneled")) return MPI_THREAD_FUNNELED;
    if (!strcmp(v, "serialized")) return MPI_THREAD_SERIALIZED;
    if (!strcmp(v, "multiple")) return MPI_THREAD_MULTIPLE;
    return -1;
}

static void read_insitu_config(void)
{
    const char *v = getenv("STRAGGLER_INSITU");
    const char *dis = getenv("STRAGGLER_DISABLE");
    stg_insitu_mode = 0;
    if (dis && *dis && strcmp(dis, "0")) {
        return;
    }
    if (v && !strcmp(v, "dist")) {
        stg_insitu_mode = 1;
    } else if (v && !strcmp(v, "semi-dist")) {
        stg_insitu_mode = 2;
    } else if (v && *v && strcmp(v, "off")) {
        fprintf(stderr, "straggler: ignoring STRAGGLER_INSITU=%s: use dist, semi-dist or off\n", v);
    }
    const char *d = getenv("STRAGGLER_INSITU_DUMPS");
    insitu_dumps = d && *d && strcmp(d, "0");
    const char *p = getenv("STRAGGLER_INSITU_POLL");
    if (p && *p) {
        double s = strtod(p, NULL);
        if (s > 0) {
            insitu_poll = s;
        }
    }
}

/* The application's MPI_Init (required < 0) or MPI_Init_thread. */
int stg_insitu_init_mpi(int *argc, char ***argv, int required, int *provided)
{
    read_insitu_config();
    if (!stg_insitu_mode) {
        return required < 0 ? PMPI_Init(argc, argv) : PMPI_Init_thread(argc, argv, required, provided);
    }
    int want = MPI_THREAD_MULTIPLE;
    const char *lv = getenv("STRAGGLER_THREAD_LEVEL"); /* tests: pretend a lower level is all we get */
    if (lv && *lv) {
        int l = level_of(lv);
        if (l >= 0) {
            want = l;
        }
    }
    int ask = required > want ? required : want, got = MPI_THREAD_SINGLE;
    int rc = PMPI_Init_thread(argc, argv, ask, &got);
    if (provided) {
        *provided = got; /* what the MPI granted: at least what the application asked for if it could */
    }
    return rc;
}

void stg_insitu_setup(void)
{
    if (!stg_insitu_mode) {
        return;
    }
    if (stg_thread_level < MPI_THREAD_MULTIPLE) {
        if (stg_rank == 0) {
            stg_log("in-situ analysis needs MPI_THREAD_MULTIPLE, which this MPI did not grant: falling back to "
                    "per-task dumps");
        }
        return;
    }
    if (PMPI_Comm_dup(MPI_COMM_WORLD, &stg_tool_comm) != MPI_SUCCESS) {
        stg_log("cannot duplicate MPI_COMM_WORLD for the in-situ analysis: falling back to per-task dumps");
        return;
    }
    PMPI_Comm_set_errhandler(stg_tool_comm, MPI_ERRORS_RETURN);
    stg_insitu_active = 1;
}

double stg_insitu_poll_period(void)
{
    return insitu_poll;
}

/* Main thread, inside MPI_Finalize, before the MPI library's: the helper may call MPI until every
 * task has reached MPI_Finalize (a non-blocking barrier on the tool communicator); a diagnosis under
 * way ends the job (or keeps it). Then the lifecycle stops the helper and calls stg_insitu_close. */
void stg_insitu_quiesce(void)
{
    MPI_Request r;
    if (PMPI_Ibarrier(stg_tool_comm, &r) == MPI_SUCCESS) {
        int flag = 0;
        while (!flag) {
            if (PMPI_Test(&r, &flag, MPI_STATUS_IGNORE) != MPI_SUCCESS) {
                break;
            }
            if (!flag) {
                struct timespec ts = { 0, 1000 * 1000 };
                nanosleep(&ts, NULL);
            }
        }
    }
    while (diagnosing) {
        sleep(1);
    }
}

void stg_insitu_close(void)
{
    stg_insitu_active = 0;
    PMPI_Comm_free(&stg_tool_comm);
}

/* ------------------------------------------------------------------ the local snapshot */

/* A frame as the dump format keys states: module path + offset ("" + the address: no known module). */
static void put_frame(stg_buf_t *b, const stg_modules_t *ms, uintptr_t a)
{
    const stg_module_t *m = stg_modules_find(ms, a, NULL);
    stg_buf_str(b, m ? m->path : "");
    stg_buf_u64(b, m ? a - m->bias : a);
}

#define CHAN_CAP 64 /* per-peer counts a task contributes (the peers of its wait first) */

typedef struct local {
    uint32_t n;            /* local state ids 0..n-1 (site << 1 | kind) */
    uint8_t *present;
    uint64_t *hash;
    stg_buf_t *key;        /* key blob per present state: u8 kind, str call, u16 depth, (str path, u64 off)* */
    uint32_t ne;
    uint32_t *from, *to;
    uint64_t *count;
    uint32_t cur;
    int in_mpi, wait_kind, npeers, nranges, wait_any, nany;
    int32_t peers[STG_MAX_PEERS];
    stg_range_t *ranges, *any;
    stg_buf_t parts, chan; /* the wait's parts and the per-peer counts (stg_waits_facts) */
} local_t;

static void local_free(local_t *l)
{
    for (uint32_t i = 0; l->key && i < l->n; i++) {
        free(l->key[i].p);
    }
    free(l->present);
    free(l->hash);
    free(l->key);
    free(l->from);
    free(l->to);
    free(l->count);
    free(l->ranges);
    free(l->any);
    free(l->parts.p);
    free(l->chan.p);
    memset(l, 0, sizeof *l);
}

static int snapshot(local_t *l, stg_modules_t *ms)
{
    memset(l, 0, sizeof *l);
    stg_modules_collect(ms);
    pthread_mutex_lock(&stg_lock);
    stg_model_sync();
    stg_thread_t *mt = stg_main_thread();
    l->n = stg_nsites * 2;
    l->ne = stg_nedges;
    l->present = calloc(l->n ? l->n : 1, 1);
    l->hash = calloc(l->n ? l->n : 1, sizeof *l->hash);
    l->key = calloc(l->n ? l->n : 1, sizeof *l->key);
    l->from = malloc((l->ne ? l->ne : 1) * sizeof *l->from);
    l->to = malloc((l->ne ? l->ne : 1) * sizeof *l->to);
    l->count = malloc((l->ne ? l->ne : 1) * sizeof *l->count);
    int ok = l->present && l->hash && l->key && l->from && l->to && l->count;
    for (uint32_t s = 0; ok && s < stg_nsites; s++) {
        for (int k = 0; k < 2; k++) {
            if (!stg_sites[s].visited[k]) {
                continue;
            }
            uint32_t id = s << 1 | (uint32_t) k;
            stg_buf_t *b = &l->key[id];
            stg_buf_u8(b, (uint8_t) k);
            stg_buf_str(b, stg_call_name(stg_sites[s].call));
            stg_buf_u16(b, stg_sites[s].depth);
            for (int d = 0; d < stg_sites[s].depth; d++) {
                put_frame(b, ms, stg_sites[s].addrs[d]);
            }
            ok = !b->failed;
            l->present[id] = 1;
            l->hash[id] = stg_fnv64(b->p, b->len);
        }
    }
    for (uint32_t e = 0; ok && e < l->ne; e++) {
        l->from[e] = stg_edges[e].from;
        l->to[e] = stg_edges[e].to;
        l->count[e] = stg_edges[e].count;
    }
    l->cur = mt ? mt->cur : STG_NONE;
    if (mt && ok) {
        l->in_mpi = mt->in_mpi;
        l->wait_kind = mt->wait_kind;
        l->npeers = mt->npeers;
        memcpy(l->peers, mt->peers, sizeof l->peers);
        if (mt->wait_kind == STG_WAIT_COLL && mt->nranges > 0) {
            l->ranges = malloc((size_t) mt->nranges * sizeof *l->ranges);
            if (l->ranges) {
                memcpy(l->ranges, mt->ranges, (size_t) mt->nranges * sizeof *l->ranges);
                l->nranges = mt->nranges;
            }
        }
        l->wait_any = mt->wait_any;
        stg_waits_facts(&l->parts, &l->chan, mt, CHAN_CAP);
        if (mt->nany > 0) {
            l->any = malloc((size_t) mt->nany * sizeof *l->any);
            if (l->any) {
                memcpy(l->any, mt->any, (size_t) mt->nany * sizeof *l->any);
                l->nany = mt->nany;
            }
        }
    }
    pthread_mutex_unlock(&stg_lock);
    if (l->cur != STG_NONE && (l->cur >= l->n || !l->present[l->cur])) {
        l->cur = STG_NONE;
    }
    return ok ? 0 : -1;
}

/* ------------------------------------------------------------------ Table 1 on a graph */

typedef struct graph {
    uint32_t n;
    uint32_t *rstart, *rsrc; /* reverse CSR: predecessors of y are rsrc[rstart[y] .. rstart[y+1]) */
    uint8_t *present;
} graph_t;

static int graph_build(graph_t *g, uint32_t n, const uint8_t *present, uint32_t ne, const uint32_t *from,
                       const uint32_t *to)
{
    g->n = n;
    g->rstart = calloc((size_t) n + 1, sizeof *g->rstart);
    g->rsrc = malloc((ne ? ne : 1) * sizeof *g->rsrc);
    g->present = calloc(n ? n : 1, 1);
    if (!g->rstart || !g->rsrc || !g->present) {
        return -1;
    }
    for (uint32_t e = 0; e < ne; e++) {
        g->rstart[to[e] + 1]++;
        g->present[from[e]] = g->present[to[e]] = 1;
    }
    for (uint32_t i = 0; i < n; i++) {
        g->rstart[i + 1] += g->rstart[i];
        if (present && present[i]) {
            g->present[i] = 1;
        }
    }
    uint32_t *fill = malloc(((size_t) n + 1) * sizeof *fill);
    if (!fill) {
        return -1;
    }
    memcpy(fill, g->rstart, ((size_t) n + 1) * sizeof *fill);
    for (uint32_t e = 0; e < ne; e++) {
        g->rsrc[fill[to[e]]++] = from[e];
    }
    free(fill);
    return 0;
}

static void graph_free(graph_t *g)
{
    free(g->rstart);
    free(g->rsrc);
    free(g->present);
}

enum { C_ZERO = 0, C_FRACTION = 1, C_ONE = 2 };

/* Class of the path probability P(x, target) for every x, decided structurally as
 * the offline analysis (docs/architecture.md, path probabilities): 0 iff the target is unreachable from x; 1 iff x cannot reach, without
 * passing through the target, a state from which the target is unreachable. */
static int hitting_classes(const graph_t *g, uint32_t target, uint8_t *cls)
{
    uint32_t n = g->n;
    memset(cls, C_ZERO, n);
    if (target >= n || !g->present[target]) {
        return 0;
    }
    uint8_t *reach = calloc(n, 1), *esc = calloc(n, 1);
    uint32_t *queue = malloc((n ? n : 1) * sizeof *queue);
    if (!reach || !esc || !queue) {
        free(reach);
        free(esc);
        free(queue);
        return -1;
    }
    uint32_t qh = 0, qt = 0;
    reach[target] = 1;
    queue[qt++] = target;
    while (qh < qt) {
        uint32_t y = queue[qh++];
        for (uint32_t k = g->rstart[y]; k < g->rstart[y + 1]; k++) {
            uint32_t x = g->rsrc[k];
            if (!reach[x]) {
                reach[x] = 1;
                queue[qt++] = x;
            }
        }
    }
    qh = qt = 0;
    for (uint32_t z = 0; z < n; z++) {
        if (!reach[z]) {
            esc[z] = 1;
            queue[qt++] = z;
        }
    }
    while (qh < qt) {
        uint32_t y = queue[qh++];
        for (uint32_t k = g->rstart[y]; k < g->rstart[y + 1]; k++) {
            uint32_t x = g->rsrc[k];
            if (x != target && !esc[x]) {
                esc[x] = 1;
                queue[qt++] = x;
            }
        }
    }
    for (uint32_t x = 0; x < n; x++) {
        if (x == target || (reach[x] && !esc[x])) {
            cls[x] = C_ONE;
        } else if (reach[x]) {
            cls[x] = C_FRACTION;
        }
    }
    free(reach);
    free(esc);
    free(queue);
    return 0;
}

/* Table 1 (Dependence.of): 0 none, 1 forward (t_i waits for t_j), 2 backward, 3 undefined. */
static uint8_t dependence(int f, int b)
{
    switch (f) {
    case C_ZERO:
        return b == C_ZERO ? 0 : 1;
    case C_FRACTION:
        return b == C_ZERO ? 2 : b == C_FRACTION ? 3 : 1;
    default:
        return b == C_ONE ? 3 : 2;
    }
}

static void add_cell(stg_table_t *cells, uint64_t a, uint64_t b, uint8_t code)
{
    unsigned char blob[17];
    memcpy(blob, &a, 8);
    memcpy(blob + 8, &b, 8);
    blob[16] = code;
    stg_table_add(cells, stg_mix64(stg_mix64(0x5eed, a), b), blob, sizeof blob, NULL, 0, -1, NULL, 0);
}

/* Algorithm 1: the row of this task's state against every occupied state, in its local model. */
static int local_row(const local_t *l, const stg_table_t *occupied, stg_table_t *cells)
{
    if (l->cur == STG_NONE) {
        return 0;
    }
    graph_t g = { 0 };
    uint8_t *to_cur = malloc(l->n ? l->n : 1), *to_s = malloc(l->n ? l->n : 1);
    int rc = -1;
    if (!to_cur || !to_s || graph_build(&g, l->n, l->present, l->ne, l->from, l->to)
        || hitting_classes(&g, l->cur, to_cur)) {
        goto out;
    }
    uint64_t hc = l->hash[l->cur];
    for (uint32_t i = 0; i < occupied->n; i++) {
        uint64_t hs = occupied->e[i].h;
        if (hs == hc) {
            continue;
        }
        uint32_t s = STG_NONE;
        for (uint32_t k = 0; k < l->n; k++) {
            if (l->present[k] && l->hash[k] == hs) {
                s = k;
                break;
            }
        }
        if (s == STG_NONE) {
            continue; /* never seen here: no path either way, no dependence */
        }
        if (hitting_classes(&g, s, to_s)) {
            goto out;
        }
        uint8_t d = dependence(to_s[l->cur], to_cur[s]);
        if (d) {
            add_cell(cells, hc, hs, d);
        }
    }
    rc = 0;
out:
    graph_free(&g);
    free(to_cur);
    free(to_s);
    return rc;
}

/* SEMI-DIST at rank 0: every ordered pair of occupied states in the merged model. */
static int global_pdg(const stg_table_t *mstates, const stg_table_t *medges, const stg_table_t *occupied,
                      stg_table_t *cells)
{
    uint32_t n = mstates->n, ne = medges->n;
    uint32_t *from = malloc((ne ? ne : 1) * sizeof *from), *to = malloc((ne ? ne : 1) * sizeof *to);
    uint32_t *occ = malloc((occupied->n ? occupied->n : 1) * sizeof *occ);
    uint8_t *cls = malloc((size_t) (occupied->n ? occupied->n : 1) * (n ? n : 1));
    graph_t g = { 0 };
    int rc = -1;
    if (!from || !to || !occ || !cls) {
        goto out;
    }
    uint32_t m = 0;
    for (uint32_t e = 0; e < ne; e++) {
        uint64_t a, b;
        memcpy(&a, medges->e[e].blob, 8);
        memcpy(&b, medges->e[e].blob + 8, 8);
        stg_entry_t *ea = stg_table_find(mstates, a), *eb = stg_table_find(mstates, b);
        if (ea && eb) {
            from[m] = (uint32_t) (ea - mstates->e);
            to[m] = (uint32_t) (eb - mstates->e);
            m++;
        }
    }
    if (graph_build(&g, n, NULL, m, from, to)) {
        goto out;
    }
    for (uint32_t i = 0; i < occupied->n; i++) {
        stg_entry_t *e = stg_table_find(mstates, occupied->e[i].h);
        occ[i] = e ? (uint32_t) (e - mstates->e) : STG_NONE;
        if (occ[i] == STG_NONE) {
            memset(cls + (size_t) i * n, C_ZERO, n);
        } else if (hitting_classes(&g, occ[i], cls + (size_t) i * n)) {
            goto out;
        }
    }
    for (uint32_t a = 0; a < occupied->n; a++) {
        for (uint32_t b = 0; b < occupied->n; b++) {
            if (a == b || occ[a] == STG_NONE || occ[b] == STG_NONE) {
                continue;
            }
            /* forward P(a, b): hitting b from a; backward P(b, a) */
            uint8_t d = dependence(cls[(size_t) b * n + occ[a]], cls[(size_t) a * n + occ[b]]);
            if (d) {
                add_cell(cells, occupied->e[a].h, occupied->e[b].h, d);
            }
        }
    }
    rc = 0;
out:
    graph_free(&g);
    free(from);
    free(to);
    free(occ);
    free(cls);
    return rc;
}

/* ------------------------------------------------------------------ contributions */

static void stack_blob(stg_buf_t *b, const stg_modules_t *ms)
{
    uintptr_t sample[STG_MAX_DEPTH];
    int pc_first = 0, n = -1;
    stg_tsample_t *ts = NULL;
    pid_t main_tid = stg_main_tid;
    if (main_tid && stg_sample_threads(main_tid, &ts) > 0 && ts[0].tid == main_tid
        && !(ts[0].flags & STG_THREAD_FAILED)) {
        n = ts[0].n < STG_MAX_DEPTH ? ts[0].n : STG_MAX_DEPTH;
        memcpy(sample, ts[0].frames, (size_t) n * sizeof *sample);
        pc_first = (ts[0].flags & STG_THREAD_PC_FIRST) != 0;
    }
    free(ts);
    stg_buf_u8(b, (uint8_t) ((pc_first ? 2 : 0) | (n < 0 ? 4 : 0)));
    stg_buf_u16(b, (uint16_t) (n > 0 ? n : 0));
    for (int i = 0; i < n; i++) {
        put_frame(b, ms, sample[i]);
    }
}

static void contribute_states(const local_t *l, const stg_modules_t *ms, stg_table_t *occ, stg_table_t *waits)
{
    stg_ivl_t me = { stg_rank, stg_rank };
    if (l->cur != STG_NONE) {
        stg_buf_t extra = { 0 };
        int computing = l->cur & 1;
        if (computing) {
            stack_blob(&extra, ms); /* where a computing task really is */
        }
        stg_table_add(occ, l->hash[l->cur], l->key[l->cur].p, (uint32_t) l->key[l->cur].len, &me, 1,
                      computing ? stg_rank : -1, extra.p, (uint32_t) extra.len);
        free(extra.p);
    }
    if (l->wait_kind != STG_WAIT_NONE) {
        stg_buf_t w = { 0 };
        stg_buf_u8(&w, (uint8_t) l->wait_kind);
        stg_buf_u32(&w, (uint32_t) l->npeers);
        for (int i = 0; i < l->npeers; i++) {
            stg_buf_i32(&w, l->peers[i]);
        }
        int nr = l->wait_kind == STG_WAIT_COLL ? l->nranges : 0;
        stg_buf_u32(&w, (uint32_t) nr);
        for (int i = 0; i < nr; i++) {
            stg_buf_i32(&w, l->ranges[i].first);
            stg_buf_u32(&w, l->ranges[i].count);
            stg_buf_u32(&w, l->ranges[i].stride);
        }
        /* the any-source part (WANY in reduced.sdump): waits that differ only in it are not grouped */
        stg_buf_u8(&w, (uint8_t) l->wait_any);
        stg_buf_u32(&w, (uint32_t) l->nany);
        for (int i = 0; i < l->nany; i++) {
            stg_buf_i32(&w, l->any[i].first);
            stg_buf_u32(&w, l->any[i].count);
            stg_buf_u32(&w, l->any[i].stride);
        }
        /* then the finalized flag and the parts of the wait (WDET in reduced.sdump) */
        stg_buf_put(&w, l->parts.p, l->parts.len);
        if (!w.failed && !l->parts.failed) {
            stg_table_add(waits, stg_fnv64(w.p, w.len), w.p, (uint32_t) w.len, &me, 1, -1, NULL, 0);
        }
        free(w.p);
    }
}

/* The per-peer counts (CHAN in reduced.sdump): tasks with the same counts share an entry. */
static void contribute_chans(const local_t *l, stg_table_t *chans)
{
    stg_ivl_t me = { stg_rank, stg_rank };
    if (l->chan.len && !l->chan.failed) {
        stg_table_add(chans, stg_fnv64(l->chan.p, l->chan.len), l->chan.p, (uint32_t) l->chan.len, &me, 1, -1,
                      NULL, 0);
    }
}

static void contribute_model(const local_t *l, stg_table_t *mstates, stg_table_t *medges)
{
    stg_ivl_t me = { stg_rank, stg_rank };
    for (uint32_t i = 0; i < l->n; i++) {
        if (l->present[i]) {
            stg_table_add(mstates, l->hash[i], l->key[i].p, (uint32_t) l->key[i].len, NULL, 0, -1, NULL, 0);
        }
    }
    for (uint32_t e = 0; e < l->ne; e++) {
        uint64_t blob[3] = { l->hash[l->from[e]], l->hash[l->to[e]], l->count[e] };
        uint64_t h = stg_mix64(stg_mix64(stg_mix64(0xed6e, blob[0]), blob[1]), blob[2]);
        stg_table_add(medges, h, blob, sizeof blob, &me, 1, -1, NULL, 0);
    }
}

/* ------------------------------------------------------------------ the reduced file */

typedef struct idmap {
    stg_entry_t **e; /* entry holding the key blob */
    uint32_t n, cap;
    stg_htab_t idx;  /* h -> id */
} idmap_t;

static uint32_t id_of(idmap_t *m, uint64_t h, stg_entry_t *e)
{
    uint32_t id = stg_htab_get(&m->idx, h);
    if (id != STG_NONE || !e) {
        return id;
    }
    if (m->n == m->cap) {
        uint32_t nc = m->cap ? m->cap * 2 : 64;
        stg_entry_t **ne = realloc(m->e, nc * sizeof *ne);
        if (!ne) {
            return STG_NONE;
        }
        m->e = ne;
        m->cap = nc;
    }
    if (stg_htab_add(&m->idx, h, m->n)) {
        return STG_NONE;
    }
    m->e[m->n] = e;
    return m->n++;
}

typedef struct paths {
    char **p;
    uint32_t n, cap;
} paths_t;

static uint32_t path_index(paths_t *ps, const char *s, uint32_t len)
{
    if (len == 0) {
        return 0xFFFFFFFFu;
    }
    for (uint32_t i = 0; i < ps->n; i++) {
        if (strlen(ps->p[i]) == len && memcmp(ps->p[i], s, len) == 0) {
            return i;
        }
    }
    if (ps->n == ps->cap) {
        uint32_t nc = ps->cap ? ps->cap * 2 : 32;
        char **np = realloc(ps->p, nc * sizeof *np);
        if (!np) {
            return 0xFFFFFFFFu;
        }
        ps->p = np;
        ps->cap = nc;
    }
    char *c = malloc(len + 1);
    if (!c) {
        return 0xFFFFFFFFu;
    }
    memcpy(c, s, len);
    c[len] = 0;
    ps->p[ps->n] = c;
    return ps->n++;
}

/* Frames of a blob (u16 depth, depth x (str path, u64 off)) as the format's frames. */
static void frames_out(stg_buf_t *b, stg_rd_t *r, paths_t *ps)
{
    uint16_t depth = stg_rd_u16(r);
    stg_buf_u16(b, depth);
    for (int d = 0; d < depth && !r->bad; d++) {
        uint32_t len = stg_rd_u32(r);
        const char *s = (const char *) stg_rd_bytes(r, len);
        uint64_t off = stg_rd_u64(r);
        stg_buf_u32(b, s ? path_index(ps, s, len) : 0xFFFFFFFFu);
        stg_buf_u64(b, off);
    }
}

static void ranges_out(stg_buf_t *b, const stg_entry_t *e)
{
    stg_buf_u32(b, e->niv);
    for (uint32_t i = 0; i < e->niv; i++) {
        stg_buf_i32(b, e->iv[i].a);
        stg_buf_u32(b, (uint32_t) (e->iv[i].b - e->iv[i].a + 1));
        stg_buf_u32(b, 1);
    }
}

/* Length of the part of a wait blob that WAIT's entry has: kind, peers, members. */
static size_t wait_head_len(const stg_entry_t *e)
{
    stg_rd_t r = { e->blob, e->blen, 0, 0 };
    stg_rd_u8(&r);
    uint32_t np = stg_rd_u32(&r);
    stg_rd_bytes(&r, (size_t) np * 4);
    uint32_t nr = stg_rd_u32(&r);
    stg_rd_bytes(&r, (size_t) nr * 12);
    return r.bad ? e->blen : r.off;
}

/* The length of a wait's blob up to the end of its WANY part (then its WDET part). */
static size_t wait_any_end(const stg_entry_t *e)
{
    size_t head = wait_head_len(e);
    stg_rd_t r = { e->blob, e->blen, head, 0 };
    stg_rd_u8(&r);
    uint32_t na = stg_rd_u32(&r);
    stg_rd_bytes(&r, (size_t) na * 12);
    return r.bad ? e->blen : r.off;
}

/* The length of the sizes and roots at the end of a wait's blob whose WDET part starts at end (1.5: its
 * n_parts x 12 bytes; 0 when the blob has no WDET part or is too short). */
static size_t wait_sizes_len(const stg_entry_t *e, size_t end)
{
    stg_rd_t r = { e->blob, e->blen, end, 0 };
    stg_rd_u8(&r);
    uint32_t n = stg_rd_u32(&r);
    if (r.bad || (size_t) n * 12 > e->blen - r.off) {
        return 0;
    }
    return (size_t) n * 12;
}

static int cmp_first_rank(const void *x, const void *y)
{
    const stg_entry_t *a = *(stg_entry_t *const *) x, *b = *(stg_entry_t *const *) y;
    int32_t ra = a->niv ? a->iv[0].a : INT32_MAX, rb = b->niv ? b->iv[0].a : INT32_MAX;
    return ra < rb ? -1 : ra > rb;
}

typedef struct run {
    int algorithm, reason;
    int32_t trigger_rank;
    uint64_t expiry_ns;
    double timeout;
    int inferred;
    int nphases;
    const char *phase_name[8];
    double phase_s[8];
} run_t;

/* Builds reduced.sdump in `out`; returns the offsets of the patched fields (write phase, total). */
static void build_reduced(stg_buf_t *b, const run_t *run, stg_table_t *occ, stg_table_t *waits, stg_table_t *chans,
                          stg_table_t *cells, stg_table_t *mstates, stg_table_t *medges, size_t *write_off, size_t *total_off,
                          size_t *written_off)
{
    idmap_t ids = { 0 };
    paths_t ps = { 0 };
    /* ids: occupied states ordered by their lowest rank, then the merged model's other states */
    stg_entry_t **sorted = malloc((occ->n ? occ->n : 1) * sizeof *sorted);
    if (!sorted) {
        b->failed = 1;
        return;
    }
    for (uint32_t i = 0; i < occ->n; i++) {
        sorted[i] = &occ->e[i];
    }
    qsort(sorted, occ->n, sizeof *sorted, cmp_first_rank);
    for (uint32_t i = 0; i < occ->n; i++) {
        id_of(&ids, sorted[i]->h, sorted[i]);
    }
    for (uint32_t i = 0; mstates && i < mstates->n; i++) {
        id_of(&ids, mstates->e[i].h, &mstates->e[i]);
    }

    /* the states' frames first, to know the module paths */
    stg_buf_t stat = { 0 };
    stg_buf_u32(&stat, ids.n);
    for (uint32_t i = 0; i < ids.n; i++) {
        stg_rd_t r = { ids.e[i]->blob, ids.e[i]->blen, 0, 0 };
        uint8_t kind = stg_rd_u8(&r);
        uint32_t clen = stg_rd_u32(&r);
        const unsigned char *call = stg_rd_bytes(&r, clen);
        stg_buf_u32(&stat, i);
        stg_buf_u8(&stat, kind);
        stg_buf_u32(&stat, clen);
        stg_buf_put(&stat, call, clen);
        frames_out(&stat, &r, &ps);
    }
    stg_buf_t smpl = { 0 };
    uint32_t nsmpl = 0;
    for (uint32_t i = 0; i < occ->n; i++) {
        nsmpl += sorted[i]->erank >= 0;
    }
    stg_buf_u32(&smpl, nsmpl);
    for (uint32_t i = 0; i < occ->n; i++) {
        stg_entry_t *e = sorted[i];
        if (e->erank < 0) {
            continue;
        }
        stg_rd_t r = { e->extra, e->elen, 0, 0 };
        stg_buf_u32(&smpl, i);
        stg_buf_i32(&smpl, e->erank);
        stg_buf_u8(&smpl, stg_rd_u8(&r));
        frames_out(&smpl, &r, &ps);
    }

    stg_buf_put(b, "STRGDUMP", 8);
    stg_buf_u16(b, 1); /* format 1.7 (docs/dump-format.md) */
    stg_buf_u16(b, 7);
    stg_buf_u32(b, 0);
    stg_buf_u32(b, (uint32_t) stg_size);
    stg_buf_u32(b, 0);

    size_t s = stg_buf_section_begin(b, "RINF");
    stg_buf_u32(b, (uint32_t) run->algorithm);
    stg_buf_u32(b, (uint32_t) stg_size);
    stg_buf_i32(b, run->trigger_rank);
    stg_buf_u32(b, (uint32_t) run->reason);
    stg_buf_u64(b, run->expiry_ns);
    *written_off = b->len;
    stg_buf_u64(b, 0); /* written_ns, patched */
    stg_buf_f64(b, run->timeout);
    stg_buf_u32(b, (uint32_t) run->inferred);
    *total_off = b->len;
    stg_buf_f64(b, 0); /* total, patched */
    stg_buf_u32(b, (uint32_t) run->nphases + 1);
    for (int i = 0; i < run->nphases; i++) {
        stg_buf_str(b, run->phase_name[i]);
        stg_buf_f64(b, run->phase_s[i]);
    }
    stg_buf_str(b, "write");
    *write_off = b->len;
    stg_buf_f64(b, 0); /* patched */
    stg_buf_i32(b, stg_thread_level);
    stg_buf_str(b, stg_mpi_version);
    stg_buf_section_end(b, s);

    s = stg_buf_section_begin(b, "MODS");
    stg_buf_u32(b, ps.n);
    for (uint32_t i = 0; i < ps.n; i++) {
        stg_buf_str(b, ps.p[i]);
        stg_buf_u64(b, 0);
        stg_buf_str(b, "");
    }
    stg_buf_section_end(b, s);

    s = stg_buf_section_begin(b, "STAT");
    stg_buf_put(b, stat.p, stat.len);
    stg_buf_section_end(b, s);

    s = stg_buf_section_begin(b, "OCCU");
    stg_buf_u32(b, occ->n);
    for (uint32_t i = 0; i < occ->n; i++) {
        stg_buf_u32(b, i);
        ranges_out(b, sorted[i]);
    }
    stg_buf_section_end(b, s);

    s = stg_buf_section_begin(b, "SMPL");
    stg_buf_put(b, smpl.p, smpl.len);
    stg_buf_section_end(b, s);

    /* a wait's blob (contribute_states) is WAIT's entry up to its members, then WANY's entry */
    s = stg_buf_section_begin(b, "WAIT");
    stg_buf_u32(b, waits->n);
    for (uint32_t i = 0; i < waits->n; i++) {
        stg_buf_put(b, waits->e[i].blob, wait_head_len(&waits->e[i]));
        ranges_out(b, &waits->e[i]);
    }
    stg_buf_section_end(b, s);

    s = stg_buf_section_begin(b, "WANY");
    stg_buf_u32(b, waits->n);
    for (uint32_t i = 0; i < waits->n; i++) {
        size_t head = wait_head_len(&waits->e[i]), end = wait_any_end(&waits->e[i]);
        stg_buf_put(b, waits->e[i].blob + head, end - head);
    }
    stg_buf_section_end(b, s);

    /* a wait's WDET part is the finalized flag and the parts, then (1.5) n_parts x (bytes, root), which go
     * after every entry's parts */
    s = stg_buf_section_begin(b, "WDET");
    stg_buf_u32(b, waits->n);
    for (uint32_t i = 0; i < waits->n; i++) {
        size_t end = wait_any_end(&waits->e[i]), sizes = wait_sizes_len(&waits->e[i], end);
        if (end < waits->e[i].blen) {
            stg_buf_put(b, waits->e[i].blob + end, waits->e[i].blen - end - sizes);
        } else {
            stg_buf_u8(b, 0);
            stg_buf_u32(b, 0);
        }
    }
    for (uint32_t i = 0; i < waits->n; i++) {
        size_t end = wait_any_end(&waits->e[i]), sizes = wait_sizes_len(&waits->e[i], end);
        stg_buf_put(b, waits->e[i].blob + waits->e[i].blen - sizes, sizes);
    }
    stg_buf_section_end(b, s);

    s = stg_buf_section_begin(b, "CHAN");
    stg_buf_u32(b, chans->n);
    for (uint32_t i = 0; i < chans->n; i++) {
        stg_buf_put(b, chans->e[i].blob, chans->e[i].blen);
        ranges_out(b, &chans->e[i]);
    }
    stg_buf_section_end(b, s);

    s = stg_buf_section_begin(b, "DEPS");
    size_t count_at = b->len;
    uint32_t ndeps = 0;
    stg_buf_u32(b, 0);
    for (uint32_t i = 0; i < cells->n; i++) {
        uint64_t ha, hb;
        memcpy(&ha, cells->e[i].blob, 8);
        memcpy(&hb, cells->e[i].blob + 8, 8);
        uint32_t a = id_of(&ids, ha, NULL), c = id_of(&ids, hb, NULL);
        if (a == STG_NONE || c == STG_NONE) {
            continue;
        }
        stg_buf_u32(b, a);
        stg_buf_u32(b, c);
        stg_buf_u8(b, cells->e[i].blob[16]);
        ndeps++;
    }
    if (!b->failed) {
        memcpy(b->p + count_at, &ndeps, 4);
    }
    stg_buf_section_end(b, s);

    if (medges) {
        /* merged edges: (from, to) -> per distinct count, the ranks with that count */
        s = stg_buf_section_begin(b, "MEDG");
        stg_table_t byedge = { 0 };
        for (uint32_t i = 0; i < medges->n; i++) {
            uint64_t v[3];
            memcpy(v, medges->e[i].blob, sizeof v);
            stg_table_add(&byedge, stg_mix64(stg_mix64(0xed6e, v[0]), v[1]), v, 16, NULL, 0, -1, NULL, 0);
        }
        stg_buf_u32(b, byedge.n);
        for (uint32_t k = 0; k < byedge.n; k++) {
            uint64_t v[2];
            memcpy(v, byedge.e[k].blob, sizeof v);
            uint64_t total = 0;
            uint32_t ncounts = 0;
            for (uint32_t i = 0; i < medges->n; i++) {
                uint64_t w[3];
                memcpy(w, medges->e[i].blob, sizeof w);
                if (w[0] == v[0] && w[1] == v[1]) {
                    uint64_t ranks = 0;
                    for (uint32_t j = 0; j < medges->e[i].niv; j++) {
                        ranks += (uint64_t) (medges->e[i].iv[j].b - medges->e[i].iv[j].a + 1);
                    }
                    total += w[2] * ranks;
                    ncounts++;
                }
            }
            stg_buf_u32(b, id_of(&ids, v[0], NULL));
            stg_buf_u32(b, id_of(&ids, v[1], NULL));
            stg_buf_u64(b, total);
            stg_buf_u32(b, ncounts);
            for (uint32_t i = 0; i < medges->n; i++) {
                uint64_t w[3];
                memcpy(w, medges->e[i].blob, sizeof w);
                if (w[0] == v[0] && w[1] == v[1]) {
                    stg_buf_u64(b, w[2]);
                    ranges_out(b, &medges->e[i]);
                }
            }
        }
        stg_table_free(&byedge);
        stg_buf_section_end(b, s);
        }

    uint32_t crc = 0;
    stg_buf_put(b, "END ", 4);
    stg_buf_u32(b, 0);
    stg_buf_u64(b, 8);
    stg_buf_u32(b, crc);
    stg_buf_u32(b, b->sections);

    free(stat.p);
    free(smpl.p);
    free(sorted);
    for (uint32_t i = 0; i < ps.n; i++) {
        free(ps.p[i]);
    }
    free(ps.p);
    free(ids.e);
    stg_htab_free(&ids.idx);
}

static void seal(stg_buf_t *b)
{
    uint32_t crc = stg_crc32(0, b->p, b->len - 24);
    memcpy(b->p + b->len - 8, &crc, 4);
}

static int write_all(int fd, const unsigned char *p, size_t n)
{
    size_t off = 0;
    while (off < n) {
        ssize_t w = pwrite(fd, p + off, n - off, (off_t) off);
        if (w <= 0) {
            if (w < 0 && errno == EINTR) continue;
            return -1;
        }
        off += (size_t) w;
    }
    return 0;
}

/* ------------------------------------------------------------------ the diagnosis */

static const char *alg_name(int a)
{
    return a == 1 ? "dist" : "semi-dist";
}

static void diagnose(int64_t trigger_rank, int reason, uint64_t expiry_ns, int algorithm)
{
    diagnosing = 1;
    double t0 = stg_now();
    double deadline = t0 + (stg_cfg.grace > 0 ? stg_cfg.grace : 30);
    run_t run = { .algorithm = algorithm, .reason = reason, .trigger_rank = (int32_t) trigger_rank,
                  .expiry_ns = expiry_ns };
    run.timeout = stg_effective_timeout(&run.inferred);
    uint64_t now_ns = stg_wall_ns();
    run.phase_name[run.nphases] = "trigger";
    run.phase_s[run.nphases++] = now_ns > expiry_ns ? (double) (now_ns - expiry_ns) * 1e-9 : 0;

    stg_modules_t ms = { 0 };
    local_t l;
    stg_table_t st[3] = { { 0 }, { 0 }, { 0 } }, cells = { .or_last = 1 }, model[2] = { { 0 }, { 0 } };
    int ok = snapshot(&l, &ms) == 0;
    if (ok) {
        contribute_states(&l, &ms, &st[0], &st[1]);
        contribute_chans(&l, &st[2]);
    }
    /* states (and the wait information the LP step needs) */
    double t = stg_now();
    ok = ok && stg_tree_reduce(st, 3, TAG_STATES, deadline) == 0;
    run.phase_name[run.nphases] = "states";
    run.phase_s[run.nphases++] = stg_now() - t;
    if (algorithm == 1) {
        /* DIST: broadcast the states set (hashes only), every task its row, OR-reduce the rows */
        stg_table_t set = { 0 };
        if (stg_rank == 0) {
            for (uint32_t i = 0; i < st[0].n; i++) {
                stg_table_add(&set, st[0].e[i].h, NULL, 0, NULL, 0, -1, NULL, 0);
            }
        }
        t = stg_now();
        ok = ok && stg_tree_bcast(&set, 1, TAG_BCAST, deadline) == 0;
        run.phase_name[run.nphases] = "broadcast";
        run.phase_s[run.nphases++] = stg_now() - t;
        t = stg_now();
        ok = ok && local_row(&l, &set, &cells) == 0;
        run.phase_name[run.nphases] = "local";
        run.phase_s[run.nphases++] = stg_now() - t;
        t = stg_now();
        ok = ok && stg_tree_reduce(&cells, 1, TAG_PDG, deadline) == 0;
        run.phase_name[run.nphases] = "pdg";
        run.phase_s[run.nphases++] = stg_now() - t;
        stg_table_free(&set);
    } else {
        /* SEMI-DIST: merge the models, rank 0 computes every pair */
        if (ok) {
            contribute_model(&l, &model[0], &model[1]);
        }
        t = stg_now();
        ok = ok && stg_tree_reduce(model, 2, TAG_MODEL, deadline) == 0;
        run.phase_name[run.nphases] = "model";
        run.phase_s[run.nphases++] = stg_now() - t;
        t = stg_now();
        if (ok && stg_rank == 0) {
            ok = global_pdg(&model[0], &model[1], &st[0], &cells) == 0;
        }
        run.phase_name[run.nphases] = "local";
        run.phase_s[run.nphases++] = stg_now() - t;
    }
    if (ok && stg_rank == 0) {
        t = stg_now();
        stg_buf_t b = { 0 };
        size_t write_off = 0, total_off = 0, written_off = 0;
        build_reduced(&b, &run, &st[0], &st[1], &st[2], &cells, algorithm == 2 ? &model[0] : NULL,
                      algorithm == 2 ? &model[1] : NULL, &write_off, &total_off, &written_off);
        char path[4200], tmp[4200];
        snprintf(path, sizeof path, "%s/reduced.sdump", stg_cfg.dir);
        snprintf(tmp, sizeof tmp, "%s/.reduced.sdump.tmp", stg_cfg.dir);
        int fd = b.failed ? -1 : open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0666);
        if (fd >= 0) {
            seal(&b);
            int w = write_all(fd, b.p, b.len);
            /* the write phase and the total include one full write of the file: patch them in */
            double wt = stg_now() - t;
            uint64_t done_ns = stg_wall_ns();
            double total = done_ns > expiry_ns ? (double) (done_ns - expiry_ns) * 1e-9 : 0;
            memcpy(b.p + write_off, &wt, 8);
            memcpy(b.p + total_off, &total, 8);
            memcpy(b.p + written_off, &done_ns, 8);
            seal(&b);
            w = w || write_all(fd, b.p, b.len);
            if (close(fd) || w || rename(tmp, path)) {
                stg_log("cannot write %s: %s", path, strerror(errno));
                ok = 0;
            } else {
                stg_log("in-situ %s analysis of %d tasks: %s written %.3f s after the timeout expired",
                        algorithm == 1 ? "DIST" : "SEMI-DIST", stg_size, path, total);
            }
        } else {
            stg_log("cannot write %s: %s", path, b.failed ? "out of memory" : strerror(errno));
            ok = 0;
        }
        free(b.p);
    }
    if (insitu_dumps || !ok) {
        /* per-task dumps on request, or as the fallback when the in-situ analysis failed */
        int r = trigger_rank == stg_rank && reason == STG_REASON_TIMEOUT ? STG_REASON_TIMEOUT
                : reason == STG_REASON_REQUEST ? STG_REASON_REQUEST : STG_REASON_PEER;
        stg_write_dump(r, (int) trigger_rank);
    } else {
        stg_recorders_flush(); /* the recorders' own files (traces) before the job ends */
    }
    /* everyone done (dumps written): rank 0 ends the job as the post-mortem mode does */
    int done = ok && stg_tree_reduce(NULL, 0, TAG_DONE, deadline) == 0;
    if (stg_rank == 0) {
        char text[512];
        snprintf(text, sizeof text, "np=%d\ndumped=%d\nmissing=%s\ninsitu=%s\nreduced=%s\naction=%s\nexit_code=%d\n",
                 stg_size, insitu_dumps || !ok ? stg_size : 0, done ? "" : "unknown", alg_name(algorithm),
                 ok ? "reduced.sdump" : "", stg_cfg.keep_alive ? "keep" : "abort", stg_cfg.exit_code);
        stg_write_control_file("complete", text, 0);
        stg_end_after_diagnosis("in-situ result");
    } else if (!done && !stg_cfg.keep_alive && stg_active) {
        PMPI_Abort(MPI_COMM_WORLD, stg_cfg.exit_code); /* rank 0 is not answering: end the job anyway */
    }
    stg_table_free(&st[0]);
    stg_table_free(&st[1]);
    stg_table_free(&st[2]);
    stg_table_free(&cells);
    stg_table_free(&model[0]);
    stg_table_free(&model[1]);
    local_free(&l);
    stg_modules_free(&ms);
}

/* ------------------------------------------------------------------ the trigger protocol */

static MPI_Request trigger_req = MPI_REQUEST_NULL;
static int64_t trigger_msg[2];

/* Helper thread, every poll period. Returns 1 once the diagnosis ran (the helper stops polling). */
int stg_insitu_poll(double now, double timeout)
{
    int64_t go[4] = { -1, 0, 0, stg_insitu_mode }; /* trigger rank, reason, expiry (wall ns), algorithm */
    int have = 0, flag = 0;
    MPI_Status status;
    int in_fin = stg_main_in_finalize();
    if (stg_rank == 0) {
        if (!in_fin && stg_control_exists("diagnose-now")) {
            go[0] = -1;
            go[1] = STG_REASON_REQUEST;
            go[2] = (int64_t) stg_wall_ns();
            have = 1;
        } else if (PMPI_Iprobe(MPI_ANY_SOURCE, TAG_TRIGGER, stg_tool_comm, &flag, &status) == MPI_SUCCESS && flag) {
            int64_t msg[2];
            PMPI_Recv(msg, 2, MPI_INT64_T, status.MPI_SOURCE, TAG_TRIGGER, stg_tool_comm, MPI_STATUS_IGNORE);
            go[0] = msg[0];
            go[1] = STG_REASON_TIMEOUT;
            go[2] = msg[1];
            have = 1;
        }
    } else if (PMPI_Iprobe(stg_tree_parent(stg_rank), TAG_GO, stg_tool_comm, &flag, &status) == MPI_SUCCESS && flag) {
        PMPI_Recv(go, 4, MPI_INT64_T, status.MPI_SOURCE, TAG_GO, stg_tool_comm, MPI_STATUS_IGNORE);
        have = 1;
    }
    double last = have || in_fin ? now : stg_last_progress();
    if (!have && !in_fin && now - last > timeout) {
        /* wall time at which the timeout expired */
        uint64_t expiry = stg_wall_ns() - (uint64_t) ((now - (last + timeout)) * 1e9);
        if (stg_rank == 0) {
            go[0] = 0;
            go[1] = STG_REASON_TIMEOUT;
            go[2] = (int64_t) expiry;
            have = 1;
        } else if (trigger_req == MPI_REQUEST_NULL && trigger_msg[0] == 0) {
            trigger_msg[0] = stg_rank;
            trigger_msg[1] = (int64_t) expiry;
            PMPI_Isend(trigger_msg, 2, MPI_INT64_T, 0, TAG_TRIGGER, stg_tool_comm, &trigger_req);
        }
    }
    if (trigger_req != MPI_REQUEST_NULL) {
        int done = 0;
        PMPI_Test(&trigger_req, &done, MPI_STATUS_IGNORE);
    }
    if (!have) {
        return 0;
    }
    /* forward "go" down the tree at once, largest subtree first, then join */
    int kids[32], nk = stg_tree_children(stg_rank, stg_size, kids);
    for (int i = nk - 1; i >= 0; i--) {
        PMPI_Send(go, 4, MPI_INT64_T, kids[i], TAG_GO, stg_tool_comm);
    }
    diagnose(go[0], (int) go[1], (uint64_t) go[2], (int) go[3]);
    return 1;
}
