/*
 * The stack sampler recorder (sampler.h): the stack of every thread of the task at a dump (a
 * real-time signal; the handler unwinds from the interrupted context, so frame 0 is the interrupted
 * program counter), the THRD section.
 */
#define _GNU_SOURCE
#define UNW_LOCAL_ONLY
#include "sampler.h"

#include <libunwind.h>
#include <signal.h>
#include <stdio.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

/*
 * Every thread of the task is sampled at once: the dumping thread lists /proc/self/task, gives each
 * thread a result slot, sends it the sampling signal with tgkill, and waits (bounded) for the slots
 * to fill. A slot goes 1 (wanted) -> 2 (the thread's handler is writing) -> 3 (done); the waiter
 * gives up on a slot still at 1 by moving it to 0, so a thread answering late writes nothing.
 */
#define STG_SLOTS 256

typedef struct sample_slot {
    atomic_int state;
    pid_t tid;
    int n;
    uintptr_t frames[STG_MAX_DEPTH];
} sample_slot_t;

static sample_slot_t slots[STG_SLOTS];
static atomic_int nslots;
static int sampler_sig = -1;

static void sample_handler(int sig, siginfo_t *si, void *ucv)
{
    (void) sig;
    (void) si;
    int saved = errno;
    pid_t me = (pid_t) syscall(SYS_gettid);
    int n_slots = atomic_load(&nslots);
    sample_slot_t *slot = NULL;
    for (int i = 0; i < n_slots; i++) {
        int expected = 1;
        if (slots[i].tid == me && atomic_compare_exchange_strong(&slots[i].state, &expected, 2)) {
            slot = &slots[i];
            break;
        }
    }
    if (!slot) {
        errno = saved;
        return;
    }
    unw_cursor_t cur;
    int n = 0;
    if (unw_init_local2(&cur, (unw_context_t *) ucv, UNW_INIT_SIGNAL_FRAME) == 0) {
        do {
            unw_word_t ip = 0;
            if (unw_get_reg(&cur, UNW_REG_IP, &ip) < 0 || ip == 0) {
                break;
            }
            slot->frames[n++] = (uintptr_t) ip;
        } while (n < STG_MAX_DEPTH && unw_step(&cur) > 0);
    }
    slot->n = n;
    atomic_store(&slot->state, 3);
    errno = saved;
}

static void install(int sig)
{
    struct sigaction old;
    if (sigaction(sig, NULL, &old) == 0 && old.sa_handler != SIG_DFL && old.sa_handler != SIG_IGN) {
        stg_log("signal %d is used by the application; stacks of computing tasks will not be sampled "
                "(set STRAGGLER_SIGNAL_OFFSET to a free real-time signal)", sig);
        return;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = sample_handler;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    if (sigaction(sig, &sa, NULL) == 0) {
        sampler_sig = sig;
    }
}

static int cmp_tid(const void *a, const void *b)
{
    pid_t x = ((const stg_tsample_t *) a)->tid, y = ((const stg_tsample_t *) b)->tid;
    return x < y ? -1 : x > y;
}

/* the task's threads but the runtime's helper, and the caller when it is not the MPI thread */
static int list_threads(pid_t self, pid_t main_tid, stg_tsample_t **out)
{
    pid_t helper = stg_helper_tid;
    int cap = 16, n = 0;
    stg_tsample_t *t = calloc((size_t) cap, sizeof *t);
    DIR *d = opendir("/proc/self/task");
    if (!t) {
        if (d) closedir(d);
        return -1;
    }
    if (d) {
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            char *end;
            long tid = strtol(e->d_name, &end, 10);
            if (*end || tid <= 0 || ((pid_t) tid == self && self != main_tid) || (pid_t) tid == helper) {
                continue;
            }
            if (n == cap) {
                stg_tsample_t *nt = realloc(t, (size_t) cap * 2 * sizeof *t);
                if (!nt) {
                    break;
                }
                t = nt;
                cap *= 2;
            }
            memset(&t[n], 0, sizeof t[n]);
            t[n++].tid = (pid_t) tid;
        }
        closedir(d);
    }
    int has_main = 0;
    for (int i = 0; i < n; i++) {
        has_main |= t[i].tid == main_tid;
    }
    if (!has_main && main_tid > 0 && n < cap) { /* /proc unreadable: at least the MPI thread */
        memset(&t[n], 0, sizeof t[n]);
        t[n++].tid = main_tid;
    }
    qsort(t, (size_t) n, sizeof *t, cmp_tid);
    for (int i = 0; i < n; i++) { /* the MPI thread first */
        if (t[i].tid == main_tid && i > 0) {
            stg_tsample_t m = t[i];
            memmove(&t[1], &t[0], (size_t) i * sizeof *t);
            t[0] = m;
        }
    }
    *out = t;
    return n;
}

