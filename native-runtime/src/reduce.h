/*
 * Tables of variable-size entries and their binomial-tree reductions over the tool communicator (reduce.c;
 * lifecycle layer): what the in-situ analysis (insitu.c, AutomaDeD §4.2.1) reduces and broadcasts.
 */
#ifndef STG_REDUCE_H
#define STG_REDUCE_H

#include <mpi.h>

#include "buf.h"
#include "htab.h"

/* Inclusive interval of world ranks. */
typedef struct stg_ivl {
    int32_t a, b;
} stg_ivl_t;

/* An entry: a key hash, an opaque blob (the same for equal hashes), the ranks it stands for as
 * sorted disjoint intervals, and an optional "extra" blob attached to one rank (the lowest wins). */
typedef struct stg_entry {
    uint64_t h;
    unsigned char *blob;
    uint32_t blen;
    stg_ivl_t *iv;
    uint32_t niv;
    int32_t erank;  /* rank of extra, -1 = none */
    unsigned char *extra;
    uint32_t elen;
} stg_entry_t;

/* Hash table of entries. Merging equal hashes unites the rank intervals, keeps the extra of the
 * lower rank, and with or_last ORs the last byte of the blobs (the PDG cell code, Table 2). */
typedef struct stg_table {
    stg_entry_t *e;
    uint32_t n, cap;
    stg_htab_t idx; /* h -> entry */
    int or_last;
} stg_table_t;

stg_entry_t *stg_table_add(stg_table_t *t, uint64_t h, const void *blob, uint32_t blen, const stg_ivl_t *iv,
                           uint32_t niv, int32_t erank, const void *extra, uint32_t elen);
stg_entry_t *stg_table_find(const stg_table_t *t, uint64_t h);
void stg_table_free(stg_table_t *t);
void stg_table_write(stg_buf_t *b, const stg_table_t *t);
int stg_table_read(stg_rd_t *r, stg_table_t *t); /* merges into t; 0 ok */

/* Binomial tree on the tool communicator, rooted at rank 0. Returns 0, or -1 on error/deadline. */
int stg_tree_reduce(stg_table_t *tables, int ntables, int tag, double deadline);
int stg_tree_bcast(stg_table_t *tables, int ntables, int tag, double deadline);
int stg_tree_parent(int r);
int stg_tree_children(int r, int p, int *out); /* children, smallest subtree first */

extern MPI_Comm stg_tool_comm;

#endif
