/*
 * Writes rank-NNNNNN.sdump in the format of docs/dump-format.md (lifecycle layer): a header, the
 * task's sections (INFO, MODS), every recorder's sections (recorder.h: dump_prepare before anything is
 * written, then dump_write in table order), and an END section with a CRC-32 over everything before
 * it. The file is built in memory, written to a temporary name and renamed, so readers never see a
 * half-written dump from a live task.
 */
#define _GNU_SOURCE
#include "dump.h"
#include "dispatch.h"
#include "job.h"
#include "markov.h"
#include "crc32.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* dir: where rank-NNNNNN.sdump goes; snapshot: leave out the recorders marked not_in_snapshot */
static int write_dump(const char *dir, int reason, int trigger_rank, int snapshot)
{
    void *prepared[STG_NRECORDERS];
#define STG_IN_DUMP(i) (!snapshot || !stg_recorders[i]->not_in_snapshot)
    for (int i = 0; i < STG_NRECORDERS; i++) {
        prepared[i] = STG_IN_DUMP(i) && stg_recorders[i]->dump_prepare ? stg_recorders[i]->dump_prepare() : NULL;
    }
    int inferred = 0;
    double timeout = stg_effective_timeout(&inferred);

    stg_modules_t ms = { 0 };
    stg_modules_collect(&ms);

    stg_buf_t b = { 0 };
    stg_buf_put(&b, "STRGDUMP", 8);
    stg_buf_u16(&b, 1); /* format 1.7 (docs/dump-format.md) */
    stg_buf_u16(&b, 7);
    stg_buf_u32(&b, (uint32_t) stg_rank);
    stg_buf_u32(&b, (uint32_t) stg_size);
    stg_buf_u32(&b, 0);

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
    stg_buf_u32(&b, (uint32_t) (reason == STG_REASON_CRASH ? stg_crash.sig : 0)); /* since 1.4 */
    stg_buf_section_end(&b, s);

    s = stg_buf_section_begin(&b, "MODS");
    stg_buf_u32(&b, (uint32_t) ms.n);
    for (int i = 0; i < ms.n; i++) {
        stg_buf_str(&b, ms.m[i].path);
        stg_buf_u64(&b, ms.m[i].bias);
        stg_buf_str(&b, ms.m[i].build_id);
    }
    stg_buf_section_end(&b, s);

    stg_dump_t dump = { &b, &ms };
    for (int i = 0; i < STG_NRECORDERS; i++) {
        if (STG_IN_DUMP(i) && stg_recorders[i]->dump_write) {
            stg_recorders[i]->dump_write(&dump, prepared[i]);
        }
    }

    uint32_t crc = b.failed ? 0 : stg_crc32(0, b.p, b.len);
    stg_buf_put(&b, "END ", 4);
    stg_buf_u32(&b, 0);
    stg_buf_u64(&b, 8);
    stg_buf_u32(&b, crc);
    stg_buf_u32(&b, b.sections);

    stg_modules_free(&ms);
    if (b.failed) {
        stg_log("out of memory while writing the dump");
        free(b.p);
        return ENOMEM;
    }
    char path[4200], tmp[4200];
#undef STG_IN_DUMP
    snprintf(path, sizeof path, "%s/rank-%06d.sdump", dir, stg_rank);
    snprintf(tmp, sizeof tmp, "%s/.rank-%06d.sdump.tmp", dir, stg_rank);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    int rc = -1, err = fd < 0 ? errno : 0;
    if (fd >= 0) {
        size_t off = 0;
        while (off < b.len) {
            ssize_t w = write(fd, b.p + off, b.len - off);
            if (w <= 0) {
                if (w < 0 && errno == EINTR) continue;
                err = w < 0 ? errno : ENOSPC;
                break;
            }
            off += (size_t) w;
        }
        if (close(fd) != 0 && !err) {
            err = errno;
        }
        if (!err && off == b.len && rename(tmp, path) == 0) {
            rc = 0;
        } else if (!err) {
            err = errno ? errno : EIO;
        }
        if (rc) {
            unlink(tmp); /* no half-written file left on a full file system */
        }
    }
    if (rc && !snapshot) {
        stg_job_write_failed(err, "the dump");
    }
    free(b.p);
    return rc ? (err ? err : EIO) : 0;
}

int stg_write_dump(int reason, int trigger_rank)
{
    return write_dump(stg_cfg.dir, reason, trigger_rank, 0);
}

int stg_write_snapshot(unsigned long id)
{
    char dir[4200];
    snprintf(dir, sizeof dir, "%s/snapshot-%lu", stg_cfg.dir, id);
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        return errno;
    }
    return write_dump(dir, STG_REASON_REQUEST, -1, 1);
}