/* Whether the thread blocks sig (/proc/self/task/TID/status, SigBlk): 0 no; 1 yes, by its own choice: it would
 * never answer, so it is not waited for (the wait for the others is bounded anyway); 2 only for a moment: the
 * mask also blocks glibc's internal signals (32 and 33, SIGCANCEL and SIGSETXID), which no thread can block
 * through sigprocmask/pthread_sigmask: glibc blocks everything itself around a thread's creation, until the
 * new thread's start restores its creator's mask. A thread created just before a dump that has not run yet
 * (a loaded node, a task that finalizes at once) is such a thread: it is sent the signal, which waits
 * pending until the mask is restored, and answered for as any other. */
static int blocks_signal(pid_t tid, int sig)
{
    char path[64], line[128];
    snprintf(path, sizeof path, "/proc/self/task/%d/status", (int) tid);
    FILE *f = fopen(path, "r");
    if (!f) {
        return 0;
    }
    int blocked = 0;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "SigBlk:", 7) == 0) {
            unsigned long long mask = strtoull(line + 7, NULL, 16);
            blocked = sig >= 1 && sig <= 64 && (mask >> (sig - 1)) & 1;
            if (blocked && (mask >> 31 & 1) && (mask >> 32 & 1)) {
                blocked = 2;
            }
            break;
        }
    }
    fclose(f);
    return blocked;
}

static void sample_batch(stg_tsample_t *t, int n)
{
    pid_t pid = getpid();
    for (int i = 0; i < n; i++) {
        slots[i].tid = t[i].tid;
        slots[i].n = 0;
        atomic_store(&slots[i].state, 1);
    }
    atomic_store(&nslots, n);
    int pending = 0;
    for (int i = 0; i < n; i++) {
        if ((t[i].flags & STG_THREAD_CRASHED) || blocks_signal(t[i].tid, sampler_sig) == 1
            || syscall(SYS_tgkill, pid, t[i].tid, sampler_sig) != 0) {
            int expected = 1;
            atomic_compare_exchange_strong(&slots[i].state, &expected, 0);
        } else {
            pending++;
        }
    }
    /* wait at most one second for all of them (a thread that is not scheduled answers late), first in
     * short sleeps: a thread that runs answers in microseconds */
    long ns = 100 * 1000;
    for (double waited = 0; waited < 1.0 && pending > 0; waited += (double) ns * 1e-9) {
        struct timespec ts = { 0, ns };
        nanosleep(&ts, NULL);
        if (ns < 5 * 1000 * 1000) {
            ns *= 2;
        }
        pending = 0;
        for (int i = 0; i < n; i++) {
            int s = atomic_load(&slots[i].state);
            pending += s == 1 || s == 2;
        }
    }
    for (int i = 0; i < n; i++) {
        int expected = 1;
        if (t[i].flags & STG_THREAD_CRASHED) {
            atomic_compare_exchange_strong(&slots[i].state, &expected, 0);
            continue;
        }
        if (atomic_compare_exchange_strong(&slots[i].state, &expected, 0)) {
            t[i].flags |= STG_THREAD_FAILED;
            continue;
        }
        /* a handler that started writing finishes in microseconds */
        for (int k = 0; k < 1000 && atomic_load(&slots[i].state) == 2; k++) {
            struct timespec ts = { 0, 100 * 1000 };
            nanosleep(&ts, NULL);
        }
        if (atomic_load(&slots[i].state) == 3) {
            t[i].n = slots[i].n;
            memcpy(t[i].frames, slots[i].frames, (size_t) slots[i].n * sizeof(uintptr_t));
            t[i].flags |= STG_THREAD_PC_FIRST;
        } else {
            t[i].flags |= STG_THREAD_FAILED; /* not sent (the thread ended) or still writing */
        }
    }
    atomic_store(&nslots, 0);
}

