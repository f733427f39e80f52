/*
 * straggler-trace: reads the runtime's trace files (docs/dump-format.md "Trace files"), a reader
 * independent of the Java one; the native tests use it, and the OTF2 export lives here (built when
 * CMake finds OTF2).
 *
 *   straggler-trace summary [--json] DIR|FILE...     per task and thread: events, distinct functions,
 *                                                    raw and stored bytes, how the trace ends
 *   straggler-trace print [--symbols] [--rank R] [--thread T] DIR|FILE...   the events, one a line
 *   straggler-trace check FILE...                    validate; exit 0 when every file is readable
 *   straggler-trace otf2 DIR OUT                     an OTF2 archive OUT/traces.otf2 (logical clock)
 *
 * Exit codes: 0, 1 usage, 2 a file that is not a readable trace (truncated, corrupt), named with the
 * byte offset and the likely cause.
 */
#define _GNU_SOURCE
#include "crc32.h"

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef STG_ZSTD
#include <zstd.h>
#endif
#ifdef STG_ZLIB
#include <zlib.h>
#endif
#ifdef STG_OTF2
#include <otf2/otf2.h>
#endif

/* ------------------------------------------------------------------ the format */

enum { DEF_MODULE = 1, DEF_FUNCTION = 2, DEF_MPI = 3, DEF_MPI_LEAVE = 4, DEF_COMM = 5 };
enum { E_ENTER = 1, E_EXIT = 2, E_MPI = 3, E_MPI_LEAVE = 4 };
enum { BF_ZSTD = 1, BF_RESET = 2, BF_DEFLATE = 4 };
enum { EVF_SEND = 1, EVF_RECV = 2, EVF_NONBLOCKING = 4, EVF_PERSISTENT = 8, EVF_ROOTED = 16, EVF_IS_ROOT = 32 };
static const char *const reasons[] = { "", "dump", "crash", "finalize", "exit", "thread exit", "abort", "killed",
                                        "scheduled write" };
#define NREASONS (sizeof reasons / sizeof *reasons)

typedef struct entry {
    uint8_t type;              /* E_* */
    uint32_t module;           /* functions */
    uint64_t offset;
    uint32_t fid;              /* functions: index in the file's function list */
    char *call;                /* MPI */
    uint8_t kind;
    uint32_t flags;
    uint32_t comm;
    int32_t dest, sendtag, source, recvtag, root;
    int64_t sent, received;
} entry_t;

typedef struct range {
    int32_t first;
    uint32_t count, stride;
} range_t;

typedef struct comm {
    uint32_t id;
    int inter;
    uint32_t size, rsize;
    uint32_t nr, nrr;
    range_t *r, *rr;
} comm_t;

typedef struct func {
    char *module; /* path */
    uint64_t offset;
    char *name;   /* symbolized, or NULL */
} func_t;

typedef struct tr {
    const char *path;
    FILE *f;
    uint64_t size;
    /* header */
    uint32_t rank, np, thread, tid, hflags, window, omp;
    uint64_t start_ns;
    /* decoding */
    entry_t *dict;
    uint32_t ndict, dcap;
    char **mods;
    uint32_t nmods, mcap;
    comm_t *comms;
    uint32_t ncomms, ccap;
    func_t *funcs; /* distinct (module, offset) of the file, across resets */
    uint32_t nfuncs, fcap;
    uint32_t *win;
    uint64_t pos, cursor;
    /* results */
    uint64_t defs_bytes, blocks;
    int end;           /* 0 none, 1 END, 2 TAIL used */
    uint32_t end_reason;
    char end_call[65]; /* END (format 1.1): the MPI call the thread was in, or "" */
    uint64_t dropped;
    char err[1024];
} tr_t;

typedef int (*event_fn)(tr_t *t, uint32_t token, void *arg);

