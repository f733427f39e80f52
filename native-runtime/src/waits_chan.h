/*
 * Per-peer counts (waits_chan.c; the Markov recorder's wait information, markov.h; dump format 1.3): per peer
 * (world rank) the sends posted to it and the receives posted from it by blocking calls, nonblocking ones and
 * MPI_Start of persistent ones, and the receives posted from MPI_ANY_SOURCE apart. Sparse: only the peers
 * talked to, in the order first counted. The caller is in the tables (stg_tables_enter, waits_comm.h); a new
 * peer is added under stg_lock (a dump's reader walks stg_chans and stg_chan_index). Recorder layer
 * (recorder.h).
 *
 * Dump format 1.7 (the Message Queues' matching): also per (peer, tag, communicator) the sends and receives posted
 * and the state of the call that posted the last of each (stg_tagged); a send or receive gets its ordinal among
 * them, which tells a matched operation (its partner posted as many) from an unmatched one.
 */
#ifndef STG_WAITS_CHAN_H
#define STG_WAITS_CHAN_H

#include "markov.h"
#include "htab.h"
#include "waits_comm.h"

typedef struct stg_chan {
    int32_t peer;
    uint64_t sends, recvs;
} stg_chan_t;

extern STG_HIDDEN stg_chan_t *stg_chans; /* stg_chans_n of them */
extern STG_HIDDEN uint32_t stg_chans_n;
extern STG_HIDDEN stg_htab_t stg_chan_index;  /* stg_hash64(peer) -> its count */
extern STG_HIDDEN uint64_t stg_any_recvs;     /* receives posted from MPI_ANY_SOURCE */

/* The peers counted last (a loop with a few neighbours), by the peer's low bits; an entry is valid while
 * stg_chans stays where it was (base) */
#define STG_CHAN_CACHE 8
typedef struct stg_chan_slot {
    int32_t peer;
    uint32_t id;
    const stg_chan_t *base; /* NULL: empty */
} stg_chan_slot_t;
extern STG_HIDDEN __thread stg_chan_slot_t stg_chan_cache[STG_CHAN_CACHE];

/* Counts one posted send or receive (role) with peer (world rank, STG_PEER_ANY, or -1: not counted). */
void stg_count_posted_slow(int role, int32_t peer);

/* stg_count_posted_slow, a peer counted lately (stg_chan_cache) inline */
static inline void stg_count_posted(int role, int32_t peer)
{
    stg_chan_slot_t *c = &stg_chan_cache[(uint32_t) peer % STG_CHAN_CACHE];
    if (c->peer == peer && peer >= 0 && c->base == stg_chans && stg_chans) {
        if (role == STG_ROLE_SEND) {
            stg_chans[c->id].sends++;
            return;
        }
        if (role == STG_ROLE_RECV) {
            stg_chans[c->id].recvs++;
            return;
        }
    }
    stg_count_posted_slow(role, peer);
}

/* Per (peer, tag, communicator) (dump format 1.7): the sends posted to the peer with that tag on that communicator,
 * the receives posted from it (peer STG_PEER_ANY: from MPI_ANY_SOURCE; tag -1: MPI_ANY_TAG), and the state of the
 * call that posted the last of each. At most STG_TAGGED_MAX keys: a key first seen beyond them is not counted
 * (stg_tagged_full); a key listed counts every post. Grows like stg_chans (a new key under stg_lock). */
#define STG_TAGGED_MAX 4096
typedef struct stg_tagged {
    int32_t peer, tag;
    uint64_t comm;                   /* the communicator's id (stg_comm_entry_t) */
    uint32_t comm_size;
    const char *comm_name;           /* interned (names outlive their communicator) */
    uint64_t sends, recvs;
    uint32_t send_state, recv_state; /* STG_NONE: none */
} stg_tagged_t;

extern STG_HIDDEN stg_tagged_t *stg_tagged; /* stg_tagged_n of them */
extern STG_HIDDEN uint32_t stg_tagged_n;
extern STG_HIDDEN int stg_tagged_full;      /* a key was not counted */

/* The keys counted last, by their peer's and tag's low bits; an entry is valid while stg_tagged stays where it was
 * (base) */
#define STG_TAGGED_CACHE 4
typedef struct stg_tagged_slot {
    int32_t peer, tag;
    uint64_t comm;
    uint32_t id;
    const stg_tagged_t *base; /* NULL: empty */
} stg_tagged_slot_t;
extern STG_HIDDEN __thread stg_tagged_slot_t stg_tagged_cache[STG_TAGGED_CACHE];

/* stg_count_tagged when the key is not in the thread's cache */
uint64_t stg_count_tagged_slow(int role, int32_t peer, int32_t tag, const stg_comm_entry_t *ce);

/* one more send (role STG_ROLE_SEND) or receive of the key stg_tagged[id], posted by the calling thread's call */
static inline uint64_t stg_tagged_count(int role, uint32_t id)
{
    const stg_thread_t *t = stg_self_thread;
    uint32_t state = t && t->cur != STG_NONE ? t->cur & ~1u : STG_NONE; /* the call's state (markov.h) */
    stg_tagged_t *e = &stg_tagged[id];
    if (role == STG_ROLE_SEND) {
        e->send_state = state;
        return ++e->sends;
    }
    e->recv_state = state;
    return ++e->recvs;
}

/* Counts one posted send or receive (role) with peer (world rank or STG_PEER_ANY), tag (-1 MPI_ANY_TAG) on ce (NULL
 * MPI_COMM_WORLD); returns its ordinal (the count after it), 0 when not counted. Caller is in the tables. Inline: a key
 * counted lately (stg_tagged_cache). */
static inline uint64_t stg_count_tagged(int role, int32_t peer, int32_t tag, const stg_comm_entry_t *ce)
{
    uint64_t comm = ce ? ce->id : STG_COMM_ID_WORLD;
    const stg_tagged_slot_t *c = &stg_tagged_cache[((uint32_t) peer ^ (uint32_t) tag) % STG_TAGGED_CACHE];
    if (__builtin_expect((role == STG_ROLE_SEND || role == STG_ROLE_RECV) && c->base == stg_tagged && c->base
                         && c->peer == peer && c->tag == tag && c->comm == comm, 1)) {
        return stg_tagged_count(role, c->id);
    }
    return stg_count_tagged_slow(role, peer, tag, ce);
}

#endif
