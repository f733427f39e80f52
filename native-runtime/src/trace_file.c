/*
 * The trace files (trace_file.h): the file's header and blocks, the second compression stage, and who writes
 * a thread's state when: its owner (a full buffer, the flush period, a request, its exit), another thread (a
 * dump, the exit of the process: a copy of an idle or blocked thread's state, or a request to a running one
 * that the owner answers at its next event), the crash handler (copies only).
 */
#define _GNU_SOURCE
#include "trace_file.h"
#include "trace_end.h"
#include "trace_events.h"
#include "trace_lz.h"
#include "crc32.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>
#ifdef STG_ZSTD
#include <zstd.h>
#endif
#ifdef STG_ZLIB
#include <zlib.h>
#endif

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

volatile int stg_trace_errno;

/* the first write error of any trace file (async-signal-safe: the handlers write too) */
static int failed(void)
{
    int e = errno ? errno : EIO;
    __sync_bool_compare_and_swap(&stg_trace_errno, 0, e);
    return -1;
}

static void put32(uint8_t *p, uint32_t v) { memcpy(p, &v, 4); }
static void put64(uint8_t *p, uint64_t v) { memcpy(p, &v, 8); }

/* ------------------------------------------------------------------ writing blocks */

static int open_file(stg_tthread_t *t)
{
    if (t->fd >= 0) {
        return 0;
    }
    if (!stg_trace_ready) {
        return -1;
    }
    /* the path without snprintf: a signal handler may open the file (stg_trace_end_all) */
    char path[sizeof stg_trace_prefix + 16], digits[12];
    size_t n = strlen(stg_trace_prefix), k = 0;
    memcpy(path, stg_trace_prefix, n);
    for (uint32_t v = t->index; v || k < 4; v /= 10) {
        digits[k++] = (char) ('0' + v % 10);
    }
    while (k) {
        path[n++] = digits[--k];
    }
    /* written as NAME.strace.part and renamed once its header is in: a task killed in between leaves no
     * trace file without a header */
    char part[sizeof path + 8];
    memcpy(path + n, ".strace", 8);
    memcpy(part, path, n + 7);
    memcpy(part + n + 7, ".part", 6);
    t->fd = open(part, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0666);
    if (t->fd < 0) {
        return failed();
    }
    uint8_t h[HEADER_BYTES] = "STRGTRCE";
    uint16_t major = FMT_MAJOR, minor = FMT_MINOR;
    memcpy(h + 8, &major, 2);
    memcpy(h + 10, &minor, 2);
    put32(h + 12, (uint32_t) stg_rank);
    put32(h + 16, (uint32_t) stg_size);
    put32(h + 20, t->index);
    put32(h + 24, (uint32_t) t->tid);
    put32(h + 28, (t->tid == stg_trace_mpi_tid ? 1u : 0u) | (stg_trace_mode == MODE_FUNCTIONS ? 2u : 0u));
    put32(h + 32, stg_trace_window);
    put64(h + 36, t->start_ns);
    put32(h + 44, (uint32_t) t->omp);
    if (write_all(t->fd, h, sizeof h) || rename(part, path)) {
        failed();
        close(t->fd);
        unlink(part);
        t->fd = -1;
        return -1;
    }
    return 0;
}

/* One block: the header, then the payload pieces (already compressed, or raw). */
static int write_block(stg_tthread_t *t, const char tag[4], uint32_t flags, const struct iovec *piece, int npieces,
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
            return failed();
        }
        done = 0;
    }
    return 0;
}

/* END: the events, the dropped ones, the reason, and (format 1.1) the MPI call the thread was in ("": none, or
 * not known) */
static void write_end(stg_tthread_t *t, uint64_t total, uint32_t reason, const char *call)
{
    uint8_t p[28 + 64];
    uint32_t n = call ? (uint32_t) strnlen(call, 64) : 0;
    put64(p, total);
    put64(p + 8, t->dropped);
    put32(p + 16, reason);
    put32(p + 20, 0);
    put32(p + 24, n);
    memcpy(p + 28, call ? call : "", n);
    struct iovec iov = { p, 28 + n };
    write_block(t, "END ", 0, &iov, 1, 28 + n, total, 0, reason);
}

/* the reasons that end the process: its trace files get their END (a dump's or a crash's TAIL is kept when nothing
 * followed it) and are closed */
static int process_ends(uint32_t reason)
{
    uint32_t r = reason & 0xff;
    return r == REASON_EXIT || r == REASON_ABORT || r == REASON_KILLED;
}

/* a TAIL up to end events was written for reason */
static void tail_written(stg_tthread_t *t, uint64_t end, uint32_t reason)
{
    t->tail_mark = end + 1;
    if ((reason & 0xff) == REASON_HANG || (reason & 0xff) == REASON_CRASH) {
        t->cut_mark = end + 1;
    }
}

void stg_trace_close_file(stg_tthread_t *t)
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

