/*
 * The Markov model recorder (markov.h; AutomaDeD §3.1): the states (an MPI call site identified by its
 * call stack, and the computation region after it), the edges with their transition counts and
 * transition-time statistics, each thread's current state; the dump's STAT, EDGE, CURR and TIME
 * sections; the timeout inferred from the transition times. The wait information is waits.c's.
 */
#define _GNU_SOURCE
#include "markov.h"
#include "htab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

pthread_mutex_t stg_lock = PTHREAD_MUTEX_INITIALIZER;
stg_site_t *stg_sites;
uint32_t stg_nsites;
stg_edge_t *stg_edges;
uint32_t stg_nedges;
volatile double stg_last_progress;
__thread stg_thread_t *stg_self_thread;

static uint64_t time_n; /* every transition: count, Welford mean and m2, max (timeout inference) */
static double time_mean, time_m2, time_max;
static uint32_t site_cap, edge_cap;
static stg_htab_t site_index, edge_index; /* site hash -> site, edge hash -> edge */
static stg_thread_t *threads;             /* all threads that called MPI */
static stg_thread_t *main_thread;

/* ------------------------------------------------------------------ threads */

static stg_thread_t *thread_self(void)
{
    if (!stg_self_thread) {
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
        stg_self_thread = t;
    }
    return stg_self_thread;
}

stg_thread_t *stg_main_thread(void)
{
    return main_thread;
}

/* ------------------------------------------------------------------ the model */

/* The site of a call (h = stg_site_hash(call, addrs, depth)), added when new. Caller holds stg_lock. */
static uint32_t intern_site(uint64_t h, int call, const uintptr_t *addrs, int depth)
{
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

/* Caller holds stg_lock. */
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
    time_n++;
    d = dt - time_mean;
    time_mean += d / (double) time_n;
    time_m2 += d * (dt - time_mean);
    if (dt > time_max) time_max = dt;
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
    t->nparts = 0;
}

/* ------------------------------------------------------------------ the recorder */

/* Into the call's communication state. */
static void enter_call(stg_thread_t *t, uint64_t h, int call, const uintptr_t *frames, int nframes)
{
    double now = stg_now();
    pthread_mutex_lock(&stg_lock);
    uint32_t site = intern_site(h, call, frames, nframes);
    if (site != STG_NONE) {
        transition(t, site << 1, now);
    }
    t->in_mpi = 1;
    clear_wait(t);
    pthread_mutex_unlock(&stg_lock);
}

/* Out of it, into the computation state after it. */
static void leave_call(stg_thread_t *t)
{
    double now = stg_now();
    pthread_mutex_lock(&stg_lock);
    if (t->cur != STG_NONE && !(t->cur & 1)) {
        transition(t, t->cur | 1, now);
    }
    t->in_mpi = 0;
    clear_wait(t);
    pthread_mutex_unlock(&stg_lock);
}

static void markov_begin(stg_call_t *c)
{
    stg_thread_t *t = thread_self();
    if (t) {
        enter_call(t, c->site, c->call, c->frames, c->nframes);
    }
}

static void markov_end(stg_call_t *c)
{
    (void) c;
    if (stg_self_thread) {
        leave_call(stg_self_thread);
    }
}

/* The calling thread initialized MPI; MPI_Init itself is the first state. */
static int markov_init(int call)
{
    stg_last_progress = stg_now();
    stg_waits_init();
    stg_thread_t *t = thread_self();
    if (!t) {
        return -1;
    }
    t->is_main = 1;
    main_thread = t;
    uintptr_t frames[STG_MAX_DEPTH];
    int n = stg_capture(frames, stg_cfg.depth);
    enter_call(t, stg_site_hash(call, frames, n), call, frames, n);
    leave_call(t);
    return STG_REC_CALLS;
}

