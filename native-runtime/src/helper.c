/*
 * Hang detection (AutomaDeD §4.1) and post-mortem coordination through the run directory.
 *
 * A helper thread per task watches the time since the task's last state transition against the
 * timeout (given, or inferred from the observed transition times): it sleeps until the moment the
 * timeout would expire, so it notices at once. A task stuck in computation stops transitioning as
 * well, so every task of a hung job eventually times out; the first one writes `trigger`, and every
 * task's helper that sees `trigger` (or the launcher's `diagnose-now`) dumps at once: the helper wakes
 * on the run directory's changes (inotify: at once for writers on the same node) and polls it every
 * 100 ms besides (writers on other nodes of a shared file system). The coordinator then waits until
 * every task either dumped or is dead (its state file, below, names a process that is gone or has not
 * been updated for a while), or the grace period expires, writes `complete`, and either aborts the job
 * with the configured exit code (MPI_Abort, so the launcher ends cleanly) or keeps it alive for a
 * debugger. The helper never calls MPI otherwise: this mode works whatever thread level the application
 * asked for.
 *
 * The helper also keeps the task's state file (rank-NNNNNN.state, docs/dump-format.md): where the task is
 * (its MPI thread's state, the call and its call site), how far the diagnosis got, when; a task killed
 * outright (SIGKILL) leaves it behind as its last known state. A crash (crash.c) wakes the helper, which
 * writes the task's dump with the crashing thread's stack, triggers the others, and lets the crashed
 * thread go on dying once the job's dumps are complete (or the grace period expired). A snapshot request of the
 * launcher (`snapshot`) gets the task's dump in a directory of its own while the job goes on.
 */
#define _GNU_SOURCE
#include "helper.h"
#include "dispatch.h"
#include "dump.h"
#include "insitu.h"
#include "job.h"
#include "markov.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static pthread_t helper;
static int helper_running;
static pthread_mutex_t start_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t started_cond = PTHREAD_COND_INITIALIZER;
static volatile sig_atomic_t stop_requested;
static int wake_pipe[2] = { -1, -1 }; /* a byte wakes the helper: stop, a crash */
static int watch_fd = -1;             /* inotify on the run directory, or -1 */

volatile sig_atomic_t stg_crash_requested; /* crash.c: a thread crashed, the helper has work */
volatile sig_atomic_t stg_crash_released;  /* the helper: the crashed thread may go on dying */

/* the diagnosis as this task saw it (the state file's and the phase benchmark's times, wall ns) */
static uint64_t trigger_seen_ns, dump_start_ns, dump_ns, complete_ns;
static int dump_errno; /* why this task's dump could not be written (state file: dump_errno) */
static const char *phase = "running";
static pthread_mutex_t state_lock = PTHREAD_MUTEX_INITIALIZER;

/* ------------------------------------------------------------------ waking */

void stg_helper_wake(void)
{
    if (wake_pipe[1] >= 0) {
        char c = 1;
        ssize_t w = write(wake_pipe[1], &c, 1); /* async-signal-safe */
        (void) w;
    }
}

/* Sleeps at most seconds, or until woken (a byte in the pipe, the run directory changed). Returns 1 when
 * the helper is to stop. */
static int wait_event(double seconds)
{
    struct pollfd p[2] = { { wake_pipe[0], POLLIN, 0 }, { watch_fd, POLLIN, 0 } };
    int ms = seconds <= 0 ? 0 : seconds > 3600 ? 3600000 : (int) ceil(seconds * 1000);
    if (!stop_requested && poll(p, watch_fd >= 0 ? 2 : 1, ms) > 0) {
        char buf[4096];
        if (p[0].revents & POLLIN) {
            ssize_t r = read(wake_pipe[0], buf, sizeof buf);
            (void) r;
        }
        if (watch_fd >= 0 && (p[1].revents & POLLIN)) {
            ssize_t r = read(watch_fd, buf, sizeof buf);
            (void) r;
        }
    }
    return stop_requested;
}