static int fail(tr_t *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(tr_t *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = snprintf(t->err, sizeof t->err, "%s: ", t->path);
    vsnprintf(t->err + n, sizeof t->err - (size_t) n, fmt, ap);
    va_end(ap);
    return -1;
}

typedef struct rd {
    const uint8_t *p;
    size_t len, off;
    int bad;
} rd_t;
static int need(rd_t *r, size_t n)
{
    if (r->bad || n > r->len - r->off) {
        r->bad = 1;
        return 0;
    }
    return 1;
}
static uint8_t u8(rd_t *r) { uint8_t v = 0; if (need(r, 1)) v = r->p[r->off++]; return v; }
static uint32_t u32(rd_t *r) { uint32_t v = 0; if (need(r, 4)) { memcpy(&v, r->p + r->off, 4); r->off += 4; } return v; }
static int32_t i32(rd_t *r) { return (int32_t) u32(r); }
static uint64_t u64(rd_t *r) { uint64_t v = 0; if (need(r, 8)) { memcpy(&v, r->p + r->off, 8); r->off += 8; } return v; }
static uint64_t varint(rd_t *r)
{
    uint64_t v = 0;
    for (int s = 0; s < 64; s += 7) {
        uint8_t b = u8(r);
        v |= (uint64_t) (b & 0x7f) << s;
        if (!(b & 0x80) || r->bad) return v;
    }
    r->bad = 1;
    return 0;
}
static char *str(rd_t *r)
{
    uint32_t n = u32(r);
    if (!need(r, n)) return NULL;
    char *s = malloc(n + 1);
    memcpy(s, r->p + r->off, n);
    s[n] = 0;
    r->off += n;
    return s;
}

static void *grow(void *p, uint32_t *cap, uint32_t n, size_t size)
{
    if (n < *cap) return p;
    uint32_t nc = *cap ? *cap * 2 : 64;
    while (nc <= n) nc *= 2;
    void *q = realloc(p, (size_t) nc * size);
    if (!q) {
        fprintf(stderr, "straggler-trace: out of memory\n");
        exit(3);
    }
    *cap = nc;
    return q;
}

static void reset(tr_t *t)
{
    for (uint32_t i = 0; i < t->ndict; i++) {
        if (t->dict[i].type == E_MPI || t->dict[i].type == E_MPI_LEAVE) free(t->dict[i].call);
    }
    t->ndict = 0;
    t->nmods = 0; /* the paths stay owned by funcs */
    for (uint32_t i = 0; i < t->ncomms; i++) {
        free(t->comms[i].r);
        free(t->comms[i].rr);
    }
    t->ncomms = 0;
    t->pos = 0;
}

static uint32_t func_of(tr_t *t, const char *module, uint64_t offset)
{
    for (uint32_t i = 0; i < t->nfuncs; i++) {
        if (t->funcs[i].offset == offset && strcmp(t->funcs[i].module, module) == 0) return i;
    }
    t->funcs = grow(t->funcs, &t->fcap, t->nfuncs, sizeof *t->funcs);
    t->funcs[t->nfuncs] = (func_t) { strdup(module), offset, NULL };
    return t->nfuncs++;
}

static range_t *ranges(rd_t *r, uint32_t *n)
{
    *n = u32(r);
    if (*n > r->len) {
        r->bad = 1;
        return NULL;
    }
    range_t *v = calloc(*n ? *n : 1, sizeof *v);
    for (uint32_t i = 0; i < *n; i++) {
        v[i].first = i32(r);
        v[i].count = u32(r);
        v[i].stride = u32(r);
    }
    return v;
}

static int parse_defs(tr_t *t, rd_t *r)
{
    while (r->off < r->len && !r->bad) {
        uint8_t type = u8(r);
        if (type == DEF_MODULE) {
            uint32_t id = u32(r);
            char *path = str(r);
            if (!path || id != t->nmods) return fail(t, "bad module definition");
            t->mods = grow(t->mods, &t->mcap, t->nmods, sizeof *t->mods);
            t->mods[t->nmods++] = path;
        } else if (type == DEF_FUNCTION) {
            uint32_t m = u32(r);
            uint64_t off = u64(r);
            if (m != 0xFFFFFFFFu && m >= t->nmods) return fail(t, "function of an undefined module %u", m);
            uint32_t fid = func_of(t, m == 0xFFFFFFFFu ? "?" : t->mods[m], off);
            t->dict = grow(t->dict, &t->dcap, t->ndict + 1, sizeof *t->dict);
            t->dict[t->ndict++] = (entry_t) { .type = E_ENTER, .module = m, .offset = off, .fid = fid };
            t->dict[t->ndict++] = (entry_t) { .type = E_EXIT, .module = m, .offset = off, .fid = fid };
        } else if (type == DEF_MPI || type == DEF_MPI_LEAVE) {
            entry_t e = { .type = type == DEF_MPI ? E_MPI : E_MPI_LEAVE };
            e.call = str(r);
            if (type == DEF_MPI) {
                e.kind = u8(r);
                e.flags = u32(r);
                e.comm = u32(r);
                e.dest = i32(r);
                e.sendtag = i32(r);
                e.source = i32(r);
                e.recvtag = i32(r);
                e.root = i32(r);
                e.sent = (int64_t) u64(r);
                e.received = (int64_t) u64(r);
            } else {
                e.flags = u8(r);
                e.source = i32(r);
                e.recvtag = i32(r);
            }
            if (r->bad || !e.call) return fail(t, "bad MPI event definition");
            t->dict = grow(t->dict, &t->dcap, t->ndict, sizeof *t->dict);
            t->dict[t->ndict++] = e;
        } else if (type == DEF_COMM) {
            comm_t c = { 0 };
            c.id = u32(r);
            c.inter = u8(r);
            c.size = u32(r);
            c.r = ranges(r, &c.nr);
            c.rsize = u32(r);
            c.rr = ranges(r, &c.nrr);
            if (r->bad) return fail(t, "bad communicator definition");
            t->comms = grow(t->comms, &t->ccap, t->ncomms, sizeof *t->comms);
            t->comms[t->ncomms++] = c;
        } else {
            return fail(t, "unknown definition type %u", type);
        }
    }
    return r->bad ? fail(t, "a definition runs past its block") : 0;
}

static const comm_t *comm_find(const tr_t *t, uint32_t id)
{
    for (uint32_t i = t->ncomms; i-- > 0;) {
        if (t->comms[i].id == id) return &t->comms[i];
    }
    return NULL;
}

/* Applies one block's payload (raw), calling fn per token unless defs_only. */
static int apply(tr_t *t, uint32_t flags, const uint8_t *p, size_t len, uint64_t first, uint64_t ntok,
                 event_fn fn, void *arg, int defs_only)
{
    if (flags & BF_RESET) reset(t);
    if (first != t->cursor) {
        return fail(t, "a block starts at event %llu, after %llu events", (unsigned long long) first,
                    (unsigned long long) t->cursor);
    }
    rd_t r = { p, len, 0, 0 };
    uint64_t dl = varint(&r);
    if (r.bad || dl > len - r.off) return fail(t, "bad block payload");
    rd_t d = { p + r.off, dl, 0, 0 };
    t->defs_bytes += dl;
    if (parse_defs(t, &d)) return -1;
    r.off += dl;
    if (defs_only) {
        t->cursor += ntok;
        return 0;
    }
    uint32_t m = t->window - 1;
    uint64_t n = 0;
    while (r.off < r.len) {
        uint64_t h = varint(&r);
        if (r.bad) break;
        if (h & 1) {
            uint64_t l = h >> 1, dist = varint(&r);
            if (r.bad || dist == 0 || dist > t->pos || dist >= t->window) {
                return fail(t, "a copy reaches outside the window");
            }
            for (uint64_t i = 0; i < l; i++) {
                uint32_t tok = t->win[(t->pos - dist) & m];
                t->win[t->pos++ & m] = tok;
                if (fn && fn(t, tok, arg)) return -1;
            }
            n += l;
        } else {
            for (uint64_t i = 0, l = h >> 1; i < l; i++) {
                uint64_t tok = varint(&r);
                if (r.bad || tok >= t->ndict) return fail(t, "an event of no definition");
                t->win[t->pos++ & m] = (uint32_t) tok;
                if (fn && fn(t, (uint32_t) tok, arg)) return -1;
            }
            n += h >> 1;
        }
    }
    if (r.bad) return fail(t, "a block's events run past its end");
    if (n != ntok) {
        return fail(t, "a block holds %llu events, its header says %llu", (unsigned long long) n,
                    (unsigned long long) ntok);
    }
    t->cursor += n;
    return 0;
}

static int read_exact(tr_t *t, void *buf, size_t n, uint64_t *off)
{
    size_t got = fread(buf, 1, n, t->f);
    *off += got;
    return got == n ? 0 : got == 0 ? 1 : -1;
}

static int open_trace(tr_t *t, const char *path)
{
    memset(t, 0, sizeof *t);
    t->path = path;
    t->f = fopen(path, "rb");
    if (!t->f) return fail(t, "cannot open: %s", strerror(errno));
    struct stat st;
    fstat(fileno(t->f), &st);
    t->size = (uint64_t) st.st_size;
    uint8_t h[48];
    uint64_t off = 0;
    if (read_exact(t, h, sizeof h, &off)) {
        return fail(t, "truncated at byte %llu: shorter than the 48-byte header (the task died as it began "
                       "the file?); not a readable trace", (unsigned long long) off);
    }
    if (memcmp(h, "STRGTRCE", 8)) return fail(t, "not a Straggler trace file (no STRGTRCE magic)");
    uint16_t major, minor;
    memcpy(&major, h + 8, 2);
    memcpy(&minor, h + 10, 2);
    if (major != 1) {
        return fail(t, "trace format %u.%u; this reader reads 1.x: use the Straggler that wrote it", major, minor);
    }
    memcpy(&t->rank, h + 12, 4);
    memcpy(&t->np, h + 16, 4);
    memcpy(&t->thread, h + 20, 4);
    memcpy(&t->tid, h + 24, 4);
    memcpy(&t->hflags, h + 28, 4);
    memcpy(&t->window, h + 32, 4);
    memcpy(&t->start_ns, h + 36, 8);
    memcpy(&t->omp, h + 44, 4);
    if (t->window == 0 || (t->window & (t->window - 1)) || t->window > (1u << 30)) {
        return fail(t, "bad window size %u in the header", t->window);
    }
    t->win = calloc(t->window, sizeof *t->win);
    return t->win ? 0 : fail(t, "out of memory");
}

static void close_trace(tr_t *t)
{
    reset(t);
    if (t->f) fclose(t->f);
    free(t->win);
    free(t->dict);
    free(t->mods);
    free(t->comms);
    for (uint32_t i = 0; i < t->nfuncs; i++) {
        free(t->funcs[i].module);
        free(t->funcs[i].name);
    }
    free(t->funcs);
    t->f = NULL;
}

static int block_payload(tr_t *t, uint32_t flags, uint8_t *stored, uint64_t slen, uint64_t rlen, uint8_t **raw)
{
    if (rlen > ((uint64_t) 1 << 32)) return fail(t, "a block claims %llu bytes", (unsigned long long) rlen);
    if (flags & BF_DEFLATE) {
#ifdef STG_ZLIB
        *raw = malloc(rlen ? rlen : 1);
        uLongf n = (uLongf) rlen;
        if (uncompress(*raw, &n, stored, (uLong) slen) != Z_OK || n != rlen) {
            free(*raw);
            return fail(t, "a deflate block does not inflate");
        }
        return 0;
#else
        return fail(t, "a deflate-compressed block, and this reader was built without zlib (apt-get install zlib1g-dev, rebuild)");
#endif
    }
    if (!(flags & BF_ZSTD)) {
        *raw = stored;
        return slen == rlen ? 0 : fail(t, "a raw block's lengths differ");
    }
#ifdef STG_ZSTD
    *raw = malloc(rlen ? rlen : 1);
    size_t n = ZSTD_decompress(*raw, rlen, stored, slen);
    if (ZSTD_isError(n) || n != rlen) {
        free(*raw);
        return fail(t, "a zstd block does not decompress (%s)", ZSTD_isError(n) ? ZSTD_getErrorName(n) : "length");
    }
    return 0;
#else
    return fail(t, "a zstd-compressed block, and this reader was built without zstd (apt-get install libzstd-dev, rebuild)");
#endif
}

/* Reads the whole file: every block (a TAIL only when nothing follows it), fn per event. */
static int run_trace(tr_t *t, event_fn fn, void *arg, int defs_only)
{
    uint64_t off = 48;
    uint8_t h[48];
    uint8_t *tail = NULL;
    uint64_t tail_len = 0, tail_raw = 0, tail_first = 0, tail_n = 0;
    uint32_t tail_flags = 0, tail_reason = 0;
    int rc = 0;
    for (;;) {
        uint64_t at = off;
        int e = read_exact(t, h, sizeof h, &off);
        if (e > 0) break; /* the end of the file */
        if (e < 0) {
            rc = fail(t, "truncated at byte %llu: the block header at byte %llu is incomplete (the task died while "
                         "writing it, or the file was cut); not a readable trace",
                      (unsigned long long) off, (unsigned long long) at);
            break;
        }
        uint32_t flags, crc, reason;
        uint64_t slen, rlen, first, ntok;
        memcpy(&flags, h + 4, 4);
        memcpy(&slen, h + 8, 8);
        memcpy(&rlen, h + 16, 8);
        memcpy(&first, h + 24, 8);
        memcpy(&ntok, h + 32, 8);
        memcpy(&crc, h + 40, 4);
        memcpy(&reason, h + 44, 4);
        int is_tail = !memcmp(h, "TAIL", 4), is_end = !memcmp(h, "END ", 4);
        if (!is_tail && !is_end && memcmp(h, "BLCK", 4)) {
            rc = fail(t, "corrupt at byte %llu: no block starts there; not a readable trace", (unsigned long long) at);
            break;
        }
        if (slen > t->size) {
            rc = fail(t, "truncated at byte %llu: the block at byte %llu needs %llu bytes, the file has %llu; not a "
                         "readable trace", (unsigned long long) t->size, (unsigned long long) at,
                      (unsigned long long) slen, (unsigned long long) (t->size - at - 48));
            break;
        }
        uint8_t *p = malloc(slen ? slen : 1);
        if (read_exact(t, p, slen, &off) && slen) {
            free(p);
            rc = fail(t, "truncated at byte %llu: the block at byte %llu is incomplete (the task died while writing "
                         "it, or the file was cut); not a readable trace",
                      (unsigned long long) off, (unsigned long long) at);
            break;
        }
        if (stg_crc32(0, p, slen) != crc) {
            free(p);
            rc = fail(t, "corrupt: the block at byte %llu fails its CRC-32; not a readable trace", (unsigned long long) at);
            break;
        }
        if (tail) { /* a TAIL that something follows: the trace went on */
            free(tail);
            tail = NULL;
        }
        t->blocks++;
        if (is_end) {
            rd_t r = { p, slen, 0, 0 };
            u64(&r);
            t->dropped = u64(&r);
            t->end_call[0] = 0;
            if (slen >= 28) { /* format 1.1: u32 reason, u32 0, u32 n, the call's name */
                uint32_t n;
                memcpy(&n, p + 24, 4);
                n = n > 64 || n > slen - 28 ? 0 : n;
                memcpy(t->end_call, p + 28, n);
                t->end_call[n] = 0;
                for (char *c = t->end_call; *c; c++) { /* a name, safe in JSON */
                    if (!isalnum((unsigned char) *c) && *c != '_') {
                        *c = 0;
                        break;
                    }
                }
            }
            t->end = 1;
            t->end_reason = reason;
            free(p);
            continue;
        }
        if (is_tail) {
            tail = p;
            tail_len = slen;
            tail_raw = rlen;
            tail_first = first;
            tail_n = ntok;
            tail_flags = flags;
            tail_reason = reason;
            continue;
        }
        uint8_t *raw;
        if (block_payload(t, flags, p, slen, rlen, &raw) ||
            apply(t, flags, raw, rlen, first, ntok, fn, arg, defs_only)) {
            if (raw != p) free(raw);
            free(p);
            rc = -1;
            break;
        }
        if (raw != p) free(raw);
        free(p);
    }
    if (tail && rc == 0) {
        if (tail_first == t->cursor && !t->end) {
            uint8_t *raw;
            if (block_payload(t, tail_flags, tail, tail_len, tail_raw, &raw) ||
                apply(t, tail_flags, raw, tail_raw, tail_first, tail_n, fn, arg, defs_only)) {
                rc = -1;
            } else {
                t->end = 2;
                t->end_reason = tail_reason;
            }
            if (raw != tail) free(raw);
        }
    }
    free(tail);
    return rc;
}

/* ------------------------------------------------------------------ the files of a directory */

typedef struct tfile {
    char *path;
    int rank, thread;
} tfile_t;

static int cmp_tfile(const void *a, const void *b)
{
    const tfile_t *x = a, *y = b;
    return x->rank != y->rank ? (x->rank < y->rank ? -1 : 1) : (x->thread > y->thread) - (x->thread < y->thread);
}

static tfile_t *list_files(char **args, int n, int *count)
{
    tfile_t *v = NULL;
    uint32_t cap = 0, k = 0;
    for (int i = 0; i < n; i++) {
        struct stat st;
        if (stat(args[i], &st) == 0 && S_ISDIR(st.st_mode)) {
            DIR *d = opendir(args[i]);
            struct dirent *e;
            while (d && (e = readdir(d))) {
                int r, th;
                char tail[8];
                if (sscanf(e->d_name, "trace-rank-%d-thread-%d.strac%1s", &r, &th, tail) == 3 && !strcmp(tail, "e")) {
                    v = grow(v, &cap, k, sizeof *v);
                    char *p = malloc(strlen(args[i]) + strlen(e->d_name) + 2);
                    sprintf(p, "%s/%s", args[i], e->d_name);
                    v[k++] = (tfile_t) { p, r, th };
                }
            }
            if (d) closedir(d);
        } else {
            v = grow(v, &cap, k, sizeof *v);
            int r = -1, th = -1;
            const char *b = strrchr(args[i], '/');
            sscanf(b ? b + 1 : args[i], "trace-rank-%d-thread-%d", &r, &th);
            v[k++] = (tfile_t) { strdup(args[i]), r, th };
        }
    }
    qsort(v, k, sizeof *v, cmp_tfile);
    *count = (int) k;
    return v;
}

/* ------------------------------------------------------------------ symbols */

static const char *base_name(const char *p)
{
    const char *b = strrchr(p, '/');
    return b ? b + 1 : p;
}

/* addr2line, once per module with every offset of it */
static void symbolize(tr_t *t)
{
    for (uint32_t i = 0; i < t->nfuncs; i++) {
        if (t->funcs[i].name || !strcmp(t->funcs[i].module, "?")) continue;
        const char *mod = t->funcs[i].module;
        char tmp[] = "/tmp/stg-trace-XXXXXX";
        int fd = mkstemp(tmp);
        if (fd < 0) return;
        FILE *f = fdopen(fd, "w");
        for (uint32_t j = i; j < t->nfuncs; j++) {
            if (!t->funcs[j].name && !strcmp(t->funcs[j].module, mod)) fprintf(f, "0x%llx\n", (unsigned long long) t->funcs[j].offset);
        }
        fclose(f);
        char cmd[8400];
        snprintf(cmd, sizeof cmd, "addr2line -f -C -e '%s' < %s 2>/dev/null", mod, tmp);
        FILE *p = popen(cmd, "r");
        char line[4096], loc[4096];
        for (uint32_t j = i; j < t->nfuncs; j++) {
            if (t->funcs[j].name || strcmp(t->funcs[j].module, mod)) continue;
            if (p && fgets(line, sizeof line, p) && fgets(loc, sizeof loc, p)) {
                line[strcspn(line, "\n")] = 0;
                t->funcs[j].name = strdup(strcmp(line, "??") ? line : "");
            } else {
                t->funcs[j].name = strdup("");
            }
        }
        if (p) pclose(p);
        unlink(tmp);
    }
}

static void func_label(const tr_t *t, uint32_t fid, char *out, size_t n)
{
    const func_t *f = &t->funcs[fid];
    if (f->name && f->name[0]) snprintf(out, n, "%s", f->name);
    else snprintf(out, n, "%s+0x%llx", base_name(f->module), (unsigned long long) f->offset);
}

/* ------------------------------------------------------------------ print */

static void rank_label(int32_t r, char *out, size_t n)
{
    if (r == -1) snprintf(out, n, "null");
    else if (r == -2) snprintf(out, n, "any");
    else if (r == -3) snprintf(out, n, "root");
    else snprintf(out, n, "%d", r);
}

static void comm_label(const tr_t *t, uint32_t id, char *out, size_t n)
{
    const comm_t *c = comm_find(t, id);
    if (id == 0xFFFFFFFFu || !c) {
        snprintf(out, n, "-");
    } else if (!c->inter && c->nr == 1 && c->r[0].first == 0 && c->r[0].stride == 1 && c->size == t->np) {
        snprintf(out, n, "world");
    } else {
        snprintf(out, n, "c%u(%u%s)", id, c->size, c->inter ? ",inter" : "");
    }
}

static int print_event(tr_t *t, uint32_t tok, void *arg)
{
    (void) arg;
    const entry_t *e = &t->dict[tok];
    char a[64], b[64], c[64];
    switch (e->type) {
    case E_ENTER:
    case E_EXIT:
        func_label(t, e->fid, a + 0, sizeof a);
        printf("%s %s\n", e->type == E_ENTER ? "enter" : "exit", a);
        break;
    case E_MPI:
        printf("%s", e->call);
        if (e->kind) {
            comm_label(t, e->comm, a, sizeof a);
            printf(" comm=%s", a);
            if (e->flags & EVF_SEND) {
                rank_label(e->dest, b, sizeof b);
                printf(" dest=%s sendtag=%d", b, e->sendtag);
            }
            if (e->flags & EVF_RECV) {
                rank_label(e->source, b, sizeof b);
                printf(" source=%s recvtag=%d", b, e->recvtag);
            }
            if (e->flags & EVF_ROOTED) {
                rank_label(e->root, c, sizeof c);
                printf(" root=%s", c);
            }
            if (e->sent || e->received) printf(" sent=%lld received=%lld", (long long) e->sent, (long long) e->received);
        }
        printf("\n");
        break;
    case E_MPI_LEAVE:
        printf("%s done", e->call);
        if (e->flags & 2) {
            rank_label(e->source, b, sizeof b);
            printf(" source=%s", b);
        }
        if (e->flags & 4) printf(" tag=%d", e->recvtag);
        if (e->flags & 1) printf(" found");
        printf("\n");
        break;
    }
    return 0;
}

static const char *end_text(const tr_t *t, char *buf, size_t n)
{
    uint32_t r = t->end_reason & 0xff, sig = (t->end_reason >> 8) & 0xff;
    if (t->end == 0) {
        snprintf(buf, n, "unfinished (no END block: the task ended without writing it)");
    } else if (r == 2) {
        snprintf(buf, n, "%s (signal %u)", t->end == 1 ? "end" : "tail at a crash", sig);
    } else if (r == 6 && t->end == 1) { /* an abort: the exit status, the call */
        char status[32] = "";
        if (sig) {
            snprintf(status, sizeof status, " (exit status %u)", sig);
        }
        snprintf(buf, n, "end at an abort%s%s%s%s", t->end_call[0] ? " in " : "", t->end_call,
                 t->end_reason & (1u << 16) ? " (another thread's call)" : "", status);
    } else if (r == 6) {
        snprintf(buf, n, "tail at an MPI error (the MPI library ended the job)");
    } else if (r == 7) {
        snprintf(buf, n, "end: killed (signal %u)%s%s", sig, t->end_call[0] ? " in " : "", t->end_call);
    } else if (r == 8 && t->end == 2) {
        snprintf(buf, n, "unfinished (killed: the trace holds what was written on schedule)");
    } else {
        snprintf(buf, n, "%s%s", t->end == 1 ? "end at " : "tail at a ", r < NREASONS ? reasons[r] : "?");
    }
    return buf;
}

/* ------------------------------------------------------------------ OTF2 */

#ifdef STG_OTF2
/*
 * One OTF2 location per traced thread (location (rank << 16) | thread, in the location group of its
 * rank), regions for the functions (named by addr2line) and the MPI calls; Enter/Leave per event,
 * MpiSend at a blocking send's entry, MpiRecv at a blocking receive's completion, MpiCollectiveBegin/End
 * around collectives; a nonblocking send is MpiIsend at its entry and MpiIsendComplete at the wait that
 * completes it, a nonblocking receive MpiIrecvRequest at its entry and MpiIrecv (peer, tag, size) at that
 * wait. The traces name no requests: a thread's pending requests complete in the order they were started,
 * MPI_Waitall (and MPI_Waitsome) completes every one, MPI_Wait and MPI_Waitany the oldest; tests complete
 * none (their outcome is not traced), and requests left pending stay uncompleted. The traces carry no time: the timestamp is a logical clock, the event's index in
 * its thread's trace (events of different threads are not ordered by it). Communicators of every trace
 * are unified by their members (world ranks); an intercommunicator is written over its local group.
 * A call a hung or crashed thread never left stays entered (no Leave).
 */
typedef struct gstr {
    char **v;
    uint32_t n, cap;
} gstr_t;

static uint32_t gs(gstr_t *g, const char *s)
{
    for (uint32_t i = g->n; i-- > 0;) {
        if (!strcmp(g->v[i], s)) return i;
    }
    g->v = grow(g->v, &g->cap, g->n, sizeof *g->v);
    g->v[g->n] = strdup(s);
    return g->n++;
}

typedef struct gcomm {
    int inter;
    uint32_t size, nm;
    int32_t *members; /* world ranks */
} gcomm_t;

typedef struct xfile {
    tfile_t f;
    uint64_t loc;
    uint64_t events, records;
    uint32_t *fregion;      /* fid -> region */
    uint32_t nfid;
    uint32_t *gcomm_of;     /* local comm id -> global comm */
    uint32_t ncid;
    int mpi_thread;
} xfile_t;

typedef struct region {
    char *name;
    int mpi;
} region_t;

typedef struct pending {
    uint64_t req;
    int recv;
    uint32_t peer, comm, tag;
    uint64_t size;
} pending_t;

typedef struct xctx {
    gstr_t strings;
    region_t *regions;
    uint32_t nregions, rcap;
    gcomm_t *comms;
    uint32_t ncomms, gcap;
    xfile_t *x;
    OTF2_EvtWriter *w;
    uint64_t time, records; /* records: OTF2 events written for the location */
    uint32_t *stack;        /* MPI entries open: dictionary tokens */
    uint32_t depth, scap;
    uint32_t *call_region;  /* per dictionary token of an MPI call: its region */
    pending_t *pend;        /* nonblocking point-to-point requests not completed yet, oldest first */
    uint32_t npend, pcap;
    uint64_t next_req;
} xctx_t;

static uint32_t region_of(xctx_t *c, const char *name, int mpi)
{
    for (uint32_t i = 0; i < c->nregions; i++) {
        if (c->regions[i].mpi == mpi && !strcmp(c->regions[i].name, name)) return i;
    }
    c->regions = grow(c->regions, &c->rcap, c->nregions, sizeof *c->regions);
    c->regions[c->nregions] = (region_t) { strdup(name), mpi };
    return c->nregions++;
}

static int32_t *expand(const range_t *r, uint32_t nr, uint32_t *n)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < nr; i++) k += r[i].count;
    int32_t *m = malloc((k ? k : 1) * sizeof *m);
    k = 0;
    for (uint32_t i = 0; i < nr; i++) {
        for (uint32_t j = 0; j < r[i].count; j++) m[k++] = r[i].first + (int32_t) (j * r[i].stride);
    }
    *n = k;
    return m;
}

