/*
 * The call-trace recorder (trace.h; docs/dump-format.md "Trace files"; docs/decisions/035-call-traces.md).
 * Configured by
 *
 *   STRAGGLER_TRACE=off|mpi|functions     (default off)
 *   STRAGGLER_TRACE_MEMORY=BYTES[K|M|G]   memory per traced thread (default 4M, at least 256K)
 *   STRAGGLER_TRACE_FLUSH=SECONDS         a thread writes what it holds at most this often (default 5)
 *   STRAGGLER_TRACE_COMPRESS=deflate|zstd|none   second compression stage (default deflate, when built
 *                                         with zlib; zstd when built with libzstd)
 *   STRAGGLER_TRACE_LZ=0|1                first stage (default 1; 0 only to measure what it brings)
 *
 * Every traced thread owns a state (no lock on the hot path): a dictionary of the distinct events it saw
 * (an MPI call with its descriptor's arguments, a function's entry or exit as module + offset), each
 * event appended as its dictionary index, a *token*, to an online LZ77 coder over tokens: a token that
 * continues a repeat of the stream at distance d extends a copy (one comparison), otherwise it is a
 * literal, and three literals that occurred before (a hash of three tokens -> where) start a copy. A loop
 * body repeated 10^6 times is one copy whose distance is the body's length; nested loops with fixed trip
 * counts are one copy of the outer body. The coded bytes and the new dictionary entries form a block,
 * compressed with deflate (or zstd), appended to the thread's file when the buffer fills, every FLUSH seconds, and
 * at exit (then an END block). At a hang (the dump) and at a crash the state of every thread is read
 * without stopping it (a sequence lock: the owner makes its count odd while it changes the state) and
 * written as a TAIL block: the trace up to now, used by a reader only when nothing follows it.
 *
 * Function events come from code built with -finstrument-functions: this library defines
 * __cyg_profile_func_enter/exit (glibc's no-op versions are the fallback without the runtime); they
 * record from the first call on, buffering until MPI_Init gives the task its rank and directory.
 */
#define _GNU_SOURCE
#include "trace.h"
#include "calls.h"
#include "crc32.h"
#include "htab.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>
#ifdef STG_ZSTD
#include <zstd.h>
#endif
#ifdef STG_ZLIB
#include <zlib.h>
#endif

#define TLS __thread __attribute__((tls_model("initial-exec")))
#define API __attribute__((visibility("default")))

enum { MODE_OFF, MODE_MPI, MODE_FUNCTIONS };
static int mode;
static volatile int ready;          /* at_init done: the task has a rank and a directory */
static size_t memory = 4u << 20;
static double flush_period = 5;
enum { Z_OFF, Z_DEFLATE, Z_ZSTD };
static int compress_with = Z_OFF;
static int lz_on = 1;
static uint32_t window_tokens, out_cap, defs_cap = 64 * 1024, dict_cap;
static MPI_Group world_group = MPI_GROUP_NULL;
static char exe_path[4096];
static pid_t mpi_tid;

/* ------------------------------------------------------------------ the file format (docs/dump-format.md) */

#define FMT_MAJOR 1
#define FMT_MINOR 0
#define HEADER_BYTES 48
#define BLOCK_HEADER_BYTES 48
enum { DEF_MODULE = 1, DEF_FUNCTION = 2, DEF_MPI = 3, DEF_MPI_LEAVE = 4, DEF_COMM = 5 };
enum { BF_ZSTD = 1, BF_RESET = 2, BF_DEFLATE = 4 };
enum { REASON_NONE, REASON_HANG, REASON_CRASH, REASON_FINALIZE, REASON_EXIT, REASON_THREAD_EXIT };
#define LITMAX 256
#define OUT_SLACK 4096

/* ------------------------------------------------------------------ per-thread state */

/* The key of an MPI event: its first KEY_BYTES bytes (no padding inside them), then its token. */
typedef struct evkey {
    int32_t call;
    int32_t type; /* DEF_MPI or DEF_MPI_LEAVE */
    int32_t kind, flags;
    uint32_t comm;
    int32_t dest, sendtag, source, recvtag, root;
    int64_t sent, received;
    uint32_t token, pad;
} evkey_t;
#define KEY_BYTES offsetof(evkey_t, token)
_Static_assert(KEY_BYTES == 56, "evkey_t has no padding in its key");

typedef struct tcomm {
    uint64_t key;
    uint32_t id;
} tcomm_t;

typedef struct tmod {
    const void *lm;
    uint32_t id;
} tmod_t;

enum { FR_NONE, FR_ASKED, FR_WORKING, FR_DONE };

typedef struct tthread {
    struct tthread *next;
    uint32_t index;
    pid_t tid;
    int omp;                /* OpenMP thread number + 1 at the first event; 0: no OpenMP */
    int dead;
    uint64_t start_ns;
    /* the sequence lock over the coder's state; odd while the owner changes it */
    volatile uint32_t seq;
    volatile int flush_req; /* FR_*: another thread asks the owner to write what it holds */
    volatile int req_reason;
    int in_hook;
    int off;                /* stopped: out of memory, or a full buffer before MPI_Init */
    /* the coder */
    uint32_t *win, wmask;   /* the last window_tokens tokens */
    uint64_t pos;           /* tokens since the last reset */
    uint64_t total;         /* tokens since the start */
    uint32_t *lz, lzmask;   /* hash of three tokens -> the position after them */
    int in_match;
    uint32_t mdist;
    uint64_t mlen;
    uint32_t lit[LITMAX];
    int nlit;
    uint8_t *out;
    uint32_t out_len;
    uint8_t *defs;
    uint32_t defs_len;
    uint64_t block_first;   /* total at the start of the unwritten block */
    int reset_next;         /* the next block starts with a reset */
    /* the dictionary */
    uint32_t ndict;
    stg_htab_t fn_index;    /* stg_hash64(address) -> token of its entry */
    stg_htab_t ev_index;    /* hash of an event key -> index in evkeys */
    evkey_t *evkeys;
    uint32_t nev, evcap;
    tmod_t *mods;
    uint32_t nmods, modcap;
    tcomm_t *comms;
    uint32_t ncomms, commcap, next_comm;
    unsigned comm_epoch;
    /* the file */
    pthread_mutex_t wlock;
    int fd, closed;
    uint64_t dropped;
    uint32_t since_check, mpi_events;
    double next_flush;
    uint32_t leave_tok[STG_NCALLS]; /* token + 1 of each call's plain exit; 0: not yet */
} tthread_t;

static TLS tthread_t *self;
static TLS int self_gone; /* the thread's state was closed at its exit */
static pthread_mutex_t reg_lock = PTHREAD_MUTEX_INITIALIZER;
static tthread_t *volatile threads;
static uint32_t next_index;
static pthread_key_t exit_key;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;
static volatile unsigned comm_epoch; /* bumped when a communicator is freed: handles may be reused */