void stg_trace_owner_flush(stg_tthread_t *t, int final, uint32_t reason)
{
    const char *call = final ? stg_trace_open_call(t) : NULL;
    stg_trace_seq_begin(t);
    stg_trace_emit_lits(t, 0);
    if (t->in_match) {
        stg_trace_emit_copy(t); /* the copy goes on: its next tokens start a new copy record */
    }
    stg_trace_seq_end(t);
    pthread_mutex_lock(&t->wlock);
    if (!t->closed && stg_trace_ready && final && process_ends(reason) && t->cut_mark == t->total + 1) {
        stg_trace_close_file(t); /* a dump's or a crash's TAIL holds it all: it stays the trace's end */
    } else if (!t->closed && stg_trace_ready) {
        uint8_t vl[10];
        uint32_t vn = stg_trace_varint(vl, t->defs_len);
        struct iovec raw[3] = { { vl, vn }, { t->defs, t->defs_len }, { t->out, t->out_len } };
        uint64_t raw_len = vn + t->defs_len + t->out_len;
        uint64_t ntok = t->total - t->block_first;
        uint32_t flags = t->reset_next ? BF_RESET : 0;
        if (ntok > 0 || t->defs_len > 0 || t->reset_next) {
            int written = 0;
            if (stg_trace_compress != Z_OFF && raw_len > 64) {
                pthread_mutex_lock(&zlock);
                size_t zn = 0;
                uint32_t zf = 0;
#ifdef STG_ZLIB
                if (stg_trace_compress == Z_DEFLATE) {
                    zn = deflate_pieces(raw, 3, raw_len);
                    zf = BF_DEFLATE;
                }
#endif
#ifdef STG_ZSTD
                if (stg_trace_compress == Z_ZSTD) {
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
            t->cut_mark = 0;
        }
        if (final) {
            write_end(t, t->total, reason, call);
            stg_trace_close_file(t);
        }
    }
    stg_trace_seq_begin(t);
    t->out_len = 0;
    t->defs_len = 0;
    t->block_first = t->total;
    t->reset_next = 0;
    stg_trace_seq_end(t);
    pthread_mutex_unlock(&t->wlock);
    t->next_flush = stg_trace_mono_coarse() + stg_trace_flush_period;
}

void stg_trace_owner_tail(stg_tthread_t *t, uint32_t reason)
{
    uint8_t *buf = malloc(stg_trace_scratch_size());
    if (!buf) {
        return;
    }
    uint32_t len = stg_trace_compose(buf, t->defs, t->defs_len, t->out, t->out_len, t->lit, t->nlit,
                                     t->in_match ? t->mlen : 0, t->mdist);
    struct iovec iov = { buf, len };
    pthread_mutex_lock(&t->wlock);
    if (!t->closed &&
        write_block(t, "TAIL", t->reset_next ? BF_RESET : 0, &iov, 1, len, t->block_first, t->total - t->block_first,
                    reason) == 0) {
        tail_written(t, t->total, reason);
    }
    pthread_mutex_unlock(&t->wlock);
    free(buf);
}

/* a request of another thread (flush_req): a TAIL, or the end of the process's trace */
static void answer(stg_tthread_t *t)
{
    while (t->flush_req == FR_ASKED && __sync_bool_compare_and_swap(&t->flush_req, FR_ASKED, FR_WORKING)) {
        uint32_t reason = (uint32_t) t->req_reason;
        if (process_ends(reason)) {
            stg_trace_owner_flush(t, 1, reason);
        } else {
            stg_trace_owner_tail(t, reason);
        }
        __atomic_store_n(&t->flush_req, FR_DONE, __ATOMIC_RELEASE);
        stg_trace_deferred_kill(); /* a kill signal that came while this thread changed its state */
    }
}

void stg_trace_check(stg_tthread_t *t)
{
    t->since_check = 0;
    answer(t);
    if (t->out_len > stg_trace_out_cap - OUT_SLACK) {
        if (!stg_trace_ready) {
            t->off = 1; /* a full buffer before MPI_Init: nowhere to write it */
            return;
        }
        stg_trace_owner_flush(t, 0, 0);
        answer(t); /* a request that came while it wrote */
    } else if (stg_trace_ready && stg_trace_mono_coarse() >= t->next_flush) {
        stg_trace_owner_flush(t, 0, 0);
        answer(t);
    }
}

/* A copy of t's state (stg_trace_snapshot, in buf): for a reason that ends the process, a BLCK and the END (call:
 * the MPI call the thread was in, or NULL), and the file closed -- nothing when a dump's or a crash's TAIL holds it
 * all -- where the caller holds t->wlock, else a TAIL; for the other reasons a TAIL. */
static void put_snapshot(stg_tthread_t *t, uint8_t *buf, uint32_t len, uint64_t first, uint64_t ntok, int reset,
                         uint32_t reason, const char *call, int locked)
{
    struct iovec iov = { buf, len };
    uint64_t end = first + ntok;
    if (process_ends(reason) && locked) {
        if (t->cut_mark != end + 1 && write_block(t, "BLCK", reset ? BF_RESET : 0, &iov, 1, len, first, ntok, 0) == 0) {
            write_end(t, end, reason, call);
        }
        stg_trace_close_file(t);
    } else if (write_block(t, "TAIL", reset ? BF_RESET : 0, &iov, 1, len, first, ntok, reason) == 0) {
        tail_written(t, end, reason);
    }
}

static int write_snapshot(stg_tthread_t *t, uint8_t *buf, uint32_t reason, int tries)
{
    uint32_t len;
    uint64_t first, ntok;
    int reset, ok = 0;
    pthread_mutex_lock(&t->wlock);
    if (t->closed) {
        ok = 1;
    } else if (stg_trace_snapshot(t, buf, &len, &first, &ntok, &reset, tries)) {
        put_snapshot(t, buf, len, first, ntok, reset, reason, NULL, 1);
        ok = 1;
    }
    pthread_mutex_unlock(&t->wlock);
    return ok;
}

/* Every other live thread's trace up to now: idle and blocked threads' state is copied (the sequence
 * lock), running ones are asked to write it themselves (flush_req). A reason that ends the process writes
 * BLCK + END and closes the files, the other reasons a TAIL. */
void stg_trace_flush_others(uint32_t reason, stg_tthread_t *me)
{
    uint8_t *buf = malloc(stg_trace_scratch_size());
    if (!buf) {
        return;
    }
    pthread_mutex_lock(&stg_trace_reg_lock);
    int busy = 0;
    for (stg_tthread_t *t = stg_trace_threads; t; t = t->next) {
        if (t == me || t->dead || t->off || write_snapshot(t, buf, reason, 3)) {
            continue;
        }
        t->req_reason = (int) reason;
        __atomic_store_n(&t->flush_req, FR_ASKED, __ATOMIC_RELEASE);
        busy++;
    }
    for (int i = 0; busy && i < 200; i++) {
        int waiting = 0;
        for (stg_tthread_t *t = stg_trace_threads; t; t = t->next) {
            waiting += t != me && !t->dead && __atomic_load_n(&t->flush_req, __ATOMIC_ACQUIRE) == FR_ASKED;
        }
        if (!waiting) break;
        struct timespec ts = { 0, 1000000 };
        nanosleep(&ts, NULL);
    }
    for (stg_tthread_t *t = stg_trace_threads; busy && t; t = t->next) {
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
    pthread_mutex_unlock(&stg_trace_reg_lock);
    free(buf);
}

void stg_trace_scheduled(uint8_t *buf)
{
    double now = stg_trace_mono_coarse();
    pthread_mutex_lock(&stg_trace_reg_lock);
    for (stg_tthread_t *t = stg_trace_threads; t; t = t->next) {
        if (t->dead || t->off || t->closed) {
            continue;
        }
        uint64_t total = __atomic_load_n(&t->total, __ATOMIC_RELAXED), seen = t->tick_total;
        t->tick_total = total;
        /* written (by its owner, or a TAIL), still recording since the last look, or its owner writes in time */
        if (total == t->block_first || total + 1 == t->tail_mark || total != seen || now < t->next_flush) {
            continue;
        }
        write_snapshot(t, buf, REASON_SCHEDULED, 3);
    }
    pthread_mutex_unlock(&stg_trace_reg_lock);
}

void stg_trace_end_all(uint32_t reason, uint8_t *buf)
{
    stg_tthread_t *self = stg_trace_self;
    /* the calling thread's call, unless a signal came while it changed its dictionary */
    const char *call = self && !self->off && !self->in_hook ? stg_trace_open_call(self) : NULL;
    for (stg_tthread_t *t = stg_trace_threads; t; t = t->next) {
        if (t->dead || t->closed || t->off) {
            continue;
        }
        uint32_t r = reason;
        if ((reason & 0xff) == REASON_ABORT && t != self) {
            r |= REASON_OTHER_THREAD;
        }
        /* the lock waited for 100 ms at most: the thread that holds it may be the one this signal interrupted
         * (another, the helper's scheduled write say, finishes its block); without it, a TAIL appended to a file
         * already open (O_APPEND keeps the block whole) */
        int locked = 0;
        for (int i = 0; i < 100 && !(locked = pthread_mutex_trylock(&t->wlock) == 0); i++) {
            struct timespec ms = { 0, 1000000 };
            nanosleep(&ms, NULL);
        }
        uint32_t len;
        uint64_t first, ntok;
        int reset;
        if (!t->dead && !t->closed && (locked || t->fd >= 0) &&
            stg_trace_snapshot(t, buf, &len, &first, &ntok, &reset, t == self ? 1 : 200)) {
            put_snapshot(t, buf, len, first, ntok, reset, r, t == self ? call : NULL, locked);
        }
        if (locked) {
            pthread_mutex_unlock(&t->wlock);
        }
    }
}