/* ------------------------------------------------------------------ the state file */

static double state_written_at = -1e9;

/* This process's start time in clock ticks since boot (/proc/PID/stat, field 22): with the pid it names
 * the process even after the pid is reused. */
static unsigned long long proc_start(pid_t pid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int) pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return 0;
    }
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) {
        return 0;
    }
    buf[n] = 0;
    const char *p = strrchr(buf, ')');
    for (int field = 2; p && field < 22; field++) {
        p = strchr(p + 1, ' ');
    }
    return p ? strtoull(p + 1, NULL, 10) : 0;
}

/* Rewrites the task's state file (any thread; cheap unless the state changed). */
void stg_state_update(const char *new_phase)
{
    if (stg_state_fd < 0) {
        return;
    }
    pthread_mutex_lock(&state_lock);
    if (new_phase) {
        phase = new_phase;
    }
    stg_thread_t *t = stg_main_thread();
    uint32_t cur = t ? t->cur : STG_NONE;
    double now = stg_now();
    if (!new_phase && now - state_written_at < 1.0) { /* at most once a second while the phase stays */
        pthread_mutex_unlock(&state_lock);
        return;
    }
    static char host[256];
    static unsigned long long start;
    if (!host[0]) {
        gethostname(host, sizeof host - 1);
        start = proc_start(getpid());
    }
    char text[STG_STATE_SIZE];
    size_t len = 0, cap = sizeof text;
#define PUT(...)                                                                                                  \
    do {                                                                                                          \
        int n_ = snprintf(text + len, cap - len, __VA_ARGS__);                                                    \
        len += n_ > 0 && (size_t) n_ < cap - len ? (size_t) n_ : 0;                                               \
    } while (0)
    PUT("format=1\nrank=%d\nnp=%d\npid=%d\nhost=%s\nproc_start=%llu\nupdated_ns=%llu\nphase=%s\n", stg_rank, stg_size,
        (int) getpid(), host, start, (unsigned long long) stg_wall_ns(), phase);
    if (stg_crash.sig) {
        PUT("signal=%d\ncrashed_tid=%d\n", stg_crash.sig, (int) stg_crash.tid);
    }
    const stg_stack_t *s = cur != STG_NONE ? stg_stack_get(cur >> 1) : NULL;
    if (s) {
        uint64_t entered = stg_thread_progress(t), ticks = stg_ticks();
        PUT("state=%u\nstate_kind=%s\nstate_call=%s\nstate_seconds=%.6f\n", cur, (cur & 1) ? "computation" : "call",
            stg_call_name(s->call), ticks > entered ? (double) (ticks - entered) * stg_tick_seconds() : 0.0);
        static stg_modules_t ms; /* refreshed when a frame is in none of them (a module loaded since) */
        for (int i = 0; i < s->depth && i < 16; i++) {
            if (!stg_modules_find(&ms, s->frames[i], NULL)) {
                stg_modules_free(&ms);
                stg_modules_collect(&ms);
                break;
            }
        }
        for (int i = 0; i < s->depth && i < 16; i++) { /* innermost first: module, offset as in the dumps */
            const stg_module_t *m = stg_modules_find(&ms, s->frames[i], NULL);
            if (cap - len < 600) {
                break;
            }
            PUT("frame=%s+0x%llx\n", m ? m->path : "?",
                (unsigned long long) (m ? s->frames[i] - m->bias : s->frames[i]));
        }
    }
    if (trigger_seen_ns) PUT("trigger_seen_ns=%llu\n", (unsigned long long) trigger_seen_ns);
    if (dump_start_ns) PUT("dump_start_ns=%llu\n", (unsigned long long) dump_start_ns);
    if (dump_ns) PUT("dump_ns=%llu\n", (unsigned long long) dump_ns);
    if (dump_errno) PUT("dump_errno=%d\n", dump_errno);
    if (complete_ns) PUT("complete_ns=%llu\n", (unsigned long long) complete_ns);
#undef PUT
    len += stg_recorders_state(text + len, cap - len);
    stg_state_write(text);
    state_written_at = now;
    pthread_mutex_unlock(&state_lock);
}

