/*
 * Crashes survived (lifecycle layer, crash.h): a handler for the signals that end a task abnormally
 * (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT). The crashing thread records its stack from the signal's
 * context (stg_crash, base.h) and wakes the helper thread, which writes the task's dump with that stack,
 * triggers the other tasks' dumps and coordinates as for a hang (helper.c); the crashing thread waits
 * until the job's dumps are complete (bounded by the grace period), then the signal goes on to the disposition
 * the application had (its own handler, or the default): the task dies as it would have died without
 * Straggler, only later. The dump is the last stage of the runtime's signal handler (sig.h: the recorders'
 * stages run before it). What runs in the handler is async-signal-safe (clock_gettime, nanosleep, write;
 * libunwind's local unwind from the signal context, as the sampler's). Not installed with STRAGGLER_CRASH=0,
 * or where the application already handles the signal (its handler is then left alone; the MPI library's
 * crash report, Open MPI's backtrace, runs after ours); a thread that crashes in the helper itself, or a
 * second crash while the first is handled, dies at once.
 */
#define _GNU_SOURCE
#define UNW_LOCAL_ONLY
#include "crash.h"
#include "base.h"
#include "env.h"
#include "helper.h"
#include "sig.h"

#include <dlfcn.h>
#include <libunwind.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t crashing;

static double mono(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double) ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* the dump stage: after it the signal goes on to the application's disposition (sig.c) */
static int on_crash(int sig, siginfo_t *si, void *ucv)
{
    (void) si;
    pid_t me = (pid_t) syscall(SYS_gettid);
    if (crashing || me == stg_helper_tid || !stg_active || !stg_helper_alive()) {
        return STG_SIG_ON;
    }
    crashing = 1;
    /* the stack where the signal hit (frame 0: the interrupted program counter) */
    unw_cursor_t cur;
    int n = 0;
    if (unw_init_local2(&cur, (unw_context_t *) ucv, UNW_INIT_SIGNAL_FRAME) == 0) {
        do {
            unw_word_t ip = 0;
            if (unw_get_reg(&cur, UNW_REG_IP, &ip) < 0 || ip == 0) {
                break;
            }
            stg_crash.frames[n++] = (uintptr_t) ip;
        } while (n < STG_MAX_DEPTH && unw_step(&cur) > 0);
    }
    stg_crash.n = n;
    stg_crash.tid = me;
    __atomic_store_n(&stg_crash.sig, sig, __ATOMIC_RELEASE);
    static const char msg[] = "straggler: crash signal caught; the task dumps, the others too, then it dies\n";
    ssize_t w = write(2, msg, sizeof msg - 1);
    (void) w;
    stg_crash_requested = 1;
    stg_helper_wake();
    /* wait for the job's dumps (the helper says when), at most the grace period and a little more */
    double until = mono() + stg_cfg.grace + 5;
    struct timespec ts = { 0, 5 * 1000 * 1000 };
    while (!stg_crash_released && mono() < until) {
        nanosleep(&ts, NULL);
    }
    return STG_SIG_ON;
}

/* A disposition to put our handler in front of: the default, or the crash report of the MPI stack (Open MPI
 * prints a backtrace, UCX too) -- not an application's own handler, which may expect the signal (a runtime
 * that catches its own faults) and is left alone. */
static int ours_to_chain(const struct sigaction *old)
{
    void *h = (old->sa_flags & SA_SIGINFO) ? (void *) old->sa_sigaction : (void *) old->sa_handler;
    if (!(old->sa_flags & SA_SIGINFO) && old->sa_handler == SIG_DFL) {
        return 1;
    }
    if (!(old->sa_flags & SA_SIGINFO) && old->sa_handler == SIG_IGN) {
        return 0;
    }
    Dl_info info;
    if (!dladdr(h, &info) || !info.dli_fname) {
        return 0;
    }
    const char *b = strrchr(info.dli_fname, '/');
    b = b ? b + 1 : info.dli_fname;
    static const char *const stacks[] = { "libopen-pal", "libopen-rte", "libmpi", "libucs", "libpmix", "libfabric",
                                          "libpsm", "libmca_", "mca_" };
    for (size_t i = 0; i < sizeof stacks / sizeof *stacks; i++) {
        if (strncmp(b, stacks[i], strlen(stacks[i])) == 0) {
            return 1;
        }
    }
    return 0;
}

void stg_crash_install(void)
{
    if (!stg_env_crash()) {
        return;
    }
    for (size_t i = 0; i < stg_sig_ncrashes; i++) {
        struct sigaction old;
        if (stg_sig_app(stg_sig_crashes[i], &old) == 0 && ours_to_chain(&old)) {
            stg_sig_add(STG_SIG_CRASH_DUMP, stg_sig_crashes[i], on_crash);
        } /* else the application handles (or ignores) it: left alone */
    }
}

void stg_crash_uninstall(void)
{
    for (size_t i = 0; i < stg_sig_ncrashes; i++) {
        stg_sig_remove(STG_SIG_CRASH_DUMP, stg_sig_crashes[i]);
    }
}
