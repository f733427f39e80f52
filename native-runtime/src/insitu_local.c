/*
 * What a task contributes to the in-situ analysis (insitu_local.h): a snapshot of its model and of its MPI
 * thread's wait, taken under stg_lock, and its entries in the tables the tasks reduce: its state (with the
 * sampled stack of a computing task), its wait, its per-peer counts, its model (SEMI-DIST). States are keyed
 * by a 64-bit hash of their key (kind, call name, each frame as module path + offset), the state identity of
 * docs/dump-format.md, never by raw addresses.
 */
#define _GNU_SOURCE
#include "insitu_local.h"
#include "sampler.h"
#include "waits_dump.h"

#include <stdlib.h>
#include <string.h>

/* A frame as the dump format keys states: module path + offset ("" + the address: no known module). */
static void put_frame(stg_buf_t *b, const stg_modules_t *ms, uintptr_t a)
{
    const stg_module_t *m = stg_modules_find(ms, a, NULL);
    stg_buf_str(b, m ? m->path : "");
    stg_buf_u64(b, m ? a - m->bias : a);
}

#define CHAN_CAP 64 /* per-peer counts a task contributes (the peers of its wait first) */

void stg_local_free(stg_local_t *l)
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

int stg_local_snapshot(stg_local_t *l, stg_modules_t *ms)
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

void stg_contribute_states(const stg_local_t *l, const stg_modules_t *ms, stg_table_t *occ, stg_table_t *waits)
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

void stg_contribute_chans(const stg_local_t *l, stg_table_t *chans)
{
    stg_ivl_t me = { stg_rank, stg_rank };
    if (l->chan.len && !l->chan.failed) {
        stg_table_add(chans, stg_fnv64(l->chan.p, l->chan.len), l->chan.p, (uint32_t) l->chan.len, &me, 1, -1,
                      NULL, 0);
    }
}

void stg_contribute_model(const stg_local_t *l, stg_table_t *mstates, stg_table_t *medges)
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
