/*
 * The reduced file of the in-situ analysis (insitu_reduced.h; docs/dump-format.md "The reduced file"): the
 * states get ids (the occupied ones first, by their lowest rank), their frames name the module paths of MODS,
 * and every section is written from the reduced tables: RINF MODS STAT OCCU SMPL WAIT WANY WDET CHAN DEPS,
 * and MEDG for SEMI-DIST, then END with the CRC-32.
 */
#define _GNU_SOURCE
#include "insitu_reduced.h"
#include "crc32.h"
#include "job.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct idmap {
    stg_entry_t **e; /* entry holding the key blob */
    uint32_t n, cap;
    stg_htab_t idx;  /* h -> id */
} idmap_t;

static uint32_t id_of(idmap_t *m, uint64_t h, stg_entry_t *e)
{
    uint32_t id = stg_htab_get(&m->idx, h);
    if (id != STG_NONE || !e) {
        return id;
    }
    if (m->n == m->cap) {
        uint32_t nc = m->cap ? m->cap * 2 : 64;
        stg_entry_t **ne = realloc(m->e, nc * sizeof *ne);
        if (!ne) {
            return STG_NONE;
        }
        m->e = ne;
        m->cap = nc;
    }
    if (stg_htab_add(&m->idx, h, m->n)) {
        return STG_NONE;
    }
    m->e[m->n] = e;
    return m->n++;
}

typedef struct paths {
    char **p;
    uint32_t n, cap;
} paths_t;

static uint32_t path_index(paths_t *ps, const char *s, uint32_t len)
{
    if (len == 0) {
        return 0xFFFFFFFFu;
    }
    for (uint32_t i = 0; i < ps->n; i++) {
        if (strlen(ps->p[i]) == len && memcmp(ps->p[i], s, len) == 0) {
            return i;
        }
    }
    if (ps->n == ps->cap) {
        uint32_t nc = ps->cap ? ps->cap * 2 : 32;
        char **np = realloc(ps->p, nc * sizeof *np);
        if (!np) {
            return 0xFFFFFFFFu;
        }
        ps->p = np;
        ps->cap = nc;
    }
    char *c = malloc(len + 1);
    if (!c) {
        return 0xFFFFFFFFu;
    }
    memcpy(c, s, len);
    c[len] = 0;
    ps->p[ps->n] = c;
    return ps->n++;
}

/* Frames of a blob (u16 depth, depth x (str path, u64 off)) as the format's frames. */
static void frames_out(stg_buf_t *b, stg_rd_t *r, paths_t *ps)
{
    uint16_t depth = stg_rd_u16(r);
    stg_buf_u16(b, depth);
    for (int d = 0; d < depth && !r->bad; d++) {
        uint32_t len = stg_rd_u32(r);
        const char *s = (const char *) stg_rd_bytes(r, len);
        uint64_t off = stg_rd_u64(r);
        stg_buf_u32(b, s ? path_index(ps, s, len) : 0xFFFFFFFFu);
        stg_buf_u64(b, off);
    }
}

static void ranges_out(stg_buf_t *b, const stg_entry_t *e)
{
    stg_buf_u32(b, e->niv);
    for (uint32_t i = 0; i < e->niv; i++) {
        stg_buf_i32(b, e->iv[i].a);
        stg_buf_u32(b, (uint32_t) (e->iv[i].b - e->iv[i].a + 1));
        stg_buf_u32(b, 1);
    }
}

/* Length of the part of a wait blob that WAIT's entry has: kind, peers, members. */
static size_t wait_head_len(const stg_entry_t *e)
{
    stg_rd_t r = { e->blob, e->blen, 0, 0 };
    stg_rd_u8(&r);
    uint32_t np = stg_rd_u32(&r);
    stg_rd_bytes(&r, (size_t) np * 4);
    uint32_t nr = stg_rd_u32(&r);
    stg_rd_bytes(&r, (size_t) nr * 12);
    return r.bad ? e->blen : r.off;
}

