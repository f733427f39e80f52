/*
 * The Markov model recorder (markov.h; AutomaDeD §3.1): the states (an MPI call site identified by its
 * call stack, and the computation region after it), the edges with their transition counts and
 * transition-time statistics, each thread's current state; the dump's STAT, EDGE, CURR and TIME
 * sections; the timeout inferred from the transition times. The wait information is waits.c's.
 */
#define _GNU_SOURCE
#include "markov.h"
#include "htab.h"
#include "waits_comm.h"
#include "waits_dump.h"

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
__thread stg_thread_t *stg_self_thread;

/* the task's model as stg_model_sync last merged it (under stg_lock) */
static uint64_t time_n; /* the timed transitions: count, mean and m2, max (timeout inference; TIME) */
static double time_mean, time_m2, time_max;
static uint32_t site_cap, edge_cap;
static stg_htab_t edge_index;          /* edge hash -> edge */
static stg_thread_t *threads, **threads_tail = &threads; /* all threads that called MPI, first first */
static stg_thread_t *main_thread;

/* ------------------------------------------------------------------ threads */

static stg_thread_t *thread_self(void)
{
    if (!stg_self_thread) {
        stg_thread_t *t = calloc(1, sizeof *t);
        uint32_t *index = calloc(64, sizeof *index);
        stg_tedge_t *edges = aligned_alloc(64, 32 * sizeof *edges);
        if (!t || !index || !edges) {
            free(t);
            free(index);
            free(edges);
            return NULL;
        }
        t->entered = stg_ticks(); /* its first transition may be untimed */
        t->tid = (pid_t) syscall(SYS_gettid);
        t->self = pthread_self();
        t->cur = STG_NONE;
        t->first = STG_NONE;
        t->eindex = index;
        t->eindex_mask = 63;
        t->edges = edges;
        t->edge_cap = 32;
        pthread_mutex_lock(&stg_lock);
        *threads_tail = t;
        threads_tail = &t->next;
        pthread_mutex_unlock(&stg_lock);
        stg_self_thread = t;
    }
    return stg_self_thread;
}

stg_thread_t *stg_main_thread(void)
{
    return main_thread;
}

/* ------------------------------------------------------------------ a thread's transitions (its own, no lock) */

static inline uint32_t edge_slot(uint64_t key, uint32_t mask)
{
    return (uint32_t) ((key * 0x9e3779b97f4a7c15ull) >> 40) & mask;
}

/* A new edge of the thread; 0, or -1 out of memory (the transition is not counted). */
static int __attribute__((noinline)) edge_new(stg_thread_t *t, uint64_t key, uint64_t dt)
{
    if (t->nedges == t->edge_cap) { /* a larger array, published before the count that needs it */
        uint32_t ncap = t->edge_cap * 2;
        stg_tedge_t *ne = aligned_alloc(64, ncap * sizeof *ne);
        if (!ne) {
            return -1;
        }
        memcpy(ne, t->edges, t->nedges * sizeof *ne);
        stg_tedge_t *old = t->edges;
        *(void **) old = t->retired; /* kept: a reader may still be copying it */
        t->retired = old;
        __atomic_store_n(&t->edges, ne, __ATOMIC_RELEASE);
        t->edge_cap = ncap;
    }
    if ((t->nedges + 1) * 2 > t->eindex_mask + 1) { /* the thread's own index, at most half full */
        uint32_t nmask = t->eindex_mask * 2 + 1;
        uint32_t *ni = calloc(nmask + 1, sizeof *ni);
        if (!ni) {
            return -1;
        }
        for (uint32_t i = 0; i < t->nedges; i++) {
            uint32_t k = edge_slot(t->edges[i].key, nmask);
            while (ni[k]) {
                k = (k + 1) & nmask;
            }
            ni[k] = i + 1;
        }
        free(t->eindex);
        t->eindex = ni;
        t->eindex_mask = nmask;
    }
    uint32_t k = edge_slot(key, t->eindex_mask);
    while (t->eindex[k]) {
        k = (k + 1) & t->eindex_mask;
    }
    stg_tedge_t *e = &t->edges[t->nedges];
    e->key = key;
    e->count = 1;
    e->min = e->max = dt;
    e->shift = (double) (int64_t) dt;
    e->s = e->q = 0;
    t->eindex[k] = t->nedges + 1;
    __atomic_store_n(&t->nedges, t->nedges + 1, __ATOMIC_RELEASE);
    return 0;
}

