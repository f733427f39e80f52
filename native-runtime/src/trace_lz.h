/*
 * The first compression stage of a trace (trace_lz.c; the call-trace recorder, trace.h): an online LZ77 coder
 * over a thread's tokens. A token that continues a repeat of the stream at distance d extends a copy (one
 * comparison), otherwise it is a literal, and three literals that occurred before (a hash of three tokens ->
 * where) start a copy. The coded bytes are varints: (n << 1) then n literal tokens, or (length << 1 | 1) then
 * the distance. The owner thread codes without a lock; it makes the sequence count odd while it changes the
 * coder's state, so another thread can copy a consistent state (stg_trace_snapshot). Recorder layer
 * (recorder.h).
 */
#ifndef STG_TRACE_LZ_H
#define STG_TRACE_LZ_H

#include "trace_thread.h"
#include "trace_file.h"

/* The coder is defined here, in the header, so that each unit that codes (the event hooks, trace_events.c; the
 * owner's flush, trace_file.c) has it in its own translation unit, where the compiler knows which registers
 * emit_lits and emit_copy leave alone (the event path keeps its values in them across the calls); the two stay
 * out of line (noinline), as the compiler kept them when the recorder was one file. */

/* the pending literals but the last keep, coded */
static __attribute__((noinline, unused)) void stg_trace_emit_lits(stg_tthread_t *t, int keep)
{
    int n = t->nlit - keep;
    if (n <= 0) {
        return;
    }
    uint8_t *p = t->out + t->out_len;
    uint32_t k = stg_trace_varint(p, (uint64_t) n << 1);
    for (int i = 0; i < n; i++) {
        k += stg_trace_varint(p + k, t->lit[i]);
    }
    t->out_len += k;
    memmove(t->lit, t->lit + n, (size_t) keep * sizeof *t->lit);
    t->nlit = keep;
}

/* the copy in progress, coded */
static __attribute__((noinline, unused)) void stg_trace_emit_copy(stg_tthread_t *t)
{
    if (t->mlen == 0) {
        return;
    }
    uint8_t *p = t->out + t->out_len;
    uint32_t k = stg_trace_varint(p, t->mlen << 1 | 1);
    k += stg_trace_varint(p + k, t->mdist);
    t->out_len += k;
    t->mlen = 0;
}

static inline uint32_t stg_trace_hash3(uint32_t a, uint32_t b, uint32_t c)
{
    return (a * 0x9E3779B1u) ^ (b * 0x85EBCA77u) ^ (c * 0xC2B2AE3Du) ^ ((a ^ c) >> 15);
}

/* One token into the coder: the hot path of every traced event (static inline: the compiler may inline it
 * into the event hooks, trace_events.c). */
static inline void stg_trace_push(stg_tthread_t *t, uint32_t tok)
{
    stg_trace_seq_begin(t);
    uint32_t m = t->wmask;
    if (t->in_match) {
        if (t->win[(uint32_t) (t->pos - t->mdist) & m] == tok) {
            t->win[(uint32_t) t->pos & m] = tok;
            t->pos++;
            t->total++;
            t->mlen++;
            stg_trace_seq_end(t);
            if (__builtin_expect(++t->since_check >= 4096 || t->flush_req, 0)) {
                stg_trace_check(t);
            }
            return;
        }
        stg_trace_emit_copy(t);
        t->in_match = 0;
    }
    t->win[(uint32_t) t->pos & m] = tok;
    t->pos++;
    t->total++;
    t->lit[t->nlit++] = tok;
    if (t->pos >= 3 && stg_trace_lz_on) {
        uint32_t a = t->win[(uint32_t) (t->pos - 3) & m], b = t->win[(uint32_t) (t->pos - 2) & m];
        uint32_t h = stg_trace_hash3(a, b, tok) & t->lzmask;
        uint32_t q = t->lz[h];
        t->lz[h] = (uint32_t) t->pos;
        uint32_t d = (uint32_t) t->pos - q;
        if (q && d > 0 && (uint64_t) d + 3 <= t->pos && d + 3 <= stg_trace_window && t->nlit >= 3 &&
            t->win[(uint32_t) (t->pos - 1 - d) & m] == tok && t->win[(uint32_t) (t->pos - 2 - d) & m] == b &&
            t->win[(uint32_t) (t->pos - 3 - d) & m] == a) {
            t->nlit -= 3;
            stg_trace_emit_lits(t, 0);
            t->in_match = 1;
            t->mdist = d;
            t->mlen = 3;
        }
    }
    if (t->nlit == LITMAX) {
        stg_trace_emit_lits(t, 2);
    }
    stg_trace_seq_end(t);
    if (__builtin_expect(t->out_len > stg_trace_out_cap - OUT_SLACK || ++t->since_check >= 4096 || t->flush_req, 0)) {
        stg_trace_check(t);
    }
}

/* The payload of a block from a copy of the state: varint defs length, defs, the coded bytes, then the
 * pending literals and the copy in progress coded as the coder would. Returns its length. */
uint32_t stg_trace_compose(uint8_t *dst, const uint8_t *defs, uint32_t defs_len, const uint8_t *out, uint32_t out_len,
                           const uint32_t *lit, int nlit, uint64_t mlen, uint32_t mdist);
/* A consistent copy of a thread's state (the sequence lock), composed into dst (stg_trace_scratch_size bytes).
 * 0 when the owner kept changing it. Async-signal-safe. */
int stg_trace_snapshot(stg_tthread_t *t, uint8_t *dst, uint32_t *len, uint64_t *first, uint64_t *ntok, int *reset,
                       int tries);

#endif
