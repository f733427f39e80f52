/*
 * Reductions of variable-size payloads over a binomial tree (AutomaDeD §4.2.1: "We cannot use
 * MPI_Reduce for our reduction steps since tasks can contribute states of different sizes so we
 * implement custom reductions that use binomial trees").
 *
 * A payload is a list of tables; a table is a set of entries keyed by a 64-bit hash, each with an
 * opaque blob, the world ranks it stands for (sorted disjoint intervals: compressed rank ranges)
 * and an optional extra blob owned by one rank. The reduction operator unites tables entry by
 * entry (see stg_table_t). Messages are point-to-point on the tool communicator (a duplicate of
 * MPI_COMM_WORLD, so the application's traffic never matches ours), sized with MPI_Iprobe +
 * MPI_Get_count; the helper thread polls with MPI_Iprobe and short sleeps, so waiting costs little
 * CPU on an oversubscribed node and a task that never answers is detected by a deadline.
 */
#define _GNU_SOURCE
#include "reduce.h"

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

MPI_Comm stg_tool_comm = MPI_COMM_NULL;

/* ------------------------------------------------------------------ tables */

static void *dup_bytes(const void *d, uint32_t n)
{
    void *p = malloc(n ? n : 1);
    if (p && n) {
        memcpy(p, d, n);
    }
    return p;
}

/* Unites sorted disjoint interval lists, coalescing adjacent ones. */
static int ivl_union(stg_entry_t *e, const stg_ivl_t *iv, uint32_t niv)
{
    if (niv == 0) {
        return 0;
    }
    stg_ivl_t *out = malloc((size_t) (e->niv + niv) * sizeof *out);
    if (!out) {
        return -1;
    }
    uint32_t i = 0, j = 0, n = 0;
    while (i < e->niv || j < niv) {
        stg_ivl_t x = (j >= niv || (i < e->niv && e->iv[i].a <= iv[j].a)) ? e->iv[i++] : iv[j++];
        if (n > 0 && (int64_t) x.a <= (int64_t) out[n - 1].b + 1) {
            if (x.b > out[n - 1].b) {
                out[n - 1].b = x.b;
            }
        } else {
            out[n++] = x;
        }
    }
    free(e->iv);
    e->iv = out;
    e->niv = n;
    return 0;
}

stg_entry_t *stg_table_find(const stg_table_t *t, uint64_t h)
{
    uint32_t id = stg_htab_get(&t->idx, h);
    return id == STG_NONE ? NULL : &t->e[id];
}

stg_entry_t *stg_table_add(stg_table_t *t, uint64_t h, const void *blob, uint32_t blen, const stg_ivl_t *iv,
                           uint32_t niv, int32_t erank, const void *extra, uint32_t elen)
{
    stg_entry_t *e = stg_table_find(t, h);
    if (!e) {
        if (t->n == t->cap) {
            uint32_t nc = t->cap ? t->cap * 2 : 32;
            stg_entry_t *ne = realloc(t->e, nc * sizeof *ne);
            if (!ne) {
                return NULL;
            }
            t->e = ne;
            t->cap = nc;
        }
        if (stg_htab_add(&t->idx, h, t->n)) {
            return NULL;
        }
        e = &t->e[t->n++];
        memset(e, 0, sizeof *e);
        e->h = h;
        e->blob = dup_bytes(blob, blen);
        e->blen = blen;
        e->erank = -1;
    } else if (t->or_last && blen > 0 && e->blen == blen) {
        e->blob[blen - 1] |= ((const unsigned char *) blob)[blen - 1];
    }
    if (ivl_union(e, iv, niv)) {
        return NULL;
    }
    if (erank >= 0 && (e->erank < 0 || erank < e->erank)) {
        free(e->extra);
        e->extra = dup_bytes(extra, elen);
        e->elen = elen;
        e->erank = erank;
    }
    return e;
}

