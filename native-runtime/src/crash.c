/*
 * Crashes survived (lifecycle layer, crash.h): a handler for the signals that end a task abnormally
 * (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT). The crashing thread records its stack from the signal's
 * context (stg_crash, base.h) and wakes the helper thread, which writes the task's dump with that stack,
 * triggers the other tasks' dumps and coordinates as for a hang (helper.c); the crashing thread waits
 * until the job's dumps are complete (bounded by the grace period), then puts back the disposition the
 * application had (its own handler, or the default) and re-raises the signal: the task dies as it would
 * have died without Straggler, only later. What runs in the handler is async-signal-safe (clock_gettime,
 * nanosleep, write, sigaction, raise; libunwind's local unwind from the signal context, as the sampler's).
 * Not installed with STRAGGLER_CRASH=0, or where the application already handles the signal (its
 * handler is then left alone; the MPI library's crash report, Open MPI's backtrace, runs after ours);
 * a thread that crashes in the helper itself, or a second crash while the first is handled, dies at once.
 */
#define _GNU_SOURCE
#define UNW_LOCAL_ONLY
#include "crash.h"
#include "base.h"
#include "env.h"
#include "helper.h"

#include <dlfcn.h>
#include <libunwind.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
#define NCRASH (sizeof crash_signals / sizeof *crash_signals)
static struct sigaction saved[NCRASH]; /* the application's dispositions */
static int installed[NCRASH];
static volatile sig_atomic_t crashing;
static char altstack[64 * 1024]; /* a stack overflow's SIGSEGV needs a stack to run on */

static int slot_of(int sig)
{
    for (size_t i = 0; i < NCRASH; i++) {
        if (crash_signals[i] == sig) {
            return (int) i;
        }
    }
    return -1;
}

static double mono(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double) ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void die_as_before(int sig)
{
    int k = slot_of(sig);
    if (k >= 0) {
        sigaction(sig, &saved[k], NULL);
    }
    /* raised now, the signal is pending until this handler returns, then delivered with the application's
     * disposition; a fault returns to the faulting instruction, which faults again the same way */
    raise(sig);
}

static void on_crash(int sig, siginfo_t *si, void *ucv)
{
    (void) si;
    pid_t me = (pid_t) syscall(SYS_gettid);
    if (crashing || me == stg_helper_tid || !stg_active || !stg_helper_alive()) {
        die_as_before(sig);
        return;
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
    die_as_before(sig);
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
    stack_t ss = { .ss_sp = altstack, .ss_size = sizeof altstack, .ss_flags = 0 };
    sigaltstack(&ss, NULL); /* for the thread that initialized MPI */
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_crash;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask); /* the sampling signal may interrupt the wait */
    for (size_t i = 0; i < NCRASH; i++) {
        struct sigaction old;
        if (sigaction(crash_signals[i], NULL, &old) != 0 || !ours_to_chain(&old)) {
            continue; /* the application handles (or ignores) it: leave it alone */
        }
        saved[i] = old;
        installed[i] = sigaction(crash_signals[i], &sa, NULL) == 0;
    }
}

void stg_crash_uninstall(void)
{
    for (size_t i = 0; i < NCRASH; i++) {
        struct sigaction cur;
        if (installed[i] && sigaction(crash_signals[i], NULL, &cur) == 0 && (cur.sa_flags & SA_SIGINFO)
            && cur.sa_sigaction == on_crash) {
            sigaction(crash_signals[i], &saved[i], NULL);
        }
        installed[i] = 0;
    }
}