static void owner_flush(tthread_t *t, int final, int reason);

/* ------------------------------------------------------------------ configuration */

static void read_config(void)
{
    const char *v = getenv("STRAGGLER_TRACE");
    const char *dis = getenv("STRAGGLER_DISABLE");
    int m = MODE_OFF;
    if (v && *v && !(dis && *dis && strcmp(dis, "0"))) {
        if (strcmp(v, "mpi") == 0) {
            m = MODE_MPI;
        } else if (strcmp(v, "functions") == 0) {
            m = MODE_FUNCTIONS;
        } else if (strcmp(v, "off") != 0) {
            m = -1; /* said at MPI_Init, once the task has a rank */
        }
    }
    const char *s = getenv("STRAGGLER_TRACE_MEMORY");
    size_t mem = 4u << 20;
    if (s && *s) {
        char *end;
        double d = strtod(s, &end);
        double mul = *end == 'K' || *end == 'k' ? 1024.0 : *end == 'M' || *end == 'm' ? 1048576.0
                   : *end == 'G' || *end == 'g' ? 1073741824.0 : 1;
        if (d > 0 && (end[0] == 0 || end[1] == 0)) {
            mem = d * mul > 4294967296.0 ? (size_t) 1 << 32 : (size_t) (d * mul);
        }
    }
    if (mem < (256u << 10)) {
        mem = 256u << 10;
    }
    const char *f = getenv("STRAGGLER_TRACE_FLUSH");
    double period = f && *f && atof(f) > 0 ? atof(f) : 5;
    const char *z = getenv("STRAGGLER_TRACE_COMPRESS");
    int zwith = Z_OFF;
#ifdef STG_ZLIB
    zwith = Z_DEFLATE;
#endif
    if (z && !strcmp(z, "none")) {
        zwith = Z_OFF;
    } else if (z && !strcmp(z, "zstd")) {
#ifdef STG_ZSTD
        zwith = Z_ZSTD;
#endif
    }
    if (!window_tokens) { /* the sizes stay those of the first reading: threads may have buffers already */
        memory = mem;
        /* a quarter for the window (4 bytes a token), half for the coded output, an eighth for the
         * dictionary (about 64 bytes an entry with its indexes) */
        window_tokens = 1;
        while ((size_t) window_tokens * 2 * 16 <= memory) {
            window_tokens *= 2;
        }
        out_cap = (uint32_t) (memory / 2);
        dict_cap = (uint32_t) (memory / 8 / 64);
    }
    flush_period = period;
    compress_with = zwith;
    const char *lz = getenv("STRAGGLER_TRACE_LZ");
    lz_on = !(lz && strcmp(lz, "0") == 0);
    if (!exe_path[0]) {
        ssize_t n = readlink("/proc/self/exe", exe_path, sizeof exe_path - 1);
        exe_path[n > 0 ? n : 0] = 0;
    }
    mode = m;
}

__attribute__((constructor)) static void trace_load(void)
{
    read_config(); /* function events start before MPI_Init */
}

static double mono_coarse(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC_COARSE, &ts);
    return (double) ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* ------------------------------------------------------------------ little helpers */

static inline void seq_begin(tthread_t *t)
{
    __atomic_store_n(&t->seq, t->seq + 1, __ATOMIC_RELAXED);
    __atomic_thread_fence(__ATOMIC_RELEASE);
}

static inline void seq_end(tthread_t *t)
{
    __atomic_store_n(&t->seq, t->seq + 1, __ATOMIC_RELEASE);
}

static inline uint32_t put_varint(uint8_t *p, uint64_t v)
{
    uint32_t n = 0;
    while (v >= 0x80) {
        p[n++] = (uint8_t) (v | 0x80);
        v >>= 7;
    }
    p[n++] = (uint8_t) v;
    return n;
}

static int write_all(int fd, const void *p, size_t n)
{
    const char *c = p;
    while (n > 0) {
        ssize_t w = write(fd, c, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return -1;
        c += w;
        n -= (size_t) w;
    }
    return 0;
}

static void put32(uint8_t *p, uint32_t v) { memcpy(p, &v, 4); }
static void put64(uint8_t *p, uint64_t v) { memcpy(p, &v, 8); }

/* ------------------------------------------------------------------ threads */

static void thread_exit(void *arg);

static void make_key(void)
{
    pthread_key_create(&exit_key, thread_exit);
}

static void dict_clear(tthread_t *t)
{
    stg_htab_free(&t->fn_index);
    stg_htab_free(&t->ev_index);
    memset(&t->fn_index, 0, sizeof t->fn_index);
    memset(&t->ev_index, 0, sizeof t->ev_index);
    t->ndict = t->nev = t->nmods = t->ncomms = 0;
    memset(t->leave_tok, 0, sizeof t->leave_tok);
}

static tthread_t *thread_new(void)
{
    if (self_gone || mode <= MODE_OFF) {
        return NULL;
    }
    tthread_t *t = calloc(1, sizeof *t);
    if (!t) {
        return NULL;
    }
    t->lzmask = (1u << 14) - 1;
    t->win = calloc(window_tokens, sizeof *t->win);
    t->lz = calloc((size_t) t->lzmask + 1, sizeof *t->lz);
    t->out = malloc(out_cap);
    t->defs = malloc(defs_cap);
    if (!t->win || !t->lz || !t->out || !t->defs) {
        free(t->win);
        free(t->lz);
        free(t->out);
        free(t->defs);
        free(t);
        return NULL;
    }
    t->wmask = window_tokens - 1;
    t->tid = (pid_t) syscall(SYS_gettid);
    /* the OpenMP thread number at the thread's first event (a reader pairs the threads of two runs by it) */
    static int (*omp_num)(void);
    static int omp_looked;
    if (!__atomic_load_n(&omp_looked, __ATOMIC_ACQUIRE)) {
        omp_num = (int (*)(void)) dlsym(RTLD_DEFAULT, "omp_get_thread_num");
        __atomic_store_n(&omp_looked, 1, __ATOMIC_RELEASE);
    }
    t->omp = omp_num ? omp_num() + 1 : 0;
    t->start_ns = stg_wall_ns();
    t->fd = -1;
    t->next_flush = mono_coarse() + flush_period;
    pthread_mutex_init(&t->wlock, NULL);
    pthread_once(&key_once, make_key);
    pthread_mutex_lock(&reg_lock);
    t->index = next_index++;
    t->next = threads;
    threads = t;
    pthread_mutex_unlock(&reg_lock);
    self = t;
    pthread_setspecific(exit_key, t);
    return t;
}

/* ------------------------------------------------------------------ writing blocks */

static int open_file(tthread_t *t)
{
    if (t->fd >= 0) {
        return 0;
    }
    if (!ready) {
        return -1;
    }
    char path[4300];
    snprintf(path, sizeof path, "%s/trace-rank-%06d-thread-%04u.strace", stg_cfg.dir, stg_rank, t->index);
    t->fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0666);
    if (t->fd < 0) {
        return -1;
    }
    uint8_t h[HEADER_BYTES] = "STRGTRCE";
    uint16_t major = FMT_MAJOR, minor = FMT_MINOR;
    memcpy(h + 8, &major, 2);
    memcpy(h + 10, &minor, 2);
    put32(h + 12, (uint32_t) stg_rank);
    put32(h + 16, (uint32_t) stg_size);
    put32(h + 20, t->index);
    put32(h + 24, (uint32_t) t->tid);
    put32(h + 28, (t->tid == mpi_tid ? 1u : 0u) | (mode == MODE_FUNCTIONS ? 2u : 0u));
    put32(h + 32, window_tokens);
    put64(h + 36, t->start_ns);
    put32(h + 44, (uint32_t) t->omp);
    if (write_all(t->fd, h, sizeof h)) {
        close(t->fd);
        t->fd = -1;
        return -1;
    }
    return 0;
}

