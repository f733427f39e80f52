/*
 * The reduced file of the in-situ analysis (insitu_reduced.c; lifecycle layer): rank 0 writes what the tasks
 * reduced as reduced.sdump (docs/dump-format.md "The reduced file").
 */
#ifndef STG_INSITU_REDUCED_H
#define STG_INSITU_REDUCED_H

#include "reduce.h"

/* The diagnosis as it ran (RINF): the algorithm (1 DIST, 2 SEMI-DIST), why (STG_REASON_*, job.h), the task
 * whose timeout expired, when (wall ns), the timeout, and the phases so far with their seconds. */
typedef struct stg_run {
    int algorithm, reason;
    int32_t trigger_rank;
    uint64_t expiry_ns;
    double timeout;
    int inferred;
    int nphases;
    const char *phase_name[8];
    double phase_s[8];
} stg_run_t;

/* What rank 0 holds after the reductions: the occupied states (ranks per state, a computing task's sampled
 * stack), the waits, the per-peer counts, the PDG's cells, and for SEMI-DIST the merged model (else NULL). */
typedef struct stg_reduced {
    stg_table_t *occ, *waits, *chans, *cells;
    stg_table_t *mstates, *medges;
} stg_reduced_t;

/* Builds reduced.sdump and writes it (to a temporary name, then renamed), the write phase and the total time
 * patched in after a first write, and says so. 0, or -1 (said). */
int stg_reduced_write(const stg_run_t *run, const stg_reduced_t *in);

#endif