/* ------------------------------------------------------------------ the others */

static int read_file(const char *name, char *buf, size_t n)
{
    char p[4200];
    snprintf(p, sizeof p, "%s/%s", stg_cfg.dir, name);
    int fd = open(p, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return -1;
    }
    ssize_t r = read(fd, buf, n - 1);
    close(fd);
    buf[r > 0 ? r : 0] = 0;
    return r > 0 ? 0 : -1;
}

static const char *value(const char *text, const char *key)
{
    size_t k = strlen(key);
    for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
        if (strncmp(p, key, k) == 0 && p[k] == '=') {
            return p + k + 1;
        }
    }
    return NULL;
}

static int read_trigger_rank(void)
{
    char buf[512];
    if (read_file("trigger", buf, sizeof buf)) {
        return -1;
    }
    const char *r = value(buf, "rank");
    return r ? atoi(r) : -1;
}

enum { ALIVE = 0, DEAD = 1, EXITED = 2 };

/* Whether task r is gone, from its state file: a process on this host that no longer exists (or is another
 * one by now), or a file on another host not updated for 10 s (the helper rewrites it every second). */
static int liveness(int r)
{
    char name[64], buf[STG_STATE_SIZE + 1];
    snprintf(name, sizeof name, "rank-%06d.state", r);
    if (read_file(name, buf, sizeof buf)) {
        return ALIVE; /* unknown: wait */
    }
    const char *ph = value(buf, "phase"), *pid = value(buf, "pid"), *host = value(buf, "host");
    const char *st = value(buf, "proc_start"), *up = value(buf, "updated_ns");
    if (!pid || !host || !ph) {
        return ALIVE;
    }
    if (strncmp(ph, "exited", 6) == 0) {
        return EXITED;
    }
    static char me[256];
    if (!me[0]) {
        gethostname(me, sizeof me - 1);
    }
    size_t hl = strcspn(host, "\n");
    if (hl == strlen(me) && strncmp(host, me, hl) == 0) {
        pid_t p = (pid_t) atoi(pid);
        if (kill(p, 0) != 0 && errno == ESRCH) {
            return DEAD;
        }
        unsigned long long s = st ? strtoull(st, NULL, 10) : 0, now_start = proc_start(p);
        return s && now_start && s != now_start ? DEAD : ALIVE;
    }
    uint64_t updated = up ? strtoull(up, NULL, 10) : 0;
    return updated && stg_wall_ns() > updated + 10000000000ull ? DEAD : ALIVE;
}

/* what[r]: 0 no dump, 1 dumped, 2 dead, 3 exited */
enum { W_MISSING = 0, W_DUMPED = 1, W_DEAD = 2, W_EXITED = 3 };

/* Marks the ranks that have a dump file. */
static void scan_dumps(unsigned char *what)
{
    DIR *d = opendir(stg_cfg.dir);
    if (!d) {
        return;
    }
    struct dirent *e;
    while ((e = readdir(d))) {
        int r;
        char tail[8];
        if (sscanf(e->d_name, "rank-%d.sdum%1s", &r, tail) == 2 && strcmp(tail, "p") == 0 && r >= 0 && r < stg_size) {
            what[r] = W_DUMPED;
        }
    }
    closedir(d);
}

/* The first rank whose state file says it crashed, or -1 (and *sig). */
static int find_crash(int *sig)
{
    char name[64], buf[STG_STATE_SIZE + 1];
    if (stg_crash.sig) {
        *sig = stg_crash.sig;
        return stg_rank;
    }
    for (int r = 0; r < stg_size; r++) {
        snprintf(name, sizeof name, "rank-%06d.state", r);
        const char *ph, *sg;
        if (read_file(name, buf, sizeof buf) == 0 && (ph = value(buf, "phase")) && strncmp(ph, "crashed", 7) == 0
            && (sg = value(buf, "signal"))) {
            *sig = atoi(sg);
            return r;
        }
    }
    return -1;
}