static inline void edge_add(stg_thread_t *t, uint32_t from, uint32_t to, uint64_t dt)
{
    uint64_t key = (uint64_t) from << 32 | to;
    for (uint32_t k = edge_slot(key, t->eindex_mask);; k = (k + 1) & t->eindex_mask) {
        uint32_t x = t->eindex[k];
        if (!x) {
            edge_new(t, key, dt);
            return;
        }
        stg_tedge_t *e = &t->edges[x - 1];
        if (e->key == key) {
            double d = (double) (int64_t) dt - e->shift;
            e->count++;
            e->s += d;
            e->q += d * d;
            if (dt < e->min) e->min = dt;
            if (dt > e->max) e->max = dt;
            return;
        }
    }
}

/* The thread moves to state at instant now (ticks), timed: the edge's time is the time since the thread last
 * progressed (stg_thread_progress: its previous timed transition, or when the helper last saw its untimed ones move
 * on), so that a loop of tests before this call is progress, not one long transition of the timeout inference. */
static inline __attribute__((always_inline)) void move(stg_thread_t *t, uint32_t state, uint64_t now)
{
    if (t->cur != STG_NONE) {
        uint64_t since = stg_thread_progress(t);
        edge_add(t, t->cur, state, now > since ? now - since : 0);
    } else {
        t->first = state;
    }
    t->cur = state;
    __atomic_store_n(&t->entered, now, __ATOMIC_RELEASE);
}

/* An untimed transition: its edge is always untimed (an edge into a call state is timed when that call is, an
 * edge out of one when the call is), so its times stay 0 and only its count moves. */
static inline void edge_step(stg_thread_t *t, uint32_t from, uint32_t to)
{
    uint64_t key = (uint64_t) from << 32 | to;
    for (uint32_t k = edge_slot(key, t->eindex_mask);; k = (k + 1) & t->eindex_mask) {
        uint32_t x = t->eindex[k];
        if (!x) {
            edge_new(t, key, 0);
            return;
        }
        stg_tedge_t *e = &t->edges[x - 1];
        if (e->key == key) {
            e->count++;
            return;
        }
    }
}

/* The thread moves to state in a call that never waits (stg_call_never_blocks), without reading the clock: the
 * edge gets time 0, and the time counts to the next timed edge (move). The step count tells stg_last_progress that
 * the thread moved on. */
static inline void step(stg_thread_t *t, uint32_t state)
{
    if (t->cur != STG_NONE) {
        edge_step(t, t->cur, state);
    } else {
        t->first = state;
    }
    t->cur = state;
    __atomic_store_n(&t->steps, t->steps + 1, __ATOMIC_RELEASE);
}

static inline void clear_wait(stg_thread_t *t)
{
    t->wait_kind = STG_WAIT_NONE;
    t->npeers = 0;
    t->nranges = 0;
    t->wait_any = 0;
    t->nany = 0;
    t->nparts = 0;
}

/* ------------------------------------------------------------------ the task's model (readers, under stg_lock) */

/* (count, mean, m2) of the union of two sets of times (Chan et al.) into *a */
static void combine(uint64_t *na, double *ma, double *m2a, uint64_t nb, double mb, double m2b)
{
    if (nb == 0) {
        return;
    }
    uint64_t n = *na + nb;
    double d = mb - *ma;
    *ma += d * (double) nb / (double) n;
    *m2a += m2b + d * d * (double) *na * (double) nb / (double) n;
    *na = n;
}

static stg_edge_t *edge_find(uint32_t from, uint32_t to)
{
    uint64_t h = stg_hash64((uint64_t) from << 32 | to);
    uint32_t probe = 0, id;
    while ((id = stg_htab_next(&edge_index, h, &probe)) != STG_NONE) {
        if (stg_edges[id].from == from && stg_edges[id].to == to) {
            return &stg_edges[id];
        }
    }
    if (stg_nedges == edge_cap) {
        uint32_t ncap = edge_cap ? edge_cap * 2 : 256;
        stg_edge_t *ne = stg_xrealloc(stg_edges, ncap * sizeof *ne);
        if (!ne) {
            return NULL;
        }
        stg_edges = ne;
        edge_cap = ncap;
    }
    if (stg_htab_add(&edge_index, h, stg_nedges)) {
        return NULL;
    }
    stg_edge_t *e = &stg_edges[stg_nedges++];
    memset(e, 0, sizeof *e);
    e->from = from;
    e->to = to;
    return e;
}

