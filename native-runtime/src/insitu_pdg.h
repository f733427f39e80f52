/*
 * The progress-dependence graph of the in-situ analysis (insitu_pdg.c; lifecycle layer; AutomaDeD §3.2,
 * Table 1): cells (state hash a, state hash b, dependence code: 1 forward, 2 backward, 3 undefined) in a
 * table whose merge ORs the codes (Table 2).
 */
#ifndef STG_INSITU_PDG_H
#define STG_INSITU_PDG_H

#include "insitu_local.h"

/* DIST (Algorithm 1): the row of this task's state against every occupied state, in its local model. 0, or
 * -1 out of memory. */
int stg_pdg_local_row(const stg_local_t *l, const stg_table_t *occupied, stg_table_t *cells);
/* SEMI-DIST at rank 0: every ordered pair of occupied states in the merged model. 0, or -1 out of memory. */
int stg_pdg_global(const stg_table_t *mstates, const stg_table_t *medges, const stg_table_t *occupied,
                   stg_table_t *cells);

#endif