/* "a,b-c,..." of the ranks r with flag[r] == v */
static size_t put_ranks(char *out, size_t cap, const unsigned char *flag, int v)
{
    size_t len = 0;
    int first = 1;
    for (int r = 0; r < stg_size; r++) {
        if (flag[r] != v) {
            continue;
        }
        int e = r;
        while (e + 1 < stg_size && flag[e + 1] == v) {
            e++;
        }
        int n = snprintf(out + len, cap - len, e > r ? "%s%d-%d" : "%s%d", first ? "" : ",", r, e);
        len += n > 0 && (size_t) n < cap - len ? (size_t) n : 0;
        first = 0;
        r = e;
    }
    return len;
}

static void write_complete(const unsigned char *what, int dumped, int crashed_rank, int crash_sig)
{
    size_t cap = 512 + (size_t) stg_size * 36;
    char *text = malloc(cap);
    if (!text) {
        return;
    }
    complete_ns = stg_wall_ns();
    size_t len = (size_t) snprintf(text, cap, "np=%d\ndumped=%d\nmissing=", stg_size, dumped);
    /* missing: neither a dump nor known dead or exited (as before 1.4, dead ranks are missing too) */
    unsigned char *miss = malloc((size_t) stg_size);
    if (miss) {
        for (int r = 0; r < stg_size; r++) {
            miss[r] = what[r] != W_DUMPED;
        }
        len += put_ranks(text + len, cap - len, miss, 1);
        free(miss);
    }
    len += (size_t) snprintf(text + len, cap - len, "\ndead=");
    len += put_ranks(text + len, cap - len, what, W_DEAD);
    len += (size_t) snprintf(text + len, cap - len, "\nexited=");
    len += put_ranks(text + len, cap - len, what, W_EXITED);
    if (crashed_rank >= 0) {
        len += (size_t) snprintf(text + len, cap - len, "\ncrashed=%d\nsignal=%d", crashed_rank, crash_sig);
    }
    snprintf(text + len, cap - len, "\naction=%s\nexit_code=%d\ntime_ns=%llu\n",
             crashed_rank >= 0 ? "crash" : stg_cfg.keep_alive ? "keep" : "abort",
             crashed_rank >= 0 ? 128 + crash_sig : stg_cfg.exit_code, (unsigned long long) complete_ns);
    stg_write_control_file("complete", text, 0);
    free(text);
}

/* This task crashed and `complete` exists: complete names the crash (a coordinator that finished before it
 * saw the crash did not: the lines are appended, a later line wins), then the crashed thread may die. */
static void release_crash(void)
{
    char p[4200], buf[8192] = "", mine[32];
    snprintf(p, sizeof p, "%s/complete", stg_cfg.dir);
    snprintf(mine, sizeof mine, "crashed=%d\n", stg_rank);
    if (read_file("complete", buf, sizeof buf) == 0 && !strstr(buf, mine)) {
        char text[128];
        int n = snprintf(text, sizeof text, "crashed=%d\nsignal=%d\naction=crash\nexit_code=%d\n", stg_rank,
                         stg_crash.sig, 128 + stg_crash.sig);
        int fd = open(p, O_WRONLY | O_APPEND | O_CLOEXEC);
        if (fd >= 0) {
            ssize_t w = write(fd, text, (size_t) n);
            (void) w;
            close(fd);
        }
    }
    stg_crash_released = 1;
}

/* ------------------------------------------------------------------ the dumps */