static void visit(uint32_t state)
{
    if (state != STG_NONE && (state >> 1) < stg_nsites) {
        stg_sites[state >> 1].visited[state & 1] = 1;
    }
}

void stg_model_sync(void)
{
    /* the sites: one per interned stack */
    uint32_t ns = stg_stack_count();
    if (ns > site_cap) {
        stg_site_t *nsites = stg_stack_table_fit(stg_sites, &site_cap, ns, sizeof *nsites);
        if (!nsites) {
            return;
        }
        stg_sites = nsites;
    }
    for (uint32_t i = stg_nsites; i < ns; i++) {
        const stg_stack_t *st = stg_stack_get(i);
        stg_site_t *s = &stg_sites[i]; /* zeroed by stg_stack_table_fit */
        s->hash = st->hash;
        s->call = st->call;
        s->depth = st->depth;
        s->addrs = st->frames;
    }
    stg_nsites = ns;
    /* the edges: every thread's, times in seconds */
    for (uint32_t i = 0; i < stg_nedges; i++) {
        stg_edge_t *e = &stg_edges[i];
        e->count = 0;
        e->mean = e->m2 = e->min = e->max = 0;
    }
    double f = stg_tick_seconds();
    for (stg_thread_t *t = threads; t; t = t->next) {
        uint32_t n = __atomic_load_n(&t->nedges, __ATOMIC_ACQUIRE);
        const stg_tedge_t *te = __atomic_load_n(&t->edges, __ATOMIC_ACQUIRE);
        for (uint32_t i = 0; i < n; i++) {
            stg_tedge_t c = te[i]; /* a moment of it: the thread may be updating it */
            if (c.count == 0) {
                continue;
            }
            stg_edge_t *e = edge_find((uint32_t) (c.key >> 32), (uint32_t) c.key);
            if (!e) {
                continue;
            }
            double mean = (c.shift + c.s / (double) c.count) * f;
            double m2 = c.q - c.s * c.s / (double) c.count;
            m2 = m2 > 0 ? m2 * f * f : 0;
            double lo = (double) c.min * f, hi = (double) c.max * f;
            if (e->count == 0 || lo < e->min) e->min = lo;
            if (e->count == 0 || hi > e->max) e->max = hi;
            combine(&e->count, &e->mean, &e->m2, c.count, mean, m2);
        }
    }
    for (uint32_t s = 0; s < stg_nsites; s++) {
        stg_sites[s].visited[0] = stg_sites[s].visited[1] = 0;
    }
    time_n = 0;
    time_mean = time_m2 = time_max = 0;
    for (stg_thread_t *t = threads; t; t = t->next) {
        visit(t->first);
    }
    for (uint32_t i = 0; i < stg_nedges; i++) {
        const stg_edge_t *e = &stg_edges[i];
        visit(e->to);
        if (e->max > 0) { /* the timed edges' times (an untimed edge's are all 0: no measurement) */
            combine(&time_n, &time_mean, &time_m2, e->count, e->mean, e->m2);
            if (e->max > time_max) time_max = e->max;
        }
    }
}

double stg_last_progress(void)
{
    uint64_t last = 0;
    pthread_mutex_lock(&stg_lock);
    for (stg_thread_t *t = threads; t; t = t->next) {
        uint64_t e = __atomic_load_n(&t->entered, __ATOMIC_ACQUIRE);
        uint64_t n = __atomic_load_n(&t->steps, __ATOMIC_ACQUIRE);
        if (n != t->seen_steps) { /* untimed transitions since the last look: progress, seen now */
            t->seen_steps = n;
            __atomic_store_n(&t->seen_at, stg_ticks(), __ATOMIC_RELEASE); /* the thread reads it (move) */
        }
        if (t->seen_at > e) {
            e = t->seen_at;
        }
        if (t->cur != STG_NONE && e > last) {
            last = e;
        }
    }
    pthread_mutex_unlock(&stg_lock);
    return last ? stg_ticks_now(last) : stg_now();
}

/* ------------------------------------------------------------------ the recorder */

