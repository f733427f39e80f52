/*
 * The job (lifecycle layer, job.h): what the task knows of it (start time, MPI library, thread
 * level), its run directory (STRAGGLER_DUMP_DIR, else one per run under the user's state directory,
 * named by rank 0; job.info), each task's state file, the control files the tasks and the launcher
 * coordinate through (docs/dump-format.md), and how the job ends after a diagnosis.
 */
#define _GNU_SOURCE
#include "job.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <limits.h>
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

int stg_default_dir;

/* $XDG_STATE_HOME/straggler/runs (an absolute XDG_STATE_HOME only, as the XDG spec says), else
 * ~/.local/state/straggler/runs; -1 without either. */
static int runs_base(char *out, size_t n)
{
    const char *x = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
    if (x && x[0] == '/') {
        snprintf(out, n, "%s/straggler/runs", x);
    } else if (home && home[0] == '/') {
        snprintf(out, n, "%s/.local/state/straggler/runs", home);
    } else {
        return -1;
    }
    return 0;
}

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
        char base[3500], exe[4096] = "", app[48] = "";
        ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
        exe[n > 0 ? n : 0] = 0;
        const char *b = strrchr(exe, '/');
        b = b ? b + 1 : exe;
        size_t k = 0;
        for (; *b && k + 1 < sizeof app; b++) { /* the application's name, as part of a file name */
            app[k++] = (char) ((*b >= 'a' && *b <= 'z') || (*b >= 'A' && *b <= 'Z') || (*b >= '0' && *b <= '9')
                               || *b == '.' || *b == '_' || *b == '-' ? *b : '_');
        }
        app[k] = 0;
        if (runs_base(base, sizeof base) == 0) {
            snprintf(stg_cfg.dir, sizeof stg_cfg.dir, "%s/%04d%02d%02d-%02d%02d%02d-%s-%d", base, tm.tm_year + 1900,
                     tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, app[0] ? app : "app", (int) getpid());
            stg_default_dir = 1;
        } else { /* no home directory: the working directory */
            if (!getcwd(base, sizeof base)) {
                strcpy(base, ".");
            }
            snprintf(stg_cfg.dir, sizeof stg_cfg.dir, "%s/straggler-dump-%04d%02d%02d-%02d%02d%02d-%d", base,
                     tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, (int) getpid());
            stg_default_dir = 1;
        }
    }
    PMPI_Bcast(stg_cfg.dir, (int) sizeof stg_cfg.dir, MPI_CHAR, 0, MPI_COMM_WORLD);
    PMPI_Bcast(&stg_default_dir, 1, MPI_INT, 0, MPI_COMM_WORLD);
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

/* The main program's GNU build id (its ELF NT_GNU_BUILD_ID note) in hex into out (empty when it has none): what
 * tells two builds apart wherever they are (docs/dump-format.md, job.info). The first object dl_iterate_phdr
 * visits is the main program. */
struct build_id {
    char *out;
    size_t n;
};

static int find_build_id(struct dl_phdr_info *info, size_t size, void *arg)
{
    (void) size;
    struct build_id *b = arg;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_NOTE) {
            continue;
        }
        const char *p = (const char *) (info->dlpi_addr + ph->p_vaddr), *end = p + ph->p_memsz;
        while (p + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *nh = (const ElfW(Nhdr) *) p;
            const char *name = p + sizeof *nh;
            const unsigned char *desc = (const unsigned char *) name + ((nh->n_namesz + 3) & ~3u);
            if (desc + nh->n_descsz > (const unsigned char *) end) {
                break;
            }
            if (nh->n_type == NT_GNU_BUILD_ID && nh->n_namesz == 4 && memcmp(name, "GNU", 4) == 0
                && 2 * (size_t) nh->n_descsz < b->n) {
                for (unsigned j = 0; j < nh->n_descsz; j++) {
                    snprintf(b->out + 2 * j, 3, "%02x", desc[j]);
                }
                return 1;
            }
            p = (const char *) desc + ((nh->n_descsz + 3) & ~3u);
        }
    }
    return 1; /* the main program only */
}

/* 0, or the errno of what failed */
static int write_job_info(void)
{
    char path[4200], tmp[4200], exe[4096] = "";
    snprintf(path, sizeof path, "%s/job.info", stg_cfg.dir);
    snprintf(tmp, sizeof tmp, "%s/.job.info.tmp", stg_cfg.dir);
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = 0;
    FILE *f = fopen(tmp, "w");
    if (!f) {
        return errno;
    }
    char ver[MPI_MAX_LIBRARY_VERSION_STRING];
    snprintf(ver, sizeof ver, "%s", stg_mpi_version);
    for (char *p = ver; *p; p++) {
        if (*p == '\n' || *p == '\r') *p = ' ';
    }
    char id[129] = "";
    dl_iterate_phdr(find_build_id, &(struct build_id) { id, sizeof id });
    fprintf(f, "format=1.0\nnp=%d\nexecutable=%s\nmpi=%s\nstart=%llu\nruntime=%s\n", stg_size, exe, ver,
            (unsigned long long) (stg_start_ns / 1000000000ull), STG_VERSION);
    if (id[0]) {
        fprintf(f, "build_id=%s\n", id);
    }
    int err = ferror(f) ? (errno ? errno : EIO) : 0;
    if (fclose(f) != 0 && !err) {
        err = errno ? errno : EIO;
    }
    if (!err && rename(tmp, path) != 0) {
        err = errno;
    }
    if (err) {
        unlink(tmp);
    }
    return err;
}

