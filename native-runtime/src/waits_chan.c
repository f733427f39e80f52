/*
 * Per-peer counts (waits_chan.h): a peer's count found through the thread's cache or the index, a new peer
 * added under stg_lock.
 */
#define _GNU_SOURCE
#include "waits_chan.h"

#include <stdlib.h>
#include <string.h>

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

/* ------------------------------------------------------------------ counts by tag and communicator (1.7) */

stg_tagged_t *stg_tagged;
uint32_t stg_tagged_n;
int stg_tagged_full;
static uint32_t tagged_cap;
static stg_htab_t tagged_index;
__thread stg_tagged_slot_t stg_tagged_cache[STG_TAGGED_CACHE];

static inline uint64_t tagged_hash(int32_t peer, int32_t tag, uint64_t comm)
{
    return stg_hash64(((uint64_t) (uint32_t) peer << 32 | (uint32_t) tag) ^ stg_hash64(comm));
}

/* A communicator's name, copied once per distinct name and kept (a count outlives its communicator). Caller is in
 * the tables. */
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
static uint32_t __attribute__((noinline)) tagged_slow(int32_t peer, int32_t tag, const stg_comm_entry_t *ce)
{
    uint64_t comm = ce ? ce->id : STG_COMM_ID_WORLD;
    uint32_t probe = 0, id;
    uint64_t h = tagged_hash(peer, tag, comm);
    while ((id = stg_htab_next(&tagged_index, h, &probe)) != STG_NONE) {
        if (stg_tagged[id].peer == peer && stg_tagged[id].tag == tag && stg_tagged[id].comm == comm) {
            return id;
        }
    }
    if (stg_tagged_n == STG_TAGGED_MAX) {
        stg_tagged_full = 1;
        return STG_NONE;
    }
    pthread_mutex_lock(&stg_lock);
    if (stg_tagged_n == tagged_cap) {
        uint32_t ncap = tagged_cap ? tagged_cap * 2 : 16;
        stg_tagged_t *nt = stg_xrealloc(stg_tagged, ncap * sizeof *nt);
        if (!nt) {
            stg_tagged_full = 1;
            pthread_mutex_unlock(&stg_lock);
            return STG_NONE;
        }
        stg_tagged = nt;
        tagged_cap = ncap;
    }
    if (stg_htab_add(&tagged_index, h, stg_tagged_n)) {
        stg_tagged_full = 1;
        pthread_mutex_unlock(&stg_lock);
        return STG_NONE;
    }
    id = stg_tagged_n;
    stg_tagged[id] = (stg_tagged_t) { .peer = peer, .tag = tag, .comm = comm,
                                      .comm_size = ce ? (uint32_t) ce->size : (uint32_t) stg_size,
                                      .comm_name = ce ? intern_name(ce->name) : "MPI_COMM_WORLD",
                                      .send_state = STG_NONE, .recv_state = STG_NONE };
    stg_tagged_n = id + 1;
    pthread_mutex_unlock(&stg_lock);
    return id;
}

uint64_t __attribute__((noinline)) stg_count_tagged_slow(int role, int32_t peer, int32_t tag, const stg_comm_entry_t *ce)
{
    if ((role != STG_ROLE_SEND && role != STG_ROLE_RECV) || (peer < 0 && peer != STG_PEER_ANY)) {
        return 0;
    }
    uint32_t id = tagged_slow(peer, tag, ce);
    if (id == STG_NONE) {
        return 0;
    }
    stg_tagged_cache[((uint32_t) peer ^ (uint32_t) tag) % STG_TAGGED_CACHE]
        = (stg_tagged_slot_t) { .peer = peer, .tag = tag, .comm = ce ? ce->id : STG_COMM_ID_WORLD, .id = id,
                                .base = stg_tagged };
    return stg_tagged_count(role, id);
}