/* One block: the header, then the payload pieces (already compressed, or raw). */
static int write_block(tthread_t *t, const char tag[4], uint32_t flags, const struct iovec *piece, int npieces,
                       uint64_t raw_len, uint64_t first, uint64_t ntokens, uint32_t reason)
{
    if (open_file(t)) {
        return -1;
    }
    uint64_t stored = 0;
    uint32_t crc = 0;
    for (int i = 0; i < npieces; i++) {
        stored += piece[i].iov_len;
        crc = stg_crc32(crc, piece[i].iov_base, piece[i].iov_len);
    }
    uint8_t h[BLOCK_HEADER_BYTES];
    memcpy(h, tag, 4);
    put32(h + 4, flags);
    put64(h + 8, stored);
    put64(h + 16, raw_len);
    put64(h + 24, first);
    put64(h + 32, ntokens);
    put32(h + 40, crc);
    put32(h + 44, reason);
    struct iovec iov[8];
    iov[0] = (struct iovec) { h, sizeof h };
    int n = 1;
    for (int i = 0; i < npieces && n < 8; i++) {
        iov[n++] = piece[i];
    }
    /* one writev: O_APPEND keeps a block whole when another thread appends to this file too */
    size_t want = sizeof h + stored;
    ssize_t w;
    do {
        w = writev(t->fd, iov, n);
    } while (w < 0 && errno == EINTR);
    if (w == (ssize_t) want) {
        return 0;
    }
    size_t done = w > 0 ? (size_t) w : 0; /* a short write (a full disk): the rest piece by piece */
    for (int i = 0; i < n; i++) {
        if (done >= iov[i].iov_len) {
            done -= iov[i].iov_len;
            continue;
        }
        if (write_all(t->fd, (char *) iov[i].iov_base + done, iov[i].iov_len - done)) {
            return -1;
        }
        done = 0;
    }
    return 0;
}

static void write_end(tthread_t *t, int reason)
{
    uint8_t p[24];
    put64(p, t->total);
    put64(p + 8, t->dropped);
    put32(p + 16, (uint32_t) reason);
    put32(p + 20, 0);
    struct iovec iov = { p, sizeof p };
    write_block(t, "END ", 0, &iov, 1, sizeof p, t->total, 0, (uint32_t) reason);
}

static void close_file(tthread_t *t)
{
    t->closed = 1;
    if (t->fd >= 0) {
        close(t->fd);
        t->fd = -1;
    }
}

static pthread_mutex_t zlock = PTHREAD_MUTEX_INITIALIZER; /* the compressors and zbuf (blocks are written rarely) */
static void *zbuf;
static size_t zcap;

static int zbuf_room(size_t bound)
{
    if (bound > zcap) {
        void *nb = realloc(zbuf, bound);
        if (!nb) return 0;
        zbuf = nb;
        zcap = bound;
    }
    return 1;
}

#ifdef STG_ZLIB
static z_stream zs;
static int zs_ready;

/* the pieces deflated into one zlib stream (zbuf, under zlock); 0 when it did not pay */
static size_t deflate_pieces(const struct iovec *raw, int n, size_t raw_len)
{
    if (!zs_ready) {
        if (deflateInit(&zs, Z_DEFAULT_COMPRESSION) != Z_OK) return 0;
        zs_ready = 1;
    } else if (deflateReset(&zs) != Z_OK) {
        return 0;
    }
    size_t bound = deflateBound(&zs, (uLong) raw_len) + 64;
    if (!zbuf_room(bound)) return 0;
    zs.next_out = zbuf;
    zs.avail_out = (uInt) bound;
    for (int i = 0; i < n; i++) {
        zs.next_in = raw[i].iov_base;
        zs.avail_in = (uInt) raw[i].iov_len;
        int rc = deflate(&zs, i == n - 1 ? Z_FINISH : Z_NO_FLUSH);
        if (rc == Z_STREAM_ERROR || (i == n - 1 && rc != Z_STREAM_END)) return 0;
    }
    return zs.total_out < raw_len ? zs.total_out : 0;
}
#endif

#ifdef STG_ZSTD
static ZSTD_CCtx *zctx;

/* the pieces compressed into one zstd frame (zbuf, under zlock); 0 when it did not pay */
static size_t zstd_pieces(const struct iovec *raw, int n, size_t raw_len)
{
    if (!zctx) {
        zctx = ZSTD_createCCtx();
        if (!zctx) return 0;
        ZSTD_CCtx_setParameter(zctx, ZSTD_c_compressionLevel, 3);
    }
    size_t bound = ZSTD_compressBound(raw_len);
    if (!zbuf_room(bound)) return 0;
    ZSTD_CCtx_reset(zctx, ZSTD_reset_session_only);
    ZSTD_CCtx_setPledgedSrcSize(zctx, raw_len);
    ZSTD_outBuffer ob = { zbuf, zcap, 0 };
    for (int i = 0; i < n; i++) {
        ZSTD_inBuffer ib = { raw[i].iov_base, raw[i].iov_len, 0 };
        ZSTD_EndDirective end = i == n - 1 ? ZSTD_e_end : ZSTD_e_continue;
        size_t rc;
        do {
            rc = ZSTD_compressStream2(zctx, &ob, &ib, end);
            if (ZSTD_isError(rc)) return 0;
        } while (end == ZSTD_e_end ? rc > 0 : ib.pos < ib.size);
    }
    return ob.pos < raw_len ? ob.pos : 0;
}
#endif

/* ------------------------------------------------------------------ the coder (owner only) */

