/*
 * The pending requests (waits_req.c; the Markov recorder's wait information, markov.h): request handle -> what
 * it waits on (peers and role, or a collective's communicator and root; tag, bytes; persistent and active),
 * so that MPI_Wait* knows its peers and a dump lists the pending requests (WDET). A direct-mapped table of
 * slots by the handle's hash holds nearly all of them (a program has few pending at a time, and the MPI
 * library reuses its handles); a request whose slot is taken goes to the overflow, an array (in no
 * particular order) indexed by the hash table. The caller is in the tables (stg_tables_enter, waits_comm.h);
 * the overflow array grows under stg_lock (a dump's reader walks it). Recorder layer (recorder.h).
 */
#ifndef STG_WAITS_REQ_H
#define STG_WAITS_REQ_H

#include "waits_comm.h"

typedef struct stg_req_entry {
    uint64_t key;
    uint8_t live;       /* in a slot: holds a request */
    uint8_t coll;
    uint8_t any;        /* point-to-point from MPI_ANY_SOURCE: any member of comm can complete it */
    int8_t npeers;
    uint8_t role;       /* point-to-point: STG_ROLE_SEND or STG_ROLE_RECV */
    uint8_t persistent; /* MPI_*_init: posted by MPI_Start */
    uint8_t active;     /* posted and not known complete (a persistent request between start and wait) */
    int32_t tag;
    int32_t root;       /* collective: world rank of its root, -1 none */
    int64_t bytes;      /* dump format 1.5: -1 unknown */
    uint64_t seq;       /* dump format 1.7: its ordinal (stg_count_tagged) when posted or last started, 0 unknown */
    int32_t peers[2];
    uint64_t comm;      /* collective or any-source: communicator key */
    const stg_comm_entry_t *ce; /* its entry (NULL: MPI_COMM_WORLD or unknown) */
} stg_req_entry_t;

#define STG_REQ_SLOT_BITS 10
extern STG_HIDDEN stg_req_entry_t stg_req_slots[1u << STG_REQ_SLOT_BITS];
extern STG_HIDDEN stg_req_entry_t *stg_req_overflow; /* stg_req_noverflow of them */
extern STG_HIDDEN uint32_t stg_req_noverflow;

/* the handle's slot (which may hold another request) */
static inline stg_req_entry_t *stg_req_slot(uint64_t key)
{
    return &stg_req_slots[(key * 0x9e3779b97f4a7c15ull) >> (64 - STG_REQ_SLOT_BITS)];
}

/* stg_req_find when the handle's slot does not hold it: the overflow, or a new entry */
stg_req_entry_t *stg_req_find_slow(uint64_t key, int create);

/* The request's entry (create: a new one when it has none; NULL out of memory), or NULL */
static inline stg_req_entry_t *stg_req_find(uint64_t key, int create)
{
    stg_req_entry_t *s = stg_req_slot(key);
    if (s->live && s->key == key) {
        return s;
    }
    return stg_req_find_slow(key, create);
}

/* stg_req_remove when the handle's slot does not hold it */
void stg_req_remove_overflow(uint64_t key);

/* forgets the request (a completed or freed handle) */
static inline void stg_req_remove(uint64_t key)
{
    stg_req_entry_t *s = stg_req_slot(key);
    if (s->live && s->key == key) {
        s->live = 0;
        return;
    }
    stg_req_remove_overflow(key);
}

#endif