void stg_table_free(stg_table_t *t)
{
    for (uint32_t i = 0; i < t->n; i++) {
        free(t->e[i].blob);
        free(t->e[i].iv);
        free(t->e[i].extra);
    }
    free(t->e);
    stg_htab_free(&t->idx);
    int or_last = t->or_last;
    memset(t, 0, sizeof *t);
    t->or_last = or_last;
}

/* u32 n; n x (u64 h, u32 blen, blob, u32 niv, niv x (i32 a, i32 b), i32 erank, u32 elen, extra) */
void stg_table_write(stg_buf_t *b, const stg_table_t *t)
{
    stg_buf_u32(b, t->n);
    for (uint32_t i = 0; i < t->n; i++) {
        const stg_entry_t *e = &t->e[i];
        stg_buf_u64(b, e->h);
        stg_buf_u32(b, e->blen);
        stg_buf_put(b, e->blob, e->blen);
        stg_buf_u32(b, e->niv);
        stg_buf_put(b, e->iv, (size_t) e->niv * sizeof *e->iv);
        stg_buf_i32(b, e->erank);
        stg_buf_u32(b, e->elen);
        stg_buf_put(b, e->extra, e->elen);
    }
}

int stg_table_read(stg_rd_t *r, stg_table_t *t)
{
    uint32_t n = stg_rd_u32(r);
    for (uint32_t i = 0; i < n && !r->bad; i++) {
        uint64_t h = stg_rd_u64(r);
        uint32_t blen = stg_rd_u32(r);
        const unsigned char *blob = stg_rd_bytes(r, blen);
        uint32_t niv = stg_rd_u32(r);
        const unsigned char *ivb = stg_rd_bytes(r, (size_t) niv * sizeof(stg_ivl_t));
        int32_t erank = stg_rd_i32(r);
        uint32_t elen = stg_rd_u32(r);
        const unsigned char *extra = stg_rd_bytes(r, elen);
        if (r->bad) {
            break;
        }
        stg_ivl_t *iv = malloc((size_t) (niv ? niv : 1) * sizeof *iv);
        if (!iv) {
            return -1;
        }
        memcpy(iv, ivb, (size_t) niv * sizeof *iv);
        stg_entry_t *e = stg_table_add(t, h, blob, blen, iv, niv, erank, extra, elen);
        free(iv);
        if (!e) {
            return -1;
        }
    }
    return r->bad ? -1 : 0;
}

/* ------------------------------------------------------------------ the tree */

int stg_tree_parent(int r)
{
    return r == 0 ? -1 : (r & (r - 1));
}

int stg_tree_children(int r, int p, int *out)
{
    int n = 0;
    for (int mask = 1; mask < p; mask <<= 1) {
        if (r & mask) {
            break;
        }
        if ((r | mask) < p) {
            out[n++] = r | mask;
        }
    }
    return n;
}

static void pause_briefly(int *spins)
{
    if ((*spins)++ < 200) {
        sched_yield();
    } else {
        struct timespec ts = { 0, 100 * 1000 };
        nanosleep(&ts, NULL);
    }
}

/* Receives one message of `tag` from `src` into a malloc'd buffer. */
static int recv_bytes(int src, int tag, unsigned char **out, int *len, double deadline)
{
    int flag = 0, spins = 0;
    MPI_Status st;
    while (!flag) {
        if (PMPI_Iprobe(src, tag, stg_tool_comm, &flag, &st) != MPI_SUCCESS) {
            return -1;
        }
        if (!flag) {
            if (stg_now() > deadline) {
                stg_log("in-situ analysis: rank %d did not answer in time (tag %d)", src, tag);
                return -1;
            }
            pause_briefly(&spins);
        }
    }
    int n = 0;
    PMPI_Get_count(&st, MPI_BYTE, &n);
    unsigned char *p = malloc(n > 0 ? (size_t) n : 1);
    if (!p) {
        return -1;
    }
    if (PMPI_Recv(p, n, MPI_BYTE, src, tag, stg_tool_comm, MPI_STATUS_IGNORE) != MPI_SUCCESS) {
        free(p);
        return -1;
    }
    *out = p;
    *len = n;
    return 0;
}

