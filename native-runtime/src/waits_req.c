/*
 * The pending requests (waits_req.h): the slots and the overflow, and the slow paths of finding, creating and
 * removing an entry (the fast ones are inline in waits_req.h).
 */
#define _GNU_SOURCE
#include "waits_req.h"
#include "htab.h"

#include <stdlib.h>
#include <string.h>

stg_req_entry_t stg_req_slots[1u << STG_REQ_SLOT_BITS];
stg_req_entry_t *stg_req_overflow;
uint32_t stg_req_noverflow;
static uint32_t reqs_cap;
static stg_htab_t req_index; /* stg_hash64(key) -> overflow request */

static stg_req_entry_t *req_overflow(uint64_t key)
{
    uint64_t h = stg_hash64(key);
    uint32_t probe = 0, id;
    while ((id = stg_htab_next(&req_index, h, &probe)) != STG_NONE) {
        if (stg_req_overflow[id].key == key) {
            return &stg_req_overflow[id];
        }
    }
    return NULL;
}

stg_req_entry_t *__attribute__((noinline)) stg_req_find_slow(uint64_t key, int create)
{
    stg_req_entry_t *s = stg_req_slot(key);
    stg_req_entry_t *e = stg_req_noverflow ? req_overflow(key) : NULL;
    if (e || !create) {
        return e;
    }
    if (!s->live) {
        memset(s, 0, sizeof *s);
        s->key = key;
        s->live = 1;
        return s;
    }
    if (stg_req_noverflow == reqs_cap) {
        uint32_t ncap = reqs_cap ? reqs_cap * 2 : 256;
        pthread_mutex_lock(&stg_lock); /* a dump's reader may be walking the overflow */
        stg_req_entry_t *nr = realloc(stg_req_overflow, ncap * sizeof *nr);
        if (nr) {
            stg_req_overflow = nr;
            reqs_cap = ncap;
        }
        pthread_mutex_unlock(&stg_lock);
        if (!nr) {
            return NULL;
        }
    }
    if (stg_htab_add(&req_index, stg_hash64(key), stg_req_noverflow)) {
        return NULL;
    }
    e = &stg_req_overflow[stg_req_noverflow++];
    memset(e, 0, sizeof *e);
    e->key = key;
    return e;
}

void __attribute__((noinline)) stg_req_remove_overflow(uint64_t key)
{
    stg_req_entry_t *e = stg_req_noverflow ? req_overflow(key) : NULL;
    if (!e) {
        return;
    }
    /* the last request takes the place of the removed one */
    uint32_t id = (uint32_t) (e - stg_req_overflow), last = --stg_req_noverflow;
    stg_htab_del(&req_index, stg_hash64(key), id);
    if (id != last) {
        stg_req_overflow[id] = stg_req_overflow[last];
        stg_htab_move(&req_index, stg_hash64(stg_req_overflow[id].key), last, id);
    }
}
