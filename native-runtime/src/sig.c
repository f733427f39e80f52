/*
 * The signals that end a task (sig.h): the runtime's one handler per signal, which runs the units' stages in
 * their order, then hands the signal on to the application's disposition. Stages are added and removed at
 * MPI_Init and MPI_Finalize; the handler reads them with atomic loads.
 */
#define _GNU_SOURCE
#include "sig.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define NSTD 32 /* the standard signals, 1..31 */

const int stg_sig_crashes[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
const size_t stg_sig_ncrashes = sizeof stg_sig_crashes / sizeof *stg_sig_crashes;

static stg_sig_fn stages[NSTD][STG_SIG_NSTAGES];
static struct sigaction app[NSTD]; /* the application's disposition, kept at the first stage */
static int kept[NSTD];

int stg_sig_is_crash(int sig)
{
    for (size_t i = 0; i < stg_sig_ncrashes; i++) {
        if (stg_sig_crashes[i] == sig) {
            return 1;
        }
    }
    return 0;
}

static void on_signal(int sig, siginfo_t *si, void *ctx)
{
    int saved = errno;
    for (int i = 0; i < STG_SIG_NSTAGES; i++) {
        stg_sig_fn fn = __atomic_load_n(&stages[sig][i], __ATOMIC_ACQUIRE);
        if (fn && fn(sig, si, ctx) == STG_SIG_HELD) {
            errno = saved;
            return;
        }
    }
    stg_sig_pass_on(sig, si);
    errno = saved;
}

void stg_sig_pass_on(int sig, const siginfo_t *si)
{
    if (sig > 0 && sig < NSTD && kept[sig]) {
        sigaction(sig, &app[sig], NULL);
    }
    if (stg_sig_is_crash(sig) && si && si->si_code > 0) {
        return; /* the kernel's: the faulting instruction runs again when the handler returns */
    }
    /* one a process sent is queued again with its own information; one the kernel sent is raised */
    if (!si || si->si_code > 0 || syscall(SYS_rt_tgsigqueueinfo, getpid(), syscall(SYS_gettid), sig, si) != 0) {
        raise(sig);
    }
}

static int ours(int sig)
{
    struct sigaction cur;
    return sigaction(sig, NULL, &cur) == 0 && (cur.sa_flags & SA_SIGINFO) && cur.sa_sigaction == on_signal;
}

int stg_sig_app(int sig, struct sigaction *out)
{
    if (sig <= 0 || sig >= NSTD) {
        return -1;
    }
    if (kept[sig]) {
        *out = app[sig];
        return 0;
    }
    return sigaction(sig, NULL, out);
}

int stg_sig_add(stg_sig_stage_t stage, int sig, stg_sig_fn fn)
{
    if (sig <= 0 || sig >= NSTD || stage < 0 || stage >= STG_SIG_NSTAGES) {
        return -1;
    }
    stg_sig_altstack();
    __atomic_store_n(&stages[sig][stage], fn, __ATOMIC_RELEASE);
    if (ours(sig)) {
        return 0;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_signal;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    struct sigaction old;
    if (sigaction(sig, &sa, &old) != 0) {
        __atomic_store_n(&stages[sig][stage], NULL, __ATOMIC_RELEASE);
        return -1;
    }
    app[sig] = old;
    kept[sig] = 1;
    return 0;
}

void stg_sig_remove(stg_sig_stage_t stage, int sig)
{
    if (sig <= 0 || sig >= NSTD || stage < 0 || stage >= STG_SIG_NSTAGES) {
        return;
    }
    __atomic_store_n(&stages[sig][stage], NULL, __ATOMIC_RELEASE);
    for (int i = 0; i < STG_SIG_NSTAGES; i++) {
        if (stages[sig][i]) {
            return;
        }
    }
    if (kept[sig] && ours(sig)) {
        sigaction(sig, &app[sig], NULL);
    }
    kept[sig] = 0;
}

/* ------------------------------------------------------------------ the alternate stack */

static pthread_key_t stack_key;
static pthread_once_t stack_once = PTHREAD_ONCE_INIT;
static __thread int has_stack;

/* at the thread's end: the stack off, then freed */
static void free_stack(void *mem)
{
    stack_t off = { .ss_flags = SS_DISABLE };
    stack_t cur;
    if (sigaltstack(NULL, &cur) == 0 && cur.ss_sp == mem) {
        sigaltstack(&off, NULL);
    }
    free(mem);
}

static void make_key(void)
{
    pthread_key_create(&stack_key, free_stack);
}

void stg_sig_altstack(void)
{
    if (has_stack) {
        return;
    }
    has_stack = 1;
    stack_t cur;
    if (sigaltstack(NULL, &cur) != 0 || !(cur.ss_flags & SS_DISABLE)) {
        return; /* the thread's own */
    }
    size_t size = 64 * 1024; /* libunwind from the signal's context, the traces' writes */
#ifdef _SC_SIGSTKSZ
    long min = sysconf(_SC_SIGSTKSZ);
    if (min > 0 && (size_t) min * 4 > size) {
        size = (size_t) min * 4;
    }
#endif
    void *mem = malloc(size);
    if (!mem) {
        return;
    }
    stack_t ss = { .ss_sp = mem, .ss_size = size, .ss_flags = 0 };
    if (sigaltstack(&ss, NULL) != 0) {
        free(mem);
        return;
    }
    pthread_once(&stack_once, make_key);
    pthread_setspecific(stack_key, mem);
}