static void write_trigger(const char *reason, double timeout, int inferred, double expired_ago)
{
    char text[512];
    uint64_t now = stg_wall_ns();
    int n = snprintf(text, sizeof text, "rank=%d\nreason=%s\n", stg_rank, reason);
    if (stg_crash.sig) {
        n += snprintf(text + n, sizeof text - (size_t) n, "signal=%d\n", stg_crash.sig);
    } else {
        n += snprintf(text + n, sizeof text - (size_t) n, "timeout=%.3f\ninferred=%d\n", timeout, inferred);
    }
    snprintf(text + n, sizeof text - (size_t) n, "time=%llu\ntime_ns=%llu\nexpired_ns=%llu\n",
             (unsigned long long) (now / 1000000000ull), (unsigned long long) now,
             (unsigned long long) (now - (uint64_t) (expired_ago > 0 ? expired_ago * 1e9 : 0)));
    stg_write_control_file("trigger", text, 1);
}

/*
 * A task that dumped and will be aborted has nothing left to do but wait for the end, and its MPI thread usually
 * waits spinning (Open MPI's and MPICH's blocking calls poll): on a node with more tasks than cores, those spinning
 * tasks would take the CPUs from the launcher's side (`straggler diagnose` analysing the dumps, the IDE) for the
 * seconds an abort of many tasks takes. Every thread of the task but this helper (which may still coordinate and
 * abort) moves to SCHED_IDLE: it runs only when nothing else wants the CPU
 * (docs/decisions/031-faster-to-the-answer.md). Not when the job is kept (STRAGGLER_ON_HANG=keep: the user debugs
 * it), not in situ (the helpers' MPI needs the MPI thread's progress), not after a crash, and not with
 * STRAGGLER_YIELD=0. Lowering a thread's scheduling class needs no privilege.
 */
static void yield_cpus(void)
{
    if (!stg_cfg.yield || stg_cfg.keep_alive || stg_insitu_active || stg_crash_requested) {
        return;
    }
    pid_t self = (pid_t) syscall(SYS_gettid);
    DIR *d = opendir("/proc/self/task");
    if (!d) {
        return;
    }
    struct dirent *e;
    struct sched_param p = { 0 };
    while ((e = readdir(d)) != NULL) {
        char *end;
        long tid = strtol(e->d_name, &end, 10);
        if (*end || tid <= 0 || (pid_t) tid == self) {
            continue;
        }
        (void) sched_setscheduler((pid_t) tid, SCHED_IDLE, &p); /* a thread that just ended: nothing to do */
    }
    closedir(d);
}

/* 0, or -1: the dump could not be written (said once, stg_job_write_failed; the state file names the errno) */
static int dump(int reason, int trigger_rank)
{
    dump_start_ns = stg_wall_ns();
    int err = stg_write_dump(reason, trigger_rank);
    if (err != 0) {
        dump_errno = err;
        stg_state_update("dump-failed");
        return -1;
    }
    dump_ns = stg_wall_ns();
    stg_state_update("dumped");
    if (reason != STG_REASON_CRASH) {
        yield_cpus();
    }
    return 0;
}

/* The launcher's snapshot request (`snapshot`, text `id=N`, docs/dump-format.md "Snapshots"): a request with an id
 * this task has not served yet gets its dump in snapshot-N/, and the task goes on (no trigger, no coordination, no
 * abort, its phase unchanged). */
static void snapshot_if_requested(void)
{
    static unsigned long served;
    char buf[128];
    if (!stg_control_exists("snapshot") || read_file("snapshot", buf, sizeof buf)) {
        return;
    }
    const char *v = value(buf, "id");
    unsigned long id = v ? strtoul(v, NULL, 10) : 0;
    if (id == 0 || id <= served) {
        return;
    }
    served = id;
    int err = stg_write_snapshot(id);
    if (err) {
        stg_log("cannot write snapshot %lu in %s/snapshot-%lu: %s; the job goes on", id, stg_cfg.dir, id, strerror(err));
    } else if (stg_rank == 0) {
        stg_log("snapshot %lu: %s/snapshot-%lu; the job goes on", id, stg_cfg.dir, id);
    }
}

/* ------------------------------------------------------------------ the helper */

