/*
 * Hang detection (AutomaDeD §4.1) and post-mortem coordination through the dump directory.
 *
 * A helper thread per task watches the time since the task's last state transition against the
 * timeout (given, or inferred from the observed transition times). A task stuck in computation
 * stops transitioning as well, so every task of a hung job eventually times out; the first one
 * writes `trigger`, and every task's helper that sees `trigger` (or the launcher's `diagnose-now`)
 * dumps at once. The coordinator then waits until all dumps exist (or the grace period expires),
 * writes `complete`, and either aborts the job with the configured exit code (MPI_Abort, so the
 * launcher ends cleanly) or keeps it alive for a debugger. The helper never calls MPI otherwise:
 * this mode works whatever thread level the application asked for.
 */
#define _GNU_SOURCE
#include "lifecycle.h"

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static pthread_t helper;
static int helper_running;
static pthread_mutex_t stop_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t stop_cond = PTHREAD_COND_INITIALIZER;
static pthread_cond_t started_cond = PTHREAD_COND_INITIALIZER;
static int stop_requested;

static int read_trigger_rank(void)
{
    char p[4200], buf[256] = "";
    snprintf(p, sizeof p, "%s/trigger", stg_cfg.dir);
    FILE *f = fopen(p, "r");
    if (!f) {
        return -1;
    }
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    const char *r = strstr(buf, "rank=");
    return r ? atoi(r + 5) : -1;
}

/* Which ranks have a dump file; returns how many. */
static int scan_dumps(unsigned char *seen)
{
    DIR *d = opendir(stg_cfg.dir);
    int n = 0;
    if (!d) {
        return 0;
    }
    struct dirent *e;
    while ((e = readdir(d))) {
        int r;
        char tail[8];
        if (sscanf(e->d_name, "rank-%d.sdum%1s", &r, tail) == 2 && strcmp(tail, "p") == 0 && r >= 0
            && r < stg_size && !seen[r]) {
            seen[r] = 1;
            n++;
        }
    }
    closedir(d);
    return n;
}

static void write_complete(unsigned char *seen, int dumped)
{
    size_t cap = 256 + (size_t) stg_size * 12;
    char *text = malloc(cap);
    if (!text) {
        return;
    }
    size_t len = (size_t) snprintf(text, cap, "np=%d\ndumped=%d\nmissing=", stg_size, dumped);
    int first = 1;
    for (int r = 0; r < stg_size; r++) {
        if (seen[r]) {
            continue;
        }
        int e = r;
        while (e + 1 < stg_size && !seen[e + 1]) {
            e++;
        }
        len += (size_t) snprintf(text + len, cap - len, e > r ? "%s%d-%d" : "%s%d", first ? "" : ",", r, e);
        first = 0;
        r = e;
    }
    snprintf(text + len, cap - len, "\naction=%s\nexit_code=%d\n", stg_cfg.keep_alive ? "keep" : "abort",
             stg_cfg.exit_code);
    stg_write_control_file("complete", text, 0);
    free(text);
}

static int wait_stop(double seconds)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    double t = ts.tv_sec + ts.tv_nsec * 1e-9 + seconds;
    ts.tv_sec = (time_t) t;
    ts.tv_nsec = (long) ((t - (double) ts.tv_sec) * 1e9);
    pthread_mutex_lock(&stop_lock);
    while (!stop_requested) {
        if (pthread_cond_timedwait(&stop_cond, &stop_lock, &ts) == ETIMEDOUT) {
            break;
        }
    }
    int s = stop_requested;
    pthread_mutex_unlock(&stop_lock);
    return s;
}

