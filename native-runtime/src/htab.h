/*
 * The runtime's one hash table (base layer): an index from 64-bit hashes to the ids (0, 1, 2, ...) of
 * entries the caller keeps in its own array, in the order it added them (so a dump lists them in that
 * order and an id can name an entry: a state, an edge). Open addressing with linear probing, at most half
 * full; every slot keeps the whole hash, so a lookup compares the caller's keys only when the hashes are
 * equal, and growing needs no callback. Where the hash is a bijection of the key (stg_hash64) equal hashes
 * are equal keys. Not thread-safe: the caller serializes (stg_lock for the model).
 *
 *   uint32_t probe = 0, id;
 *   while ((id = stg_htab_next(&t, h, &probe)) != STG_NONE)
 *       if (same_key(&entries[id], key)) return id;
 *   id = n++; entries[id] = ...; stg_htab_add(&t, h, id);
 */
#ifndef STG_HTAB_H
#define STG_HTAB_H

#include "base.h"

typedef struct stg_hslot {
    uint64_t hash;
    uint32_t id1; /* id + 1; 0 = empty */
} stg_hslot_t;

typedef struct stg_htab {
    stg_hslot_t *slot;
    uint32_t cap, n; /* cap: a power of two, or 0 before the first add */
} stg_htab_t;

/* The next id whose hash is h, STG_NONE after the last; *probe starts at 0. */
static inline uint32_t stg_htab_next(const stg_htab_t *t, uint64_t h, uint32_t *probe)
{
    if (t->cap == 0) {
        return STG_NONE;
    }
    for (uint32_t mask = t->cap - 1;;) {
        const stg_hslot_t *s = &t->slot[(h + (*probe)++) & mask];
        if (!s->id1) {
            return STG_NONE;
        }
        if (s->hash == h) {
            return s->id1 - 1;
        }
    }
}

/* The first id whose hash is h (for keys that are their hash), or STG_NONE. */
static inline uint32_t stg_htab_get(const stg_htab_t *t, uint64_t h)
{
    uint32_t probe = 0;
    return stg_htab_next(t, h, &probe);
}

int stg_htab_add(stg_htab_t *t, uint64_t h, uint32_t id);            /* 0, or -1: out of memory */
void stg_htab_del(stg_htab_t *t, uint64_t h, uint32_t id);           /* forgets (h, id) */
void stg_htab_move(stg_htab_t *t, uint64_t h, uint32_t id, uint32_t to); /* (h, id) becomes (h, to) */
void stg_htab_free(stg_htab_t *t);

#endif
