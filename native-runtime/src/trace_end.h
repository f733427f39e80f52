/*
 * How a trace ends (trace_end.c; the call-trace recorder, trace.h): whatever ends the task's process, every traced
 * thread's trace is written up to that moment and says how it ended (docs/dump-format.md "Trace files", the
 * reasons): an exit, an MPI abort inside a call (MPI_Abort, a fatal MPI error: the MPI library's exit or _exit),
 * a signal that kills (SIGTERM from a launcher or a scheduler, ...), a crash; a task killed by SIGKILL keeps what
 * the scheduled writes (stg_trace_scheduled) wrote. Nothing of it changes how the process ends. Recorder layer
 * (recorder.h).
 */
#ifndef STG_TRACE_END_H
#define STG_TRACE_END_H

#include "trace_thread.h"

/* At MPI_Init, once the trace records: the exit hook, the handlers of the signals that end a process. */
void stg_trace_end_install(void);
/* MPI_Abort, before the MPI library's (trace.c): every trace's END (the MPI library may have the task killed at
 * once: MPICH's process manager does). */
void stg_trace_end_abort(void);
/* A kill signal came while the calling thread changed its trace: the thread wrote it (stg_trace_check), now the
 * signal ends the process as it would have. Nothing when no signal waits. */
void stg_trace_deferred_kill(void);

/* trace_end.c also defines _exit and _Exit (exported: they come before the C library's, which they call): Open MPI
 * ends an aborting task with _exit; and, built with MPICH, MPIR_Err_return_comm (MPICH's error path, exported). */

#endif
