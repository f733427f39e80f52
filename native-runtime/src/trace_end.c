/*
 * How a trace ends (trace_end.h): the ways a task's process ends, and what each writes of every traced thread's
 * trace (trace_file.c) -- the thread's last event is the call it was in, recorded before the MPI library's call:
 *   - exit() (on_exit): BLCK + END "exit" with the exit status; "abort" when the exiting thread is inside an MPI
 *     call (MPICH's fatal errors under MPI_ERRORS_ARE_FATAL and its MPI_Abort end the process with exit()), the
 *     call named in the END block;
 *   - _exit(), which Open MPI's abort calls (MPI_Abort, a fatal error, the library's own abort): the same from
 *     this library's _exit, async-signal-safe, then the C library's;
 *   - a signal whose default action ends the process (SIGTERM from a launcher or a scheduler, SIGINT, SIGHUP, ...),
 *     where the disposition at MPI_Init is the default: BLCK + END "killed", then the default back and the
 *     signal again. A signal that comes while the thread it interrupts changes its trace (the sequence count is
 *     odd) waits until the change is done: the thread writes its trace, then sends it again
 *     (stg_trace_deferred_kill). The task then lingers 500 ms before it ends (linger): the launchers SIGKILL
 *     the other tasks once the first has ended;
 *   - a crash (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT): TAIL blocks, since what runs next (the later stages of
 *     the runtime's handler, sig.h: the fault recorder's stall, the crash dump of crash.c; then the disposition
 *     found at MPI_Init: the application's handler, the MPI library's crash report) may go on;
 *   - SIGKILL (a launcher's or a scheduler's last word), which nothing catches: what the scheduled writes
 *     (stg_trace_scheduled, the helper's tick) and the owners' periodic writes wrote stays.
 * The signal handler is the trace's stage of the runtime's one (sig.h). Every handler is async-signal-safe: copies
 * under the sequence lock into a buffer allocated at MPI_Init, writev, a lock waited for 100 ms at most. Exit status, signal and messages stay those of the process without the runtime.
 */
#define _GNU_SOURCE
#include "trace_end.h"
#include "sig.h"
#include "trace_events.h"
#include "trace_file.h"

#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

/* the signals whose default action ends the process, besides the crashes (stg_sig_crashes) */
static const int kills[] = { SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGXCPU, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM };

static uint8_t *end_buf;      /* a thread's state as a block's payload (stg_trace_scratch_size), for the handlers */
static volatile int ending;   /* one end writes the traces */
static pid_t trace_pid;       /* the process that records (not a child that shares its memory: vfork) */
static void (*libc_exit)(int);
static volatile int deferred_sig; /* a kill signal that waits until its thread changed its trace */
static siginfo_t deferred_info;

/* the reason of an exit with status: an abort when the exiting thread is inside an MPI call */
static uint32_t exit_reason(const stg_tthread_t *self, int status)
{
    int abort = self && !self->off && !self->in_hook && stg_trace_open_call(self);
    return (uint32_t) (abort ? REASON_ABORT : REASON_EXIT) | ((uint32_t) status & 0xff) << 8;
}

/* writes the end of every trace, once: in this process, when the trace records */
static int may_end(void)
{
    return stg_trace_ready && end_buf && getpid() == trace_pid && !__sync_lock_test_and_set(&ending, 1);
}

/* The launchers pass a SIGTERM they get on to every task at once and kill the others (SIGKILL) as soon as the first
 * task has ended (Open MPI's mpirun some ms after its SIGTERM, MPICH's hydra likewise): a task that wrote its traces
 * on a kill signal lingers 500 ms before it ends, so that the others, which got the signal at the same moment, have
 * written theirs when the SIGKILL comes. */
static void linger(void)
{
    struct timespec ts = { 0, 500000000 };
    nanosleep(&ts, NULL);
}