static void *helper_main(void *arg)
{
    (void) arg;
    /* every signal is blocked from its creation on (stg_helper_start); the sampler skips this
     * thread by its tid, which stg_helper_start waits for */
    pthread_mutex_lock(&start_lock);
    stg_helper_tid = (pid_t) syscall(SYS_gettid);
    pthread_cond_broadcast(&started_cond);
    pthread_mutex_unlock(&start_lock);
    int dumped = 0, finished = 0, failed = 0, crash_done = 0, crash_rank = -1, crash_sig = 0;
    double dumped_at = 0, complete_at = 0;
    unsigned char *what = calloc((size_t) stg_size, 1);
    if (!what) {
        return NULL;
    }
    stg_state_update(NULL);
    for (;;) {
        int inferred;
        double timeout = stg_effective_timeout(&inferred);
        double now = stg_now();
        /* when to look again: the run directory every 100 ms (inotify wakes us sooner), the timeout the
         * moment it would expire, the state file every second */
        double period = stg_cfg.poll > 0 ? stg_cfg.poll : 0.1;
        if (stg_insitu_active) {
            period = stg_insitu_poll_period();
        } else if (!dumped && !stg_crash_requested) {
            double left = stg_last_progress() + timeout - now;
            if (left > 0) {
                period = fmin(period, left + 0.001);
            }
        }
        if (!stg_crash_requested && wait_event(period)) {
            break;
        }
        now = stg_now();
        stg_state_update(NULL);
        stg_recorders_tick(); /* the recorders' own files: what threads that stopped hold (a kill loses no more) */
        if (!stg_crash_requested) {
            snapshot_if_requested();
        }
        if (stg_crash_requested && !crash_done) { /* a thread crashed (crash.c): its dump, the others' trigger */
            crash_done = 1;
            write_trigger("crash", 0, 0, 0);
            if (!trigger_seen_ns) {
                trigger_seen_ns = stg_wall_ns();
            }
            stg_state_update("crashed");
            if (dump(STG_REASON_CRASH, read_trigger_rank()) == 0) {
                dumped = 1;
                dumped_at = now;
                stg_state_update("crashed");
            } else {
                failed = 1;
            }
            if (finished || stg_control_exists("complete")) {
                release_crash();
            }
        }
        if (stg_insitu_active) { /* the diagnosis runs over MPI (insitu.c) */
            if (!dumped && stg_insitu_poll(now, timeout)) {
                dumped = finished = 1;
            }
            if (stg_crash_requested && crash_done) {
                stg_crash_released = 1;
            }
            continue;
        }
        if (failed) {
            stg_crash_released = 1; /* nothing more this task can do */
            continue;
        }
        if (!dumped) {
            int reason = 0, trigger_rank = -1;
            if (stg_control_exists("diagnose-now")) {
                reason = STG_REASON_REQUEST;
            } else if (stg_control_exists("trigger")) {
                reason = STG_REASON_PEER;
                trigger_rank = read_trigger_rank();
            } else {
                double last = stg_last_progress();
                if (now - last > timeout && !stg_main_in_finalize()) {
                    write_trigger("timeout", timeout, inferred, now - (last + timeout));
                    reason = STG_REASON_TIMEOUT;
                    trigger_rank = read_trigger_rank();
                    if (trigger_rank != stg_rank) {
                        reason = STG_REASON_PEER; /* another task was first */
                    }
                }
            }
            if (reason) {
                trigger_seen_ns = stg_wall_ns();
                if (dump(reason, trigger_rank) == 0) {
                    dumped = 1;
                    dumped_at = now;
                    if (stg_rank != 0 && watch_fd >= 0) {
                        /* the others' dumps would wake this task for nothing: rank 0 coordinates (another
                         * task only when rank 0 is dead, and polling is enough for that) */
                        close(watch_fd);
                        watch_fd = -1;
                    }
                } else {
                    failed = 1;
                    continue;
                }
            } else {
                continue;
            }
        }
        if (finished) {
            if (crash_rank >= 0 && stg_rank != crash_rank && !stg_cfg.keep_alive && complete_at > 0
                && now - complete_at > 10 && stg_rank == 0) {
                /* the crashed task died and the launcher kept the job: end it as the crash would have */
                stg_log("rank %d crashed (signal %d) and the job goes on without it: aborting with exit code %d",
                        crash_rank, crash_sig, 128 + crash_sig);
                PMPI_Abort(MPI_COMM_WORLD, 128 + crash_sig);
            }
            if (stg_crash_requested && crash_done && stg_control_exists("complete")) {
                release_crash();
            }
            continue;
        }
        if (stg_control_exists("complete")) { /* another task coordinated */
            finished = 1;
            complete_at = now;
            crash_rank = find_crash(&crash_sig);
            if (stg_crash_requested && crash_done) {
                release_crash();
            }
            continue;
        }
        /* coordination: every task dumped, or is dead, or the grace period expired */
        scan_dumps(what);
        int accounted = 0;
        for (int r = 0; r < stg_size; r++) {
            if (what[r] != W_DUMPED) {
                int l = liveness(r);
                what[r] = l == DEAD ? W_DEAD : l == EXITED ? W_EXITED : W_MISSING;
            }
            accounted += what[r] != W_MISSING;
        }
        int all = accounted >= stg_size;
        double waited = now - dumped_at;
        /* rank 0 coordinates; the lowest rank alive when the ranks below it are dead; anyone once rank 0
         * had time to do it */
        int lowest = 1;
        for (int r = 0; r < stg_rank && lowest; r++) {
            lowest = what[r] == W_DEAD;
        }
        int may = (lowest && (all || waited > stg_cfg.grace)) || waited > stg_cfg.grace + 2;
        if (stg_crash_requested && waited > stg_cfg.grace) {
            stg_crash_released = 1; /* the crashed thread waited long enough */
        }
        if (!may) {
            continue;
        }
        char lock[64];
        snprintf(lock, sizeof lock, "rank=%d\n", stg_rank);
        stg_write_control_file("complete.lock", lock, 1);
        char buf[64] = "";
        read_file("complete.lock", buf, sizeof buf);
        finished = 1;
        complete_at = now;
        crash_rank = find_crash(&crash_sig);
        if (strcmp(buf, lock) != 0) {
            continue; /* another task coordinates */
        }
        int ndumped = 0;
        for (int r = 0; r < stg_size; r++) {
            ndumped += what[r] == W_DUMPED;
        }
        write_complete(what, ndumped, crash_rank, crash_sig);
        stg_state_update(NULL);
        if (stg_crash_requested && crash_done) {
            release_crash();
        }
        if (crash_rank >= 0) {
            stg_log("rank %d crashed (signal %d): diagnosis in %s; the job ends as the crash ends it", crash_rank,
                    crash_sig, stg_cfg.dir);
            continue;
        }
        stg_end_after_diagnosis("dumps");
    }
    free(what);
    return NULL;
}

void stg_helper_start(void)
{
    if (pipe2(wake_pipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        stg_log("cannot start the helper thread (pipe: %s); hang detection is off for this task", strerror(errno));
        return;
    }
    watch_fd = inotify_init1(IN_CLOEXEC | IN_NONBLOCK);
    if (watch_fd >= 0 && inotify_add_watch(watch_fd, stg_cfg.dir, IN_MOVED_TO | IN_CLOSE_WRITE) < 0) {
        close(watch_fd);
        watch_fd = -1; /* polling alone */
    }
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
    pthread_mutex_lock(&start_lock);
    while (stg_helper_tid == 0) {
        pthread_cond_wait(&started_cond, &start_lock);
    }
    pthread_mutex_unlock(&start_lock);
}

int stg_helper_alive(void)
{
    return helper_running && !stop_requested;
}

void stg_helper_stop(void)
{
    if (!helper_running) {
        return;
    }
    stop_requested = 1;
    stg_helper_wake();
    pthread_join(helper, NULL);
    helper_running = 0;
}
