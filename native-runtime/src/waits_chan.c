/*
 * Per-peer counts (waits_chan.h): a peer's count found through the thread's cache or the index, a new peer
 * added under stg_lock.
 */
#define _GNU_SOURCE
#include "waits_chan.h"

stg_chan_t *stg_chans;
uint32_t stg_chans_n;
static uint32_t chans_cap;
stg_htab_t stg_chan_index;
uint64_t stg_any_recvs;
__thread stg_chan_slot_t stg_chan_cache[STG_CHAN_CACHE];

void __attribute__((noinline)) stg_count_posted_slow(int role, int32_t peer)
{
    if (role != STG_ROLE_SEND && role != STG_ROLE_RECV) {
        return;
    }
    if (peer == STG_PEER_ANY) {
        stg_any_recvs += role == STG_ROLE_RECV;
        return;
    }
    if (peer < 0) {
        return;
    }
    uint32_t id;
    stg_chan_slot_t *c = &stg_chan_cache[(uint32_t) peer % STG_CHAN_CACHE];
    if (c->peer == peer && c->base == stg_chans && stg_chans) {
        id = c->id;
    } else {
        uint64_t h = stg_hash64((uint64_t) (uint32_t) peer);
        id = stg_htab_get(&stg_chan_index, h);
        if (id == STG_NONE) {
            pthread_mutex_lock(&stg_lock);
            if (stg_chans_n == chans_cap) {
                uint32_t ncap = chans_cap ? chans_cap * 2 : 16;
                stg_chan_t *nc = stg_xrealloc(stg_chans, ncap * sizeof *nc);
                if (!nc) {
                    pthread_mutex_unlock(&stg_lock);
                    return;
                }
                stg_chans = nc;
                chans_cap = ncap;
            }
            if (stg_htab_add(&stg_chan_index, h, stg_chans_n)) {
                pthread_mutex_unlock(&stg_lock);
                return;
            }
            id = stg_chans_n;
            stg_chans[id] = (stg_chan_t) { .peer = peer };
            stg_chans_n = id + 1;
            pthread_mutex_unlock(&stg_lock);
        }
        c->peer = peer;
        c->id = id;
        c->base = stg_chans;
    }
    if (role == STG_ROLE_SEND) {
        stg_chans[id].sends++;
    } else {
        stg_chans[id].recvs++;
    }
}
