/*
 * What a task contributes to the in-situ analysis (insitu_local.c; lifecycle layer): the snapshot of its
 * model and wait it computes from, and its entries in the tables the tasks reduce (reduce.h): occupied
 * states, waits and per-peer counts (every algorithm), the model (SEMI-DIST).
 */
#ifndef STG_INSITU_LOCAL_H
#define STG_INSITU_LOCAL_H

#include "markov.h"
#include "reduce.h"

/* The task's model and its MPI thread's wait, as a snapshot under stg_lock. */
typedef struct stg_local {
    uint32_t n;            /* local state ids 0..n-1 (site << 1 | kind) */
    uint8_t *present;
    uint64_t *hash;
    stg_buf_t *key;        /* key blob per present state: u8 kind, str call, u16 depth, (str path, u64 off)* */
    uint32_t ne;
    uint32_t *from, *to;
    uint64_t *count;
    uint32_t cur;
    int in_mpi, wait_kind, npeers, nranges, wait_any, nany;
    int32_t peers[STG_MAX_PEERS];
    stg_range_t *ranges, *any;
    stg_buf_t parts, chan; /* the wait's parts and the per-peer counts (stg_waits_facts) */
} stg_local_t;

/* Takes the snapshot (ms: the loaded modules, collected now). 0, or -1 out of memory. */
int stg_local_snapshot(stg_local_t *l, stg_modules_t *ms);
void stg_local_free(stg_local_t *l);
/* The task's current state (occ; with its sampled stack when it computes) and its wait (waits). */
void stg_contribute_states(const stg_local_t *l, const stg_modules_t *ms, stg_table_t *occ, stg_table_t *waits);
/* The per-peer counts (CHAN in reduced.sdump): tasks with the same counts share an entry. */
void stg_contribute_chans(const stg_local_t *l, stg_table_t *chans);
/* SEMI-DIST: the task's states and its edges with their counts. */
void stg_contribute_model(const stg_local_t *l, stg_table_t *mstates, stg_table_t *medges);

#endif