/* STAT, EDGE, CURR, TIME (docs/dump-format.md) */
static void markov_dump(stg_dump_t *d, void *prepared)
{
    (void) prepared;
    stg_buf_t *b = d->b;
    double now = stg_now();
    pthread_mutex_lock(&stg_lock);
    stg_thread_t *mt = main_thread;
    size_t s = stg_buf_section_begin(b, "STAT");
    uint32_t nstates = 0;
    for (uint32_t i = 0; i < stg_nsites; i++) {
        nstates += stg_sites[i].visited[0] + stg_sites[i].visited[1];
    }
    stg_buf_u32(b, nstates);
    for (uint32_t i = 0; i < stg_nsites; i++) {
        for (int k = 0; k < 2; k++) {
            if (!stg_sites[i].visited[k]) {
                continue;
            }
            stg_buf_u32(b, i << 1 | (uint32_t) k);
            stg_buf_u8(b, (uint8_t) k);
            stg_buf_str(b, stg_call_name(stg_sites[i].call));
            stg_buf_u16(b, stg_sites[i].depth);
            for (int k2 = 0; k2 < stg_sites[i].depth; k2++) {
                stg_buf_frame(b, d->ms, stg_sites[i].addrs[k2]);
            }
        }
    }
    stg_buf_section_end(b, s);

    s = stg_buf_section_begin(b, "EDGE");
    stg_buf_u32(b, stg_nedges);
    for (uint32_t i = 0; i < stg_nedges; i++) {
        stg_edge_t *e = &stg_edges[i];
        stg_buf_u32(b, e->from);
        stg_buf_u32(b, e->to);
        stg_buf_u64(b, e->count);
        stg_buf_f64(b, e->mean);
        stg_buf_f64(b, e->m2);
        stg_buf_f64(b, e->min);
        stg_buf_f64(b, e->max);
    }
    stg_buf_section_end(b, s);

    s = stg_buf_section_begin(b, "CURR");
    if (mt) {
        stg_buf_u32(b, mt->cur);
        stg_buf_u8(b, (uint8_t) mt->in_mpi);
        stg_buf_f64(b, mt->cur == STG_NONE ? 0 : now - mt->entered);
        stg_buf_u8(b, (uint8_t) mt->wait_kind);
        stg_buf_u32(b, (uint32_t) mt->npeers);
        for (int i = 0; i < mt->npeers; i++) {
            stg_buf_i32(b, mt->peers[i]);
        }
        stg_buf_u32(b, (uint32_t) (mt->wait_kind == STG_WAIT_COLL ? mt->nranges : 0));
        for (int i = 0; mt->wait_kind == STG_WAIT_COLL && i < mt->nranges; i++) {
            stg_buf_i32(b, mt->ranges[i].first);
            stg_buf_u32(b, mt->ranges[i].count);
            stg_buf_u32(b, mt->ranges[i].stride);
        }
        /* since 1.2: how the peers combine, and the any-source part of the wait */
        stg_buf_u8(b, (uint8_t) mt->wait_any);
        stg_buf_u32(b, (uint32_t) mt->nany);
        for (int i = 0; i < mt->nany; i++) {
            stg_buf_i32(b, mt->any[i].first);
            stg_buf_u32(b, mt->any[i].count);
            stg_buf_u32(b, mt->any[i].stride);
        }
    } else {
        stg_buf_u32(b, STG_NONE);
        stg_buf_u8(b, 0);
        stg_buf_f64(b, 0);
        stg_buf_u8(b, 0);
        stg_buf_u32(b, 0);
        stg_buf_u32(b, 0);
        stg_buf_u8(b, 0);
        stg_buf_u32(b, 0);
    }
    stg_buf_section_end(b, s);

    s = stg_buf_section_begin(b, "TIME");
    stg_buf_u64(b, time_n);
    stg_buf_f64(b, time_mean);
    stg_buf_f64(b, time_m2);
    stg_buf_f64(b, time_max);
    stg_buf_section_end(b, s);
    stg_waits_dump(b, mt); /* WDET */
    pthread_mutex_unlock(&stg_lock);
}

const stg_recorder_t stg_markov_recorder = {
    .name = "markov",
    .at_init = markov_init,
    .begin = markov_begin,
    .end = markov_end,
    .dump_write = markov_dump,
};

/* ------------------------------------------------------------------ readers */

int stg_main_in_finalize(void)
{
    static int finalize_call = -1;
    if (finalize_call < 0) {
        finalize_call = stg_call_index("MPI_Finalize");
    }
    pthread_mutex_lock(&stg_lock);
    stg_thread_t *t = main_thread;
    int in = t && t->cur != STG_NONE && stg_sites[t->cur >> 1].call == finalize_call && t->in_mpi;
    pthread_mutex_unlock(&stg_lock);
    return in;
}

double stg_effective_timeout(int *inferred)
{
    if (stg_cfg.timeout > 0) {
        *inferred = 0;
        return stg_cfg.timeout;
    }
    *inferred = 1;
    double t = stg_cfg.min_timeout;
    pthread_mutex_lock(&stg_lock);
    if (time_n > 1) {
        double sd = sqrt(time_m2 / (double) (time_n - 1));
        if (time_mean + 6 * sd > t) t = time_mean + 6 * sd;
        if (3 * time_max > t) t = 3 * time_max;
    }
    pthread_mutex_unlock(&stg_lock);
    return t;
}
