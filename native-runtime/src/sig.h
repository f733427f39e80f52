/*
 * The signals that end a task (sig.c; base layer): one handler of the runtime per signal, whatever number of units
 * act on it. A unit adds a stage for a signal; at the signal the stages run in the order of stg_sig_stage_t, then
 * the signal goes on to the disposition the application had before the runtime's first stage on it (its own
 * handler, the MPI library's crash report, or the default): put back, and the signal again (a fault: its
 * instruction faults again), so the task ends or goes on as it would have without the runtime. The handler runs
 * on an alternate signal stack (a stack overflow's SIGSEGV needs one to run on), with no signal blocked (the
 * sampling signal may interrupt a stage that waits). Everything a stage does must be async-signal-safe.
 */
#ifndef STG_SIG_H
#define STG_SIG_H

#include <signal.h>
#include <stddef.h>

/* The stages, in the order they run at a signal: the records that describe the end first, then what may hold
 * the thread or end the task. */
typedef enum {
    STG_SIG_PROFILE,    /* the profile recorder writes the profile up to the crash (profile.c) */
    STG_SIG_TRACE,      /* the trace recorder writes every trace's end; on a kill signal it lingers (trace_end.c) */
    STG_SIG_STALL,      /* the fault injector's stall mode: the crashing thread stalls for ever (fault.c) */
    STG_SIG_CRASH_DUMP, /* the lifecycle's crash dump: the job's dumps, then the task dies (crash.c) */
    STG_SIG_NSTAGES
} stg_sig_stage_t;

/* What a stage returns: the signal goes on (to the next stage, then to the application's disposition), or the
 * stage holds it and later passes it on itself (stg_sig_pass_on). */
enum { STG_SIG_ON, STG_SIG_HELD };
typedef int (*stg_sig_fn)(int sig, siginfo_t *si, void *ctx);

/* The crash signals (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT): what ends a task abnormally, from itself. */
extern const int stg_sig_crashes[];
extern const size_t stg_sig_ncrashes;
int stg_sig_is_crash(int sig);

/* Adds fn as stage for sig (a standard signal, 1..31), replacing the stage's earlier function; the first stage
 * on sig installs the runtime's handler and keeps the application's disposition. Gives the calling thread an
 * alternate signal stack (stg_sig_altstack). 0, or -1 when the handler cannot be installed. */
int stg_sig_add(stg_sig_stage_t stage, int sig, stg_sig_fn fn);
/* Removes the stage; with the last stage gone, the application's disposition is put back (unless the
 * application has changed it since). */
void stg_sig_remove(stg_sig_stage_t stage, int sig);
/* The application's disposition of sig: the one kept at its first stage, else the current one. 0, or -1. */
int stg_sig_app(int sig, struct sigaction *out);
/* The application's disposition back and the signal again, with its information (the same sender for whoever
 * looks); a fault the kernel raised is not raised again: its instruction faults again when the handler returns.
 * For a stage that held the signal (async-signal-safe). */
void stg_sig_pass_on(int sig, const siginfo_t *si);
/* An alternate signal stack for the calling thread, once, unless it has one of its own (the application's). */
void stg_sig_altstack(void);

#endif
