/*
 * The first compression stage of a trace (trace_lz.h): what a reader of another thread's state takes, a
 * consistent copy composed as a block's payload (the coder itself is inline in trace_lz.h).
 */
#define _GNU_SOURCE
#include "trace_lz.h"

#include <sched.h>
#include <string.h>

uint32_t stg_trace_compose(uint8_t *dst, const uint8_t *defs, uint32_t defs_len, const uint8_t *out, uint32_t out_len,
                           const uint32_t *lit, int nlit, uint64_t mlen, uint32_t mdist)
{
    uint32_t k = stg_trace_varint(dst, defs_len);
    memcpy(dst + k, defs, defs_len);
    k += defs_len;
    memcpy(dst + k, out, out_len);
    k += out_len;
    if (nlit > 0) {
        k += stg_trace_varint(dst + k, (uint64_t) nlit << 1);
        for (int i = 0; i < nlit; i++) {
            k += stg_trace_varint(dst + k, lit[i]);
        }
    }
    if (mlen > 0) {
        k += stg_trace_varint(dst + k, mlen << 1 | 1);
        k += stg_trace_varint(dst + k, mdist);
    }
    return k;
}

int stg_trace_snapshot(stg_tthread_t *t, uint8_t *dst, uint32_t *len, uint64_t *first, uint64_t *ntok, int *reset,
                       int tries)
{
    for (int i = 0; i < tries; i++) {
        uint32_t s1 = __atomic_load_n(&t->seq, __ATOMIC_ACQUIRE);
        if (s1 & 1) {
            sched_yield();
            continue;
        }
        uint64_t f = t->block_first, tot = t->total, mlen = t->in_match ? t->mlen : 0;
        uint32_t dl = t->defs_len, ol = t->out_len, md = t->mdist;
        int nl = t->nlit, rs = t->reset_next;
        if (dl > TRACE_DEFS_CAP || ol > stg_trace_out_cap || nl < 0 || nl > LITMAX || tot < f) {
            continue;
        }
        uint32_t k = stg_trace_compose(dst, t->defs, dl, t->out, ol, t->lit, nl, mlen, md);
        __atomic_thread_fence(__ATOMIC_ACQUIRE);
        if (__atomic_load_n(&t->seq, __ATOMIC_RELAXED) == s1) {
            *len = k;
            *first = f;
            *ntok = tot - f;
            *reset = rs;
            return 1;
        }
    }
    return 0;
}