static void *helper_main(void *arg)
{
    (void) arg;
    /* every signal is blocked from its creation on (stg_helper_start); the sampler skips this
     * thread by its tid, which stg_helper_start waits for */
    pthread_mutex_lock(&stop_lock);
    stg_helper_tid = (pid_t) syscall(SYS_gettid);
    pthread_cond_broadcast(&started_cond);
    pthread_mutex_unlock(&stop_lock);
    int dumped = 0, finished = 0;
    double dumped_at = 0;
    unsigned char *seen = calloc((size_t) stg_size, 1);
    if (!seen) {
        return NULL;
    }
    int dumps = 0;
    for (;;) {
        int inferred;
        double timeout = stg_effective_timeout(&inferred);
        double period = stg_cfg.poll > 0 ? stg_cfg.poll : fmin(1.0, fmax(0.05, timeout / 4));
        if (stg_insitu_active) {
            period = stg_insitu_poll_period();
        }
        if (wait_stop(period)) {
            break;
        }
        double now = stg_now();
        if (stg_insitu_active) { /* the diagnosis runs over MPI (insitu.c) */
            if (!dumped && stg_insitu_poll(now, timeout)) {
                dumped = finished = 1;
            }
            continue;
        }
        if (!dumped) {
            int reason = 0, trigger_rank = -1;
            if (stg_control_exists("diagnose-now")) {
                reason = STG_REASON_REQUEST;
            } else if (stg_control_exists("trigger")) {
                reason = STG_REASON_PEER;
                trigger_rank = read_trigger_rank();
            } else if (now - stg_last_progress > timeout) {
                int in_fin = stg_main_in_finalize();
                if (!in_fin) {
                    char text[256];
                    snprintf(text, sizeof text, "rank=%d\nreason=timeout\ntimeout=%.3f\ninferred=%d\ntime=%llu\n",
                             stg_rank, timeout, inferred, (unsigned long long) (stg_wall_ns() / 1000000000ull));
                    stg_write_control_file("trigger", text, 1);
                    reason = STG_REASON_TIMEOUT;
                    trigger_rank = read_trigger_rank();
                    if (trigger_rank != stg_rank) {
                        reason = STG_REASON_PEER; /* another task was first */
                    }
                }
            }
            if (reason) {
                if (stg_write_dump(reason, trigger_rank) == 0) {
                    dumped = 1;
                    dumped_at = now;
                } else {
                    break;
                }
            }
            continue;
        }
        if (finished) {
            continue;
        }
        /* coordination: rank 0 first; anyone else once rank 0 had time to do it */
        dumps += scan_dumps(seen);
        int all = dumps >= stg_size;
        double waited = now - dumped_at;
        int may = stg_rank == 0 ? (all || waited > stg_cfg.grace)
                                : (waited > stg_cfg.grace + 2 && (all || waited > stg_cfg.grace + 2));
        if (!may) {
            continue;
        }
        if (stg_control_exists("complete")) {
            finished = 1;
            continue;
        }
        char lock[64];
        snprintf(lock, sizeof lock, "rank=%d\n", stg_rank);
        stg_write_control_file("complete.lock", lock, 1);
        char p[4200], buf[64] = "";
        snprintf(p, sizeof p, "%s/complete.lock", stg_cfg.dir);
        FILE *f = fopen(p, "r");
        if (f) {
            size_t n = fread(buf, 1, sizeof buf - 1, f);
            buf[n] = 0;
            fclose(f);
        }
        finished = 1;
        if (strcmp(buf, lock) != 0) {
            continue; /* another task coordinates */
        }
        write_complete(seen, dumps);
        stg_end_after_diagnosis("dumps");
    }
    free(seen);
    return NULL;
}

void stg_helper_start(void)
{
    pthread_attr_t a;
    pthread_attr_init(&a);
    pthread_attr_setstacksize(&a, 1 << 20);
    /* the helper inherits a mask that blocks every signal, so it never takes the sampling signal
     * (nor the application's), even before its first instruction */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);
    stg_helper_tid = 0;
    int rc = pthread_create(&helper, &a, helper_main, NULL);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    pthread_attr_destroy(&a);
    if (rc != 0) {
        stg_log("cannot start the helper thread; hang detection is off for this task");
        return;
    }
    helper_running = 1;
    /* a dump written before the helper first ran (at once in MPI_Finalize on a loaded node) must
     * already know which thread to leave out */
    pthread_mutex_lock(&stop_lock);
    while (stg_helper_tid == 0) {
        pthread_cond_wait(&started_cond, &stop_lock);
    }
    pthread_mutex_unlock(&stop_lock);
}

void stg_helper_stop(void)
{
    if (!helper_running) {
        return;
    }
    pthread_mutex_lock(&stop_lock);
    stop_requested = 1;
    pthread_cond_signal(&stop_cond);
    pthread_mutex_unlock(&stop_lock);
    pthread_join(helper, NULL);
    helper_running = 0;
}