/* The length of a wait's blob up to the end of its WANY part (then its WDET part). */
static size_t wait_any_end(const stg_entry_t *e)
{
    size_t head = wait_head_len(e);
    stg_rd_t r = { e->blob, e->blen, head, 0 };
    stg_rd_u8(&r);
    uint32_t na = stg_rd_u32(&r);
    stg_rd_bytes(&r, (size_t) na * 12);
    return r.bad ? e->blen : r.off;
}

/* The length of the sizes and roots at the end of a wait's blob whose WDET part starts at end (1.5: its
 * n_parts x 12 bytes; 0 when the blob has no WDET part or is too short). */
static size_t wait_sizes_len(const stg_entry_t *e, size_t end)
{
    stg_rd_t r = { e->blob, e->blen, end, 0 };
    stg_rd_u8(&r);
    uint32_t n = stg_rd_u32(&r);
    if (r.bad || (size_t) n * 12 > e->blen - r.off) {
        return 0;
    }
    return (size_t) n * 12;
}

static int cmp_first_rank(const void *x, const void *y)
{
    const stg_entry_t *a = *(stg_entry_t *const *) x, *b = *(stg_entry_t *const *) y;
    int32_t ra = a->niv ? a->iv[0].a : INT32_MAX, rb = b->niv ? b->iv[0].a : INT32_MAX;
    return ra < rb ? -1 : ra > rb;
}

static void paths_free(paths_t *ps)
{
    for (uint32_t i = 0; i < ps->n; i++) {
        free(ps->p[i]);
    }
    free(ps->p);
}

/* ------------------------------------------------------------------ the states */

/* The states' ids: the occupied states ordered by their lowest rank, then the merged model's other states;
 * *sorted: the occupied states in that order. -1 out of memory. */
static int number_states(const stg_reduced_t *in, idmap_t *ids, stg_entry_t ***sorted)
{
    stg_table_t *occ = in->occ;
    stg_entry_t **s = malloc((occ->n ? occ->n : 1) * sizeof *s);
    if (!s) {
        return -1;
    }
    for (uint32_t i = 0; i < occ->n; i++) {
        s[i] = &occ->e[i];
    }
    qsort(s, occ->n, sizeof *s, cmp_first_rank);
    for (uint32_t i = 0; i < occ->n; i++) {
        id_of(ids, s[i]->h, s[i]);
    }
    for (uint32_t i = 0; in->mstates && i < in->mstates->n; i++) {
        id_of(ids, in->mstates->e[i].h, &in->mstates->e[i]);
    }
    *sorted = s;
    return 0;
}

/* STAT's payload: every state's id, kind, call and frames (which name the module paths: ps) */
static void stat_payload(stg_buf_t *stat, const idmap_t *ids, paths_t *ps)
{
    stg_buf_u32(stat, ids->n);
    for (uint32_t i = 0; i < ids->n; i++) {
        stg_rd_t r = { ids->e[i]->blob, ids->e[i]->blen, 0, 0 };
        uint8_t kind = stg_rd_u8(&r);
        uint32_t clen = stg_rd_u32(&r);
        const unsigned char *call = stg_rd_bytes(&r, clen);
        stg_buf_u32(stat, i);
        stg_buf_u8(stat, kind);
        stg_buf_u32(stat, clen);
        stg_buf_put(stat, call, clen);
        frames_out(stat, &r, ps);
    }
}

/* SMPL's payload: the sampled stack of each occupied state that a computing task holds */
static void smpl_payload(stg_buf_t *smpl, stg_entry_t **sorted, uint32_t n, paths_t *ps)
{
    uint32_t nsmpl = 0;
    for (uint32_t i = 0; i < n; i++) {
        nsmpl += sorted[i]->erank >= 0;
    }
    stg_buf_u32(smpl, nsmpl);
    for (uint32_t i = 0; i < n; i++) {
        stg_entry_t *e = sorted[i];
        if (e->erank < 0) {
            continue;
        }
        stg_rd_t r = { e->extra, e->elen, 0, 0 };
        stg_buf_u32(smpl, i);
        stg_buf_i32(smpl, e->erank);
        stg_buf_u8(smpl, stg_rd_u8(&r));
        frames_out(smpl, &r, ps);
    }
}

/* ------------------------------------------------------------------ the sections */