static uint32_t gcomm_of(xctx_t *c, const comm_t *lc)
{
    uint32_t n;
    int32_t *m = expand(lc->r, lc->nr, &n);
    for (uint32_t i = 0; i < c->ncomms; i++) {
        if (c->comms[i].inter == lc->inter && c->comms[i].size == lc->size && c->comms[i].nm == n &&
            !memcmp(c->comms[i].members, m, n * sizeof *m)) {
            free(m);
            return i;
        }
    }
    c->comms = grow(c->comms, &c->gcap, c->ncomms, sizeof *c->comms);
    c->comms[c->ncomms] = (gcomm_t) { lc->inter, lc->size, n, m };
    return c->ncomms++;
}

static OTF2_CollectiveOp coll_op(const char *call)
{
    static const char *const names[] = { "Barrier", "Bcast", "Gather", "Gatherv", "Scatter", "Scatterv", "Allgather",
                                         "Allgatherv", "Alltoall", "Alltoallv", "Alltoallw", "Allreduce", "Reduce",
                                         "Reduce_scatter", "Scan", "Exscan", "Reduce_scatter_block" };
    const char *b = call + 4;
    if (b[0] == 'I' && b[1] >= 'a' && b[1] <= 'z') { /* MPI_Ibcast -> Bcast */
        static char buf[64];
        snprintf(buf, sizeof buf, "%c%s", b[1] - 'a' + 'A', b + 2);
        b = buf;
    }
    for (int i = 0; i < 17; i++) {
        if (!strcmp(b, names[i])) return (OTF2_CollectiveOp) i;
    }
    return OTF2_COLLECTIVE_OP_BARRIER;
}

