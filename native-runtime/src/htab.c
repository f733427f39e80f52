/* The runtime's hash table (htab.h): growing, deleting, moving. */
#include "htab.h"

#include <stdlib.h>

static void place(stg_hslot_t *slot, uint32_t mask, stg_hslot_t s)
{
    uint32_t i = (uint32_t) s.hash & mask;
    while (slot[i].id1) {
        i = (i + 1) & mask;
    }
    slot[i] = s;
}

int stg_htab_add(stg_htab_t *t, uint64_t h, uint32_t id)
{
    if ((t->n + 1) * 2 > t->cap) {
        uint32_t ncap = t->cap ? t->cap * 2 : 64;
        stg_hslot_t *ns = calloc(ncap, sizeof *ns);
        if (!ns) {
            return -1;
        }
        for (uint32_t i = 0; i < t->cap; i++) {
            if (t->slot[i].id1) {
                place(ns, ncap - 1, t->slot[i]);
            }
        }
        free(t->slot);
        t->slot = ns;
        t->cap = ncap;
    }
    place(t->slot, t->cap - 1, (stg_hslot_t) { h, id + 1 });
    t->n++;
    return 0;
}

/* The slot holding (h, id), or cap when there is none. */
static uint32_t find(const stg_htab_t *t, uint64_t h, uint32_t id)
{
    uint32_t mask = t->cap - 1;
    for (uint32_t i = (uint32_t) h & mask; t->cap && t->slot[i].id1; i = (i + 1) & mask) {
        if (t->slot[i].hash == h && t->slot[i].id1 == id + 1) {
            return i;
        }
    }
    return t->cap;
}

void stg_htab_del(stg_htab_t *t, uint64_t h, uint32_t id)
{
    uint32_t i = find(t, h, id), mask = t->cap - 1;
    if (i == t->cap) {
        return;
    }
    t->slot[i].id1 = 0;
    t->n--;
    /* backward-shift deletion: a later slot of the same probe run moves into the hole when its home
     * position is not between the hole and itself, so every run stays unbroken */
    for (uint32_t j = (i + 1) & mask; t->slot[j].id1; j = (j + 1) & mask) {
        uint32_t home = (uint32_t) t->slot[j].hash & mask;
        if (((j - home) & mask) >= ((j - i) & mask)) {
            t->slot[i] = t->slot[j];
            t->slot[j].id1 = 0;
            i = j;
        }
    }
}

void stg_htab_move(stg_htab_t *t, uint64_t h, uint32_t id, uint32_t to)
{
    uint32_t i = find(t, h, id);
    if (i < t->cap) {
        t->slot[i].id1 = to + 1;
    }
}

void stg_htab_free(stg_htab_t *t)
{
    free(t->slot);
    t->slot = NULL;
    t->cap = t->n = 0;
}