/* The offsets of the fields patched once the file was written once: the write phase, the total, written_ns. */
typedef struct patched {
    size_t write, total, written;
} patched_t;

static void put_header(stg_buf_t *b)
{
    stg_buf_put(b, "STRGDUMP", 8);
    stg_buf_u16(b, 1); /* format 1.7 (docs/dump-format.md) */
    stg_buf_u16(b, 7);
    stg_buf_u32(b, 0);
    stg_buf_u32(b, (uint32_t) stg_size);
    stg_buf_u32(b, 0);
}

static void put_rinf(stg_buf_t *b, const stg_run_t *run, patched_t *at)
{
    size_t s = stg_buf_section_begin(b, "RINF");
    stg_buf_u32(b, (uint32_t) run->algorithm);
    stg_buf_u32(b, (uint32_t) stg_size);
    stg_buf_i32(b, run->trigger_rank);
    stg_buf_u32(b, (uint32_t) run->reason);
    stg_buf_u64(b, run->expiry_ns);
    at->written = b->len;
    stg_buf_u64(b, 0); /* written_ns, patched */
    stg_buf_f64(b, run->timeout);
    stg_buf_u32(b, (uint32_t) run->inferred);
    at->total = b->len;
    stg_buf_f64(b, 0); /* total, patched */
    stg_buf_u32(b, (uint32_t) run->nphases + 1);
    for (int i = 0; i < run->nphases; i++) {
        stg_buf_str(b, run->phase_name[i]);
        stg_buf_f64(b, run->phase_s[i]);
    }
    stg_buf_str(b, "write");
    at->write = b->len;
    stg_buf_f64(b, 0); /* patched */
    stg_buf_i32(b, stg_thread_level);
    stg_buf_str(b, stg_mpi_version);
    stg_buf_section_end(b, s);
}

static void put_mods(stg_buf_t *b, const paths_t *ps)
{
    size_t s = stg_buf_section_begin(b, "MODS");
    stg_buf_u32(b, ps->n);
    for (uint32_t i = 0; i < ps->n; i++) {
        stg_buf_str(b, ps->p[i]);
        stg_buf_u64(b, 0);
        stg_buf_str(b, "");
    }
    stg_buf_section_end(b, s);
}

/* a section whose payload is built already */
static void put_section(stg_buf_t *b, const char tag[4], const stg_buf_t *payload)
{
    size_t s = stg_buf_section_begin(b, tag);
    stg_buf_put(b, payload->p, payload->len);
    stg_buf_section_end(b, s);
}

static void put_occu(stg_buf_t *b, stg_entry_t **sorted, uint32_t n)
{
    size_t s = stg_buf_section_begin(b, "OCCU");
    stg_buf_u32(b, n);
    for (uint32_t i = 0; i < n; i++) {
        stg_buf_u32(b, i);
        ranges_out(b, sorted[i]);
    }
    stg_buf_section_end(b, s);
}

/* a wait's blob (stg_contribute_states) is WAIT's entry up to its members, then WANY's entry, then WDET's */
static void put_wait(stg_buf_t *b, const stg_table_t *waits)
{
    size_t s = stg_buf_section_begin(b, "WAIT");
    stg_buf_u32(b, waits->n);
    for (uint32_t i = 0; i < waits->n; i++) {
        stg_buf_put(b, waits->e[i].blob, wait_head_len(&waits->e[i]));
        ranges_out(b, &waits->e[i]);
    }
    stg_buf_section_end(b, s);
}

static void put_wany(stg_buf_t *b, const stg_table_t *waits)
{
    size_t s = stg_buf_section_begin(b, "WANY");
    stg_buf_u32(b, waits->n);
    for (uint32_t i = 0; i < waits->n; i++) {
        size_t head = wait_head_len(&waits->e[i]), end = wait_any_end(&waits->e[i]);
        stg_buf_put(b, waits->e[i].blob + head, end - head);
    }
    stg_buf_section_end(b, s);
}

/* a wait's WDET part is the finalized flag and the parts, then (1.5) n_parts x (bytes, root), which go after
 * every entry's parts */