static void emit_lits(tthread_t *t, int keep)
{
    int n = t->nlit - keep;
    if (n <= 0) {
        return;
    }
    uint8_t *p = t->out + t->out_len;
    uint32_t k = put_varint(p, (uint64_t) n << 1);
    for (int i = 0; i < n; i++) {
        k += put_varint(p + k, t->lit[i]);
    }
    t->out_len += k;
    memmove(t->lit, t->lit + n, (size_t) keep * sizeof *t->lit);
    t->nlit = keep;
}

static void emit_copy(tthread_t *t)
{
    if (t->mlen == 0) {
        return;
    }
    uint8_t *p = t->out + t->out_len;
    uint32_t k = put_varint(p, t->mlen << 1 | 1);
    k += put_varint(p + k, t->mdist);
    t->out_len += k;
    t->mlen = 0;
}

static inline uint32_t hash3(uint32_t a, uint32_t b, uint32_t c)
{
    return (a * 0x9E3779B1u) ^ (b * 0x85EBCA77u) ^ (c * 0xC2B2AE3Du) ^ ((a ^ c) >> 15);
}

static void check(tthread_t *t);

static inline void push(tthread_t *t, uint32_t tok)
{
    seq_begin(t);
    uint32_t m = t->wmask;
    if (t->in_match) {
        if (t->win[(uint32_t) (t->pos - t->mdist) & m] == tok) {
            t->win[(uint32_t) t->pos & m] = tok;
            t->pos++;
            t->total++;
            t->mlen++;
            seq_end(t);
            if (__builtin_expect(++t->since_check >= 4096 || t->flush_req, 0)) {
                check(t);
            }
            return;
        }
        emit_copy(t);
        t->in_match = 0;
    }
    t->win[(uint32_t) t->pos & m] = tok;
    t->pos++;
    t->total++;
    t->lit[t->nlit++] = tok;
    if (t->pos >= 3 && lz_on) {
        uint32_t a = t->win[(uint32_t) (t->pos - 3) & m], b = t->win[(uint32_t) (t->pos - 2) & m];
        uint32_t h = hash3(a, b, tok) & t->lzmask;
        uint32_t q = t->lz[h];
        t->lz[h] = (uint32_t) t->pos;
        uint32_t d = (uint32_t) t->pos - q;
        if (q && d > 0 && (uint64_t) d + 3 <= t->pos && d + 3 <= window_tokens && t->nlit >= 3 &&
            t->win[(uint32_t) (t->pos - 1 - d) & m] == tok && t->win[(uint32_t) (t->pos - 2 - d) & m] == b &&
            t->win[(uint32_t) (t->pos - 3 - d) & m] == a) {
            t->nlit -= 3;
            emit_lits(t, 0);
            t->in_match = 1;
            t->mdist = d;
            t->mlen = 3;
        }
    }
    if (t->nlit == LITMAX) {
        emit_lits(t, 2);
    }
    seq_end(t);
    if (__builtin_expect(t->out_len > out_cap - OUT_SLACK || ++t->since_check >= 4096 || t->flush_req, 0)) {
        check(t);
    }
}

/* ------------------------------------------------------------------ writing what a thread holds */

/* The payload of a block from a copy of the state: varint defs length, defs, the coded bytes, then the
 * pending literals and the copy in progress coded as the coder would. Returns its length. */
static uint32_t compose(uint8_t *dst, const uint8_t *defs, uint32_t defs_len, const uint8_t *out, uint32_t out_len,
                        const uint32_t *lit, int nlit, uint64_t mlen, uint32_t mdist)
{
    uint32_t k = put_varint(dst, defs_len);
    memcpy(dst + k, defs, defs_len);
    k += defs_len;
    memcpy(dst + k, out, out_len);
    k += out_len;
    if (nlit > 0) {
        k += put_varint(dst + k, (uint64_t) nlit << 1);
        for (int i = 0; i < nlit; i++) {
            k += put_varint(dst + k, lit[i]);
        }
    }
    if (mlen > 0) {
        k += put_varint(dst + k, mlen << 1 | 1);
        k += put_varint(dst + k, mdist);
    }
    return k;
}

static size_t scratch_size(void)
{
    return 16 + (size_t) defs_cap + out_cap + LITMAX * 5 + 32;
}

/* A consistent copy of a thread's state (the sequence lock), composed into dst. 0 when the owner kept
 * changing it. */
static int snapshot(tthread_t *t, uint8_t *dst, uint32_t *len, uint64_t *first, uint64_t *ntok, int *reset, int tries)
{
    for (int i = 0; i < tries; i++) {
        uint32_t s1 = __atomic_load_n(&t->seq, __ATOMIC_ACQUIRE);
        if (s1 & 1) {
            sched_yield();
            continue;
        }
        uint64_t f = t->block_first, tot = t->total, mlen = t->in_match ? t->mlen : 0;
        uint32_t dl = t->defs_len, ol = t->out_len, md = t->mdist;
        int nl = t->nlit, rs = t->reset_next;
        if (dl > defs_cap || ol > out_cap || nl < 0 || nl > LITMAX || tot < f) {
            continue;
        }
        uint32_t k = compose(dst, t->defs, dl, t->out, ol, t->lit, nl, mlen, md);
        __atomic_thread_fence(__ATOMIC_ACQUIRE);
        if (__atomic_load_n(&t->seq, __ATOMIC_RELAXED) == s1) {
            *len = k;
            *first = f;
            *ntok = tot - f;
            *reset = rs;
            return 1;
        }
    }
    return 0;
}

/* The owner writes what it holds as one block (BLCK); final: then END, and the file is closed. */
static void owner_flush(tthread_t *t, int final, int reason)
{
    seq_begin(t);
    emit_lits(t, 0);
    if (t->in_match) {
        emit_copy(t); /* the copy goes on: its next tokens start a new copy record */
    }
    seq_end(t);
    pthread_mutex_lock(&t->wlock);
    if (!t->closed && ready) {
        uint8_t vl[10];
        uint32_t vn = put_varint(vl, t->defs_len);
        struct iovec raw[3] = { { vl, vn }, { t->defs, t->defs_len }, { t->out, t->out_len } };
        uint64_t raw_len = vn + t->defs_len + t->out_len;
        uint64_t ntok = t->total - t->block_first;
        uint32_t flags = t->reset_next ? BF_RESET : 0;
        if (ntok > 0 || t->defs_len > 0 || t->reset_next) {
            int written = 0;
            if (compress_with != Z_OFF && raw_len > 64) {
                pthread_mutex_lock(&zlock);
                size_t zn = 0;
                uint32_t zf = 0;
#ifdef STG_ZLIB
                if (compress_with == Z_DEFLATE) {
                    zn = deflate_pieces(raw, 3, raw_len);
                    zf = BF_DEFLATE;
                }
#endif
#ifdef STG_ZSTD
                if (compress_with == Z_ZSTD) {
                    zn = zstd_pieces(raw, 3, raw_len);
                    zf = BF_ZSTD;
                }
#endif
                if (zn) {
                    struct iovec z = { zbuf, zn };
                    written = write_block(t, "BLCK", flags | zf, &z, 1, raw_len, t->block_first, ntok, 0) == 0;
                }
                pthread_mutex_unlock(&zlock);
            }
            if (!written) {
                write_block(t, "BLCK", flags, raw, 3, raw_len, t->block_first, ntok, 0);
            }
        }
        if (final) {
            write_end(t, reason);
            close_file(t);
        }
    }
    seq_begin(t);
    t->out_len = 0;
    t->defs_len = 0;
    t->block_first = t->total;
    t->reset_next = 0;
    seq_end(t);
    pthread_mutex_unlock(&t->wlock);
    t->next_flush = mono_coarse() + flush_period;
}

