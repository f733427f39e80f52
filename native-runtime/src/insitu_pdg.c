/*
 * The progress-dependence graph of the in-situ analysis (insitu_pdg.h; AutomaDeD §3.2, §4.2): Table 1 on a
 * graph of states, whose path probabilities are decided structurally (0, a fraction, 1), as the offline
 * analysis does; a cell per ordered pair of states with a dependence.
 */
#define _GNU_SOURCE
#include "insitu_pdg.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ Table 1 on a graph */

typedef struct graph {
    uint32_t n;
    uint32_t *rstart, *rsrc; /* reverse CSR: predecessors of y are rsrc[rstart[y] .. rstart[y+1]) */
    uint8_t *present;
} graph_t;

static int graph_build(graph_t *g, uint32_t n, const uint8_t *present, uint32_t ne, const uint32_t *from,
                       const uint32_t *to)
{
    g->n = n;
    g->rstart = calloc((size_t) n + 1, sizeof *g->rstart);
    g->rsrc = malloc((ne ? ne : 1) * sizeof *g->rsrc);
    g->present = calloc(n ? n : 1, 1);
    if (!g->rstart || !g->rsrc || !g->present) {
        return -1;
    }
    for (uint32_t e = 0; e < ne; e++) {
        g->rstart[to[e] + 1]++;
        g->present[from[e]] = g->present[to[e]] = 1;
    }
    for (uint32_t i = 0; i < n; i++) {
        g->rstart[i + 1] += g->rstart[i];
        if (present && present[i]) {
            g->present[i] = 1;
        }
    }
    uint32_t *fill = malloc(((size_t) n + 1) * sizeof *fill);
    if (!fill) {
        return -1;
    }
    memcpy(fill, g->rstart, ((size_t) n + 1) * sizeof *fill);
    for (uint32_t e = 0; e < ne; e++) {
        g->rsrc[fill[to[e]]++] = from[e];
    }
    free(fill);
    return 0;
}

static void graph_free(graph_t *g)
{
    free(g->rstart);
    free(g->rsrc);
    free(g->present);
}

enum { C_ZERO = 0, C_FRACTION = 1, C_ONE = 2 };

/* Class of the path probability P(x, target) for every x, decided structurally as the offline analysis
 * (docs/architecture.md, path probabilities): 0 iff the target is unreachable from x; 1 iff x cannot reach,
 * without passing through the target, a state from which the target is unreachable. */
static int hitting_classes(const graph_t *g, uint32_t target, uint8_t *cls)
{
    uint32_t n = g->n;
    memset(cls, C_ZERO, n);
    if (target >= n || !g->present[target]) {
        return 0;
    }
    uint8_t *reach = calloc(n, 1), *esc = calloc(n, 1);
    uint32_t *queue = malloc((n ? n : 1) * sizeof *queue);
    if (!reach || !esc || !queue) {
        free(reach);
        free(esc);
        free(queue);
        return -1;
    }
    uint32_t qh = 0, qt = 0;
    reach[target] = 1;
    queue[qt++] = target;
    while (qh < qt) {
        uint32_t y = queue[qh++];
        for (uint32_t k = g->rstart[y]; k < g->rstart[y + 1]; k++) {
            uint32_t x = g->rsrc[k];
            if (!reach[x]) {
                reach[x] = 1;
                queue[qt++] = x;
            }
        }
    }
    qh = qt = 0;
    for (uint32_t z = 0; z < n; z++) {
        if (!reach[z]) {
            esc[z] = 1;
            queue[qt++] = z;
        }
    }
    while (qh < qt) {
        uint32_t y = queue[qh++];
        for (uint32_t k = g->rstart[y]; k < g->rstart[y + 1]; k++) {
            uint32_t x = g->rsrc[k];
            if (x != target && !esc[x]) {
                esc[x] = 1;
                queue[qt++] = x;
            }
        }
    }
    for (uint32_t x = 0; x < n; x++) {
        if (x == target || (reach[x] && !esc[x])) {
            cls[x] = C_ONE;
        } else if (reach[x]) {
            cls[x] = C_FRACTION;
        }
    }
    free(reach);
    free(esc);
    free(queue);
    return 0;
}

/* Table 1 (Dependence.of): 0 none, 1 forward (t_i waits for t_j), 2 backward, 3 undefined. */
static uint8_t dependence(int f, int b)
{
    switch (f) {
    case C_ZERO:
        return b == C_ZERO ? 0 : 1;
    case C_FRACTION:
        return b == C_ZERO ? 2 : b == C_FRACTION ? 3 : 1;
    default:
        return b == C_ONE ? 3 : 2;
    }
}