/* the trace's stage (sig.h): then the signal goes on (sig.c), or it waits for the thread's change (deferred) */
static int on_signal(int sig, siginfo_t *si, void *ctx)
{
    (void) ctx;
    int saved = errno;
    int crash = stg_sig_is_crash(sig);
    uint32_t reason = (uint32_t) (crash ? REASON_CRASH : REASON_KILLED) | (uint32_t) sig << 8;
    stg_tthread_t *self = stg_trace_self;
    int defer = !crash && self && self->in_hook && (self->seq & 1) && !self->closed;
    int wrote = may_end();
    if (wrote) {
        stg_trace_end_all(reason, end_buf); /* the interrupted thread's own too, unless it changes it: below */
    }
    if (defer && !deferred_sig) {
        if (si) {
            deferred_info = *si;
        }
        deferred_sig = sig;
        self->req_reason = (int) reason;
        __atomic_store_n(&self->flush_req, FR_ASKED, __ATOMIC_RELEASE); /* answered at the end of its change */
        errno = saved;
        return STG_SIG_HELD;
    }
    if (wrote && !crash) {
        linger();
    }
    errno = saved;
    return STG_SIG_ON;
}

void stg_trace_deferred_kill(void)
{
    int sig = deferred_sig;
    if (sig) {
        deferred_sig = 0;
        linger();
        stg_sig_pass_on(sig, &deferred_info);
    }
}

/* BLCK + END of every trace, for reason (not a signal handler: the owner writes its own, compressed) */
static void end_in_order(uint32_t reason)
{
    stg_tthread_t *t = stg_trace_self;
    if (t && !t->off && !t->closed) {
        stg_trace_owner_flush(t, 1, reason);
    }
    stg_trace_flush_others((reason & 0xff) == REASON_ABORT ? reason | REASON_OTHER_THREAD : reason, t);
}

/* exit(): the traces' END blocks */
static void at_exit(int status, void *arg)
{
    (void) arg;
    if (may_end()) {
        end_in_order(exit_reason(stg_trace_self, status));
    }
}

void stg_trace_end_abort(void)
{
    if (may_end()) {
        end_in_order(REASON_ABORT); /* the exit status is the MPI library's to give: not known here */
    }
}

#ifdef MPICH
/* MPICH's error path (every MPI call that fails calls it; exported, called through the PLT): under
 * MPI_ERRORS_ARE_FATAL the process manager kills every task at once (SIGKILL) once the library reports the
 * error, before anything else could be written. Every trace gets a TAIL here first (the failing call its last
 * event); under MPI_ERRORS_RETURN the thread goes on and its next block supersedes the TAIL. */
API int MPIR_Err_return_comm(void *comm, const char fcname[], int errcode)
{
    static int (*real)(void *, const char *, int);
    if (!real) {
        real = (int (*)(void *, const char *, int)) dlsym(RTLD_NEXT, "MPIR_Err_return_comm");
    }
    stg_tthread_t *t = stg_trace_self;
    if (stg_trace_ready && end_buf && getpid() == trace_pid && !ending && t && !t->off && !t->closed && !t->in_hook) {
        stg_trace_owner_tail(t, REASON_ABORT);
        stg_trace_flush_others(REASON_ABORT | REASON_OTHER_THREAD, t);
    }
    return real ? real(comm, fcname, errcode) : errcode;
}
#endif

static void end_process(int status)
{
    if (may_end()) {
        stg_trace_end_all(exit_reason(stg_trace_self, status), end_buf);
    }
}

API void _exit(int status)
{
    end_process(status);
    if (libc_exit) {
        libc_exit(status);
    }
    for (;;) {
        syscall(SYS_exit_group, status);
    }
}

API void _Exit(int status)
{
    _exit(status);
}

__attribute__((constructor)) static void find_libc_exit(void)
{
    libc_exit = (void (*)(int)) dlsym(RTLD_NEXT, "_exit");
}

void stg_trace_end_install(void)
{
    trace_pid = getpid();
    end_buf = malloc(stg_trace_scratch_size());
    on_exit(at_exit, NULL);
    for (size_t i = 0; i < stg_sig_ncrashes; i++) {
        stg_sig_add(STG_SIG_TRACE, stg_sig_crashes[i], on_signal); /* in front of whatever handles it: it runs next */
    }
    for (size_t i = 0; i < sizeof kills / sizeof *kills; i++) {
        struct sigaction old; /* a kill: only where the process would end */
        if (stg_sig_app(kills[i], &old) == 0 && !(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_DFL) {
            stg_sig_add(STG_SIG_TRACE, kills[i], on_signal);
        }
    }
}