/* A TAIL block of the calling thread's own state. */
static void owner_tail(tthread_t *t, int reason)
{
    uint8_t *buf = malloc(scratch_size());
    if (!buf) {
        return;
    }
    uint32_t len = compose(buf, t->defs, t->defs_len, t->out, t->out_len, t->lit, t->nlit, t->in_match ? t->mlen : 0,
                           t->mdist);
    struct iovec iov = { buf, len };
    pthread_mutex_lock(&t->wlock);
    if (!t->closed) {
        write_block(t, "TAIL", t->reset_next ? BF_RESET : 0, &iov, 1, len, t->block_first, t->total - t->block_first,
                    (uint32_t) reason);
    }
    pthread_mutex_unlock(&t->wlock);
    free(buf);
}

/* The slow part of push: the request of another thread, a full buffer, the periodic write. */
static void check(tthread_t *t)
{
    t->since_check = 0;
    if (t->flush_req == FR_ASKED && __sync_bool_compare_and_swap(&t->flush_req, FR_ASKED, FR_WORKING)) {
        if (t->req_reason == REASON_EXIT) {
            owner_flush(t, 1, REASON_EXIT);
        } else {
            owner_tail(t, t->req_reason);
        }
        __atomic_store_n(&t->flush_req, FR_DONE, __ATOMIC_RELEASE);
    }
    if (t->out_len > out_cap - OUT_SLACK) {
        if (!ready) {
            t->off = 1; /* a full buffer before MPI_Init: nowhere to write it */
            return;
        }
        owner_flush(t, 0, 0);
    } else if (ready && mono_coarse() >= t->next_flush) {
        owner_flush(t, 0, 0);
    }
}

static int write_snapshot(tthread_t *t, uint8_t *buf, int reason, int tries)
{
    uint32_t len;
    uint64_t first, ntok;
    int reset, ok = 0;
    pthread_mutex_lock(&t->wlock);
    if (t->closed) {
        ok = 1;
    } else if (snapshot(t, buf, &len, &first, &ntok, &reset, tries)) {
        struct iovec iov = { buf, len };
        if (reason == REASON_EXIT) {
            write_block(t, "BLCK", reset ? BF_RESET : 0, &iov, 1, len, first, ntok, 0);
            write_end(t, REASON_EXIT);
            close_file(t);
        } else {
            write_block(t, "TAIL", reset ? BF_RESET : 0, &iov, 1, len, first, ntok, (uint32_t) reason);
        }
        ok = 1;
    }
    pthread_mutex_unlock(&t->wlock);
    return ok;
}

/* Every other live thread's trace up to now: idle and blocked threads' state is copied (the sequence
 * lock), running ones are asked to write it themselves (flush_req). REASON_EXIT writes BLCK + END and
 * closes the files, the other reasons a TAIL. */
