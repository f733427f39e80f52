/*
 * Writes rank-NNNNNN.sdump in the format of docs/dump-format.md: a header, tagged sections, and an
 * END section with a CRC-32 over everything before it. The file is built in memory, written to a
 * temporary name and renamed, so readers never see a half-written dump from a live task.
 */
#define _GNU_SOURCE
#include "straggler.h"
#include "crc32.h"
#include "insitu.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

/* ------------------------------------------------------------------ the dump */

int stg_write_dump(int reason, int trigger_rank)
{
    /* sample the stacks of the task's threads, the thread that initialized MPI first (where a
     * computing task really is) */
    stg_thread_t *mt = stg_main_thread();
    stg_tsample_t *samples = NULL;
    int nsamples = stg_sample_threads(mt ? mt->tid : 0, &samples);
    int inferred = 0;
    double timeout = stg_effective_timeout(&inferred);

    stg_modules_t ms = { 0 };
    stg_modules_collect(&ms);

    stg_buf_t b = { 0 };
    stg_buf_put(&b, "STRGDUMP", 8);
    stg_buf_u16(&b, 1); /* format 1.2 (docs/dump-format.md) */
    stg_buf_u16(&b, 2);
    stg_buf_u32(&b, (uint32_t) stg_rank);
    stg_buf_u32(&b, (uint32_t) stg_size);
    stg_buf_u32(&b, 0);
    uint32_t sections = 0;

    size_t s = stg_buf_section_begin(&b, "INFO");
    char host[256] = "", exe[4096] = "";
    gethostname(host, sizeof host - 1);
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = 0;
    stg_buf_u32(&b, (uint32_t) getpid());
    stg_buf_str(&b, host);
    stg_buf_str(&b, exe);
    stg_buf_u64(&b, stg_start_ns);
    stg_buf_u64(&b, stg_wall_ns());
    stg_buf_u32(&b, (uint32_t) reason);
    stg_buf_f64(&b, timeout);
    stg_buf_u32(&b, (uint32_t) inferred);
    stg_buf_i32(&b, stg_thread_level);
    stg_buf_str(&b, stg_mpi_version);
    stg_buf_i32(&b, trigger_rank);
    stg_buf_section_end(&b, s);
    sections++;

    s = stg_buf_section_begin(&b, "MODS");
    stg_buf_u32(&b, (uint32_t) ms.n);
    for (int i = 0; i < ms.n; i++) {
        stg_buf_str(&b, ms.m[i].path);
        stg_buf_u64(&b, ms.m[i].bias);
        stg_buf_str(&b, ms.m[i].build_id);
    }
    stg_buf_section_end(&b, s);
    sections++;

    double now = stg_now();
    pthread_mutex_lock(&stg_lock);
    s = stg_buf_section_begin(&b, "STAT");
    uint32_t nstates = 0;
    for (uint32_t i = 0; i < stg_nsites; i++) {
        nstates += stg_sites[i].visited[0] + stg_sites[i].visited[1];
    }
    stg_buf_u32(&b, nstates);
    for (uint32_t i = 0; i < stg_nsites; i++) {
        for (int k = 0; k < 2; k++) {
            if (!stg_sites[i].visited[k]) {
                continue;
            }
            stg_buf_u32(&b, i << 1 | (uint32_t) k);
            stg_buf_u8(&b, (uint8_t) k);
            stg_buf_str(&b, stg_call_name(stg_sites[i].call));
            stg_buf_u16(&b, stg_sites[i].depth);
            for (int d = 0; d < stg_sites[i].depth; d++) {
                stg_buf_frame(&b, &ms, stg_sites[i].addrs[d]);
            }
        }
    }
    stg_buf_section_end(&b, s);
    sections++;

    s = stg_buf_section_begin(&b, "EDGE");
    stg_buf_u32(&b, stg_nedges);
    for (uint32_t i = 0; i < stg_nedges; i++) {
        stg_edge_t *e = &stg_edges[i];
        stg_buf_u32(&b, e->from);
        stg_buf_u32(&b, e->to);
        stg_buf_u64(&b, e->count);
        stg_buf_f64(&b, e->mean);
        stg_buf_f64(&b, e->m2);
        stg_buf_f64(&b, e->min);
        stg_buf_f64(&b, e->max);
    }
    stg_buf_section_end(&b, s);
    sections++;

    s = stg_buf_section_begin(&b, "CURR");
    if (mt) {
        stg_buf_u32(&b, mt->cur);
        stg_buf_u8(&b, (uint8_t) mt->in_mpi);
        stg_buf_f64(&b, mt->cur == STG_NONE ? 0 : now - mt->entered);
        stg_buf_u8(&b, (uint8_t) mt->wait_kind);
        stg_buf_u32(&b, (uint32_t) mt->npeers);
        for (int i = 0; i < mt->npeers; i++) {
            stg_buf_i32(&b, mt->peers[i]);
        }
        stg_buf_u32(&b, (uint32_t) (mt->wait_kind == STG_WAIT_COLL ? mt->nranges : 0));
        for (int i = 0; mt->wait_kind == STG_WAIT_COLL && i < mt->nranges; i++) {
            stg_buf_i32(&b, mt->ranges[i].first);
            stg_buf_u32(&b, mt->ranges[i].count);
            stg_buf_u32(&b, mt->ranges[i].stride);
        }
        /* since 1.2: how the peers combine, and the any-source part of the wait */
        stg_buf_u8(&b, (uint8_t) mt->wait_any);
        stg_buf_u32(&b, (uint32_t) mt->nany);
        for (int i = 0; i < mt->nany; i++) {
            stg_buf_i32(&b, mt->any[i].first);
            stg_buf_u32(&b, mt->any[i].count);
            stg_buf_u32(&b, mt->any[i].stride);
        }
    } else {
        stg_buf_u32(&b, STG_NONE);
        stg_buf_u8(&b, 0);
        stg_buf_f64(&b, 0);
        stg_buf_u8(&b, 0);
        stg_buf_u32(&b, 0);
        stg_buf_u32(&b, 0);
        stg_buf_u8(&b, 0);
        stg_buf_u32(&b, 0);
    }
    stg_buf_section_end(&b, s);
    sections++;

    s = stg_buf_section_begin(&b, "TIME");
    stg_buf_u64(&b, stg_time_n);
    stg_buf_f64(&b, stg_time_mean);
    stg_buf_f64(&b, stg_time_m2);
    stg_buf_f64(&b, stg_time_max);
    stg_buf_section_end(&b, s);
    sections++;
    pthread_mutex_unlock(&stg_lock);

    s = stg_buf_section_begin(&b, "THRD");
    stg_buf_u32(&b, (uint32_t) (nsamples > 0 ? nsamples : 0));
    for (int i = 0; i < nsamples; i++) {
        stg_tsample_t *t = &samples[i];
        stg_buf_u32(&b, (uint32_t) t->tid);
        stg_buf_u8(&b, (uint8_t) t->flags);
        int depth = (t->flags & STG_THREAD_FAILED) ? 0 : t->n;
        stg_buf_u16(&b, (uint16_t) depth);
        for (int k = 0; k < depth; k++) {
            stg_buf_frame(&b, &ms, t->frames[k]);
        }
    }
    free(samples);
    stg_buf_section_end(&b, s);
    sections++;

    uint32_t crc = b.failed ? 0 : stg_crc32(0, b.p, b.len);
    stg_buf_put(&b, "END ", 4);
    stg_buf_u32(&b, 0);
    stg_buf_u64(&b, 8);
    stg_buf_u32(&b, crc);
    stg_buf_u32(&b, sections);

    stg_modules_free(&ms);
    if (b.failed) {
        stg_log("out of memory while writing the dump");
        free(b.p);
        return -1;
    }
    char path[4200], tmp[4200];
    snprintf(path, sizeof path, "%s/rank-%06d.sdump", stg_cfg.dir, stg_rank);
    snprintf(tmp, sizeof tmp, "%s/.rank-%06d.sdump.tmp", stg_cfg.dir, stg_rank);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0666);
    int rc = -1;
    if (fd >= 0) {
        size_t off = 0;
        while (off < b.len) {
            ssize_t w = write(fd, b.p + off, b.len - off);
            if (w <= 0) {
                if (w < 0 && errno == EINTR) continue;
                break;
            }
            off += (size_t) w;
        }
        if (close(fd) == 0 && off == b.len && rename(tmp, path) == 0) {
            rc = 0;
        }
    }
    if (rc) {
        stg_log("cannot write %s: %s", path, strerror(errno));
    }
    free(b.p);
    return rc;
}
