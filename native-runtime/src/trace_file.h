/*
 * The trace files (trace_file.c; the call-trace recorder, trace.h): one file per traced thread,
 * trace-rank-NNNNNN-thread-TTTT.strace (docs/dump-format.md "Trace files"), a header, then blocks: what a
 * thread coded (its dictionary's new entries and the coded tokens, trace_lz.h), compressed by the second
 * stage (deflate or zstd, when it pays), appended with one writev. The owner writes a BLCK when its buffer
 * fills, every flush period and at exit (then an END block); at a hang or a crash the trace up to now is a
 * TAIL block, which the owner writes on request or another thread writes from a consistent copy of the
 * owner's state. Recorder layer (recorder.h).
 */
#ifndef STG_TRACE_FILE_H
#define STG_TRACE_FILE_H

#include "trace_thread.h"

/* The owner writes what it holds as one block (BLCK); final: then END (reason, and the MPI call the thread is in),
 * and the file is closed. */
void stg_trace_owner_flush(stg_tthread_t *t, int final, uint32_t reason);
/* A TAIL block of the calling thread's own state. */
void stg_trace_owner_tail(stg_tthread_t *t, uint32_t reason);
/* The slow part of stg_trace_push: the request of another thread, a full buffer, the periodic write. */
void stg_trace_check(stg_tthread_t *t);
/* Every other live thread's trace up to now (me: the calling thread's state, or NULL). A reason that ends the
 * process (exit, abort, killed) writes BLCK + END and closes the files, the other reasons a TAIL. */
void stg_trace_flush_others(uint32_t reason, stg_tthread_t *me);
/* The helper's look (the recorder's tick): a thread that holds events it has not written for longer than the flush
 * period and recorded nothing since the previous look (it waits, or computes) gets them written as a TAIL
 * (REASON_SCHEDULED), once; buf: stg_trace_scratch_size bytes. */
void stg_trace_scheduled(uint8_t *buf);
/* The process ends (reason: REASON_ABORT, _EXIT, _KILLED: every thread's trace as BLCK + END, closed; REASON_CRASH:
 * as a TAIL) from a signal handler or _exit: async-signal-safe, a lock waited for 100 ms at most, no allocation; buf:
 * stg_trace_scratch_size bytes. The calling thread's state is written only when it is not changing it. */
void stg_trace_end_all(uint32_t reason, uint8_t *buf);
void stg_trace_close_file(stg_tthread_t *t); /* no more blocks: a thread that ended */

/* The first error that cut a trace file short (an errno value: ENOSPC for a full file system), 0 while none did;
 * the task's state file says it (trace_errno, trace.c). */
extern volatile int stg_trace_errno;

/* the room a copy of a thread's state takes as a block's payload (stg_trace_compose) */
static inline size_t stg_trace_scratch_size(void)
{
    return 16 + (size_t) TRACE_DEFS_CAP + stg_trace_out_cap + LITMAX * 5 + 32;
}

#endif