/* Non-blocking send completed by polling (so a deadline applies to a receiver that never comes). */
static int send_bytes(const void *p, size_t n, int dst, int tag, double deadline)
{
    MPI_Request req;
    if (n > (size_t) 0x7fffffff) {
        stg_log("in-situ analysis: payload of %zu bytes is too large", n);
        return -1;
    }
    if (PMPI_Isend(p, (int) n, MPI_BYTE, dst, tag, stg_tool_comm, &req) != MPI_SUCCESS) {
        return -1;
    }
    int flag = 0, spins = 0;
    while (!flag) {
        if (PMPI_Test(&req, &flag, MPI_STATUS_IGNORE) != MPI_SUCCESS) {
            return -1;
        }
        if (!flag) {
            if (stg_now() > deadline) {
                PMPI_Cancel(&req);
                PMPI_Request_free(&req);
                stg_log("in-situ analysis: rank %d did not receive in time (tag %d)", dst, tag);
                return -1;
            }
            pause_briefly(&spins);
        }
    }
    return 0;
}

static int serialize(stg_table_t *tables, int ntables, stg_buf_t *b)
{
    for (int i = 0; i < ntables; i++) {
        stg_table_write(b, &tables[i]);
    }
    return b->failed ? -1 : 0;
}

static int merge_bytes(stg_table_t *tables, int ntables, const unsigned char *p, int len)
{
    stg_rd_t r = { p, (size_t) len, 0, 0 };
    for (int i = 0; i < ntables; i++) {
        if (stg_table_read(&r, &tables[i])) {
            return -1;
        }
    }
    return 0;
}

int stg_tree_reduce(stg_table_t *tables, int ntables, int tag, double deadline)
{
    int rank, size, kids[32];
    PMPI_Comm_rank(stg_tool_comm, &rank);
    PMPI_Comm_size(stg_tool_comm, &size);
    int nk = stg_tree_children(rank, size, kids);
    for (int i = 0; i < nk; i++) {
        unsigned char *p;
        int len;
        if (recv_bytes(kids[i], tag, &p, &len, deadline)) {
            return -1;
        }
        int rc = merge_bytes(tables, ntables, p, len);
        free(p);
        if (rc) {
            stg_log("in-situ analysis: malformed payload from rank %d", kids[i]);
            return -1;
        }
    }
    int parent = stg_tree_parent(rank);
    if (parent < 0) {
        return 0;
    }
    stg_buf_t b = { 0 };
    int rc = serialize(tables, ntables, &b) ? -1 : send_bytes(b.p, b.len, parent, tag, deadline);
    free(b.p);
    return rc;
}

int stg_tree_bcast(stg_table_t *tables, int ntables, int tag, double deadline)
{
    int rank, size, kids[32];
    PMPI_Comm_rank(stg_tool_comm, &rank);
    PMPI_Comm_size(stg_tool_comm, &size);
    int parent = stg_tree_parent(rank);
    stg_buf_t b = { 0 };
    if (parent >= 0) {
        unsigned char *p;
        int len;
        if (recv_bytes(parent, tag, &p, &len, deadline)) {
            return -1;
        }
        if (merge_bytes(tables, ntables, p, len)) {
            free(p);
            return -1;
        }
        b.p = p;
        b.len = (size_t) len;
    } else if (serialize(tables, ntables, &b)) {
        free(b.p);
        return -1;
    }
    int nk = stg_tree_children(rank, size, kids);
    int rc = 0;
    for (int i = nk - 1; i >= 0 && rc == 0; i--) { /* largest subtree first */
        rc = send_bytes(b.p, b.len, kids[i], tag, deadline);
    }
    free(b.p);
    return rc;
}