/* a nonblocking send's or receive's start (MpiIsend, MpiIrecvRequest); its completion waits in c->pend */
static void request_start(xctx_t *c, const entry_t *e, uint32_t gc, OTF2_TimeStamp now)
{
    int recv = !(e->flags & EVF_SEND);
    int32_t peer = recv ? e->source : e->dest, tag = recv ? e->recvtag : e->sendtag;
    if (peer < 0 && !(recv && peer == -2)) {
        return; /* MPI_PROC_NULL (or no rank): no message; a receive from MPI_ANY_SOURCE (-2) is one */
    }
    uint64_t req = c->next_req++;
    if (recv) {
        c->records++, OTF2_EvtWriter_MpiIrecvRequest(c->w, NULL, now, req);
    } else {
        c->records++, OTF2_EvtWriter_MpiIsend(c->w, NULL, now, (uint32_t) peer, gc, (uint32_t) tag, (uint64_t) e->sent, req);
    }
    c->pend = grow(c->pend, &c->pcap, c->npend, sizeof *c->pend);
    c->pend[c->npend++] = (pending_t) { req, recv, (uint32_t) peer, gc, tag >= 0 ? (uint32_t) tag : 0,
                                        (uint64_t) (recv ? e->received : e->sent) };
}

/* a wait's completion of the n oldest pending requests (MpiIsendComplete, MpiIrecv); a receive from
 * MPI_ANY_SOURCE (-2) completes with the
 * source the wait's exit names (its bit 1: MPI_Wait with a status), else with an undefined peer */
