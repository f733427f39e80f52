/*
 * The events of a trace (trace_events.c; the call-trace recorder, trace.h): a thread's dictionary of the
 * distinct events it saw, and the hooks that turn an MPI call (the recorder's begin and end hooks) and a
 * function's entry or exit (__cyg_profile_func_enter/exit: code built with -finstrument-functions, glibc's
 * no-op versions the fallback without the runtime; or XRay's handler, trace_xray.c) into tokens for the coder.
 * Recorder layer (recorder.h).
 */
#ifndef STG_TRACE_EVENTS_H
#define STG_TRACE_EVENTS_H

#include "trace_thread.h"

/* An MPI call's entry (leave 0: its descriptor's arguments) or exit (leave 1: the matched source and tag) on
 * the calling thread; e may be NULL (a call without a descriptor). */
void stg_trace_mpi_event(int call, const stg_ev_t *e, int leave);
/* The MPI call the owner of t is in (its last event is the call's entry; MPI_Finalize does not count), or NULL.
 * Only the owner asks (a signal handler too, unless it interrupted the owner's hook: in_hook). */
const char *stg_trace_open_call(const stg_tthread_t *t);
/* Forgets the thread's dictionary (a reset, or the thread's exit). */
void stg_trace_dict_clear(stg_tthread_t *t);

/* The entry (leave 0) or exit (leave 1) of the function at fn on the calling thread (STRAGGLER_TRACE=functions). */
void stg_trace_function(uintptr_t fn, int leave);

/* the entry points of -finstrument-functions (exported: the instrumented code calls them) */
void __cyg_profile_func_enter(void *fn, void *site);
void __cyg_profile_func_exit(void *fn, void *site);

#endif
