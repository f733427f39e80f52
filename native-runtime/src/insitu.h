/*
 * In-situ analysis (AutomaDeD §4.1.2, §4.2): internal interfaces of insitu.c (protocol, algorithms,
 * reduced file) and reduce.c (tables of variable-size entries and their binomial-tree reductions
 * over the tool communicator).
 */
#ifndef STG_INSITU_H
#define STG_INSITU_H

#include "straggler.h"

/* ------------------------------------------------------------------ growable byte buffer (reduce.c) */

typedef struct stg_buf {
    unsigned char *p;
    size_t len, cap;
    int failed;
} stg_buf_t;

void stg_buf_put(stg_buf_t *b, const void *d, size_t n);
void stg_buf_u8(stg_buf_t *b, uint8_t v);
void stg_buf_u16(stg_buf_t *b, uint16_t v);
void stg_buf_u32(stg_buf_t *b, uint32_t v);
void stg_buf_i32(stg_buf_t *b, int32_t v);
void stg_buf_u64(stg_buf_t *b, uint64_t v);
void stg_buf_f64(stg_buf_t *b, double v);
void stg_buf_str(stg_buf_t *b, const char *s);
/* A tagged section of the dump format (tag, u32 flags 0, u64 length): begin returns the offset
 * after its header, end writes the length of what was put since. */
size_t stg_buf_section_begin(stg_buf_t *b, const char tag[4]);
void stg_buf_section_end(stg_buf_t *b, size_t start);

/* A cursor over received bytes; `bad` is set (and reads return 0) once past the end. */
typedef struct stg_rd {
    const unsigned char *p;
    size_t len, off;
    int bad;
} stg_rd_t;

uint8_t stg_rd_u8(stg_rd_t *r);
uint16_t stg_rd_u16(stg_rd_t *r);
uint32_t stg_rd_u32(stg_rd_t *r);
int32_t stg_rd_i32(stg_rd_t *r);
uint64_t stg_rd_u64(stg_rd_t *r);
const unsigned char *stg_rd_bytes(stg_rd_t *r, size_t n);

uint64_t stg_fnv64(const void *d, size_t n);
uint64_t stg_mix64(uint64_t h, uint64_t v);

/* ------------------------------------------------------------------ tables (reduce.c) */

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
    uint32_t *idx, icap;
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

/* ------------------------------------------------------------------ insitu.c */

extern int stg_insitu_mode;   /* 0 off, 1 DIST, 2 SEMI-DIST (requested) */
extern int stg_insitu_active; /* requested and MPI_THREAD_MULTIPLE granted: the helper uses MPI */

#endif