static void requests_complete(xctx_t *c, uint32_t n, const entry_t *leave, OTF2_TimeStamp now)
{
    n = n < c->npend ? n : c->npend;
    for (uint32_t i = 0; i < n; i++) {
        pending_t *p = &c->pend[i];
        if (!p->recv) {
            c->records++, OTF2_EvtWriter_MpiIsendComplete(c->w, NULL, now, p->req);
            continue;
        }
        uint32_t peer = p->peer;
        if ((int32_t) peer < 0) {
            peer = n == 1 && (leave->flags & 2) && leave->source >= 0 ? (uint32_t) leave->source : OTF2_UNDEFINED_UINT32;
        }
        c->records++, OTF2_EvtWriter_MpiIrecv(c->w, NULL, now, peer, p->comm, p->tag, p->size, p->req);
    }
    memmove(c->pend, c->pend + n, (c->npend - n) * sizeof *c->pend);
    c->npend -= n;
}

static int otf2_event(tr_t *t, uint32_t tok, void *arg)
{
    xctx_t *c = arg;
    const entry_t *e = &t->dict[tok];
    OTF2_TimeStamp now = ++c->time;
    switch (e->type) {
    case E_ENTER:
        c->records++, OTF2_EvtWriter_Enter(c->w, NULL, now, c->x->fregion[e->fid]);
        break;
    case E_EXIT:
        c->records++, OTF2_EvtWriter_Leave(c->w, NULL, now, c->x->fregion[e->fid]);
        break;
    case E_MPI: {
        uint32_t r = region_of(c, e->call, 1);
        c->records++, OTF2_EvtWriter_Enter(c->w, NULL, now, r);
        uint32_t gc = e->comm < c->x->ncid ? c->x->gcomm_of[e->comm] : OTF2_UNDEFINED_COMM;
        if (e->kind == 1 && (e->flags & EVF_SEND) && !(e->flags & (EVF_NONBLOCKING | EVF_PERSISTENT)) && e->dest >= 0 &&
            gc != OTF2_UNDEFINED_COMM) {
            c->records++, OTF2_EvtWriter_MpiSend(c->w, NULL, now, (uint32_t) e->dest, gc, (uint32_t) e->sendtag, (uint64_t) e->sent);
        }
        if (e->kind == 1 && (e->flags & EVF_NONBLOCKING) && !(e->flags & EVF_PERSISTENT) && gc != OTF2_UNDEFINED_COMM &&
            (e->flags & (EVF_SEND | EVF_RECV)) != (EVF_SEND | EVF_RECV)) {
            request_start(c, e, gc, now);
        }
        if (e->kind == 3 && gc != OTF2_UNDEFINED_COMM) c->records++, OTF2_EvtWriter_MpiCollectiveBegin(c->w, NULL, now);
        c->stack = grow(c->stack, &c->scap, c->depth, sizeof *c->stack);
        c->stack[c->depth++] = tok;
        break;
    }
    case E_MPI_LEAVE: {
        if (c->depth == 0) break;
        const entry_t *b = &t->dict[c->stack[--c->depth]];
        uint32_t gc = b->comm < c->x->ncid ? c->x->gcomm_of[b->comm] : OTF2_UNDEFINED_COMM;
        if (b->kind == 1 && (b->flags & EVF_RECV) && !(b->flags & (EVF_NONBLOCKING | EVF_PERSISTENT)) &&
            gc != OTF2_UNDEFINED_COMM) {
            int32_t src = e->flags & 2 ? e->source : b->source;
            int32_t tag = e->flags & 4 ? e->recvtag : b->recvtag;
            if (src >= 0) c->records++, OTF2_EvtWriter_MpiRecv(c->w, NULL, now, (uint32_t) src, gc, tag >= 0 ? (uint32_t) tag : 0, (uint64_t) b->received);
        }
        if (b->kind == 3 && gc != OTF2_UNDEFINED_COMM) {
            c->records++, OTF2_EvtWriter_MpiCollectiveEnd(c->w, NULL, now, coll_op(b->call), gc,
                                            (b->flags & EVF_ROOTED) && b->root >= 0 ? (uint32_t) b->root : OTF2_UNDEFINED_UINT32,
                                            (uint64_t) b->sent, (uint64_t) b->received);
        }
        if (b->kind == 0 && c->npend) {
            if (!strcmp(b->call, "MPI_Waitall") || !strcmp(b->call, "MPI_Waitsome")) {
                requests_complete(c, c->npend, e, now);
            } else if (!strcmp(b->call, "MPI_Wait") || !strcmp(b->call, "MPI_Waitany")) {
                requests_complete(c, 1, e, now);
            }
        }
        c->records++, OTF2_EvtWriter_Leave(c->w, NULL, now, region_of(c, b->call, 1));
        break;
    }
    }
    return 0;
}