static void put_wdet(stg_buf_t *b, const stg_table_t *waits)
{
    size_t s = stg_buf_section_begin(b, "WDET");
    stg_buf_u32(b, waits->n);
    for (uint32_t i = 0; i < waits->n; i++) {
        size_t end = wait_any_end(&waits->e[i]), sizes = wait_sizes_len(&waits->e[i], end);
        if (end < waits->e[i].blen) {
            stg_buf_put(b, waits->e[i].blob + end, waits->e[i].blen - end - sizes);
        } else {
            stg_buf_u8(b, 0);
            stg_buf_u32(b, 0);
        }
    }
    for (uint32_t i = 0; i < waits->n; i++) {
        size_t end = wait_any_end(&waits->e[i]), sizes = wait_sizes_len(&waits->e[i], end);
        stg_buf_put(b, waits->e[i].blob + waits->e[i].blen - sizes, sizes);
    }
    stg_buf_section_end(b, s);
}

static void put_chan(stg_buf_t *b, const stg_table_t *chans)
{
    size_t s = stg_buf_section_begin(b, "CHAN");
    stg_buf_u32(b, chans->n);
    for (uint32_t i = 0; i < chans->n; i++) {
        stg_buf_put(b, chans->e[i].blob, chans->e[i].blen);
        ranges_out(b, &chans->e[i]);
    }
    stg_buf_section_end(b, s);
}

static void put_deps(stg_buf_t *b, const stg_table_t *cells, idmap_t *ids)
{
    size_t s = stg_buf_section_begin(b, "DEPS");
    size_t count_at = b->len;
    uint32_t ndeps = 0;
    stg_buf_u32(b, 0);
    for (uint32_t i = 0; i < cells->n; i++) {
        uint64_t ha, hb;
        memcpy(&ha, cells->e[i].blob, 8);
        memcpy(&hb, cells->e[i].blob + 8, 8);
        uint32_t a = id_of(ids, ha, NULL), c = id_of(ids, hb, NULL);
        if (a == STG_NONE || c == STG_NONE) {
            continue;
        }
        stg_buf_u32(b, a);
        stg_buf_u32(b, c);
        stg_buf_u8(b, cells->e[i].blob[16]);
        ndeps++;
    }
    if (!b->failed) {
        memcpy(b->p + count_at, &ndeps, 4);
    }
    stg_buf_section_end(b, s);
}

/* the merged edges: (from, to) -> per distinct count, the ranks with that count */
static void put_medg(stg_buf_t *b, const stg_table_t *medges, idmap_t *ids)
{
    size_t s = stg_buf_section_begin(b, "MEDG");
    stg_table_t byedge = { 0 };
    for (uint32_t i = 0; i < medges->n; i++) {
        uint64_t v[3];
        memcpy(v, medges->e[i].blob, sizeof v);
        stg_table_add(&byedge, stg_mix64(stg_mix64(0xed6e, v[0]), v[1]), v, 16, NULL, 0, -1, NULL, 0);
    }
    stg_buf_u32(b, byedge.n);
    for (uint32_t k = 0; k < byedge.n; k++) {
        uint64_t v[2];
        memcpy(v, byedge.e[k].blob, sizeof v);
        uint64_t total = 0;
        uint32_t ncounts = 0;
        for (uint32_t i = 0; i < medges->n; i++) {
            uint64_t w[3];
            memcpy(w, medges->e[i].blob, sizeof w);
            if (w[0] == v[0] && w[1] == v[1]) {
                uint64_t ranks = 0;
                for (uint32_t j = 0; j < medges->e[i].niv; j++) {
                    ranks += (uint64_t) (medges->e[i].iv[j].b - medges->e[i].iv[j].a + 1);
                }
                total += w[2] * ranks;
                ncounts++;
            }
        }
        stg_buf_u32(b, id_of(ids, v[0], NULL));
        stg_buf_u32(b, id_of(ids, v[1], NULL));
        stg_buf_u64(b, total);
        stg_buf_u32(b, ncounts);
        for (uint32_t i = 0; i < medges->n; i++) {
            uint64_t w[3];
            memcpy(w, medges->e[i].blob, sizeof w);
            if (w[0] == v[0] && w[1] == v[1]) {
                stg_buf_u64(b, w[2]);
                ranges_out(b, &medges->e[i]);
            }
        }
    }
    stg_table_free(&byedge);
    stg_buf_section_end(b, s);
}

