/*
 * The wait information as a reader takes it (waits_dump.h): the parts of the MPI thread's wait, the pending
 * requests (the slots first, then the overflow, at most MAX_PENDING parts) and the per-peer counts, as WDET
 * and as the in-situ facts; in WDET also the counts by (peer, tag, communicator).
 */
#define _GNU_SOURCE
#include "waits_dump.h"
#include "waits.h"
#include "waits_chan.h"
#include "waits_req.h"

#include <stdlib.h>
#include <string.h>

#define MAX_PENDING 256

/* Writes one part to b, its size and root to sz (appended after WDET's counts since 1.5), and unless ext is NULL its
 * ordinal and communicator id to ext (appended after the sizes since 1.7). */
static void put_part(stg_buf_t *b, stg_buf_t *sz, stg_buf_t *ext, int role, int flags, int32_t peer, int32_t tag,
                     const stg_comm_entry_t *ce, int64_t bytes, int32_t root, uint64_t seq)
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
        stg_buf_u64(ext, ce ? ce->id : STG_COMM_ID_WORLD);
    }
}

static void put_parts(stg_buf_t *b, stg_buf_t *sz, stg_buf_t *ext, const stg_thread_t *mt)
{
    stg_buf_u8(b, (uint8_t) stg_waits_finalized);
    int n = mt ? mt->nparts : 0;
    stg_buf_u32(b, (uint32_t) n);
    for (int i = 0; i < n; i++) {
        const stg_part_t *p = &mt->parts[i];
        put_part(b, sz, ext, p->role, p->request, p->peer, p->tag, p->comm, p->bytes, p->root, p->seq);
    }
}

/* Writes one pending request's parts to b, sz and ext, while *n < MAX_PENDING. */
static void pending_entry(stg_buf_t *b, stg_buf_t *sz, stg_buf_t *ext, const stg_req_entry_t *e, uint32_t *n)
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
        put_part(b, sz, ext, e->role, flags, STG_PEER_ANY, e->tag, e->ce, e->bytes, -1, e->seq);
        ++*n;
    }
}

/* Writes the pending requests' parts to b, sz and ext, at most MAX_PENDING; their number. The slots first, then
 * the overflow. */
static uint32_t pending_parts(stg_buf_t *b, stg_buf_t *sz, stg_buf_t *ext)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < (1u << STG_REQ_SLOT_BITS) && n < MAX_PENDING; i++) {
        if (stg_req_slots[i].live) {
            pending_entry(b, sz, ext, &stg_req_slots[i], &n);
        }
    }
    for (uint32_t i = 0; i < stg_req_noverflow && n < MAX_PENDING; i++) {
        pending_entry(b, sz, ext, &stg_req_overflow[i], &n);
    }
    return n;
}

/* The counts by (peer, tag, communicator) (1.7): complete, then each key's. Caller holds stg_lock (stg_tagged grows
 * under it). */
static void put_tagged(stg_buf_t *b)
{
    uint32_t n = stg_tagged_n;
    stg_buf_u8(b, (uint8_t) !stg_tagged_full);
    stg_buf_u32(b, n);
    for (uint32_t i = 0; i < n; i++) {
        const stg_tagged_t *e = &stg_tagged[i];
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
    stg_buf_t sz = { 0 };  /* the sizes and roots of the parts, in order (1.5) */
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
    stg_buf_u64(b, stg_any_recvs);
    uint32_t nc = stg_chans_n; /* stg_chans grows under stg_lock, which the caller holds */
    stg_buf_u32(b, nc);
    for (uint32_t i = 0; i < nc; i++) {
        stg_buf_i32(b, stg_chans[i].peer);
        stg_buf_u64(b, stg_chans[i].sends);
        stg_buf_u64(b, stg_chans[i].recvs);
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
    /* the parts, then their sizes and roots (n_parts x 12 bytes: insitu_reduced.c splits them off by that length) */
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
        uint32_t id = mt->parts[i].peer >= 0
                          ? stg_htab_get(&stg_chan_index, stg_hash64((uint64_t) (uint32_t) mt->parts[i].peer))
                          : STG_NONE;
        int seen = 0;
        for (int k = 0; k < nl; k++) {
            seen |= listed[k] == id;
        }
        if (id != STG_NONE && !seen && nl < STG_MAX_PARTS) {
            listed[nl++] = id;
        }
    }
    uint32_t total = stg_chans_n;
    n = total < (uint32_t) cap ? total : (uint32_t) cap;
    stg_buf_u8(chan, (uint8_t) ((total <= (uint32_t) cap ? 1 : 0) | (stg_any_recvs ? 2 : 0)));
    stg_buf_u32(chan, n);
    uint32_t written = 0;
    for (int k = 0; k < nl && written < n; k++, written++) {
        stg_buf_i32(chan, stg_chans[listed[k]].peer);
        stg_buf_u64(chan, stg_chans[listed[k]].sends);
        stg_buf_u64(chan, stg_chans[listed[k]].recvs);
    }
    for (uint32_t i = 0; i < stg_chans_n && written < n; i++) {
        int seen = 0;
        for (int k = 0; k < nl; k++) {
            seen |= listed[k] == i;
        }
        if (!seen) {
            stg_buf_i32(chan, stg_chans[i].peer);
            stg_buf_u64(chan, stg_chans[i].sends);
            stg_buf_u64(chan, stg_chans[i].recvs);
            written++;
        }
    }
}