static void add_cell(stg_table_t *cells, uint64_t a, uint64_t b, uint8_t code)
{
    unsigned char blob[17];
    memcpy(blob, &a, 8);
    memcpy(blob + 8, &b, 8);
    blob[16] = code;
    stg_table_add(cells, stg_mix64(stg_mix64(0x5eed, a), b), blob, sizeof blob, NULL, 0, -1, NULL, 0);
}

int stg_pdg_local_row(const stg_local_t *l, const stg_table_t *occupied, stg_table_t *cells)
{
    if (l->cur == STG_NONE) {
        return 0;
    }
    graph_t g = { 0 };
    uint8_t *to_cur = malloc(l->n ? l->n : 1), *to_s = malloc(l->n ? l->n : 1);
    int rc = -1;
    if (!to_cur || !to_s || graph_build(&g, l->n, l->present, l->ne, l->from, l->to)
        || hitting_classes(&g, l->cur, to_cur)) {
        goto out;
    }
    uint64_t hc = l->hash[l->cur];
    for (uint32_t i = 0; i < occupied->n; i++) {
        uint64_t hs = occupied->e[i].h;
        if (hs == hc) {
            continue;
        }
        uint32_t s = STG_NONE;
        for (uint32_t k = 0; k < l->n; k++) {
            if (l->present[k] && l->hash[k] == hs) {
                s = k;
                break;
            }
        }
        if (s == STG_NONE) {
            continue; /* never seen here: no path either way, no dependence */
        }
        if (hitting_classes(&g, s, to_s)) {
            goto out;
        }
        uint8_t d = dependence(to_s[l->cur], to_cur[s]);
        if (d) {
            add_cell(cells, hc, hs, d);
        }
    }
    rc = 0;
out:
    graph_free(&g);
    free(to_cur);
    free(to_s);
    return rc;
}

int stg_pdg_global(const stg_table_t *mstates, const stg_table_t *medges, const stg_table_t *occupied,
                   stg_table_t *cells)
{
    uint32_t n = mstates->n, ne = medges->n;
    uint32_t *from = malloc((ne ? ne : 1) * sizeof *from), *to = malloc((ne ? ne : 1) * sizeof *to);
    uint32_t *occ = malloc((occupied->n ? occupied->n : 1) * sizeof *occ);
    uint8_t *cls = malloc((size_t) (occupied->n ? occupied->n : 1) * (n ? n : 1));
    graph_t g = { 0 };
    int rc = -1;
    if (!from || !to || !occ || !cls) {
        goto out;
    }
    uint32_t m = 0;
    for (uint32_t e = 0; e < ne; e++) {
        uint64_t a, b;
        memcpy(&a, medges->e[e].blob, 8);
        memcpy(&b, medges->e[e].blob + 8, 8);
        stg_entry_t *ea = stg_table_find(mstates, a), *eb = stg_table_find(mstates, b);
        if (ea && eb) {
            from[m] = (uint32_t) (ea - mstates->e);
            to[m] = (uint32_t) (eb - mstates->e);
            m++;
        }
    }
    if (graph_build(&g, n, NULL, m, from, to)) {
        goto out;
    }
    for (uint32_t i = 0; i < occupied->n; i++) {
        stg_entry_t *e = stg_table_find(mstates, occupied->e[i].h);
        occ[i] = e ? (uint32_t) (e - mstates->e) : STG_NONE;
        if (occ[i] == STG_NONE) {
            memset(cls + (size_t) i * n, C_ZERO, n);
        } else if (hitting_classes(&g, occ[i], cls + (size_t) i * n)) {
            goto out;
        }
    }
    for (uint32_t a = 0; a < occupied->n; a++) {
        for (uint32_t b = 0; b < occupied->n; b++) {
            if (a == b || occ[a] == STG_NONE || occ[b] == STG_NONE) {
                continue;
            }
            /* forward P(a, b): hitting b from a; backward P(b, a) */
            uint8_t d = dependence(cls[(size_t) b * n + occ[a]], cls[(size_t) a * n + occ[b]]);
            if (d) {
                add_cell(cells, occupied->e[a].h, occupied->e[b].h, d);
            }
        }
    }
    rc = 0;
out:
    graph_free(&g);
    free(from);
    free(to);
    free(occ);
    free(cls);
    return rc;
}
