/*
 * The stack sampler recorder (sampler.c): at a dump, the stack of every thread of the task (a real-time
 * signal; the handler unwinds from the interrupted context, so frame 0 is the interrupted program
 * counter), written as the THRD section. Recorder layer (recorder.h).
 */
#ifndef STG_SAMPLER_H
#define STG_SAMPLER_H

#include "recorder.h"

/* THRD flags (docs/dump-format.md) */
#define STG_THREAD_MPI 1       /* the thread that initialized MPI */
#define STG_THREAD_PC_FIRST 2  /* frame 0 is the interrupted program counter */
#define STG_THREAD_FAILED 4    /* the thread did not answer */
#define STG_THREAD_CRASHED 8   /* the thread crashed: its stack where the signal hit it (since 1.4) */

typedef struct stg_tsample {
    pid_t tid;
    int flags;
    int n;
    uintptr_t frames[STG_MAX_DEPTH];
} stg_tsample_t;

extern const stg_recorder_t stg_sampler_recorder;

/* Samples every thread of the task but the runtime's helper thread (stg_helper_tid) and a calling
 * thread that is not the MPI thread: the MPI thread (main_tid) first, then the others by tid.
 * Returns the count and a malloc'd array (*out), -1 on failure. */
int stg_sample_threads(pid_t main_tid, stg_tsample_t **out);

#endif