/* ------------------------------------------------------------------ the task's state file */

int stg_state_fd = -1;

/* rank-NNNNNN.state, STG_STATE_SIZE bytes from the start (rewritten in place, never longer, so that a full
 * file system cannot take the last state away): 0 or errno */
static int state_open(void)
{
    char path[4200], block[STG_STATE_SIZE];
    snprintf(path, sizeof path, "%s/rank-%06d.state", stg_cfg.dir, stg_rank);
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) {
        return errno;
    }
    memset(block, '\n', sizeof block);
    if (pwrite(fd, block, sizeof block, 0) != (ssize_t) sizeof block) {
        int err = errno ? errno : ENOSPC;
        close(fd);
        unlink(path);
        return err;
    }
    stg_state_fd = fd;
    return 0;
}

void stg_state_write(const char *text)
{
    char block[STG_STATE_SIZE];
    size_t n = strlen(text);
    if (stg_state_fd < 0) {
        return;
    }
    if (n > sizeof block) {
        n = sizeof block;
    }
    memcpy(block, text, n);
    memset(block + n, '\n', sizeof block - n);
    ssize_t w = pwrite(stg_state_fd, block, sizeof block, 0);
    (void) w; /* it stays as it was: the last state written */
}

/* ------------------------------------------------------------------ the start-up marker */

/* init-<pid>: the task called MPI_Init and has no state file yet (docs/dump-format.md, "The run directory"), for
 * the launcher's start-up watch, which tells a task waiting in MPI_Init from one that has not called it. Named by
 * the process (its rank is not known before MPI_Init); no allocation, no message, every error ignored. */
static char init_marker[4200];

void stg_job_mark_init(const char *dir)
{
    int n = snprintf(init_marker, sizeof init_marker, "%s/init-%d", dir, (int) getpid());
    if (n <= 0 || (size_t) n >= sizeof init_marker) {
        init_marker[0] = 0;
        return;
    }
    int fd = open(init_marker, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0666);
    if (fd < 0) {
        init_marker[0] = 0; /* no directory yet, not writable: no hint */
        return;
    }
    futimens(fd, NULL); /* an earlier process's file of the same name: this task's now (readers go by its time) */
    close(fd);
}

void stg_job_unmark_init(void)
{
    if (init_marker[0]) {
        unlink(init_marker);
        init_marker[0] = 0;
    }
}

/* ------------------------------------------------------------------ the run directory */

int stg_job_make_dir(void)
{
    /* every task creates it and its state file; rank 0 removes an earlier job's files and writes job.info;
     * then all agree, so that one message says what failed and every task goes on without the runtime */
    int err = mkdirs(stg_cfg.dir) ? errno : 0;
    if (!err && stg_rank == 0) {
        /* control files and dumps of an earlier job in the same directory */
        static const char *const stale[] = { "trigger", "diagnose-now", "snapshot", "complete", "complete.lock" };
        char p[4200];
        for (size_t i = 0; i < sizeof stale / sizeof *stale; i++) {
            snprintf(p, sizeof p, "%s/%s", stg_cfg.dir, stale[i]);
            unlink(p);
        }
        for (int r = 0; r < stg_size; r++) {
            snprintf(p, sizeof p, "%s/rank-%06d.sdump", stg_cfg.dir, r);
            unlink(p);
        }
        err = write_job_info();
    }
    if (!err) {
        err = state_open();
    }
    stg_job_unmark_init(); /* the state file tells how far the task got from here (or the runtime is off) */
    int mine[2] = { err ? 1 : 0, err }, all[2] = { 0, 0 };
    if (PMPI_Allreduce(mine, all, 2, MPI_INT, MPI_MAX, MPI_COMM_WORLD) != MPI_SUCCESS) {
        all[0] = mine[0];
        all[1] = mine[1];
    }
    if (all[0]) {
        if (stg_rank == 0) {
            stg_log("cannot write the run directory %s: %s. Straggler is off for this run (the job runs as without "
                    "it); set STRAGGLER_DUMP_DIR to a writable directory with free space.",
                    stg_cfg.dir, strerror(all[1] ? all[1] : EIO));
        }
        if (stg_state_fd >= 0) {
            close(stg_state_fd);
            stg_state_fd = -1;
        }
        return -1;
    }
    if (stg_rank == 0 && stg_default_dir) {
        stg_log("this run's directory: %s", stg_cfg.dir);
    }
    return 0;
}

int stg_job_write_failed(int err, const char *what)
{
    /* one message per job where the whole file system fails: rank 0 says it; another task only when rank 0
     * could write its own dump (its failure is its own) */
    char p[4200];
    struct stat st;
    snprintf(p, sizeof p, "%s/rank-%06d.sdump", stg_cfg.dir, 0);
    if (stg_rank == 0 || stat(p, &st) == 0) {
        stg_log("cannot write %s in %s: %s. No diagnosis from this task; the job goes on as without Straggler "
                "(set STRAGGLER_DUMP_DIR to a writable directory with free space).", what, stg_cfg.dir, strerror(err));
        return 1;
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