static void flush_others(int reason, tthread_t *me)
{
    uint8_t *buf = malloc(scratch_size());
    if (!buf) {
        return;
    }
    pthread_mutex_lock(&reg_lock);
    int busy = 0;
    for (tthread_t *t = threads; t; t = t->next) {
        if (t == me || t->dead || t->off || write_snapshot(t, buf, reason, 3)) {
            continue;
        }
        t->req_reason = reason;
        __atomic_store_n(&t->flush_req, FR_ASKED, __ATOMIC_RELEASE);
        busy++;
    }
    for (int i = 0; busy && i < 200; i++) {
        int waiting = 0;
        for (tthread_t *t = threads; t; t = t->next) {
            waiting += t != me && !t->dead && __atomic_load_n(&t->flush_req, __ATOMIC_ACQUIRE) == FR_ASKED;
        }
        if (!waiting) break;
        struct timespec ts = { 0, 1000000 };
        nanosleep(&ts, NULL);
    }
    for (tthread_t *t = threads; busy && t; t = t->next) {
        if (t == me || t->dead || t->flush_req == FR_NONE) {
            continue;
        }
        if (__sync_bool_compare_and_swap(&t->flush_req, FR_ASKED, FR_NONE)) {
            write_snapshot(t, buf, reason, 1000); /* it stopped before it saw the request */
            continue;
        }
        for (int i = 0; i < 2000 && __atomic_load_n(&t->flush_req, __ATOMIC_ACQUIRE) == FR_WORKING; i++) {
            struct timespec ts = { 0, 1000000 };
            nanosleep(&ts, NULL);
        }
        __atomic_store_n(&t->flush_req, FR_NONE, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&reg_lock);
    free(buf);
}

static void thread_exit(void *arg)
{
    tthread_t *t = arg;
    if (!t) {
        return;
    }
    self = NULL;
    self_gone = 1;
    if (ready && !t->off) {
        owner_flush(t, 1, REASON_THREAD_EXIT);
    }
    pthread_mutex_lock(&reg_lock);
    t->dead = 1;
    pthread_mutex_lock(&t->wlock);
    close_file(t);
    free(t->win);
    free(t->lz);
    free(t->out);
    free(t->defs);
    t->win = t->lz = NULL;
    t->out = t->defs = NULL;
    dict_clear(t);
    free(t->evkeys);
    free(t->mods);
    free(t->comms);
    t->evkeys = NULL;
    t->mods = NULL;
    t->comms = NULL;
    pthread_mutex_unlock(&t->wlock);
    pthread_mutex_unlock(&reg_lock);
}

/* ------------------------------------------------------------------ the dictionary */

/* A full dictionary starts over (a reset: the reader forgets the dictionary, the modules, the
 * communicators and the window too). Checked when an event starts, before it defines anything. */
static void maybe_reset(tthread_t *t)
{
    if (t->ndict + 8 <= dict_cap) {
        return;
    }
    if (!ready) {
        t->off = 1;
        return;
    }
    owner_flush(t, 0, 0);
    seq_begin(t);
    dict_clear(t);
    memset(t->lz, 0, ((size_t) t->lzmask + 1) * sizeof *t->lz);
    t->pos = 0;
    t->in_match = 0;
    t->mlen = 0;
    t->nlit = 0;
    t->reset_next = 1;
    seq_end(t);
}

/* Room for a definition of n bytes (a full buffer is written first). 0: the event is dropped. */
static int room(tthread_t *t, uint32_t n)
{
    if (t->defs_len + n <= defs_cap) {
        return 1;
    }
    if (!ready || n > defs_cap) {
        t->off = 1;
        return 0;
    }
    owner_flush(t, 0, 0);
    return 1;
}

static void def_put(tthread_t *t, const void *p, uint32_t n)
{
    seq_begin(t);
    memcpy(t->defs + t->defs_len, p, n);
    t->defs_len += n;
    seq_end(t);
}

static void def_u8(tthread_t *t, uint8_t v) { def_put(t, &v, 1); }
static void def_u32(tthread_t *t, uint32_t v) { def_put(t, &v, 4); }
static void def_i32(tthread_t *t, int32_t v) { def_put(t, &v, 4); }
static void def_u64(tthread_t *t, uint64_t v) { def_put(t, &v, 8); }
static void def_str(tthread_t *t, const char *s)
{
    uint32_t n = (uint32_t) strlen(s);
    def_u32(t, n);
    def_put(t, s, n);
}

static uint32_t module_id(tthread_t *t, struct link_map *lm)
{
    for (uint32_t i = 0; i < t->nmods; i++) {
        if (t->mods[i].lm == lm) {
            return t->mods[i].id;
        }
    }
    const char *path = lm->l_name && lm->l_name[0] ? lm->l_name : exe_path;
    uint32_t n = (uint32_t) strlen(path);
    if (!room(t, 9 + n)) {
        return STG_NONE;
    }
    if (t->nmods == t->modcap) {
        uint32_t nc = t->modcap ? t->modcap * 2 : 8;
        tmod_t *nm = realloc(t->mods, nc * sizeof *nm);
        if (!nm) return STG_NONE;
        t->mods = nm;
        t->modcap = nc;
    }
    uint32_t id = t->nmods;
    t->mods[t->nmods++] = (tmod_t) { lm, id };
    def_u8(t, DEF_MODULE);
    def_u32(t, id);
    def_str(t, path);
    return id;
}

static uint32_t fn_define(tthread_t *t, uintptr_t addr, uint64_t h)
{
    maybe_reset(t);
    if (t->off) {
        return STG_NONE;
    }
    Dl_info info;
    struct link_map *lm = NULL;
    uint32_t mod = STG_NONE;
    uint64_t off = addr;
    if (dladdr1((void *) addr, &info, (void **) &lm, RTLD_DL_LINKMAP) && lm) {
        mod = module_id(t, lm);
        if (mod != STG_NONE) off = addr - lm->l_addr;
    }
    if (t->off || !room(t, 13)) {
        return STG_NONE;
    }
    uint32_t tok = t->ndict;
    if (stg_htab_add(&t->fn_index, h, tok)) {
        t->off = 1;
        return STG_NONE;
    }
    t->ndict += 2;
    def_u8(t, DEF_FUNCTION);
    def_u32(t, mod);
    def_u64(t, off);
    return tok;
}

static inline uint32_t fn_token(tthread_t *t, uintptr_t addr)
{
    uint64_t h = stg_hash64(addr);
    uint32_t tok = stg_htab_get(&t->fn_index, h);
    return tok != STG_NONE ? tok : fn_define(t, addr, h);
}

/* ranks as u32 n_ranges, then (i32 first, u32 count, u32 stride) each */
static void def_ranges(tthread_t *t, const int *w, int n)
{
    for (int pass = 0; pass < 2; pass++) {
        uint32_t nr = 0;
        for (int i = 0; i < n;) {
            int count = 1, stride = 1;
            if (i + 1 < n && w[i + 1] > w[i]) {
                stride = w[i + 1] - w[i];
                while (i + count < n && w[i + count] == w[i] + count * stride) count++;
            }
            if (pass == 1) {
                def_i32(t, w[i]);
                def_u32(t, (uint32_t) count);
                def_u32(t, (uint32_t) stride);
            }
            nr++;
            i += count;
        }
        if (pass == 0) def_u32(t, nr);
    }
}

static int *group_world(MPI_Group g, int *n)
{
    *n = 0;
    PMPI_Group_size(g, n);
    int *in = malloc((size_t) (*n ? *n : 1) * sizeof *in), *w = malloc((size_t) (*n ? *n : 1) * sizeof *w);
    if (!in || !w || world_group == MPI_GROUP_NULL) {
        free(in);
        free(w);
        return NULL;
    }
    for (int i = 0; i < *n; i++) in[i] = i;
    int rc = PMPI_Group_translate_ranks(g, *n, in, world_group, w);
    free(in);
    if (rc != MPI_SUCCESS) {
        free(w);
        return NULL;
    }
    return w;
}

/* A communicator's id in this thread's trace, defined (its members as world ranks) at its first use. */
static uint32_t comm_id(tthread_t *t, MPI_Comm comm)
{
    if (comm == MPI_COMM_NULL) {
        return STG_NONE;
    }
    unsigned e = comm_epoch;
    if (e != t->comm_epoch) {
        t->ncomms = 0; /* a handle may now name another communicator: define them again */
        t->comm_epoch = e;
    }
    uint64_t key = stg_handle_key(&comm, sizeof comm);
    for (uint32_t i = 0; i < t->ncomms; i++) {
        if (t->comms[i].key == key) {
            return t->comms[i].id;
        }
    }
    MPI_Group g, rg;
    int n = 0, rn = 0, inter = 0;
    int *w = NULL, *rw = NULL;
    if (PMPI_Comm_group(comm, &g) == MPI_SUCCESS) {
        w = group_world(g, &n);
        PMPI_Group_free(&g);
    }
    PMPI_Comm_test_inter(comm, &inter);
    if (inter && PMPI_Comm_remote_group(comm, &rg) == MPI_SUCCESS) {
        rw = group_world(rg, &rn);
        PMPI_Group_free(&rg);
    }
    uint32_t base = 1 + 4 + 1 + 4 + 4 + 4 + 4;
    uint32_t need = base + 12u * (uint32_t) (n + rn);
    if (need > defs_cap / 2) { /* too many irregular members to list: the sizes only */
        free(w);
        free(rw);
        w = rw = NULL;
        need = base;
    }
    uint32_t id = STG_NONE;
    if (room(t, need)) {
        if (t->ncomms == t->commcap) {
            uint32_t nc = t->commcap ? t->commcap * 2 : 8;
            tcomm_t *ncs = realloc(t->comms, nc * sizeof *ncs);
            if (ncs) {
                t->comms = ncs;
                t->commcap = nc;
            }
        }
        if (t->ncomms < t->commcap) {
            id = t->next_comm++;
            t->comms[t->ncomms++] = (tcomm_t) { key, id };
            def_u8(t, DEF_COMM);
            def_u32(t, id);
            def_u8(t, (uint8_t) inter);
            def_u32(t, (uint32_t) n);
            def_ranges(t, w, w ? n : 0);
            def_u32(t, (uint32_t) rn);
            def_ranges(t, rw, rw ? rn : 0);
        }
    }
    free(w);
    free(rw);
    return id;
}

static inline int32_t norm_rank(int r)
{
    return r >= 0 ? r : r == MPI_PROC_NULL ? -1 : r == MPI_ANY_SOURCE ? -2 : r == MPI_ROOT ? -3 : -4;
}

static inline int32_t norm_tag(int tag)
{
    return tag >= 0 ? tag : tag == MPI_ANY_TAG ? -1 : -2;
}

static uint32_t ev_token(tthread_t *t, evkey_t *k)
{
    /* one multiply per word, one final mix (the table's low bits depend on every bit) */
    uint64_t h = 0x51ed270b27ab7c1full, w[KEY_BYTES / 8];
    memcpy(w, k, KEY_BYTES);
    for (size_t i = 0; i < KEY_BYTES / 8; i++) {
        h = (h ^ w[i]) * 0x9e3779b97f4a7c15ull;
    }
    h = stg_hash64(h);
    uint32_t probe = 0, id;
    while ((id = stg_htab_next(&t->ev_index, h, &probe)) != STG_NONE) {
        if (memcmp(&t->evkeys[id], k, KEY_BYTES) == 0) {
            return t->evkeys[id].token;
        }
    }
    const char *name = stg_call_name(k->call);
    uint32_t nl = (uint32_t) strlen(name);
    if (!room(t, 1 + 4 + nl + 64)) {
        return STG_NONE;
    }
    if (t->nev == t->evcap) {
        uint32_t nc = t->evcap ? t->evcap * 2 : 64;
        evkey_t *ne = realloc(t->evkeys, nc * sizeof *ne);
        if (!ne) {
            t->off = 1;
            return STG_NONE;
        }
        t->evkeys = ne;
        t->evcap = nc;
    }
    if (stg_htab_add(&t->ev_index, h, t->nev)) {
        t->off = 1;
        return STG_NONE;
    }
    k->token = t->ndict++;
    memcpy(&t->evkeys[t->nev++], k, sizeof *k);
    def_u8(t, (uint8_t) k->type);
    def_str(t, name);
    if (k->type == DEF_MPI) {
        def_u8(t, (uint8_t) k->kind);
        def_u32(t, (uint32_t) k->flags);
        def_u32(t, k->comm);
        def_i32(t, k->dest);
        def_i32(t, k->sendtag);
        def_i32(t, k->source);
        def_i32(t, k->recvtag);
        def_i32(t, k->root);
        def_u64(t, (uint64_t) k->sent);
        def_u64(t, (uint64_t) k->received);
    } else {
        def_u8(t, (uint8_t) k->flags);
        def_i32(t, k->source);
        def_i32(t, k->recvtag);
    }
    return k->token;
}

/* ------------------------------------------------------------------ the hooks */

static inline tthread_t *me(void)
{
    tthread_t *t = self;
    return t ? t : thread_new();
}

API void __cyg_profile_func_enter(void *fn, void *site)
{
    (void) site;
    if (mode != MODE_FUNCTIONS) {
        return;
    }
    tthread_t *t = me();
    if (!t || t->in_hook || t->off) {
        if (t) t->dropped++;
        return;
    }
    t->in_hook = 1;
    uint32_t tok = fn_token(t, (uintptr_t) fn);
    if (tok != STG_NONE) push(t, tok);
    t->in_hook = 0;
}

API void __cyg_profile_func_exit(void *fn, void *site)
{
    (void) site;
    if (mode != MODE_FUNCTIONS) {
        return;
    }
    tthread_t *t = me();
    if (!t || t->in_hook || t->off) {
        if (t) t->dropped++;
        return;
    }
    t->in_hook = 1;
    uint32_t tok = fn_token(t, (uintptr_t) fn);
    if (tok != STG_NONE) push(t, tok + 1);
    t->in_hook = 0;
}

static void mpi_event(int call, const stg_ev_t *e, int leave)
{
    if (mode <= MODE_OFF) {
        return;
    }
    tthread_t *t = me();
    if (!t || t->in_hook || t->off) {
        if (t) t->dropped++;
        return;
    }
    t->in_hook = 1;
    maybe_reset(t);
    evkey_t k;
    memset(&k, 0, sizeof k);
    k.call = call;
    k.type = leave ? DEF_MPI_LEAVE : DEF_MPI;
    k.comm = STG_NONE;
    if (e && !leave) {
        k.kind = e->kind;
        k.flags = e->flags & ~STG_EVF_MATCHED;
        k.comm = comm_id(t, e->comm);
        k.dest = e->flags & STG_EVF_SEND ? norm_rank(e->dest) : -1;
        k.sendtag = e->flags & STG_EVF_SEND ? norm_tag(e->sendtag) : 0;
        k.source = e->flags & STG_EVF_RECV ? norm_rank(e->source) : -1;
        k.recvtag = e->flags & STG_EVF_RECV ? norm_tag(e->recvtag) : 0;
        k.root = e->flags & STG_EVF_ROOTED ? norm_rank(e->root) : -1;
        k.sent = e->sent;
        k.received = e->received;
    } else if (leave) {
        /* the matched source and tag where the call named none (wildcards, a matched message); whether a
         * probe found a message */
        k.source = -1;
        k.recvtag = -1;
        if (e) {
            int matched = (e->flags & STG_EVF_MATCHED) != 0;
            k.flags = e->kind == STG_EV_PROBE && matched ? 1 : 0;
            if (matched && (e->source == MPI_ANY_SOURCE || e->flags & STG_EVF_MESSAGE)) {
                k.source = norm_rank(e->matched_source);
                k.flags |= 2;
            }
            if (matched && (e->recvtag == MPI_ANY_TAG || e->flags & STG_EVF_MESSAGE)) {
                k.recvtag = norm_tag(e->matched_tag);
                k.flags |= 4;
            }
        }
    }
    /* the plain exit of a call (no matched source or tag to say) is one token per call: cached */
    int plain = leave && k.flags == 0 && (unsigned) call < STG_NCALLS;
    uint32_t tok = plain && t->leave_tok[call] ? t->leave_tok[call] - 1 : t->off ? STG_NONE : ev_token(t, &k);
    if (plain && tok != STG_NONE) t->leave_tok[call] = tok + 1;
    if (tok != STG_NONE) push(t, tok);
    /* MPI events may be few: the periodic write is checked on every 16th (a coarse clock read) */
    if ((++t->mpi_events & 15) == 0 && ready && !t->off && mono_coarse() >= t->next_flush) {
        owner_flush(t, 0, 0);
    }
    t->in_hook = 0;
    if (e && !leave && e->kind == STG_EV_COMM_FREE) {
        __atomic_add_fetch(&comm_epoch, 1, __ATOMIC_RELEASE);
    }
}

static void trace_begin(stg_call_t *c)
{
    mpi_event(c->call, c->ev, 0);
}

static void trace_end(stg_call_t *c)
{
    mpi_event(c->call, c->ev, 1);
}

/* ------------------------------------------------------------------ crashes */

static const int crash_sigs[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
#define NCRASH (sizeof crash_sigs / sizeof *crash_sigs)
static struct sigaction old_actions[NCRASH];
static uint8_t *crash_buf;
static volatile int crashing;

/* async-signal-safe: reads the threads' states (sequence lock) and writes TAIL blocks, no lock, no
 * allocation (crash_buf was allocated at MPI_Init) */
static void crash_flush(int sig)
{
    uint32_t reason = REASON_CRASH | (uint32_t) sig << 8;
    tthread_t *mine = self;
    for (tthread_t *t = threads; t; t = t->next) {
        if (t->dead || t->closed || t->off) {
            continue;
        }
        uint32_t len;
        uint64_t first, ntok;
        int reset;
        /* the crashing thread's own state is consistent unless it crashed inside the coder */
        if (snapshot(t, crash_buf, &len, &first, &ntok, &reset, t == mine ? 1 : 200)) {
            struct iovec iov = { crash_buf, len };
            write_block(t, "TAIL", reset ? BF_RESET : 0, &iov, 1, len, first, ntok, reason);
        }
    }
}

static void crash_handler(int sig, siginfo_t *si, void *ctx)
{
    (void) ctx;
    int saved = errno;
    if (!__sync_lock_test_and_set(&crashing, 1) && crash_buf) {
        crash_flush(sig);
    }
    /* the application's disposition back, then the signal again: a fault the instruction raises again
     * when this handler returns; a signal that was sent is queued again with its own information */
    for (size_t i = 0; i < NCRASH; i++) {
        if (crash_sigs[i] == sig) {
            sigaction(sig, &old_actions[i], NULL);
        }
    }
    if (!si || si->si_code <= 0) {
        if (!si || syscall(SYS_rt_tgsigqueueinfo, getpid(), syscall(SYS_gettid), sig, si) != 0) {
            raise(sig);
        }
    }
    errno = saved;
}

static void install_crash_handlers(void)
{
    crash_buf = malloc(scratch_size());
    stack_t cur;
    if (sigaltstack(NULL, &cur) == 0 && (cur.ss_flags & SS_DISABLE)) {
        static char altstack[64 * 1024]; /* a stack overflow's SIGSEGV needs a stack to run on */
        stack_t ss = { .ss_sp = altstack, .ss_size = sizeof altstack, .ss_flags = 0 };
        sigaltstack(&ss, NULL);
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = crash_handler;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < NCRASH; i++) {
        sigaction(crash_sigs[i], &sa, &old_actions[i]);
    }
}

/* ------------------------------------------------------------------ the recorder */

static void at_exit(void)
{
    if (!ready) {
        return;
    }
    tthread_t *t = self;
    if (t && !t->off && !t->closed) {
        owner_flush(t, 1, REASON_EXIT);
    }
    flush_others(REASON_EXIT, t);
}

/* Trace files of an earlier job in the same directory: this task's, and (rank 0) those of ranks this
 * job does not have. */
static void remove_stale(void)
{
    DIR *d = opendir(stg_cfg.dir);
    if (!d) {
        return;
    }
    struct dirent *e;
    while ((e = readdir(d))) {
        int r;
        unsigned th;
        char tail[16];
        if (sscanf(e->d_name, "trace-rank-%d-thread-%u.strac%1s", &r, &th, tail) == 3 && strcmp(tail, "e") == 0 &&
            (r == stg_rank || (stg_rank == 0 && r >= stg_size))) {
            char p[4400];
            snprintf(p, sizeof p, "%s/%s", stg_cfg.dir, e->d_name);
            unlink(p);
        }
    }
    closedir(d);
}

/* A forked child (without exec) must not append to its parent's files: it records nothing. */
static void atfork_child(void)
{
    mode = MODE_OFF;
    ready = 0;
}

static int trace_init(int call)
{
    read_config();
    if (mode < 0) {
        stg_log("ignoring STRAGGLER_TRACE=%s: use off, mpi or functions", getenv("STRAGGLER_TRACE"));
        mode = MODE_OFF;
    }
    if (mode == MODE_OFF) {
        return 0;
    }
    PMPI_Comm_group(MPI_COMM_WORLD, &world_group);
    mpi_tid = stg_main_tid;
    remove_stale();
    install_crash_handlers();
    atexit(at_exit);
    pthread_atfork(NULL, NULL, atfork_child);
    ready = 1;
    /* MPI_Init itself, which returned before the recorder could see it */
    mpi_event(call, NULL, 0);
    mpi_event(call, NULL, 1);
    return STG_REC_CALLS | STG_REC_EVENTS;
}

/* A dump (a hang, a request, a crash (crash.c: the helper writes the crashed task's dump), or at exit):
 * every thread's trace up to now, as TAIL blocks; a crash's dump keeps the crash as the trace's end
 * reason (the TAIL crash_flush wrote is not the last block then). */
static void *trace_prepare(void)
{
    if (ready) {
        int sig = __atomic_load_n(&stg_crash.sig, __ATOMIC_ACQUIRE);
        int reason = sig ? (int) (REASON_CRASH | (uint32_t) sig << 8) : REASON_HANG;
        tthread_t *t = self; /* the helper has no trace; at MPI_Finalize it is the MPI thread */
        if (t && !t->off) {
            owner_tail(t, reason);
        }
        flush_others(reason, t);
    }
    return NULL;
}

static void trace_finalize(void)
{
    if (!ready) {
        return;
    }
    tthread_t *t = self;
    if (t && !t->off) {
        owner_flush(t, 0, 0);
    }
    flush_others(REASON_FINALIZE, t);
}

static void trace_flush(void)
{
    trace_prepare();
}

const stg_recorder_t stg_trace_recorder = {
    .name = "trace",
    .at_init = trace_init,
    .begin = trace_begin,
    .end = trace_end,
    .dump_prepare = trace_prepare,
    .at_finalize = trace_finalize,
    .flush = trace_flush,
};
