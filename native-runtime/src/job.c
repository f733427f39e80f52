/*
 * The job (lifecycle layer, lifecycle.h): what the task knows of it (start time, MPI library, thread
 * level), its dump directory (named by rank 0 unless STRAGGLER_DUMP_DIR names it; job.info), the
 * control files the tasks and the launcher coordinate through (docs/dump-format.md), and how the job
 * ends after a diagnosis.
 */
#define _GNU_SOURCE
#include "lifecycle.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

double stg_start_mono;
uint64_t stg_start_ns;
int stg_thread_level = -1;
char stg_mpi_version[MPI_MAX_LIBRARY_VERSION_STRING];

void stg_job_start(void)
{
    stg_start_mono = stg_now();
    stg_start_ns = stg_wall_ns();
    PMPI_Query_thread(&stg_thread_level);
    int len = 0;
    PMPI_Get_library_version(stg_mpi_version, &len);
}

/* ------------------------------------------------------------------ the dump directory */

void stg_job_name_dir(void)
{
    if (stg_cfg.dir[0]) {
        return;
    }
    /* one directory for the whole job: rank 0 names it, everyone learns it */
    if (stg_rank == 0) {
        time_t now = time(NULL);
        struct tm tm;
        localtime_r(&now, &tm);
        char cwd[3500];
        if (!getcwd(cwd, sizeof cwd)) {
            strcpy(cwd, ".");
        }
        snprintf(stg_cfg.dir, sizeof stg_cfg.dir, "%s/straggler-dump-%04d%02d%02d-%02d%02d%02d-%d", cwd,
                 tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec,
                 (int) getpid());
    }
    PMPI_Bcast(stg_cfg.dir, (int) sizeof stg_cfg.dir, MPI_CHAR, 0, MPI_COMM_WORLD);
}

static int mkdirs(const char *path)
{
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++) {
        if (*p == '/') {
            *p = 0;
            if (mkdir(tmp, 0777) && errno != EEXIST) {
                return -1;
            }
            *p = '/';
        }
    }
    return mkdir(tmp, 0777) && errno != EEXIST ? -1 : 0;
}

static void write_job_info(void)
{
    char path[4200], tmp[4200], exe[4096] = "";
    snprintf(path, sizeof path, "%s/job.info", stg_cfg.dir);
    snprintf(tmp, sizeof tmp, "%s/.job.info.tmp", stg_cfg.dir);
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = 0;
    FILE *f = fopen(tmp, "w");
    if (!f) {
        stg_log("cannot write %s: %s", path, strerror(errno));
        return;
    }
    char ver[MPI_MAX_LIBRARY_VERSION_STRING];
    snprintf(ver, sizeof ver, "%s", stg_mpi_version);
    for (char *p = ver; *p; p++) {
        if (*p == '\n' || *p == '\r') *p = ' ';
    }
    fprintf(f, "format=1.0\nnp=%d\nexecutable=%s\nmpi=%s\nstart=%llu\nruntime=%s\n", stg_size, exe, ver,
            (unsigned long long) (stg_start_ns / 1000000000ull), STG_VERSION);
    fclose(f);
    rename(tmp, path);
}

int stg_job_make_dir(void)
{
    if (mkdirs(stg_cfg.dir)) {
        stg_log("cannot create the dump directory %s: %s; set STRAGGLER_DUMP_DIR to a writable directory. "
                "Hang detection is off for this task.", stg_cfg.dir, strerror(errno));
        return -1;
    }
    if (stg_rank == 0) {
        /* control files and dumps of an earlier job in the same directory */
        static const char *const stale[] = { "trigger", "diagnose-now", "complete", "complete.lock" };
        char p[4200];
        for (size_t i = 0; i < sizeof stale / sizeof *stale; i++) {
            snprintf(p, sizeof p, "%s/%s", stg_cfg.dir, stale[i]);
            unlink(p);
        }
        for (int r = 0; r < stg_size; r++) {
            snprintf(p, sizeof p, "%s/rank-%06d.sdump", stg_cfg.dir, r);
            unlink(p);
        }
        write_job_info();
    }
    return 0;
}

/* ------------------------------------------------------------------ control files */

/* A control file exists and belongs to this job (a stale one from an earlier job in the same
 * directory is older than this job's start). */
int stg_control_exists(const char *name)
{
    char p[4200];
    struct stat st;
    snprintf(p, sizeof p, "%s/%s", stg_cfg.dir, name);
    return stat(p, &st) == 0 && (uint64_t) st.st_mtime + 5 >= stg_start_ns / 1000000000ull;
}

void stg_write_control_file(const char *name, const char *text, int exclusive)
{
    char p[4200], tmp[4200];
    snprintf(p, sizeof p, "%s/%s", stg_cfg.dir, name);
    if (exclusive) {
        int fd = open(p, O_WRONLY | O_CREAT | O_EXCL, 0666);
        if (fd < 0) {
            return;
        }
        ssize_t w = write(fd, text, strlen(text));
        (void) w;
        close(fd);
        return;
    }
    snprintf(tmp, sizeof tmp, "%s/.%s.%d.tmp", stg_cfg.dir, name, stg_rank);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        stg_log("cannot write %s: %s", p, strerror(errno));
        return;
    }
    fputs(text, f);
    fclose(f);
    rename(tmp, p);
}

void stg_end_after_diagnosis(const char *what)
{
    if (!stg_cfg.keep_alive && stg_active) {
        stg_log("hang diagnosed: %s in %s; aborting the job with exit code %d", what, stg_cfg.dir, stg_cfg.exit_code);
        PMPI_Abort(MPI_COMM_WORLD, stg_cfg.exit_code);
    } else {
        stg_log("hang diagnosed: %s in %s; the job is kept alive (STRAGGLER_ON_HANG=keep)", what, stg_cfg.dir);
    }
}