int stg_sample_threads(pid_t main_tid, stg_tsample_t **out)
{
    *out = NULL;
    pid_t self = (pid_t) syscall(SYS_gettid);
    stg_tsample_t *t;
    int n = list_threads(self, main_tid, &t);
    if (n < 0) {
        return -1;
    }
    /* the caller is listed only when it is the MPI thread (sorted first): it reads its own stack */
    int first_other = 0;
    for (int i = 0; i < n; i++) {
        if (t[i].tid == main_tid) {
            t[i].flags |= STG_THREAD_MPI;
        }
    }
    if (n > 0 && t[0].tid == self) {
        t[0].n = stg_capture(t[0].frames, STG_MAX_DEPTH);
        first_other = 1;
    }
    /* a crashed thread (held by the crash handler): its stack where the signal hit it */
    for (int i = 0; stg_crash.sig && i < n; i++) {
        if (t[i].tid == stg_crash.tid) {
            t[i].n = stg_crash.n;
            memcpy(t[i].frames, stg_crash.frames, (size_t) stg_crash.n * sizeof(uintptr_t));
            t[i].flags |= STG_THREAD_PC_FIRST | STG_THREAD_CRASHED;
        }
    }
    /* the others, STG_SLOTS at a time */
    stg_tsample_t *others = t + first_other;
    int nothers = n - first_other;
    for (int i = 0; i < nothers && sampler_sig < 0; i++) {
        if (!(others[i].flags & STG_THREAD_CRASHED)) {
            others[i].flags |= STG_THREAD_FAILED;
        }
    }
    if (sampler_sig >= 0) {
        for (int i = 0; i < nothers; i += STG_SLOTS) {
            sample_batch(others + i, nothers - i < STG_SLOTS ? nothers - i : STG_SLOTS);
        }
    }
    *out = t;
    return n;
}

/* ------------------------------------------------------------------ the recorder */

static int sampler_init(int call)
{
    (void) call;
    install(stg_cfg.sample_signal);
    return 0;
}

typedef struct sampled {
    int n;
    stg_tsample_t *t;
} sampled_t;

/* The stacks are sampled before anything of the dump is written: where a computing task really is. */
static void *sampler_prepare(void)
{
    sampled_t *s = calloc(1, sizeof *s);
    if (s) {
        s->n = stg_sample_threads(stg_main_tid, &s->t);
    }
    return s;
}

/* THRD (docs/dump-format.md) */
static void sampler_dump(stg_dump_t *d, void *prepared)
{
    sampled_t *s = prepared;
    stg_buf_t *b = d->b;
    int n = s ? s->n : 0;
    size_t start = stg_buf_section_begin(b, "THRD");
    stg_buf_u32(b, (uint32_t) (n > 0 ? n : 0));
    for (int i = 0; i < n; i++) {
        stg_tsample_t *t = &s->t[i];
        stg_buf_u32(b, (uint32_t) t->tid);
        stg_buf_u8(b, (uint8_t) t->flags);
        int depth = (t->flags & STG_THREAD_FAILED) ? 0 : t->n;
        stg_buf_u16(b, (uint16_t) depth);
        for (int k = 0; k < depth; k++) {
            stg_buf_frame(b, d->ms, t->frames[k]);
        }
    }
    stg_buf_section_end(b, start);
    if (s) {
        free(s->t);
        free(s);
    }
}

const stg_recorder_t stg_sampler_recorder = {
    .name = "sampler",
    .at_init = sampler_init,
    .dump_prepare = sampler_prepare,
    .dump_write = sampler_dump,
};