/* OTF2's errors: the first one kept for the one message the export ends with (OTF2 prints none itself) */
static char otf2_error[512];
static int otf2_errors;

static OTF2_ErrorCode on_otf2_error(void *u, const char *file, uint64_t line, const char *fn, OTF2_ErrorCode code,
                                    const char *fmt, va_list va)
{
    (void) u; (void) file; (void) line; (void) fn;
    if (otf2_errors++ == 0) {
        char msg[400];
        vsnprintf(msg, sizeof msg, fmt, va);
        snprintf(otf2_error, sizeof otf2_error, "%s%s%s", OTF2_Error_GetDescription(code), msg[0] ? ": " : "", msg);
    }
    return code;
}

static OTF2_FlushType pre_flush(void *u, OTF2_FileType ft, OTF2_LocationRef l, void *cd, bool final)
{
    (void) u; (void) ft; (void) l; (void) cd; (void) final;
    return OTF2_FLUSH;
}
static OTF2_TimeStamp post_flush(void *u, OTF2_FileType ft, OTF2_LocationRef l)
{
    (void) u; (void) ft; (void) l;
    return 0;
}

static int otf2_export(const char *dir, const char *out)
{
    char *arg[1] = { (char *) dir };
    int n;
    tfile_t *files = list_files(arg, 1, &n);
    if (n == 0) {
        fprintf(stderr, "straggler-trace: no trace files (trace-rank-*-thread-*.strace) in %s\n", dir);
        return 2;
    }
    static const char *const parts[] = { "traces.otf2", "traces.def", "traces" }; /* what OTF2 writes in OUT */
    for (size_t i = 0; i < sizeof parts / sizeof *parts; i++) {
        char probe[4200];
        snprintf(probe, sizeof probe, "%s/%s", out, parts[i]);
        if (access(probe, F_OK) == 0) {
            fprintf(stderr, "straggler-trace: %s exists; give a new directory for the OTF2 archive\n", probe);
            return 1;
        }
    }
    struct stat st;
    if (stat(out, &st) == 0 && !S_ISDIR(st.st_mode)) {
        fprintf(stderr, "straggler-trace: %s is a file, not a directory; give a new directory for the OTF2 archive\n", out);
        return 1;
    }
    OTF2_Error_RegisterCallback(on_otf2_error, NULL);
    xctx_t c;
    memset(&c, 0, sizeof c);
    xfile_t *x = calloc((size_t) n, sizeof *x);
    uint32_t np = 0;
    /* pass 1: definitions of every trace */
    for (int i = 0; i < n; i++) {
        tr_t t;
        x[i].f = files[i];
        if (open_trace(&t, files[i].path) || run_trace(&t, NULL, NULL, 1)) {
            fprintf(stderr, "straggler-trace: %s\n", t.err);
            close_trace(&t);
            return 2;
        }
        symbolize(&t);
        x[i].loc = (uint64_t) t.rank << 16 | t.thread;
        x[i].events = t.cursor;
        x[i].mpi_thread = t.hflags & 1;
        x[i].f.rank = (int) t.rank;
        x[i].f.thread = (int) t.thread;
        if (t.np > np) np = t.np;
        x[i].nfid = t.nfuncs;
        x[i].fregion = calloc(t.nfuncs ? t.nfuncs : 1, sizeof *x[i].fregion);
        for (uint32_t f = 0; f < t.nfuncs; f++) {
            char label[4200];
            func_label(&t, f, label, sizeof label);
            x[i].fregion[f] = region_of(&c, label, 0);
        }
        /* communicators: ids are the file's (a reset does not reuse them); the ones defined since the last
         * reset are known here (a trace whose dictionary started over keeps older ones' messages out) */
        uint32_t cap = 0;
        x[i].ncid = 0;
        x[i].gcomm_of = NULL;
        for (uint32_t k = 0; k < t.ncomms; k++) {
            uint32_t id = t.comms[k].id;
            x[i].gcomm_of = grow(x[i].gcomm_of, &cap, id, sizeof *x[i].gcomm_of);
            for (uint32_t j = x[i].ncid; j <= id; j++) x[i].gcomm_of[j] = OTF2_UNDEFINED_COMM;
            if (id + 1 > x[i].ncid) x[i].ncid = id + 1;
            x[i].gcomm_of[id] = gcomm_of(&c, &t.comms[k]);
        }
        close_trace(&t);
    }
    OTF2_Archive *a = OTF2_Archive_Open(out, "traces", OTF2_FILEMODE_WRITE, 1024 * 1024, 4 * 1024 * 1024,
                                        OTF2_SUBSTRATE_POSIX, OTF2_COMPRESSION_NONE);
    if (!a) {
        fprintf(stderr, "straggler-trace: cannot create the OTF2 archive in %s%s%s\n", out, otf2_errors ? ": " : "",
                otf2_error);
        return 1;
    }
    OTF2_FlushCallbacks fcb = { pre_flush, post_flush };
    OTF2_Archive_SetFlushCallbacks(a, &fcb, NULL);
    OTF2_Archive_SetSerialCollectiveCallbacks(a);
    OTF2_Archive_OpenEvtFiles(a);
    uint64_t longest = 0;
    /* pass 2: the events */
    for (int i = 0; i < n; i++) {
        tr_t t;
        open_trace(&t, files[i].path);
        c.x = &x[i];
        c.w = OTF2_Archive_GetEvtWriter(a, x[i].loc);
        c.time = 0;
        c.records = 0;
        c.depth = 0;
        c.npend = 0;
        int rc = run_trace(&t, otf2_event, &c, 0);
        if (c.time > longest) longest = c.time;
        x[i].records = c.records;
        OTF2_Archive_CloseEvtWriter(a, c.w);
        if (rc) {
            fprintf(stderr, "straggler-trace: %s\n", t.err);
            close_trace(&t);
            return 2;
        }
        close_trace(&t);
    }
    OTF2_Archive_CloseEvtFiles(a);
    OTF2_Archive_OpenDefFiles(a);
    for (int i = 0; i < n; i++) {
        OTF2_DefWriter *dw = OTF2_Archive_GetDefWriter(a, x[i].loc);
        OTF2_Archive_CloseDefWriter(a, dw);
    }
    OTF2_Archive_CloseDefFiles(a);
    /* the global definitions */
    OTF2_GlobalDefWriter *g = OTF2_Archive_GetGlobalDefWriter(a);
    OTF2_GlobalDefWriter_WriteClockProperties(g, 1, 0, longest + 1, OTF2_UNDEFINED_TIMESTAMP);
    uint32_t s_machine = gs(&c.strings, "machine"), s_node = gs(&c.strings, "node");
    uint32_t s_empty = gs(&c.strings, "");
    uint32_t s_world = gs(&c.strings, "MPI_COMM_WORLD"), s_locs = gs(&c.strings, "MPI ranks");
    /* one MPI location per rank (its MPI thread, else its thread 0, else an empty one) */
    uint64_t *rank_loc = calloc(np ? np : 1, sizeof *rank_loc);
    for (uint32_t r = 0; r < np; r++) rank_loc[r] = (uint64_t) r << 16;
    for (int i = n; i-- > 0;) {
        if (x[i].f.rank >= 0 && (uint32_t) x[i].f.rank < np && (x[i].mpi_thread || x[i].f.thread == 0)) {
            rank_loc[x[i].f.rank] = x[i].loc;
        }
    }
    /* strings first */
    char name[256];
    for (uint32_t r = 0; r < np; r++) {
        snprintf(name, sizeof name, "rank %u", r);
        gs(&c.strings, name);
    }
    for (int i = 0; i < n; i++) {
        snprintf(name, sizeof name, "rank %d thread %d", x[i].f.rank, x[i].f.thread);
        gs(&c.strings, name);
    }
    for (uint32_t i = 0; i < c.nregions; i++) gs(&c.strings, c.regions[i].name);
    for (uint32_t i = 0; i < c.ncomms; i++) {
        snprintf(name, sizeof name, "communicator %u", i);
        gs(&c.strings, name);
    }
    for (uint32_t i = 0; i < c.strings.n; i++) OTF2_GlobalDefWriter_WriteString(g, i, c.strings.v[i]);
    OTF2_GlobalDefWriter_WriteSystemTreeNode(g, 0, s_machine, s_node, OTF2_UNDEFINED_SYSTEM_TREE_NODE);
    for (uint32_t r = 0; r < np; r++) {
        snprintf(name, sizeof name, "rank %u", r);
        OTF2_GlobalDefWriter_WriteLocationGroup(g, r, gs(&c.strings, name), OTF2_LOCATION_GROUP_TYPE_PROCESS, 0,
                                                OTF2_UNDEFINED_LOCATION_GROUP);
    }
    for (int i = 0; i < n; i++) {
        snprintf(name, sizeof name, "rank %d thread %d", x[i].f.rank, x[i].f.thread);
        OTF2_GlobalDefWriter_WriteLocation(g, x[i].loc, gs(&c.strings, name), OTF2_LOCATION_TYPE_CPU_THREAD,
                                           x[i].records, (uint32_t) x[i].f.rank);
    }
    for (uint32_t r = 0; r < np; r++) { /* ranks without a trace file still are communicator members */
        int have = 0;
        for (int i = 0; i < n; i++) have |= x[i].loc == rank_loc[r];
        if (!have) {
            snprintf(name, sizeof name, "rank %u", r);
            OTF2_GlobalDefWriter_WriteLocation(g, rank_loc[r], gs(&c.strings, name), OTF2_LOCATION_TYPE_CPU_THREAD, 0, r);
        }
    }
    for (uint32_t i = 0; i < c.nregions; i++) {
        uint32_t sn = gs(&c.strings, c.regions[i].name);
        OTF2_GlobalDefWriter_WriteRegion(g, i, sn, sn, s_empty, OTF2_REGION_ROLE_FUNCTION,
                                         c.regions[i].mpi ? OTF2_PARADIGM_MPI : OTF2_PARADIGM_COMPILER,
                                         OTF2_REGION_FLAG_NONE, s_empty, 0, 0);
    }
    OTF2_GlobalDefWriter_WriteGroup(g, 0, s_locs, OTF2_GROUP_TYPE_COMM_LOCATIONS, OTF2_PARADIGM_MPI,
                                    OTF2_GROUP_FLAG_NONE, np, rank_loc);
    for (uint32_t i = 0; i < c.ncomms; i++) {
        uint64_t *m = malloc((c.comms[i].nm ? c.comms[i].nm : 1) * sizeof *m);
        for (uint32_t k = 0; k < c.comms[i].nm; k++) m[k] = (uint64_t) c.comms[i].members[k];
        int world = c.comms[i].nm == np && !c.comms[i].inter;
        for (uint32_t k = 0; world && k < np; k++) world = c.comms[i].members[k] == (int32_t) k;
        snprintf(name, sizeof name, "communicator %u", i);
        uint32_t sn = world ? s_world : gs(&c.strings, name);
        OTF2_GlobalDefWriter_WriteGroup(g, i + 1, sn, OTF2_GROUP_TYPE_COMM_GROUP, OTF2_PARADIGM_MPI,
                                        OTF2_GROUP_FLAG_NONE, c.comms[i].nm, m);
        OTF2_GlobalDefWriter_WriteComm(g, i, sn, i + 1, OTF2_UNDEFINED_COMM, OTF2_COMM_FLAG_NONE);
        free(m);
    }
    OTF2_Archive_CloseGlobalDefWriter(a, g);
    if (OTF2_Archive_Close(a) != OTF2_SUCCESS && !otf2_errors) {
        snprintf(otf2_error, sizeof otf2_error, "the archive could not be closed");
        otf2_errors = 1;
    }
    if (otf2_errors) {
        fprintf(stderr, "straggler-trace: the OTF2 archive in %s is incomplete (%s); %s\n", out, otf2_error,
                "free space on its file system (a full disk?) or give another directory, and export again");
        return 1;
    }
    printf("%s/traces.otf2: %d locations, %u regions, %u communicators; timestamps are a logical clock (the event's "
           "index in its thread's trace)\n", out, n, c.nregions, c.ncomms);
    return 0;
}
#endif