/* END: its CRC-32 is written by seal */
static void put_end(stg_buf_t *b)
{
    uint32_t crc = 0;
    stg_buf_put(b, "END ", 4);
    stg_buf_u32(b, 0);
    stg_buf_u64(b, 8);
    stg_buf_u32(b, crc);
    stg_buf_u32(b, b->sections);
}

/* ------------------------------------------------------------------ the file */

/* Builds reduced.sdump in b; *at: the offsets of the fields patched after the first write. */
static void build_reduced(stg_buf_t *b, const stg_run_t *run, const stg_reduced_t *in, patched_t *at)
{
    idmap_t ids = { 0 };
    paths_t ps = { 0 };
    stg_entry_t **sorted;
    if (number_states(in, &ids, &sorted)) {
        b->failed = 1;
        return;
    }
    /* the states' frames first, to know the module paths */
    stg_buf_t stat = { 0 }, smpl = { 0 };
    stat_payload(&stat, &ids, &ps);
    smpl_payload(&smpl, sorted, in->occ->n, &ps);

    put_header(b);
    put_rinf(b, run, at);
    put_mods(b, &ps);
    put_section(b, "STAT", &stat);
    put_occu(b, sorted, in->occ->n);
    put_section(b, "SMPL", &smpl);
    put_wait(b, in->waits);
    put_wany(b, in->waits);
    put_wdet(b, in->waits);
    put_chan(b, in->chans);
    put_deps(b, in->cells, &ids);
    if (in->medges) {
        put_medg(b, in->medges, &ids);
    }
    put_end(b);

    free(stat.p);
    free(smpl.p);
    free(sorted);
    paths_free(&ps);
    free(ids.e);
    stg_htab_free(&ids.idx);
}

static void seal(stg_buf_t *b)
{
    uint32_t crc = stg_crc32(0, b->p, b->len - 24);
    memcpy(b->p + b->len - 8, &crc, 4);
}

static int write_all(int fd, const unsigned char *p, size_t n)
{
    size_t off = 0;
    while (off < n) {
        ssize_t w = pwrite(fd, p + off, n - off, (off_t) off);
        if (w <= 0) {
            if (w < 0 && errno == EINTR) continue;
            return -1;
        }
        off += (size_t) w;
    }
    return 0;
}

int stg_reduced_write(const stg_run_t *run, const stg_reduced_t *in)
{
    double t = stg_now();
    stg_buf_t b = { 0 };
    patched_t at = { 0 };
    build_reduced(&b, run, in, &at);
    char path[4200], tmp[4200];
    snprintf(path, sizeof path, "%s/reduced.sdump", stg_cfg.dir);
    snprintf(tmp, sizeof tmp, "%s/.reduced.sdump.tmp", stg_cfg.dir);
    int ok = 1;
    int fd = b.failed ? -1 : open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0666);
    if (fd >= 0) {
        seal(&b);
        int w = write_all(fd, b.p, b.len);
        /* the write phase and the total include one full write of the file: patch them in */
        double wt = stg_now() - t;
        uint64_t done_ns = stg_wall_ns();
        double total = done_ns > run->expiry_ns ? (double) (done_ns - run->expiry_ns) * 1e-9 : 0;
        memcpy(b.p + at.write, &wt, 8);
        memcpy(b.p + at.total, &total, 8);
        memcpy(b.p + at.written, &done_ns, 8);
        seal(&b);
        w = w || write_all(fd, b.p, b.len);
        if (close(fd) || w || rename(tmp, path)) {
            stg_log("cannot write %s: %s", path, strerror(errno));
            ok = 0;
        } else {
            stg_log("in-situ %s analysis of %d tasks: %s written %.3f s after the timeout expired",
                    run->algorithm == 1 ? "DIST" : "SEMI-DIST", stg_size, path, total);
        }
    } else {
        stg_log("cannot write %s: %s", path, b.failed ? "out of memory" : strerror(errno));
        ok = 0;
    }
    free(b.p);
    return ok ? 0 : -1;
}