/* Into the call's communication state (a call that never waits: untimed, base.h) */
static inline __attribute__((always_inline)) void begin_at(stg_thread_t *t, const stg_stack_t *s, int call)
{
    if (s) {
        if (stg_call_never_blocks[call]) {
            step(t, s->id << 1);
        } else {
            move(t, s->id << 1, stg_ticks());
        }
    }
    t->in_mpi = 1; /* the thread's wait is clear: every end hook clears it (a new thread's is) */
}

/* Out of the call's state, into the computation state after it */
static inline __attribute__((always_inline)) void end_at(stg_thread_t *t, int call)
{
    if (t->cur != STG_NONE && !(t->cur & 1)) {
        if (stg_call_never_blocks[call]) { /* not timed (base.h) */
            step(t, t->cur | 1);
        } else {
            move(t, t->cur | 1, stg_ticks());
        }
    }
    t->in_mpi = 0;
    clear_wait(t);
}

static void markov_begin(stg_call_t *c)
{
    stg_thread_t *t = stg_self_thread;
    if (!t && !(t = thread_self())) {
        return;
    }
    begin_at(t, c->stack, c->call);
}

void stg_markov_call_begin(stg_call_t *c, const void *frame)
{
    const stg_stack_t *s = stg_call_stack_set(c, stg_cfg.depth, frame);
    stg_thread_t *t = stg_self_thread;
    if (!t && !(t = thread_self())) {
        return;
    }
    begin_at(t, s, c->call);
}

void stg_markov_call_end(stg_call_t *c) /* the recorder's end hook */
{
    stg_thread_t *t = stg_self_thread;
    if (t) {
        end_at(t, c->call);
    }
}

void stg_markov_quick(int call, const void *frame)
{
    const stg_stack_t *s = stg_call_stack(call, stg_cfg.depth, frame);
    stg_thread_t *t = stg_self_thread;
    if ((!t && !(t = thread_self())) || !s) {
        return;
    }
    uint32_t state = s->id << 1;
    if (t->cur != STG_NONE) {
        edge_step(t, t->cur, state);
    } else {
        t->first = state;
    }
    edge_step(t, state, state | 1);
    t->cur = state | 1;
    __atomic_store_n(&t->steps, t->steps + 1, __ATOMIC_RELEASE);
}

/* The calling thread initialized MPI; MPI_Init itself is the first state. */
static int markov_init(int call)
{
    stg_waits_init();
    stg_thread_t *t = thread_self();
    if (!t) {
        return -1;
    }
    t->is_main = 1;
    main_thread = t;
    uintptr_t frames[STG_MAX_DEPTH];
    int n = stg_capture(frames, stg_cfg.depth);
    stg_call_t c = { .call = call, .active = 1, .stack = stg_stack_intern(call, frames, n) };
    markov_begin(&c);
    stg_markov_call_end(&c);
    return STG_REC_CALLS;
}

/* STAT, EDGE, CURR, TIME (docs/dump-format.md) */
static void markov_dump(stg_dump_t *d, void *prepared)
{
    (void) prepared;
    stg_buf_t *b = d->b;
    uint64_t now = stg_ticks();
    pthread_mutex_lock(&stg_lock);
    stg_model_sync();
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
        uint64_t entered = stg_thread_progress(mt);
        stg_buf_f64(b, mt->cur == STG_NONE || now < entered ? 0 : (double) (now - entered) * stg_tick_seconds());
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
    .end = stg_markov_call_end,
    .dump_write = markov_dump,
};

/* ------------------------------------------------------------------ readers */

int stg_main_in_finalize(void)
{
    static int finalize_call = -1;
    if (finalize_call < 0) {
        finalize_call = stg_call_index("MPI_Finalize");
    }
    stg_thread_t *t = main_thread;
    if (!t) {
        return 0;
    }
    uint32_t cur = t->cur;
    const stg_stack_t *s = cur != STG_NONE ? stg_stack_get(cur >> 1) : NULL;
    return s && s->call == finalize_call && t->in_mpi;
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
    stg_model_sync();
    if (time_n > 1) {
        double sd = sqrt(time_m2 / (double) (time_n - 1));
        if (time_mean + 6 * sd > t) t = time_mean + 6 * sd;
        if (3 * time_max > t) t = 3 * time_max;
    }
    pthread_mutex_unlock(&stg_lock);
    return t;
}