/* ------------------------------------------------------------------ main */

static int usage(void)
{
    fprintf(stderr, "usage: straggler-trace summary [--json] DIR|FILE...\n"
                    "       straggler-trace print [--symbols] [--rank R] [--thread T] DIR|FILE...\n"
                    "       straggler-trace check FILE...\n"
                    "       straggler-trace otf2 DIR OUT\n");
    return 1;
}

int main(int argc, char **argv)
{
    if (argc < 3) return usage();
    const char *cmd = argv[1];
    int json = 0, symbols = 0, want_rank = -1, want_thread = -1, nargs = 0;
    char **args = calloc((size_t) argc, sizeof *args);
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "--symbols")) symbols = 1;
        else if (!strcmp(argv[i], "--rank") && i + 1 < argc) want_rank = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--thread") && i + 1 < argc) want_thread = atoi(argv[++i]);
        else args[nargs++] = argv[i];
    }
#ifdef STG_OTF2
    if (!strcmp(cmd, "otf2")) {
        if (nargs != 2) return usage();
        return otf2_export(args[0], args[1]);
    }
#else
    if (!strcmp(cmd, "otf2")) {
        fprintf(stderr, "straggler-trace: built without OTF2 (apt-get install libotf2-trace-dev, rebuild)\n");
        return 1;
    }
#endif
    if (strcmp(cmd, "summary") && strcmp(cmd, "print") && strcmp(cmd, "check")) return usage();
    int n;
    tfile_t *files = list_files(args, nargs, &n);
    if (n == 0) {
        fprintf(stderr, "straggler-trace: no trace files (trace-rank-*-thread-*.strace) in %s\n", nargs ? args[0] : "?");
        return 2;
    }
    int rc = 0;
    if (json) printf("[");
    for (int i = 0, first = 1; i < n; i++) {
        if ((want_rank >= 0 && files[i].rank != want_rank) || (want_thread >= 0 && files[i].thread != want_thread)) continue;
        tr_t t;
        char end[128];
        if (open_trace(&t, files[i].path) == 0) {
            if (!strcmp(cmd, "print")) {
                if (symbols && run_trace(&t, NULL, NULL, 1) == 0) {
                    /* the functions first (definitions only), then the events with their names */
                    tr_t s = t;
                    symbolize(&s);
                    func_t *funcs = s.funcs;
                    uint32_t nf = s.nfuncs, fc = s.fcap;
                    s.funcs = NULL;
                    s.nfuncs = s.fcap = 0;
                    close_trace(&s);
                    open_trace(&t, files[i].path);
                    t.funcs = funcs;
                    t.nfuncs = nf;
                    t.fcap = fc;
                }
                printf("# rank %u thread %u (tid %u%s)\n", t.rank, t.thread, t.tid, t.hflags & 1 ? ", MPI thread" : "");
                if (run_trace(&t, print_event, NULL, 0) == 0) printf("# %s\n", end_text(&t, end, sizeof end));
            } else {
                run_trace(&t, NULL, NULL, 1);
            }
        }
        if (t.err[0]) {
            fprintf(stderr, "straggler-trace: %s\n", t.err);
            rc = 2;
        } else if (!strcmp(cmd, "summary")) {
            uint64_t raw = 4 * t.cursor + t.defs_bytes;
            if (json) {
                printf("%s{\"rank\":%u,\"thread\":%u,\"tid\":%u,\"omp\":%d,\"mpiThread\":%s,\"functions\":%s,\"events\":%llu,"
                       "\"distinctFunctions\":%u,\"rawBytes\":%llu,\"storedBytes\":%llu,\"blocks\":%llu,\"end\":\"%s\","
                       "\"endReason\":%u,\"endCall\":\"%s\",\"dropped\":%llu}",
                       first ? "" : ",", t.rank, t.thread, t.tid, (int) t.omp - 1, t.hflags & 1 ? "true" : "false",
                       t.hflags & 2 ? "true" : "false", (unsigned long long) t.cursor, t.nfuncs,
                       (unsigned long long) raw, (unsigned long long) t.size, (unsigned long long) t.blocks,
                       t.end == 1 ? "end" : t.end == 2 ? "tail" : "none", t.end_reason, t.end_call,
                       (unsigned long long) t.dropped);
            } else {
                printf("rank %u thread %u: %llu events, %u distinct functions, %llu raw bytes, %llu stored (%.1fx), %s\n",
                       t.rank, t.thread, (unsigned long long) t.cursor, t.nfuncs, (unsigned long long) raw,
                       (unsigned long long) t.size, t.size ? (double) raw / (double) t.size : 0.0,
                       end_text(&t, end, sizeof end));
            }
            first = 0;
        }
        close_trace(&t);
    }
    if (json) printf("]\n");
    return rc;
}
